"""A turn of R-Eco on the state: a delivery (with its recycling and pick-up), a dump, the refill and
the end check. `REcoEngine.apply` checks the action and calls these."""
from __future__ import annotations

from engines.r_eco.cards import DELIVER, DUMP, HAND_LIMIT, NUM_COLOURS, OVER, UNITS_TO_RECYCLE
from engines.r_eco.state import _UNITS_PER_COLOUR, REcoState, _after_unseen_dump, can_still_recycle

#: Per edition: the units of a colour that may be dumped while 4 are still in play.
_OUT_OF_PLAY = {edition: units - UNITS_TO_RECYCLE for edition, units in _UNITS_PER_COLOUR.items()}


def _delivered(s: REcoState, p: int, hand: list[int], colour: int, singles: int, doubles: int) -> REcoState:
    """REcoEngine.apply of a legal delivery by the player to move (the only code of a delivery):
    the delivery, the recycling, the pick-up and, when no dump follows, the turn's end (`_refill`:
    the refill and the end check); copy on write as in `_child`. Cards the hand does not
    hold: a ValueError before anything else (REcoEngine.apply lets that check the hand)."""
    single = 2 * colour  # card(colour, 1); card(colour, 2) is single + 1
    moved = _MOVED[colour][singles][doubles] if singles < 6 and doubles < 4 else (
        [single] * singles + [single + 1] * doubles)
    hand = hand[:]
    for c in moved:  # the singles first, then the doubles: as they come in `moved`
        hand.remove(c)
    t = _new_state(REcoState)
    t.num_players = s.num_players
    t.edition = s.edition
    t.rng = s.rng
    t.dumped = s.dumped
    t.current = p
    # what the table knows of the hand: the delivered cards leave it (known ones first: a known
    # card of that kind can no longer be counted on), the picked-up dump joins it
    knowns = s.known[:]
    known = knowns[p]
    if known and (single in known or single + 1 in known):
        known = known[:]
        for c in moved:
            if c in known:
                known.remove(c)
    dumps = s.dumps
    pick = dumps[colour]
    knowns[p] = known + pick
    t.known = knowns
    factories = s.factories[:]
    factory = factories[colour]
    units = len(factory) + factory.count(single + 1) + singles + 2 * doubles  # units_of(factory) + ...
    if units >= UNITS_TO_RECYCLE:
        stacks = s.reward_stacks[:]
        stack = stacks[colour]
        rewards = s.rewards[:]
        rewards[p] = rewards[p] + [(colour, stack[0])]
        t.rewards = rewards
        stacks[colour] = stack = stack[1:]
        t.reward_stacks = stacks
        t.discard_pile = s.discard_pile + factory + moved
        factories[colour] = []
        units = 0
        t.ending = s.ending or not stack
    else:
        t.rewards = s.rewards
        t.reward_stacks = s.reward_stacks
        t.discard_pile = s.discard_pile
        t.ending = s.ending
        factories[colour] = factory + moved
    t.factories = factories
    # pick up
    hand += pick
    hands = s.hands[:]
    hands[p] = hand
    t.hands = hands
    if len(hand) > HAND_LIMIT:
        dumps = dumps[:]
        dumps[colour] = []
        t.dumps = dumps
        t.draw_pile = s.draw_pile
        t.pending_colour = colour
        t.phase = DUMP
        return t
    t.dumps = s.dumps
    t.draw_pile = s.draw_pile
    return _refill(t, colour, units + 1, [])


_new_state = REcoState.__new__

#: The cards a delivery moves, by colour, singles (0-5) and doubles (0-3): the singles, then the
#: doubles (shared lists: only read).
_MOVED = [[[[2 * colour] * singles + [2 * colour + 1] * doubles for doubles in range(4)] for singles in range(6)]
          for colour in range(NUM_COLOURS)]


def _may_be_stuck(t: REcoState) -> bool:
    """can_still_recycle's first two tests (each a reason it is True), cheaply: False when not
    enough cards were dumped to take every colour with reward cards out of play."""
    dumped_units = 2 * sum(map(len, t.dumped))  # at most
    out = _OUT_OF_PLAY[t.edition]
    return dumped_units > out and dumped_units > out * (NUM_COLOURS - t.reward_stacks.count([]))


#: `_after_unseen_dump(known, n)` by n (the cards dumped, 0-15) and the known cards in their
#: order: its lists, as tuples.
_AFTER_DUMP: list[dict[tuple[int, ...], tuple[int, ...]]] = [{} for _ in range(16)]


def _known_after_dump(known: list[int], n: int) -> list[int]:
    """`_after_unseen_dump(known, n)`, looked up (a new list each time)."""
    if n >= len(_AFTER_DUMP):
        return _after_unseen_dump(known, n)
    table = _AFTER_DUMP[n]
    key = tuple(known)
    after = table.get(key)
    if after is None:
        if len(table) > 20_000:
            table.clear()
        after = table[key] = tuple(_after_unseen_dump(known, n))
    return [*after]


def _dumped(s: REcoState, p: int, cards: tuple[int, ...], rest: list[int] | None = None) -> REcoState:
    """REcoEngine.apply of a legal dump by the player to move: the cards go face down, the known
    cards of the hand are what must still be there, and the turn ends with the refill. `rest`:
    the hand without the cards, when the caller has it (a list of its own)."""
    # copy on write: the new state shares every list it does not change (see _child)
    t = REcoState.__new__(REcoState)
    t.num_players = s.num_players
    t.edition = s.edition
    t.rng = s.rng
    t.discard_pile = s.discard_pile
    t.factories = factories = s.factories
    t.reward_stacks = s.reward_stacks
    t.rewards = s.rewards
    t.ending = s.ending
    if rest is None:
        hand = s.hands[p][:]
        for c in cards:
            hand.remove(c)
    else:
        hand = rest
    hands = s.hands[:]
    hands[p] = hand
    t.hands = hands
    dumped = s.dumped[:]
    dumped[p] = [*s.dumped[p], *cards]
    t.dumped = dumped
    known = s.known
    mine = known[p]
    if mine:
        known = known[:]
        known[p] = [] if len(mine) <= len(cards) else _known_after_dump(mine, len(cards))
    t.known = known
    colour = s.pending_colour
    factory = factories[colour]
    t.draw_pile = s.draw_pile
    t.dumps = s.dumps
    t.current = s.current
    return _refill(t, colour, len(factory) + factory.count(2 * colour + 1) + 1,  # units_of(factory) + 1
                   s.dumps[colour][:])


def _refill(s: REcoState, colour: int, wanted: int, dump: list[int]) -> REcoState:
    """Ends the turn of `s.current` (after a delivery that needs no dump, or after the dump; the
    only code of a turn's end): the dump of `colour` (now `dump`, a list of its own) gets X + 1 =
    `wanted` cards (X: the units now on that factory), drawn one by one from the top (the end of
    the list), the discard pile shuffled into a new draw pile when it runs out; then the game is
    over (the ending was triggered, or no colour can be recycled any more) or the next player
    delivers. `s.dumps` and `s.draw_pile` are the ones before the refill (shared lists, not
    changed). Returns `s`."""
    draw = s.draw_pile
    while wanted:
        if not draw:
            if not s.discard_pile:
                break
            draw = s.discard_pile[:]
            s.discard_pile = []
            s.rng = s.rng.copy()  # shared with the state before (copy on write)
            s.rng.shuffle(draw)
        take = min(wanted, len(draw))
        dump += draw[:-take - 1:-1]
        draw = draw[:len(draw) - take]
        wanted -= take
    s.draw_pile = draw
    dumps = s.dumps[:]
    dumps[colour] = dump
    s.dumps = dumps
    s.pending_colour = -1
    if s.ending or _may_be_stuck(s) and not can_still_recycle(s):
        s.phase = OVER
    else:
        s.phase = DELIVER
        s.current = (s.current + 1) % s.num_players
    return s
