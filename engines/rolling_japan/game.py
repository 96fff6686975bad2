"""The engine: the contract of engines.core.Engine (rules flow, views, saves, descriptions)."""
from __future__ import annotations

import random
from typing import Any

from engines.core import (
    N_,
    Engine,
    IllegalAction,
    Rng,
    decoding,
    envelope,
    field,
    int_list,
    observed,
    observed_list,
    open_envelope,
    require,
    text,
    winners_by,
)
from engines.rolling_japan.actions import _MADE_HERE, Action, Pass, Write, _plainly_well_typed, _well_typed
from engines.rolling_japan.map import (
    COLOUR_CHANGES,
    DICE_PER_TURN,
    DIE_COLOUR_WORDS,
    DIE_COLOURS,
    MAX_DIFFERENCE,
    NAMES,
    PREFECTURES,
    ROLLS,
    ROUNDS,
    TURNS_PER_ROUND,
    WILD,
    ZONE_OF_COLOUR,
    X,
)
from engines.rolling_japan.state import (
    RollingJapanState,
    _allowed,
    _die_actions,
    _next_roll,
    _settle,
    x_count,
)


class RollingJapan(Engine):
    name = "rolling_japan"
    title = "Rolling Japan"
    min_players = 1
    max_players = 8
    lowest_wins = True
    perfect_information = True
    options_schema = [
        {"name": "sea_links", "kind": "choice", "default": "standard",
         "choices": ["standard", "extended"],
         "choice_labels": {"standard": N_("Standard (six)"), "extended": N_("Extended (nine)")},
         "label": N_("Sea links"),
         "help": N_("Standard: six sea links (straits and bridges). Extended adds three ferry "
                    "and bridge links (Chiba-Kanagawa, Ehime-Oita, Wakayama-Tokushima): more "
                    "neighbours, a harder map.")},
    ]
    VERSION = 1

    # -- the game --------------------------------------------------------------------------
    def new_game(self, num_players: int, *, seed: int, options: dict[str, Any] | None = None) -> RollingJapanState:
        self.check_players(num_players)
        opts = self.resolve_options(options, num_players)
        s = RollingJapanState()
        s.num_players = num_players
        s.extended = opts["sea_links"] == "extended"
        s.rng = Rng(seed)
        s.roll = 0
        s.pending = [0] * num_players
        s.sheets = [[None] * 48 for _ in range(num_players)]
        s.changes_left = [COLOUR_CHANGES] * num_players
        s.end_crosses = [0] * num_players
        _next_roll(s, first=True)
        return s

    def num_players(self, state: RollingJapanState) -> int:
        return state.num_players

    def to_move(self, state: RollingJapanState) -> list[int]:
        pending = state.pending
        if len(pending) == 1:  # solo, the usual game
            return [0] if pending[0] else []
        return [p for p, mask in enumerate(pending) if mask]

    def legal_actions(self, state: RollingJapanState, player: int) -> list[Action]:
        if not (isinstance(player, int) and 0 <= player < state.num_players):
            return []
        mask = state.pending[player]
        if mask == 3 and DICE_PER_TURN == 2:  # both dice: die 0's decisions, then die 1's
            actions = _die_actions(state, player, 0)
            actions += _die_actions(state, player, 1)
            return actions
        actions = []
        for die in range(DICE_PER_TURN):
            if mask >> die & 1:
                actions += _die_actions(state, player, die)
        return actions

    def die_actions(self, state: RollingJapanState, player: int, die: int) -> list[Action]:
        """The legal ways for a player to resolve one die now ([] when it is not theirs to resolve)."""
        if not (0 <= player < state.num_players and 0 <= die < DICE_PER_TURN
                and state.pending[player] >> die & 1):
            return []
        return _die_actions(state, player, die)

    def apply(self, state: RollingJapanState, player: int, action: Any) -> RollingJapanState:
        if state.roll >= ROLLS:
            raise IllegalAction(N_("The game is over."))
        if type(player) is not int or not 0 <= player < state.num_players:
            if not isinstance(player, int) or isinstance(player, bool) or not 0 <= player < state.num_players:
                raise IllegalAction(N_("There is no such player."))
        if (id(action) not in _MADE_HERE and not _plainly_well_typed(action)
                and (not isinstance(action, (Write, Pass)) or not _well_typed(action))):
            raise IllegalAction(N_("That is not a Rolling Japan decision."))
        mask = state.pending[player]
        if not mask:
            raise IllegalAction(N_("This player has already resolved both dice of this roll."))
        die = action.die
        if not mask >> die & 1:
            raise IllegalAction(N_("This die is already resolved."))
        if not _allowed(state, player, action):
            raise IllegalAction(self._why_illegal(state, player, action))
        # copy on write: the new state shares the lists it does not change (see _child)
        s = RollingJapanState.__new__(RollingJapanState)  # state._child(), written out
        s.num_players = state.num_players
        s.extended = state.extended
        s.rng = state.rng
        s.roll = state.roll
        s.bag = state.bag
        s.dice = state.dice
        s.sheets = state.sheets
        s.changes_left = state.changes_left
        s.end_crosses = state.end_crosses
        s.pending = pending = state.pending[:]
        if type(action) is Write:
            sheets = s.sheets = state.sheets[:]
            sheet = sheets[player] = sheets[player][:]
            sheet[action.prefecture] = action.value
            if action.colour_change:
                s.changes_left = state.changes_left[:]
                s.changes_left[player] -= 1
        pending[player] = mask & ~(1 << die)
        _settle(s, player)
        if not any(pending):
            if s.sheets is state.sheets:
                s.sheets = state.sheets[:]
            s.end_crosses = state.end_crosses[:]
            _next_roll(s)
        return s

    def _why_illegal(self, state: RollingJapanState, player: int, action: Action) -> str:
        colour, value = state.dice[action.die]
        if isinstance(action, Pass):
            return N_("This die must be used: its zone still has an empty prefecture.")
        sheet = state.sheets[player]
        if sheet[action.prefecture] is not None:
            return N_("That prefecture is already filled.")
        if action.colour_change:
            if colour == WILD:
                return N_("The purple die is already wild: no colour change.")
            if state.changes_left[player] <= 0:
                return N_("No colour change left.")
        if action.value != X and action.value != value:
            return N_("Write the number the die shows.")
        if action.value == X:
            return N_("An X is written only when the number fits nowhere in the die's zone.")
        if not action.colour_change and action.prefecture not in ZONE_OF_COLOUR[colour]:
            return N_("That prefecture is outside the die's zone (a colour change would allow it).")
        return N_("A neighbour holds a number that differs by more than 1.")

    def scores(self, state: RollingJapanState) -> list[int]:
        return [x_count(sheet) for sheet in state.sheets]

    def winners(self, state: RollingJapanState) -> list[int]:
        return winners_by(self.scores(state), lowest_wins=True)

    def reveals(self, state: RollingJapanState, player: int, action: Any) -> bool:
        """True for the decision that completes the roll: the next dice are rolled."""
        try:
            return self.apply(state, player, action).roll != state.roll
        except IllegalAction:
            return False

    def score_breakdown(self, state: RollingJapanState) -> list[list[tuple[str, int]]]:
        lines = []
        for p, sheet in enumerate(state.sheets):
            total = x_count(sheet)
            lines.append([(N_("X written during play"), total - state.end_crosses[p]),
                          (N_("X on prefectures left empty"), state.end_crosses[p])])
        return lines

    # -- views ---------------------------------------------------------------------------------
    def observe(self, state: RollingJapanState, player: int | None = None) -> dict[str, Any]:
        """Everything is public except the future rolls."""
        return {
            "game": self.name,
            "num_players": state.num_players,
            "round": state.round,
            "turn": state.turn,
            "rounds": ROUNDS,
            "turns_per_round": TURNS_PER_ROUND,
            "roll": state.roll,
            "over": state.roll >= ROLLS,
            "sea_links": "extended" if state.extended else "standard",
            "dice": [[c, v] for c, v in state.dice],
            "bag": state.bag[:],
            "pending": [[d for d in range(DICE_PER_TURN) if mask >> d & 1] for mask in state.pending],
            "sheets": [sheet[1:] for sheet in state.sheets],
            "changes_left": state.changes_left[:],
            "x_counts": [x_count(sheet) for sheet in state.sheets],
            "end_crosses": state.end_crosses[:],  # public: the X written on empty prefectures at the end
            "to_move": self.to_move(state),
        }

    def state_from_observation(self, observation: dict[str, Any], seat: int) -> RollingJapanState:
        """The position the observation shows (only the future rolls are hidden: `sample` gives
        the generator a new state)."""
        obs = observation
        pending = []
        for dice in observed_list(obs, "pending", most=self.max_players):
            dice = observed_list({"pending": dice}, "pending", most=DICE_PER_TURN)
            if len(set(dice)) != len(dice) or not all(
                    isinstance(d, int) and not isinstance(d, bool) and 0 <= d < DICE_PER_TURN for d in dice):
                raise ValueError("'pending' names a die that is not rolled")
            pending.append(sum(1 << d for d in dice))
        return self.decode(envelope(self.name, self.VERSION, {
            "players": observed(obs, "num_players", int), "sea_links": observed(obs, "sea_links", str),
            "rng": 0, "roll": observed(obs, "roll", int), "bag": observed(obs, "bag", list),
            "dice": observed(obs, "dice", list), "pending": pending, "sheets": observed(obs, "sheets", list),
            "changes_left": observed(obs, "changes_left", list),
            "end_crosses": observed(obs, "end_crosses", list)}))

    def sample(self, state: RollingJapanState, player: int, rng: random.Random) -> RollingJapanState:
        s = state.copy()
        s.rng = Rng(rng.getrandbits(64))
        return s

    # -- saves ---------------------------------------------------------------------------------
    def encode(self, state: RollingJapanState) -> dict[str, Any]:
        return envelope(self.name, self.VERSION, {
            "players": state.num_players,
            "sea_links": "extended" if state.extended else "standard",
            "rng": state.rng.state,
            "roll": state.roll,
            "bag": state.bag[:],
            "dice": [[c, v] for c, v in state.dice],
            "pending": state.pending[:],
            "sheets": [sheet[1:] for sheet in state.sheets],
            "changes_left": state.changes_left[:],
            "end_crosses": state.end_crosses[:],
        })

    def decode(self, obj: Any) -> RollingJapanState:
        with decoding(self.title):
            obj = open_envelope(obj, self.name, self.VERSION)
            s = RollingJapanState()
            n = field(obj, "players", int)
            require(self.min_players <= n <= self.max_players, "bad number of players")
            s.num_players = n
            links = field(obj, "sea_links", str)
            require(links in ("standard", "extended"), "bad sea links option")
            s.extended = links == "extended"
            seed = field(obj, "rng", int)
            require(0 <= seed < 1 << 64, "bad generator state")
            s.rng = Rng(seed)
            s.roll = field(obj, "roll", int)
            require(0 <= s.roll <= ROLLS, "bad roll number")
            bag = field(obj, "bag", list)
            require(all(isinstance(c, str) and c in DIE_COLOURS for c in bag), "bad die colour in the bag")
            require(len(set(bag)) == len(bag), "a die is twice in the bag")
            s.bag = list(bag)
            dice = field(obj, "dice", list)
            s.dice = []
            for die in dice:
                require(isinstance(die, list) and len(die) == 2, "bad die")
                colour, value = die
                require(isinstance(colour, str) and colour in DIE_COLOURS, "bad die colour")
                require(isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 6,
                        "bad die value")
                s.dice.append((colour, value))
            colours = [c for c, _ in s.dice]
            require(len(set(colours)) == len(colours) and not set(colours) & set(bag),
                    "a die is in two places")
            if s.roll < ROLLS:
                require(len(s.dice) == DICE_PER_TURN, "the roll must have two dice")
                drawn = DICE_PER_TURN * (s.roll % TURNS_PER_ROUND + 1)
                require(len(bag) == len(DIE_COLOURS) - drawn, "the bag holds the wrong number of dice")
            else:
                require(not s.dice and not bag, "a finished game has no dice out")
            s.pending = int_list(obj, "pending", 0, (1 << DICE_PER_TURN) - 1)
            s.changes_left = int_list(obj, "changes_left", 0, COLOUR_CHANGES)
            s.end_crosses = int_list(obj, "end_crosses", 0, 47)
            require(len(s.pending) == n and len(s.changes_left) == n and len(s.end_crosses) == n,
                    "per-player lists have the wrong length")
            sheets = field(obj, "sheets", list)
            require(len(sheets) == n, "wrong number of sheets")
            table = s.table()
            for p, cells in enumerate(sheets):
                require(isinstance(cells, list) and len(cells) == 47, "a sheet must have 47 prefectures")
                sheet: list[Any] = [None]
                for v in cells:
                    ok = v is None or v == X or (isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 6)
                    require(ok, "bad mark on a sheet")
                    sheet.append(v)
                for pid in PREFECTURES:
                    v = sheet[pid]
                    if isinstance(v, int):
                        for nb in table[pid]:
                            w = sheet[nb]
                            require(not isinstance(w, int) or abs(w - v) <= MAX_DIFFERENCE,
                                    "two neighbours differ by more than 1")
                filled = sum(1 for v in sheet if v is not None)
                if s.roll < ROLLS:
                    require(filled <= DICE_PER_TURN * (s.roll + 1), "more marks than dice rolled")
                    require(s.end_crosses[p] == 0, "end-of-game crosses before the end")
                else:
                    require(filled == 47, "a finished sheet has no empty prefecture")
                    require(s.end_crosses[p] <= x_count(sheet), "more end crosses than crosses")
                s.sheets.append(sheet)
            if s.roll < ROLLS:
                require(any(s.pending), "nobody is resolving the roll")
                for p in range(n):
                    for die in range(DICE_PER_TURN):
                        if s.pending[p] >> die & 1:
                            require(bool(_die_actions(s, p, die)), "a pending die has nothing to do")
            else:
                require(not any(s.pending), "a finished game has dice to resolve")
            return s

    def encode_action(self, action: Action) -> Any:
        if isinstance(action, Pass):
            return {"pass": action.die}
        return {"die": action.die, "prefecture": action.prefecture, "value": action.value,
                "colour_change": action.colour_change}

    def decode_action(self, obj: Any) -> Action:
        if not isinstance(obj, dict):
            raise ValueError("a Rolling Japan decision is a JSON object")
        if set(obj) == {"pass"}:
            action: Action = Pass(obj["pass"])
        elif set(obj) == {"die", "prefecture", "value", "colour_change"}:
            action = Write(obj["die"], obj["prefecture"], obj["value"], obj["colour_change"])
        else:
            raise ValueError("not a Rolling Japan decision")
        if not _well_typed(action):
            raise ValueError("not a Rolling Japan decision")
        return action

    def describe(self, state: RollingJapanState, action: Action) -> str:
        if not isinstance(action, (Write, Pass)) or not _well_typed(action):
            return str(action)
        die = state.dice[action.die] if action.die < len(state.dice) else ("?", 0)
        colour = DIE_COLOUR_WORDS.get(die[0], die[0])
        if isinstance(action, Pass):
            return text(N_("{colour} die: no effect (its zone is full)"), colour=colour)
        place = NAMES[action.prefecture]
        if action.value == X:
            return text(N_("{colour} die: X in {place}"), colour=colour, place=place)
        if action.colour_change:
            return text(N_("{colour} die: {value} in {place} (colour change)"), colour=colour,
                        value=action.value, place=place)
        return text(N_("{colour} die: {value} in {place}"), colour=colour, value=action.value, place=place)



ENGINE = RollingJapan()
