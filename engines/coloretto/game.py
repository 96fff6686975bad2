"""The Coloretto engine: setup, legal actions, apply, scores, views, descriptions and saves
(rules: shared/rules/coloretto.md)."""
from __future__ import annotations

import random
from typing import Any

from engines.coloretto.cards import (
    _DRAW_TAKE_LISTS,
    _PLACE_LISTS,
    _TAKE_LISTS,
    _TAKES,
    CARD_LABELS,
    CARD_NAMES,
    CARDS_PER_COLOUR,
    COLOURS,
    COLOURS_IN_PLAY,
    GOLDEN_JOKER,
    JOKER,
    LAST_ROUND,
    NUM_COLOURS,
    NUM_KINDS,
    PLUS_TWO,
    PLUS_TWO_CARDS,
    Action,
    Draw,
    Place,
    Take,
    edition_jokers,
)
from engines.coloretto.codec import decode_state
from engines.coloretto.rebuild import save_of_observation
from engines.coloretto.scoring import ScoringChoice, _best_score, best_scoring
from engines.coloretto.state import ColorettoState, DealInfo, _new, _sample, rules_of
from engines.core import (
    N_,
    Engine,
    IllegalAction,
    Rng,
    decoding,
    envelope,
    open_envelope,
    random_shuffle,
    text,
    winners_by,
)

#: The other seats after seat p in turn order, by player count: _AFTER[n][p].
_AFTER = tuple(tuple(tuple((p + i) % n for i in range(1, n)) for p in range(n)) for n in range(6))
#: The deck's cards other than colours, by edition: jokers, golden jokers, +2 cards.
_OTHER_CARDS = {edition: [JOKER] * edition_jokers(edition)[0] + [GOLDEN_JOKER] * edition_jokers(edition)[1]
                + [PLUS_TWO] * PLUS_TWO_CARDS for edition in ("golden", "classic")}
#: Fresh empty rows by the all-rows mask (3, 4 or 5 rows).
_EMPTY_ROWS = {7: lambda: [[], [], []], 15: lambda: [[], [], [], []], 31: lambda: [[], [], [], [], []]}


class ColorettoEngine(Engine):
    name = "coloretto"
    title = "Coloretto"
    min_players = 2
    max_players = 5
    perfect_information = True  # nobody holds private cards; only the supply order is hidden
    options_schema = [
        {"name": "edition", "kind": "choice", "default": "golden", "choices": ["golden", "classic"],
         "choice_labels": {"golden": N_("Golden joker"), "classic": N_("Classic (three jokers)")},
         "label": N_("Edition"),
         "help": N_("Golden: two jokers and a golden joker that also takes the top supply card. "
                    "Classic: three ordinary jokers.")},
        {"name": "scoring", "kind": "choice", "default": "classic", "choices": ["classic", "alternative"],
         "choice_labels": {"classic": N_("Classic"), "alternative": N_("Alternative")},
         "label": N_("Scoring table"),
         "help": N_("Classic: 1, 3, 6, 10, 15, 21. Alternative: 1, 4, 8, 7, 6, 5 (big sets lose value).")},
        {"name": "last_round_depth", "kind": "int", "default": 15, "min": 1, "max": 40,
         "label": N_("Cards under \"last round\""),
         "help": N_("How many supply cards lie under the \"last round\" card.")},
        {"name": "match_games", "kind": "int", "default": 1, "min": 1, "max": 10,
         "label": N_("Deals in a match"),
         "help": N_("Play this many deals and add the scores; the start player rotates.")},
    ]

    VERSION = 1

    # -- setup -----------------------------------------------------------------------------
    def new_game(self, num_players: int, *, seed: int, options: dict[str, Any] | None = None) -> ColorettoState:
        self.check_players(num_players)
        if options is None:  # resolve_options(None): the schema's defaults
            edition, scoring, depth, match_games = _DEFAULTS
        else:
            opts = self.resolve_options(options, num_players)
            edition, scoring = opts["edition"], opts["scoring"]
            depth, match_games = opts["last_round_depth"], opts["match_games"]
        rng = Rng(seed)
        first_player = rng.below(num_players)
        s = _new(ColorettoState)
        s.rules = rules_of(num_players, edition, scoring, depth, match_games, first_player)
        info = s.info = _new(DealInfo)
        info.rng = rng
        info.match_totals = [0] * num_players
        info.deal = 0
        s.over = False
        self._deal(s)
        return s

    def _deal(self, s: ColorettoState) -> None:
        """Sets up deal number s.deal: colours, start cards, supply, empty rows (`s.info` is this
        state's own, not shared)."""
        info = s.info
        rng = info.rng
        rules = s.rules
        n = rules.num_players
        colours = info.colours = sorted(_sample(rng, range(NUM_COLOURS), COLOURS_IN_PLAY[n]))
        starts = _sample(rng, colours, 2 * n if n == 2 else n)  # distinct colours
        collections = []
        per_seat = 2 if n == 2 else 1
        for p in range(n):
            col = [0] * NUM_KINDS
            for c in starts[p * per_seat:(p + 1) * per_seat]:
                col[c] += 1
            collections.append(col)
        s.collections = collections
        supply: list[int] = []
        for c in colours:
            supply += [c] * (CARDS_PER_COLOUR - 1 if c in starts else CARDS_PER_COLOUR)
        supply += _OTHER_CARDS[rules.edition]
        rng.shuffle(supply)
        depth = rules.last_round_depth
        supply.insert(depth if depth < len(supply) else len(supply), LAST_ROUND)  # index 0 is the bottom
        s.supply = supply
        s.rows = _EMPTY_ROWS[rules.all_rows]()
        s.out = [False] * n
        s.drawn = None
        s.last_round = False
        info.discard = []
        s.last_taker = -1
        s.current = (rules.first_player + info.deal) % n
        s.open_mask = rules.all_rows
        s.take_mask = 0

    # -- queries ---------------------------------------------------------------------------
    def num_players(self, state: ColorettoState) -> int:
        return state.num_players

    def to_move(self, state: ColorettoState) -> list[int]:
        return [] if state.over else [state.current]

    @staticmethod
    def _drawable(s: ColorettoState) -> bool:
        """True when the supply still holds a card other than "last round"."""
        return len(s.supply) > (0 if s.last_round else 1)

    @staticmethod
    def _free_slot(s: ColorettoState) -> bool:
        return s.open_mask != 0

    def can_draw(self, s: ColorettoState) -> bool:
        """Draw is legal: no card waiting, a free slot in an untaken row, and a card to draw."""
        return s.drawn is None and self._drawable(s) and self._free_slot(s)

    def legal_actions(self, state: ColorettoState, player: int) -> list[Action]:
        s = state
        if s.over or player != s.current:
            return []
        # [*t]: a new list of the table's tuple (a little cheaper than list(t))
        if s.drawn is not None:
            return [*_PLACE_LISTS[s.open_mask]]
        if s.open_mask and len(s.supply) > (0 if s.last_round else 1):
            return [*_DRAW_TAKE_LISTS[s.take_mask]]
        return [*_TAKE_LISTS[s.take_mask]]

    # -- play --------------------------------------------------------------------------------
    def apply(self, state: ColorettoState, player: int, action: Any) -> ColorettoState:
        """The state after `action` (copy on write: the new state shares every list it does not
        change, see `_child`). A legal action of the listed kinds is played by the fast paths
        below, which read legality off the row masks; anything else goes through `_apply_checked`,
        which says what is wrong (and plays the odd legal action, e.g. a subclass, the same way)."""
        s = state
        if type(player) is int and player == s.current and not s.over:
            cls = type(action)
            if cls is Place:
                r = action.row
                drawn = s.drawn
                if drawn is not None and type(r) is int and r >= 0 and s.open_mask >> r & 1:
                    # s._child() written out, without the slots set below
                    t = _new(ColorettoState)
                    t.rules = rules = s.rules
                    t.info = s.info
                    t.supply = s.supply
                    t.out = out = s.out
                    t.collections = s.collections
                    t.last_round = s.last_round
                    t.over = False
                    t.last_taker = s.last_taker
                    rows = s.rows[:]
                    row = rows[r] = [*rows[r], drawn]
                    t.rows = rows
                    bit = 1 << r
                    t.open_mask = s.open_mask & ~bit if len(row) >= rules.capacities[r] else s.open_mask
                    t.take_mask = s.take_mask | bit
                    t.drawn = None
                    # the next seat still in (the mover is in, and row r now holds a card: the
                    # round goes on)
                    n = rules.num_players
                    p = player + 1
                    if p == n:
                        p = 0
                    while out[p]:
                        p += 1
                        if p == n:
                            p = 0
                    t.current = p
                    return t
            elif cls is Draw:
                supply = s.supply
                if s.drawn is None and s.open_mask and len(supply) > (0 if s.last_round else 1):
                    # s._child() written out, without the slots set below
                    t = _new(ColorettoState)
                    t.rules = s.rules
                    t.info = s.info
                    t.rows = s.rows
                    t.out = s.out
                    t.collections = s.collections
                    t.current = player
                    t.over = False
                    t.last_taker = s.last_taker
                    t.open_mask = s.open_mask
                    t.take_mask = s.take_mask
                    card = supply[-1]
                    if card == LAST_ROUND:
                        t.last_round = True
                        card = supply[-2]
                        t.supply = supply[:-2]
                    else:
                        t.last_round = s.last_round
                        t.supply = supply[:-1]
                    t.drawn = card
                    return t
            elif cls is Take:
                r = action.row
                if s.drawn is None and type(r) is int and r >= 0 and s.take_mask >> r & 1:
                    # the state after a legal take of row r by `player`
                    rules = s.rules
                    supply = s.supply
                    rows = s.rows
                    row = rows[r]
                    collections = s.collections[:]
                    mine = collections[player] = collections[player][:]
                    for card in row:
                        mine[card] += 1
                    last_round = s.last_round
                    if GOLDEN_JOKER in row and supply:
                        card = supply[-1]
                        drop = 1
                        if card == LAST_ROUND:
                            last_round = True
                            if len(supply) >= 2:
                                card = supply[-2]
                                drop = 2
                            else:
                                card = None
                        if card is not None:
                            mine[card] += 1
                        supply = supply[:-drop]
                    # s._child() written out, without the slots set below
                    t = _new(ColorettoState)
                    t.rules = rules
                    t.info = s.info
                    t.supply = supply
                    t.last_round = last_round
                    t.drawn = None
                    t.over = False
                    t.collections = collections
                    t.last_taker = player
                    # the next seat still in (as _next_player)
                    out = s.out
                    for p in _AFTER[rules.num_players][player]:
                        if not out[p]:
                            break
                    else:
                        p = -1
                    bit = ~(1 << r)
                    take_mask = s.take_mask & bit
                    # [DECISION] supply exhausted and every untaken row empty: nobody can act, the round ends
                    if p >= 0 and (take_mask or len(supply) > (0 if last_round else 1)):
                        t.current = p
                        rows = rows[:]
                        rows[r] = []
                        t.rows = rows
                        out = out[:]
                        out[player] = True
                        t.out = out
                        t.open_mask = s.open_mask & bit
                        t.take_mask = take_mask
                        return t
                    # the round ends: no seat left in (or nothing left to do); the rows' lists are made anew
                    self._close_round(t, rows, take_mask)
                    return t
        return self._apply_checked(s, player, action)

    def _apply_checked(self, s: ColorettoState, player: int, action: Any) -> ColorettoState:
        """`apply` with every check spelled out: raises IllegalAction saying why."""
        if s.over:
            raise IllegalAction(text(N_("The game is over")))
        if type(player) is not int or player != s.current:
            if not isinstance(player, int) or not 0 <= player < s.num_players:
                raise IllegalAction(f"There is no seat {player!r}")
            if player != s.current:
                raise IllegalAction(text(N_("It is not seat {seat}'s turn"), seat=player + 1))
        if isinstance(action, Draw):
            if s.drawn is not None:
                raise IllegalAction(text(N_("Place the revealed card first")))
            if not s.open_mask:
                raise IllegalAction(text(N_("Every row is full: take a row")))
            supply = s.supply
            if len(supply) <= (0 if s.last_round else 1):
                raise IllegalAction(text(N_("The supply is empty")))
            t = s._child()
            card = supply[-1]
            if card == LAST_ROUND:
                t.last_round = True
                card = supply[-2]
                t.supply = supply[:-2]
            else:
                t.supply = supply[:-1]
            t.drawn = card
            return t
        nrows = len(s.rows)
        if isinstance(action, Place):
            r = action.row
            if s.drawn is None:
                raise IllegalAction(text(N_("Draw a card before placing one")))
            if not isinstance(r, int) or not 0 <= r < nrows:
                raise IllegalAction(f"There is no row {r!r}")
            if s.taken[r]:
                raise IllegalAction(text(N_("Row {row} was taken this round"), row=r + 1))
            cap = s.capacities[r]
            if len(s.rows[r]) >= cap:
                raise IllegalAction(text(N_("Row {row} is already full"), row=r + 1))
            t = s._child()
            rows = s.rows[:]
            row = rows[r] = rows[r] + [s.drawn]
            t.rows = rows
            bit = 1 << r
            if len(row) >= cap:
                t.open_mask = s.open_mask & ~bit
            t.take_mask = s.take_mask | bit
            t.drawn = None
            self._next_player(t)
            return t
        if isinstance(action, Take):
            r = action.row
            if s.drawn is not None:
                raise IllegalAction(text(N_("Place the revealed card first")))
            if not isinstance(r, int) or not 0 <= r < nrows:
                raise IllegalAction(f"There is no row {r!r}")
            if s.taken[r]:
                raise IllegalAction(text(N_("Row {row} was taken this round"), row=r + 1))
            if not s.rows[r]:
                raise IllegalAction(text(N_("Row {row} is empty"), row=r + 1))
            return self.apply(s, player, _TAKES[r])  # the fast path plays a legal take
        raise IllegalAction(f"Not a Coloretto action: {action!r}")

    def _next_player(self, s: ColorettoState) -> None:
        """Passes the turn to the next seat still in; ends the round (and deal, game) when due.
        `s` is a new state of apply: its scalars may change, its (shared) lists are replaced."""
        n = s.num_players
        out = s.out
        if not all(out):
            p = s.current
            for _ in range(n):
                p = (p + 1) % n
                if not out[p]:
                    break
            s.current = p
            # [DECISION] supply exhausted and every untaken row empty: nobody can act, the round ends
            if s.take_mask or len(s.supply) > (0 if s.last_round else 1):
                return
        self._end_round(s)

    def _end_round(self, s: ColorettoState) -> None:
        self._close_round(s, s.rows, s.take_mask)

    def _close_round(self, s: ColorettoState, rows: list[list[int]], left: int) -> None:
        """Ends the round in `s` (a new state of apply); `left`: the bit mask of the untaken rows of
        `rows` still holding cards (2 players: the untaken row leaves the game)."""
        if left:
            discard = s.discard
            for r, row in enumerate(rows):
                if left >> r & 1:
                    discard = discard + row
            s.discard = discard
        rules = s.rules
        s.rows = _EMPTY_ROWS[rules.all_rows]()
        s.out = [False] * rules.num_players
        s.open_mask = rules.all_rows
        s.take_mask = 0
        if s.last_taker >= 0:
            s.current = s.last_taker
        if s.last_round or len(s.supply) <= 1:  # the last round, or nothing left to draw
            self._end_deal(s)

    def _end_deal(self, s: ColorettoState) -> None:
        deal_scores = self.deal_scores(s)
        info = s.info = s.info.copy()  # shared with the state before (copy on write)
        info.match_totals = [t + d for t, d in zip(info.match_totals, deal_scores, strict=True)]
        if info.deal + 1 < s.match_games:
            info.deal += 1
            info.rng = info.rng.copy()  # shared with the state before too
            self._deal(s)
        else:
            s.over = True
            # keep the final collections visible; the totals already include them

    # -- scores ----------------------------------------------------------------------------
    def choice_of(self, s: ColorettoState, p: int) -> ScoringChoice:
        """The best scoring of seat p's collection in the current deal (colours: indices into s.colours)."""
        col = s.collections[p]
        return best_scoring([col[c] for c in s.colours], col[JOKER] + col[GOLDEN_JOKER], col[PLUS_TWO],
                            s.scoring)

    def deal_scores(self, s: ColorettoState) -> list[int]:
        colours, scoring = s.colours, s.scoring
        return [_best_score(tuple(sorted([col[c] for c in colours])), col[JOKER] + col[GOLDEN_JOKER], scoring)
                + 2 * col[PLUS_TWO] for col in s.collections]

    def scores(self, state: ColorettoState) -> list[int]:
        if state.over:
            return list(state.match_totals)
        return [t + d for t, d in zip(state.match_totals, self.deal_scores(state), strict=True)]

    def winners(self, state: ColorettoState) -> list[int]:
        return winners_by(self.scores(state))  # ties share the win

    def score_breakdown(self, state: ColorettoState) -> list[list[tuple[str, int]]]:
        s = state
        lines: list[list[tuple[str, int]]] = []
        for p in range(s.num_players):
            ch = self.choice_of(s, p)
            earlier = s.match_totals[p] - (ch.score if s.over else 0)
            mine: list[tuple[str, int]] = []
            if s.match_games > 1:
                mine.append((N_("Earlier deals"), earlier))
            mine.append((N_("Three best colours"), ch.plus_points))
            mine.append((N_("Other colours"), -ch.minus_points))
            mine.append((N_("+2 cards"), ch.plus_two_points))
            lines.append(mine)
        return lines

    # -- views -------------------------------------------------------------------------------
    def supply_composition(self, s: ColorettoState) -> dict[str, int]:
        counts = [0] * NUM_KINDS
        for card in s.supply:
            counts[card] += 1
        return {CARD_NAMES[k]: counts[k] for k in range(NUM_KINDS) if counts[k]}

    def cards_before_last_round(self, s: ColorettoState) -> int | None:
        """How many cards lie above "last round" (public: its depth is an announced option)."""
        if s.last_round or LAST_ROUND not in s.supply:
            return None
        return len(s.supply) - 1 - s.supply.index(LAST_ROUND)

    def observe(self, state: ColorettoState, player: int | None) -> dict[str, Any]:
        s = state
        colours = [COLOURS[c] for c in s.colours]
        collections = []
        choices = []
        for p in range(s.num_players):
            col = s.collections[p]
            collections.append({CARD_NAMES[k]: col[k] for k in range(LAST_ROUND) if col[k]})
            ch = self.choice_of(s, p)
            choices.append({
                "score": ch.score,
                "plus": [colours[c] for c in ch.plus_colours],
                "minus": [colours[c] for c in ch.minus_colours],
                "jokers": [colours[c] for c in ch.joker_colours],
            })
        return {
            "game": self.name,
            "seat": player,
            "num_players": s.num_players,
            "edition": s.edition,
            "scoring": s.scoring,
            "last_round_depth": s.last_round_depth,
            "match_games": s.match_games,
            "deal": s.deal,
            "colours": colours,
            "rows": [[CARD_NAMES[c] for c in row] for row in s.rows],
            "capacities": list(s.capacities),
            "taken": list(s.taken),
            "out": list(s.out),
            "current": s.current,
            "to_move": self.to_move(s),
            "drawn": None if s.drawn is None else CARD_NAMES[s.drawn],
            "can_draw": self.can_draw(s) and not s.over,
            "collections": collections,
            "scoring_choice": choices,
            "supply_size": len(s.supply),
            "supply": self.supply_composition(s),
            "last_round_revealed": s.last_round,
            "cards_before_last_round": self.cards_before_last_round(s),
            "discarded": len(s.discard),
            "match_totals": list(s.match_totals),
            "first_player": s.first_player,  # public: who began deal 0 (the next deal's start follows)
            "last_taker": s.last_taker,      # public: who took the last row of the round before
            "scores": self.scores(s),
            "over": s.over,
            "winners": self.winners(s) if s.over else [],
        }

    def sample(self, state: ColorettoState, player: int, rng: random.Random) -> ColorettoState:
        """Redraws the hidden order of the supply; "last round" keeps its (public) depth."""
        s = state._child()
        supply = s.supply
        try:
            at = supply.index(LAST_ROUND)
        except ValueError:  # already revealed
            rest = supply[:]
            random_shuffle(rng, rest)
        else:
            rest = supply[:at] + supply[at + 1:]
            random_shuffle(rng, rest)
            rest.insert(at, LAST_ROUND)
        s.supply = rest
        s.rng = Rng(rng.getrandbits(64))
        return s

    def state_from_observation(self, observation: dict[str, Any], seat: int) -> ColorettoState:
        """The position the observation shows (only the supply's order is hidden: `sample`
        redraws it)."""
        return self.decode(save_of_observation(self, observation, seat))

    def reveals(self, state: ColorettoState, player: int, action: Any) -> bool:
        s = state
        if isinstance(action, Draw):
            return True
        if isinstance(action, Take) and 0 <= action.row < len(s.rows):
            if GOLDEN_JOKER in s.rows[action.row] and s.supply:
                return True
            # the take that ends a deal of a match shuffles the next deal
            others_in = sum(1 for p in range(s.num_players) if not s.out[p]) - 1
            if others_in == 0 and s.deal + 1 < s.match_games:
                return True
        return False

    # -- actions on the wire -----------------------------------------------------------------
    def encode_action(self, action: Action) -> list[Any]:
        if isinstance(action, Draw):
            return ["draw"]
        if isinstance(action, Place):
            return ["place", action.row]
        if isinstance(action, Take):
            return ["take", action.row]
        raise ValueError(f"not a Coloretto action: {action!r}")

    def decode_action(self, obj: Any) -> Action:
        if isinstance(obj, list) and obj:
            if obj == ["draw"]:
                return Draw()
            if (len(obj) == 2 and obj[0] in ("place", "take") and isinstance(obj[1], int)
                    and not isinstance(obj[1], bool) and 0 <= obj[1] < 5):
                return Place(obj[1]) if obj[0] == "place" else Take(obj[1])
        raise ValueError(f"not a Coloretto action: {obj!r}")

    def describe(self, state: ColorettoState, action: Any) -> str:
        """The action as its player proposes it, from what every seat sees (the rows, the revealed
        card): never the supply card a draw or a golden joker will bring (describe_result tells)."""
        s = state
        if isinstance(action, Draw):
            return text(N_("draws a card"))
        if isinstance(action, Place):
            card = CARD_LABELS[s.drawn] if s.drawn is not None else N_("the card")
            return text(N_("places {card} in row {row}"), card=card, row=action.row + 1)
        if isinstance(action, Take):
            row = s.rows[action.row] if 0 <= action.row < len(s.rows) else []
            cards = [CARD_LABELS[c] for c in row]
            if GOLDEN_JOKER in row and s.supply:
                return text(N_("takes row {row} ({cards}) and the top supply card"), row=action.row + 1,
                            cards=cards)
            if cards:
                return text(N_("takes row {row} ({cards})"), row=action.row + 1, cards=cards)
            return text(N_("takes row {row}"), row=action.row + 1)
        return str(action)

    def describe_result(self, before: ColorettoState, action: Any, after: ColorettoState) -> str:
        """The log line once the action is played: a draw names the card it revealed (and the
        "last round" card if it came first); a golden joker's take names the supply card it
        brought. Everything else reads as `describe`. Told from what every seat sees before and
        after (the revealed card, the taker's collection, "last round"'s public depth), never from
        the supply's hidden order."""
        came = after.last_round and not before.last_round and after.deal == before.deal
        if isinstance(action, Draw) and after.drawn is not None:
            card = CARD_LABELS[after.drawn]
            if came:
                return text(N_("draws {card} (\"last round\" came first: this is the last round)"), card=card)
            return text(N_("draws {card}"), card=card)
        if (isinstance(action, Take) and 0 <= action.row < len(before.rows)
                and GOLDEN_JOKER in before.rows[action.row] and before.supply and after.deal == before.deal):
            row = before.rows[action.row]
            cards = [CARD_LABELS[c] for c in row]
            # the card it brought: what the taker's collection gained beyond the row
            gained = [a - b for a, b in zip(after.collections[before.current], before.collections[before.current],
                                            strict=True)]
            for card in row:
                gained[card] -= 1
            extra = [k for k in range(NUM_KINDS) if gained[k] > 0]
            if not extra:
                return text(N_("takes row {row} ({cards}); the top supply card was \"last round\": "
                               "this is the last round"), row=action.row + 1, cards=cards)
            label = CARD_LABELS[extra[0]]
            if came:
                return text(N_("takes row {row} ({cards}) and, after \"last round\" (this is the last round), "
                               "the top supply card: {card}"), row=action.row + 1, cards=cards, card=label)
            return text(N_("takes row {row} ({cards}) and the top supply card: {card}"), row=action.row + 1,
                        cards=cards, card=label)
        return self.describe(before, action)

    # -- saves -----------------------------------------------------------------------------
    def encode(self, state: ColorettoState) -> dict[str, Any]:
        s = state
        return envelope(self.name, self.VERSION, {
            "num_players": s.num_players,
            "options": {"edition": s.edition, "scoring": s.scoring, "last_round_depth": s.last_round_depth,
                        "match_games": s.match_games},
            "colours": list(s.colours),
            "supply": list(s.supply),
            "rows": [list(r) for r in s.rows],
            "taken": list(s.taken),
            "out": list(s.out),
            "collections": [list(c) for c in s.collections],
            "current": s.current,
            "drawn": s.drawn,
            "last_round": s.last_round,
            "deal": s.deal,
            "first_player": s.first_player,
            "match_totals": list(s.match_totals),
            "discard": list(s.discard),
            "over": s.over,
            "rng": s.rng.state,
            "last_taker": s.last_taker,
        })

    def decode(self, obj: Any) -> ColorettoState:
        with decoding(self.title):
            return decode_state(self, open_envelope(obj, self.name, self.VERSION))


#: (edition, scoring, last_round_depth, match_games) by default
_DEFAULTS = tuple({spec["name"]: spec["default"] for spec in ColorettoEngine.options_schema}[name]
                  for name in ("edition", "scoring", "last_round_depth", "match_games"))

ENGINE = ColorettoEngine()
