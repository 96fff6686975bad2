"""Siberia's engine: the rules of a turn (discover, draw, play, hire), the end of the game and
the encoding of a state (shared/rules/siberia.md; the package docstring tells the model)."""
from __future__ import annotations

import random
from collections import Counter
from typing import Any

from engines.core import (
    N_,
    Engine,
    IllegalAction,
    Rng,
    decoding,
    envelope,
    open_envelope,
    text,
)
from engines.siberia import words
from engines.siberia.cards import (
    _CARD_KIND,
    _CARD_KIND_BIT,
    _DISCOVER,
    _DRAW,
    _HIRE,
    _INVESTOR_BIT,
    _PLAY_INFO,
    _RESOURCE_INDEX,
    _SALESMAN_BIT,
    _SKIP,
    _WORKER_BIT,
    CARD_TYPES,
    CARDS,
    HAND_LIMIT,
    INVESTOR_SPECIALITIES,
    NUM_RESOURCE_CARDS,
    RESOURCES,
    ROW_LENGTH,
    SALESMAN_SPECIALITIES,
    START_DISCOVERED,
    START_HAND,
    SYMBOLS,
    TYPE_OF,
    Discover,
    Draw,
    Hire,
    Play,
    SkipDiscovery,
    _plays_of_hand,
    _symbol_mask,
    is_combination,
)
from engines.siberia.codec import decode_state
from engines.siberia.rebuild import save_of_observation
from engines.siberia.sampling import sampler
from engines.siberia.scoring import final_value
from engines.siberia.state import SiberiaState, extraction_places


class SiberiaEngine(Engine):
    name = "siberia"
    title = "Siberia: The Card Game"
    min_players = 2
    max_players = 4
    perfect_information = False

    def public_move(self, action: Any) -> bool:
        """Every move is seen by all: a discovery turns a card face up, a play shows its cards (they go
        to the discard), a draw takes unknown cards but is only 'draws'."""
        return True
    options_schema = [
        {"name": "last_turns", "kind": "choice", "default": "everyone",
         "choices": ["everyone", "others", "none"],
         "choice_labels": {"everyone": N_("Everyone, the discoverer too"), "others": N_("The others only"),
                           "none": N_("None")},
         "label": N_("Last turns"),
         "help": N_("After the last face-down resource card is discovered: every player, the "
                    "discoverer included, plays one last turn (everyone); only the others do (others); "
                    "or the game ends with that turn (none).")},
        {"name": "max_workers", "kind": "int", "default": 5, "min": 2, "max": 10,
         "label": N_("Workers per player"),
         "help": N_("The most workers one player may own, the starting worker included.")},
    ]
    VERSION = 1

    # -- set-up -------------------------------------------------------------------------------
    def new_game(self, num_players: int, *, seed: int, options: dict[str, Any] | None = None) -> SiberiaState:
        self.check_players(num_players)
        opts = self.resolve_options(options, num_players)
        rng = Rng(seed)
        s = SiberiaState.__new__(SiberiaState)
        s.num_players = num_players
        s.rng = rng
        s.options = opts
        resources = list(range(NUM_RESOURCE_CARDS))
        rng.shuffle(resources)
        s.row = [resources.pop() for _ in range(ROW_LENGTH)]
        s.discovered = [i < START_DISCOVERED for i in range(ROW_LENGTH)]
        s.resource_pile = resources
        deck = [t for t, n in enumerate(CARDS.action_copies) for _ in range(n)]
        rng.shuffle(deck)
        s.action_pile = deck
        s.discard = []
        s.hands = [[0] * len(CARD_TYPES) for _ in range(num_players)]
        for p in range(num_players):
            for _ in range(START_HAND):
                s.hands[p][deck.pop()] += 1
        s.mines = [[] for _ in range(num_players)]
        s.workers = [1] * num_players
        s.salesmen = [[] for _ in range(num_players)]
        s.investors = [[] for _ in range(num_players)]
        s.turn = rng.below(num_players)
        s.pending = ""
        s.final_turns = -1
        s.passes = 0
        s.reshuffled = s.shuffle_hands = s.shuffle_draws = None
        self._begin_turn(s)
        return s

    def num_players(self, state: SiberiaState) -> int:
        return state.num_players

    # -- turn structure -----------------------------------------------------------------------
    def _begin_turn(self, s: SiberiaState) -> None:
        s.phase = "discover" if not all(s.discovered) else "main"
        s.pending = ""

    def _end_turn(self, s: SiberiaState) -> None:
        if s.final_turns < 0 and s.resource_pile:  # the common case: _begin_turn written out
            s.turn = (s.turn + 1) % s.num_players
            s.phase = "discover" if not all(s.discovered) else "main"
            s.pending = ""
            return
        if s.final_turns < 0:
            if not s.resource_pile and all(s.discovered):
                last = s.options["last_turns"]
                s.final_turns = {"everyone": s.num_players, "others": s.num_players - 1, "none": 0}[last]
        else:
            s.final_turns -= 1
        if s.final_turns == 0:
            s.phase = "over"
            s.pending = ""
            return
        s.turn = (s.turn + 1) % s.num_players
        self._begin_turn(s)

    def _passed(self, s: SiberiaState) -> bool:
        """Counts a pass, a main-phase draw of no card (a full hand, or no card left to draw).
        [DECISION] (rules page, "A game nobody moves on"): when every player in turn has passed
        since the last card was discovered, played or drawn, before the last turns, the game is
        over (True) and scored as it stands; nothing else ends a game where nobody will discover
        or extract. The last turns end the game anyway: their passes are not counted (the count
        stays at most the number of players)."""
        if s.final_turns >= 0:
            return False
        s.passes += 1
        if s.passes >= s.num_players and s.final_turns < 0:
            s.phase = "over"
            s.pending = ""
            return True
        return False

    def to_move(self, state: SiberiaState) -> list[int]:
        return [] if state.phase == "over" else [state.turn]

    def is_over(self, state: SiberiaState) -> bool:
        return state.phase == "over"

    # -- what is possible -----------------------------------------------------------------------
    def action_possible(self, s: SiberiaState, p: int, symbol: str) -> bool:
        """Whether the action of a symbol can be carried out by p now."""
        kind = _RESOURCE_INDEX.get(symbol)
        if kind is not None:
            card_kind = _CARD_KIND
            for c, up in zip(s.row, s.discovered, strict=True):
                if up and card_kind[c] == kind:
                    return True
            return False
        if symbol == "worker":
            return s.workers_in_supply() > 0 and s.workers[p] < s.options["max_workers"]
        if symbol == "salesman":
            return bool(s.free_salesmen())
        return bool(s.free_investors())

    def why_impossible(self, s: SiberiaState, p: int, symbol: str) -> str:
        """A sentence saying why the action of a symbol can't be carried out (empty if it can)."""
        if self.action_possible(s, p, symbol):
            return ""
        if symbol in RESOURCES:
            return text(N_("No discovered {resource} card lies in the row"), resource=symbol)
        if symbol == "worker":
            if s.workers_in_supply() <= 0:
                return text(N_("No worker is left in the supply"))
            return text(N_("You already have {n} workers"), n=s.options["max_workers"])
        if symbol == "salesman":
            return text(N_("Every salesman has been hired"))
        return text(N_("Every investor has been hired"))

    def possible_mask(self, s: SiberiaState, p: int) -> int:
        """The symbols (SYMBOL_BIT bits) whose action p can carry out now (action_possible of each)."""
        mask = 0
        kind_bit = _CARD_KIND_BIT
        for c, up in zip(s.row, s.discovered, strict=True):
            if up:
                mask |= kind_bit[c]
        if s.workers[p] < s.options["max_workers"] and sum(s.workers) < CARDS.person_counts["worker"]:
            mask |= _WORKER_BIT
        hired = sum(map(len, s.salesmen))
        if hired < len(SALESMAN_SPECIALITIES):
            mask |= _SALESMAN_BIT
        if sum(map(len, s.investors)) < len(INVESTOR_SPECIALITIES):
            mask |= _INVESTOR_BIT
        return mask

    def combinations(self, s: SiberiaState, p: int) -> list[Play]:
        """Every legal Play of p now (action possible; duplicates removed)."""
        return list(self._combinations(s, p))

    def _combinations(self, s: SiberiaState, p: int) -> tuple[Play, ...]:
        """combinations(), kept by what _plays_of_hand depends on (_COMBINATIONS)."""
        possible = self.possible_mask(s, p)
        if not possible:
            return ()
        investors = s.investors[p]
        key = (tuple(s.hands[p]), possible, _symbol_mask(investors) if investors else 0)
        plays = _COMBINATIONS.get(key)
        if plays is None:
            if len(_COMBINATIONS) > 50_000:  # a bound on memory
                _COMBINATIONS.clear()
            plays = _COMBINATIONS[key] = tuple(_plays_of_hand(*key))
        return plays

    def legal_actions(self, state: SiberiaState, player: int) -> list[Any]:
        s = state
        if s.phase == "over" or player != s.turn:
            return []
        if s.phase == "main":
            return [_DRAW, *self._combinations(s, player)]
        if s.phase == "discover":
            acts: list[Any] = [_DISCOVER[i] for i, up in enumerate(s.discovered) if not up]
            if len(acts) < 3:
                acts.append(_SKIP)
            return acts
        # hire
        free = s.free_salesmen() if s.pending == "salesman" else s.free_investors()
        return [_HIRE[x] for x in free]

    def _check_play(self, s: SiberiaState, p: int, action: Play) -> list[int]:
        try:
            info = _PLAY_INFO.get(action) if type(action) is Play else None
        except TypeError:  # unhashable garbage inside: the full check below says what is wrong
            info = None
        if info is not None:  # a well-formed play made by make_play: check the hand, the table, the action
            types, need, plain, with_investor, kind = info
            ok = plain or (with_investor and action.symbol in s.investors[p])
            if ok:
                hand = s.hands[p]
                for t, n in need:
                    if hand[t] < n:
                        ok = False
                        break
            if ok:
                if kind >= 0:
                    card_kind = _CARD_KIND
                    for c, up in zip(s.row, s.discovered, strict=True):
                        if up and card_kind[c] == kind:
                            return list(types)
                elif self.action_possible(s, p, action.symbol):
                    return list(types)
        symbol = action.symbol
        if symbol not in SYMBOLS:
            raise IllegalAction(f"There is no symbol called {symbol!r}")
        if not isinstance(action.cards, tuple) or not 1 <= len(action.cards) <= 3:
            raise IllegalAction(text(N_("A combination has one to three cards")))
        types: list[int] = []
        for card in action.cards:
            if not isinstance(card, tuple) or card not in TYPE_OF:
                raise IllegalAction(f"There is no action card {card!r}")
            types.append(TYPE_OF[card])
        need = Counter(types)
        for t, n in need.items():
            if s.hands[p][t] < n:
                r, q = CARD_TYPES[t]
                raise IllegalAction(text(N_("You don't hold {n} {resource}/{person} card(s)"), n=n, resource=r, person=q))
        if not is_combination(symbol, types, symbol in s.investors[p]):
            raise IllegalAction(text(N_("These cards are not a combination for {symbol}"), symbol=symbol))
        if not self.action_possible(s, p, symbol):
            raise IllegalAction(self.why_impossible(s, p, symbol))
        if list(action.cards) != sorted(action.cards, key=TYPE_OF.__getitem__):
            raise IllegalAction(text(N_("The cards of a combination are listed in card order")))
        return types

    # -- applying -------------------------------------------------------------------------------
    def apply(self, state: SiberiaState, player: int, action: Any) -> SiberiaState:
        if type(state) is not SiberiaState and not isinstance(state, SiberiaState):
            raise IllegalAction("not a Siberia game")
        phase = state.phase
        if phase == "over":
            raise IllegalAction(text(N_("The game is over")))
        if player != state.turn:
            raise IllegalAction(text(N_("It is not this player's turn")))
        # The commonest cases written out (what the general code below does, in fewer calls): a
        # legal play for a resource, a draw, a legal discovery.
        cls = type(action)
        if phase == "main":
            if cls is Play:
                try:
                    info = _PLAY_INFO.get(action)
                except TypeError:  # unhashable garbage inside: the full check says what is wrong
                    info = None
                if info is not None and info[4] >= 0:
                    s = self._fast_extraction(state, player, action, info)
                    if s is not None:
                        return s
            elif cls is Draw:
                return self._fast_draw(state, player)
        elif phase == "discover" and cls is Discover:
            pos = action.position
            discovered = state.discovered
            if type(pos) is int and 0 <= pos < len(discovered) and not discovered[pos]:
                s = state._shared()
                discovered = s.discovered = discovered[:]
                discovered[pos] = True
                s.phase = "main"
                s.passes = 0
                return s
        elif phase == "discover" and cls is SkipDiscovery and state.discovered.count(False) < 3:
            s = state._shared()
            s.phase = "main"
            return s
        s = state
        if isinstance(action, Draw):
            if s.phase != "main":
                raise IllegalAction(text(N_("Discover a card first") if s.phase == "discover" else N_("Choose the speciality first")))
            s = s._shared()
            size = s.hand_size(player)
            self._draw(s, player, max(0, min(2, HAND_LIMIT - size)))
            if s.hand_size(player) > size:
                s.passes = 0
            elif self._passed(s):
                return s
            self._end_turn(s)
            return s
        if isinstance(action, Play):
            if s.phase != "main":
                raise IllegalAction(text(N_("Discover a card first") if s.phase == "discover" else N_("Choose the speciality first")))
            types = self._check_play(s, player, action)
            s = s._shared()
            s.passes = 0
            hand = s._own_hand(player)
            s.discard = s.discard + types
            for t in types:
                hand[t] -= 1
            symbol = action.symbol
            if symbol in RESOURCES:
                self._extract(s, player, symbol)
            elif symbol == "worker":
                s.workers = s.workers[:]
                s.workers[player] += 1
            else:
                s.phase = "hire"
                s.pending = symbol
                return s
            self._draw(s, player, 1, hand)
            self._end_turn(s)
            return s
        if isinstance(action, Discover):
            if s.phase != "discover":
                raise IllegalAction(text(N_("Discovering comes first in a turn, once")))
            pos = action.position
            if not isinstance(pos, int) or isinstance(pos, bool) or not 0 <= pos < len(s.row) or s.discovered[pos]:
                raise IllegalAction(text(N_("There is no face-down card at that place in the row")))
            s = s._shared()
            s.discovered = s.discovered[:]
            s.discovered[pos] = True
            s.phase = "main"
            s.passes = 0
            return s
        if isinstance(action, SkipDiscovery):
            if s.phase != "discover":
                raise IllegalAction(text(N_("Discovering comes first in a turn, once")))
            if len(s.face_down_positions()) >= 3:
                raise IllegalAction(text(N_("With 3 or more face-down cards you must discover one")))
            s = s._shared()
            s.phase = "main"
            return s
        if isinstance(action, Hire):
            if s.phase != "hire":
                raise IllegalAction(text(N_("There is no salesman or investor to choose now")))
            free = s.free_salesmen() if s.pending == "salesman" else s.free_investors()
            if action.speciality not in free:
                raise IllegalAction(text(N_("No free {person} of speciality '{speciality}'"), person=s.pending,
                                        speciality=action.speciality) if action.speciality in SYMBOLS
                                   else f"No free {s.pending} of speciality {action.speciality!r}")
            s = s._shared()
            if s.pending == "salesman":
                s.salesmen = s.salesmen[:]
                s.salesmen[player] = s.salesmen[player] + [action.speciality]
            else:
                s.investors = s.investors[:]
                s.investors[player] = s.investors[player] + [action.speciality]
            self._draw(s, player, 1)
            self._end_turn(s)
            return s
        raise IllegalAction(f"Not a Siberia action: {action!r}")

    def _fast_draw(self, state: SiberiaState, player: int) -> SiberiaState:
        """apply(Draw()) in the main phase."""
        s = state._shared()
        hand = s.hands[player]
        size = sum(hand)
        n = HAND_LIMIT - size
        if n > 2:
            n = 2
        pile = s.action_pile
        if n > 0 and len(pile) >= n:
            hands = s.hands = s.hands[:]
            hand = hands[player] = hand[:]
            s.action_pile = pile[:-n]
            if s.shuffle_draws is None:
                hand[pile[-1]] += 1
                if n == 2:
                    hand[pile[-2]] += 1
            else:
                for t in pile[:-n - 1:-1]:  # popped from the end
                    hand[t] += 1
                    s._record_draw(player, t)
        elif n > 0:
            self._draw(s, player, n)
        if n > 0 and sum(s.hands[player]) > size:
            s.passes = 0
        elif self._passed(s):
            return s
        if s.final_turns < 0 and s.resource_pile:  # _end_turn's common case written out
            s.turn = (s.turn + 1) % s.num_players
            s.phase = "discover" if not all(s.discovered) else "main"
            s.pending = ""
        else:
            self._end_turn(s)
        return s

    def _fast_extraction(self, state: SiberiaState, player: int, action: Play,
                         info: tuple[tuple[int, ...], tuple[tuple[int, int], ...], bool, bool, int]
                         ) -> SiberiaState | None:
        """apply(action) in the main phase for a play made by make_play for a resource (its
        _check_play, hand, _extract, _draw and _end_turn in one): the new state, or None when
        the play is not legal (the general code then says why)."""
        types, need, plain, with_investor, kind = info
        if not plain and not (with_investor and action.symbol in state.investors[player]):
            return None
        hand = state.hands[player]
        for t, n in need:
            if hand[t] < n:
                return None
        # the extraction: the discovered cards of the kind nearest the headframe, as many as workers
        old_row = state.row
        old_discovered = state.discovered
        taken = extraction_places(old_row, old_discovered, kind, state.workers[player])
        if not taken:
            return None
        row = old_row[:]
        discovered = old_discovered[:]
        for i in reversed(taken):
            del row[i]
            del discovered[i]
        s = state._shared()
        s.passes = 0
        hands = s.hands = s.hands[:]
        hand = hands[player] = hand[:]
        s.discard = [*s.discard, *types]
        for t, n in need:
            hand[t] -= n
        mines = s.mines = s.mines[:]
        mines[player] = mines[player] + [old_row[i] for i in taken]
        s.row = row
        s.discovered = discovered
        pile = s.resource_pile
        k = ROW_LENGTH - len(row)
        if pile and k > 0:  # refill the row from the end of the pile, face down
            if k >= len(pile):
                k = len(pile)
                s.resource_pile = []
            else:
                s.resource_pile = pile[:-k]
            row.extend(reversed(pile[-k:]))
            discovered.extend([False] * k)
        # draw one
        pile = s.action_pile
        if pile:
            t = pile[-1]
            s.action_pile = pile[:-1]
            hand[t] += 1
            if s.shuffle_draws is not None:
                s._record_draw(player, t)
        else:
            self._draw(s, player, 1, hand)
        if s.final_turns < 0 and s.resource_pile:  # _end_turn's common case written out
            s.turn = (s.turn + 1) % s.num_players
            s.phase = "discover" if not all(discovered) else "main"
            s.pending = ""
        else:
            self._end_turn(s)
        return s

    def _draw(self, s: SiberiaState, p: int, n: int, hand: list[int] | None = None) -> None:
        """Draws n cards into p's hand (s is a copy on write: the lists changed are copied first;
        `hand`: p's hand when this apply has already made it s's own)."""
        if n <= 0 or not (s.action_pile or s.discard):
            return
        if hand is None:
            hand = s._own_hand(p)
        s.action_pile = s.action_pile[:]
        for _ in range(n):
            if not s.action_pile:
                if not s.discard:
                    return
                shuffled = [0] * len(CARD_TYPES)
                for t in s.discard:
                    shuffled[t] += 1
                s.reshuffled = tuple(shuffled)
                s.shuffle_hands = [tuple(h) for h in s.hands]
                s.shuffle_draws = [[0] * len(CARD_TYPES) for _ in s.hands]
                s.action_pile = s.discard[:]
                s.discard = []
                s.rng = s.rng.copy()
                s.rng.shuffle(s.action_pile)
            t = s.action_pile.pop()
            hand[t] += 1
            if s.shuffle_draws is not None:
                s._record_draw(p, t)

    def _extract(self, s: SiberiaState, p: int, resource: str) -> None:
        kind = _RESOURCE_INDEX[resource]
        card_kind = _CARD_KIND
        left = s.workers[p]
        row: list[int] = []
        discovered: list[bool] = []
        mine = s.mines[p][:]
        for c, up in zip(s.row, s.discovered, strict=True):
            if left and up and card_kind[c] == kind:  # the nearest the headframe first
                mine.append(c)
                left -= 1
            else:
                row.append(c)
                discovered.append(up)
        s.mines = s.mines[:]
        s.mines[p] = mine
        s.row = row
        s.discovered = discovered
        if len(row) < ROW_LENGTH and s.resource_pile:
            s.resource_pile = s.resource_pile[:]
            while len(s.row) < ROW_LENGTH and s.resource_pile:
                s.row.append(s.resource_pile.pop())
                s.discovered.append(False)

    # -- results --------------------------------------------------------------------------------
    def mine_value(self, s: SiberiaState, p: int) -> int:
        if not s.salesmen[p]:  # final_value without salesmen: printed values, 1000 a person card
            return sum(map(_PRINTED.__getitem__, s.mines[p])) + CARDS.person_value * (s.workers[p] + len(s.investors[p]))
        return final_value([CARDS.resource_cards[c] for c in s.mines[p]], s.workers[p], s.salesmen[p], s.investors[p])

    def scores(self, state: SiberiaState) -> list[int]:
        return [self.mine_value(state, p) for p in range(state.num_players)]

    def score_breakdown(self, state: SiberiaState) -> list[list[tuple[str, int]]]:
        out = []
        labels = {"gas": N_("Gas"), "coal": N_("Coal"), "oil": N_("Oil"), "gold": N_("Gold"),
                  "diamond": N_("Diamonds"), "worker": N_("Workers"), "salesman": N_("Salesmen"),
                  "investor": N_("Investors")}
        for p in range(state.num_players):
            lines: list[tuple[str, int]] = []
            owned = state.salesmen[p]
            for kind in RESOURCES:
                cards = [CARDS.resource_cards[c] for c in state.mines[p] if CARDS.resource_cards[c][0] == kind]
                if cards:
                    worth = sum(CARDS.salesman_values[kind] if kind in owned else v for _, v in cards)
                    lines.append((labels[kind], worth))
            sv = CARDS.salesman_values
            base = CARDS.person_value
            lines.append((labels["worker"], state.workers[p] * (sv["worker"] if "worker" in owned else base)))
            if owned:
                lines.append((labels["salesman"], len(owned) * (sv["salesman"] if "salesman" in owned else base)))
            if state.investors[p]:
                lines.append((labels["investor"],
                              len(state.investors[p]) * (sv["investor"] if "investor" in owned else base)))
            out.append(lines)
        return out

    # -- information --------------------------------------------------------------------------
    def unseen_resources(self, s: SiberiaState) -> dict[str, dict[int, int]]:
        """The resource cards nobody has seen (face-down row and pile): kind -> value -> count."""
        out: dict[str, dict[int, int]] = {k: {} for k in RESOURCES}
        hidden = [c for c, up in zip(s.row, s.discovered, strict=True) if not up] + s.resource_pile
        for c in hidden:
            kind, value = CARDS.resource_cards[c]
            out[kind][value] = out[kind].get(value, 0) + 1
        return out

    def observe(self, state: SiberiaState, player: int | None) -> dict[str, Any]:
        s = state
        unseen = self.unseen_resources(s)
        hand = None
        if player is not None and 0 <= player < s.num_players:
            hand = [list(CARD_TYPES[t]) for t, n in enumerate(s.hands[player]) for _ in range(n)]
        return {
            "game": self.name,
            "seat": player,
            "num_players": s.num_players,
            "turn": s.turn,
            "phase": s.phase,
            "pending": s.pending,
            "hand": hand,
            "row": [{"discovered": True, "kind": CARDS.resource_cards[c][0], "value": CARDS.resource_cards[c][1]}
                    if up else {"discovered": False} for c, up in zip(s.row, s.discovered, strict=True)],
            "mines": [{"resources": [list(CARDS.resource_cards[c]) for c in s.mines[p]],
                       "workers": s.workers[p],
                       "salesmen": list(s.salesmen[p]),
                       "investors": list(s.investors[p]),
                       "value": self.mine_value(s, p)} for p in range(s.num_players)],
            "supply": {"worker": s.workers_in_supply(), "salesman": s.free_salesmen(),
                       "investor": s.free_investors()},
            "hand_sizes": [s.hand_size(p) for p in range(s.num_players)],
            "action_pile_size": len(s.action_pile),
            "resource_pile_size": len(s.resource_pile),
            "discard": [[*CARD_TYPES[t], n] for t, n in sorted(Counter(s.discard).items())],
            # what this seat remembers since the last reshuffle (None before any, and for no seat):
            # the most of each card the action pile may hold, the least the other hands hold
            **self._memory_view(s, player),
            "unseen": {k: [[v, n] for v, n in sorted(unseen[k].items())] for k in RESOURCES},
            "final_turns": s.final_turns,
            # turns in a row ended by a pass (public): the game ends when it reaches num_players
            "passes": s.passes,
            "options": dict(s.options),
        }

    def _memory_view(self, s: SiberiaState, player: int | None) -> dict[str, Any]:
        known = s.knowledge(player) if player is not None and 0 <= player < s.num_players else None
        if known is None:
            return {"reshuffled": None if s.reshuffled is None else _card_counts(s.reshuffled),
                    "pile_known": None, "hands_known": None}
        pile, held = known
        return {"reshuffled": _card_counts(s.reshuffled), "pile_known": _card_counts(pile),
                "hands_known": _card_counts(held)}

    def sample(self, state: SiberiaState, player: int, rng: random.Random) -> SiberiaState:
        """One determinization of `state` for `player` (engines.siberia.sampling)."""
        return sampler(state, player)(rng)

    def sampler(self, state: SiberiaState, player: int) -> Any:
        """The function rng -> sample(state, player, rng), prepared once for many samples."""
        return sampler(state, player)

    def state_from_observation(self, observation: dict[str, Any], seat: int) -> SiberiaState:
        """The position the observation shows, what the seat can't see dealt in any order
        (engines.siberia.rebuild; `sample` redraws it)."""
        return self.decode(save_of_observation(self, observation, seat))

    def reveals(self, state: SiberiaState, player: int, action: Any) -> bool:
        if isinstance(action, Discover):
            return True
        if isinstance(action, Draw):
            return state.hand_size(player) < HAND_LIMIT
        if isinstance(action, Play):
            return action.symbol not in ("salesman", "investor")
        return isinstance(action, Hire)

    # -- saving -------------------------------------------------------------------------------
    def encode(self, state: SiberiaState) -> dict[str, Any]:
        s = state
        return envelope(self.name, self.VERSION, {
            "num_players": s.num_players,
            "hands": [h[:] for h in s.hands],
            "action_pile": s.action_pile[:],
            "discard": s.discard[:],
            "row": s.row[:],
            "discovered": [1 if up else 0 for up in s.discovered],
            "resource_pile": s.resource_pile[:],
            "mines": [m[:] for m in s.mines],
            "workers": s.workers[:],
            "salesmen": [x[:] for x in s.salesmen],
            "investors": [x[:] for x in s.investors],
            "turn": s.turn,
            "phase": s.phase,
            "pending": s.pending,
            "final_turns": s.final_turns,
            **({"passes": s.passes} if s.passes else {}),  # absent: 0 (and in saves made before)
            "rng": s.rng.state,
            "options": dict(s.options),
            "memory": None if s.reshuffled is None else {
                "reshuffled": list(s.reshuffled),
                "hands": [list(h) for h in s.shuffle_hands],  # type: ignore[union-attr]
                "drawn": [d[:] for d in s.shuffle_draws]},  # type: ignore[union-attr]
        })

    def decode(self, obj: Any) -> SiberiaState:
        with decoding(self.title):
            return decode_state(self, open_envelope(obj, self.name, self.VERSION))

    def encode_action(self, action: Any) -> Any:
        if isinstance(action, Discover):
            return {"discover": action.position}
        if isinstance(action, SkipDiscovery):
            return {"skip_discovery": True}
        if isinstance(action, Draw):
            return {"draw": True}
        if isinstance(action, Play):
            return {"play": action.symbol, "cards": [list(c) for c in action.cards]}
        if isinstance(action, Hire):
            return {"hire": action.speciality}
        raise ValueError(f"not a Siberia action: {action!r}")

    def decode_action(self, obj: Any) -> Any:
        if not isinstance(obj, dict) or len(obj) not in (1, 2):
            raise ValueError("not a Siberia action")
        if set(obj) == {"discover"}:
            pos = obj["discover"]
            if not isinstance(pos, int) or isinstance(pos, bool) or not 0 <= pos < ROW_LENGTH:
                raise ValueError("a discovery needs a row position from 0 to 7")
            return Discover(pos)
        if obj == {"skip_discovery": True}:
            return SkipDiscovery()
        if obj == {"draw": True}:
            return Draw()
        if set(obj) == {"hire"}:
            if obj["hire"] not in SALESMAN_SPECIALITIES:
                raise ValueError("unknown speciality")
            return Hire(obj["hire"])
        if set(obj) == {"play", "cards"}:
            if obj["play"] not in SYMBOLS or not isinstance(obj["cards"], list) or not 1 <= len(obj["cards"]) <= 3:
                raise ValueError("a combination needs a symbol and one to three cards")
            cards = []
            for c in obj["cards"]:
                if not isinstance(c, list) or len(c) != 2 or tuple(c) not in TYPE_OF:
                    raise ValueError("unknown action card")
                cards.append(tuple(c))
            return Play(obj["play"], tuple(sorted(cards, key=TYPE_OF.__getitem__)))
        raise ValueError("not a Siberia action")

    def describe(self, state: Any, action: Any) -> str:
        """The action as its player proposes it, from what that player sees (engines.siberia.words)."""
        return words.describe(state, action)

    def describe_result(self, before: Any, action: Any, after: Any) -> str:
        """The log line once the action is played (engines.siberia.words)."""
        return words.describe_result(before, action, after)


#: (hand, possible symbols' mask, investors' mask) -> _plays_of_hand's combinations
_COMBINATIONS: dict[tuple[Any, ...], tuple[Play, ...]] = {}

#: The printed value of every resource card, by card number.
_PRINTED: tuple[int, ...] = tuple(v for _, v in CARDS.resource_cards)


def _card_counts(counts: Any) -> list[list[Any]]:
    """Counts per card type as [resource, person, count] for the types with a count."""
    return [[*CARD_TYPES[t], n] for t, n in enumerate(counts) if n]


ENGINE = SiberiaEngine()
