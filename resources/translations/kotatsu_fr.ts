<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="fr_FR">
  <context>
    <name />
    <message>
      <location filename="../../desktop/widgets/handover.py" line="43" />
      <source>HandoverScreen</source>
      <comment>Since your last turn:</comment>
      <translation type="unfinished" />
    </message>
    <message numerus="yes">
      <location filename="../../desktop/widgets/handover.py" line="46" />
      <source>HandoverScreen</source>
      <comment>(%n earlier move(s) in the game log)</comment>
      <translation type="unfinished">
        <numerusform />
        <numerusform />
      </translation>
    </message>
  </context>
  <context>
    <name>AnnouncerPlurals</name>
    <message numerus="yes">
      <location filename="../../desktop/table/announce.py" line="54" />
      <source>{0}: %n point(s)</source>
      <translation>
        <numerusform>{0} : %n point</numerusform>
        <numerusform>{0} : %n points</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>CentreWidget</name>
    <message>
      <location filename="../../desktop/games/r_eco/centre.py" line="80" />
      <source>{0} recycling centre</source>
      <translation>Centre de recyclage {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/centre.py" line="78" />
      <source>next reward {0}, {1} left</source>
      <extracomment>the most cards a factory holds (3 units at most stay) and a dump holds (refilled with 4 at most)</extracomment>
      <translation>prochaine récompense {0}, {1} restantes</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/centre.py" line="79" />
      <source>no reward left</source>
      <translation>plus de récompense</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/centre.py" line="81" />
      <source>{0} ({1}). Factory: {2} of 4 units. Dump: {3} cards. Reward stack: {4}.</source>
      <translation>{0} ({1}). Usine : {2} unités sur 4. Décharge : {3} cartes. Pile de récompenses : {4}.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/centre.py" line="176" />
      <source>{0} centre</source>
      <translation>Centre {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/centre.py" line="198" />
      <source>Reward stack</source>
      <translation>Récompenses</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/centre.py" line="200" />
      <source>last card!</source>
      <translation>dernière carte !</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/centre.py" line="202" />
      <source>{0} left</source>
      <translation>{0} restantes</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/centre.py" line="205" />
      <source>then {0}</source>
      <translation>puis {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/centre.py" line="236" />
      <source>Factory</source>
      <translation>Usine</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/centre.py" line="248" />
      <source>Dump</source>
      <translation>Décharge</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/centre.py" line="250" />
      <source>pick up: {0}</source>
      <translation>à ramasser : {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/centre.py" line="259" />
      <source>refill after a delivery: {0}</source>
      <translation>réappro. après livraison : {0}</translation>
    </message>
  </context>
  <context>
    <name>CollectionPanel</name>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="347" />
      <source>points</source>
      <translation>points</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="361" />
      <source> (you)</source>
      <translation> (vous)</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="364" />
      <source>winner</source>
      <translation>gagnant</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="366" />
      <source>thinking…</source>
      <translation>réfléchit…</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="368" />
      <source>out this round</source>
      <translation>hors jeu ce tour</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="370" />
      <source>to play</source>
      <translation>à jouer</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="384" />
      <source>Cards: {0}. Counting plus: {1}. Counting minus: {2}.</source>
      <translation>Cartes : {0}. Comptées en plus : {1}. Comptées en moins : {2}.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="385" />
      <source>none</source>
      <translation>aucune</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="387" />
      <source>Jokers become: {0}.</source>
      <translation>Les jokers deviennent : {0}.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="389" />
      <source>Earlier deals: {0}.</source>
      <translation>Manches précédentes : {0}.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="390" />
      <source>{0}: {1} points</source>
      <translation>{0} : {1} points</translation>
    </message>
  </context>
  <context>
    <name>ColorettoPlurals</name>
    <message numerus="yes">
      <location filename="../../desktop/games/coloretto/a11y.py" line="31" />
      <source>Supply: %n card(s) left</source>
      <translation>
        <numerusform>Pioche : %n carte restante</numerusform>
        <numerusform>Pioche : %n cartes restantes</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../desktop/games/coloretto/a11y.py" line="34" />
      <source>%n card(s) before the last round</source>
      <translation>
        <numerusform>%n carte avant le dernier tour</numerusform>
        <numerusform>%n cartes avant le dernier tour</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ColorettoView</name>
    <message>
      <location filename="../../desktop/games/coloretto/view.py" line="53" />
      <source>Coloretto table</source>
      <translation>Table de Coloretto</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/view.py" line="62" />
      <source>draw</source>
      <translation>piocher</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/view.py" line="63" />
      <source>take a row or place the revealed card</source>
      <translation>prendre une rangée ou y placer la carte révélée</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/view.py" line="64" />
      <source>Tab/Enter</source>
      <translation>Tab/Entrée</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/view.py" line="64" />
      <source>choose a row</source>
      <translation>choisir une rangée</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/view.py" line="65" />
      <source>skip animation</source>
      <translation>passer l'animation</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/view.py" line="86" />
      <source>&amp;Draw a card</source>
      <translation>&amp;Piocher une carte</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/view.py" line="88" />
      <source>Reveal the top card of the supply (key D), then choose its row (1–{0})</source>
      <translation>Révéler la carte du dessus de la pioche (touche D), puis choisir sa rangée (1–{0})</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/view.py" line="90" />
      <source>Draw a card</source>
      <translation>Piocher une carte</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/view.py" line="102" />
      <source>Keys: {0}</source>
      <translation>Touches : {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/view.py" line="183" />
      <source>Deal {0} of {1}</source>
      <translation>Manche {0} sur {1}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/view.py" line="186" />
      <source>Game over. Winner: {0}</source>
      <translation>Partie terminée. Gagnant : {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/view.py" line="187" />
      <source>Game over. Shared win: {0}</source>
      <translation>Partie terminée. Victoire partagée : {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/view.py" line="190" />
      <source>Last round!</source>
      <translation>Dernier tour !</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/view.py" line="197" />
      <source>{0} is playing…</source>
      <translation>{0} joue…</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/view.py" line="199" />
      <source>{0}: place the {1} in a row (click it or press its number)</source>
      <translation>{0} : placez la carte {1} dans une rangée (cliquez-la ou tapez son numéro)</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/view.py" line="202" />
      <source>{0}: draw a card (D) or take a row (its number)</source>
      <translation>{0} : piochez une carte (D) ou prenez une rangée (son numéro)</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/view.py" line="203" />
      <source>{0}: take a row (click it or press its number)</source>
      <translation>{0} : prenez une rangée (cliquez-la ou tapez son numéro)</translation>
    </message>
    <message>
      <source>counted plus</source>
      <translation>comptée en plus</translation>
    </message>
    <message>
      <source>Nobody is at the screen.</source>
      <translation>Personne n'est à l'écran.</translation>
    </message>
    <message>
      <source>counted minus</source>
      <translation>comptée en moins</translation>
    </message>
    <message>
      <source>No cards yet</source>
      <translation>Pas encore de cartes</translation>
    </message>
    <message>
      <source>This is the last round</source>
      <translation>C'est le dernier tour</translation>
    </message>
    <message>
      <source>Your collection: {0}</source>
      <translation>Votre collection : {0}</translation>
    </message>
    <message>
      <source>{0}: {1}</source>
      <translation>{0} : {1}</translation>
    </message>
    <message>
      <source>Revealed card: {0}</source>
      <translation>Carte révélée : {0}</translation>
    </message>
    <message>
      <source>It is {0}.</source>
      <translation>C'est : {0}.</translation>
    </message>
    <message>
      <source>jokers become {0}</source>
      <translation>les jokers deviennent {0}</translation>
    </message>
    <message>
      <source>joker</source>
      <translation>joker</translation>
    </message>
    <message>
      <source>golden joker</source>
      <translation>joker doré</translation>
    </message>
    <message>
      <source>+2</source>
      <translation>+2</translation>
    </message>
    <message>
      <source>last round</source>
      <translation>dernier tour</translation>
    </message>
  </context>
  <context>
    <name>DieButton</name>
    <message>
      <location filename="../../desktop/games/rolling_japan/panels.py" line="56" />
      <source>to resolve</source>
      <translation>à résoudre</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/panels.py" line="56" />
      <source>resolved</source>
      <translation>résolu</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/panels.py" line="57" />
      <source>Die {0}: {1} {2}, {3}</source>
      <translation>Dé {0} : {1} {2}, {3}</translation>
    </message>
  </context>
  <context>
    <name>FlatPuebloView</name>
    <message>
      <location filename="../../desktop/games/pueblo/flat.py" line="25" />
      <source>Pueblo board, top view and side elevation</source>
      <translation>Plateau de Pueblo, vue de dessus et élévation de côté</translation>
    </message>
    <message>
      <location filename="../../desktop/games/pueblo/flat.py" line="252" />
      <source>Seen from space %1</source>
      <translation>Vu depuis la case %1</translation>
    </message>
  </context>
  <context>
    <name>GameCard</name>
    <message>
      <location filename="../../desktop/library.py" line="57" />
      <source>{0} player</source>
      <translation>{0} joueur</translation>
    </message>
    <message>
      <location filename="../../desktop/library.py" line="58" />
      <source>{0}–{1} players</source>
      <translation>{0} à {1} joueurs</translation>
    </message>
    <message>
      <location filename="../../desktop/library.py" line="59" />
      <source> (coming soon)</source>
      <translation> (bientôt)</translation>
    </message>
    <message>
      <location filename="../../desktop/library.py" line="62" />
      <source>Coming soon: this game is not built yet.</source>
      <translation>Bientôt : ce jeu n'est pas encore prêt.</translation>
    </message>
    <message>
      <location filename="../../desktop/library.py" line="108" />
      <source> · coming soon</source>
      <translation> · bientôt</translation>
    </message>
  </context>
  <context>
    <name>GameLog</name>
    <message>
      <location filename="../../desktop/widgets/log.py" line="20" />
      <source>Game log</source>
      <translation>Journal de la partie</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/log.py" line="21" />
      <source>Enter or a click on a move shows the position after it.</source>
      <translation>Entrée ou un clic sur un coup montre la position après ce coup.</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/log.py" line="22" />
      <source>Click a move, or press Enter on it, to see the position after it</source>
      <translation>Cliquez sur un coup, ou appuyez sur Entrée, pour voir la position après ce coup</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/log.py" line="41" />
      <source>{0}. {1}: {2}</source>
      <translation>{0}. {1} : {2}</translation>
    </message>
  </context>
  <context>
    <name>GamePage</name>
    <message>
      <location filename="../../desktop/game_page.py" line="92" />
      <source>Game log</source>
      <translation>Journal de la partie</translation>
    </message>
  </context>
  <context>
    <name>GameSession</name>
    <message>
      <location filename="../../desktop/session.py" line="311" />
      <source>This is a replay: go back to the game to play.</source>
      <extracomment>The shape of a game id, which names the game's autosave file: the session makes them itself (`new_game_id`); an id read from a file is never used as a file name. The range of the hard player's thinking time per decision (the Settings menu offers 0.5 to 5 s). The computer's pause before it plays, at most (the menu's slowest is 1.2 s). The longest seat name a save may hold (the new-game dialog's names are far shorter). Autosave folders already cleaned of a killed process's temporary files, in this process. Autosaving stopped working (reason in plain words, translated): emitted once, when the first autosave fails; play goes on. `storage_ok` once it works again. The answer to request_hint: seat, the suggested action, its description (translated) and a one-line reason; or hint_failed(message). Never emitted for a position that has moved on. a replay began, stepped or ended (see show_move / leave_replay); state_changed follows the autosave file: in the autosave folder, named by the session's own id, or the file a resumed game was found in (a path the application chose, never one read from a file) the states an undo may go back to: the last one is `state`, the one before it the state before history[-1], and so on back over the tail of history an undo could take back (the same seat's decisions that revealed nothing); older states are not kept (bounded memory) where the finished game is recorded, before its autosave is removed (set by the window) the replay: how many moves the shown position has (None: the live game), the states of the history while replaying (dropped on leaving), and whether the game is only watched</extracomment>
      <translation>Ceci est un replay : revenez à la partie pour jouer.</translation>
    </message>
    <message>
      <location filename="../../desktop/session.py" line="314" />
      <source>There is no such seat in this game.</source>
      <translation>Cette place n'existe pas dans cette partie.</translation>
    </message>
    <message>
      <location filename="../../desktop/session.py" line="317" />
      <source>It is not your decision: a computer plays that seat.</source>
      <translation>Ce n'est pas à vous de décider : l'ordinateur joue cette place.</translation>
    </message>
    <message>
      <location filename="../../desktop/session.py" line="320" />
      <source>It is not your turn.</source>
      <translation>Ce n'est pas votre tour.</translation>
    </message>
    <message>
      <location filename="../../desktop/session.py" line="340" />
      <location filename="../../desktop/session.py" line="349" />
      <source>That move is not possible now.</source>
      <translation>Ce coup n'est pas possible maintenant.</translation>
    </message>
    <message>
      <location filename="../../desktop/session.py" line="352" />
      <source>That move is not possible now ({0}).</source>
      <translation>Ce coup n'est pas possible maintenant ({0}).</translation>
    </message>
    <message>
      <location filename="../../desktop/session.py" line="397" />
      <source>Statistics are not being saved ({0}).</source>
      <translation>Les statistiques ne sont pas enregistrées ({0}).</translation>
    </message>
    <message>
      <location filename="../../desktop/session.py" line="443" />
      <source>The computer player failed ({0}); it plays a random move.</source>
      <translation>Le joueur ordinateur a échoué ({0}) ; il joue un coup au hasard.</translation>
    </message>
    <message>
      <location filename="../../desktop/session.py" line="480" />
      <location filename="../../desktop/session.py" line="489" />
      <source>No hint available: {0}</source>
      <translation>Aucun conseil disponible : {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/session.py" line="610" />
      <source>Games are not being saved: the disk is full ({0}).</source>
      <translation>Les parties ne sont pas enregistrées : le disque est plein ({0}).</translation>
    </message>
    <message>
      <location filename="../../desktop/session.py" line="612" />
      <source>Games are not being saved: Kotatsu may not write in {0}.</source>
      <translation>Les parties ne sont pas enregistrées : Kotatsu n'a pas le droit d'écrire dans {0}.</translation>
    </message>
    <message>
      <location filename="../../desktop/session.py" line="614" />
      <source>Games are not being saved: {0} can't be written ({1}).</source>
      <translation>Les parties ne sont pas enregistrées : impossible d'écrire dans {0} ({1}).</translation>
    </message>
  </context>
  <context>
    <name>HandWidget</name>
    <message>
      <location filename="../../desktop/games/r_eco/widgets.py" line="131" />
      <source>Your hand</source>
      <translation>Votre main</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/widgets.py" line="153" />
      <source>{0} {1}</source>
      <translation>{0} {1}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/widgets.py" line="153" />
      <source>double</source>
      <translation>double</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/widgets.py" line="153" />
      <source>single</source>
      <translation>simple</translation>
    </message>
    <message>
      <source>chosen</source>
      <translation>choisie</translation>
    </message>
    <message>
      <source>not chosen</source>
      <translation>non choisie</translation>
    </message>
  </context>
  <context>
    <name>HandoverScreen</name>
    <message>
      <location filename="../../desktop/widgets/handover.py" line="32" />
      <source>{0}: {1}</source>
      <extracomment>at most this many moves are listed (the latest ones); the rest is counted</extracomment>
      <translation type="unfinished">{0} : {1}</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/handover.py" line="57" />
      <source>Hand-over screen</source>
      <translation>Écran de passage</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/handover.py" line="78" />
      <source>Since your last turn</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/widgets/handover.py" line="92" />
      <source>Show my view</source>
      <translation>Afficher ma vue</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/handover.py" line="127" />
      <source>Pass the screen to {0}</source>
      <translation>Passez l'écran à {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/handover.py" line="128" />
      <source>Everyone else, please look away: {0}'s cards will be shown.</source>
      <translation>Tous les autres, détournez le regard : les cartes de {0} vont être montrées.</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/handover.py" line="129" />
      <source>I am {0}: show my cards</source>
      <translation>Je suis {0} : montrer mes cartes</translation>
    </message>
  </context>
  <context>
    <name>LeaveGame</name>
    <message>
      <location filename="../../desktop/dialogs.py" line="41" />
      <source>Leave the game?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/dialogs.py" line="42" />
      <source>The game of {0} is not finished.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/dialogs.py" line="43" />
      <source>Keep it to resume later, or abandon it for good?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/dialogs.py" line="45" />
      <source>&amp;Keep for later</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/dialogs.py" line="47" />
      <source>&amp;Abandon</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/dialogs.py" line="49" />
      <source>&amp;Go back to the game</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Library</name>
    <message>
      <location filename="../../desktop/library.py" line="123" />
      <source>Game library</source>
      <translation>Ludothèque</translation>
    </message>
    <message>
      <location filename="../../desktop/library.py" line="125" />
      <source>Kotatsu</source>
      <translation>Kotatsu</translation>
    </message>
    <message>
      <location filename="../../desktop/library.py" line="130" />
      <source>Five tabletop games around one screen. Choose a game.</source>
      <translation>Cinq jeux de société autour d'un seul écran. Choisissez un jeu.</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <location filename="../../desktop/main_window.py" line="50" />
      <location filename="../../desktop/main_window.py" line="248" />
      <source>Kotatsu</source>
      <translation>Kotatsu</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="71" />
      <location filename="../../desktop/main_window.py" line="250" />
      <source>Choose a game to play.</source>
      <translation>Choisissez un jeu.</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="88" />
      <source>&amp;Game</source>
      <translation>&amp;Partie</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="89" />
      <source>&amp;New game…</source>
      <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="90" />
      <source>&amp;Open…</source>
      <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="91" />
      <source>&amp;Save</source>
      <translation>&amp;Enregistrer</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="92" />
      <source>Save &amp;as…</source>
      <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="93" />
      <source>&amp;Resume an unfinished game…</source>
      <translation>&amp;Reprendre une partie inachevée…</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="94" />
      <source>S&amp;tatistics…</source>
      <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="95" />
      <source>&amp;Library</source>
      <translation>&amp;Ludothèque</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="96" />
      <source>&amp;Quit</source>
      <translation>&amp;Quitter</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="100" />
      <source>&amp;Edit</source>
      <translation>É&amp;dition</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="101" />
      <source>&amp;Undo</source>
      <translation>&amp;Annuler</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="102" />
      <source>&amp;Redo</source>
      <translation>&amp;Rétablir</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="103" />
      <source>&amp;Hint</source>
      <translation>&amp;Conseil</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="106" />
      <source>&amp;Rules</source>
      <translation>&amp;Règles</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="107" />
      <source>Rules of this game</source>
      <translation>Règles de ce jeu</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="113" />
      <source>&amp;Settings</source>
      <translation>&amp;Options</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="114" />
      <source>&amp;Language</source>
      <translation>&amp;Langue</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="123" />
      <source>&amp;Computer speed</source>
      <translation>&amp;Vitesse de l'ordinateur</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="124" />
      <source>Instant</source>
      <translation>Instantanée</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="124" />
      <source>Quick</source>
      <translation>Rapide</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="124" />
      <source>Normal</source>
      <translation>Normale</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="124" />
      <source>Slow</source>
      <translation>Lente</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="131" />
      <source>&amp;Hard computer's thinking time</source>
      <translation>&amp;Temps de réflexion de l'ordinateur difficile</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="134" />
      <source>{0} s</source>
      <translation>{0} s</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="139" />
      <source>&amp;Help</source>
      <translation>&amp;Aide</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="140" />
      <source>&amp;About Kotatsu</source>
      <translation>À &amp;propos de Kotatsu</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="229" />
      <source>{0} — Kotatsu</source>
      <translation>{0} — Kotatsu</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="261" />
      <source>The game is over.</source>
      <translation>La partie est terminée.</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="263" />
      <source>{0}, it's your turn.</source>
      <translation>{0}, c'est votre tour.</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="265" />
      <source>Waiting for the computer players…</source>
      <translation>En attente des joueurs ordinateur…</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="289" />
      <source>{0}: a new personal best ({1})!</source>
      <translation>{0} : nouveau record personnel ({1}) !</translation>
    </message>
    <message numerus="yes">
      <location filename="../../desktop/main_window.py" line="291" />
      <source>{0}: personal best {1}, over %n finished game(s).</source>
      <translation>
        <numerusform>{0} : record personnel {1}, sur %n partie terminée.</numerusform>
        <numerusform>{0} : record personnel {1}, sur %n parties terminées.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="295" />
      <source>Your last scores: {0}</source>
      <translation>Vos derniers scores : {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="297" />
      <source>Statistics could not be saved: {0}</source>
      <translation>Impossible d'enregistrer les statistiques : {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="323" />
      <source>Nothing to undo: a card was revealed, dice were rolled or another player has moved since.</source>
      <translation>Rien à annuler : une carte a été révélée, des dés ont été lancés ou un autre joueur a joué depuis.</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="339" />
      <source>Hint: {0}</source>
      <translation>Conseil : {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="336" />
      <source>Thinking about a hint…</source>
      <translation>Recherche d'un conseil…</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="359" />
      <source>Language</source>
      <translation>Langue</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="360" />
      <source>The new language applies fully after Kotatsu restarts.</source>
      <translation>La nouvelle langue s'appliquera entièrement au redémarrage de Kotatsu.</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="375" />
      <source>About Kotatsu</source>
      <translation>À propos de Kotatsu</translation>
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="376" />
      <source>&lt;h3&gt;Kotatsu&lt;/h3&gt;&lt;p&gt;Five tabletop games at one computer: R-Eco, Rolling Japan, Siberia: The Card Game, Coloretto and Pueblo. Hot-seat play and computer opponents. All pictures are drawn by the program.&lt;/p&gt;</source>
      <translation>&lt;h3&gt;Kotatsu&lt;/h3&gt;&lt;p&gt;Cinq jeux de société sur un seul ordinateur : R-Eco, Rolling Japan, Siberia: The Card Game, Coloretto et Pueblo. Jeu à plusieurs sur le même écran et adversaires ordinateur. Toutes les images sont dessinées par le programme.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>Save game</source>
      <translation>Enregistrer la partie</translation>
    </message>
    <message>
      <source>Open game</source>
      <translation>Ouvrir une partie</translation>
    </message>
    <message>
      <source>Could not save</source>
      <translation>Enregistrement impossible</translation>
    </message>
    <message>
      <source>Could not open the game</source>
      <translation>Impossible d'ouvrir la partie</translation>
    </message>
    <message>
      <source>Resume</source>
      <translation>Reprendre</translation>
    </message>
    <message>
      <source>Saved to {0}</source>
      <translation>Enregistrée dans {0}</translation>
    </message>
    <message>
      <source>There is no unfinished game.</source>
      <translation>Il n'y a aucune partie inachevée.</translation>
    </message>
    <message>
      <source>The game could not be saved:
{0}</source>
      <translation>La partie n'a pas pu être enregistrée :
{0}</translation>
    </message>
    <message>
      <source>{0} could not be opened.

{1}</source>
      <translation>{0} n'a pas pu être ouvert.

{1}</translation>
    </message>
  </context>
  <context>
    <name>MapCanvas</name>
    <message>
      <location filename="../../desktop/games/rolling_japan/widgets.py" line="185" />
      <source>Map of Japan, {0}'s sheet: {1} of 47 prefectures filled</source>
      <translation>Carte du Japon, feuille de {0} : {1} préfectures remplies sur 47</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/widgets.py" line="187" />
      <source>Selected: {0}, write {1}</source>
      <translation>Sélection : {0}, écrire {1}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/widgets.py" line="293" />
      <source>sea link (neighbours)</source>
      <translation>liaison maritime (voisines)</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/widgets.py" line="294" />
      <source>land border (neighbours)</source>
      <translation>frontière terrestre (voisines)</translation>
    </message>
  </context>
  <context>
    <name>MiniSheet</name>
    <message>
      <location filename="../../desktop/games/rolling_japan/panels.py" line="167" />
      <source>{0}'s sheet: {1} filled, {2} X. {3}</source>
      <translation>Feuille de {0} : {1} remplies, {2} X. {3}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/panels.py" line="204" />
      <source>{0} X</source>
      <translation>{0} X</translation>
    </message>
  </context>
  <context>
    <name>NewGameDialog</name>
    <message>
      <location filename="../../desktop/newgame.py" line="59" />
      <source>New game of {0}</source>
      <translation>Nouvelle partie de {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="60" />
      <source>New game</source>
      <translation>Nouvelle partie</translation>
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="66" />
      <source>Number of players</source>
      <translation>Nombre de joueurs</translation>
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="69" />
      <source>&amp;Players:</source>
      <translation>&amp;Joueurs :</translation>
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="72" />
      <source>Seats</source>
      <translation>Places</translation>
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="74" />
      <source>Name</source>
      <translation>Nom</translation>
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="75" />
      <source>Played by</source>
      <translation>Joué par</translation>
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="76" />
      <source>Level</source>
      <translation>Niveau</translation>
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="79" />
      <source>Seat {0}</source>
      <translation>Place {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="81" />
      <source>Name of seat {0}</source>
      <translation>Nom de la place {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="82" />
      <source>You</source>
      <translation>Vous</translation>
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="82" />
      <source>Computer {0}</source>
      <translation>Ordinateur {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="86" />
      <source>Human</source>
      <translation>Humain</translation>
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="87" />
      <source>Computer</source>
      <translation>Ordinateur</translation>
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="88" />
      <source>Seat {0} played by</source>
      <translation>Place {0} jouée par</translation>
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="93" />
      <source>Seat {0} computer level</source>
      <translation>Place {0} : niveau de l'ordinateur</translation>
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="105" />
      <source>Rules options</source>
      <translation>Options de règles</translation>
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="127" />
      <source>{0}:</source>
      <translation>{0} :</translation>
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="133" />
      <source>random</source>
      <translation>aléatoire</translation>
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="135" />
      <source>Seed</source>
      <translation>Graine</translation>
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="136" />
      <source>The same seed and options give the same shuffles and rolls.</source>
      <translation>La même graine et les mêmes options donnent les mêmes mélanges et les mêmes lancers.</translation>
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="137" />
      <source>Today's seed</source>
      <translation>Graine du jour</translation>
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="138" />
      <source>Everyone who plays today's seed gets the same game.</source>
      <translation>Tous ceux qui jouent la graine du jour ont la même partie.</translation>
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="140" />
      <source>&amp;Seed:</source>
      <translation>&amp;Graine :</translation>
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="147" />
      <source>Start</source>
      <translation>Commencer</translation>
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="166" />
      <source>Player {0}</source>
      <translation>Joueur {0}</translation>
    </message>
  </context>
  <context>
    <name>NoticeBanner</name>
    <message>
      <location filename="../../desktop/widgets/notice.py" line="16" />
      <source>Notice</source>
      <translation>Avis</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/notice.py" line="23" />
      <source>Warning</source>
      <translation>Attention</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/notice.py" line="29" />
      <source>Hide</source>
      <translation>Masquer</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/notice.py" line="30" />
      <source>Hide this notice (it comes back if the problem happens again).</source>
      <translation>Masquer cet avis (il revient si le problème se reproduit).</translation>
    </message>
  </context>
  <context>
    <name>PlayerBadge</name>
    <message>
      <location filename="../../desktop/games/r_eco/badges.py" line="188" />
      <source>counts</source>
      <translation>comptent</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/badges.py" line="188" />
      <source>lone, worth 0</source>
      <translation>seule, vaut 0</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/badges.py" line="190" />
      <source>{0}: {1} points</source>
      <translation>{0} : {1} points</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/badges.py" line="191" />
      <source>{0} cards in hand, {1} dumped; rewards: {2}</source>
      <translation>{0} cartes en main, {1} jetées ; récompenses : {2}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/badges.py" line="192" />
      <source>none</source>
      <translation>aucune</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/badges.py" line="178" />
      <source>{0} pts</source>
      <translation>{0} pts</translation>
    </message>
    <message>
      <source>clean</source>
      <translation>propre</translation>
    </message>
    <message>
      <source>hand: {0}</source>
      <translation>main : {0}</translation>
    </message>
    <message>
      <source>dumped: {0}</source>
      <translation>jetées : {0}</translation>
    </message>
  </context>
  <context>
    <name>PlayersPanel</name>
    <message>
      <location filename="../../desktop/game_page.py" line="24" />
      <source>Players</source>
      <translation>Joueurs</translation>
    </message>
    <message>
      <location filename="../../desktop/game_page.py" line="56" />
      <source>human</source>
      <extracomment>True while the game's view presents the end of the game (set by GamePage)</extracomment>
      <translation>humain</translation>
    </message>
    <message>
      <location filename="../../desktop/game_page.py" line="56" />
      <source>computer, {0}</source>
      <translation>ordinateur, {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/game_page.py" line="61" />
      <source>thinking…</source>
      <translation>réfléchit…</translation>
    </message>
  </context>
  <context>
    <name>PrefectureBox</name>
    <message>
      <location filename="../../desktop/games/rolling_japan/widgets.py" line="62" />
      <source>{0}, {1} zone</source>
      <extracomment>names smaller than this (px) are left to the tooltip and the accessible name</extracomment>
      <translation>{0}, zone {1}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/widgets.py" line="64" />
      <source>{0} pencilled in</source>
      <translation>{0} au crayon</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/widgets.py" line="66" />
      <source>holds {0}</source>
      <translation>contient {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/widgets.py" line="68" />
      <source>empty: write {0} here</source>
      <translation>vide : écrire {0} ici</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/widgets.py" line="70" />
      <source>empty</source>
      <translation>vide</translation>
    </message>
  </context>
  <context>
    <name>PuebloPlurals</name>
    <message numerus="yes">
      <location filename="../../desktop/games/pueblo/a11y.py" line="34" />
      <source>{0}: %n penalty point(s)</source>
      <translation>
        <numerusform>{0} : %n point de pénalité</numerusform>
        <numerusform>{0} : %n points de pénalité</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>PuebloScene</name>
    <message>
      <location filename="../../desktop/games/pueblo/scene.py" line="36" />
      <source>Pueblo board in 3D</source>
      <translation>Plateau de Pueblo en 3D</translation>
    </message>
    <message>
      <location filename="../../desktop/games/pueblo/scene.py" line="38" />
      <source>Drag to orbit, wheel to zoom, middle or Shift drag to pan. The keys are listed beside the board.</source>
      <translation>Faites glisser pour tourner, molette pour zoomer, bouton du milieu ou Maj+glisser pour déplacer. Les touches sont indiquées à côté du plateau.</translation>
    </message>
  </context>
  <context>
    <name>PuebloView</name>
    <message>
      <location filename="../../desktop/games/pueblo/view.py" line="53" />
      <source>Pueblo</source>
      <extracomment>the final-lap animation ended or was skipped (the results can be shown now)</extracomment>
      <translation>Pueblo</translation>
    </message>
    <message>
      <location filename="../../desktop/games/pueblo/view.py" line="86" />
      <source>Board notice</source>
      <translation>Avis sur le plateau</translation>
    </message>
    <message>
      <location filename="../../desktop/games/pueblo/view.py" line="145" />
      <source>OpenGL could not be started on this display: showing the flat board.</source>
      <translation>OpenGL n'a pas pu démarrer sur cet écran : affichage du plateau à plat.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/pueblo/view.py" line="180" />
      <source>Seat %1</source>
      <translation>Place %1</translation>
    </message>
    <message>
      <location filename="../../desktop/games/pueblo/view.py" line="273" />
      <source>The game is over.</source>
      <translation>La partie est terminée.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/pueblo/view.py" line="275" />
      <source>%1 is thinking…</source>
      <translation>%1 réfléchit…</translation>
    </message>
    <message>
      <location filename="../../desktop/games/pueblo/view.py" line="277" />
      <source>%1: place a block</source>
      <translation>%1 : posez un bloc</translation>
    </message>
    <message>
      <location filename="../../desktop/games/pueblo/view.py" line="277" />
      <source>%1: move the chieftain 1–4 spaces</source>
      <translation>%1 : avancez le chef de 1 à 4 cases</translation>
    </message>
    <message>
      <location filename="../../desktop/games/pueblo/view.py" line="278" />
      <source>%1: lay a sacred site</source>
      <translation>%1 : placez un site sacré</translation>
    </message>
    <message>
      <location filename="../../desktop/games/pueblo/view.py" line="278" />
      <source>%1: bid or pass</source>
      <translation>%1 : enchérissez ou passez</translation>
    </message>
    <message>
      <location filename="../../desktop/games/pueblo/view.py" line="279" />
      <source>%1: remove a block</source>
      <translation>%1 : retirez un bloc</translation>
    </message>
    <message>
      <location filename="../../desktop/games/pueblo/view.py" line="400" />
      <source>Final lap done.</source>
      <translation>Tour final terminé.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/pueblo/view.py" line="402" />
      <source>Final lap: space %1 (%2 of 36) — Esc or Space skips</source>
      <translation>Tour final : case %1 (%2 sur 36) — Échap ou Espace pour passer</translation>
    </message>
    <message>
      <source>Pueblo controls</source>
      <translation>Commandes du Pueblo</translation>
    </message>
    <message>
      <source>{0},{1}: height {2}, top {3}</source>
      <translation>{0},{1} : hauteur {2}, dessus {3}</translation>
    </message>
    <message>
      <source>Nobody is at the screen.</source>
      <translation>Personne n'est à l'écran.</translation>
    </message>
    <message>
      <source>{0},{1}: empty</source>
      <translation>{0},{1} : vide</translation>
    </message>
    <message>
      <source>, sacred site</source>
      <translation>, site sacré</translation>
    </message>
    <message>
      <source>, ghost</source>
      <translation>, fantôme</translation>
    </message>
    <message>
      <source>Nothing is built yet.</source>
      <translation>Rien n'est encore construit.</translation>
    </message>
    <message>
      <source>Your blocks: {0} {1}, {2} neutral.</source>
      <translation>Vos blocs : {0} {1}, {2} neutres.</translation>
    </message>
    <message>
      <source>Penalties (the lowest wins): {0}.</source>
      <translation>Pénalités (le plus bas gagne) : {0}.</translation>
    </message>
    <message>
      <source>The chieftain is on space {0} of 36.</source>
      <translation>Le chef est sur la case {0} sur 36.</translation>
    </message>
    <message>
      <source>Ghost: {0} block on {1}, up to level {2}.</source>
      <translation>Fantôme : bloc {0} sur {1}, jusqu'au niveau {2}.</translation>
    </message>
    <message>
      <source>Sacred site on {0}.</source>
      <translation>Site sacré sur {0}.</translation>
    </message>
    <message>
      <source>Block to remove: on {0} (arrows choose another).</source>
      <translation>Bloc à retirer : sur {0} (les flèches en choisissent un autre).</translation>
    </message>
    <message>
      <source>Move {0} to space {1}: {2}.</source>
      <translation>Avancer de {0} jusqu'à la case {1} : {2}.</translation>
    </message>
    <message>
      <source>Built: {0}.</source>
      <translation>Construit : {0}.</translation>
    </message>
    <message>
      <source>neutral</source>
      <translation>neutre</translation>
    </message>
    <message>
      <source>red</source>
      <translation>rouge</translation>
    </message>
    <message>
      <source>blue</source>
      <translation>bleu</translation>
    </message>
    <message>
      <source>green</source>
      <translation>vert</translation>
    </message>
    <message>
      <source>violet</source>
      <translation>violet</translation>
    </message>
    <message>
      <source>3D view switched off (KOTATSU_NO_GL=1): showing the flat board.</source>
      <translation>Vue 3D désactivée (KOTATSU_NO_GL=1) : affichage du plateau à plat.</translation>
    </message>
    <message>
      <source>No OpenGL (%1): showing the flat board.</source>
      <translation>Pas d'OpenGL (%1) : affichage du plateau à plat.</translation>
    </message>
    <message>
      <source>rotate</source>
      <translation>tourner</translation>
    </message>
    <message>
      <source>rotate back</source>
      <translation>tourner dans l'autre sens</translation>
    </message>
    <message>
      <source>other block</source>
      <translation>autre bloc</translation>
    </message>
    <message>
      <source>place</source>
      <translation>poser</translation>
    </message>
    <message>
      <source>preview, then move the chieftain</source>
      <translation>aperçu, puis avancer le chef</translation>
    </message>
    <message>
      <source>pass</source>
      <translation>passer</translation>
    </message>
    <message>
      <source>heatmap</source>
      <translation>carte des pénalités</translation>
    </message>
    <message>
      <source>zoom in</source>
      <translation>zoom avant</translation>
    </message>
    <message>
      <source>zoom out</source>
      <translation>zoom arrière</translation>
    </message>
    <message>
      <source>top view</source>
      <translation>vue de dessus</translation>
    </message>
    <message>
      <source>chieftain's eye</source>
      <translation>œil du chef</translation>
    </message>
    <message>
      <source>pick a space to look from</source>
      <translation>choisir une case d'où regarder</translation>
    </message>
    <message>
      <source>look from it</source>
      <translation>regarder de là</translation>
    </message>
    <message>
      <source>reset the camera</source>
      <translation>réinitialiser la vue</translation>
    </message>
    <message>
      <source>skip the final lap</source>
      <translation>passer le tour final</translation>
    </message>
    <message>
      <source>move the block</source>
      <translation>déplacer le bloc</translation>
    </message>
    <message>
      <source>orbit</source>
      <translation>tourner autour</translation>
    </message>
    <message>
      <source>pan</source>
      <translation>déplacer la vue</translation>
    </message>
    <message>
      <source>sides</source>
      <translation>côtés</translation>
    </message>
    <message>
      <source>Esc/Space</source>
      <translation>Échap/Espace</translation>
    </message>
    <message>
      <source>Arrows</source>
      <translation>Flèches</translation>
    </message>
    <message>
      <source>Shift+arrows</source>
      <translation>Maj+flèches</translation>
    </message>
    <message>
      <source>Ctrl+arrows</source>
      <translation>Ctrl+flèches</translation>
    </message>
    <message>
      <source>Whose turn</source>
      <translation>À qui le tour</translation>
    </message>
    <message>
      <source>Players, colours and reserves</source>
      <translation>Joueurs, couleurs et réserves</translation>
    </message>
    <message>
      <source>If the chieftain moves:</source>
      <translation>Si le chef avance :</translation>
    </message>
    <message>
      <source>Place (Enter)</source>
      <translation>Poser (Entrée)</translation>
    </message>
    <message>
      <source>Place the block shown</source>
      <translation>Poser le bloc affiché</translation>
    </message>
    <message>
      <source>Bid in penalty points</source>
      <translation>Enchère en points de pénalité</translation>
    </message>
    <message>
      <source>Bid</source>
      <translation>Enchérir</translation>
    </message>
    <message>
      <source>Bid this many penalty points</source>
      <translation>Enchérir de ce nombre de points de pénalité</translation>
    </message>
    <message>
      <source>Pass (P)</source>
      <translation>Passer (P)</translation>
    </message>
    <message>
      <source>Pass: drop out of this auction</source>
      <translation>Passer : se retirer de cette enchère</translation>
    </message>
    <message>
      <source>Set the block aside (no room)</source>
      <translation>Mettre le bloc de côté (pas de place)</translation>
    </message>
    <message>
      <source>Penalty heatmap (H)</source>
      <translation>Carte des pénalités (H)</translation>
    </message>
    <message>
      <source>Show the lowest penalty reachable on each cell</source>
      <translation>Afficher la plus faible pénalité possible sur chaque case</translation>
    </message>
    <message>
      <source>Final lap</source>
      <translation>Tour final</translation>
    </message>
    <message>
      <source>Keyboard help</source>
      <translation>Aide clavier</translation>
    </message>
    <message>
      <source>Move the chieftain:</source>
      <translation>Avancer le chef :</translation>
    </message>
    <message>
      <source>Remove block (Enter)</source>
      <translation>Retirer le bloc (Entrée)</translation>
    </message>
    <message>
      <source>Top (T)</source>
      <translation>Dessus (T)</translation>
    </message>
    <message>
      <source>Top view</source>
      <translation>Vue de dessus</translation>
    </message>
    <message>
      <source>Eye (C)</source>
      <translation>Œil (C)</translation>
    </message>
    <message>
      <source>Chieftain's eye</source>
      <translation>Œil du chef</translation>
    </message>
    <message>
      <source>Reset (Home)</source>
      <translation>Réinitialiser (Origine)</translation>
    </message>
    <message>
      <source>Reset the camera</source>
      <translation>Réinitialiser la caméra</translation>
    </message>
    <message>
      <source>own %1 · neutral %2</source>
      <translation>à soi %1 · neutres %2</translation>
    </message>
    <message>
      <source>%1 block</source>
      <translation>bloc %1</translation>
    </message>
    <message>
      <source>Place the %1 block (B switches)</source>
      <translation>Poser le bloc %1 (B pour changer)</translation>
    </message>
    <message>
      <source>%1 +%2</source>
      <translation>%1 +%2</translation>
    </message>
    <message>
      <source>Single block: %1, pairs left: %2</source>
      <translation>Bloc seul : %1, paires restantes : %2</translation>
    </message>
    <message>
      <source>%1, %2</source>
      <translation>%1, %2</translation>
    </message>
    <message>
      <source>Move %1 to space %2: %3</source>
      <translation>Avancer de %1 jusqu'à la case %2 : %3</translation>
    </message>
  </context>
  <context>
    <name>REcoPlurals</name>
    <message numerus="yes">
      <location filename="../../desktop/games/r_eco/a11y.py" line="30" />
      <source>Your hand, %n card(s): {0}.</source>
      <translation>
        <numerusform>Votre main, %n carte : {0}.</numerusform>
        <numerusform>Votre main, %n cartes : {0}.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>REcoView</name>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="58" />
      <source>R-Eco table</source>
      <translation>Table de R-Eco</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="69" />
      <source>choose every card of that colour</source>
      <translation>choisir toutes les cartes de cette couleur</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="70" />
      <source>previous card</source>
      <translation>carte précédente</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="71" />
      <source>move over the hand</source>
      <translation>parcourir la main</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="72" />
      <source>Space</source>
      <translation>Espace</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="72" />
      <source>choose or release that card</source>
      <translation>choisir ou rendre cette carte</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="73" />
      <source>deliver (or dump) the chosen cards</source>
      <translation>livrer (ou jeter) les cartes choisies</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="74" />
      <source>Enter</source>
      <translation>Entrée</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="75" />
      <source>skip the animation, then clear the choice</source>
      <translation>passer l'animation, puis effacer le choix</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="82" />
      <source>End warning</source>
      <translation>Alerte de fin</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="105" />
      <location filename="../../desktop/games/r_eco/view.py" line="237" />
      <source>Deliver (Enter)</source>
      <translation>Livrer (Entrée)</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="108" />
      <source>Clear (Esc)</source>
      <translation>Effacer (Échap)</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="112" />
      <source>Draw and discard piles</source>
      <translation>Pioche et défausse</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="233" />
      <source>Dump {0} (Enter)</source>
      <translation>Jeter {0} (Entrée)</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="96" />
      <source>What to do</source>
      <translation>Que faire</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="238" />
      <source>Deliver the chosen cards</source>
      <translation>Livrer les cartes choisies</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="109" />
      <source>Clear the chosen cards</source>
      <translation>Désélectionner les cartes choisies</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="120" />
      <source>Keys: {0}</source>
      <translation>Touches : {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="206" />
      <source>Hands are hidden while the screen changes hands.</source>
      <translation>Les mains sont cachées pendant le passage de l'écran.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="208" />
      <source>Only computer players: their hands are never shown.</source>
      <translation>Seulement des joueurs ordinateur : leurs mains ne sont jamais montrées.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="210" />
      <source>Your hand is empty.</source>
      <translation>Votre main est vide.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="218" />
      <source>Your hand</source>
      <translation>Votre main</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="218" />
      <source>Hidden hand</source>
      <translation>Main cachée</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="219" />
      <source>Draw pile: {0} cards · discard pile: {1} cards</source>
      <translation>Pioche : {0} cartes · défausse : {1} cartes</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="234" />
      <source>Dump the chosen cards</source>
      <translation>Jeter les cartes choisies</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="292" />
      <source>You hold no {0} cards.</source>
      <translation>Vous n'avez aucune carte {0}.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="309" />
      <source>Choose exactly {0} cards to dump.</source>
      <translation>Choisissez exactement {0} cartes à jeter.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="317" />
      <source>Choose the cards to deliver first.</source>
      <translation>Choisissez d'abord les cartes à livrer.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="390" />
      <source>Your hand is over 5: choose the cards to dump.</source>
      <translation>Votre main dépasse 5 : choisissez les cartes à jeter.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="391" />
      <source>Your turn: deliver cards of one colour to its recycling centre.</source>
      <translation>À vous : livrez des cartes d'une couleur à son centre de recyclage.</translation>
    </message>
    <message>
      <source>{0} {1}</source>
      <translation>{0} {1}</translation>
    </message>
    <message>
      <source>double</source>
      <translation>double</translation>
    </message>
    <message>
      <source>single</source>
      <translation>simple</translation>
    </message>
    <message>
      <source>Your hand is not shown now.</source>
      <translation>Votre main n'est pas affichée en ce moment.</translation>
    </message>
    <message>
      <source>You drew {0}.</source>
      <translation>Vous avez pioché {0}.</translation>
    </message>
    <message>
      <source>(chosen)</source>
      <translation>(choisie)</translation>
    </message>
    <message>
      <source>circle</source>
      <translation>cercle</translation>
    </message>
    <message>
      <source>triangle</source>
      <translation>triangle</translation>
    </message>
    <message>
      <source>square</source>
      <translation>carré</translation>
    </message>
    <message>
      <source>diamond</source>
      <translation>losange</translation>
    </message>
    <message>
      <source>The game is over.</source>
      <translation>La partie est terminée.</translation>
    </message>
    <message>
      <source>⚠ The game ends when a reward stack is empty — </source>
      <translation>⚠ La partie s'arrête quand une pile de récompenses est vide — </translation>
    </message>
    <message>
      <source>The game is over: see the results.</source>
      <translation>La partie est terminée : voyez les résultats.</translation>
    </message>
    <message>
      <source>Your hand is empty: choose a recycling centre (click it or press 1–4) to take its dump.</source>
      <translation>Votre main est vide : choisissez un centre de recyclage (cliquez-le ou tapez 1–4) pour prendre sa décharge.</translation>
    </message>
    <message>
      <source>Choose cards of one colour, then deliver them (Enter, or click their centre).</source>
      <translation>Choisissez des cartes d'une couleur, puis livrez-les (Entrée, ou cliquez leur centre).</translation>
    </message>
    <message>
      <source>{0}: {1} left</source>
      <translation>{0} : il en reste {1}</translation>
    </message>
    <message>
      <source>{0} is playing…</source>
      <translation>{0} joue…</translation>
    </message>
    <message>
      <source>Your hand is over the limit of 5: choose {0} to dump illegally (−1 point each).</source>
      <translation>Votre main dépasse la limite de 5 : choisissez-en {0} à jeter illégalement (−1 point chacune).</translation>
    </message>
    <message>
      <source>Deliver {0} ×{1} (units: {2})</source>
      <translation>Livrer {0} ×{1} (unités : {2})</translation>
    </message>
    <message>
      <source>the game ends after this turn</source>
      <translation>la partie s'arrête après ce tour</translation>
    </message>
    <message>
      <source>pick up: {0}</source>
      <translation>à ramasser : {0}</translation>
    </message>
    <message>
      <source>Chosen: {0} of {1}.</source>
      <translation>Choisies : {0} sur {1}.</translation>
    </message>
    <message>
      <source>recycles: you take the reward {0}</source>
      <translation>recyclage : vous prenez la récompense {0}</translation>
    </message>
    <message>
      <source>factory at {0}/4</source>
      <translation>usine à {0}/4</translation>
    </message>
    <message>
      <source>hand {0}: dump {1} (−{1})</source>
      <translation>main {0} : jeter {1} (−{1})</translation>
    </message>
    <message>
      <source>hand: {0}</source>
      <translation>main : {0}</translation>
    </message>
    <message>
      <source>Every player still clean gains +{0} from your dumping.</source>
      <translation>Chaque joueur encore propre gagne +{0} grâce à votre dépôt sauvage.</translation>
    </message>
    <message>
      <source>units lost: {0}</source>
      <translation>unités perdues : {0}</translation>
    </message>
    <message>
      <source>You lose your clean-environment bonus (+{0} now).</source>
      <translation>Vous perdez votre bonus d'environnement propre (+{0} actuellement).</translation>
    </message>
  </context>
  <context>
    <name>ReplayBar</name>
    <message>
      <location filename="../../desktop/replay.py" line="47" />
      <source>Replay</source>
      <extracomment>Play at speed: seconds per move, and the speed choice's labels (translated in ReplayBar)</extracomment>
      <translation>Replay</translation>
    </message>
    <message>
      <location filename="../../desktop/replay.py" line="59" />
      <location filename="../../desktop/replay.py" line="60" />
      <source>Undo to here</source>
      <translation>Annuler jusqu'ici</translation>
    </message>
    <message>
      <location filename="../../desktop/replay.py" line="61" />
      <source>Take back your own moves after this one</source>
      <translation>Reprendre vos propres coups joués après celui-ci</translation>
    </message>
    <message>
      <location filename="../../desktop/replay.py" line="64" />
      <source>Back to the game (Esc)</source>
      <translation>Revenir à la partie (Échap)</translation>
    </message>
    <message>
      <location filename="../../desktop/replay.py" line="65" />
      <source>Back to the game</source>
      <translation>Revenir à la partie</translation>
    </message>
    <message>
      <location filename="../../desktop/replay.py" line="77" />
      <source>First position (Home)</source>
      <translation>Position de départ (Début)</translation>
    </message>
    <message>
      <location filename="../../desktop/replay.py" line="78" />
      <source>Previous move (Left)</source>
      <translation>Coup précédent (Gauche)</translation>
    </message>
    <message>
      <location filename="../../desktop/replay.py" line="79" />
      <source>Next move (Right)</source>
      <translation>Coup suivant (Droite)</translation>
    </message>
    <message>
      <location filename="../../desktop/replay.py" line="80" />
      <source>Last move (End)</source>
      <translation>Dernier coup (Fin)</translation>
    </message>
    <message>
      <location filename="../../desktop/replay.py" line="89" />
      <location filename="../../desktop/replay.py" line="183" />
      <source>Play (Space)</source>
      <translation>Lecture (Espace)</translation>
    </message>
    <message>
      <location filename="../../desktop/replay.py" line="90" />
      <source>Play the moves at speed</source>
      <translation>Rejouer les coups à la vitesse choisie</translation>
    </message>
    <message>
      <location filename="../../desktop/replay.py" line="95" />
      <source>Replay speed</source>
      <translation>Vitesse du replay</translation>
    </message>
    <message>
      <location filename="../../desktop/replay.py" line="96" />
      <source>Slow</source>
      <translation>Lent</translation>
    </message>
    <message>
      <location filename="../../desktop/replay.py" line="96" />
      <source>Normal speed</source>
      <translation>Vitesse normale</translation>
    </message>
    <message>
      <location filename="../../desktop/replay.py" line="96" />
      <source>Fast</source>
      <translation>Rapide</translation>
    </message>
    <message>
      <location filename="../../desktop/replay.py" line="97" />
      <source>Very fast</source>
      <translation>Très rapide</translation>
    </message>
    <message>
      <location filename="../../desktop/replay.py" line="183" />
      <source>Pause (Space)</source>
      <translation>Pause (Espace)</translation>
    </message>
    <message>
      <location filename="../../desktop/replay.py" line="207" />
      <source>Replay — move {0} of {1}</source>
      <translation>Replay — coup {0} sur {1}</translation>
    </message>
    <message>
      <location filename="../../desktop/replay.py" line="209" />
      <source>The start of the game.</source>
      <translation>Le début de la partie.</translation>
    </message>
    <message>
      <location filename="../../desktop/replay.py" line="212" />
      <source>{0}: {1}</source>
      <translation>{0} : {1}</translation>
    </message>
  </context>
  <context>
    <name>ReplayWindow</name>
    <message>
      <location filename="../../desktop/replay.py" line="291" />
      <source>{0}: replay</source>
      <translation>{0} : replay</translation>
    </message>
    <message>
      <location filename="../../desktop/replay.py" line="292" />
      <source>Replay of a finished game</source>
      <translation>Replay d'une partie terminée</translation>
    </message>
    <message>
      <location filename="../../desktop/replay.py" line="300" />
      <source>Seen by:</source>
      <translation>Vu par :</translation>
    </message>
    <message>
      <location filename="../../desktop/replay.py" line="302" />
      <source>Seen by</source>
      <translation>Vu par</translation>
    </message>
    <message>
      <location filename="../../desktop/replay.py" line="308" />
      <source>Close</source>
      <translation>Fermer</translation>
    </message>
  </context>
  <context>
    <name>ResultsDialog</name>
    <message>
      <location filename="../../desktop/widgets/results.py" line="37" />
      <source>{0}: results</source>
      <translation>{0} : résultats</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/results.py" line="38" />
      <source>Results</source>
      <translation>Résultats</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/results.py" line="51" />
      <source>{0} wins!</source>
      <translation>{0} gagne !</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/results.py" line="53" />
      <source>Shared win: {0}</source>
      <translation>Victoire partagée : {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/results.py" line="57" />
      <source>Lowest score wins.</source>
      <translation>Le score le plus bas gagne.</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/results.py" line="61" />
      <source>Scores</source>
      <translation>Scores</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/results.py" line="63" />
      <source>Player</source>
      <translation>Joueur</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/results.py" line="63" />
      <source>Points</source>
      <translation>Points</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/results.py" line="69" />
      <source> (computer, {0})</source>
      <translation> (ordinateur, {0})</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/results.py" line="71" />
      <source>winner</source>
      <translation>gagnant</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/results.py" line="100" />
      <location filename="../../desktop/widgets/results.py" line="101" />
      <source>Play again</source>
      <translation>Rejouer</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/results.py" line="103" />
      <source>Back to the library</source>
      <translation>Retour à la ludothèque</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/results.py" line="106" />
      <source>Look at the table</source>
      <translation>Regarder la table</translation>
    </message>
  </context>
  <context>
    <name>ResumeDialog</name>
    <message>
      <location filename="../../desktop/dialogs.py" line="80" />
      <source>These autosaves are damaged and were set aside in the "{0}" folder:</source>
      <translation>Ces sauvegardes automatiques sont endommagées et ont été mises de côté dans le dossier « {0} » :</translation>
    </message>
    <message>
      <location filename="../../desktop/dialogs.py" line="90" />
      <source>Resume an unfinished game</source>
      <translation>Reprendre une partie inachevée</translation>
    </message>
    <message>
      <location filename="../../desktop/dialogs.py" line="95" />
      <source>These games were not finished. Resume one?</source>
      <translation>Ces parties n'ont pas été terminées. En reprendre une ?</translation>
    </message>
    <message>
      <location filename="../../desktop/dialogs.py" line="97" />
      <source>Unfinished games</source>
      <translation>Parties inachevées</translation>
    </message>
    <message>
      <location filename="../../desktop/dialogs.py" line="100" />
      <source>{0} — {1} — {2} moves — {3}</source>
      <translation>{0} — {1} — {2} coups — {3}</translation>
    </message>
    <message>
      <location filename="../../desktop/dialogs.py" line="115" />
      <source>Resume</source>
      <translation>Reprendre</translation>
    </message>
    <message>
      <location filename="../../desktop/dialogs.py" line="116" />
      <location filename="../../desktop/dialogs.py" line="141" />
      <location filename="../../desktop/dialogs.py" line="146" />
      <source>Discard</source>
      <translation>Abandonner</translation>
    </message>
    <message>
      <location filename="../../desktop/dialogs.py" line="117" />
      <source>Not now</source>
      <translation>Pas maintenant</translation>
    </message>
    <message>
      <location filename="../../desktop/dialogs.py" line="141" />
      <source>Discard this unfinished game for good?</source>
      <translation>Abandonner définitivement cette partie inachevée ?</translation>
    </message>
  </context>
  <context>
    <name>RollingJapanPlurals</name>
    <message numerus="yes">
      <location filename="../../desktop/games/rolling_japan/a11y.py" line="28" />
      <source>Your sheet, %n prefecture(s) filled</source>
      <translation>
        <numerusform>Votre feuille, %n préfecture remplie</numerusform>
        <numerusform>Votre feuille, %n préfectures remplies</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../desktop/games/rolling_japan/a11y.py" line="31" />
      <source>{0}: %n X</source>
      <translation>
        <numerusform>{0} : %n X</numerusform>
        <numerusform>{0} : %n X</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>RollingJapanView</name>
    <message>
      <location filename="../../desktop/games/rolling_japan/art.py" line="47" />
      <source>red</source>
      <extracomment>every die colour with its symbol and its name (translated in the view's context) the light tint of each zone on the map each zone's hatching: line angles in degrees (none for white: plain paper) colours on which white ink reads better than dark ink</extracomment>
      <translation>rouge</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/art.py" line="48" />
      <source>green</source>
      <translation>vert</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/art.py" line="49" />
      <source>yellow</source>
      <translation>jaune</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/art.py" line="50" />
      <source>blue</source>
      <translation>bleu</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/art.py" line="51" />
      <source>black</source>
      <translation>noir</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/art.py" line="52" />
      <source>white</source>
      <translation>blanc</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/art.py" line="53" />
      <source>purple (wild)</source>
      <translation>violet (joker)</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="48" />
      <source>Rolling Japan</source>
      <extracomment>the table's minimum size (at Scale 1.0: the column of 230 px beside a small map)</extracomment>
      <translation>Rolling Japan</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="59" />
      <source>pick a die</source>
      <translation>choisir un dé</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="60" />
      <source>colour change</source>
      <translation>changement de couleur</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="61" />
      <source>no effect (full zone)</source>
      <translation>sans effet (zone pleine)</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="62" />
      <source>undo a write of this roll</source>
      <translation>annuler une écriture de ce lancer</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="63" />
      <source>confirm the roll</source>
      <translation>valider le lancer</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="64" />
      <source>Enter</source>
      <translation>Entrée</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="66" />
      <source>move on the map</source>
      <translation>se déplacer sur la carte</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="67" />
      <source>arrows</source>
      <translation>flèches</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="68" />
      <source>Enter/Space</source>
      <translation>Entrée/Espace</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="68" />
      <source>write in the prefecture</source>
      <translation>écrire dans la préfecture</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="69" />
      <source>Tab</source>
      <translation>Tab</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="69" />
      <source>map, dice, buttons</source>
      <translation>carte, dés, boutons</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="72" />
      <source>Whose sheet</source>
      <translation>Feuille de qui</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="81" />
      <source>What to do</source>
      <translation>Que faire</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="83" />
      <source>Why not there</source>
      <translation>Pourquoi pas ici</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="88" />
      <source>No effect</source>
      <translation>Sans effet</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="90" />
      <source>Undo</source>
      <translation>Annuler</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="131" />
      <source>{0} (key: {1})</source>
      <translation>{0} (touche : {1})</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="230" />
      <source>{0}'s sheet — resolve both dice on your own map</source>
      <translation>Feuille de {0} — résolvez les deux dés sur votre carte</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="273" />
      <source>Still to write their dice: {0}…</source>
      <translation>Dés encore à écrire : {0}…</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="295" />
      <source>{0}: {1}</source>
      <translation>{0} : {1}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="365" />
      <source>The game is over.</source>
      <translation>La partie est terminée.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="367" />
      <source>{0}: first confirm the roll (Enter) or undo the write (Backspace).</source>
      <translation>{0} : validez d'abord le lancer (Entrée) ou annulez l'écriture (Retour arrière).</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="369" />
      <source>{0}: nothing to write now, the other players are resolving their dice.</source>
      <translation>{0} : rien à écrire pour l'instant, les autres joueurs résolvent leurs dés.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="383" />
      <source>{0}: turn the colour change off to write there.</source>
      <translation>{0} : désactivez le changement de couleur pour écrire ici.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="384" />
      <source>{0}: turn the colour change on to write there.</source>
      <translation>{0} : activez le changement de couleur pour écrire ici.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="385" />
      <source>{0}: the {1} {2} can't be written there.</source>
      <translation>{0} : le {2} {1} ne peut pas être écrit ici.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="85" />
      <source>Colour change</source>
      <translation>Changement de couleur</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="88" />
      <source>Resolve the die with no effect</source>
      <translation>Résoudre le dé sans effet</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="90" />
      <source>Undo a write of this roll</source>
      <translation>Annuler une écriture de ce lancer</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="92" />
      <source>Confirm the roll</source>
      <translation>Valider le lancer</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="228" />
      <source>{0}'s sheet — the game is over: {1} X</source>
      <translation>Feuille de {0} — la partie est terminée : {1} X</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="232" />
      <source>{0}'s sheet — waiting for the other players</source>
      <translation>Feuille de {0} — en attente des autres joueurs</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="254" />
      <source>resolving…</source>
      <translation>en cours…</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="254" />
      <source>done</source>
      <translation>terminé</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="265" />
      <source>All empty prefectures got an X. Fewest X wins.</source>
      <translation>Toutes les préfectures vides ont reçu un X. Le moins de X gagne.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="267" />
      <source>Check your sheet, then confirm the roll (Enter) or undo (Backspace).</source>
      <translation>Vérifiez votre feuille, puis validez le lancer (Entrée) ou annulez (Retour arrière).</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="272" />
      <source>The computer players are writing their dice…</source>
      <translation>Les joueurs ordinateur écrivent leurs dés…</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="278" />
      <source>The {0} {1} fits nowhere in its zone: write an X in one of its empty prefectures{2}.</source>
      <translation>Le {1} {0} n'a de place nulle part dans sa zone : écrivez un X dans l'une de ses préfectures vides{2}.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="280" />
      <source>, or use a colour change</source>
      <translation>, ou utilisez un changement de couleur</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="282" />
      <source>Colour change: write the {0} anywhere it fits on the map.</source>
      <translation>Changement de couleur : écrivez le {0} n'importe où il convient sur la carte.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="284" />
      <source>The {0} zone is full: no effect, or a colour change.</source>
      <translation>La zone du dé {0} est pleine : sans effet, ou changement de couleur.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="285" />
      <source>anywhere on the map</source>
      <translation>n'importe où sur la carte</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="285" />
      <source>in the {0} zone</source>
      <translation>dans la zone du dé {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="287" />
      <source>Write the {0} {1}. A neighbour may differ by at most 1.</source>
      <translation>Écrivez le {0} {1}. Un voisin peut différer d'au plus 1.</translation>
    </message>
    <message>
      <source>empty</source>
      <translation>vide</translation>
    </message>
    <message>
      <source>Neighbours: {0}.</source>
      <translation>Voisins : {0}.</translation>
    </message>
    <message>
      <source>X counts (the fewest wins): {0}.</source>
      <translation>Nombre de X (le moins gagne) : {0}.</translation>
    </message>
    <message>
      <source>New roll: {0}.</source>
      <translation>Nouveau lancer : {0}.</translation>
    </message>
  </context>
  <context>
    <name>RowWidget</name>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="56" />
      <source>empty</source>
      <translation>vide</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="58" />
      <source>taken by {0}</source>
      <translation>prise par {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="58" />
      <source>taken</source>
      <translation>prise</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="60" />
      <source>{0} of {1} cards</source>
      <translation>{0} cartes sur {1}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="63" />
      <source>Row {0}: {1} ({2})</source>
      <translation>Rangée {0} : {1} ({2})</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="61" />
      <source>Click or press {0} to take this row.</source>
      <translation>Cliquez ou tapez {0} pour prendre cette rangée.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="62" />
      <source>Click or press {0} to place the revealed card here.</source>
      <translation>Cliquez ou tapez {0} pour placer ici la carte révélée.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="105" />
      <source>Taken by {0}</source>
      <translation>Prise : {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="105" />
      <source>Taken</source>
      <translation>Prise</translation>
    </message>
  </context>
  <context>
    <name>RulesDialog</name>
    <message>
      <location filename="../../desktop/dialogs.py" line="156" />
      <source>Rules of {0}</source>
      <translation>Règles de {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/dialogs.py" line="160" />
      <source>Rules</source>
      <translation>Règles</translation>
    </message>
    <message>
      <location filename="../../desktop/dialogs.py" line="173" />
      <source>The rules page of this game is not written yet.</source>
      <translation>La page de règles de ce jeu n'est pas encore écrite.</translation>
    </message>
  </context>
  <context>
    <name>SiberiaPlurals</name>
    <message numerus="yes">
      <location filename="../../desktop/games/siberia/a11y.py" line="31" />
      <source>Your hand, %n card(s): {0}.</source>
      <translation>
        <numerusform>Votre main, %n carte : {0}.</numerusform>
        <numerusform>Votre main, %n cartes : {0}.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>SiberiaView</name>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="60" />
      <source>Siberia table</source>
      <translation>Table de Siberia</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="70" />
      <source>Rules</source>
      <translation>Règles</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="71" />
      <source>discover that place, or carry out that option</source>
      <translation>découvrir cette place, ou faire cette action</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="72" />
      <source>skip discovery</source>
      <translation>ne pas découvrir</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="73" />
      <source>draw</source>
      <translation>piocher</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="74" />
      <source>previous card</source>
      <translation>carte précédente</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="75" />
      <source>move over the hand</source>
      <translation>parcourir la main</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="76" />
      <source>Space/Enter</source>
      <translation>Espace/Entrée</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="76" />
      <source>select or release that card</source>
      <translation>choisir ou reposer cette carte</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="77" />
      <source>clear the selection</source>
      <translation>effacer le choix</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="78" />
      <source>value table</source>
      <translation>table des valeurs</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="96" />
      <source>Draw action cards</source>
      <translation>Piocher des cartes action</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="97" />
      <source>Draw 2 action cards (1 with 7 in hand, none with 8) — key D</source>
      <translation>Piocher 2 cartes action (1 avec 7 en main, aucune avec 8) — touche D</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="101" />
      <source>Skip discovery</source>
      <translation>Ne pas découvrir</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="105" />
      <location filename="../../desktop/games/siberia/view.py" line="137" />
      <source>Value table</source>
      <translation>Table des valeurs</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="94" />
      <source>Draw (D)</source>
      <translation>Piocher (D)</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="100" />
      <source>Skip discovery (S)</source>
      <translation>Ne pas découvrir (S)</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="104" />
      <source>Values (V)</source>
      <translation>Valeurs (V)</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="106" />
      <source>The value table and the unseen resource cards — key V</source>
      <translation>La table des valeurs et les cartes ressource pas encore vues — touche V</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="115" />
      <source>Keys: {0}</source>
      <translation>Touches : {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="191" />
      <source>winner</source>
      <translation>gagnant</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="193" />
      <source>thinking…</source>
      <translation>réfléchit…</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="195" />
      <source>to play</source>
      <translation>à jouer</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="216" />
      <source>Game over. Winner: {0}</source>
      <translation>Partie terminée. Gagnant : {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="217" />
      <source>Game over. Shared win: {0}</source>
      <translation>Partie terminée. Victoire partagée : {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="218" />
      <source>Last turns! </source>
      <translation>Derniers tours ! </translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="226" />
      <source>{0} is playing…</source>
      <translation>{0} joue…</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="228" />
      <source>Waiting for {0}</source>
      <translation>En attente de {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="232" />
      <source>{0}: discover a face-down card (click it or press its number)</source>
      <translation>{0} : découvrez une carte face cachée (cliquez-la ou tapez son numéro)</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="233" />
      <source>{0}: you may discover a face-down card, or skip (S)</source>
      <translation>{0} : vous pouvez découvrir une carte face cachée, ou passer (S)</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="235" />
      <source>{0}: choose the speciality of your {1}</source>
      <translation>{0} : choisissez la spécialité de votre {1}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="236" />
      <source>{0}: draw (D), or select cards to play a combination</source>
      <translation>{0} : piochez (D), ou choisissez des cartes pour jouer une combinaison</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="255" />
      <source>Choose a speciality nobody owns yet (1–{0})</source>
      <translation>Choisissez une spécialité que personne n'a encore (1–{0})</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="257" />
      <source>Click a face-down card (or press 1–8) to discover it.</source>
      <translation>Cliquez une carte face cachée (ou tapez 1–8) pour la découvrir.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="263" />
      <source>Watching the computer players.</source>
      <translation>Les joueurs ordinateur jouent.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="281" />
      <location filename="../../desktop/games/siberia/view.py" line="285" />
      <source>{0}. {1}</source>
      <translation>{0}. {1}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="282" />
      <source>Hire the {0} {1}</source>
      <translation>Engager le {1} ({0})</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="288" />
      <source> ({0})</source>
      <translation> ({0})</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="380" />
      <source>{0} {1}</source>
      <translation>{0} {1}</translation>
    </message>
    <message>
      <source>{0}/{1}</source>
      <translation>{0}/{1}</translation>
    </message>
    <message>
      <source>Your hand is not shown now.</source>
      <translation>Votre main n'est pas affichée en ce moment.</translation>
    </message>
    <message>
      <source>Your hand is empty.</source>
      <translation>Votre main est vide.</translation>
    </message>
    <message>
      <source>Scores: {0}.</source>
      <translation>Scores : {0}.</translation>
    </message>
    <message>
      <source>You drew {0}.</source>
      <translation>Vous avez pioché {0}.</translation>
    </message>
    <message>
      <source>Row: {0}.</source>
      <translation>Rangée : {0}.</translation>
    </message>
    <message>
      <source>{0}: mine worth {1}</source>
      <translation>{0} : mine valant {1}</translation>
    </message>
    <message>
      <source>(selected)</source>
      <translation>(sélectionnée)</translation>
    </message>
    <message>
      <source>These cards form no combination.</source>
      <translation>Ces cartes ne forment aucune combinaison.</translation>
    </message>
    <message>
      <source>Select 1 to 3 cards to see what they can do, or draw (D).</source>
      <translation>Choisissez 1 à 3 cartes pour voir ce qu'elles permettent, ou piochez (D).</translation>
    </message>
    <message>
      <source>A combination has at most 3 cards.</source>
      <translation>Une combinaison a au plus 3 cartes.</translation>
    </message>
    <message>
      <source>One card alone plays only with the investor of its resource: add cards.</source>
      <translation>Une carte seule ne se joue qu'avec l'investisseur de sa ressource : ajoutez des cartes.</translation>
    </message>
    <message>
      <source>Two cards must show the same symbol (or add a third card).</source>
      <translation>Deux cartes doivent montrer le même symbole (ou ajoutez une troisième carte).</translation>
    </message>
    <message>
      <source>{0}, taking {1} card(s)</source>
      <translation>{0}, en prenant {1} carte(s)</translation>
    </message>
    <message>
      <source>These cards can:</source>
      <translation>Ces cartes permettent :</translation>
    </message>
    <message>
      <source>Not possible now: {0}</source>
      <translation>Impossible pour l'instant : {0}</translation>
    </message>
    <message>
      <source>gas</source>
      <translation>gaz</translation>
    </message>
    <message>
      <source>coal</source>
      <translation>charbon</translation>
    </message>
    <message>
      <source>oil</source>
      <translation>pétrole</translation>
    </message>
    <message>
      <source>gold</source>
      <translation>or</translation>
    </message>
    <message>
      <source>diamond</source>
      <translation>diamant</translation>
    </message>
    <message>
      <source>worker</source>
      <translation>ouvrier</translation>
    </message>
    <message>
      <source>salesman</source>
      <translation>commercial</translation>
    </message>
    <message>
      <source>investor</source>
      <translation>investisseur</translation>
    </message>
    <message>
      <source>Hire a worker</source>
      <translation>Engager un ouvrier</translation>
    </message>
    <message>
      <source>Hire a salesman</source>
      <translation>Engager un commercial</translation>
    </message>
    <message>
      <source>Hire an investor</source>
      <translation>Engager un investisseur</translation>
    </message>
    <message>
      <source>Extract {0}</source>
      <translation>Extraction : {0}</translation>
    </message>
    <message>
      <source>Supply</source>
      <translation>Réserve</translation>
    </message>
    <message>
      <source>{0} in hand</source>
      <translation>{0} en main</translation>
    </message>
    <message>
      <source>{0} workers</source>
      <translation>{0} ouvriers</translation>
    </message>
    <message>
      <source>{0} cards in hand</source>
      <translation>{0} cartes en main</translation>
    </message>
    <message>
      <source>{0} workers left; salesmen: {1}; investors: {2}; action pile {3}, discard pile {4}, resource pile {5}</source>
      <translation>{0} ouvriers restants ; commerciaux : {1} ; investisseurs : {2} ; pioche action {3}, défausse {4}, pioche ressource {5}</translation>
    </message>
    <message>
      <source>Action pile {0} · discard {1} · resource pile {2}</source>
      <translation>Actions {0} · défausse {1} · ressources {2}</translation>
    </message>
    <message>
      <source>salesmen: {0}</source>
      <translation>commerciaux : {0}</translation>
    </message>
    <message>
      <source>investors: {0}</source>
      <translation>investisseurs : {0}</translation>
    </message>
    <message>
      <source>Hand cards score nothing. A salesman raises every card of its speciality to the value in the third column. Press {0} or Esc to close.</source>
      <translation>Les cartes en main ne rapportent rien. Un commercial élève chaque carte de sa spécialité à la valeur de la troisième colonne. Tapez {0} ou Échap pour fermer.</translation>
    </message>
    <message>
      <source>Resource</source>
      <translation>Ressource</translation>
    </message>
    <message>
      <source>Printed values</source>
      <translation>Valeurs imprimées</translation>
    </message>
    <message>
      <source>With salesman</source>
      <translation>Avec commercial</translation>
    </message>
    <message>
      <source>Unseen</source>
      <translation>Pas encore vues</translation>
    </message>
    <message>
      <source>Resource row</source>
      <translation>Rangée de ressources</translation>
    </message>
    <message>
      <source>Your hand</source>
      <translation>Votre main</translation>
    </message>
    <message>
      <source>No cards in hand</source>
      <translation>Aucune carte en main</translation>
    </message>
    <message>
      <source>The hand is hidden</source>
      <translation>La main est cachée</translation>
    </message>
    <message>
      <source>taken</source>
      <translation>prise</translation>
    </message>
    <message>
      <source>Taken by the selected combination.</source>
      <translation>Prise par la combinaison choisie.</translation>
    </message>
    <message>
      <source>selected</source>
      <translation>choisie</translation>
    </message>
    <message>
      <source>not selected</source>
      <translation>pas choisie</translation>
    </message>
    <message>
      <source>{0}: empty</source>
      <translation>{0} : vide</translation>
    </message>
    <message>
      <source>Click or press {0} to discover it.</source>
      <translation>Cliquez ou tapez {0} pour la découvrir.</translation>
    </message>
    <message>
      <source>{0}: {1} {2}</source>
      <translation>{0} : {1} {2}</translation>
    </message>
    <message>
      <source>{0}: face down</source>
      <translation>{0} : face cachée</translation>
    </message>
  </context>
  <context>
    <name>StatisticsDialog</name>
    <message>
      <location filename="../../desktop/dialogs.py" line="185" />
      <location filename="../../desktop/replay_stats.py" line="58" />
      <location filename="../../desktop/replay_stats.py" line="59" />
      <location filename="../../desktop/replay_stats.py" line="67" />
      <source>Statistics</source>
      <translation>Statistiques</translation>
    </message>
    <message>
      <location filename="../../desktop/dialogs.py" line="189" />
      <location filename="../../desktop/replay_stats.py" line="81" />
      <source>Statistics per game</source>
      <translation>Statistiques par jeu</translation>
    </message>
    <message>
      <location filename="../../desktop/dialogs.py" line="190" />
      <location filename="../../desktop/dialogs.py" line="199" />
      <location filename="../../desktop/replay_stats.py" line="82" />
      <location filename="../../desktop/replay_stats.py" line="176" />
      <source>Game</source>
      <translation>Jeu</translation>
    </message>
    <message>
      <location filename="../../desktop/dialogs.py" line="190" />
      <location filename="../../desktop/replay_stats.py" line="82" />
      <source>Played</source>
      <translation>Jouées</translation>
    </message>
    <message>
      <location filename="../../desktop/dialogs.py" line="190" />
      <source>Won by humans</source>
      <translation>Gagnées par des humains</translation>
    </message>
    <message>
      <location filename="../../desktop/dialogs.py" line="190" />
      <location filename="../../desktop/replay_stats.py" line="82" />
      <source>Best score</source>
      <translation>Meilleur score</translation>
    </message>
    <message>
      <location filename="../../desktop/dialogs.py" line="195" />
      <source>Finished games, by game</source>
      <translation>Parties terminées, par jeu</translation>
    </message>
    <message>
      <location filename="../../desktop/dialogs.py" line="198" />
      <location filename="../../desktop/dialogs.py" line="205" />
      <source>Recent games</source>
      <translation>Parties récentes</translation>
    </message>
    <message>
      <location filename="../../desktop/dialogs.py" line="199" />
      <location filename="../../desktop/replay_stats.py" line="176" />
      <source>When</source>
      <translation>Quand</translation>
    </message>
    <message>
      <location filename="../../desktop/dialogs.py" line="199" />
      <location filename="../../desktop/replay_stats.py" line="176" />
      <source>Players and scores</source>
      <translation>Joueurs et scores</translation>
    </message>
    <message>
      <location filename="../../desktop/replay_stats.py" line="62" />
      <source>against hard computers</source>
      <translation>contre des ordinateurs difficiles</translation>
    </message>
    <message>
      <location filename="../../desktop/replay_stats.py" line="62" />
      <source>against normal computers</source>
      <translation>contre des ordinateurs normaux</translation>
    </message>
    <message>
      <location filename="../../desktop/replay_stats.py" line="63" />
      <source>against easy computers</source>
      <translation>contre des ordinateurs faciles</translation>
    </message>
    <message>
      <location filename="../../desktop/replay_stats.py" line="63" />
      <source>solo</source>
      <translation>en solo</translation>
    </message>
    <message>
      <location filename="../../desktop/replay_stats.py" line="64" />
      <source>humans only</source>
      <translation>entre humains</translation>
    </message>
    <message>
      <location filename="../../desktop/replay_stats.py" line="68" />
      <source>By game</source>
      <translation>Par jeu</translation>
    </message>
    <message>
      <location filename="../../desktop/replay_stats.py" line="69" />
      <source>Over time</source>
      <translation>Au fil du temps</translation>
    </message>
    <message>
      <location filename="../../desktop/replay_stats.py" line="70" />
      <location filename="../../desktop/replay_stats.py" line="175" />
      <source>Finished games</source>
      <translation>Parties terminées</translation>
    </message>
    <message>
      <location filename="../../desktop/replay_stats.py" line="82" />
      <source>Won</source>
      <translation>Gagnées</translation>
    </message>
    <message numerus="yes">
      <location filename="../../desktop/replay_stats.py" line="94" />
      <location filename="../../desktop/replay_stats.py" line="105" />
      <source>%n of {0} won</source>
      <translation>
        <numerusform>%n gagnée sur {0}</numerusform>
        <numerusform>%n gagnées sur {0}</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../desktop/replay_stats.py" line="117" />
      <source>Game:</source>
      <translation>Jeu :</translation>
    </message>
    <message>
      <location filename="../../desktop/replay_stats.py" line="120" />
      <source>Game to plot</source>
      <translation>Jeu à tracer</translation>
    </message>
    <message>
      <location filename="../../desktop/replay_stats.py" line="162" />
      <source>No finished game of {0} yet.</source>
      <translation>Pas encore de partie terminée de {0}.</translation>
    </message>
    <message>
      <location filename="../../desktop/replay_stats.py" line="165" />
      <source>Your score in each finished game, by opponents (lowest wins).</source>
      <translation>Votre score à chaque partie terminée, selon les adversaires (le plus bas gagne).</translation>
    </message>
    <message>
      <location filename="../../desktop/replay_stats.py" line="166" />
      <source>Your score in each finished game, by opponents.</source>
      <translation>Votre score à chaque partie terminée, selon les adversaires.</translation>
    </message>
    <message>
      <location filename="../../desktop/replay_stats.py" line="167" />
      <source>Points</source>
      <translation>Points</translation>
    </message>
    <message>
      <location filename="../../desktop/replay_stats.py" line="184" />
      <source>Its moves were not kept (an older version): it can't be watched.</source>
      <translation>Ses coups n'ont pas été gardés (ancienne version) : elle ne peut pas être revue.</translation>
    </message>
    <message>
      <location filename="../../desktop/replay_stats.py" line="191" />
      <location filename="../../desktop/replay_stats.py" line="225" />
      <source>Watch</source>
      <translation>Revoir</translation>
    </message>
    <message>
      <location filename="../../desktop/replay_stats.py" line="192" />
      <source>Watch the chosen game again</source>
      <translation>Revoir la partie choisie</translation>
    </message>
    <message>
      <location filename="../../desktop/replay_stats.py" line="195" />
      <source>Enter or Watch replays the chosen game, step by step or at speed.</source>
      <translation>Entrée ou Revoir rejoue la partie choisie, coup par coup ou en accéléré.</translation>
    </message>
    <message>
      <location filename="../../desktop/replay_stats.py" line="222" />
      <source>Its moves were not kept or are damaged.</source>
      <translation>Ses coups n'ont pas été gardés ou sont abîmés.</translation>
    </message>
    <message>
      <location filename="../../desktop/replay_stats.py" line="225" />
      <source>This game can't be watched again: {0}</source>
      <translation>Cette partie ne peut pas être revue : {0}</translation>
    </message>
  </context>
  <context>
    <name>SupplyWidget</name>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="149" />
      <source>Supply: {0} cards</source>
      <translation>Pioche : {0} cartes</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="152" />
      <source>Still in it: {0}</source>
      <translation>Encore dedans : {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="154" />
      <source>"Last round" has appeared: this is the last round</source>
      <translation>« Dernier tour » est apparu : c'est le dernier tour</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="156" />
      <source>{0} cards before "last round"</source>
      <translation>{0} cartes avant « dernier tour »</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="158" />
      <source>Revealed card: {0}</source>
      <translation>Carte révélée : {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="202" />
      <source>Last round!</source>
      <translation>Dernier tour !</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="204" />
      <source>cards in the supply</source>
      <translation>cartes dans la pioche</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="206" />
      <source>{0} before "last round"</source>
      <translation>{0} avant « dernier tour »</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="214" />
      <source>Revealed: {0}</source>
      <translation>Révélée : {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="224" />
      <source>Revealed card</source>
      <translation>Carte révélée</translation>
    </message>
  </context>
  <context>
    <name>TrackPanel</name>
    <message>
      <location filename="../../desktop/games/rolling_japan/panels.py" line="102" />
      <source>Round {0} of {1}, roll {2} of 3. Colour changes left: {3}. X: {4}</source>
      <translation>Manche {0} sur {1}, lancer {2} sur 3. Changements de couleur restants : {3}. X : {4}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/panels.py" line="115" />
      <source>Round {0} of {1} · roll {2} of 3</source>
      <translation>Manche {0} sur {1} · lancer {2} sur 3</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/panels.py" line="129" />
      <source>Colour changes</source>
      <translation>Changements de couleur</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/panels.py" line="142" />
      <source>X on the sheet</source>
      <translation>X sur la feuille</translation>
    </message>
  </context>
  <context>
    <name>app</name>
    <message>
      <location filename="../../desktop/app.py" line="27" />
      <source>Unexpected error</source>
      <translation>Erreur inattendue</translation>
    </message>
    <message>
      <location filename="../../desktop/app.py" line="28" />
      <source>Something went wrong, but your game is kept (it is saved after every move).

{0}</source>
      <translation>Un problème est survenu, mais votre partie est conservée (elle est enregistrée après chaque coup).

{0}</translation>
    </message>
  </context>
  <context>
    <name>library</name>
    <message>
      <location filename="../../desktop/library.py" line="24" />
      <source>Recycle waste for rewards; dump it illegally and pay for it.</source>
      <translation>Recyclez les déchets contre des récompenses ; les dépôts sauvages se paient.</translation>
    </message>
    <message>
      <location filename="../../desktop/library.py" line="26" />
      <source>Write dice on a map of Japan, neighbours within one.</source>
      <translation>Écrivez les dés sur une carte du Japon, voisins à un près.</translation>
    </message>
    <message>
      <location filename="../../desktop/library.py" line="28" />
      <source>Dig for gas, coal, oil, gold and diamonds with your workers.</source>
      <translation>Extrayez gaz, charbon, pétrole, or et diamants avec vos ouvriers.</translation>
    </message>
    <message>
      <location filename="../../desktop/library.py" line="30" />
      <source>Collect three colours, and as little of the rest as you can.</source>
      <translation>Collectionnez trois couleurs, et le moins possible des autres.</translation>
    </message>
    <message>
      <location filename="../../desktop/library.py" line="32" />
      <source>Build a pueblo together and hide your colour from the chieftain.</source>
      <translation>Bâtissez ensemble un pueblo et cachez votre couleur au chef.</translation>
    </message>
  </context>
  <context>
    <name>newgame</name>
    <message>
      <location filename="../../desktop/newgame.py" line="41" />
      <source>Easy</source>
      <translation>Facile</translation>
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="42" />
      <source>Normal</source>
      <translation>Normal</translation>
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="43" />
      <source>Hard</source>
      <translation>Difficile</translation>
    </message>
  </context>
  <context>
    <name>engine</name>
    <message>
      <source>blue</source>
      <translation>bleu</translation>
    </message>
    <message>
      <source>brown</source>
      <translation>marron</translation>
    </message>
    <message>
      <source>grey</source>
      <translation>gris</translation>
    </message>
    <message>
      <source>green</source>
      <translation>vert</translation>
    </message>
    <message>
      <source>orange</source>
      <translation>orange</translation>
    </message>
    <message>
      <source>pink</source>
      <translation>rose</translation>
    </message>
    <message>
      <source>yellow</source>
      <translation>jaune</translation>
    </message>
    <message>
      <source>joker</source>
      <translation>joker</translation>
    </message>
    <message>
      <source>golden joker</source>
      <translation>joker doré</translation>
    </message>
    <message>
      <source>+2</source>
      <translation>+2</translation>
    </message>
    <message>
      <source>last round</source>
      <translation>dernier tour</translation>
    </message>
    <message>
      <source>Edition</source>
      <translation>Édition</translation>
    </message>
    <message>
      <source>Golden: two jokers and a golden joker that also takes the top supply card. Classic: three ordinary jokers.</source>
      <translation>Golden : deux jokers et un joker doré qui prend aussi la carte du dessus de la pioche. Classic : trois jokers ordinaires.</translation>
    </message>
    <message>
      <source>Scoring table</source>
      <translation>Table de score</translation>
    </message>
    <message>
      <source>Classic: 1, 3, 6, 10, 15, 21. Alternative: 1, 4, 8, 7, 6, 5 (big sets lose value).</source>
      <translation>Classic : 1, 3, 6, 10, 15, 21. Alternative : 1, 4, 8, 7, 6, 5 (les grandes séries perdent de la valeur).</translation>
    </message>
    <message>
      <source>Cards under "last round"</source>
      <translation>Cartes sous « dernier tour »</translation>
    </message>
    <message>
      <source>How many supply cards lie under the "last round" card.</source>
      <translation>Combien de cartes de la pioche se trouvent sous la carte « dernier tour ».</translation>
    </message>
    <message>
      <source>Deals in a match</source>
      <translation>Manches par match</translation>
    </message>
    <message>
      <source>Play this many deals and add the scores; the start player rotates.</source>
      <translation>Jouer ce nombre de manches et additionner les scores ; le premier joueur change à chaque manche.</translation>
    </message>
    <message>
      <source>Golden joker</source>
      <translation>Joker doré</translation>
    </message>
    <message>
      <source>Classic (three jokers)</source>
      <translation>Classique (trois jokers)</translation>
    </message>
    <message>
      <source>Classic</source>
      <translation>Classique</translation>
    </message>
    <message>
      <source>Alternative</source>
      <translation>Alternative</translation>
    </message>
    <message>
      <source>draws a card</source>
      <translation>pioche une carte</translation>
    </message>
    <message>
      <source>the card</source>
      <translation>la carte</translation>
    </message>
    <message>
      <source>places {card} in row {row}</source>
      <translation>pose la carte « {card} » dans la rangée {row}</translation>
    </message>
    <message>
      <source>takes row {row}</source>
      <translation>prend la rangée {row}</translation>
    </message>
    <message>
      <source>The game is over</source>
      <translation>La partie est terminée</translation>
    </message>
    <message>
      <source>Three best colours</source>
      <translation>Trois meilleures couleurs</translation>
    </message>
    <message>
      <source>Other colours</source>
      <translation>Autres couleurs</translation>
    </message>
    <message>
      <source>+2 cards</source>
      <translation>Cartes +2</translation>
    </message>
    <message>
      <source>takes row {row} ({cards})</source>
      <translation>prend la rangée {row} ({cards})</translation>
    </message>
    <message>
      <source>It is not seat {seat}'s turn</source>
      <translation>Ce n'est pas le tour de la place {seat}</translation>
    </message>
    <message>
      <source>Place the revealed card first</source>
      <translation>Posez d'abord la carte révélée</translation>
    </message>
    <message>
      <source>Every row is full: take a row</source>
      <translation>Toutes les rangées sont pleines : prenez une rangée</translation>
    </message>
    <message>
      <source>The supply is empty</source>
      <translation>La pioche est vide</translation>
    </message>
    <message>
      <source>Draw a card before placing one</source>
      <translation>Piochez une carte avant de la poser</translation>
    </message>
    <message>
      <source>Row {row} was taken this round</source>
      <translation>La rangée {row} a déjà été prise pendant ce tour</translation>
    </message>
    <message>
      <source>Row {row} is already full</source>
      <translation>La rangée {row} est déjà pleine</translation>
    </message>
    <message>
      <source>Row {row} is empty</source>
      <translation>La rangée {row} est vide</translation>
    </message>
    <message>
      <source>Earlier deals</source>
      <translation>Manches précédentes</translation>
    </message>
    <message>
      <source>Score</source>
      <translation>Score</translation>
    </message>
    <message>
      <source>red</source>
      <translation>rouge</translation>
    </message>
    <message>
      <source>violet</source>
      <translation>violet</translation>
    </message>
    <message>
      <source>Inspections while building</source>
      <translation>Inspections pendant la construction</translation>
    </message>
    <message>
      <source>Final lap</source>
      <translation>Tour final</translation>
    </message>
    <message>
      <source>Auction bids</source>
      <translation>Enchères</translation>
    </message>
    <message>
      <source>Inspections while dismantling</source>
      <translation>Inspections pendant le démontage</translation>
    </message>
    <message>
      <source>neutral</source>
      <translation>neutre</translation>
    </message>
    <message>
      <source>Play one of the two blocks of a new pair</source>
      <translation>Jouez l'un des deux blocs d'une nouvelle paire</translation>
    </message>
    <message>
      <source>Sacred sites</source>
      <translation>Sites sacrés</translation>
    </message>
    <message>
      <source>Number of L-shaped sacred sites (3 cells each) nobody may build on.</source>
      <translation>Nombre de sites sacrés en L (3 cases chacun) sur lesquels personne ne peut bâtir.</translation>
    </message>
    <message>
      <source>Random sacred sites</source>
      <translation>Sites sacrés au hasard</translation>
    </message>
    <message>
      <source>Lay the sacred sites at random instead of letting the players place them.</source>
      <translation>Placer les sites sacrés au hasard au lieu de laisser les joueurs les poser.</translation>
    </message>
    <message>
      <source>Turn-order auctions</source>
      <translation>Enchères pour l'ordre du tour</translation>
    </message>
    <message>
      <source>Before each of the two phases, bid penalty points for the turn positions.</source>
      <translation>Avant chacune des deux phases, enchérir en points de pénalité pour les places dans l'ordre du tour.</translation>
    </message>
    <message>
      <source>Dismantling</source>
      <translation>Démontage</translation>
    </message>
    <message>
      <source>After the final lap, take the pueblo apart block by block, inspecting as usual.</source>
      <translation>Après le tour final, démonter le pueblo bloc par bloc, avec les inspections habituelles.</translation>
    </message>
    <message>
      <source>Stepped placements</source>
      <translation>Poses en escalier</translation>
    </message>
    <message>
      <source>Blocks may also be placed in the 8 rotations that reach down two levels.</source>
      <translation>Les blocs peuvent aussi être posés dans les 8 orientations qui descendent de deux niveaux.</translation>
    </message>
    <message>
      <source>Your first block is your single block of your own colour</source>
      <translation>Votre premier bloc est votre bloc unique de votre propre couleur</translation>
    </message>
    <message>
      <source>You must first play the other block of your open pair ({colour})</source>
      <translation>Vous devez d'abord jouer l'autre bloc de votre paire entamée ({colour})</translation>
    </message>
    <message>
      <source>places a {colour} block on {cells}, up to level {level}</source>
      <translation>pose un bloc {colour} sur {cells}, jusqu'au niveau {level}</translation>
    </message>
    <message>
      <source>sets a block aside (no legal placement)</source>
      <translation>met un bloc de côté (aucune pose possible)</translation>
    </message>
    <message>
      <source>moves the chieftain {steps} to space {space}</source>
      <translation>avance le chef de {steps} jusqu'à la case {space}</translation>
    </message>
    <message>
      <source>bids {amount}</source>
      <translation>enchérit {amount}</translation>
    </message>
    <message>
      <source>passes</source>
      <translation>passe</translation>
    </message>
    <message>
      <source>lays a sacred site on {cells}</source>
      <translation>place un site sacré sur {cells}</translation>
    </message>
    <message>
      <source>removes block {block}</source>
      <translation>retire le bloc {block}</translation>
    </message>
    <message>
      <source>places a neutral block on {cells}, up to level {level}</source>
      <translation>pose un bloc neutre sur {cells}, jusqu'au niveau {level}</translation>
    </message>
    <message>
      <source>Place a sacred site first</source>
      <translation>Placez d'abord un site sacré</translation>
    </message>
    <message>
      <source>A sacred site covers 3 free cells of a 2 x 2 square</source>
      <translation>Un site sacré couvre 3 cases libres d'un carré de 2 x 2</translation>
    </message>
    <message>
      <source>A bid must be higher than {low} and at most {high}</source>
      <translation>Une enchère doit dépasser {low} et valoir au plus {high}</translation>
    </message>
    <message>
      <source>Bid or pass in the auction</source>
      <translation>Enchérissez ou passez</translation>
    </message>
    <message>
      <source>That block can't go there: every cube must rest on the ground or on a cube, inside the area, off sacred sites</source>
      <translation>Ce bloc ne peut pas aller là : chaque cube doit reposer sur le sol ou sur un cube, dans la zone, hors des sites sacrés</translation>
    </message>
    <message>
      <source>Place a block first</source>
      <translation>Posez d'abord un bloc</translation>
    </message>
    <message>
      <source>Move the chieftain 1 to 4 spaces clockwise</source>
      <translation>Avancez le chef de 1 à 4 cases dans le sens des aiguilles d'une montre</translation>
    </message>
    <message>
      <source>The block can still be placed, so it can't be set aside</source>
      <translation>Ce bloc peut encore être posé : il ne peut pas être mis de côté</translation>
    </message>
    <message>
      <source>Remove a block of your colour or a neutral one that nothing rests on</source>
      <translation>Retirez un bloc de votre couleur ou un bloc neutre sur lequel rien ne repose</translation>
    </message>
    <message>
      <source>Japon Brand: 25 waste cards per colour (22 single, 3 double); Amigo: 22 per colour (19 single, 3 double).</source>
      <translation>Japon Brand : 25 cartes déchet par couleur (22 simples, 3 doubles) ; Amigo : 22 par couleur (19 simples, 3 doubles).</translation>
    </message>
    <message>
      <source>Red rewards</source>
      <translation>Récompenses rouges</translation>
    </message>
    <message>
      <source>Yellow rewards</source>
      <translation>Récompenses jaunes</translation>
    </message>
    <message>
      <source>Green rewards</source>
      <translation>Récompenses vertes</translation>
    </message>
    <message>
      <source>Blue rewards</source>
      <translation>Récompenses bleues</translation>
    </message>
    <message>
      <source>Japon Brand (100 cards)</source>
      <translation>Japon Brand (100 cartes)</translation>
    </message>
    <message>
      <source>Amigo (88 cards)</source>
      <translation>Amigo (88 cartes)</translation>
    </message>
    <message>
      <source>The game is over.</source>
      <translation>La partie est terminée.</translation>
    </message>
    <message>
      <source>It is not seat {seat}'s turn.</source>
      <translation>Ce n'est pas le tour de la place {seat}.</translation>
    </message>
    <message>
      <source>Choose the cards to dump first: your hand is over the limit of 5.</source>
      <translation>Choisissez d'abord les cartes à déposer en décharge sauvage : votre main dépasse la limite de 5.</translation>
    </message>
    <message>
      <source>List the dumped cards in order.</source>
      <translation>Donnez les cartes déposées dans l'ordre.</translation>
    </message>
    <message>
      <source>delivers {cards} {colour} cards ({units} units)</source>
      <translation>livre {cards} cartes ({units} unités) au centre de recyclage {colour}</translation>
    </message>
    <message>
      <source>dumps {n} card illegally ({points} point)</source>
      <translation>dépose illégalement {n} carte ({points} point)</translation>
    </message>
    <message>
      <source>Deliver waste to a recycling centre first.</source>
      <translation>Livrez d'abord des déchets à un centre de recyclage.</translation>
    </message>
    <message>
      <source>There is no such colour.</source>
      <translation>Cette couleur n'existe pas.</translation>
    </message>
    <message>
      <source>A delivery can't take a negative number of cards.</source>
      <translation>Une livraison ne peut pas compter un nombre négatif de cartes.</translation>
    </message>
    <message>
      <source>Deliver at least one card: passing is not allowed.</source>
      <translation>Livrez au moins une carte : il est interdit de passer.</translation>
    </message>
    <message>
      <source>You don't hold that many {colour} cards.</source>
      <translation>Vous n'avez pas autant de cartes de couleur {colour}.</translation>
    </message>
    <message>
      <source>Dump exactly {n} cards.</source>
      <translation>Déposez exactement {n} cartes.</translation>
    </message>
    <message>
      <source>Dump exactly {n} card.</source>
      <translation>Déposez exactement {n} carte.</translation>
    </message>
    <message>
      <source>You can only dump cards from your hand.</source>
      <translation>Vous ne pouvez déposer que des cartes de votre main.</translation>
    </message>
    <message>
      <source>takes the {colour} dump without delivering (empty hand)</source>
      <translation>prend la décharge du centre {colour} sans livrer (main vide)</translation>
    </message>
    <message>
      <source>delivers {cards} {colour} card ({units} units)</source>
      <translation>livre {cards} carte ({units} unités) au centre de recyclage {colour}</translation>
    </message>
    <message>
      <source>delivers {cards} {colour} card ({units} unit)</source>
      <translation>livre {cards} carte ({units} unité) au centre de recyclage {colour}</translation>
    </message>
    <message>
      <source>dumps {n} cards illegally ({points} points)</source>
      <translation>dépose illégalement {n} cartes ({points} points)</translation>
    </message>
    <message>
      <source>Your hand is empty: choose a colour without cards.</source>
      <translation>Votre main est vide : choisissez une couleur sans carte.</translation>
    </message>
    <message>
      <source>Illegal dumping</source>
      <translation>Dépôts sauvages</translation>
    </message>
    <message>
      <source>Clean-environment bonus</source>
      <translation>Bonus environnement propre</translation>
    </message>
    <message>
      <source>{delivery} and recycles: reward {reward:+d}</source>
      <translation>{delivery} et recycle : récompense {reward:+d}</translation>
    </message>
    <message>
      <source>{delivery} and recycles: reward 0</source>
      <translation>{delivery} et recycle : récompense 0</translation>
    </message>
    <message>
      <source>Red</source>
      <translation>rouge</translation>
    </message>
    <message>
      <source>Green</source>
      <translation>vert</translation>
    </message>
    <message>
      <source>Yellow</source>
      <translation>jaune</translation>
    </message>
    <message>
      <source>Blue</source>
      <translation>bleu</translation>
    </message>
    <message>
      <source>Black</source>
      <translation>noir</translation>
    </message>
    <message>
      <source>White</source>
      <translation>blanc</translation>
    </message>
    <message>
      <source>Purple</source>
      <translation>violet</translation>
    </message>
    <message>
      <source>A neighbour holds a number that differs by more than 1.</source>
      <translation>Un voisin porte un nombre qui diffère de plus de 1.</translation>
    </message>
    <message>
      <source>Sea links</source>
      <translation>Liaisons maritimes</translation>
    </message>
    <message>
      <source>Standard: six sea links (straits and bridges). Extended adds three ferry and bridge links (Chiba-Kanagawa, Ehime-Oita, Wakayama-Tokushima): more neighbours, a harder map.</source>
      <translation>Standard : six liaisons maritimes (détroits et ponts). Extended ajoute trois liaisons par ferry et pont (Chiba-Kanagawa, Ehime-Oita, Wakayama-Tokushima) : plus de voisins, une carte plus difficile.</translation>
    </message>
    <message>
      <source>This die must be used: its zone still has an empty prefecture.</source>
      <translation>Ce dé doit être utilisé : sa zone a encore une préfecture vide.</translation>
    </message>
    <message>
      <source>That prefecture is already filled.</source>
      <translation>Cette préfecture est déjà remplie.</translation>
    </message>
    <message>
      <source>Write the number the die shows.</source>
      <translation>Écrivez le nombre indiqué par le dé.</translation>
    </message>
    <message>
      <source>An X is written only when the number fits nowhere in the die's zone.</source>
      <translation>On n'écrit un X que si le nombre n'a de place nulle part dans la zone du dé.</translation>
    </message>
    <message>
      <source>That prefecture is outside the die's zone (a colour change would allow it).</source>
      <translation>Cette préfecture est hors de la zone du dé (un changement de couleur le permettrait).</translation>
    </message>
    <message>
      <source>{colour} die: {value} in {place}</source>
      <translation>Dé {colour} : {value} sur {place}</translation>
    </message>
    <message>
      <source>Standard (six)</source>
      <translation>Standard (six)</translation>
    </message>
    <message>
      <source>Extended (nine)</source>
      <translation>Étendu (neuf)</translation>
    </message>
    <message>
      <source>That is not a Rolling Japan decision.</source>
      <translation>Ce n'est pas une décision de Rolling Japan.</translation>
    </message>
    <message>
      <source>This player has already resolved both dice of this roll.</source>
      <translation>Ce joueur a déjà résolu les deux dés de ce lancer.</translation>
    </message>
    <message>
      <source>This die is already resolved.</source>
      <translation>Ce dé est déjà résolu.</translation>
    </message>
    <message>
      <source>The purple die is already wild: no colour change.</source>
      <translation>Le dé violet est déjà un joker : pas de changement de couleur.</translation>
    </message>
    <message>
      <source>No colour change left.</source>
      <translation>Plus de changement de couleur.</translation>
    </message>
    <message>
      <source>{colour} die: no effect (its zone is full)</source>
      <translation>Dé {colour} : sans effet (sa zone est pleine)</translation>
    </message>
    <message>
      <source>{colour} die: X in {place}</source>
      <translation>Dé {colour} : X sur {place}</translation>
    </message>
    <message>
      <source>{colour} die: {value} in {place} (colour change)</source>
      <translation>Dé {colour} : {value} sur {place} (changement de couleur)</translation>
    </message>
    <message>
      <source>There is no such player.</source>
      <translation>Ce joueur n'existe pas.</translation>
    </message>
    <message>
      <source>X written during play</source>
      <translation>X écrits en cours de partie</translation>
    </message>
    <message>
      <source>X on prefectures left empty</source>
      <translation>X sur les préfectures restées vides</translation>
    </message>
    <message>
      <source>gas</source>
      <translation>gaz</translation>
    </message>
    <message>
      <source>coal</source>
      <translation>charbon</translation>
    </message>
    <message>
      <source>oil</source>
      <translation>pétrole</translation>
    </message>
    <message>
      <source>gold</source>
      <translation>or</translation>
    </message>
    <message>
      <source>diamond</source>
      <translation>diamant</translation>
    </message>
    <message>
      <source>worker</source>
      <translation>ouvrier</translation>
    </message>
    <message>
      <source>salesman</source>
      <translation>commercial</translation>
    </message>
    <message>
      <source>investor</source>
      <translation>investisseur</translation>
    </message>
    <message>
      <source>Last turns</source>
      <translation>Derniers tours</translation>
    </message>
    <message>
      <source>After the last face-down resource card is discovered: every player, the discoverer included, plays one last turn (everyone); only the others do (others); or the game ends with that turn (none).</source>
      <translation>Une fois la dernière carte ressource face cachée découverte : chaque joueur, y compris celui qui l'a découverte, joue un dernier tour (Everyone) ; seuls les autres le font (Others) ; ou la partie s'arrête avec ce tour (None).</translation>
    </message>
    <message>
      <source>Workers per player</source>
      <translation>Ouvriers par joueur</translation>
    </message>
    <message>
      <source>The most workers one player may own, the starting worker included.</source>
      <translation>Le nombre maximal d'ouvriers qu'un joueur peut avoir, ouvrier de départ compris.</translation>
    </message>
    <message>
      <source>Every investor has been hired</source>
      <translation>Tous les investisseurs ont été engagés</translation>
    </message>
    <message>
      <source>Gas</source>
      <translation>Gaz</translation>
    </message>
    <message>
      <source>Coal</source>
      <translation>Charbon</translation>
    </message>
    <message>
      <source>Oil</source>
      <translation>Pétrole</translation>
    </message>
    <message>
      <source>Gold</source>
      <translation>Or</translation>
    </message>
    <message>
      <source>Diamonds</source>
      <translation>Diamants</translation>
    </message>
    <message>
      <source>Workers</source>
      <translation>Ouvriers</translation>
    </message>
    <message>
      <source>Salesmen</source>
      <translation>Commerciaux</translation>
    </message>
    <message>
      <source>Investors</source>
      <translation>Investisseurs</translation>
    </message>
    <message>
      <source>Everyone, the discoverer too</source>
      <translation>Tout le monde, découvreur compris</translation>
    </message>
    <message>
      <source>The others only</source>
      <translation>Les autres seulement</translation>
    </message>
    <message>
      <source>None</source>
      <translation>Aucun</translation>
    </message>
    <message>
      <source>No discovered {resource} card lies in the row</source>
      <translation>Aucune carte {resource} découverte dans la rangée</translation>
    </message>
    <message>
      <source>You already have {n} workers</source>
      <translation>Vous avez déjà {n} ouvriers</translation>
    </message>
    <message>
      <source>Every salesman has been hired</source>
      <translation>Tous les commerciaux ont été engagés</translation>
    </message>
    <message>
      <source>discovers the card at place {place}</source>
      <translation>découvre la carte à la place {place}</translation>
    </message>
    <message>
      <source>discovers nothing</source>
      <translation>ne découvre rien</translation>
    </message>
    <message>
      <source>draws action cards</source>
      <translation>pioche des cartes d'action</translation>
    </message>
    <message>
      <source>hire a worker</source>
      <translation>engager un ouvrier</translation>
    </message>
    <message>
      <source>hire a salesman</source>
      <translation>engager un commercial</translation>
    </message>
    <message>
      <source>hire an investor</source>
      <translation>engager un investisseur</translation>
    </message>
    <message>
      <source>plays {cards} to {what}</source>
      <translation>joue {cards} pour {what}</translation>
    </message>
    <message>
      <source>chooses the {speciality} speciality</source>
      <translation>choisit la spécialité {speciality}</translation>
    </message>
    <message>
      <source>No worker is left in the supply</source>
      <translation>Il ne reste plus d'ouvrier dans la réserve</translation>
    </message>
    <message>
      <source>A combination has one to three cards</source>
      <translation>Une combinaison compte d'une à trois cartes</translation>
    </message>
    <message>
      <source>These cards are not a combination for {symbol}</source>
      <translation>Ces cartes ne forment pas une combinaison pour {symbol}</translation>
    </message>
    <message>
      <source>The cards of a combination are listed in card order</source>
      <translation>Les cartes d'une combinaison sont données dans l'ordre des cartes</translation>
    </message>
    <message>
      <source>It is not this player's turn</source>
      <translation>Ce n'est pas le tour de ce joueur</translation>
    </message>
    <message>
      <source>discovers {resource} {value} at place {place}</source>
      <translation>découvre la carte {resource} {value} à la place {place}</translation>
    </message>
    <message>
      <source>{resource}/{person}</source>
      <translation>{resource}/{person}</translation>
    </message>
    <message>
      <source>extract {resource}</source>
      <translation>extraire la ressource {resource}</translation>
    </message>
    <message>
      <source>You don't hold {n} {resource}/{person} card(s)</source>
      <translation>Vous n'avez pas {n} carte(s) {resource}/{person}</translation>
    </message>
    <message>
      <source>Discovering comes first in a turn, once</source>
      <translation>La découverte se fait en premier dans un tour, une seule fois</translation>
    </message>
    <message>
      <source>There is no face-down card at that place in the row</source>
      <translation>Il n'y a pas de carte face cachée à cette place de la rangée</translation>
    </message>
    <message>
      <source>With 3 or more face-down cards you must discover one</source>
      <translation>Avec 3 cartes face cachée ou plus, vous devez en découvrir une</translation>
    </message>
    <message>
      <source>There is no salesman or investor to choose now</source>
      <translation>Il n'y a pas de commercial ni d'investisseur à choisir maintenant</translation>
    </message>
    <message>
      <source>Discover a card first</source>
      <translation>Découvrez d'abord une carte</translation>
    </message>
    <message>
      <source>Choose the speciality first</source>
      <translation>Choisissez d'abord la spécialité</translation>
    </message>
    <message>
      <source>No free {person} of speciality '{speciality}'</source>
      <translation>Aucun {person} libre de spécialité « {speciality} »</translation>
    </message>
  </context>
  <context>
    <name>display_check</name>
    <message>
      <source>Kotatsu cannot open a window: no display is set (DISPLAY and WAYLAND_DISPLAY are empty); start it from a desktop session, or on a machine without a screen under a virtual display: xvfb-run -a {0}</source>
      <translation>Kotatsu ne peut pas ouvrir de fenêtre : aucun affichage n'est défini (DISPLAY et WAYLAND_DISPLAY sont vides) ; lancez-le depuis une session de bureau ou, sur une machine sans écran, dans un affichage virtuel : xvfb-run -a {0}</translation>
    </message>
    <message>
      <source>Kotatsu cannot open a window: no X server answers at DISPLAY={0}; start it from a running desktop session, or set DISPLAY to a display that is running (and that this user may use).</source>
      <translation>Kotatsu ne peut pas ouvrir de fenêtre : aucun serveur X ne répond sur DISPLAY={0} ; lancez-le depuis une session de bureau ouverte, ou donnez à DISPLAY un affichage en marche (que cet utilisateur a le droit d'utiliser).</translation>
    </message>
    <message>
      <source>Kotatsu cannot open a window: no Wayland compositor answers at {0}; start it from a running desktop session, or set WAYLAND_DISPLAY (or DISPLAY) to one that is running.</source>
      <translation>Kotatsu ne peut pas ouvrir de fenêtre : aucun compositeur Wayland ne répond sur {0} ; lancez-le depuis une session de bureau ouverte, ou donnez à WAYLAND_DISPLAY (ou DISPLAY) un affichage en marche.</translation>
    </message>
    <message>
      <source>Kotatsu cannot start: Qt needs system libraries that are not installed ({0}); install them with: {1}</source>
      <translation>Kotatsu ne peut pas démarrer : Qt a besoin de bibliothèques système qui ne sont pas installées ({0}) ; installez-les avec : {1}</translation>
    </message>
    <message>
      <source>Kotatsu cannot open a window: Qt's {0} platform needs system libraries that are not installed ({1}); install them with: {2}</source>
      <translation>Kotatsu ne peut pas ouvrir de fenêtre : la plateforme {0} de Qt a besoin de bibliothèques système qui ne sont pas installées ({1}) ; installez-les avec : {2}</translation>
    </message>
  </context>
  <context>
    <name>savefiles</name>
    <message>
      <source>This is not a Kotatsu saved game.</source>
      <translation>Ce n'est pas une partie enregistrée par Kotatsu.</translation>
    </message>
    <message>
      <source>Its format version is not a number.</source>
      <translation>Sa version de format n'est pas un nombre.</translation>
    </message>
    <message>
      <source>It is a save of a game this version doesn't have.</source>
      <translation>C'est la sauvegarde d'un jeu que cette version n'a pas.</translation>
    </message>
    <message>
      <source>Its seed is not a whole number.</source>
      <translation>Sa graine n'est pas un nombre entier.</translation>
    </message>
    <message>
      <source>Its rule options are damaged.</source>
      <translation>Ses options de règles sont endommagées.</translation>
    </message>
    <message>
      <source>Its list of players is damaged.</source>
      <translation>Sa liste de joueurs est endommagée.</translation>
    </message>
    <message>
      <source>Its list of moves is damaged.</source>
      <translation>Sa liste de coups est endommagée.</translation>
    </message>
    <message>
      <source>Its position is damaged.</source>
      <translation>Sa position est endommagée.</translation>
    </message>
    <message>
      <source>The file holds too much to be a saved game.</source>
      <translation>Le fichier contient trop de données pour être une partie enregistrée.</translation>
    </message>
    <message>
      <source>The file holds a number that is not one ({0}).</source>
      <translation>Le fichier contient un nombre qui n'en est pas un ({0}).</translation>
    </message>
    <message>
      <source>The file is nested too deeply to be a saved game.</source>
      <translation>Le fichier est trop profondément imbriqué pour être une partie enregistrée.</translation>
    </message>
    <message>
      <source>This is not a Kotatsu saved game (not text).</source>
      <translation>Ce n'est pas une partie enregistrée par Kotatsu (pas du texte).</translation>
    </message>
    <message>
      <source>This is not a file Kotatsu can open (a device, a pipe or a folder).</source>
      <translation>Ce n'est pas un fichier que Kotatsu peut ouvrir (un périphérique, un tube ou un dossier).</translation>
    </message>
    <message>
      <source>The file is far larger than any saved game.</source>
      <translation>Le fichier est bien plus gros que toute partie enregistrée.</translation>
    </message>
    <message>
      <source>Its time stamp ({0}) is not a time.</source>
      <translation>Son horodatage ({0}) n'est pas une heure.</translation>
    </message>
    <message>
      <source>It holds more moves ({0}) than any game has.</source>
      <translation>Il contient plus de coups ({0}) qu'aucune partie n'en compte.</translation>
    </message>
    <message>
      <source>The name of player {0} is not a short text.</source>
      <translation>Le nom du joueur {0} n'est pas un texte court.</translation>
    </message>
    <message>
      <source>Player {0} is neither a human nor a computer level.</source>
      <translation>Le joueur {0} n'est ni un humain ni un niveau d'ordinateur.</translation>
    </message>
    <message>
      <source>The file is damaged or truncated (not valid JSON: {0}).</source>
      <translation>Le fichier est endommagé ou tronqué (JSON non valide : {0}).</translation>
    </message>
    <message>
      <source>The file is damaged: {0}</source>
      <translation>Le fichier est endommagé : {0}</translation>
    </message>
    <message>
      <source>Player {0}</source>
      <translation>Joueur {0}</translation>
    </message>
  </context>
  <context>
    <name>Statistics</name>
    <message>
      <source>Statistics are not being saved: {0} can't be used ({1}).</source>
      <translation>Les statistiques ne sont pas enregistrées : {0} est inutilisable ({1}).</translation>
    </message>
    <message>
      <source>Statistics are not being saved: {0} can't be written ({1}).</source>
      <translation>Les statistiques ne sont pas enregistrées : impossible d'écrire dans {0} ({1}).</translation>
    </message>
    <message>
      <source>Statistics can't be read from {0} ({1}).</source>
      <translation>Impossible de lire les statistiques de {0} ({1}).</translation>
    </message>
    <message>
      <source>The statistics file was damaged; it was set aside as {0} and new statistics were started.</source>
      <translation>Le fichier des statistiques était endommagé ; il a été mis de côté sous le nom {0} et de nouvelles statistiques ont commencé.</translation>
    </message>
  </context>
  <context>
    <name>Announcer</name>
    <message>
      <source>There is no hand in this game.</source>
      <translation>Il n'y a pas de main dans ce jeu.</translation>
    </message>
    <message>
      <source>speak the table</source>
      <translation>lire la table</translation>
    </message>
    <message>
      <source>speak my hand</source>
      <translation>lire ma main</translation>
    </message>
    <message>
      <source>speak the scores</source>
      <translation>lire les scores</translation>
    </message>
    <message>
      <source>speak the last moves</source>
      <translation>lire les derniers coups</translation>
    </message>
    <message>
      <source>repeat the last announcement</source>
      <translation>répéter la dernière annonce</translation>
    </message>
    <message>
      <source>Your turn</source>
      <translation>À vous</translation>
    </message>
    <message>
      <source>Nothing to say about the table.</source>
      <translation>Rien à dire sur la table.</translation>
    </message>
    <message>
      <source>The scores are counted at the end of the game.</source>
      <translation>Les scores sont comptés à la fin de la partie.</translation>
    </message>
    <message>
      <source>No move yet.</source>
      <translation>Aucun coup pour l'instant.</translation>
    </message>
    <message>
      <source>{0}: {1}</source>
      <translation>{0} : {1}</translation>
    </message>
    <message>
      <source>Nothing was announced yet.</source>
      <translation>Rien n'a encore été annoncé.</translation>
    </message>
    <message>
      <source>Your turn, {0}.</source>
      <translation>À vous, {0}.</translation>
    </message>
    <message>
      <source>Scores: {0}.</source>
      <translation>Scores : {0}.</translation>
    </message>
    <message>
      <source>Last moves: {0}</source>
      <translation>Derniers coups : {0}</translation>
    </message>
    <message>
      <source>Game over. {0} wins.</source>
      <translation>Partie terminée. {0} gagne.</translation>
    </message>
    <message>
      <source>Game over. Shared win: {0}.</source>
      <translation>Partie terminée. Victoire partagée : {0}.</translation>
    </message>
    <message>
      <source>Your turn. {0}</source>
      <translation>À vous. {0}</translation>
    </message>
    <message>
      <source>F5 speaks the table, F6 your hand, F7 the scores, F8 the last moves, F9 repeats.</source>
      <translation>F5 lit la table, F6 votre main, F7 les scores, F8 les derniers coups, F9 répète.</translation>
    </message>
    <message>
      <source>Nothing to say ({0}).</source>
      <translation>Rien à dire ({0}).</translation>
    </message>
    <message>
      <source>Pass the screen to {0}.</source>
      <translation>Passez l'écran à {0}.</translation>
    </message>
  </context>
  <context>
    <name>ScorePlot</name>
    <message>
      <source>Scores over the game</source>
      <translation>Scores au fil de la partie</translation>
    </message>
    <message>
      <source>Points</source>
      <translation>Points</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Partie</translation>
    </message>
    <message>
      <source>Results over time</source>
      <translation>Résultats au fil du temps</translation>
    </message>
    <message>
      <source>Round</source>
      <translation>Manche</translation>
    </message>
    <message>
      <source>Move</source>
      <translation>Coup</translation>
    </message>
    <message>
      <source>{0}: {1}</source>
      <translation>{0} : {1}</translation>
    </message>
  </context>
</TS>