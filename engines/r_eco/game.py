"""The R-Eco engine (`REcoEngine`, `ENGINE`): the contract of engines.core.Engine."""
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
    open_envelope,
    random_shuffle,
    require,
    text,
    winners_by,
)
from engines.r_eco.cards import (
    _DELIVERIES,
    _DUMP_SETS,
    _DUMPS,
    _EMPTY_HAND_DELIVERIES,
    COLOUR_LABELS,
    DELIVER,
    DUMP,
    EDITIONS,
    HAND_LIMIT,
    NUM_COLOURS,
    OVER,
    REWARD_STACKS,
    UNITS_TO_RECYCLE,
    Action,
    Deliver,
    Dump,
    _deliveries,
    _dump_choices,
    card,
    card_colour,
    clean_bonus_per_dumper,
    colour_value,
    deck,
    final_scores,
    units_of,
)
from engines.r_eco.rebuild import save_of_observation
from engines.r_eco.state import REcoState, _card_pairs, excess
from engines.r_eco.turn import _delivered, _dumped

#: Every waste card of each edition, in deck's order (copied for a new game).
_DECKS = {edition: deck(edition) for edition in EDITIONS}

#: The deliveries of a hand of at most 5 cards keyed by its cards in their order (see
#: REcoEngine.legal_actions): the tuples of `_DELIVERIES` (of the sorted hand).
_HAND_DELIVERIES: dict[tuple[int, ...], tuple[Deliver, ...]] = {}
#: The dumps of a hand over the limit keyed by its cards in their order: the tuples of `_DUMPS`.
_HAND_DUMPS: dict[tuple[int, ...], tuple[Dump, ...]] = {}


class REcoEngine(Engine):
    name = "r_eco"
    title = "R-Eco"

    def public_move(self, action: Any) -> bool:
        """A delivery is seen by all (its cards go to the factory, face up); which cards were
        dumped illegally is not (face down: only their number is public)."""
        return not isinstance(action, Dump)
    min_players = 2
    max_players = 5
    options_schema = [
        {"name": "edition", "kind": "choice", "default": "japonbrand",
         "choices": ["japonbrand", "amigo"],
         "choice_labels": {"japonbrand": N_("Japon Brand (100 cards)"), "amigo": N_("Amigo (88 cards)")},
         "label": N_("Edition"),
         "help": N_("Japon Brand: 25 waste cards per colour (22 single, 3 double); "
                    "Amigo: 22 per colour (19 single, 3 double).")},
    ]
    VERSION = 1

    # -- the game --------------------------------------------------------------------------
    def new_game(self, num_players: int, *, seed: int, options: dict[str, Any] | None = None) -> REcoState:
        if options is None and type(num_players) is int and 2 <= num_players <= 5:
            edition = "japonbrand"  # the default edition (resolve_options(None))
        else:
            self.check_players(num_players)
            edition = self.resolve_options(options, num_players)["edition"]
        s = REcoState.__new__(REcoState)
        s.num_players = num_players
        s.edition = edition
        s.rng = Rng(seed)
        s.draw_pile = draw = _DECKS[edition][:]
        s.rng.shuffle(draw)
        s.discard_pile = []
        s.factories = [[], [], [], []]
        # one card a dump from the top (the end of the list), then three rounds of one card a hand
        s.dumps = [[draw[-1]], [draw[-2]], [draw[-3]], [draw[-4]]]
        s.hands = [[draw[-5 - p], draw[-5 - num_players - p], draw[-5 - 2 * num_players - p]]
                   for p in range(num_players)]
        del draw[-4 - 3 * num_players:]
        stack = REWARD_STACKS[num_players]
        s.reward_stacks = [list(stack), list(stack), list(stack), list(stack)]
        s.rewards = [[] for _ in range(num_players)]
        s.dumped = [[] for _ in range(num_players)]
        s.current = s.rng.below(num_players)
        s.phase = DELIVER
        s.pending_colour = -1
        s.ending = False
        s.known = [[] for _ in range(num_players)]
        return s

    def num_players(self, state: REcoState) -> int:
        return state.num_players

    def to_move(self, state: REcoState) -> list[int]:
        return [] if state.phase == OVER else [state.current]

    def is_over(self, state: REcoState) -> bool:
        return state.phase == OVER

    def legal_actions(self, state: REcoState, player: int) -> list[Action]:
        if state.phase == OVER or player != state.current:
            return []
        hand = state.hands[player]
        # made once per hand, handed out as new lists
        if state.phase == DELIVER:
            # every colour in order, then by doubles and singles: Deliver(colour, s, d) for
            # d = 0..doubles held, s = 0..singles held, not both 0. Keyed by the hand as it is
            # ordered (at most 5 cards of 8 codes: at most 37,449 keys), no sort: the same list
            actions = _HAND_DELIVERIES.get(tuple(hand))
            if actions is None:
                key = tuple(sorted(hand))
                if not key:
                    actions = _EMPTY_HAND_DELIVERIES
                else:
                    actions = _DELIVERIES.get(key)
                    if actions is None:
                        actions = _DELIVERIES[key] = _deliveries(key)
                if len(_HAND_DELIVERIES) > 100_000:  # only hands over the limit (made by hand) get here
                    _HAND_DELIVERIES.clear()
                _HAND_DELIVERIES[tuple(hand)] = actions
            return list(actions)
        # DUMP: every distinct choice of the excess cards, in order (found by the hand in its
        # order, no sort: the lists of the sorted hand)
        dumps = _HAND_DUMPS.get(tuple(hand))
        if dumps is None:
            key = tuple(sorted(hand))
            dumps = _DUMPS.get(key)
            if dumps is None:
                dumps = _dump_choices(key)
            if len(_HAND_DUMPS) > 100_000:
                _HAND_DUMPS.clear()
            _HAND_DUMPS[tuple(hand)] = dumps
        return list(dumps)

    def why_illegal(self, state: REcoState, player: int, action: Any) -> str | None:
        """None when the action is legal now, else a message a player can read."""
        if state.phase == OVER:
            return text(N_("The game is over."))
        if not isinstance(player, int) or not 0 <= player < state.num_players:
            return f"There is no seat {player}."
        if player != state.current:
            return text(N_("It is not seat {seat}'s turn."), seat=player + 1)
        hand = state.hands[player]
        if state.phase == DELIVER:
            if not isinstance(action, Deliver) or not all(isinstance(x, int) and not isinstance(x, bool)
                                                           for x in action):
                return text(N_("Deliver waste to a recycling centre first."))
            colour, singles, doubles = action
            if not 0 <= colour < NUM_COLOURS:
                return text(N_("There is no such colour."))
            if singles < 0 or doubles < 0:
                return text(N_("A delivery can't take a negative number of cards."))
            if not hand:
                if singles or doubles:
                    return text(N_("Your hand is empty: choose a colour without cards."))
                return None
            if singles == doubles == 0:
                return text(N_("Deliver at least one card: passing is not allowed."))
            if hand.count(card(colour, 1)) < singles or hand.count(card(colour, 2)) < doubles:
                return text(N_("You don't hold that many {colour} cards."), colour=COLOUR_LABELS[colour])
            return None
        if not isinstance(action, Dump) or not isinstance(action.cards, tuple):
            return text(N_("Choose the cards to dump first: your hand is over the limit of 5."))
        k = excess(len(hand))
        if len(action.cards) != k:
            return text(N_("Dump exactly {n} cards.") if k != 1 else N_("Dump exactly {n} card."), n=k)
        rest = hand[:]
        for c in action.cards:
            if not isinstance(c, int) or c not in rest:
                return text(N_("You can only dump cards from your hand."))
            rest.remove(c)
        if list(action.cards) != sorted(action.cards):
            return text(N_("List the dumped cards in order."))
        return None

    def apply(self, state: REcoState, player: int, action: Any) -> REcoState:
        s = state
        if type(action) is Deliver and type(player) is int and player == s.current and s.phase == DELIVER:
            # the common case, a delivery the hand allows, in one piece (see _delivered)
            colour, singles, doubles = action
            hand = s.hands[player]
            if (type(colour) is int and type(singles) is int and type(doubles) is int
                    and 0 <= colour < NUM_COLOURS and singles >= 0 and doubles >= 0):
                if hand:
                    if singles < 6 and doubles < 4:
                        if singles or doubles:
                            try:  # the cards are taken out of a copy of the hand: held, or a ValueError
                                return _delivered(s, player, hand, colour, singles, doubles)
                            except ValueError:
                                pass  # not held (why_illegal says so)
                    elif hand.count(2 * colour) >= singles and hand.count(2 * colour + 1) >= doubles:
                        return _delivered(s, player, hand, colour, singles, doubles)
                elif not singles and not doubles:
                    return _delivered(s, player, hand, colour, 0, 0)
        elif (type(action) is Dump and s.phase == DUMP and type(player) is int and player == s.current
              and type(action.cards) is tuple):
            # the other common case, a listed dump: of one or two plain cards held, checked on the
            # hand (the same answer as the listed set below), else found in that set
            cards = action.cards
            hand = s.hands[player]
            k = len(hand) - HAND_LIMIT
            if k == len(cards) == 1:
                c = cards[0]
                if type(c) is int and c in hand:
                    return _dumped(s, player, cards)
            elif k == len(cards) == 2:
                c, d = cards
                if (type(c) is int and type(d) is int and c <= d
                        and (hand.count(c) >= 2 if c == d else c in hand and d in hand)):
                    return _dumped(s, player, cards)
            elif k == len(cards):
                # more: plain int cards in order, each still held (a listed dump: the same answer)
                rest = hand[:]
                last = -1
                for c in cards:
                    if type(c) is not int or c < last or c not in rest:
                        break
                    rest.remove(c)
                    last = c
                else:
                    return _dumped(s, player, cards, rest)
            key = tuple(sorted(hand))
            choices = _DUMP_SETS.get(key)
            if choices is None:
                _dump_choices(key)
                choices = _DUMP_SETS[key]
            if action in choices:
                return _dumped(s, player, action.cards)
        # anything else by why_illegal
        why = self.why_illegal(s, player, action)
        if why is not None:
            raise IllegalAction(why)
        if s.phase == DELIVER:
            # a delivery why_illegal accepts that the check above did not (a subclass of Deliver or
            # of int): the same rule, with plain ints
            colour, singles, doubles = action
            p = s.current
            return _delivered(s, p, s.hands[p], int(colour), int(singles), int(doubles))
        return _dumped(s, s.current, action.cards)

    # -- results ---------------------------------------------------------------------------
    def scores(self, state: REcoState) -> list[int]:
        return final_scores(state.rewards, [len(d) for d in state.dumped])

    def winners(self, state: REcoState) -> list[int]:
        return winners_by(self.scores(state), tie_break=[[len(d) for d in state.dumped]])

    def score_breakdown(self, state: REcoState) -> list[list[tuple[str, int]]]:
        labels = (N_("Red rewards"), N_("Yellow rewards"), N_("Green rewards"), N_("Blue rewards"))
        n = state.num_players
        k = clean_bonus_per_dumper(n)
        dumpers = sum(1 for d in state.dumped if d)
        result = []
        for p in range(n):
            lines: list[tuple[str, int]] = []
            for colour in range(NUM_COLOURS):
                values = [v for c, v in state.rewards[p] if c == colour]
                if values:
                    lines.append((labels[colour], colour_value(values)))
            if state.dumped[p]:
                lines.append((N_("Illegal dumping"), -len(state.dumped[p])))
            else:
                lines.append((N_("Clean-environment bonus"), k * dumpers))
            result.append(lines)
        return result

    # -- information -----------------------------------------------------------------------
    def observe(self, state: REcoState, player: int | None) -> dict[str, Any]:
        """What `player` may see (None: what everyone may see)."""
        own = player is not None and 0 <= player < state.num_players
        return {
            "game": self.name,
            "edition": state.edition,
            "num_players": state.num_players,
            "seat": player if own else None,
            "current": state.current,
            "phase": state.phase,
            "to_move": self.to_move(state),
            "pending_colour": state.pending_colour,
            "ending": state.ending,
            "hand": _card_pairs(state.hands[player]) if own else None,
            "own_dumped": _card_pairs(state.dumped[player]) if own else None,
            "known_hands": [_card_pairs(k) for k in state.known],
            "hand_sizes": [len(h) for h in state.hands],
            "factories": [_card_pairs(f) for f in state.factories],
            "factory_units": [units_of(f) for f in state.factories],
            "dumps": [_card_pairs(d) for d in state.dumps],
            "reward_stacks": [r[:] for r in state.reward_stacks],
            "rewards": [[[c, v] for c, v in r] for r in state.rewards],
            "dumped_counts": [len(d) for d in state.dumped],
            "draw_pile_size": len(state.draw_pile),
            "discard_pile": _card_pairs(state.discard_pile),
            "scores": self.scores(state),
            "winners": self.winners(state) if state.phase == OVER else [],
        }

    def sample(self, state: REcoState, player: int, rng: random.Random) -> REcoState:
        """Redraws the other hands, the others' face-down dumped cards and the draw pile order
        from the cards `player` can't see; the future shuffles are redrawn too. A card the whole
        table saw going into a hand (`known`: picked up from a dump and not delivered since) stays
        in that hand; only the unknown rest of each hand is redealt."""
        s = state._child()
        s.hands = hands = state.hands[:]
        s.dumped = dumped = state.dumped[:]
        known = state.known
        unseen: list[int] = list(s.draw_pile)
        n = s.num_players
        for p in range(n):
            if p != player:
                kept = known[p]
                if kept:
                    rest = hands[p][:]
                    for c in kept:
                        rest.remove(c)
                    unseen += rest
                else:
                    unseen += hands[p]
                unseen += dumped[p]
        random_shuffle(rng, unseen)
        at = 0  # dealt from the front of `unseen`, the rest is the draw pile
        for p in range(n):
            if p != player:
                kept = known[p]
                h = at + len(hands[p]) - len(kept)
                hands[p] = kept + unseen[at:h] if kept else unseen[at:h]
                at = h + len(dumped[p])
                dumped[p] = unseen[h:at]
        s.draw_pile = unseen[at:]
        s.rng = Rng(rng.getrandbits(64))
        return s

    def state_from_observation(self, observation: dict[str, Any], seat: int) -> REcoState:
        """The position the observation shows, the cards the seat can't see dealt in any order
        (engines.r_eco.rebuild; `sample` redraws them)."""
        return self.decode(save_of_observation(self, observation, seat))

    def reveals(self, state: REcoState, player: int, action: Any) -> bool:
        """Any refill draws from the hidden pile: a Dump always ends in a refill, a Deliver does
        unless it leaves the hand over the limit (then the refill waits for the Dump)."""
        if self.why_illegal(state, player, action) is not None:
            return False
        if isinstance(action, Dump):
            return True
        hand_after = len(state.hands[player]) - action.singles - action.doubles + len(state.dumps[action.colour])
        return hand_after <= HAND_LIMIT

    # -- saves -----------------------------------------------------------------------------
    def encode(self, state: REcoState) -> dict[str, Any]:
        return envelope(self.name, self.VERSION, {
            "num_players": state.num_players,
            "edition": state.edition,
            "rng": state.rng.state,
            "draw_pile": state.draw_pile[:],
            "discard_pile": state.discard_pile[:],
            "hands": [h[:] for h in state.hands],
            "factories": [f[:] for f in state.factories],
            "dumps": [d[:] for d in state.dumps],
            "reward_stacks": [r[:] for r in state.reward_stacks],
            "rewards": [[[c, v] for c, v in r] for r in state.rewards],
            "dumped": [d[:] for d in state.dumped],
            "current": state.current,
            "phase": state.phase,
            "pending_colour": state.pending_colour,
            "ending": state.ending,
            "known": [k[:] for k in state.known],
        })

    def decode(self, obj: Any) -> REcoState:
        with decoding(self.title):
            obj = open_envelope(obj, self.name, self.VERSION)
            n = field(obj, "num_players", int)
            require(self.min_players <= n <= self.max_players, "R-Eco is for 2 to 5 players")
            s = REcoState.__new__(REcoState)
            s.num_players = n
            s.edition = field(obj, "edition", str)
            require(s.edition in EDITIONS, f"unknown edition {s.edition!r}")
            rng_state = field(obj, "rng", int)
            require(0 <= rng_state < 1 << 64, "the random generator state is out of range")
            s.rng = Rng(rng_state)
            s.draw_pile = int_list(obj, "draw_pile", 0, 7)
            s.discard_pile = int_list(obj, "discard_pile", 0, 7)

            def card_lists(key: str, count: int) -> list[list[int]]:
                raw = field(obj, key, list)
                require(len(raw) == count, f"{key!r} must have {count} entries")
                return [int_list({key: item}, key, 0, 7) for item in raw]

            s.hands = card_lists("hands", n)
            s.factories = card_lists("factories", NUM_COLOURS)
            s.dumps = card_lists("dumps", NUM_COLOURS)
            s.dumped = card_lists("dumped", n)
            raw_stacks = field(obj, "reward_stacks", list)
            require(len(raw_stacks) == NUM_COLOURS, "there must be 4 reward stacks")
            s.reward_stacks = [int_list({"reward_stacks": r}, "reward_stacks", -2, 5) for r in raw_stacks]
            raw_rewards = field(obj, "rewards", list)
            require(len(raw_rewards) == n, "'rewards' must have one entry per player")
            s.rewards = []
            for r in raw_rewards:
                require(isinstance(r, list), "'rewards' must hold lists")
                taken = []
                for pair in r:
                    require(isinstance(pair, list) and len(pair) == 2, "a reward is a [colour, value] pair")
                    colour, value = int_list({"reward": pair}, "reward")
                    require(0 <= colour < NUM_COLOURS, "a reward has an unknown colour")
                    taken.append((colour, value))
                s.rewards.append(taken)
            s.current = field(obj, "current", int)
            require(0 <= s.current < n, "the player to move is out of range")
            s.phase = field(obj, "phase", str)
            require(s.phase in (DELIVER, DUMP, OVER), f"unknown phase {s.phase!r}")
            s.pending_colour = field(obj, "pending_colour", int)
            s.ending = field(obj, "ending", bool)
            # what the table knows of each hand (saves from before it was kept: nothing known)
            s.known = card_lists("known", n) if "known" in obj else [[] for _ in range(n)]
            self._check(s)
            return s

    def _check(self, s: REcoState) -> None:
        """Raises ValueError when a decoded state could not arise in play."""
        counts = [0] * 8
        for zone in (s.draw_pile, s.discard_pile, *s.hands, *s.factories, *s.dumps, *s.dumped):
            for c in zone:
                counts[c] += 1
        require(sorted(deck(s.edition)) == sorted(c for c in range(8) for _ in range(counts[c])),
                "the waste cards don't add up to the deck")
        for colour in range(NUM_COLOURS):
            require(all(card_colour(c) == colour for c in s.factories[colour]),
                    "a factory holds a card of another colour")
            require(units_of(s.factories[colour]) < UNITS_TO_RECYCLE, "a factory holds 4 units or more")
            full = list(REWARD_STACKS[s.num_players])
            taken = [v for r in s.rewards for c, v in r if c == colour]
            require(sorted(taken) == sorted(full[:len(taken)]) and
                    s.reward_stacks[colour] == full[len(taken):],
                    "the reward cards don't add up to the stacks")
        for hand, known in zip(s.hands, s.known, strict=True):
            require(all(known.count(c) <= hand.count(c) for c in set(known)),
                    "a card known to be in a hand is not there")
        some_empty = any(not r for r in s.reward_stacks)
        if s.phase == DELIVER:
            require(s.pending_colour == -1 and not s.ending and not some_empty,
                    "the turn state is inconsistent")
            require(all(len(h) <= HAND_LIMIT for h in s.hands), "a hand is over the limit")
        elif s.phase == DUMP:
            require(0 <= s.pending_colour < NUM_COLOURS, "the turn state is inconsistent")
            require(len(s.hands[s.current]) > HAND_LIMIT, "no excess to dump")
            require(s.ending == some_empty, "the end of the game is inconsistent")
        else:
            require(s.pending_colour == -1, "the turn state is inconsistent")

    def encode_action(self, action: Action) -> Any:
        if isinstance(action, Deliver):
            return {"deliver": [action.colour, action.singles, action.doubles]}
        if isinstance(action, Dump):
            return {"dump": _card_pairs(action.cards)}
        raise ValueError(f"not an R-Eco action: {action!r}")

    def decode_action(self, obj: Any) -> Action:
        if isinstance(obj, dict) and len(obj) == 1:
            if "deliver" in obj:
                values = obj["deliver"]
                if (isinstance(values, list) and len(values) == 3 and
                        all(isinstance(v, int) and not isinstance(v, bool) for v in values) and
                        0 <= values[0] < NUM_COLOURS and values[1] >= 0 and values[2] >= 0):
                    return Deliver(*values)
            if "dump" in obj:
                pairs = obj["dump"]
                if isinstance(pairs, list) and all(
                        isinstance(pair, list) and len(pair) == 2 and
                        all(isinstance(v, int) and not isinstance(v, bool) for v in pair) and
                        0 <= pair[0] < NUM_COLOURS and pair[1] in (1, 2) for pair in pairs):
                    return Dump(tuple(sorted(card(c, u) for c, u in pairs)))
        raise ValueError(f"not an R-Eco action: {obj!r}")

    def describe(self, state: REcoState, action: Any) -> str:
        if isinstance(action, Deliver):
            colour = COLOUR_LABELS[action.colour]
            cards = action.singles + action.doubles
            if cards == 0:
                return text(N_("takes the {colour} dump without delivering (empty hand)"), colour=colour)
            units = action.singles + 2 * action.doubles
            if cards != 1:
                template = N_("delivers {cards} {colour} cards ({units} units)")
            elif units != 1:
                template = N_("delivers {cards} {colour} card ({units} units)")
            else:
                template = N_("delivers {cards} {colour} card ({units} unit)")
            delivery = text(template, cards=cards, colour=colour, units=units)
            before = units_of(state.factories[action.colour]) if isinstance(state, REcoState) else 0
            if before + units >= UNITS_TO_RECYCLE and isinstance(state, REcoState):
                stack = state.reward_stacks[action.colour]
                if stack and stack[0]:
                    return text(N_("{delivery} and recycles: reward {reward:+d}"), delivery=delivery, reward=stack[0])
                if stack:
                    return text(N_("{delivery} and recycles: reward 0"), delivery=delivery)
            return delivery
        if isinstance(action, Dump):
            n = len(action.cards)
            if n != 1:
                return text(N_("dumps {n} cards illegally ({points} points)"), n=n, points=-n)
            return text(N_("dumps {n} card illegally ({points} point)"), n=n, points=-n)
        return str(action)


ENGINE = REcoEngine()
