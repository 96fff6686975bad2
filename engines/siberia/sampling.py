"""Siberia's determinization: `sampler(state, player)` prepares once what every sample of a state
for a player shares (the cards to deal out, the hand sizes, the face-down places and resource
cards, what the player remembers since the last reshuffle) and returns the function that draws
one sample from a generator; `SiberiaEngine.sample(state, player, rng)` is
`sampler(state, player)(rng)`, and the search draws its many samples of one position from one
sampler.

A sample redraws what the player can't see: the other hands and the action pile from the cards
it has not seen (after a reshuffle: the pile from the cards it may hold, the others' hands
keeping the cards they are known to hold; SiberiaState.knowledge), and the face-down row and the
resource pile. The other players' memories start afresh in a sample after a reshuffle (their hand
now, nothing drawn since): true of the sampled state and telling nothing of their real draws."""
from __future__ import annotations

import random
from collections.abc import Callable

from engines.core import Rng, random_shuffle
from engines.siberia.cards import CARD_TYPES
from engines.siberia.state import SiberiaState

_NTYPES = len(CARD_TYPES)


def _for_sample(state: SiberiaState) -> SiberiaState:
    """A new state for a sample to fill in: the lists a sample changes in place (the hands' list,
    the row) copied, the others shared with `state` (apply copies a list before changing it)."""
    s = state._shared()
    s.hands = s.hands[:]
    s.row = s.row[:]
    return s


def sampler(state: SiberiaState, player: int) -> Callable[[random.Random], SiberiaState]:
    """The function drawing one sample of `state` for `player` from a generator (see the module
    docstring): the same states and draws as the one-off code it replaced."""
    others = [p for p in range(state.num_players) if p != player]
    sizes = [sum(state.hands[p]) for p in others]
    down = [i for i, up in enumerate(state.discovered) if not up]
    hidden_cards = [state.row[i] for i in down] + state.resource_pile

    def resources(s: SiberiaState, rng: random.Random) -> SiberiaState:
        hidden = hidden_cards[:]
        random_shuffle(rng, hidden)
        row = s.row
        for i in down:
            row[i] = hidden.pop()
        s.resource_pile = hidden
        s.rng = Rng(rng.getrandbits(64))
        return s

    if state.reshuffled is None:
        pool_cards = list(state.action_pile)
        for p in others:
            for t, n in enumerate(state.hands[p]):
                if n:
                    pool_cards.extend([t] * n)

        def draw(rng: random.Random) -> SiberiaState:
            s = _for_sample(state)
            pool = pool_cards[:]
            random_shuffle(rng, pool)
            hands = s.hands
            for p, size in zip(others, sizes):
                hand = [0] * _NTYPES
                for _ in range(size):
                    hand[pool.pop()] += 1
                hands[p] = hand
            s.action_pile = pool
            return resources(s, rng)

        return draw

    count = state.action_pile.count
    unseen = [count(t) for t in range(_NTYPES)]
    for p in others:
        for t, n in enumerate(state.hands[p]):
            unseen[t] += n
    pile_most, held = state.knowledge(player)  # type: ignore[misc]
    candidate_cards = [t for t in range(_NTYPES) for _ in range(min(pile_most[t], unseen[t] - held[t]))]
    pile_size = len(state.action_pile)
    if len(candidate_cards) < pile_size:  # a memory that does not hold (a hand-made state): forget it
        candidate_cards = [t for t in range(_NTYPES) for _ in range(unseen[t])]

    def draw_remembering(rng: random.Random) -> SiberiaState:
        s = _for_sample(state)
        draws = s.shuffle_draws = s.shuffle_draws[:]  # type: ignore[index]
        candidates = candidate_cards[:]
        random_shuffle(rng, candidates)
        pile = candidates[:pile_size]
        left = unseen[:]
        for t in pile:
            left[t] -= 1
        rest = [t for t in range(_NTYPES) for _ in range(left[t])]
        random_shuffle(rng, rest)
        hands = s.hands
        hands_then = s.shuffle_hands[:]  # type: ignore[index]
        for p, size in zip(others, sizes):
            hand = [0] * _NTYPES
            for _ in range(size):
                hand[rest.pop()] += 1
            hands[p] = hand
            hands_then[p] = tuple(hand)
            draws[p] = [0] * _NTYPES
        s.shuffle_hands = hands_then
        s.action_pile = pile
        return resources(s, rng)

    return draw_remembering
