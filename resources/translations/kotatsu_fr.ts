<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="fr_FR">
  <context>
    <name />
    <message>
      <location filename="../../desktop/main_window.py" line="60" />
      <source>library</source>
      <comment>Write dice on a map of Japan, neighbours within one.</comment>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="61" />
      <source>library</source>
      <comment>Dig for gas, coal, oil, gold and diamonds with your workers.</comment>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="62" />
      <source>library</source>
      <comment>Collect three colours, and as little of the rest as you can.</comment>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="63" />
      <source>library</source>
      <comment>Build a pueblo together and hide your colour from the chieftain.</comment>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>CentreWidget</name>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="197" />
      <source>{0} recycling centre</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="198" />
      <source>next reward {0}, {1} left</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="199" />
      <source>no reward left</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="201" />
      <source>{0} ({1}). Factory: {2} of 4 units. Dump: {3} cards. Reward stack: {4}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="249" />
      <source>{0} centre</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="296" />
      <source>Reward stack</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="298" />
      <source>last card!</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="301" />
      <source>{0} left</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="304" />
      <source>then {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="314" />
      <source>Factory</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="349" />
      <source>{0} more to recycle</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="357" />
      <source>Dump</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="358" />
      <source>pick up: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="374" />
      <source>refill after a delivery: {0}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>CollectionPanel</name>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="702" />
      <source>points</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="721" />
      <source> (you)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="724" />
      <source>winner</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="726" />
      <source>thinking…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="728" />
      <source>out this round</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="730" />
      <source>to play</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="743" />
      <source>Cards: {0}. Counting plus: {1}. Counting minus: {2}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="744" />
      <source>none</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="746" />
      <source>Jokers become: {0}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="748" />
      <source>Earlier deals: {0}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="749" />
      <source>{0}: {1} points</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>ColorettoView</name>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="800" />
      <source>Coloretto table</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="830" />
      <source>&amp;Draw a card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="832" />
      <source>Reveal the top card of the supply (key D), then choose its row (1–{0})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="834" />
      <source>Draw a card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="855" />
      <source>Keys: D draw · 1–{0} take a row or place the revealed card · Tab/Enter choose a row · Esc skip animation</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="934" />
      <source>Deal {0} of {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="937" />
      <source>Game over. Winner: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="938" />
      <source>Game over. Shared win: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="942" />
      <source>Last round!</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="949" />
      <source>{0} is playing…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="951" />
      <source>{0}: place the {1} in a row (click it or press its number)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="954" />
      <source>{0}: draw a card (D) or take a row (its number)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="955" />
      <source>{0}: take a row (click it or press its number)</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>DieButton</name>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="540" />
      <source>to resolve</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="540" />
      <source>resolved</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="541" />
      <source>Die {0}: {1} {2}, {3}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>FlatPuebloView</name>
    <message>
      <location filename="../../desktop/pueblo3d/flat.py" line="25" />
      <source>Pueblo board, top view and side elevation</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/pueblo3d/flat.py" line="230" />
      <source>Seen from space %1</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>GameCard</name>
    <message>
      <location filename="../../desktop/main_window.py" line="87" />
      <source>{0} player</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="88" />
      <source>{0}–{1} players</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="89" />
      <source> (coming soon)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="92" />
      <source>Coming soon: this game is not built yet.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="132" />
      <source> · coming soon</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>GameLog</name>
    <message>
      <location filename="../../desktop/widgets/log.py" line="13" />
      <source>Game log</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/widgets/log.py" line="23" />
      <source>{0}. {1}: {2}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>GamePage</name>
    <message>
      <location filename="../../desktop/main_window.py" line="245" />
      <source>Game log</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>GameSession</name>
    <message>
      <location filename="../../desktop/session.py" line="185" />
      <source>It is not your decision: a computer plays that seat.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/session.py" line="188" />
      <source>It is not your turn.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/session.py" line="262" />
      <source>The computer player failed ({0}); it plays a random move.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/session.py" line="346" />
      <source>Could not autosave: {0}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>HandWidget</name>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="397" />
      <source>Your hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="404" />
      <source>{0} {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="404" />
      <source>double</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="405" />
      <source>single</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>HandoverScreen</name>
    <message>
      <location filename="../../desktop/widgets/handover.py" line="16" />
      <source>Hand-over screen</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/widgets/handover.py" line="34" />
      <source>Show my view</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/widgets/handover.py" line="43" />
      <source>Pass the screen to {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/widgets/handover.py" line="44" />
      <source>Everyone else, please look away: {0}'s cards will be shown.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/widgets/handover.py" line="45" />
      <source>I am {0}: show my cards</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Library</name>
    <message>
      <location filename="../../desktop/main_window.py" line="147" />
      <source>Game library</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="149" />
      <source>Kotatsu</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="154" />
      <source>Five tabletop games around one screen. Choose a game.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <location filename="../../desktop/main_window.py" line="271" />
      <location filename="../../desktop/main_window.py" line="427" />
      <source>Kotatsu</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="288" />
      <location filename="../../desktop/main_window.py" line="429" />
      <source>Choose a game to play.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="305" />
      <source>&amp;Game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="306" />
      <source>&amp;New game…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="307" />
      <source>&amp;Open…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="308" />
      <source>&amp;Save</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="309" />
      <source>Save &amp;as…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="310" />
      <source>&amp;Resume an unfinished game…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="311" />
      <source>S&amp;tatistics…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="312" />
      <source>&amp;Library</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="313" />
      <source>&amp;Quit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="317" />
      <source>&amp;Edit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="318" />
      <source>&amp;Undo</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="319" />
      <source>&amp;Redo</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="320" />
      <source>&amp;Hint</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="323" />
      <source>&amp;Rules</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="324" />
      <source>Rules of this game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="330" />
      <source>&amp;Settings</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="331" />
      <source>&amp;Language</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="340" />
      <source>&amp;Computer speed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="341" />
      <source>Instant</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="341" />
      <source>Quick</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="341" />
      <source>Normal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="342" />
      <source>Slow</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="348" />
      <source>&amp;Hard computer's thinking time</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="351" />
      <source>{0} s</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="356" />
      <source>&amp;Help</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="357" />
      <source>&amp;About Kotatsu</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="411" />
      <source>{0} — Kotatsu</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="439" />
      <source>The game is over.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="441" />
      <source>{0}, it's your turn.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="443" />
      <source>Waiting for the computer players…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="471" />
      <source>{0}: a new personal best ({1})!</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="473" />
      <source>{0}: personal best {1}, over {2} finished games.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="477" />
      <source>Your last scores: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="479" />
      <source>Statistics could not be saved: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="494" />
      <source>Nothing to undo: a card was revealed, dice were rolled or another player has moved since.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="521" />
      <source>Hint: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="526" />
      <source>No hint available: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="529" />
      <source>Thinking about a hint…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="546" />
      <source>Save game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="555" />
      <source>Saved to {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="557" />
      <source>Could not save</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="557" />
      <source>The game could not be saved:
{0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="560" />
      <source>Open game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="570" />
      <source>Could not open the game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="571" />
      <source>{0} could not be opened.

{1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="592" />
      <source>Resume</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="592" />
      <source>There is no unfinished game.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="615" />
      <source>Language</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="616" />
      <source>The new language applies fully after Kotatsu restarts.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="630" />
      <source>About Kotatsu</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="631" />
      <source>&lt;h3&gt;Kotatsu&lt;/h3&gt;&lt;p&gt;Five tabletop games at one computer: R-Eco, Rolling Japan, Siberia: The Card Game, Coloretto and Pueblo. Hot-seat play and computer opponents. All pictures are drawn by the program.&lt;/p&gt;</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>MapCanvas</name>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="287" />
      <source>Map of Japan, {0}'s sheet: {1} of 47 prefectures filled</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="289" />
      <source>Selected: {0}, write {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="417" />
      <source>sea link (neighbours)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="419" />
      <source>land border (neighbours)</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>MiniSheet</name>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="652" />
      <source>{0}'s sheet: {1} filled, {2} X. {3}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="670" />
      <source>{0} X</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>NewGameDialog</name>
    <message>
      <location filename="../../desktop/newgame.py" line="59" />
      <source>New game of {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="60" />
      <source>New game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="66" />
      <source>Number of players</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="70" />
      <source>&amp;Players:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="73" />
      <source>Seats</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="75" />
      <source>Name</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="76" />
      <source>Played by</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="77" />
      <source>Level</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="80" />
      <source>Seat {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="82" />
      <source>Name of seat {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="83" />
      <source>You</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="83" />
      <source>Computer {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="86" />
      <source>Human</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="87" />
      <source>Computer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="88" />
      <source>Seat {0} played by</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="94" />
      <source>Seat {0} computer level</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="106" />
      <source>Rules options</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="134" />
      <source>random</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="136" />
      <source>Seed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="137" />
      <source>The same seed and options give the same shuffles and rolls.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="138" />
      <source>Today's seed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="139" />
      <source>Everyone who plays today's seed gets the same game.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="141" />
      <source>&amp;Seed:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="148" />
      <source>Start</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="167" />
      <source>Player {0}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>PlayerBadge</name>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="500" />
      <source>counts</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="500" />
      <source>lone, worth 0</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="502" />
      <source>{0}: {1} points</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="503" />
      <source>{0} cards in hand, {1} dumped; rewards: {2}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="504" />
      <source>none</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="529" />
      <source>{0} pts</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="540" />
      <source>hand: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="551" />
      <source>dumped: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="557" />
      <source>clean</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>PlayersPanel</name>
    <message>
      <location filename="../../desktop/main_window.py" line="191" />
      <source>Players</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="215" />
      <source>human</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="215" />
      <source>computer, {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="219" />
      <source>thinking…</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>PuebloScene</name>
    <message>
      <location filename="../../desktop/pueblo3d/scene.py" line="54" />
      <source>Pueblo board in 3D</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/pueblo3d/scene.py" line="56" />
      <source>Drag to orbit, wheel to zoom, middle or Shift drag to pan. The keys are listed beside the board.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>PuebloView</name>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="66" />
      <source>Pueblo</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="99" />
      <source>Board notice</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="107" />
      <source>3D view switched off (KOTATSU_NO_GL=1): showing the flat board.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="115" />
      <source>No OpenGL (%1): showing the flat board.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="150" />
      <source>OpenGL could not be started on this display: showing the flat board.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="160" />
      <source>Whose turn</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="165" />
      <source>Players, reserves and penalty points</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="176" />
      <source>What each move would cost</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="183" />
      <source>Move the chieftain %1 spaces</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="190" />
      <source>Place block (Enter)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="191" />
      <source>Place the block shown</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="197" />
      <source>Bid in penalty points</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="198" />
      <source>Bid</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="199" />
      <source>Bid this many penalty points</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="201" />
      <source>Pass (P)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="202" />
      <source>Pass: drop out of this auction</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="217" />
      <source>Top (T)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="217" />
      <source>Top view</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="218" />
      <source>Eye (C)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="218" />
      <source>Chieftain's eye</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="219" />
      <source>Reset (Home)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="219" />
      <source>Reset the camera</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="224" />
      <source>Penalty heatmap (H)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="225" />
      <source>Show the lowest penalty reachable on each cell</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="232" />
      <source>Final lap</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="236" />
      <source>&lt;b&gt;Keys&lt;/b&gt;&lt;br&gt;Arrows move the block · R / Shift+R rotate (or Ctrl+wheel) · B other block · Enter places · 1–4 preview, then move the chieftain · H heatmap&lt;br&gt;Shift+arrows orbit · +/− zoom · T top · N E S W sides · C chieftain's eye · [ ] pick a space to look from · V look from it · Home reset · Esc/Space skip the lap</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="243" />
      <source>Keyboard help</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="270" />
      <source>neutral</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="270" />
      <source>red</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="270" />
      <source>blue</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="270" />
      <source>green</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="271" />
      <source>violet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="277" />
      <source>Seat %1</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="310" />
      <source>%1 block</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="313" />
      <source>Place the %1 block (B switches)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="414" />
      <source>The game is over.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="416" />
      <source>%1 is thinking…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="418" />
      <source>%1: place a block</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="418" />
      <source>%1: move the chieftain 1–4 spaces</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="419" />
      <source>%1: lay a sacred site</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="419" />
      <source>%1: bid or pass</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="420" />
      <source>%1: remove a block</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="436" />
      <source>%1, %2</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="438" />
      <source>own %1 · neutral %2</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="440" />
      <source>Single block: %1, pairs left: %2</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="442" />
      <source>%1 pts</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="453" />
      <source>If the chieftain moves:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="462" />
      <source>Remove block (Enter)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="463" />
      <source>Place (Enter)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="472" />
      <source>Set the block aside (no room)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="746" />
      <source>Final lap done.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/pueblo_view.py" line="748" />
      <source>Final lap: space %1 (%2 of 36) — Esc or Space skips</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>QCoreApplication</name>
    <message>
      <location filename="../../desktop/main_window.py" line="59" />
      <source>library</source>
      <comment>Recycle waste for rewards; dump it illegally and pay for it.</comment>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>REcoView</name>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="597" />
      <source>R-Eco table</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="608" />
      <source>End warning</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="628" />
      <source>Draw and discard piles</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="633" />
      <source>What to do</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="642" />
      <location filename="../../desktop/games/r_eco_view.py" line="793" />
      <source>&amp;Deliver</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="643" />
      <location filename="../../desktop/games/r_eco_view.py" line="794" />
      <source>Deliver the chosen cards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="645" />
      <source>&amp;Clear choice</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="646" />
      <source>Clear the chosen cards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="709" />
      <source>Hands are hidden while the screen changes hands.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="711" />
      <source>Only computer players: their hands are never shown.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="713" />
      <source>Your hand is empty.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="718" />
      <source>Your hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="718" />
      <source>Hidden hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="720" />
      <source>Draw pile: {0} cards · discard pile: {1} cards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="725" />
      <source>The game is over.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="728" />
      <source>{0}: {1} left</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="729" />
      <source>⚠ The game ends when a reward stack is empty — </source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="739" />
      <source>The game is over: see the results.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="743" />
      <source>{0} is playing…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="746" />
      <source>Your hand is over the limit of 5: choose {0} to dump illegally (−1 point each).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="752" />
      <source>You lose your clean-environment bonus (+{0} now).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="754" />
      <source>Every player still clean gains +{0} from your dumping.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="756" />
      <source>Chosen: {0} of {1}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="759" />
      <source>Your hand is empty: choose a recycling centre (click it or press 1–4) to take its dump.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="762" />
      <source>Choose cards of one colour (click, or Left/Right and Space; 1–4 take a whole colour), then deliver them with Enter or by clicking their centre.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="766" />
      <source>Deliver {0} ×{1} (units: {2})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="768" />
      <source>&lt;b&gt;recycles&lt;/b&gt;: you take the reward &lt;b&gt;{0}&lt;/b&gt;</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="770" />
      <source>units lost: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="772" />
      <source>&lt;b&gt;the game ends&lt;/b&gt; after this turn</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="774" />
      <source>factory at {0}/4</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="775" />
      <source>pick up: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="777" />
      <source>&lt;span style='color:#ffb4a0'&gt;&lt;b&gt;hand {0}: dump {1} (−{1})&lt;/b&gt;&lt;/span&gt;</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="780" />
      <source>hand: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="789" />
      <source>&amp;Dump {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="790" />
      <source>Dump the chosen cards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="831" />
      <source>You hold no {0} cards.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="848" />
      <source>Choose exactly {0} cards to dump.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="857" />
      <source>Choose the cards to deliver first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="908" />
      <source>Your hand is over 5: choose the cards to dump.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/r_eco_view.py" line="909" />
      <source>Your turn: deliver cards of one colour to its recycling centre.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>ResultsDialog</name>
    <message>
      <location filename="../../desktop/widgets/results.py" line="32" />
      <source>{0}: results</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/widgets/results.py" line="33" />
      <source>Results</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/widgets/results.py" line="44" />
      <source>{0} wins!</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/widgets/results.py" line="46" />
      <source>Shared win: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/widgets/results.py" line="50" />
      <source>Lowest score wins.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/widgets/results.py" line="52" />
      <source>Scores</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/widgets/results.py" line="54" />
      <source>Player</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/widgets/results.py" line="54" />
      <source>Points</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/widgets/results.py" line="60" />
      <source> (computer, {0})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/widgets/results.py" line="62" />
      <source>winner</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/widgets/results.py" line="80" />
      <location filename="../../desktop/widgets/results.py" line="81" />
      <source>Play again</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/widgets/results.py" line="84" />
      <source>Back to the library</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>ResumeDialog</name>
    <message>
      <location filename="../../desktop/main_window.py" line="648" />
      <source>Resume an unfinished game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="651" />
      <source>These games were not finished. Resume one?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="653" />
      <source>Unfinished games</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="657" />
      <source>{0} — {1} — {2} moves — {3}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="665" />
      <source>Resume</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="666" />
      <location filename="../../desktop/main_window.py" line="687" />
      <source>Discard</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="667" />
      <source>Not now</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="687" />
      <source>Discard this unfinished game for good?</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>RollingJapanView</name>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="70" />
      <source>red</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="71" />
      <source>green</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="72" />
      <source>yellow</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="73" />
      <source>blue</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="74" />
      <source>black</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="75" />
      <source>white</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="76" />
      <source>purple (wild)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="705" />
      <source>Rolling Japan</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="714" />
      <source>Whose sheet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="724" />
      <source>What to do</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="726" />
      <source>Colour change (C)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="728" />
      <source>Colour change</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="730" />
      <source>No effect (P)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="731" />
      <source>Resolve the die with no effect</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="733" />
      <source>Undo (Backspace)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="734" />
      <source>Undo a write of this roll</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="736" />
      <source>Confirm the roll (Enter)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="737" />
      <source>Confirm the roll</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="757" />
      <source>Other sheets</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="841" />
      <source>{0}'s sheet — the game is over: {1} X</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="843" />
      <source>{0}'s sheet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="844" />
      <source>resolve both dice on your own map</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="846" />
      <source>{0}'s sheet — waiting for the other players</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="875" />
      <source>resolving…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="877" />
      <source>done</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="880" />
      <source>(computer)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="887" />
      <source>All empty prefectures got an X. Fewest X wins.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="889" />
      <source>Check your sheet, then confirm the roll (Enter) or undo (Backspace).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="891" />
      <source>The computer players are writing their dice…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="896" />
      <source>The {0} {1} fits nowhere in its zone: write an X in one of its empty prefectures{2}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="898" />
      <source>, or use a colour change</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="900" />
      <source>Colour change: write the {0} anywhere it fits on the map.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="902" />
      <source>The {0} zone is full: no effect, or a colour change.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="903" />
      <source>anywhere on the map</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="903" />
      <source>in the {0} zone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="905" />
      <source>Write the {0} {1}. A neighbour may differ by at most 1.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>RowWidget</name>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="344" />
      <source>empty</source>
      <extracomment>Each colour has its own symbol, so no colour is told apart by hue alone.</extracomment>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="346" />
      <source>taken by {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="346" />
      <source>taken</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="348" />
      <source>{0} of {1} cards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="349" />
      <source>Row {0}: {1} ({2})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="350" />
      <source>Click or press {0} to take this row.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="351" />
      <source>Click or press {0} to place the revealed card here.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="410" />
      <source>Taken by {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="410" />
      <source>Taken</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>RulesDialog</name>
    <message>
      <location filename="../../desktop/main_window.py" line="698" />
      <source>Rules of {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="702" />
      <source>Rules</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="713" />
      <source>The rules page of this game is not written yet.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>StatisticsDialog</name>
    <message>
      <location filename="../../desktop/main_window.py" line="723" />
      <source>Statistics</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="728" />
      <source>Statistics per game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="729" />
      <location filename="../../desktop/main_window.py" line="737" />
      <source>Game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="729" />
      <source>Played</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="729" />
      <source>Won by humans</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="729" />
      <source>Best score</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="733" />
      <source>Finished games, by game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="736" />
      <location filename="../../desktop/main_window.py" line="742" />
      <source>Recent games</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="737" />
      <source>When</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/main_window.py" line="737" />
      <source>Players and scores</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>SupplyWidget</name>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="495" />
      <source>Supply: {0} cards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="498" />
      <source>Still in it: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="500" />
      <source>"Last round" has appeared: this is the last round</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="502" />
      <source>{0} cards before "last round"</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="504" />
      <source>Revealed card: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="552" />
      <source>Last round!</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="554" />
      <source>cards in the supply</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="556" />
      <source>{0} before "last round"</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="565" />
      <source>Revealed: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/coloretto_view.py" line="574" />
      <source>Revealed card</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>TrackPanel</name>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="594" />
      <source>Round {0} of {1}, roll {2} of 3. Colour changes left: {3}. X: {4}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="606" />
      <source>Round {0} of {1} · roll {2} of 3</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="618" />
      <source>Colour changes</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/games/rolling_japan_view.py" line="629" />
      <source>X on the sheet</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>app</name>
    <message>
      <location filename="../../desktop/app.py" line="36" />
      <source>Unexpected error</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/app.py" line="37" />
      <source>Something went wrong, but your game is kept (it is saved after every move).

{0}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>newgame</name>
    <message>
      <location filename="../../desktop/newgame.py" line="40" />
      <source>Easy</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="41" />
      <source>Normal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../desktop/newgame.py" line="42" />
      <source>Hard</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>engine</name>
    <message>
      <source>blue</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>brown</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>grey</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>green</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>orange</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>pink</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>yellow</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>joker</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>golden joker</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>+2</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>last round</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Edition</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Golden: two jokers and a golden joker that also takes the top supply card. Classic: three ordinary jokers.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Scoring table</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Classic: 1, 3, 6, 10, 15, 21. Alternative: 1, 4, 8, 7, 6, 5 (big sets lose value).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Cards under "last round"</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>How many supply cards lie under the "last round" card.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Deals in a match</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play this many deals and add the scores; the start player rotates.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Three best colours</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Other colours</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>+2 cards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Earlier deals</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Score</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Inspections while building</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Final lap</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Auction bids</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Inspections while dismantling</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Sacred sites</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Number of L-shaped sacred sites (3 cells each) nobody may build on.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Random sacred sites</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lay the sacred sites at random instead of letting the players place them.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Turn-order auctions</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Before each of the two phases, bid penalty points for the turn positions.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Dismantling</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>After the final lap, take the pueblo apart block by block, inspecting as usual.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Stepped placements</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Blocks may also be placed in the 8 rotations that reach down two levels.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>red</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Japon Brand: 25 waste cards per colour (22 single, 3 double); Amigo: 22 per colour (19 single, 3 double).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Red rewards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Yellow rewards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Green rewards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Blue rewards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Illegal dumping</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Clean-environment bonus</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A neighbour holds a number that differs by more than 1.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Sea links</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Standard: six sea links (straits and bridges). Extended adds three ferry and bridge links (Chiba-Kanagawa, Ehime-Oita, Wakayama-Tokushima): more neighbours, a harder map.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>This die must be used: its zone still has an empty prefecture.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>That prefecture is already filled.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Write the number the die shows.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>An X is written only when the number fits nowhere in the die's zone.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>That prefecture is outside the die's zone (a colour change would allow it).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The game is over.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>There is no such player.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>That is not a Rolling Japan decision.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>This player has already resolved both dice of this roll.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>This die is already resolved.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The purple die is already wild: no colour change.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No colour change left.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{colour} die: {value} in {place}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{colour} die: no effect (its zone is full)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{colour} die: X in {place}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{colour} die: {value} in {place} (colour change)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>X written during play</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>X on prefectures left empty</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Last turns</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>After the last face-down resource card is discovered: every player, the discoverer included, plays one last turn (everyone); only the others do (others); or the game ends with that turn (none).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Workers per player</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The most workers one player may own, the starting worker included.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Gas</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Coal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Oil</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Gold</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Diamonds</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Workers</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Salesmen</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Investors</source>
      <translation type="unfinished" />
    </message>
  </context>
</TS>