<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="fr_FR">
  <context>
    <name>AwaySeatsDialog</name>
    <message>
      <location filename="../../desktop/shell/network_tables.py" line="45" />
      <source>Players on other computers</source>
      <extracomment>the last Join dialogs' table browsers, stopped (see NetworkTables.join)</extracomment>
      <translation>Joueurs sur d'autres ordinateurs</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/network_tables.py" line="47" />
      <source>A player whose connection dropped gets their seat back when they return. Meanwhile the table can wait for them, or a computer can play for them.</source>
      <translation>Un joueur dont la connexion a été coupée retrouve sa place à son retour. En attendant, la table peut l'attendre, ou un ordinateur peut jouer pour lui.</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/network_tables.py" line="55" />
      <source>Wait for them</source>
      <translation>L'attendre</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/network_tables.py" line="57" />
      <source>A computer plays ({0})</source>
      <translation>Un ordinateur joue ({0})</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/network_tables.py" line="61" />
      <source>Who plays {0}'s seat</source>
      <translation>Qui joue la place de {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/network_tables.py" line="62" />
      <source>{0} ({1}):</source>
      <translation>{0} ({1}) :</translation>
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
    <name>ChatPanel</name>
    <message>
      <location filename="../../desktop/shell/remote_chat.py" line="40" />
      <location filename="../../desktop/shell/remote_chat.py" line="43" />
      <source>Chat</source>
      <translation>Discussion</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/remote_chat.py" line="49" />
      <location filename="../../desktop/shell/remote_chat.py" line="50" />
      <source>Say something to the table</source>
      <translation>Dire quelque chose à la table</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/remote_chat.py" line="52" />
      <source>{0}: say something to the table; Esc: back to the table</source>
      <translation>{0} : dire quelque chose à la table ; Échap : revenir à la table</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/remote_chat.py" line="71" />
      <source>{0}: {1}</source>
      <translation>{0} : {1}</translation>
    </message>
  </context>
  <context>
    <name>CoachPanel</name>
    <message>
      <location filename="../../desktop/tutorial/coach.py" line="24" />
      <source>Coach: {0}</source>
      <translation>Coach : {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/coach.py" line="42" />
      <source>Coach's words</source>
      <translation>Paroles du coach</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/coach.py" line="48" />
      <source>&amp;Next</source>
      <translation>&amp;Suivant</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/coach.py" line="49" />
      <source>Next step</source>
      <translation>Étape suivante</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/coach.py" line="50" />
      <source>&amp;Leave</source>
      <translation>&amp;Quitter</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/coach.py" line="51" />
      <source>Leave the tutorial (it is kept for later)</source>
      <translation>Quitter le tutoriel (il est gardé pour plus tard)</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/coach.py" line="52" />
      <source>Leave the tutorial: it is kept, and continues here next time</source>
      <translation>Quitter le tutoriel : il est gardé et reprend ici la prochaine fois</translation>
    </message>
  </context>
  <context>
    <name>CollectionPanel</name>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="368" />
      <source>points</source>
      <translation>points</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="382" />
      <source> (you)</source>
      <translation> (vous)</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="385" />
      <source>winner</source>
      <translation>gagnant</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="387" />
      <source>thinking…</source>
      <translation>réfléchit…</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="389" />
      <source>out this round</source>
      <translation>hors jeu ce tour</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="391" />
      <source>to play</source>
      <translation>à jouer</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="405" />
      <source>Cards: {0}. Counting plus: {1}. Counting minus: {2}.</source>
      <translation>Cartes : {0}. Comptées en plus : {1}. Comptées en moins : {2}.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="406" />
      <source>none</source>
      <translation>aucune</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="408" />
      <source>Jokers become: {0}.</source>
      <translation>Les jokers deviennent : {0}.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="410" />
      <source>Earlier deals: {0}.</source>
      <translation>Manches précédentes : {0}.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="411" />
      <source>{0}: {1} points</source>
      <translation>{0} : {1} points</translation>
    </message>
  </context>
  <context>
    <name>ColorettoLesson</name>
    <message>
      <location filename="../../desktop/tutorial/coloretto.py" line="57" />
      <source>Scoring. For each colour you hold, 1 card is worth 1 point, 2 cards 3, 3 cards 6, 4 cards 10, 5 cards 15, 6 or more 21. Three colours of your choice count plus, every other colour counts minus, and each +2 card adds 2. Jokers become the colours that help you most; the app makes the best choice for you.</source>
      <translation>Décompte. Pour chaque couleur que vous avez, 1 carte vaut 1 point, 2 cartes 3, 3 cartes 6, 4 cartes 10, 5 cartes 15, 6 ou plus 21. Trois couleurs de votre choix comptent en plus, toutes les autres en moins, et chaque carte +2 ajoute 2. Les jokers deviennent les couleurs qui vous aident le plus ; l'application fait le meilleur choix pour vous.</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/coloretto.py" line="61" />
      <source>Your plus colours: {0}. Your minus colours: {1}. You score {2}, the computer {3}. The highest score wins.</source>
      <translation>Vos couleurs en plus : {0}. Vos couleurs en moins : {1}. Vous marquez {2}, l'ordinateur {3}. Le plus haut score gagne.</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/coloretto.py" line="64" />
      <source>(The game is not over yet: these are the points now.)</source>
      <translation>(La partie n'est pas finie : voici les points actuels.)</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/coloretto.py" line="69" />
      <source>Welcome to Coloretto! You play against the computer. You collect coloured cards: at the end three of your colours score plus points and every other colour minus points, so collect many cards of few colours. You start with a grey and a yellow card: they are in your collection, highlighted below. Press Next (F3) to go on.</source>
      <translation>Bienvenue dans Coloretto ! Vous jouez contre l'ordinateur. Vous collectionnez des cartes de couleur : à la fin, trois de vos couleurs rapportent des points et toutes les autres en font perdre ; collectionnez donc beaucoup de cartes de peu de couleurs. Vous commencez avec une carte grise et une jaune : elles sont dans votre collection, en surbrillance en bas. Appuyez sur Suivant (F3) pour continuer.</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/coloretto.py" line="74" />
      <source>These are the rows. With two players there are three rows, of 1, 2 and 3 places. On your turn you do one thing: draw a card and put it into a row, or take a row. Press Next (F3).</source>
      <translation>Voici les rangées. À deux joueurs il y a trois rangées, de 1, 2 et 3 places. À votre tour vous faites une seule chose : piocher une carte et la poser dans une rangée, ou prendre une rangée. Appuyez sur Suivant (F3).</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/coloretto.py" line="77" />
      <source>Draw a card: press D (or click Draw a card). The top card of the supply is revealed.</source>
      <translation>Piochez une carte : appuyez sur D (ou cliquez sur Piocher une carte). La carte du dessus de la pioche est révélée.</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/coloretto.py" line="79" />
      <source>Not yet: first draw a card with D.</source>
      <translation>Pas encore : piochez d'abord une carte avec D.</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/coloretto.py" line="80" />
      <source>A pink card: neither of your colours. Put it into row 3: press 3. Every card takes one place in a row, jokers and +2 cards too.</source>
      <translation>Une carte rose : aucune de vos couleurs. Posez-la dans la rangée 3 : appuyez sur 3. Chaque carte occupe une place dans une rangée, jokers et cartes +2 compris.</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/coloretto.py" line="83" />
      <source>Not yet: put this card into row 3 (press 3).</source>
      <translation>Pas encore : posez cette carte dans la rangée 3 (appuyez sur 3).</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/coloretto.py" line="84" />
      <source>The computer drew a +2 card and put it in row 3: each +2 card is worth 2 points at the end. Draw again: press D.</source>
      <translation>L'ordinateur a pioché une carte +2 et l'a posée dans la rangée 3 : chaque carte +2 vaut 2 points à la fin. Piochez encore : appuyez sur D.</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/coloretto.py" line="87" />
      <source>Not yet: draw a card with D.</source>
      <translation>Pas encore : piochez une carte avec D.</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/coloretto.py" line="88" />
      <source>Brown. Nobody collects brown: put it into row 2 (press 2) and keep row 1 free for a better card.</source>
      <translation>Du marron. Personne ne collectionne le marron : posez-la dans la rangée 2 (appuyez sur 2) et gardez la rangée 1 libre pour une meilleure carte.</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/coloretto.py" line="91" />
      <source>Not yet: put this card into row 2 (press 2).</source>
      <translation>Pas encore : posez cette carte dans la rangée 2 (appuyez sur 2).</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/coloretto.py" line="92" />
      <source>The computer put a grey card into row 1, and grey is one of your colours. Take row 1: press 1. All its cards go into your collection and you are out until the round ends.</source>
      <translation>L'ordinateur a posé une carte grise dans la rangée 1, et le gris est l'une de vos couleurs. Prenez la rangée 1 : appuyez sur 1. Toutes ses cartes vont dans votre collection et vous êtes hors jeu jusqu'à la fin de la manche.</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/coloretto.py" line="95" />
      <source>Not yet: take row 1 (press 1).</source>
      <translation>Pas encore : prenez la rangée 1 (appuyez sur 1).</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/coloretto.py" line="96" />
      <source>Now the computer plays alone: the last player in keeps drawing while there is room, and must take a row once every row is full. When everybody has taken a row the round ends; with two players the third row and its cards leave the game. Whoever took the last row starts the next round. Press Next (F3).</source>
      <translation>Maintenant l'ordinateur joue seul : le dernier joueur en lice continue de piocher tant qu'il y a de la place, et doit prendre une rangée dès qu'elles sont toutes pleines. Quand chacun a pris une rangée, la manche se termine ; à deux joueurs, la troisième rangée et ses cartes quittent la partie. Celui qui a pris la dernière rangée commence la manche suivante. Appuyez sur Suivant (F3).</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/coloretto.py" line="101" />
      <source>The supply shows what is left in it. Besides the colours it holds jokers (each becomes a colour of your choice at the end), one golden joker (take its row and you also get the top card of the supply), +2 cards and the "last round" card: when it comes up, the round being played is the last one. In this lesson it lies 40 cards from the bottom of the supply instead of 15, so this game is shorter than a real one. Press Next (F3).</source>
      <translation>La pioche montre ce qu'il lui reste. En plus des couleurs, elle contient des jokers (chacun devient une couleur de votre choix à la fin), un joker doré (prenez sa rangée et vous recevez aussi la carte du dessus de la pioche), des cartes +2 et la carte « dernière manche » : quand elle sort, la manche en cours est la dernière. Dans cette leçon, elle se trouve à 40 cartes du bas de la pioche au lieu de 15 : cette partie est donc plus courte qu'une vraie. Appuyez sur Suivant (F3).</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/coloretto.py" line="107" />
      <source>Play on to the end of the game. Press D to draw, then a row's number (1, 2 or 3) to put the card there; or press a row's number to take that row. When every row is full you must take one. The coach waits here until the game is over.</source>
      <translation>Jouez jusqu'à la fin de la partie. Appuyez sur D pour piocher, puis sur le numéro d'une rangée (1, 2 ou 3) pour y poser la carte ; ou appuyez sur le numéro d'une rangée pour la prendre. Quand toutes les rangées sont pleines, vous devez en prendre une. Le coach attend ici la fin de la partie.</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/coloretto.py" line="113" />
      <source>You know every rule of Coloretto now. Press Finish to go back to the library, where New game sets up a real game (against the computer or friends at this screen).</source>
      <translation>Vous connaissez maintenant toutes les règles de Coloretto. Appuyez sur Terminer pour revenir à la bibliothèque, où Nouvelle partie prépare une vraie partie (contre l'ordinateur ou des amis devant cet écran).</translation>
    </message>
  </context>
  <context>
    <name>ColorettoView</name>
    <message>
      <location filename="../../desktop/games/coloretto/view.py" line="64" />
      <source>Coloretto table</source>
      <translation>Table de Coloretto</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/view.py" line="73" />
      <source>draw</source>
      <translation>piocher</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/view.py" line="74" />
      <source>take a row or place the revealed card</source>
      <translation>prendre une rangée ou y placer la carte révélée</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/view.py" line="75" />
      <source>Tab/Enter</source>
      <translation>Tab/Entrée</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/view.py" line="75" />
      <source>choose a row</source>
      <translation>choisir une rangée</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/view.py" line="76" />
      <source>skip animation</source>
      <translation>passer l'animation</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/view.py" line="98" />
      <source>Draw a card</source>
      <comment>the draw button: short, the key D is added after words that hold no D</comment>
      <translation>Piocher</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/view.py" line="101" />
      <source>Reveal the top card of the supply (key D), then choose its row (1–{0})</source>
      <translation>Révéler la carte du dessus de la pioche (touche D), puis choisir sa rangée (1–{0})</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/view.py" line="103" />
      <source>Draw a card</source>
      <translation>Piocher une carte</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/view.py" line="118" />
      <source>Keys: {0}</source>
      <translation>Touches : {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/view.py" line="246" />
      <source>Deal {0} of {1}</source>
      <translation>Manche {0} sur {1}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/view.py" line="249" />
      <source>Game over. Winner: {0}</source>
      <translation>Partie terminée. Gagnant : {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/view.py" line="250" />
      <source>Game over. Shared win: {0}</source>
      <translation>Partie terminée. Victoire partagée : {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/view.py" line="253" />
      <source>Last round!</source>
      <translation>Dernier tour !</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/view.py" line="262" />
      <source>{0} is playing…</source>
      <translation>{0} joue…</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/view.py" line="264" />
      <source>{0}: place the {1} in a row (click it or press its number)</source>
      <translation>{0} : placez la carte {1} dans une rangée (cliquez-la ou tapez son numéro)</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/view.py" line="267" />
      <source>{0}: draw a card (D) or take a row (its number)</source>
      <translation>{0} : piochez une carte (D) ou prenez une rangée (son numéro)</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/view.py" line="268" />
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
    <message numerus="yes">
      <source>Supply: %n card(s) left</source>
      <translation>
        <numerusform>Pioche : %n carte restante</numerusform>
        <numerusform>Pioche : %n cartes restantes</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n card(s) before the last round</source>
      <translation>
        <numerusform>%n carte avant le dernier tour</numerusform>
        <numerusform>%n cartes avant le dernier tour</numerusform>
      </translation>
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
    <name>FinishedGamesModel</name>
    <message>
      <location filename="../../desktop/shell/statistics_model.py" line="42" />
      <source>unknown date</source>
      <extracomment>Games read at a time</extracomment>
      <translation>date inconnue</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics_model.py" line="60" />
      <source>When</source>
      <translation>Quand</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics_model.py" line="60" />
      <source>Game</source>
      <translation>Jeu</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics_model.py" line="60" />
      <source>Players and scores</source>
      <translation>Joueurs et scores</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics_model.py" line="85" />
      <source>Damaged record: {0}</source>
      <translation>Enregistrement endommagé : {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics_model.py" line="106" />
      <source>This game's record in the statistics file is damaged: it is listed, but it can't be counted in full or watched.</source>
      <translation>L'enregistrement de cette partie dans le fichier des statistiques est endommagé : elle est listée, mais elle ne peut être ni comptée entièrement ni revue.</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics_model.py" line="109" />
      <source>Its moves were not kept (an older version): it can't be watched.</source>
      <translation>Ses coups n'ont pas été gardés (ancienne version) : elle ne peut pas être revue.</translation>
    </message>
  </context>
  <context>
    <name>FirstStartOffer</name>
    <message>
      <location filename="../../desktop/tutorial/library.py" line="32" />
      <source>New here?</source>
      <translation>Nouveau ici ?</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/library.py" line="34" />
      <source>New here? Each game has a guided first game against the computer: choose “Learn to play” under its picture. Coloretto is the quickest to learn.</source>
      <translation>Nouveau ici ? Chaque jeu a une première partie guidée contre l'ordinateur : choisissez « Apprendre à jouer » sous son image. Coloretto est le plus rapide à apprendre.</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/library.py" line="38" />
      <source>Learn &amp;Coloretto now</source>
      <translation>Apprendre &amp;Coloretto maintenant</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/library.py" line="40" />
      <source>&amp;Dismiss</source>
      <translation>&amp;Fermer</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/library.py" line="41" />
      <source>Dismiss this offer</source>
      <translation>Fermer cette proposition</translation>
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
      <location filename="../../desktop/games/pueblo/flat.py" line="256" />
      <source>Seen from space %1</source>
      <translation>Vu depuis la case %1</translation>
    </message>
  </context>
  <context>
    <name>GameCard</name>
    <message>
      <location filename="../../desktop/shell/library.py" line="74" />
      <source>{0} player</source>
      <translation>{0} joueur</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/library.py" line="75" />
      <source>{0}–{1} players</source>
      <translation>{0} à {1} joueurs</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/library.py" line="76" />
      <source> (coming soon)</source>
      <translation> (bientôt)</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/library.py" line="79" />
      <source>Coming soon: this game is not built yet.</source>
      <translation>Bientôt : ce jeu n'est pas encore prêt.</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/library.py" line="162" />
      <source> · coming soon</source>
      <translation> · bientôt</translation>
    </message>
  </context>
  <context>
    <name>GameLog</name>
    <message>
      <location filename="../../desktop/widgets/log.py" line="22" />
      <source>Game log</source>
      <translation>Journal de la partie</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/log.py" line="23" />
      <source>Enter or a click on a move shows the position after it.</source>
      <translation>Entrée ou un clic sur un coup montre la position après ce coup.</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/log.py" line="24" />
      <source>Click a move, or press Enter on it, to see the position after it</source>
      <translation>Cliquez sur un coup, ou appuyez sur Entrée, pour voir la position après ce coup</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/log.py" line="54" />
      <source>{0}. {1}: {2}</source>
      <extracomment>lines after the moves that are no move (Pueblo's final-lap inspections): set_notes</extracomment>
      <translation>{0}. {1} : {2}</translation>
    </message>
  </context>
  <context>
    <name>GamePage</name>
    <message>
      <location filename="../../desktop/shell/game_page.py" line="169" />
      <source>Game log</source>
      <translation>Journal de la partie</translation>
    </message>
  </context>
  <context>
    <name>GameSession</name>
    <message>
      <location filename="../../desktop/session/local.py" line="212" />
      <source>This is a replay: go back to the game to play.</source>
      <extracomment>the moves played and the states an undo can reach (the last one is `state`) the seats played on other computers (issue 25): their moves come through the host the state's version: an answer thought out for an older one is dropped where the finished game is recorded, before its autosave is removed (set by the window)</extracomment>
      <translation>Ceci est un replay : revenez à la partie pour jouer.</translation>
    </message>
    <message>
      <location filename="../../desktop/session/local.py" line="215" />
      <source>There is no such seat in this game.</source>
      <translation>Cette place n'existe pas dans cette partie.</translation>
    </message>
    <message>
      <location filename="../../desktop/session/local.py" line="218" />
      <source>It is not your decision: a computer plays that seat.</source>
      <translation>Ce n'est pas à vous de décider : l'ordinateur joue cette place.</translation>
    </message>
    <message>
      <location filename="../../desktop/session/local.py" line="221" />
      <source>It is not your turn.</source>
      <translation>Ce n'est pas votre tour.</translation>
    </message>
    <message>
      <location filename="../../desktop/session/local.py" line="241" />
      <location filename="../../desktop/session/local.py" line="252" />
      <source>That move is not possible now.</source>
      <translation>Ce coup n'est pas possible maintenant.</translation>
    </message>
    <message>
      <location filename="../../desktop/session/local.py" line="255" />
      <source>That move is not possible now ({0}).</source>
      <translation>Ce coup n'est pas possible maintenant ({0}).</translation>
    </message>
    <message>
      <location filename="../../desktop/session/local.py" line="295" />
      <source>Statistics are not being saved ({0}).</source>
      <translation>Les statistiques ne sont pas enregistrées ({0}).</translation>
    </message>
    <message>
      <source>The computer player failed ({0}); it plays a random move.</source>
      <translation>Le joueur ordinateur a échoué ({0}) ; il joue un coup au hasard.</translation>
    </message>
    <message>
      <source>No hint available: {0}</source>
      <translation>Aucun conseil disponible : {0}</translation>
    </message>
    <message>
      <source>The game is closed.</source>
      <translation>La partie est fermée.</translation>
    </message>
    <message>
      <source>A computer plays this seat for now.</source>
      <translation>Un ordinateur joue cette place pour l'instant.</translation>
    </message>
    <message>
      <source>Games are not being saved: {0} can't be written ({1}).</source>
      <translation>Les parties ne sont pas enregistrées : impossible d'écrire dans {0} ({1}).</translation>
    </message>
    <message>
      <source>Games are not being saved: the disk is full ({0}).</source>
      <translation>Les parties ne sont pas enregistrées : le disque est plein ({0}).</translation>
    </message>
    <message>
      <source>Games are not being saved: Kotatsu may not write in {0}.</source>
      <translation>Les parties ne sont pas enregistrées : Kotatsu n'a pas le droit d'écrire dans {0}.</translation>
    </message>
    <message>
      <source>The tutor looks at your move…</source>
      <translation>Le tuteur regarde votre coup…</translation>
    </message>
    <message>
      <source>The tutor is still looking at your move.</source>
      <translation>Le tuteur regarde encore votre coup.</translation>
    </message>
    <message>
      <source>The position changed while the tutor was looking: play your move again.</source>
      <translation>La position a changé pendant que le tuteur regardait : rejouez votre coup.</translation>
    </message>
  </context>
  <context>
    <name>GameView</name>
    <message>
      <location filename="../../desktop/games/base.py" line="122" />
      <source>Replay</source>
      <extracomment>emitted when an end-of-game presentation (e.g. Pueblo's final lap) ends or is skipped the view's shortcuts (desktop.table.KeyMap), dispatched by keyPressEvent below; the window can show `key_help()` in a keyboard-help dialog issue 29 item 14: the names of the view's live-play controls (its action buttons, the "Keys:" line): hidden while a replay is shown, where nothing can be played (`live_controls`) issue 16 (desktop/table/announce.py): the page's announcer, the game's words (a view sets its own Speech subclass from desktop/games/&lt;game&gt;/a11y.py) and the speech keys F5-F9 issue 18: F2 opens the legend of the table's marks (desktop/table/legend.py, rows below) the live controls hidden by a replay, shown again when it ends (before the refresh that follows sets them as the position wants); connected after refresh: runs after it</extracomment>
      <translation>Replay</translation>
    </message>
    <message>
      <location filename="../../desktop/games/base.py" line="123" />
      <source>Replay: {0} to play</source>
      <translation>Replay : à {0} de jouer</translation>
    </message>
  </context>
  <context>
    <name>HandWidget</name>
    <message>
      <location filename="../../desktop/games/r_eco/widgets.py" line="48" />
      <source>Your hand</source>
      <translation>Votre main</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/widgets.py" line="57" />
      <source>{0} {1}</source>
      <translation>{0} {1}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/widgets.py" line="57" />
      <source>double</source>
      <translation>double</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/widgets.py" line="57" />
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
      <location filename="../../desktop/widgets/handover.py" line="33" />
      <source>{0}: {1}</source>
      <extracomment>at most this many moves are listed (the latest ones); the rest is counted</extracomment>
      <translation>{0} : {1}</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/handover.py" line="43" />
      <source>Since your last turn:</source>
      <translation>Depuis votre dernier tour :</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/handover.py" line="57" />
      <source>Hand-over screen</source>
      <translation>Écran de passage</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/handover.py" line="78" />
      <source>Since your last turn</source>
      <translation>Depuis votre dernier tour</translation>
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
    <message numerus="yes">
      <source>(%n earlier move(s) in the game log)</source>
      <translation>
        <numerusform>(%n coup plus ancien dans le journal de la partie)</numerusform>
        <numerusform>(%n coups plus anciens dans le journal de la partie)</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>HintReasonBar</name>
    <message>
      <location filename="../../desktop/shell/game_page.py" line="106" />
      <location filename="../../desktop/shell/game_page.py" line="107" />
      <source>Hide the hint's reason</source>
      <translation>Masquer la raison du conseil</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/game_page.py" line="110" />
      <source>Hint</source>
      <translation>Conseil</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/game_page.py" line="126" />
      <source>Hint: {0}</source>
      <translation>Conseil : {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/game_page.py" line="128" />
      <source>{0} — {1}</source>
      <translation>{0} — {1}</translation>
    </message>
  </context>
  <context>
    <name>HintWords</name>
    <message>
      <location filename="../../desktop/session/players.py" line="56" />
      <source>It is the only legal move</source>
      <extracomment>The range of the hard player's thinking time per decision (the Settings menu offers 0.5 to 5 s). The computer's pause before it plays, at most (the menu's slowest is 1.2 s).</extracomment>
      <translation>C'est le seul coup possible</translation>
    </message>
    <message>
      <location filename="../../desktop/session/players.py" line="59" />
      <source>The usual choice here (nothing to search in this phase)</source>
      <translation>Le choix habituel ici (rien à chercher dans cette phase)</translation>
    </message>
    <message numerus="yes">
      <location filename="../../desktop/session/players.py" line="63" />
      <source>About {0} at the end, over %n simulated game(s)</source>
      <translation>
        <numerusform>Environ {0} à la fin, sur %n partie simulée</numerusform>
        <numerusform>Environ {0} à la fin, sur %n parties simulées</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../desktop/session/players.py" line="64" />
      <source>About {0} at the end</source>
      <translation>Environ {0} à la fin</translation>
    </message>
    <message numerus="yes">
      <location filename="../../desktop/session/players.py" line="66" />
      <source>An estimated {0} chance to win, over %n simulated game(s)</source>
      <translation>
        <numerusform>Environ {0} de chances de gagner, sur %n partie simulée</numerusform>
        <numerusform>Environ {0} de chances de gagner, sur %n parties simulées</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../desktop/session/players.py" line="69" />
      <source>An estimated {0} chance to win, looking one reply ahead</source>
      <translation>Environ {0} de chances de gagner, en prévoyant la réponse suivante</translation>
    </message>
    <message>
      <location filename="../../desktop/session/players.py" line="71" />
      <source>An estimated {0} chance to win</source>
      <translation>Environ {0} de chances de gagner</translation>
    </message>
    <message>
      <location filename="../../desktop/session/players.py" line="73" />
      <source>{0}; next best: {1} ({2})</source>
      <translation>{0} ; deuxième choix : {1} ({2})</translation>
    </message>
    <message>
      <location filename="../../desktop/session/players.py" line="80" />
      <source>{0} X</source>
      <translation>{0} X</translation>
    </message>
    <message>
      <location filename="../../desktop/session/players.py" line="80" />
      <source>.</source>
      <comment>decimal separator</comment>
      <translation>,</translation>
    </message>
    <message>
      <location filename="../../desktop/session/players.py" line="81" />
      <source>{0}%</source>
      <translation>{0} %</translation>
    </message>
  </context>
  <context>
    <name>InvitationDialog</name>
    <message>
      <location filename="../../desktop/shell/invitation.py" line="44" />
      <location filename="../../desktop/shell/invitation.py" line="45" />
      <source>Invite players</source>
      <translation>Inviter des joueurs</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/invitation.py" line="47" />
      <source>Friends join this table from their own Kotatsu with Game ▸ Join a table…, by choosing it in the list or typing the address and the code below.</source>
      <translation>Vos amis rejoignent cette table depuis leur propre Kotatsu avec Partie ▸ Rejoindre une table…, en la choisissant dans la liste ou en tapant l'adresse et le code ci-dessous.</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/invitation.py" line="57" />
      <source>Address:</source>
      <translation>Adresse :</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/invitation.py" line="69" />
      <source>Join code:</source>
      <translation>Code d'accès :</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/invitation.py" line="71" />
      <source>Over the internet, friends can join only if this computer's port {0} can be reached from outside (port forwarding on your router, or a VPN). Kotatsu has no server of its own in between.</source>
      <translation>Par Internet, vos amis ne peuvent vous rejoindre que si le port {0} de cet ordinateur est joignable de l'extérieur (redirection de port sur votre box, ou un VPN). Kotatsu n'a pas de serveur à lui entre vous.</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/invitation.py" line="77" />
      <source>&amp;Copy</source>
      <translation>&amp;Copier</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/invitation.py" line="78" />
      <source>Copies the address and the code, to send them to your friends.</source>
      <translation>Copie l'adresse et le code, pour les envoyer à vos amis.</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/invitation.py" line="90" />
      <source>Join my Kotatsu table: address {0}, code {1}</source>
      <translation>Rejoins ma table Kotatsu : adresse {0}, code {1}</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/invitation.py" line="95" />
      <source>Copied.</source>
      <translation>Copié.</translation>
    </message>
  </context>
  <context>
    <name>JoinDialog</name>
    <message>
      <location filename="../../desktop/shell/invitation.py" line="104" />
      <location filename="../../desktop/shell/invitation.py" line="105" />
      <source>Join a table</source>
      <translation>Rejoindre une table</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/invitation.py" line="107" />
      <source>&amp;Tables on this network:</source>
      <translation>&amp;Tables sur ce réseau :</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/invitation.py" line="109" />
      <source>Tables on this network</source>
      <translation>Tables sur ce réseau</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/invitation.py" line="111" />
      <source>No table announced on this network yet. You can type its address.</source>
      <translation>Aucune table annoncée sur ce réseau pour l'instant. Vous pouvez taper son adresse.</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/invitation.py" line="118" />
      <source>e.g. 192.168.1.20:41234</source>
      <translation>p. ex. 192.168.1.20:41234</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/invitation.py" line="119" />
      <source>Address of the table</source>
      <translation>Adresse de la table</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/invitation.py" line="121" />
      <source>&amp;Address:</source>
      <translation>&amp;Adresse :</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/invitation.py" line="123" />
      <source>Join code</source>
      <translation>Code d'accès</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/invitation.py" line="125" />
      <source>&amp;Code:</source>
      <translation>&amp;Code :</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/invitation.py" line="126" />
      <source>You</source>
      <translation>Vous</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/invitation.py" line="127" />
      <source>Your name</source>
      <translation>Votre nom</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/invitation.py" line="129" />
      <source>Your &amp;name:</source>
      <translation>Votre &amp;nom :</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/invitation.py" line="135" />
      <source>&amp;Join</source>
      <translation>&amp;Rejoindre</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/invitation.py" line="163" />
      <source>The address is not one Kotatsu can use: type it as host:port.</source>
      <translation>Kotatsu ne peut pas utiliser cette adresse : tapez-la sous la forme hôte:port.</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/invitation.py" line="166" />
      <source>Type the join code the host's invitation shows (6 letters and digits).</source>
      <translation>Tapez le code d'accès que montre l'invitation de l'hôte (6 lettres et chiffres).</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/invitation.py" line="169" />
      <source>Type your name, as the others will see it.</source>
      <translation>Tapez votre nom, tel que les autres le verront.</translation>
    </message>
  </context>
  <context>
    <name>Joining</name>
    <message>
      <location filename="../../desktop/shell/remote_join.py" line="79" />
      <source>The host's table can't be played here: {0}.</source>
      <translation>La table de l'hôte ne peut pas être jouée ici : {0}.</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/remote_join.py" line="89" />
      <source>The host refused: {0}</source>
      <translation>L'hôte a refusé : {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/remote_join.py" line="97" />
      <source>The host sent no table that can be shown. {0}</source>
      <translation>L'hôte n'a envoyé aucune table qui puisse être affichée. {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/remote_join.py" line="99" />
      <source>The host can't be reached. Check the address and that the host's Kotatsu is open and reachable from this computer.</source>
      <translation>L'hôte est injoignable. Vérifiez l'adresse, et que le Kotatsu de l'hôte est ouvert et joignable depuis cet ordinateur.</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/remote_join.py" line="136" />
      <source>Join a table</source>
      <translation>Rejoindre une table</translation>
    </message>
  </context>
  <context>
    <name>JoiningDialog</name>
    <message>
      <location filename="../../desktop/shell/remote_join.py" line="27" />
      <source>Joining a table</source>
      <extracomment>failed connection attempts (each with the client's growing delay) before giving up</extracomment>
      <translation>Rejoindre une table</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/remote_join.py" line="29" />
      <source>Joining the table at {0}…</source>
      <translation>Connexion à la table de {0}…</translation>
    </message>
  </context>
  <context>
    <name>KeysDialog</name>
    <message>
      <location filename="../../desktop/shell/dialogs.py" line="200" />
      <location filename="../../desktop/shell/dialogs.py" line="201" />
      <location filename="../../desktop/shell/dialogs.py" line="206" />
      <source>Keys</source>
      <translation>Touches</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/dialogs.py" line="205" />
      <source>Key</source>
      <translation>Touche</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/dialogs.py" line="205" />
      <source>What it does</source>
      <translation>Ce qu’elle fait</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/dialogs.py" line="208" />
      <source>At the table of {0}</source>
      <translation>À la table de {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/dialogs.py" line="209" />
      <source>Everywhere in the window</source>
      <translation>Partout dans la fenêtre</translation>
    </message>
  </context>
  <context>
    <name>LearnButton</name>
    <message>
      <location filename="../../desktop/tutorial/library.py" line="16" />
      <source>Learn to play</source>
      <translation>Apprendre à jouer</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/library.py" line="19" />
      <source>Learn to play {0}: a guided first game</source>
      <translation>Apprendre à jouer à {0} : une première partie guidée</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/library.py" line="20" />
      <source>A guided first game of {0} against the computer, with a coach</source>
      <translation>Une première partie guidée de {0} contre l'ordinateur, avec un coach</translation>
    </message>
  </context>
  <context>
    <name>LeaveGame</name>
    <message>
      <location filename="../../desktop/shell/dialogs.py" line="46" />
      <source>Leave the game?</source>
      <extracomment>re-exported, imported on first use (issue 28: the statistics' plots import pyqtgraph): RULESART's module since issue 18, REPLAY's (issue 17: plots, Watch)</extracomment>
      <translation>Quitter la partie ?</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/dialogs.py" line="47" />
      <source>The game of {0} is not finished.</source>
      <translation>La partie de {0} n'est pas terminée.</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/dialogs.py" line="48" />
      <source>Keep it to resume later, or abandon it for good?</source>
      <translation>La garder pour la reprendre plus tard, ou l'abandonner pour de bon ?</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/dialogs.py" line="50" />
      <source>&amp;Keep for later</source>
      <translation>&amp;Garder pour plus tard</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/dialogs.py" line="52" />
      <source>&amp;Abandon</source>
      <translation>&amp;Abandonner</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/dialogs.py" line="54" />
      <source>&amp;Go back to the game</source>
      <translation>&amp;Revenir à la partie</translation>
    </message>
  </context>
  <context>
    <name>Lesson</name>
    <message>
      <location filename="../../desktop/tutorial/lesson.py" line="90" />
      <source>{0} — total {1}</source>
      <extracomment>rules of the game's rules file this step teaches (headings, for the report and tests) the rules (headings of shared/rules/&lt;game&gt;.md) the steps teach between them</extracomment>
      <translation>{0} — total {1}</translation>
    </message>
  </context>
  <context>
    <name>Library</name>
    <message>
      <location filename="../../desktop/shell/library.py" line="191" />
      <source>Game library</source>
      <translation>Ludothèque</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/library.py" line="193" />
      <source>Kotatsu</source>
      <translation>Kotatsu</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/library.py" line="198" />
      <source>Five tabletop games around one screen. Choose a game.</source>
      <translation>Cinq jeux de société autour d'un seul écran. Choisissez un jeu.</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="59" />
      <location filename="../../desktop/shell/main_window.py" line="308" />
      <source>Kotatsu</source>
      <extracomment>imported when first used, not at start-up (issue 28: a game, the plots' pyqtgraph); reached from here too</extracomment>
      <translation>Kotatsu</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="81" />
      <location filename="../../desktop/shell/main_window.py" line="310" />
      <source>Choose a game to play.</source>
      <translation>Choisissez un jeu.</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="106" />
      <source>&amp;Game</source>
      <translation>&amp;Partie</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="107" />
      <source>&amp;New game…</source>
      <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="108" />
      <source>&amp;Open…</source>
      <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="109" />
      <source>&amp;Save</source>
      <translation>&amp;Enregistrer</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="110" />
      <source>Save &amp;as…</source>
      <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="111" />
      <source>&amp;Resume an unfinished game…</source>
      <translation>&amp;Reprendre une partie inachevée…</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="112" />
      <source>&amp;Join a table…</source>
      <translation>Re&amp;joindre une table…</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="113" />
      <source>&amp;Invite players…</source>
      <translation>&amp;Inviter des joueurs…</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="114" />
      <source>Players a&amp;way…</source>
      <translation>Joueurs a&amp;bsents…</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="115" />
      <source>S&amp;tatistics…</source>
      <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="116" />
      <source>&amp;Library</source>
      <translation>&amp;Ludothèque</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="117" />
      <source>&amp;Quit</source>
      <translation>&amp;Quitter</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="122" />
      <source>&amp;Edit</source>
      <translation>É&amp;dition</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="123" />
      <source>&amp;Undo</source>
      <translation>&amp;Annuler</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="124" />
      <source>&amp;Redo</source>
      <translation>&amp;Rétablir</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="125" />
      <source>&amp;Hint</source>
      <translation>&amp;Conseil</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="131" />
      <source>&amp;Rules</source>
      <translation>&amp;Règles</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="132" />
      <source>Rules of this game</source>
      <translation>Règles de ce jeu</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="137" />
      <source>What the marks on this table mean</source>
      <translation>Ce que signifient les marques de cette table</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="143" />
      <source>&amp;Settings</source>
      <translation>&amp;Options</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="144" />
      <source>&amp;Language</source>
      <translation>&amp;Langue</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="153" />
      <source>&amp;Computer speed</source>
      <translation>&amp;Vitesse de l'ordinateur</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="154" />
      <source>Instant</source>
      <translation>Instantanée</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="154" />
      <source>Quick</source>
      <translation>Rapide</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="154" />
      <source>Normal</source>
      <translation>Normale</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="154" />
      <source>Slow</source>
      <translation>Lente</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="161" />
      <source>&amp;Hard computer's thinking time</source>
      <translation>&amp;Temps de réflexion de l'ordinateur difficile</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="164" />
      <source>{0} s</source>
      <translation>{0} s</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="170" />
      <source>&amp;Full screen</source>
      <translation>&amp;Plein écran</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="176" />
      <source>&amp;Help</source>
      <translation>&amp;Aide</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="177" />
      <source>&amp;Keys…</source>
      <translation>&amp;Touches…</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="181" />
      <source>&amp;About Kotatsu</source>
      <translation>À &amp;propos de Kotatsu</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="260" />
      <source>Friends can't join</source>
      <translation>Vos amis ne peuvent pas rejoindre</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="261" />
      <source>Kotatsu could not open a port for the players on other computers.</source>
      <translation>Kotatsu n'a pas pu ouvrir de port pour les joueurs sur d'autres ordinateurs.</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="288" />
      <source>{0} — Kotatsu</source>
      <translation>{0} — Kotatsu</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="321" />
      <source>The game is over.</source>
      <translation>La partie est terminée.</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="323" />
      <source>{0}, it's your turn.</source>
      <translation>{0}, c'est votre tour.</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="325" />
      <source>Waiting for the computer players…</source>
      <translation>En attente des joueurs ordinateur…</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics_results.py" line="58" />
      <source>{0}: a new personal best ({1})!</source>
      <translation>{0} : nouveau record personnel ({1}) !</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics_results.py" line="65" />
      <source>Your last scores: {0}</source>
      <translation>Vos derniers scores : {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics_results.py" line="67" />
      <source>Statistics could not be saved: {0}</source>
      <translation>Impossible d'enregistrer les statistiques : {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="369" />
      <source>Nothing to undo: a card was revealed, dice were rolled or another player has moved since.</source>
      <translation>Rien à annuler : une carte a été révélée, des dés ont été lancés ou un autre joueur a joué depuis.</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="385" />
      <source>Hint: {0}</source>
      <translation>Conseil : {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="438" />
      <source>&lt;h3&gt;Kotatsu&lt;/h3&gt;&lt;p&gt;Tabletop games at one computer: {0}. Hot-seat play and computer opponents. All pictures are drawn by the program.&lt;/p&gt;</source>
      <translation>&lt;h3&gt;Kotatsu&lt;/h3&gt;&lt;p&gt;Des jeux de société sur un seul ordinateur : {0}. Parties à plusieurs sur le même écran et adversaires joués par l'ordinateur. Toutes les images sont dessinées par le programme.&lt;/p&gt;</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="382" />
      <source>Thinking about a hint…</source>
      <translation>Recherche d'un conseil…</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/main_window.py" line="437" />
      <source>About Kotatsu</source>
      <translation>À propos de Kotatsu</translation>
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
    <message numerus="yes">
      <source>{0}: personal best {1}, over %n finished game(s).</source>
      <translation>
        <numerusform>{0} : record personnel {1}, sur %n partie terminée.</numerusform>
        <numerusform>{0} : record personnel {1}, sur %n parties terminées.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>MapCanvas</name>
    <message>
      <location filename="../../desktop/games/rolling_japan/widgets.py" line="197" />
      <source>Map of Japan, sheet: {0}, {1} of 47 prefectures filled</source>
      <extracomment>both dice are resolved and the roll waits for Enter (set by the view): Enter on a box passes on</extracomment>
      <translation>Carte du Japon, feuille de {0} : {1} préfectures remplies sur 47</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/widgets.py" line="199" />
      <source>Selected: {0}, write {1}</source>
      <translation>Sélection : {0}, écrire {1}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/widgets.py" line="305" />
      <source>sea link (neighbours)</source>
      <translation>liaison maritime (voisines)</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/widgets.py" line="306" />
      <source>land border (neighbours)</source>
      <translation>frontière terrestre (voisines)</translation>
    </message>
  </context>
  <context>
    <name>MiniSheet</name>
    <message>
      <location filename="../../desktop/games/rolling_japan/panels.py" line="167" />
      <source>{0}: sheet, {1} filled, {2} X. {3}</source>
      <translation>{0} : feuille, {1} remplies, {2} X. {3}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/panels.py" line="204" />
      <source>{0} X</source>
      <translation>{0} X</translation>
    </message>
  </context>
  <context>
    <name>NetworkHost</name>
    <message>
      <location filename="../../desktop/network/headless.py" line="116" />
      <source>The game is over.</source>
      <translation>La partie est terminée.</translation>
    </message>
    <message>
      <source>This is not a Kotatsu player.</source>
      <translation>Ce n'est pas un joueur Kotatsu.</translation>
    </message>
    <message>
      <source>Your seat was taken up on another connection.</source>
      <translation>Votre place a été reprise par une autre connexion.</translation>
    </message>
    <message>
      <source>The host closed the table.</source>
      <translation>L'hôte a fermé la table.</translation>
    </message>
    <message>
      <source>A line was too long.</source>
      <translation>Une ligne était trop longue.</translation>
    </message>
    <message>
      <source>Too many messages.</source>
      <translation>Trop de messages.</translation>
    </message>
    <message>
      <source>This table is full.</source>
      <translation>Cette table est complète.</translation>
    </message>
    <message>
      <source>No hello was said in time.</source>
      <translation>Aucun bonjour n'est arrivé à temps.</translation>
    </message>
    <message>
      <source>This table speaks another version of Kotatsu's network protocol ({0}, yours {1}): update Kotatsu on both computers.</source>
      <translation>Cette table parle une autre version du protocole réseau de Kotatsu ({0}, la vôtre {1}) : mettez Kotatsu à jour sur les deux ordinateurs.</translation>
    </message>
    <message>
      <source>The connection was silent for too long.</source>
      <translation>La connexion est restée muette trop longtemps.</translation>
    </message>
    <message>
      <source>The join code is not right: check it with the host.</source>
      <translation>Le code d'accès n'est pas le bon : vérifiez-le avec l'hôte.</translation>
    </message>
    <message>
      <source>A line was not finished in time.</source>
      <translation>Une ligne n'a pas été terminée à temps.</translation>
    </message>
    <message>
      <source>A message could not be read ({0}).</source>
      <translation>Un message n'a pas pu être lu ({0}).</translation>
    </message>
    <message>
      <source>That answered an earlier position: look again at the table.</source>
      <translation>Cela répondait à une position précédente : regardez de nouveau la table.</translation>
    </message>
    <message>
      <source>It is not your turn.</source>
      <translation>Ce n'est pas votre tour.</translation>
    </message>
    <message>
      <source>You can only take back your own last move, before anybody else moves.</source>
      <translation>Vous ne pouvez reprendre que votre propre dernier coup, avant que quelqu'un d'autre ne joue.</translation>
    </message>
    <message>
      <source>That is not a move of this game.</source>
      <translation>Ce n'est pas un coup de ce jeu.</translation>
    </message>
    <message>
      <source>Chat: one line at a time, please.</source>
      <translation>Discussion : une ligne à la fois, s'il vous plaît.</translation>
    </message>
    <message>
      <source>There is nothing for you to decide now.</source>
      <translation>Vous n'avez rien à décider maintenant.</translation>
    </message>
    <message>
      <source>No hint available.</source>
      <translation>Aucun conseil disponible.</translation>
    </message>
    <message>
      <source>Unknown message.</source>
      <translation>Message inconnu.</translation>
    </message>
  </context>
  <context>
    <name>NetworkTables</name>
    <message>
      <location filename="../../desktop/shell/network_tables.py" line="103" />
      <source>Friends can't join this table: {0}</source>
      <translation>Vos amis ne peuvent pas rejoindre cette table : {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/network_tables.py" line="169" />
      <source>{0} ({1})</source>
      <translation>{0} ({1})</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/network_tables.py" line="172" />
      <source>Waiting for {0}. Game ▸ Players away… lets a computer play for them.</source>
      <translation>En attente de {0}. Partie ▸ Joueurs absents… permet à un ordinateur de jouer à leur place.</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/network_tables.py" line="200" />
      <source>Waiting for {0}…</source>
      <translation>En attente de {0}…</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/network_tables.py" line="215" />
      <source>Leave the table?</source>
      <translation>Quitter la table ?</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/network_tables.py" line="216" />
      <source>The game of {0} is not finished.</source>
      <translation>La partie de {0} n'est pas terminée.</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/network_tables.py" line="217" />
      <source>It goes on at its host without you; the host can let a computer play your seat.</source>
      <translation>Elle continue chez son hôte sans vous ; l'hôte peut faire jouer votre place par un ordinateur.</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/network_tables.py" line="219" />
      <source>&amp;Leave the table</source>
      <translation>&amp;Quitter la table</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/network_tables.py" line="220" />
      <source>&amp;Go back to the game</source>
      <translation>&amp;Revenir à la partie</translation>
    </message>
    <message>
      <source>here</source>
      <translation>ici</translation>
    </message>
    <message>
      <source>connected</source>
      <translation>connecté</translation>
    </message>
    <message>
      <source>not joined yet</source>
      <translation>pas encore arrivé</translation>
    </message>
    <message>
      <source>disconnected</source>
      <translation>déconnecté</translation>
    </message>
  </context>
  <context>
    <name>NewGameDialog</name>
    <message>
      <location filename="../../desktop/shell/newgame.py" line="56" />
      <source>New game of {0}</source>
      <extracomment>the human seats the tutor watches (issue 26: a question before a blunder)</extracomment>
      <translation>Nouvelle partie de {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/newgame.py" line="57" />
      <source>New game</source>
      <translation>Nouvelle partie</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/newgame.py" line="63" />
      <source>Number of players</source>
      <translation>Nombre de joueurs</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/newgame.py" line="66" />
      <source>&amp;Players:</source>
      <translation>&amp;Joueurs :</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/newgame.py" line="69" />
      <source>Seats</source>
      <translation>Places</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/newgame.py" line="71" />
      <source>Name</source>
      <translation>Nom</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/newgame.py" line="71" />
      <source>Played by</source>
      <translation>Joué par</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/newgame.py" line="71" />
      <source>Level</source>
      <translation>Niveau</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/newgame.py" line="74" />
      <source>Tutor</source>
      <translation>Tuteur</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/newgame.py" line="79" />
      <source>Seat {0}</source>
      <translation>Place {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/newgame.py" line="82" />
      <source>Name of seat {0}</source>
      <translation>Nom de la place {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/newgame.py" line="83" />
      <source>You</source>
      <translation>Vous</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/newgame.py" line="83" />
      <source>Computer {0}</source>
      <translation>Ordinateur {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/newgame.py" line="89" />
      <source>Human</source>
      <translation>Humain</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/newgame.py" line="90" />
      <source>Computer</source>
      <translation>Ordinateur</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/newgame.py" line="92" />
      <source>On another computer</source>
      <translation>Sur un autre ordinateur</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/newgame.py" line="93" />
      <source>Seat {0} played by</source>
      <translation>Place {0} jouée par</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/newgame.py" line="98" />
      <source>Seat {0} computer level</source>
      <translation>Place {0} : niveau de l'ordinateur</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/newgame.py" line="106" />
      <source>Seat {0}: tutor (a question before a blunder)</source>
      <translation>Place {0} : tuteur (une question avant une gaffe)</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/newgame.py" line="107" />
      <source>Before a move the hard computer judges a blunder, ask whether to play it anyway</source>
      <translation>Avant un coup que l'ordinateur difficile juge être une gaffe, demander s'il faut le jouer quand même</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/newgame.py" line="122" />
      <source>Rules options</source>
      <translation>Options de règles</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/newgame.py" line="146" />
      <source>{0}:</source>
      <translation>{0} :</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/newgame.py" line="156" />
      <source>random</source>
      <translation>aléatoire</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/newgame.py" line="158" />
      <source>Seed</source>
      <translation>Graine</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/newgame.py" line="159" />
      <source>The same seed and options give the same shuffles and rolls.</source>
      <translation>La même graine et les mêmes options donnent les mêmes mélanges et les mêmes lancers.</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/newgame.py" line="160" />
      <source>Today's seed</source>
      <translation>Graine du jour</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/newgame.py" line="161" />
      <source>Everyone who plays today's seed gets the same game.</source>
      <translation>Tous ceux qui jouent la graine du jour ont la même partie.</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/newgame.py" line="163" />
      <source>&amp;Seed:</source>
      <translation>&amp;Graine :</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/newgame.py" line="170" />
      <source>Start</source>
      <translation>Commencer</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/newgame.py" line="221" />
      <source>Player {0}</source>
      <translation>Joueur {0}</translation>
    </message>
  </context>
  <context>
    <name>NoticeBanner</name>
    <message>
      <location filename="../../desktop/widgets/notice.py" line="17" />
      <source>Notice</source>
      <translation>Avis</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/notice.py" line="24" />
      <source>Warning</source>
      <translation>Attention</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/notice.py" line="30" />
      <source>Hide</source>
      <translation>Masquer</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/notice.py" line="31" />
      <source>Hide this notice (it comes back if the problem happens again).</source>
      <translation>Masquer cet avis (il revient si le problème se reproduit).</translation>
    </message>
  </context>
  <context>
    <name>PlayButton</name>
    <message>
      <location filename="../../desktop/shell/library.py" line="177" />
      <source>New game</source>
      <translation>Nouvelle partie</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/library.py" line="181" />
      <source>New game of {0}</source>
      <translation>Nouvelle partie de {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/library.py" line="182" />
      <source>Choose the players and start a game of {0}</source>
      <translation>Choisir les joueurs et commencer une partie de {0}</translation>
    </message>
  </context>
  <context>
    <name>PlayerBadge</name>
    <message numerus="yes">
      <location filename="../../desktop/games/r_eco/badges.py" line="261" />
      <source>%n pt(s)</source>
      <translation>
        <numerusform>%n pt</numerusform>
        <numerusform>%n pts</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/badges.py" line="271" />
      <source>counts</source>
      <translation>comptent</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/badges.py" line="271" />
      <source>lone, worth 0</source>
      <translation>seule, vaut 0</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/badges.py" line="273" />
      <source>{0}: {1} points</source>
      <translation>{0} : {1} points</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/badges.py" line="274" />
      <source>{0} cards in hand, {1} dumped; rewards: {2}</source>
      <translation>{0} cartes en main, {1} jetées ; récompenses : {2}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/badges.py" line="275" />
      <source>none</source>
      <translation>aucune</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/badges.py" line="279" />
      <source>Includes the clean-environment bonus (+{0}), kept only if this player never dumps.</source>
      <translation>Comprend le bonus d'environnement propre (+{0}), gardé seulement si ce joueur ne jette jamais de carte.</translation>
    </message>
    <message>
      <source>clean</source>
      <translation>propre</translation>
    </message>
    <message>
      <source>clean: +{0} bonus in score</source>
      <translation>propre : bonus +{0} compté</translation>
    </message>
    <message>
      <source>clean: +{0} bonus</source>
      <translation>propre : bonus +{0}</translation>
    </message>
    <message>
      <source>+{0} bonus</source>
      <translation>bonus +{0}</translation>
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
      <location filename="../../desktop/shell/game_page.py" line="35" />
      <source>Players</source>
      <translation>Joueurs</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/game_page.py" line="67" />
      <source>on another computer</source>
      <extracomment>True while the game's view presents the end of the game (set by GamePage)</extracomment>
      <translation>sur un autre ordinateur</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/game_page.py" line="69" />
      <source>human</source>
      <translation>humain</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/game_page.py" line="69" />
      <source>computer, {0}</source>
      <translation>ordinateur, {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/game_page.py" line="80" />
      <location filename="../../desktop/shell/game_page.py" line="82" />
      <source>thinking…</source>
      <translation>réfléchit…</translation>
    </message>
  </context>
  <context>
    <name>PlayersTab</name>
    <message>
      <location filename="../../desktop/shell/statistics_players.py" line="34" />
      <source>The same person under two names? Choose one name, then the player it belongs to: their games, wins and personal bests count together.</source>
      <translation>La même personne sous deux noms ? Choisissez un nom, puis le joueur auquel il appartient : ses parties, ses victoires et ses records comptent ensemble.</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics_players.py" line="40" />
      <source>Players</source>
      <translation>Joueurs</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics_players.py" line="42" />
      <source>Player</source>
      <translation>Joueur</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics_players.py" line="42" />
      <source>Also played as</source>
      <translation>A aussi joué sous le nom</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics_players.py" line="42" />
      <source>Games</source>
      <translation>Parties</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics_players.py" line="42" />
      <source>Won</source>
      <translation>Gagnées</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics_players.py" line="49" />
      <source>&amp;Same player as:</source>
      <translation>&amp;Même joueur que :</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics_players.py" line="52" />
      <source>The player the chosen name belongs to</source>
      <translation>Le joueur auquel appartient le nom choisi</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics_players.py" line="57" />
      <source>&amp;Join</source>
      <translation>&amp;Réunir</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics_players.py" line="58" />
      <source>Count the chosen name as the same player</source>
      <translation>Compter le nom choisi comme le même joueur</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics_players.py" line="61" />
      <source>Se&amp;parate names</source>
      <translation>Sé&amp;parer les noms</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics_players.py" line="62" />
      <source>Count each name of the chosen player on its own again</source>
      <translation>Compter de nouveau chaque nom du joueur choisi à part</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics_players.py" line="86" />
      <source>No finished game with a human player yet.</source>
      <translation>Aucune partie terminée avec un joueur humain pour l'instant.</translation>
    </message>
  </context>
  <context>
    <name>PrefectureBox</name>
    <message>
      <location filename="../../desktop/games/rolling_japan/widgets.py" line="72" />
      <source>{0}, {1} zone</source>
      <extracomment>names smaller than this (px) are left to the tooltip and the accessible name</extracomment>
      <translation>{0}, zone {1}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/widgets.py" line="74" />
      <source>{0} pencilled in</source>
      <translation>{0} au crayon</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/widgets.py" line="76" />
      <source>holds {0}</source>
      <translation>contient {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/widgets.py" line="78" />
      <source>empty: write {0} here</source>
      <translation>vide : écrire {0} ici</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/widgets.py" line="80" />
      <source>empty</source>
      <translation>vide</translation>
    </message>
  </context>
  <context>
    <name>PuebloLesson</name>
    <message>
      <location filename="../../desktop/tutorial/pueblo.py" line="37" />
      <source>You have {0} penalty points, the computer {1}. The fewest penalty points win.</source>
      <translation>Vous avez {0} points de pénalité, l'ordinateur {1}. Le moins de points de pénalité gagne.</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/pueblo.py" line="40" />
      <source>(The game is not over yet: these are the points now.)</source>
      <translation>(La partie n'est pas finie : voici les points actuels.)</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/pueblo.py" line="47" />
      <source>Welcome to Pueblo! You and the computer build one pueblo together on this 8 x 8 area, as high as you like. The chieftain walks the 36 spaces of the track around it and penalises every player whose colour he sees. Fewest penalty points wins. Press Next (F3).</source>
      <translation>Bienvenue dans Pueblo ! L'ordinateur et vous construisez ensemble un seul pueblo sur cette aire de 8 x 8, aussi haut que vous voulez. Le chef parcourt les 36 cases de la piste qui l'entoure et pénalise chaque joueur dont il voit la couleur. Le moins de points de pénalité gagne. Appuyez sur Suivant (F3).</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/pueblo.py" line="51" />
      <source>Every block is 4 cubes: an L of three with a fourth on one end; it turns in 12 ways, some stepped over two levels. With two players you have 8 blocks of your colour and 7 neutral (beige) ones. Every cube of a block must rest on the ground or on a cube: nothing hangs over empty space. Press Next (F3).</source>
      <translation>Chaque bloc fait 4 cubes : un L de trois avec un quatrième sur un bout ; il se tourne de 12 façons, certaines en escalier sur deux niveaux. À deux joueurs vous avez 8 blocs de votre couleur et 7 neutres (beiges). Chaque cube d'un bloc doit reposer sur le sol ou sur un cube : rien ne pend dans le vide. Appuyez sur Suivant (F3).</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/pueblo.py" line="56" />
      <source>Your first block is your single block of your own colour. The board shows it at the cursor: press Enter to place it there (the arrows move it, R turns it).</source>
      <translation>Votre premier bloc est votre bloc seul de votre couleur. Le plateau le montre au curseur : appuyez sur Entrée pour le poser là (les flèches le déplacent, R le tourne).</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/pueblo.py" line="59" />
      <source>Not yet: place your own-colour block (press Enter).</source>
      <translation>Pas encore : posez votre bloc de votre couleur (appuyez sur Entrée).</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/pueblo.py" line="61" />
      <source>Then the chieftain must walk 1 to 4 spaces clockwise and inspect the pueblo from there. Press 2 to move him 2 spaces.</source>
      <translation>Ensuite le chef doit avancer de 1 à 4 cases dans le sens horaire et inspecter le pueblo de là. Appuyez sur 2 pour l'avancer de 2 cases.</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/pueblo.py" line="64" />
      <source>Not yet: move the chieftain 2 spaces (press 2).</source>
      <translation>Pas encore : avancez le chef de 2 cases (appuyez sur 2).</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/pueblo.py" line="65" />
      <source>From a side space he looks along one line: at each level the first cube he sees costs its owner the level's number (1 on the ground, 2 above…). From a corner he looks down on a quarter: each top cube of a player's colour costs 1. Neutral cubes never cost anything: hide your colour behind them. Press Next (F3).</source>
      <translation>Depuis une case de côté, il regarde le long d'une ligne : à chaque niveau, le premier cube qu'il voit coûte à son propriétaire le numéro du niveau (1 au sol, 2 au-dessus…). Depuis un coin, il regarde un quart d'en haut : chaque cube du dessus de la couleur d'un joueur coûte 1. Les cubes neutres ne coûtent jamais rien : cachez votre couleur derrière eux. Appuyez sur Suivant (F3).</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/pueblo.py" line="70" />
      <source>After the single block you open a pair (one of yours, one neutral): play either first (B picks the other), the other on your next turn. After the last block the chieftain walks one full lap, inspecting at all 36 spaces. Sacred sites, turn auctions and dismantling are advanced options of a new game, off here. Press Next (F3).</source>
      <translation>Après le bloc seul, vous ouvrez une paire (un des vôtres, un neutre) : jouez l'un ou l'autre d'abord (B prend l'autre), le second à votre tour suivant. Après le dernier bloc, le chef fait un tour complet en inspectant les 36 cases. Les sites sacrés, les enchères de tour et le démontage sont des options avancées d'une nouvelle partie, désactivées ici. Appuyez sur Suivant (F3).</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/pueblo.py" line="75" />
      <source>Play on to the end of the game. Press Enter to place the block where the board shows it (if it can't go there, R turns it, B takes the other block, the arrows → ↓ ← ↑ move it), then 1, 2, 3 or 4 to move the chieftain. The coach waits here until the game is over.</source>
      <translation>Jouez jusqu'à la fin de la partie. Appuyez sur Entrée pour poser le bloc où le plateau le montre (s'il ne peut pas aller là, R le tourne, B prend l'autre bloc, les flèches → ↓ ← ↑ le déplacent), puis sur 1, 2, 3 ou 4 pour avancer le chef. Le coach attend ici la fin de la partie.</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/pueblo.py" line="80" />
      <source>You know every rule of Pueblo now. Press Finish to go back to the library, where New game sets up a real game (with the advanced options if you like).</source>
      <translation>Vous connaissez maintenant toutes les règles de Pueblo. Appuyez sur Terminer pour revenir à la bibliothèque, où Nouvelle partie prépare une vraie partie (avec les options avancées si vous voulez).</translation>
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
      <location filename="../../desktop/games/pueblo/view.py" line="58" />
      <source>Pueblo</source>
      <extracomment>issue 29 item 14: hidden in a replay (the side panel's place, bid, pass and set-aside, its key line) the final-lap animation ended or was skipped (the results can be shown now) lines for the game log after the moves (the final lap's inspections; desktop.widgets.log)</extracomment>
      <translation>Pueblo</translation>
    </message>
    <message>
      <location filename="../../desktop/games/pueblo/view.py" line="92" />
      <source>Board notice</source>
      <translation>Avis sur le plateau</translation>
    </message>
    <message>
      <location filename="../../desktop/games/pueblo/view.py" line="151" />
      <source>OpenGL could not be started on this display: showing the flat board.</source>
      <translation>OpenGL n'a pas pu démarrer sur cet écran : affichage du plateau à plat.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/pueblo/view.py" line="186" />
      <source>Seat %1</source>
      <translation>Place %1</translation>
    </message>
    <message>
      <location filename="../../desktop/games/pueblo/view.py" line="281" />
      <source>The game is over.</source>
      <translation>La partie est terminée.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/pueblo/view.py" line="285" />
      <source>%1 is thinking…</source>
      <translation>%1 réfléchit…</translation>
    </message>
    <message>
      <location filename="../../desktop/games/pueblo/view.py" line="287" />
      <source>%1: place a block</source>
      <translation>%1 : posez un bloc</translation>
    </message>
    <message>
      <location filename="../../desktop/games/pueblo/view.py" line="287" />
      <source>%1: move the chieftain 1–4 spaces</source>
      <translation>%1 : avancez le chef de 1 à 4 cases</translation>
    </message>
    <message>
      <location filename="../../desktop/games/pueblo/view.py" line="288" />
      <source>%1: lay a sacred site</source>
      <translation>%1 : placez un site sacré</translation>
    </message>
    <message>
      <location filename="../../desktop/games/pueblo/view.py" line="288" />
      <source>%1: bid or pass</source>
      <translation>%1 : enchérissez ou passez</translation>
    </message>
    <message>
      <location filename="../../desktop/games/pueblo/view.py" line="289" />
      <source>%1: remove a block</source>
      <translation>%1 : retirez un bloc</translation>
    </message>
    <message>
      <location filename="../../desktop/games/pueblo/view.py" line="407" />
      <source>Final lap done.</source>
      <translation>Tour final terminé.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/pueblo/view.py" line="409" />
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
      <source>No block to move now.</source>
      <translation>Aucun bloc à déplacer pour l’instant.</translation>
    </message>
    <message>
      <source>This is a replay: nothing to move.</source>
      <translation>C’est une relecture : rien à déplacer.</translation>
    </message>
    <message>
      <source>Not your turn: no block to move.</source>
      <translation>Ce n’est pas votre tour : aucun bloc à déplacer.</translation>
    </message>
    <message>
      <source>The block is placed: move the chieftain with 1 to 4.</source>
      <translation>Le bloc est posé : déplacez le chef avec 1 à 4.</translation>
    </message>
    <message>
      <source>Bid or pass first (the arrows move no block now).</source>
      <translation>Enchérissez ou passez d’abord (les flèches ne déplacent aucun bloc maintenant).</translation>
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
      <source>follow the chieftain</source>
      <translation>suivre le chef</translation>
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
      <source>east</source>
      <translation>vers l’est</translation>
    </message>
    <message>
      <source>west</source>
      <translation>vers l’ouest</translation>
    </message>
    <message>
      <source>north</source>
      <translation>vers le nord</translation>
    </message>
    <message>
      <source>south</source>
      <translation>vers le sud</translation>
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
      <source>The block is at the edge of the board: it can't go further %1.</source>
      <translation>Le bloc est au bord du plateau : il ne peut pas aller plus loin %1.</translation>
    </message>
    <message>
      <source>No room for this block further %1 (R turns it, B takes the other block).</source>
      <translation>Pas de place pour ce bloc plus loin %1 (R le tourne, B prend l’autre bloc).</translation>
    </message>
    <message>
      <source>The heatmap shows on your turn to place a block.</source>
      <translation>La carte des pénalités s’affiche quand vous posez un bloc.</translation>
    </message>
    <message>
      <source>No cell can take this block.</source>
      <translation>Aucune case ne peut recevoir ce bloc.</translation>
    </message>
    <message>
      <source>No penalty yet: wherever this block goes, a chieftain move costs you nothing.</source>
      <translation>Pas encore de pénalité : où que ce bloc aille, un déplacement du chef ne vous coûte rien.</translation>
    </message>
    <message>
      <source>Final lap total: %1</source>
      <translation>Total du dernier tour : %1</translation>
    </message>
    <message>
      <source>Final lap, space %1: %2</source>
      <translation>Dernier tour, case %1 : %2</translation>
    </message>
    <message>
      <source>Whose turn</source>
      <translation>À qui le tour</translation>
    </message>
    <message>
      <source>Notice</source>
      <translation>Avis</translation>
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
      <source>Follow the chieftain (F)</source>
      <translation>Suivre le chef (F)</translation>
    </message>
    <message>
      <source>Turn the camera to keep the chieftain in view after each move</source>
      <translation>Tourner la caméra pour garder le chef en vue après chaque coup</translation>
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
      <source>Remove block (Enter)</source>
      <translation>Retirer le bloc (Entrée)</translation>
    </message>
    <message>
      <source>Move the chieftain:</source>
      <translation>Avancer le chef :</translation>
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
    <message numerus="yes">
      <source>{0}: %n penalty point(s)</source>
      <translation>
        <numerusform>{0} : %n point de pénalité</numerusform>
        <numerusform>{0} : %n points de pénalité</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Every cell costs you at least %n penalty point(s).</source>
      <translation>
        <numerusform>Chaque case vous coûte au moins %n point de pénalité.</numerusform>
        <numerusform>Chaque case vous coûte au moins %n points de pénalité.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Final lap: %n inspection(s) cost nobody anything.</source>
      <translation>
        <numerusform>Dernier tour : %n inspection n’a rien coûté à personne.</numerusform>
        <numerusform>Dernier tour : %n inspections n’ont rien coûté à personne.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>REcoLesson</name>
    <message>
      <location filename="../../desktop/tutorial/r_eco.py" line="45" />
      <source>Your points: {0}. The computer's: {1}. The highest score wins.</source>
      <translation>Vos points : {0}. Ceux de l'ordinateur : {1}. Le plus haut score gagne.</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/r_eco.py" line="48" />
      <source>(The game is not over yet: these are the points now.)</source>
      <translation>(La partie n'est pas finie : voici les points actuels.)</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/r_eco.py" line="49" />
      <source>Result: you {0}, the computer {1}.</source>
      <translation>Résultat : vous {0}, l'ordinateur {1}.</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/r_eco.py" line="57" />
      <source>Welcome to R-Eco! You play against the computer. The waste cards come in four colours and carry 1 or 2 waste units. You hold 3 cards: your hand, highlighted. Press Next (F3).</source>
      <translation>Bienvenue dans R-Eco ! Vous jouez contre l'ordinateur. Les cartes déchets existent en quatre couleurs et portent 1 ou 2 unités de déchets. Vous avez 3 cartes : votre main, en surbrillance. Appuyez sur Suivant (F3).</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/r_eco.py" line="60" />
      <source>Each colour has a recycling centre: its factory (the waste delivered there), its dump (waste anyone may pick up) and its reward cards. With two players each reward stack holds 0, 1, 2, −2, 4 and 5 points, the 0 on top. Press Next (F3).</source>
      <translation>Chaque couleur a son centre de recyclage : son usine (les déchets qui y sont livrés), sa décharge (des déchets que chacun peut ramasser) et ses cartes récompense. À deux joueurs, chaque pile de récompenses contient 0, 1, 2, −2, 4 et 5 points, le 0 dessus. Appuyez sur Suivant (F3).</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/r_eco.py" line="64" />
      <source>A turn has three steps, all compulsory. First, deliver cards of one colour to its factory. Press 1 to choose your two {0} cards, then Enter to deliver them. When a factory holds 4 units or more you take its top reward card and the factory is emptied.</source>
      <translation>Un tour a trois étapes, toutes obligatoires. D'abord, livrez des cartes d'une couleur à son usine. Appuyez sur 1 pour choisir vos deux cartes {0}, puis sur Entrée pour les livrer. Quand une usine contient 4 unités ou plus, vous prenez sa carte récompense du dessus et l'usine est vidée.</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/r_eco.py" line="69" />
      <source>Not yet: deliver your two {0} cards (press 1, then Enter).</source>
      <translation>Pas encore : livrez vos deux cartes {0} (appuyez sur 1, puis sur Entrée).</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/r_eco.py" line="71" />
      <source>3 units: the cards stay on the factory, and one more unit will win its reward. Second, you picked up every card of that colour's dump. Third, that dump was refilled with X + 1 new cards, X being the units on its factory: 4 cards. Press Next (F3).</source>
      <translation>3 unités : les cartes restent sur l'usine, et une unité de plus gagnera sa récompense. Ensuite, vous avez ramassé toutes les cartes de la décharge de cette couleur. Enfin, cette décharge a reçu X + 1 nouvelles cartes, X étant les unités sur son usine : 4 cartes. Appuyez sur Suivant (F3).</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/r_eco.py" line="75" />
      <source>You may hold 5 cards at most. With more, you lay the extra ones face down: illegal dumping, −1 point each at the end. The game ends when a reward stack is empty: whoever took its last card finishes the turn. Press Next (F3).</source>
      <translation>Vous pouvez avoir 5 cartes au plus. Au-delà, vous posez les cartes en trop face cachée : dépôt sauvage, −1 point chacune à la fin. La partie se termine quand une pile de récompenses est vide : celui qui a pris sa dernière carte finit son tour. Appuyez sur Suivant (F3).</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/r_eco.py" line="79" />
      <source>Scoring: in each colour, a single reward card counts nothing (a lone −2 costs nothing either); two or more add up. Each dumped card costs 1 point. A player who never dumped gets 4 points for each player who did. Press Next (F3).</source>
      <translation>Décompte : dans chaque couleur, une seule carte récompense ne compte pas (un −2 seul ne coûte rien non plus) ; deux ou plus s'additionnent. Chaque carte déposée coûte 1 point. Un joueur qui n'a jamais déposé gagne 4 points pour chaque joueur qui l'a fait. Appuyez sur Suivant (F3).</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/r_eco.py" line="83" />
      <source>Play on to the end of the game. Press a colour's number (1, 2, 3 or 4) to choose your cards of that colour, then Enter to deliver them. With more than 5 cards, choose the extra ones (Space on a card, → to move to the next one), then Enter to lay them face down. Esc clears a choice. The coach waits here until the game is over.</source>
      <translation>Jouez jusqu'à la fin de la partie. Appuyez sur le numéro d'une couleur (1, 2, 3 ou 4) pour choisir vos cartes de cette couleur, puis sur Entrée pour les livrer. Avec plus de 5 cartes, choisissez celles en trop (Espace sur une carte, → pour passer à la suivante), puis Entrée pour les poser face cachée. Échap efface un choix. Le coach attend ici la fin de la partie.</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/r_eco.py" line="90" />
      <source>You know every rule of R-Eco now. Press Finish to go back to the library, where New game sets up a real game.</source>
      <translation>Vous connaissez maintenant toutes les règles de R-Eco. Appuyez sur Terminer pour revenir à la bibliothèque, où Nouvelle partie prépare une vraie partie.</translation>
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
      <location filename="../../desktop/games/r_eco/view.py" line="124" />
      <source>End warning</source>
      <translation>Alerte de fin</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="101" />
      <location filename="../../desktop/games/r_eco/view.py" line="265" />
      <source>Deliver (Enter)</source>
      <translation>Livrer (Entrée)</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="104" />
      <source>Clear (Esc)</source>
      <translation>Effacer (Échap)</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="108" />
      <source>Draw and discard piles</source>
      <translation>Pioche et défausse</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="261" />
      <source>Dump {0} (Enter)</source>
      <translation>Jeter {0} (Entrée)</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="92" />
      <source>What to do</source>
      <translation>Que faire</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="266" />
      <source>Deliver the chosen cards</source>
      <translation>Livrer les cartes choisies</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="105" />
      <source>Clear the chosen cards</source>
      <translation>Désélectionner les cartes choisies</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="116" />
      <source>Keys: {0}</source>
      <translation>Touches : {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="232" />
      <source>Hands are hidden while the screen changes hands.</source>
      <translation>Les mains sont cachées pendant le passage de l'écran.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="234" />
      <source>Only computer players: their hands are never shown.</source>
      <translation>Seulement des joueurs ordinateur : leurs mains ne sont jamais montrées.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="236" />
      <source>Your hand is empty.</source>
      <translation>Votre main est vide.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="244" />
      <source>Your hand</source>
      <translation>Votre main</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="244" />
      <source>Hidden hand</source>
      <translation>Main cachée</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="245" />
      <source>Draw pile: {0} cards · discard pile: {1} cards</source>
      <translation>Pioche : {0} cartes · défausse : {1} cartes</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="262" />
      <source>Dump the chosen cards</source>
      <translation>Jeter les cartes choisies</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="320" />
      <source>You hold no {0} cards.</source>
      <translation>Vous n'avez aucune carte {0}.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="337" />
      <source>Choose exactly {0} cards to dump.</source>
      <translation>Choisissez exactement {0} cartes à jeter.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="345" />
      <source>Choose the cards to deliver first.</source>
      <translation>Choisissez d'abord les cartes à livrer.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="420" />
      <source>Your hand is over 5: choose the cards to dump.</source>
      <translation>Votre main dépasse 5 : choisissez les cartes à jeter.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/r_eco/view.py" line="421" />
      <source>Your turn: deliver cards of one colour to its recycling centre.</source>
      <translation>À vous : livrez des cartes d'une couleur à son centre de recyclage.</translation>
    </message>
    <message>
      <source>Enter or Space here: deliver the chosen cards if they are of this colour, otherwise choose every card of this colour.</source>
      <translation>Entrée ou Espace ici : livre les cartes choisies si elles sont de cette couleur, sinon choisit toutes les cartes de cette couleur.</translation>
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
      <translation>⚠ Fin à la première pile de récompenses vide — </translation>
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
      <translation>{0} : encore {1}</translation>
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
    <message numerus="yes">
      <source>Your hand, %n card(s): {0}.</source>
      <translation>
        <numerusform>Votre main, %n carte : {0}.</numerusform>
        <numerusform>Votre main, %n cartes : {0}.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>RemoteBanner</name>
    <message>
      <location filename="../../desktop/shell/remote_join.py" line="167" />
      <source>Connection lost — reconnecting…</source>
      <translation>Connexion perdue — reconnexion…</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/remote_join.py" line="169" />
      <source>The connection to the host is closed.</source>
      <translation>La connexion avec l'hôte est fermée.</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/remote_join.py" line="177" />
      <source>Waiting for {0} (disconnected).</source>
      <translation>En attente de {0} (connexion perdue).</translation>
    </message>
  </context>
  <context>
    <name>RemoteTable</name>
    <message>
      <location filename="../../desktop/network/remote.py" line="196" />
      <source>This is a replay: go back to the game to play.</source>
      <extracomment>the first view came: the table can be shown the host sent something this table can't use (a plain reason); the table keeps working</extracomment>
      <translation>Ceci est un replay : revenez à la partie pour jouer.</translation>
    </message>
    <message>
      <location filename="../../desktop/network/remote.py" line="199" />
      <source>It is not your decision: another player plays that seat.</source>
      <translation>Ce n'est pas à vous de décider : un autre joueur occupe cette place.</translation>
    </message>
    <message>
      <location filename="../../desktop/network/remote.py" line="203" />
      <source>It is not your turn.</source>
      <translation>Ce n'est pas votre tour.</translation>
    </message>
    <message>
      <location filename="../../desktop/network/remote.py" line="209" />
      <location filename="../../desktop/network/remote.py" line="214" />
      <source>That move is not possible now.</source>
      <translation>Ce coup n'est pas possible maintenant.</translation>
    </message>
    <message>
      <location filename="../../desktop/network/remote.py" line="217" />
      <source>The move could not be sent: the connection to the host is down.</source>
      <translation>Le coup n'a pas pu être envoyé : la connexion avec l'hôte est coupée.</translation>
    </message>
    <message>
      <location filename="../../desktop/network/remote.py" line="319" />
      <source>The host refused that move.</source>
      <translation>L'hôte a refusé ce coup.</translation>
    </message>
    <message>
      <location filename="../../desktop/network/remote.py" line="328" />
      <source>No hint available.</source>
      <translation>Aucun conseil disponible.</translation>
    </message>
    <message>
      <location filename="../../desktop/network/remote.py" line="332" />
      <location filename="../../desktop/network/remote.py" line="341" />
      <source>The host sent something that can't be right ({0}); it was ignored.</source>
      <translation>L'hôte a envoyé quelque chose d'impossible ({0}) ; c'est ignoré.</translation>
    </message>
    <message>
      <location filename="../../desktop/network/remote.py" line="407" />
      <source>The host closed the table.</source>
      <translation>L'hôte a fermé la table.</translation>
    </message>
    <message>
      <location filename="../../desktop/network/remote.py" line="408" />
      <source>The host has left the table: {0}</source>
      <translation>L'hôte a quitté la table : {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/network/remote.py" line="422" />
      <source>The host gave this computer another seat; the table is left.</source>
      <translation>L'hôte a donné une autre place à cet ordinateur ; la table est quittée.</translation>
    </message>
    <message>
      <location filename="../../desktop/network/remote.py" line="440" />
      <source>Statistics are not being saved ({0}).</source>
      <translation>Les statistiques ne sont pas enregistrées ({0}).</translation>
    </message>
  </context>
  <context>
    <name>ReplayBar</name>
    <message>
      <location filename="../../desktop/shell/replay.py" line="50" />
      <source>Replay</source>
      <extracomment>Play at speed: seconds per move, and the speed choice's labels (translated in ReplayBar)</extracomment>
      <translation>Replay</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/replay.py" line="62" />
      <location filename="../../desktop/shell/replay.py" line="63" />
      <source>Undo to here</source>
      <translation>Annuler jusqu'ici</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/replay.py" line="64" />
      <source>Take back your own moves after this one</source>
      <translation>Reprendre vos propres coups joués après celui-ci</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/replay.py" line="67" />
      <source>Back to the game (Esc)</source>
      <translation>Revenir à la partie (Échap)</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/replay.py" line="68" />
      <source>Back to the game</source>
      <translation>Revenir à la partie</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/replay.py" line="80" />
      <source>First position (Home)</source>
      <translation>Position de départ (Début)</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/replay.py" line="81" />
      <source>Previous move (Left)</source>
      <translation>Coup précédent (Gauche)</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/replay.py" line="82" />
      <source>Next move (Right)</source>
      <translation>Coup suivant (Droite)</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/replay.py" line="83" />
      <source>Last move (End)</source>
      <translation>Dernier coup (Fin)</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/replay.py" line="92" />
      <location filename="../../desktop/shell/replay.py" line="186" />
      <source>Play (Space)</source>
      <translation>Lecture (Espace)</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/replay.py" line="93" />
      <source>Play the moves at speed</source>
      <translation>Rejouer les coups à la vitesse choisie</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/replay.py" line="98" />
      <source>Replay speed</source>
      <translation>Vitesse du replay</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/replay.py" line="99" />
      <source>Slow</source>
      <translation>Lent</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/replay.py" line="99" />
      <source>Normal speed</source>
      <translation>Vitesse normale</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/replay.py" line="99" />
      <source>Fast</source>
      <translation>Rapide</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/replay.py" line="100" />
      <source>Very fast</source>
      <translation>Très rapide</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/replay.py" line="186" />
      <source>Pause (Space)</source>
      <translation>Pause (Espace)</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/replay.py" line="211" />
      <source>Replay — move {0} of {1}</source>
      <translation>Replay — coup {0} sur {1}</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/replay.py" line="213" />
      <source>The start of the game.</source>
      <translation>Le début de la partie.</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/replay.py" line="216" />
      <source>{0}: {1}</source>
      <translation>{0} : {1}</translation>
    </message>
  </context>
  <context>
    <name>ReplayWindow</name>
    <message>
      <location filename="../../desktop/shell/replay.py" line="306" />
      <source>{0}: replay</source>
      <translation>{0} : replay</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/replay.py" line="307" />
      <source>Replay of a finished game</source>
      <translation>Replay d'une partie terminée</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/replay.py" line="315" />
      <source>Seen by:</source>
      <translation>Vu par :</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/replay.py" line="317" />
      <source>Seen by</source>
      <translation>Vu par</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/replay.py" line="323" />
      <source>Close</source>
      <translation>Fermer</translation>
    </message>
  </context>
  <context>
    <name>ResultsAgain</name>
    <message>
      <location filename="../../desktop/shell/results_again.py" line="17" />
      <source>Show r&amp;esults</source>
      <translation>Afficher les rés&amp;ultats</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/results_again.py" line="19" />
      <source>The scores and the plot of the game just finished</source>
      <translation>Les scores et la courbe de la partie qui vient de finir</translation>
    </message>
  </context>
  <context>
    <name>ResultsDialog</name>
    <message>
      <location filename="../../desktop/widgets/results.py" line="42" />
      <source>{0}: results</source>
      <translation>{0} : résultats</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/results.py" line="43" />
      <source>Results</source>
      <translation>Résultats</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/results.py" line="56" />
      <source>Game over. Final score — {0}: {1}</source>
      <translation>Partie terminée. Score final — {0} : {1}</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/results.py" line="58" />
      <source>Winner: {0}</source>
      <translation>Gagnant : {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/results.py" line="60" />
      <source>Shared win: {0}</source>
      <translation>Victoire partagée : {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/results.py" line="64" />
      <source>Lowest score wins.</source>
      <translation>Le score le plus bas gagne.</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/results.py" line="68" />
      <source>Scores</source>
      <translation>Scores</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/results.py" line="70" />
      <source>Player</source>
      <translation>Joueur</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/results.py" line="70" />
      <source>Points</source>
      <translation>Points</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/results.py" line="82" />
      <source> (computer, {0})</source>
      <translation> (ordinateur, {0})</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/results.py" line="84" />
      <source>winner</source>
      <translation>gagnant</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/results.py" line="122" />
      <location filename="../../desktop/widgets/results.py" line="123" />
      <source>Play again</source>
      <translation>Rejouer</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/results.py" line="125" />
      <source>Back to the library</source>
      <translation>Retour à la ludothèque</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/results.py" line="128" />
      <source>Look at the table</source>
      <translation>Regarder la table</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/results.py" line="132" />
      <source>Review my decisions</source>
      <translation>Analyser mes décisions</translation>
    </message>
    <message>
      <location filename="../../desktop/widgets/results.py" line="133" />
      <source>The computer looks at each decision again and marks the mistakes</source>
      <translation>L'ordinateur revoit chaque décision et signale les erreurs</translation>
    </message>
  </context>
  <context>
    <name>ResumeDialog</name>
    <message>
      <location filename="../../desktop/shell/dialogs.py" line="85" />
      <source>These autosaves are damaged and were set aside in the "{0}" folder:</source>
      <translation>Ces sauvegardes automatiques sont endommagées et ont été mises de côté dans le dossier « {0} » :</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/dialogs.py" line="95" />
      <source>Resume an unfinished game</source>
      <translation>Reprendre une partie inachevée</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/dialogs.py" line="100" />
      <source>These games were not finished. Resume one?</source>
      <translation>Ces parties n'ont pas été terminées. En reprendre une ?</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/dialogs.py" line="102" />
      <source>Unfinished games</source>
      <translation>Parties inachevées</translation>
    </message>
    <message numerus="yes">
      <location filename="../../desktop/shell/dialogs.py" line="105" />
      <source>{0} — {1} — %n move(s) — {2}</source>
      <translation>
        <numerusform>{0} — {1} — %n coup — {2}</numerusform>
        <numerusform>{0} — {1} — %n coups — {2}</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../desktop/shell/dialogs.py" line="130" />
      <source>Resume</source>
      <translation>Reprendre</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/dialogs.py" line="131" />
      <location filename="../../desktop/shell/dialogs.py" line="180" />
      <location filename="../../desktop/shell/dialogs.py" line="185" />
      <source>Discard</source>
      <translation>Abandonner</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/dialogs.py" line="132" />
      <source>Not now</source>
      <translation>Pas maintenant</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/dialogs.py" line="180" />
      <source>Discard this unfinished game for good?</source>
      <translation>Abandonner définitivement cette partie inachevée ?</translation>
    </message>
  </context>
  <context>
    <name>ReviewWords</name>
    <message>
      <location filename="../../desktop/review/words.py" line="33" />
      <source>Best</source>
      <extracomment>every label, from the best to the worst, then the decisions where nothing was weighed the labels N / P step through a label's mark on the chart: (colour, pyqtgraph symbol, the glyph the list shows): told apart by shape as well as colour</extracomment>
      <translation>Meilleur</translation>
    </message>
    <message>
      <location filename="../../desktop/review/words.py" line="33" />
      <source>Good</source>
      <translation>Bon</translation>
    </message>
    <message>
      <location filename="../../desktop/review/words.py" line="33" />
      <source>Inaccuracy</source>
      <translation>Imprécision</translation>
    </message>
    <message>
      <location filename="../../desktop/review/words.py" line="34" />
      <source>Mistake</source>
      <translation>Erreur</translation>
    </message>
    <message>
      <location filename="../../desktop/review/words.py" line="34" />
      <source>Blunder</source>
      <translation>Gaffe</translation>
    </message>
    <message>
      <location filename="../../desktop/review/words.py" line="34" />
      <source>Only move</source>
      <translation>Seul coup</translation>
    </message>
    <message>
      <location filename="../../desktop/review/words.py" line="35" />
      <source>Book</source>
      <translation>Habituel</translation>
    </message>
    <message>
      <location filename="../../desktop/review/words.py" line="39" />
      <source>the best move found</source>
      <translation>le meilleur coup trouvé</translation>
    </message>
    <message>
      <location filename="../../desktop/review/words.py" line="39" />
      <source>a good move</source>
      <translation>un bon coup</translation>
    </message>
    <message>
      <location filename="../../desktop/review/words.py" line="40" />
      <source>an inaccuracy</source>
      <translation>une imprécision</translation>
    </message>
    <message>
      <location filename="../../desktop/review/words.py" line="40" />
      <source>a mistake</source>
      <translation>une erreur</translation>
    </message>
    <message>
      <location filename="../../desktop/review/words.py" line="41" />
      <source>a blunder</source>
      <translation>une gaffe</translation>
    </message>
    <message>
      <location filename="../../desktop/review/words.py" line="41" />
      <source>a decision without a real choice</source>
      <translation>une décision sans vrai choix</translation>
    </message>
    <message>
      <location filename="../../desktop/review/words.py" line="42" />
      <source>the usual move (nothing to search)</source>
      <translation>le coup habituel (rien à chercher)</translation>
    </message>
    <message numerus="yes">
      <location filename="../../desktop/review/words.py" line="46" />
      <source>%n best move(s)</source>
      <translation>
        <numerusform>%n meilleur coup</numerusform>
        <numerusform>%n meilleurs coups</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../desktop/review/words.py" line="46" />
      <source>%n good move(s)</source>
      <translation>
        <numerusform>%n bon coup</numerusform>
        <numerusform>%n bons coups</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../desktop/review/words.py" line="47" />
      <source>%n inaccuracy(-ies)</source>
      <translation>
        <numerusform>%n imprécision</numerusform>
        <numerusform>%n imprécisions</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../desktop/review/words.py" line="47" />
      <source>%n mistake(s)</source>
      <translation>
        <numerusform>%n erreur</numerusform>
        <numerusform>%n erreurs</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../desktop/review/words.py" line="48" />
      <source>%n blunder(s)</source>
      <translation>
        <numerusform>%n gaffe</numerusform>
        <numerusform>%n gaffes</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../desktop/review/words.py" line="48" />
      <source>%n only move(s)</source>
      <translation>
        <numerusform>%n seul coup</numerusform>
        <numerusform>%n seuls coups</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../desktop/review/words.py" line="49" />
      <source>%n usual move(s)</source>
      <translation>
        <numerusform>%n coup habituel</numerusform>
        <numerusform>%n coups habituels</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../desktop/review/words.py" line="57" />
      <source>Accuracy: {0} over %n decision(s)</source>
      <translation>
        <numerusform>Précision : {0} (%n décision analysée)</numerusform>
        <numerusform>Précision : {0} (%n décisions analysées)</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../desktop/review/words.py" line="65" />
      <source>{0} X</source>
      <translation>{0} X</translation>
    </message>
    <message>
      <location filename="../../desktop/review/words.py" line="65" />
      <source>.</source>
      <comment>decimal separator</comment>
      <translation>,</translation>
    </message>
    <message>
      <location filename="../../desktop/review/words.py" line="66" />
      <source>{0}%</source>
      <translation>{0} %</translation>
    </message>
    <message numerus="yes">
      <location filename="../../desktop/review/words.py" line="75" />
      <source>%n point(s)</source>
      <translation>
        <numerusform>%n point</numerusform>
        <numerusform>%n points</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../desktop/review/words.py" line="79" />
      <source>Expected X at the end</source>
      <translation>X attendus à la fin</translation>
    </message>
    <message>
      <location filename="../../desktop/review/words.py" line="79" />
      <source>Win chance</source>
      <translation>Chance de gagner</translation>
    </message>
    <message>
      <location filename="../../desktop/review/words.py" line="84" />
      <source>Move {0} ({1}): {2}.</source>
      <translation>Coup {0} ({1}) : {2}.</translation>
    </message>
    <message>
      <location filename="../../desktop/review/words.py" line="86" />
      <source>Better: {0}.</source>
      <translation>Mieux : {0}.</translation>
    </message>
    <message>
      <location filename="../../desktop/review/words.py" line="88" />
      <source>{0}.</source>
      <translation>{0}.</translation>
    </message>
    <message>
      <location filename="../../desktop/review/words.py" line="89" />
      <source>{0} {1} → {2}</source>
      <translation>{0} {1} → {2}</translation>
    </message>
    <message>
      <location filename="../../desktop/review/words.py" line="91" />
      <source>{0} {1}</source>
      <translation>{0} {1}</translation>
    </message>
    <message>
      <location filename="../../desktop/review/words.py" line="92" />
      <source>{0}: {1}.</source>
      <translation>{0} : {1}.</translation>
    </message>
    <message>
      <location filename="../../desktop/review/words.py" line="96" />
      <source>Accuracy: 100 for a decision that loses nothing, 50 for one that loses a blunder's worth, 0 for twice that or more; the average over the reviewed decisions.</source>
      <translation>Précision : 100 pour une décision qui ne perd rien, 50 pour une qui perd autant qu'une gaffe, 0 pour le double ou plus ; la moyenne sur les décisions analysées.</translation>
    </message>
    <message>
      <location filename="../../desktop/review/words.py" line="101" />
      <source>Each of your decisions is valued by the hard computer player from what you knew then (your cards, never the hidden ones): the move you played and the best move it found, compared on the same simulated games.</source>
      <translation>Chacune de vos décisions est évaluée par l'ordinateur difficile à partir de ce que vous saviez alors (vos cartes, jamais les cartes cachées) : le coup joué et le meilleur coup trouvé, comparés sur les mêmes parties simulées.</translation>
    </message>
    <message>
      <location filename="../../desktop/review/words.py" line="104" />
      <source>The loss is the difference. Labels:</source>
      <translation>La perte est la différence. Verdicts :</translation>
    </message>
    <message>
      <location filename="../../desktop/review/words.py" line="111" />
      <source>Expected X (Rolling Japan): inaccuracy from {0}, mistake from {1}, blunder from {2} X more.</source>
      <translation>X attendus (Rolling Japan) : imprécision à partir de {0}, erreur à partir de {1}, gaffe à partir de {2} X de plus.</translation>
    </message>
    <message>
      <location filename="../../desktop/review/words.py" line="115" />
      <source>Win chance: inaccuracy from {0}, mistake from {1}, blunder from {2} points less.</source>
      <translation>Chance de gagner : imprécision à partir de {0}, erreur à partir de {1}, gaffe à partir de {2} points de moins.</translation>
    </message>
    <message>
      <location filename="../../desktop/review/words.py" line="117" />
      <source>Best: the best move found, or as good within what the estimate can tell; good: a little below it. Only move: nothing to decide, the moves weighed came to the same or one stood far above the others. Book: the usual move of a phase where the computer does not search.</source>
      <translation>Meilleur : le meilleur coup trouvé, ou aussi bon à la précision de l'estimation près ; bon : un peu en dessous. Seul coup : rien à décider, les coups pesés se valaient ou l'un dominait de loin les autres. Habituel : le coup habituel d'une phase où l'ordinateur ne cherche pas.</translation>
    </message>
    <message>
      <location filename="../../desktop/review/words.py" line="122" />
      <source>Decisions with a single legal move are skipped. N and P go to the next and the previous mistake; clicking a mark on the chart, or Left and Right on the chart, shows that position.</source>
      <translation>Les décisions à un seul coup permis sont passées. N et P vont à l'erreur suivante et précédente ; un clic sur une marque du graphique, ou Gauche et Droite sur le graphique, montre cette position.</translation>
    </message>
    <message>
      <source>Move</source>
      <translation>Coup</translation>
    </message>
    <message>
      <source>Chart of the reviewed decisions</source>
      <translation>Graphique des décisions analysées</translation>
    </message>
    <message>
      <source>{0} after each decision; marks: {1}. Left and Right: the previous and the next decision.</source>
      <translation>{0} après chaque décision ; marques : {1}. Gauche et Droite : la décision précédente et la suivante.</translation>
    </message>
    <message>
      <source>Review</source>
      <translation>Analyse</translation>
    </message>
    <message>
      <source>Review a game</source>
      <translation>Analyser une partie</translation>
    </message>
    <message>
      <source>The hard computer player looks at each decision again, from what that player knew then, and compares it with the best move it finds.</source>
      <translation>L'ordinateur difficile revoit chaque décision, à partir de ce que ce joueur savait alors, et la compare au meilleur coup qu'il trouve.</translation>
    </message>
    <message>
      <source>Whose decisions to review</source>
      <translation>Décisions de qui analyser</translation>
    </message>
    <message>
      <source>&amp;Decisions of:</source>
      <translation>&amp;Décisions de :</translation>
    </message>
    <message>
      <source>How deep</source>
      <translation>Profondeur</translation>
    </message>
    <message>
      <source>D&amp;epth:</source>
      <translation>&amp;Profondeur :</translation>
    </message>
    <message>
      <source>Start the review</source>
      <translation>Lancer l'analyse</translation>
    </message>
    <message>
      <source>Every player, side by side</source>
      <translation>Tous les joueurs, côte à côte</translation>
    </message>
    <message>
      <source>Quick (about half a second per decision)</source>
      <translation>Rapide (environ une demi-seconde par décision)</translation>
    </message>
    <message>
      <source>Normal (about a second per decision)</source>
      <translation>Normale (environ une seconde par décision)</translation>
    </message>
    <message>
      <source>Deep (a few seconds per decision, steadier labels)</source>
      <translation>Profonde (quelques secondes par décision, verdicts plus stables)</translation>
    </message>
    <message>
      <source>Verdict</source>
      <translation>Verdict</translation>
    </message>
    <message>
      <source>Played / better</source>
      <translation>Joué / mieux</translation>
    </message>
    <message>
      <source>Value, loss</source>
      <translation>Valeur, perte</translation>
    </message>
    <message>
      <source>Reviewed decisions</source>
      <translation>Décisions analysées</translation>
    </message>
    <message>
      <source>One row per decision, in the order of the game. N and P: next and previous mistake.</source>
      <translation>Une ligne par décision, dans l'ordre de la partie. N et P : erreur suivante et précédente.</translation>
    </message>
    <message>
      <source>{0}
Better: {1}</source>
      <translation>{0}
Mieux : {1}</translation>
    </message>
    <message>
      <source>{0} → {1}</source>
      <translation>{0} → {1}</translation>
    </message>
    <message>
      <source>{0}
loses {1}</source>
      <translation>{0}
perd {1}</translation>
    </message>
    <message>
      <source>(review in progress)</source>
      <translation>(analyse en cours)</translation>
    </message>
    <message>
      <source>No decision to review yet.</source>
      <translation>Pas encore de décision à analyser.</translation>
    </message>
    <message>
      <source>No decision to review: every move was forced.</source>
      <translation>Aucune décision à analyser : chaque coup était forcé.</translation>
    </message>
    <message>
      <source>Biggest loss: move {0}, {1}</source>
      <translation>Plus grosse perte : coup {0}, {1}</translation>
    </message>
    <message>
      <source>Tutor</source>
      <translation>Tuteur</translation>
    </message>
    <message>
      <source>Play it anyway</source>
      <translation>Le jouer quand même</translation>
    </message>
    <message>
      <source>Think again</source>
      <translation>Réfléchir encore</translation>
    </message>
    <message>
      <source>This looks like a blunder (win chance {0} → {1}). Play it anyway?</source>
      <translation>Cela ressemble à une gaffe (chance de gagner {0} → {1}). Le jouer quand même ?</translation>
    </message>
    <message>
      <source>You chose: {0}.
Better: {1}.</source>
      <translation>Vous avez choisi : {0}.
Mieux : {1}.</translation>
    </message>
    <message>
      <source>This looks like a blunder (expected X at the end {0} → {1}). Play it anyway?</source>
      <translation>Cela ressemble à une gaffe (X attendus à la fin {0} → {1}). Le jouer quand même ?</translation>
    </message>
    <message>
      <source>Better: {0}</source>
      <translation>Mieux : {0}</translation>
    </message>
    <message>
      <source>Review of a finished game</source>
      <translation>Analyse d'une partie terminée</translation>
    </message>
    <message>
      <source>Whose decisions</source>
      <translation>Décisions de qui</translation>
    </message>
    <message>
      <source>&amp;Previous mistake (P)</source>
      <translation>Erreur &amp;précédente (P)</translation>
    </message>
    <message>
      <source>&amp;Next mistake (N)</source>
      <translation>Erreur &amp;suivante (N)</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>&amp;Aide</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Fermer</translation>
    </message>
    <message>
      <source>Review progress</source>
      <translation>Avancement de l'analyse</translation>
    </message>
    <message>
      <source>Cancel the review</source>
      <translation>Annuler l'analyse</translation>
    </message>
    <message>
      <source>Choose a decision in the list, or press N for the first mistake.</source>
      <translation>Choisissez une décision dans la liste, ou appuyez sur N pour la première erreur.</translation>
    </message>
    <message>
      <source>Review done.</source>
      <translation>Analyse terminée.</translation>
    </message>
    <message>
      <source>Review cancelled: the decisions reviewed so far are shown.</source>
      <translation>Analyse annulée : les décisions déjà analysées sont affichées.</translation>
    </message>
    <message>
      <source>About the review</source>
      <translation>À propos de l'analyse</translation>
    </message>
    <message>
      <source>Reviewing…</source>
      <translation>Analyse en cours…</translation>
    </message>
    <message>
      <source>No mistake to show.</source>
      <translation>Aucune erreur à montrer.</translation>
    </message>
    <message>
      <source>No more mistakes that way.</source>
      <translation>Plus d'erreur dans ce sens.</translation>
    </message>
    <message>
      <source>{0}: review</source>
      <translation>{0} : analyse</translation>
    </message>
    <message>
      <source>Reviewing {0}: {1} of {2} decisions</source>
      <translation>Analyse de {0} : {1} décisions sur {2}</translation>
    </message>
    <message>
      <source>The review of {0} failed: {1}</source>
      <translation>L'analyse de {0} a échoué : {1}</translation>
    </message>
    <message>
      <source>A kept review was damaged: it is done again.</source>
      <translation>Une analyse gardée était endommagée : elle est refaite.</translation>
    </message>
    <message>
      <source>The review could not be kept: {0}</source>
      <translation>L'analyse n'a pas pu être gardée : {0}</translation>
    </message>
  </context>
  <context>
    <name>RollingJapanLesson</name>
    <message>
      <location filename="../../desktop/tutorial/rolling_japan.py" line="43" />
      <source>You have {0} X, the computer {1}. Fewest X wins.</source>
      <translation>Vous avez {0} X, l'ordinateur {1}. Le moins de X gagne.</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/rolling_japan.py" line="45" />
      <source>(The game is not over yet: these are the X now.)</source>
      <translation>(La partie n'est pas finie : voici les X actuels.)</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/rolling_japan.py" line="51" />
      <source>Welcome to Rolling Japan! This is your sheet: the 47 prefectures of Japan in 6 colour zones. Prefectures are neighbours when they share a border or a sea link (the blue lines). You write dice numbers in them; fewest X at the end wins. Press Next (F3).</source>
      <translation>Bienvenue dans Rolling Japan ! Voici votre feuille : les 47 préfectures du Japon en 6 zones de couleur. Deux préfectures sont voisines quand elles ont une frontière commune ou une liaison maritime (les lignes bleues). Vous y écrivez les nombres des dés ; le moins de X à la fin gagne. Appuyez sur Suivant (F3).</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/rolling_japan.py" line="55" />
      <source>The game has 8 rounds of 3 rolls. Each roll draws 2 of the 7 dice from the bag (one per zone colour, and purple, which is wild: its zone is the whole map). Everyone writes both dice on their own sheet; the computer writes on its own, at the same time. One seed fixes every roll, so a seed can be shared and played again. Press Next (F3).</source>
      <translation>La partie compte 8 manches de 3 lancers. Chaque lancer tire 2 des 7 dés du sac (un par couleur de zone, et le violet, joker : sa zone est toute la carte). Chacun écrit les deux dés sur sa propre feuille ; l'ordinateur écrit sur la sienne, en même temps. Une graine fixe tous les lancers : on peut la partager et rejouer. Appuyez sur Suivant (F3).</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/rolling_japan.py" line="60" />
      <source>Press 1 to pick the first die, the yellow 2. The places of the yellow zone where it may go are marked, and the cursor is on one: press Space to write the 2 there (or click a marked place).</source>
      <translation>Appuyez sur 1 pour prendre le premier dé, le 2 jaune. Les places de la zone jaune où il peut aller sont marquées, et le curseur est sur l'une d'elles : appuyez sur Espace pour y écrire le 2 (ou cliquez sur une place marquée).</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/rolling_japan.py" line="64" />
      <source>Not yet: write the first die (press 1, then Space).</source>
      <translation>Pas encore : écrivez le premier dé (appuyez sur 1, puis sur Espace).</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/rolling_japan.py" line="66" />
      <source>A number may go in an empty prefecture only if each of its neighbours is empty, holds an X or holds a number within 1 of it. Now press 2 for the red 6, Space to write it, then Enter to confirm the roll: once confirmed, a roll is never undone.</source>
      <translation>Un nombre ne peut aller dans une préfecture vide que si chacune de ses voisines est vide, porte un X ou porte un nombre à 1 près. Appuyez maintenant sur 2 pour le 6 rouge, sur Espace pour l'écrire, puis sur Entrée pour valider le lancer : une fois validé, un lancer n'est jamais annulé.</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/rolling_japan.py" line="71" />
      <source>Not yet: write the second die (press 2, then Space and Enter).</source>
      <translation>Pas encore : écrivez le second dé (appuyez sur 2, puis sur Espace et Entrée).</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/rolling_japan.py" line="73" />
      <source>When the die's zone has a legal empty place you must write there. Three times in the game you may use a colour change (C): the die then goes anywhere on the map. When no place of the zone is legal you must write an X in one of its empty places; when the zone is full the die has no effect (P). Press Next (F3).</source>
      <translation>Quand la zone du dé a une place vide légale, vous devez y écrire. Trois fois dans la partie, vous pouvez utiliser un changement de couleur (C) : le dé va alors n'importe où sur la carte. Quand aucune place de la zone n'est légale, vous devez écrire un X dans une de ses places vides ; quand la zone est pleine, le dé est sans effet (P). Appuyez sur Suivant (F3).</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/rolling_japan.py" line="78" />
      <source>After round 8 every empty prefecture gets an X. Your score is your number of X: the fewest X wins. Press Next (F3).</source>
      <translation>Après la manche 8, chaque préfecture vide reçoit un X. Votre score est votre nombre de X : le moins de X gagne. Appuyez sur Suivant (F3).</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/rolling_japan.py" line="81" />
      <source>Play on to the end of the game. For each roll press 1 and Space to write the first die where the cursor shows, then 2 and Space for the second, then Enter to confirm. When a die's zone is full, press P instead of Space. The coach waits here until the game is over.</source>
      <translation>Jouez jusqu'à la fin de la partie. À chaque lancer, appuyez sur 1 et Espace pour écrire le premier dé où le curseur le montre, puis sur 2 et Espace pour le second, puis sur Entrée pour valider. Quand la zone d'un dé est pleine, appuyez sur P au lieu d'Espace. Le coach attend ici la fin de la partie.</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/rolling_japan.py" line="88" />
      <source>You know every rule of Rolling Japan now. Press Finish to go back to the library, where New game sets up a real game (alone, too).</source>
      <translation>Vous connaissez maintenant toutes les règles de Rolling Japan. Appuyez sur Terminer pour revenir à la bibliothèque, où Nouvelle partie prépare une vraie partie (seul aussi).</translation>
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
      <location filename="../../desktop/games/rolling_japan/view.py" line="50" />
      <source>Rolling Japan</source>
      <extracomment>the table's minimum size (at Scale 1.0: the column of 230 px beside a small map)</extracomment>
      <translation>Rolling Japan</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="61" />
      <source>pick a die</source>
      <translation>choisir un dé</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="62" />
      <source>colour change</source>
      <translation>changement de couleur</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="63" />
      <source>no effect (full zone)</source>
      <translation>sans effet (zone pleine)</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="64" />
      <source>undo a write of this roll</source>
      <translation>annuler une écriture de ce lancer</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="65" />
      <source>confirm the roll</source>
      <translation>valider le lancer</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="66" />
      <source>Enter</source>
      <translation>Entrée</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="68" />
      <source>move on the map</source>
      <translation>se déplacer sur la carte</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="69" />
      <source>arrows</source>
      <translation>flèches</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="70" />
      <source>Enter/Space</source>
      <translation>Entrée/Espace</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="70" />
      <source>write in the prefecture</source>
      <translation>écrire dans la préfecture</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="71" />
      <source>Tab</source>
      <translation>Tab</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="71" />
      <source>map, dice, buttons</source>
      <translation>carte, dés, boutons</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="74" />
      <source>Whose sheet</source>
      <translation>Feuille de qui</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="83" />
      <source>What to do</source>
      <translation>Que faire</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="85" />
      <source>Why not there</source>
      <translation>Pourquoi pas ici</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="90" />
      <source>No effect</source>
      <translation>Sans effet</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="92" />
      <source>Undo</source>
      <translation>Annuler</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="133" />
      <source>{0} (key: {1})</source>
      <translation>{0} (touche : {1})</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="232" />
      <source>Sheet: {0} — resolve both dice on your own map</source>
      <translation>Feuille : {0} — résolvez les deux dés sur votre carte</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="277" />
      <source>Still to write their dice: {0}…</source>
      <translation>Dés encore à écrire : {0}…</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="299" />
      <source>{0}: {1}</source>
      <translation>{0} : {1}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="369" />
      <source>The game is over.</source>
      <translation>La partie est terminée.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="371" />
      <source>{0}: first confirm the roll (Enter) or undo the write (Backspace).</source>
      <translation>{0} : validez d'abord le lancer (Entrée) ou annulez l'écriture (Retour arrière).</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="373" />
      <source>{0}: nothing to write now, the other players are resolving their dice.</source>
      <translation>{0} : rien à écrire pour l'instant, les autres joueurs résolvent leurs dés.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="387" />
      <source>{0}: turn the colour change off to write there.</source>
      <translation>{0} : désactivez le changement de couleur pour écrire ici.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="388" />
      <source>{0}: turn the colour change on to write there.</source>
      <translation>{0} : activez le changement de couleur pour écrire ici.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="389" />
      <source>{0}: the {1} {2} can't be written there.</source>
      <translation>{0} : le {2} {1} ne peut pas être écrit ici.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="87" />
      <source>Colour change</source>
      <translation>Changement de couleur</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="90" />
      <source>Resolve the die with no effect</source>
      <translation>Résoudre le dé sans effet</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="92" />
      <source>Undo a write of this roll</source>
      <translation>Annuler une écriture de ce lancer</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="94" />
      <source>Confirm the roll</source>
      <translation>Valider le lancer</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="230" />
      <source>Sheet: {0} — the game is over: {1} X</source>
      <translation>Feuille : {0} — la partie est terminée : {1} X</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="234" />
      <source>Sheet: {0} — waiting for the other players</source>
      <translation>Feuille : {0} — en attente des autres joueurs</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="257" />
      <source>resolving…</source>
      <translation>en cours…</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="257" />
      <source>done</source>
      <translation>terminé</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="269" />
      <source>All empty prefectures got an X. Fewest X wins.</source>
      <translation>Toutes les préfectures vides ont reçu un X. Le moins de X gagne.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="271" />
      <source>Check your sheet, then confirm the roll (Enter) or undo (Backspace).</source>
      <translation>Vérifiez votre feuille, puis validez le lancer (Entrée) ou annulez (Retour arrière).</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="276" />
      <source>The computer players are writing their dice…</source>
      <translation>Les joueurs ordinateur écrivent leurs dés…</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="282" />
      <source>The {0} {1} fits nowhere in its zone: write an X in one of its empty prefectures{2}.</source>
      <translation>Le {1} {0} n'a de place nulle part dans sa zone : écrivez un X dans l'une de ses préfectures vides{2}.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="284" />
      <source>, or use a colour change</source>
      <translation>, ou utilisez un changement de couleur</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="286" />
      <source>Colour change: write the {0} anywhere it fits on the map.</source>
      <translation>Changement de couleur : écrivez le {0} n'importe où il convient sur la carte.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="288" />
      <source>The {0} zone is full: no effect, or a colour change.</source>
      <translation>La zone du dé {0} est pleine : sans effet, ou changement de couleur.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="289" />
      <source>anywhere on the map</source>
      <translation>n'importe où sur la carte</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="289" />
      <source>in the {0} zone</source>
      <translation>dans la zone du dé {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan/view.py" line="291" />
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
    <message numerus="yes">
      <source>Your sheet, %n prefecture(s) filled</source>
      <translation>
        <numerusform>Votre feuille, %n préfecture remplie</numerusform>
        <numerusform>Votre feuille, %n préfectures remplies</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{0}: %n X</source>
      <translation>
        <numerusform>{0} : %n X</numerusform>
        <numerusform>{0} : %n X</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>RowWidget</name>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="55" />
      <source>empty</source>
      <translation>vide</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="57" />
      <source>taken by {0}</source>
      <translation>prise par {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="57" />
      <source>taken</source>
      <translation>prise</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="59" />
      <source>{0} of {1} cards</source>
      <translation>{0} cartes sur {1}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="62" />
      <source>Row {0}: {1} ({2})</source>
      <translation>Rangée {0} : {1} ({2})</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="60" />
      <source>Click or press {0} to take this row.</source>
      <translation>Cliquez ou tapez {0} pour prendre cette rangée.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="61" />
      <source>Click or press {0} to place the revealed card here.</source>
      <translation>Cliquez ou tapez {0} pour placer ici la carte révélée.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="104" />
      <source>Taken by {0}</source>
      <translation>Prise : {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="104" />
      <source>Taken</source>
      <translation>Prise</translation>
    </message>
  </context>
  <context>
    <name>RulesDialog</name>
    <message>
      <location filename="../../desktop/rules/dialog.py" line="25" />
      <source>Rules of {0}</source>
      <translation>Règles de {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/rules/dialog.py" line="29" />
      <source>Rules</source>
      <translation>Règles</translation>
    </message>
    <message>
      <location filename="../../desktop/rules/dialog.py" line="42" />
      <source>The rules page of this game is not written yet.</source>
      <translation>La page de règles de ce jeu n'est pas encore écrite.</translation>
    </message>
  </context>
  <context>
    <name>Runner</name>
    <message>
      <location filename="../../desktop/tutorial/runner.py" line="66" />
      <source>Step {0} of {1}</source>
      <translation>Étape {0} sur {1}</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/runner.py" line="67" />
      <source>&amp;Finish</source>
      <translation>&amp;Terminer</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/runner.py" line="67" />
      <source>&amp;Next (F3)</source>
      <translation>&amp;Suivant (F3)</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/runner.py" line="71" />
      <source>The computer is playing…</source>
      <translation>L'ordinateur joue…</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/runner.py" line="113" />
      <source>Not yet: read the coach's words first, then press Next (F3).</source>
      <translation>Pas encore : lisez d'abord les paroles du coach, puis appuyez sur Suivant (F3).</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/runner.py" line="120" />
      <source>Not yet: {0}</source>
      <translation>Pas encore : {0}</translation>
    </message>
  </context>
  <context>
    <name>SiberiaLesson</name>
    <message>
      <location filename="../../desktop/tutorial/siberia.py" line="39" />
      <source>Your money: {0}. The computer's: {1}. The richest player wins.</source>
      <translation>Votre fortune : {0}. Celle de l'ordinateur : {1}. Le joueur le plus riche gagne.</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/siberia.py" line="42" />
      <source>(The game is not over yet: these are the values now.)</source>
      <translation>(La partie n'est pas finie : voici les valeurs actuelles.)</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/siberia.py" line="47" />
      <source>Welcome to Siberia! You play against the computer. This is the row of resource cards: gas, coal, oil, gold and diamonds, each with its value; the scarcer, the dearer. The 3 nearest the headframe (on the left) are discovered. Press Next (F3).</source>
      <translation>Bienvenue dans Siberia ! Vous jouez contre l'ordinateur. Voici la rangée de cartes ressource : gaz, charbon, pétrole, or et diamants, chacune avec sa valeur ; plus c'est rare, plus c'est cher. Les 3 plus proches du chevalement (à gauche) sont découvertes. Appuyez sur Suivant (F3).</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/siberia.py" line="51" />
      <source>Your hand: 5 action cards, hidden from the computer. Each shows one resource and one person (a worker, a salesman or an investor). You own 1 worker: your mine shows what you own. Press Next (F3).</source>
      <translation>Votre main : 5 cartes action, cachées à l'ordinateur. Chacune montre une ressource et un personnage (ouvrier, commercial ou investisseur). Vous avez 1 ouvrier : votre mine montre ce que vous possédez. Appuyez sur Suivant (F3).</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/siberia.py" line="55" />
      <source>A turn begins with a discovery: with 3 or more face-down cards in the row you must turn one face up (with 1 or 2 you may skip, key S). Press 4 to discover the 4th place.</source>
      <translation>Un tour commence par une découverte : avec 3 cartes face cachée ou plus dans la rangée, vous devez en retourner une (avec 1 ou 2, vous pouvez passer, touche S). Appuyez sur 4 pour découvrir la 4e place.</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/siberia.py" line="58" />
      <source>Not yet: discover the 4th place (press 4).</source>
      <translation>Pas encore : découvrez la 4e place (appuyez sur 4).</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/siberia.py" line="59" />
      <source>Then you draw 2 cards (key D; never more than 8 in hand) or play a combination. Play one: two cards showing oil extract oil. Press → twice to reach your first oil card (the 2nd card), Space to select it, → and Space again for the second, then 1 to extract oil.</source>
      <translation>Ensuite vous piochez 2 cartes (touche D ; jamais plus de 8 en main) ou jouez une combinaison. Jouez-en une : deux cartes montrant le pétrole extraient du pétrole. Appuyez deux fois sur → pour atteindre votre première carte pétrole (la 2e carte), sur Espace pour la sélectionner, encore → et Espace pour la seconde, puis sur 1 pour extraire le pétrole.</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/siberia.py" line="64" />
      <source>Not yet: select your two oil cards (→ twice, Space, →, Space) and press 1.</source>
      <translation>Pas encore : sélectionnez vos deux cartes pétrole (→ deux fois, Espace, →, Espace) et appuyez sur 1.</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/siberia.py" line="66" />
      <source>You took as many discovered oil cards as you own workers, always the ones nearest the headframe; the row closed up and was refilled at the far end, and you drew 1 card. A combination for a symbol is two cards showing it, or one showing it plus any two others; with that resource's investor, one card showing it or any two cards are enough. Press Next (F3).</source>
      <translation>Vous avez pris autant de cartes pétrole découvertes que vous avez d'ouvriers, toujours les plus proches du chevalement ; la rangée s'est resserrée et a été complétée au bout, et vous avez pioché 1 carte. Une combinaison pour un symbole, c'est deux cartes qui le montrent, ou une qui le montre plus deux autres quelconques ; avec l'investisseur de cette ressource, une carte qui la montre ou deux cartes quelconques suffisent. Appuyez sur Suivant (F3).</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/siberia.py" line="72" />
      <source>A combination for a person hires one: a worker (5 at most) lets you extract more cards at once; a salesman or an investor chooses a speciality nobody owns yet. People are public and permanent. The game ends when the last face-down card is discovered: that turn is finished, then everyone plays one last turn. Press Next (F3).</source>
      <translation>Une combinaison pour un personnage en engage un : un ouvrier (5 au plus) permet d'extraire plus de cartes à la fois ; un commercial ou un investisseur prend une spécialité que personne n'a encore. Les personnages sont publics et permanents. La partie se termine quand la dernière carte face cachée est découverte : ce tour est fini, puis chacun joue un dernier tour. Appuyez sur Suivant (F3).</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/siberia.py" line="77" />
      <source>Scoring: each resource card is worth its printed value, or, with its salesman, gas 4000, coal 5000, oil 6000, gold 7000, diamond 8000. Each person card is worth 1000, or with the salesman of its kind worker 2000, salesman 3000, investor 4000. Cards in hand are worth nothing. Press Next (F3).</source>
      <translation>Décompte : chaque carte ressource vaut sa valeur imprimée, ou avec son commercial gaz 4000, charbon 5000, pétrole 6000, or 7000, diamant 8000. Chaque carte personnage vaut 1000, ou avec le commercial de son type ouvrier 2000, commercial 3000, investisseur 4000. Les cartes en main ne valent rien. Appuyez sur Suivant (F3).</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/siberia.py" line="82" />
      <source>Play on to the end of the game. When asked to discover, press a place's number (1 to 8: 1, 2, 3, 4, 5, 6, 7 or 8), or S to skip when you may. Then press D to draw, or select cards with Space and press an option's number. The coach waits here until the game is over.</source>
      <translation>Jouez jusqu'à la fin de la partie. Quand il faut découvrir, appuyez sur le numéro d'une place (1 à 8 : 1, 2, 3, 4, 5, 6, 7 ou 8), ou sur S pour passer quand vous le pouvez. Puis appuyez sur D pour piocher, ou sélectionnez des cartes avec Espace et appuyez sur le numéro d'une option. Le coach attend ici la fin de la partie.</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/siberia.py" line="89" />
      <source>You know every rule of Siberia now. Press Finish to go back to the library, where New game sets up a real game.</source>
      <translation>Vous connaissez maintenant toutes les règles de Siberia. Appuyez sur Terminer pour revenir à la bibliothèque, où Nouvelle partie prépare une vraie partie.</translation>
    </message>
  </context>
  <context>
    <name>SiberiaView</name>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="63" />
      <source>Siberia table</source>
      <translation>Table de Siberia</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="73" />
      <source>Rules</source>
      <translation>Règles</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="74" />
      <source>discover that place, or carry out that option</source>
      <translation>découvrir cette place, ou faire cette action</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="75" />
      <source>skip discovery</source>
      <translation>ne pas découvrir</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="76" />
      <source>draw</source>
      <translation>piocher</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="77" />
      <source>previous card</source>
      <translation>carte précédente</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="78" />
      <source>move over the hand</source>
      <translation>parcourir la main</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="79" />
      <source>Space/Enter</source>
      <translation>Espace/Entrée</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="79" />
      <source>select or release that card</source>
      <translation>choisir ou reposer cette carte</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="80" />
      <source>clear the selection</source>
      <translation>effacer le choix</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="81" />
      <source>value table</source>
      <translation>table des valeurs</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="99" />
      <source>Draw action cards</source>
      <translation>Piocher des cartes action</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="100" />
      <source>Draw 2 action cards (1 with 7 in hand, none with 8) — key D</source>
      <translation>Piocher 2 cartes action (1 avec 7 en main, aucune avec 8) — touche D</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="104" />
      <source>Skip discovery</source>
      <translation>Ne pas découvrir</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="108" />
      <location filename="../../desktop/games/siberia/view.py" line="140" />
      <source>Value table</source>
      <translation>Table des valeurs</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="97" />
      <source>Draw (D)</source>
      <translation>Piocher (D)</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="103" />
      <source>Skip discovery (S)</source>
      <translation>Ne pas découvrir (S)</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="107" />
      <source>Values (V)</source>
      <translation>Valeurs (V)</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="109" />
      <source>The value table and the unseen resource cards — key V</source>
      <translation>La table des valeurs et les cartes ressource pas encore vues — touche V</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="118" />
      <source>Keys: {0}</source>
      <translation>Touches : {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="200" />
      <source>winner</source>
      <translation>gagnant</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="202" />
      <source>thinking…</source>
      <translation>réfléchit…</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="204" />
      <source>to play</source>
      <translation>à jouer</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="225" />
      <source>Game over. Winner: {0}</source>
      <translation>Partie terminée. Gagnant : {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="226" />
      <source>Game over. Shared win: {0}</source>
      <translation>Partie terminée. Victoire partagée : {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="227" />
      <source>Last turns! </source>
      <translation>Derniers tours ! </translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="237" />
      <source>{0} is playing…</source>
      <translation>{0} joue…</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="239" />
      <source>Waiting for {0}</source>
      <translation>En attente de {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="243" />
      <source>{0}: discover a face-down card (click it or press its number)</source>
      <translation>{0} : découvrez une carte face cachée (cliquez-la ou tapez son numéro)</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="244" />
      <source>{0}: you may discover a face-down card, or skip (S)</source>
      <translation>{0} : vous pouvez découvrir une carte face cachée, ou passer (S)</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="246" />
      <source>{0}: choose the speciality of your {1}</source>
      <translation>{0} : choisissez la spécialité de votre {1}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="247" />
      <source>{0}: draw (D), or select cards to play a combination</source>
      <translation>{0} : piochez (D), ou choisissez des cartes pour jouer une combinaison</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="266" />
      <source>Choose a speciality nobody owns yet (1–{0})</source>
      <translation>Choisissez une spécialité que personne n'a encore (1–{0})</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="268" />
      <source>Click a face-down card (or press 1–8) to discover it.</source>
      <translation>Cliquez une carte face cachée (ou tapez 1–8) pour la découvrir.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="274" />
      <source>Watching the computer players.</source>
      <translation>Les joueurs ordinateur jouent.</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="292" />
      <location filename="../../desktop/games/siberia/view.py" line="296" />
      <source>{0}. {1}</source>
      <translation>{0}. {1}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="293" />
      <source>Hire the {0} {1}</source>
      <translation>Engager le {1} ({0})</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="301" />
      <source> ({0})</source>
      <translation> ({0})</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="303" />
      <source>: worth {0} with your salesman (printed {1})</source>
      <translation> : vaut {0} avec votre commercial (imprimé {1})</translation>
    </message>
    <message>
      <location filename="../../desktop/games/siberia/view.py" line="400" />
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
    <message numerus="yes">
      <source>Your hand, %n card(s): {0}.</source>
      <translation>
        <numerusform>Votre main, %n carte : {0}.</numerusform>
        <numerusform>Votre main, %n cartes : {0}.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>SoundDialog</name>
    <message>
      <location filename="../../desktop/shell/sound_settings.py" line="54" />
      <source>Sound</source>
      <translation>Son</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/sound_settings.py" line="56" />
      <source>&amp;Play sounds</source>
      <translation>&amp;Jouer les sons</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/sound_settings.py" line="63" />
      <source>&amp;Try</source>
      <translation>&amp;Tester</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/sound_settings.py" line="64" />
      <source>Try the effects volume</source>
      <translation>Tester le volume des effets</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/sound_settings.py" line="66" />
      <source>T&amp;ry</source>
      <translation>Teste&amp;r</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/sound_settings.py" line="67" />
      <source>Try the notifications volume</source>
      <translation>Tester le volume des notifications</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/sound_settings.py" line="69" />
      <source>&amp;Effects (cards, dice, blocks):</source>
      <translation>&amp;Effets (cartes, dés, blocs) :</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/sound_settings.py" line="71" />
      <source>&amp;Notifications (your turn, the end):</source>
      <translation>&amp;Notifications (votre tour, la fin) :</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/sound_settings.py" line="74" />
      <source>Only when Kotatsu is in the background</source>
      <translation>Seulement quand Kotatsu est en arrière-plan</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/sound_settings.py" line="75" />
      <source>Always</source>
      <translation>Toujours</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/sound_settings.py" line="77" />
      <source>"Your turn" &amp;sounds:</source>
      <translation>« À vous » &amp;sonne :</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/sound_settings.py" line="79" />
      <source>{0} turns the sound off or on at any time. Volume 0 is silent.</source>
      <translation>{0} coupe ou remet le son à tout moment. Le volume 0 est silencieux.</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/sound_settings.py" line="102" />
      <location filename="../../desktop/shell/sound_settings.py" line="122" />
      <source>{0} %</source>
      <translation>{0} %</translation>
    </message>
  </context>
  <context>
    <name>StatisticsDialog</name>
    <message>
      <location filename="../../desktop/shell/statistics.py" line="64" />
      <location filename="../../desktop/shell/statistics.py" line="65" />
      <location filename="../../desktop/shell/statistics.py" line="84" />
      <source>Statistics</source>
      <extracomment>The least span of a plot's score axis (one game, or equal scores, read as whole numbers around it)</extracomment>
      <translation>Statistiques</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics.py" line="121" />
      <source>Statistics per game</source>
      <translation>Statistiques par jeu</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics.py" line="122" />
      <source>Game</source>
      <translation>Jeu</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics.py" line="122" />
      <source>Played</source>
      <translation>Jouées</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics.py" line="122" />
      <source>Best score</source>
      <translation>Meilleur score</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics.py" line="67" />
      <source>against hard computers</source>
      <translation>contre des ordinateurs difficiles</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics.py" line="67" />
      <source>against normal computers</source>
      <translation>contre des ordinateurs normaux</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics.py" line="68" />
      <source>against easy computers</source>
      <translation>contre des ordinateurs faciles</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics.py" line="68" />
      <source>solo</source>
      <translation>en solo</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics.py" line="69" />
      <source>humans only</source>
      <translation>entre humains</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics.py" line="85" />
      <source>By game</source>
      <translation>Par jeu</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics.py" line="87" />
      <source>Over time</source>
      <translation>Au fil du temps</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics.py" line="88" />
      <location filename="../../desktop/shell/statistics.py" line="239" />
      <source>Finished games</source>
      <translation>Parties terminées</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics.py" line="90" />
      <source>Players</source>
      <translation>Joueurs</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics.py" line="122" />
      <source>Won</source>
      <translation>Gagnées</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics.py" line="137" />
      <source>A game alone has no winner: its score is under Best score.</source>
      <translation>Une partie en solo n'a pas de gagnant : son score est sous Meilleur score.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../desktop/shell/statistics.py" line="151" />
      <source>%n of {0} won</source>
      <translation>
        <numerusform>%n gagnée sur {0}</numerusform>
        <numerusform>%n gagnées sur {0}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../desktop/shell/statistics.py" line="165" />
      <source>%n finished game(s) could not be read in full (listed as damaged under Finished games).</source>
      <translation>
        <numerusform>%n partie terminée n'a pas pu être lue entièrement (listée comme endommagée sous Parties terminées).</numerusform>
        <numerusform>%n parties terminées n'ont pas pu être lues entièrement (listées comme endommagées sous Parties terminées).</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics.py" line="174" />
      <source>Game:</source>
      <translation>Jeu :</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics.py" line="177" />
      <source>Game to plot</source>
      <translation>Jeu à tracer</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics.py" line="218" />
      <source>No finished game of {0} yet.</source>
      <translation>Pas encore de partie terminée de {0}.</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics.py" line="221" />
      <source>Your score in each finished game, by opponents (lowest wins).</source>
      <translation>Votre score à chaque partie terminée, selon les adversaires (le plus bas gagne).</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics.py" line="222" />
      <source>Your score in each finished game, by opponents.</source>
      <translation>Votre score à chaque partie terminée, selon les adversaires.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../desktop/shell/statistics.py" line="224" />
      <source>The latest {0} of %n game(s).</source>
      <translation>
        <numerusform>Les {0} dernières sur %n partie.</numerusform>
        <numerusform>Les {0} dernières sur %n parties.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics.py" line="226" />
      <source>Points</source>
      <translation>Points</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics.py" line="261" />
      <location filename="../../desktop/shell/statistics.py" line="297" />
      <source>Watch</source>
      <translation>Revoir</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics.py" line="262" />
      <source>Watch the chosen game again</source>
      <translation>Revoir la partie choisie</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics.py" line="265" />
      <source>Review</source>
      <translation>Analyser</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics.py" line="266" />
      <source>Review the decisions of the chosen game</source>
      <translation>Analyser les décisions de la partie choisie</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics.py" line="269" />
      <source>Enter or Watch replays the chosen game, step by step or at speed.</source>
      <translation>Entrée ou Revoir rejoue la partie choisie, coup par coup ou en accéléré.</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics.py" line="294" />
      <source>Its moves were not kept or are damaged.</source>
      <translation>Ses coups n'ont pas été gardés ou sont abîmés.</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/statistics.py" line="297" />
      <source>This game can't be watched again: {0}</source>
      <translation>Cette partie ne peut pas être revue : {0}</translation>
    </message>
  </context>
  <context>
    <name>StatisticsResults</name>
    <message>
      <location filename="../../desktop/shell/statistics_results.py" line="55" />
      <source>{0}: your first finished game here ({1}).</source>
      <translation>{0} : votre première partie terminée ici ({1}).</translation>
    </message>
  </context>
  <context>
    <name>SupplyWidget</name>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="133" />
      <source>Supply: {0} cards</source>
      <translation>Pioche : {0} cartes</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="136" />
      <source>Still in it: {0}</source>
      <translation>Encore dedans : {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="138" />
      <source>"Last round" has appeared: this is the last round</source>
      <translation>« Dernier tour » est apparu : c'est le dernier tour</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="140" />
      <source>{0} cards before "last round"</source>
      <translation>{0} cartes avant « dernier tour »</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="142" />
      <source>Revealed card: {0}</source>
      <translation>Carte révélée : {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="223" />
      <source>Last round!</source>
      <translation>Dernier tour !</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="225" />
      <source>cards in the supply</source>
      <translation>cartes dans la pioche</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="227" />
      <source>{0} before "last round"</source>
      <translation>{0} avant « dernier tour »</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="235" />
      <source>Revealed: {0}</source>
      <translation>Révélée : {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/games/coloretto/widgets.py" line="245" />
      <source>Revealed card</source>
      <translation>Carte révélée</translation>
    </message>
  </context>
  <context>
    <name>TableBrowser</name>
    <message>
      <location filename="../../desktop/network/announce.py" line="393" />
      <source>another version of Kotatsu</source>
      <extracomment>KOTATSU_MDNS_INTERFACES=off: no announcing or browsing at all unless interfaces are given (tests)</extracomment>
      <translation>une autre version de Kotatsu</translation>
    </message>
    <message numerus="yes">
      <location filename="../../desktop/network/announce.py" line="395" />
      <source>%n free seat(s)</source>
      <translation>
        <numerusform>%n place libre</numerusform>
        <numerusform>%n places libres</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../desktop/network/announce.py" line="397" />
      <source>full</source>
      <translation>complète</translation>
    </message>
    <message>
      <location filename="../../desktop/network/announce.py" line="398" />
      <source>{0} — {1} — {2}</source>
      <translation>{0} — {1} — {2}</translation>
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
    <name>Tutorial</name>
    <message>
      <location filename="../../desktop/tutorial/__init__.py" line="58" />
      <source>Learn to play {0}</source>
      <translation>Apprendre à jouer à {0}</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/__init__.py" line="60" />
      <source>You have started this tutorial before.</source>
      <translation>Vous avez déjà commencé ce tutoriel.</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/__init__.py" line="61" />
      <source>Continue where you left it, start it again, or skip it and set up a real game?</source>
      <translation>Reprendre là où vous l'avez laissé, le recommencer, ou le passer et préparer une vraie partie ?</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/__init__.py" line="64" />
      <source>You have already finished this tutorial.</source>
      <translation>Vous avez déjà terminé ce tutoriel.</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/__init__.py" line="65" />
      <source>Play it again, or skip it and set up a real game?</source>
      <translation>Le rejouer, ou le passer et préparer une vraie partie ?</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/__init__.py" line="67" />
      <source>&amp;Continue</source>
      <translation>&amp;Reprendre</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/__init__.py" line="69" />
      <source>Start &amp;again</source>
      <translation>Re&amp;commencer</translation>
    </message>
    <message>
      <location filename="../../desktop/tutorial/__init__.py" line="70" />
      <source>&amp;Skip the tutorial</source>
      <translation>&amp;Passer le tutoriel</translation>
    </message>
    <message>
      <source>Player</source>
      <translation>Joueur</translation>
    </message>
    <message>
      <source>Computer</source>
      <translation>Ordinateur</translation>
    </message>
  </context>
  <context>
    <name>WindowTheme</name>
    <message>
      <location filename="../../desktop/shell/theme.py" line="80" />
      <source>&amp;Theme</source>
      <translation>&amp;Apparence</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/theme.py" line="82" />
      <source>Follow the &amp;system</source>
      <translation>Suivre le &amp;système</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/theme.py" line="82" />
      <source>&amp;Light</source>
      <translation>&amp;Clair</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/theme.py" line="82" />
      <source>&amp;Dark</source>
      <translation>&amp;Sombre</translation>
    </message>
  </context>
  <context>
    <name>app</name>
    <message>
      <location filename="../../desktop/app.py" line="32" />
      <source>Unexpected error</source>
      <extracomment>How long after the library's first paint the statistics file is opened (its problems told)</extracomment>
      <translation>Erreur inattendue</translation>
    </message>
    <message>
      <location filename="../../desktop/app.py" line="33" />
      <source>Something went wrong, but your game is kept (it is saved after every move).

{0}</source>
      <translation>Un problème est survenu, mais votre partie est conservée (elle est enregistrée après chaque coup).

{0}</translation>
    </message>
  </context>
  <context>
    <name>library</name>
    <message>
      <location filename="../../desktop/shell/library.py" line="29" />
      <source>Recycle waste for rewards; dump it illegally and pay for it.</source>
      <translation>Recyclez les déchets contre des récompenses ; les dépôts sauvages se paient.</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/library.py" line="31" />
      <source>Write dice on a map of Japan, neighbours within one.</source>
      <translation>Écrivez les dés sur une carte du Japon, voisins à un près.</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/library.py" line="33" />
      <source>Dig for gas, coal, oil, gold and diamonds with your workers.</source>
      <translation>Extrayez gaz, charbon, pétrole, or et diamants avec vos ouvriers.</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/library.py" line="35" />
      <source>Collect three colours, and as little of the rest as you can.</source>
      <translation>Collectionnez trois couleurs, et le moins possible des autres.</translation>
    </message>
    <message>
      <location filename="../../desktop/shell/library.py" line="37" />
      <source>Build a pueblo together and hide your colour from the chieftain.</source>
      <translation>Bâtissez ensemble un pueblo et cachez votre couleur au chef.</translation>
    </message>
  </context>
  <context>
    <name>newgame</name>
    <message>
      <location filename="../../desktop/i18n.py" line="81" />
      <source>Easy</source>
      <translation>Facile</translation>
    </message>
    <message>
      <location filename="../../desktop/i18n.py" line="82" />
      <source>Normal</source>
      <translation>Normal</translation>
    </message>
    <message>
      <location filename="../../desktop/i18n.py" line="83" />
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
      <source>draws {card}</source>
      <translation>pioche la carte « {card} »</translation>
    </message>
    <message>
      <source>takes row {row} ({cards}) and the top supply card: {card}</source>
      <translation>prend la rangée {row} ({cards}) et la carte du dessus de la pioche : {card}</translation>
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
      <source>takes row {row} ({cards}) and the top supply card</source>
      <translation>prend la rangée {row} ({cards}) et la carte du dessus de la pioche</translation>
    </message>
    <message>
      <source>takes row {row} ({cards})</source>
      <translation>prend la rangée {row} ({cards})</translation>
    </message>
    <message>
      <source>draws {card} ("last round" came first: this is the last round)</source>
      <translation>pioche la carte « {card} » (« dernier tour » est sorti avant : c'est la dernière manche)</translation>
    </message>
    <message>
      <source>takes row {row} ({cards}); the top supply card was "last round": this is the last round</source>
      <translation>prend la rangée {row} ({cards}) ; la carte du dessus de la pioche était « dernier tour » : c'est la dernière manche</translation>
    </message>
    <message>
      <source>takes row {row} ({cards}) and, after "last round" (this is the last round), the top supply card: {card}</source>
      <translation>prend la rangée {row} ({cards}) et, après « dernier tour » (c'est la dernière manche), la carte du dessus de la pioche : {card}</translation>
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
      <source>neutral</source>
      <translation>neutre</translation>
    </message>
    <message>
      <source>Play one of the two blocks of a new pair</source>
      <translation>Jouez l'un des deux blocs d'une nouvelle paire</translation>
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
      <source>draws no card</source>
      <translation>ne pioche aucune carte</translation>
    </message>
    <message>
      <source>draws no card, which ends the game: every other player has passed in turn</source>
      <translation>ne pioche aucune carte, ce qui termine la partie : chaque autre joueur a passé à son tour</translation>
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
      <source>discovers {resource} {value} at place {place}</source>
      <translation>découvre la carte {resource} {value} à la place {place}</translation>
    </message>
    <message>
      <source>{move}: takes {cards}</source>
      <translation>{move} : prend {cards}</translation>
    </message>
    <message>
      <source>draws no card: every player has passed in turn, so the game ends</source>
      <translation>ne pioche aucune carte : chaque joueur a passé à son tour, la partie s'arrête donc</translation>
    </message>
    <message>
      <source>draws no card (passes in a row: {count} of {players})</source>
      <translation>ne pioche aucune carte (passes d'affilée : {count} sur {players})</translation>
    </message>
    <message>
      <source>{resource} {value}</source>
      <translation>{resource} {value}</translation>
    </message>
  </context>
  <context>
    <name>ColorettoLegend</name>
    <message>
      <source>Ann</source>
      <translation>Anne</translation>
    </message>
    <message>
      <source>Joker (a wheel of every colour): at the end it becomes the colour that helps you most.</source>
      <translation>Joker (une roue de toutes les couleurs) : à la fin, il devient la couleur qui vous avantage le plus.</translation>
    </message>
    <message>
      <source>Golden joker (with a crown): a joker; who takes its row also gets the top card of the supply.</source>
      <translation>Joker doré (avec une couronne) : un joker ; qui prend sa rangée reçoit aussi la carte du dessus de la pioche.</translation>
    </message>
    <message>
      <source>Last round (red): when it comes up, this round is the last one.</source>
      <translation>Dernier tour (rouge) : quand elle sort, ce tour est le dernier.</translation>
    </message>
    <message>
      <source>The supply, face down; its count and the cards above "last round" are written beside it.</source>
      <translation>La pioche, face cachée ; son nombre de cartes et celles au-dessus de « dernier tour » sont écrits à côté.</translation>
    </message>
    <message>
      <source>Green plus under a colour: it is one of your three best colours and counts for you.</source>
      <translation>Plus vert sous une couleur : c'est une de vos trois meilleures couleurs, elle compte pour vous.</translation>
    </message>
    <message>
      <source>Red minus under a colour: beyond your three best, it counts against you.</source>
      <translation>Moins rouge sous une couleur : au-delà de vos trois meilleures, elle compte contre vous.</translation>
    </message>
    <message>
      <source>Dashed frame with a name: that player's last move.</source>
      <translation>Cadre pointillé avec un nom : le dernier coup de ce joueur.</translation>
    </message>
    <message>
      <source>Double ring: the keyboard focus (Tab moves it, Enter or a number key acts).</source>
      <translation>Double anneau : le focus du clavier (Tab le déplace, Entrée ou une touche chiffre agit).</translation>
    </message>
    <message>
      <source>{0}, its symbol: {1}.</source>
      <translation>{0}, son symbole : {1}.</translation>
    </message>
    <message>
      <source>{0}: 2 points at the end.</source>
      <translation>{0} : 2 points à la fin.</translation>
    </message>
  </context>
  <context>
    <name>PuebloLegend</name>
    <message>
      <source>Ann</source>
      <translation>Anne</translation>
    </message>
    <message>
      <source>On the flat board: the top cube's colour and the height of the pile.</source>
      <translation>Sur le plan à plat : la couleur du cube du dessus et la hauteur de la pile.</translation>
    </message>
    <message>
      <source>Lit face (yellow frame): the chieftain sees it; each one costs its owner penalty points (neutral cubes cost nothing).</source>
      <translation>Face éclairée (cadre jaune) : le chef la voit ; chacune coûte des points de pénalité à son propriétaire (les cubes neutres ne coûtent rien).</translation>
    </message>
    <message>
      <source>Ghost block (see-through, dark edge, its symbol): where your block would go; the numbers are the levels. Enter lays it.</source>
      <translation>Bloc fantôme (transparent, bord foncé, avec son symbole) : où irait votre bloc ; les nombres sont les niveaux. Entrée le pose.</translation>
    </message>
    <message>
      <source>The chieftain on the track around the site: he inspects from his space.</source>
      <translation>Le chef sur le chemin autour du chantier : il inspecte depuis sa case.</translation>
    </message>
    <message>
      <source>A sacred site (green L): nobody builds there (option).</source>
      <translation>Un site sacré (L vert) : personne n'y bâtit (option).</translation>
    </message>
    <message>
      <source>Dashed frame with a name: that player's last block.</source>
      <translation>Cadre pointillé avec un nom : le dernier bloc de ce joueur.</translation>
    </message>
    <message>
      <source>Double ring: the keyboard focus.</source>
      <translation>Double anneau : le focus du clavier.</translation>
    </message>
    <message>
      <source>{0}: cubes with the symbol {1} (and their own pattern).</source>
      <translation>{0} : cubes au symbole {1} (et à leur propre motif).</translation>
    </message>
  </context>
  <context>
    <name>REcoLegend</name>
    <message>
      <source>Ann</source>
      <translation>Anne</translation>
    </message>
    <message>
      <source>A double waste card (two symbols): it counts as two cards of its colour.</source>
      <translation>Une carte déchet double (deux symboles) : elle compte pour deux cartes de sa couleur.</translation>
    </message>
    <message>
      <source>A reward card: the points it is worth, in its colour's factory pile.</source>
      <translation>Une carte récompense : les points qu'elle vaut, sur la pile de l'usine de sa couleur.</translation>
    </message>
    <message>
      <source>Two reward cards or more of one colour: they count. A lone one is worth 0 (dashed and struck out on a player's badge).</source>
      <translation>Deux cartes récompense ou plus d'une couleur : elles comptent. Une carte seule vaut 0 (en pointillés et barrée sur le badge d'un joueur).</translation>
    </message>
    <message>
      <source>A -2 reward card (red number): two points taken off.</source>
      <translation>Une carte récompense −2 (nombre rouge) : deux points en moins.</translation>
    </message>
    <message>
      <source>The draw pile, face down.</source>
      <translation>La pioche, face cachée.</translation>
    </message>
    <message>
      <source>Dashed frame with a name: that player's last move.</source>
      <translation>Cadre pointillé avec un nom : le dernier coup de ce joueur.</translation>
    </message>
    <message>
      <source>Double ring: the keyboard focus (Tab moves it, Enter acts).</source>
      <translation>Double anneau : le focus du clavier (Tab le déplace, Entrée agit).</translation>
    </message>
    <message>
      <source>{0}, its symbol: {1}.</source>
      <translation>{0}, son symbole : {1}.</translation>
    </message>
  </context>
  <context>
    <name>RollingJapanLegend</name>
    <message>
      <source>Ann</source>
      <translation>Anne</translation>
    </message>
    <message>
      <source>Purple die (a burst): wild, it may be written in any zone.</source>
      <translation>Dé violet (une étoile éclatée) : joker, il peut s'écrire dans n'importe quelle zone.</translation>
    </message>
    <message>
      <source>A prefecture holding a 5; the band shows its zone.</source>
      <translation>Une préfecture qui porte un 5 ; la bande montre sa zone.</translation>
    </message>
    <message>
      <source>Lit (orange frame, the number in grey): the selected die may be written here.</source>
      <translation>Éclairée (cadre orange, le nombre en gris) : le dé choisi peut s'écrire ici.</translation>
    </message>
    <message>
      <source>Dashed frame: pencilled in this roll; Backspace takes it back until you confirm.</source>
      <translation>Cadre pointillé : écrit au crayon pendant ce lancer ; Retour arrière l'efface tant que vous n'avez pas confirmé.</translation>
    </message>
    <message>
      <source>Red X: a die that could go nowhere; whoever has the fewest X wins.</source>
      <translation>X rouge : un dé qui ne pouvait aller nulle part ; qui a le moins de X gagne.</translation>
    </message>
    <message>
      <source>Links between neighbours: a dashed blue line by sea, a grey line by land.</source>
      <translation>Liens entre voisines : une ligne bleue pointillée par la mer, une ligne grise par la terre.</translation>
    </message>
    <message>
      <source>Dashed frame with a name: that player's last write.</source>
      <translation>Cadre pointillé avec un nom : la dernière écriture de ce joueur.</translation>
    </message>
    <message>
      <source>Double ring: the keyboard focus (Tab moves it; arrows move over the lit prefectures).</source>
      <translation>Double anneau : le focus du clavier (Tab le déplace ; les flèches parcourent les préfectures éclairées).</translation>
    </message>
    <message>
      <source>{0} die and zone: symbol {1}, hatching {2}.</source>
      <translation>Dé et zone {0} : symbole {1}, hachures {2}.</translation>
    </message>
    <message>
      <source>none (plain paper)</source>
      <translation>aucune (papier uni)</translation>
    </message>
  </context>
  <context>
    <name>SiberiaLegend</name>
    <message>
      <source>Ann</source>
      <translation>Anne</translation>
    </message>
    <message>
      <source>A discovered resource card and its value.</source>
      <translation>Une carte ressource découverte et sa valeur.</translation>
    </message>
    <message>
      <source>A resource card in a mine that owns its salesman: the green figure is what it scores.</source>
      <translation>Une carte ressource dont la mine a le commercial : le chiffre vert est ce qu'elle rapporte.</translation>
    </message>
    <message>
      <source>An action card: play it for its resource (to extract) or for its person (to hire).</source>
      <translation>Une carte action : jouez-la pour sa ressource (extraire) ou pour son personnage (engager).</translation>
    </message>
    <message>
      <source>A face-down resource card, still to discover.</source>
      <translation>Une carte ressource face cachée, encore à découvrir.</translation>
    </message>
    <message>
      <source>Supply strip: the workers left to hire, then their number.</source>
      <translation>Bande de la réserve : les ouvriers encore à engager, puis leur nombre.</translation>
    </message>
    <message>
      <source>Supply strip: a salesman, then the specialities of the salesmen not yet hired.</source>
      <translation>Bande de la réserve : un commercial, puis les spécialités des commerciaux pas encore engagés.</translation>
    </message>
    <message>
      <source>Supply strip: an investor, then the specialities of the investors left to hire.</source>
      <translation>Bande de la réserve : un investisseur, puis les spécialités des investisseurs encore à engager.</translation>
    </message>
    <message>
      <source>A mine's headframe: a player's mine.</source>
      <translation>Un chevalement : la mine d'un joueur.</translation>
    </message>
    <message>
      <source>Dashed frame with a name: that player's last move.</source>
      <translation>Cadre pointillé avec un nom : le dernier coup de ce joueur.</translation>
    </message>
    <message>
      <source>Double ring: the keyboard focus (Tab moves it, Enter or Space acts).</source>
      <translation>Double anneau : le focus du clavier (Tab le déplace, Entrée ou Espace agit).</translation>
    </message>
    <message>
      <source>{0}, its symbol: {1}.</source>
      <translation>{0}, son symbole : {1}.</translation>
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
    <name>NetworkClient</name>
    <message>
      <source>The host sent a line that is too long; connecting again.</source>
      <translation>L'hôte a envoyé une ligne trop longue ; nouvelle connexion.</translation>
    </message>
    <message>
      <source>The host's welcome could not be read.</source>
      <translation>L'accueil de l'hôte n'a pas pu être lu.</translation>
    </message>
    <message>
      <source>The host refused to seat you.</source>
      <translation>L'hôte a refusé de vous donner une place.</translation>
    </message>
    <message>
      <source>The host sent something unreadable ({0}); it was ignored.</source>
      <translation>L'hôte a envoyé quelque chose d'illisible ({0}) ; c'est ignoré.</translation>
    </message>
  </context>
  <context>
    <name>RulesOptions</name>
    <message>
      <source>In the rules</source>
      <translation>Dans les règles</translation>
    </message>
    <message>
      <source>Which jokers are in the deck. Golden: two jokers and a golden joker that also gives you the top card of the supply. Classic: three ordinary jokers.</source>
      <translation>Les jokers du paquet. Dorée : deux jokers et un joker doré qui vous donne aussi la carte du dessus de la pioche. Classique : trois jokers ordinaires.</translation>
    </message>
    <message>
      <source>How much a colour is worth for its number of cards. Classic: the more the better (1, 3, 6, 10, 15, 21). Alternative: beyond three cards a colour is worth less.</source>
      <translation>Ce que vaut une couleur selon son nombre de cartes. Classique : plus il y en a, mieux c'est (1, 3, 6, 10, 15, 21). Alternative : au-delà de trois cartes, une couleur vaut moins.</translation>
    </message>
    <message>
      <source>When the game ends: the red "last round" card is shuffled in with this many cards below it. Fewer cards, shorter game.</source>
      <translation>Quand la partie finit : la carte rouge « dernier tour » est glissée avec autant de cartes en dessous. Moins de cartes, partie plus courte.</translation>
    </message>
    <message>
      <source>Play several deals one after the other and add up the scores.</source>
      <translation>Jouer plusieurs manches à la suite et additionner les scores.</translation>
    </message>
    <message>
      <source>Which box you play with: Japon Brand has 25 waste cards per colour, Amigo 22 (both have 3 double cards per colour).</source>
      <translation>La boîte avec laquelle vous jouez : Japon Brand a 25 cartes déchet par couleur, Amigo 22 (les deux ont 3 cartes doubles par couleur).</translation>
    </message>
    <message>
      <source>Who still plays once the last face-down card is turned up: everyone (the default), only the other players, or nobody (the game ends at once).</source>
      <translation>Qui joue encore une fois la dernière carte face cachée retournée : tout le monde (par défaut), seulement les autres joueurs, ou personne (la partie s'arrête aussitôt).</translation>
    </message>
    <message>
      <source>The most workers one player may have, the first one included.</source>
      <translation>Le plus grand nombre d'ouvriers qu'un joueur peut avoir, le premier compris.</translation>
    </message>
    <message>
      <source>Which islands count as neighbours across the sea. Extended adds three ferry and bridge links: more neighbours to watch, a harder map.</source>
      <translation>Quelles îles sont voisines par la mer. Étendu ajoute trois liaisons par ferry et pont : plus de voisins à surveiller, une carte plus difficile.</translation>
    </message>
    <message>
      <source>L-shaped patches of three squares where nobody may build.</source>
      <translation>Des terrains en L de trois cases où personne ne peut bâtir.</translation>
    </message>
    <message>
      <source>The sacred sites are laid at random instead of by the players.</source>
      <translation>Les sites sacrés sont posés au hasard au lieu de l'être par les joueurs.</translation>
    </message>
    <message>
      <source>Before each half of the game, the players bid penalty points to choose when they play.</source>
      <translation>Avant chaque moitié de la partie, les joueurs misent des points de pénalité pour choisir quand ils jouent.</translation>
    </message>
    <message>
      <source>At the end the pueblo is taken apart block by block, with inspections as usual.</source>
      <translation>À la fin, le pueblo est démonté bloc par bloc, avec les inspections habituelles.</translation>
    </message>
    <message>
      <source>A block may also be laid like a step that reaches two levels down (8 more ways to lay it). Off: only the 4 flat ways.</source>
      <translation>Un bloc peut aussi être posé en marche d'escalier qui descend de deux niveaux (8 façons de plus). Désactivé : seulement les 4 poses à plat.</translation>
    </message>
    <message>
      <source>on</source>
      <translation>activé</translation>
    </message>
    <message>
      <source>off</source>
      <translation>désactivé</translation>
    </message>
    <message>
      <source>Recommended for a first game: {0}.</source>
      <translation>Conseillé pour une première partie : {0}.</translation>
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
    <name>Restart</name>
    <message>
      <source>Language</source>
      <translation>Langue</translation>
    </message>
    <message>
      <source>The new language applies once Kotatsu restarts: until then some words stay in the old one.</source>
      <translation>La nouvelle langue s'applique une fois Kotatsu redémarré : d'ici là, certains mots restent dans l'ancienne.</translation>
    </message>
    <message>
      <source>&amp;Restart now</source>
      <translation>&amp;Redémarrer maintenant</translation>
    </message>
    <message>
      <source>&amp;Later</source>
      <translation>&amp;Plus tard</translation>
    </message>
    <message>
      <source>Your game is saved with every move: after the restart, Game ▸ Resume an unfinished game… brings it back.</source>
      <translation>Votre partie est enregistrée avec tous ses coups : après le redémarrage, Partie ▸ Reprendre une partie inachevée… la retrouve.</translation>
    </message>
  </context>
  <context>
    <name>WindowReviews</name>
    <message>
      <source>Re&amp;view a saved game…</source>
      <translation>Anal&amp;yser une partie enregistrée…</translation>
    </message>
    <message>
      <source>&amp;Tutor: ask before a blunder</source>
      <translation>T&amp;uteur : demander avant une gaffe</translation>
    </message>
    <message>
      <source>Before a move the hard computer judges a blunder, ask whether to play it anyway</source>
      <translation>Avant un coup que l'ordinateur difficile juge être une gaffe, demander s'il faut le jouer quand même</translation>
    </message>
  </context>
  <context>
    <name>ReviewOpen</name>
    <message>
      <source>Review</source>
      <translation>Analyse</translation>
    </message>
    <message>
      <source>Review a saved game</source>
      <translation>Analyser une partie enregistrée</translation>
    </message>
    <message>
      <source>Its moves were not kept or are damaged.</source>
      <translation>Ses coups n'ont pas été gardés ou sont endommagés.</translation>
    </message>
    <message>
      <source>This game can't be reviewed: {0}</source>
      <translation>Cette partie ne peut pas être analysée : {0}</translation>
    </message>
  </context>
  <context>
    <name>Share</name>
    <message>
      <source>&amp;Copy the table as a picture</source>
      <translation>Copier la &amp;table en image</translation>
    </message>
    <message>
      <source>Save the table as a &amp;picture…</source>
      <translation>Enregistrer la table en &amp;image…</translation>
    </message>
    <message>
      <source>Save the table as a picture</source>
      <translation>Enregistrer la table en image</translation>
    </message>
    <message>
      <source>PNG pictures (*.png)</source>
      <translation>Images PNG (*.png)</translation>
    </message>
    <message>
      <source>The table is on the clipboard as a picture.</source>
      <translation>La table est dans le presse-papiers, en image.</translation>
    </message>
    <message>
      <source>No table to copy now.</source>
      <translation>Aucune table à copier pour l'instant.</translation>
    </message>
    <message>
      <source>No table to save now.</source>
      <translation>Aucune table à enregistrer pour l'instant.</translation>
    </message>
    <message>
      <source>Saved {0}</source>
      <translation>{0} enregistré</translation>
    </message>
    <message>
      <source>Could not save {0}</source>
      <translation>Impossible d'enregistrer {0}</translation>
    </message>
  </context>
  <context>
    <name>WindowSound</name>
    <message>
      <source>&amp;Sound…</source>
      <translation>&amp;Son…</translation>
    </message>
    <message>
      <source>&amp;Mute</source>
      <translation>Couper le so&amp;n</translation>
    </message>
    <message>
      <source>Sound on.</source>
      <translation>Son activé.</translation>
    </message>
    <message>
      <source>Sound off.</source>
      <translation>Son coupé.</translation>
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
      <source>Statistics can't be changed in {0} ({1}).</source>
      <translation>Impossible de modifier les statistiques dans {0} ({1}).</translation>
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
      <source>Game over. Winner: {0}.</source>
      <translation>Partie terminée. Gagnant : {0}.</translation>
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
    <message numerus="yes">
      <source>{0}: %n point(s)</source>
      <translation>
        <numerusform>{0} : %n point</numerusform>
        <numerusform>{0} : %n points</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>HintMarks</name>
    <message>
      <source>Hint</source>
      <translation>Conseil</translation>
    </message>
    <message>
      <source>Dotted pink frame with a light bulb and "Hint": the move the hint (Ctrl+H) suggests; it goes as soon as anything changes.</source>
      <translation>Cadre rose en pointillés avec une ampoule et « Conseil » : le coup que suggère le conseil (Ctrl+H) ; il disparaît dès que quelque chose change.</translation>
    </message>
    <message>
      <source>Hint: {0}</source>
      <translation>Conseil : {0}</translation>
    </message>
    <message>
      <source>{0} — {1}</source>
      <translation>{0} — {1}</translation>
    </message>
  </context>
  <context>
    <name>Legend</name>
    <message>
      <source>what the marks mean</source>
      <translation>ce que veulent dire les marques</translation>
    </message>
    <message>
      <source>Legend</source>
      <translation>Légende</translation>
    </message>
    <message>
      <source>What the marks on the table mean (F2 opens this from the table).</source>
      <translation>Ce que veulent dire les marques sur la table (F2 ouvre cette fenêtre depuis la table).</translation>
    </message>
    <message>
      <source>circle</source>
      <translation>cercle</translation>
    </message>
    <message>
      <source>square</source>
      <translation>carré</translation>
    </message>
    <message>
      <source>triangle</source>
      <translation>triangle</translation>
    </message>
    <message>
      <source>diamond</source>
      <translation>losange</translation>
    </message>
    <message>
      <source>star</source>
      <translation>étoile</translation>
    </message>
    <message>
      <source>burst</source>
      <translation>étoile éclatée</translation>
    </message>
    <message>
      <source>cross</source>
      <translation>croix</translation>
    </message>
    <message>
      <source>heart</source>
      <translation>cœur</translation>
    </message>
    <message>
      <source>crown</source>
      <translation>couronne</translation>
    </message>
    <message>
      <source>hexagon</source>
      <translation>hexagone</translation>
    </message>
    <message>
      <source>ring</source>
      <translation>anneau</translation>
    </message>
    <message>
      <source>This table has no legend yet.</source>
      <translation>Cette table n'a pas encore de légende.</translation>
    </message>
    <message>
      <source>F2: what the marks on the table mean</source>
      <translation>F2 : ce que veulent dire les marques sur la table</translation>
    </message>
    <message>
      <source>Legend: {0}</source>
      <translation>Légende : {0}</translation>
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