"""One canonical state per information set: what a review starts every decision from.

`canonical(engine, state, seat)` is a state the seat can't tell from `state` (the same
observation), built from what the seat sees only: two states the seat can't tell apart give the
same canonical state, so a review searched and sampled from it (the draws of
`engine.sample(canonical, seat, rng)`) depends on the seat's information and the seed, never on the
true hidden cards. Games with `state_from_observation` (Coloretto, Pueblo, Rolling Japan) are
rebuilt from the observation; R-Eco and Siberia get their hidden cards sorted into the places
`sample` draws them from (in the order it gathers them), their generator reset.
"""
from __future__ import annotations

import json
from typing import Any

from engines.core import Engine, Rng

_FROM_OBSERVATION = ("coloretto", "pueblo", "rolling_japan")


def canonical(engine: Engine, state: Any, seat: int) -> Any:
    """The canonical state of `seat`'s information set at `state` (see the module docstring)."""
    if engine.name in _FROM_OBSERVATION:
        seen = json.loads(json.dumps(engine.observe(state, seat)))
        return engine.state_from_observation(seen, seat)
    if engine.name == "r_eco":
        return _r_eco(state, seat)
    if engine.name == "siberia":
        return _siberia(state, seat)
    raise ValueError(f"no review for {engine.name!r}")


def _r_eco(state: Any, seat: int) -> Any:
    """The draw pile, then each other seat's unknown hand cards and face-down dumped cards, from the
    sorted pool of what the seat can't see (the order `REcoEngine.sample` gathers them in)."""
    s = state._child()
    hands, dumped, known = state.hands[:], state.dumped[:], state.known
    pool = list(state.draw_pile)
    others = [p for p in range(state.num_players) if p != seat]
    for p in others:
        rest = hands[p][:]
        for c in known[p] or ():
            rest.remove(c)
        pool += rest + dumped[p]
    pool.sort()
    at = len(state.draw_pile)
    s.draw_pile = pool[:at]
    for p in others:
        kept = list(known[p] or ())
        n = len(hands[p]) - len(kept)
        hands[p] = kept + pool[at:at + n]
        at += n
        d = len(dumped[p])
        dumped[p] = pool[at:at + d]
        at += d
    s.hands, s.dumped = hands, dumped
    s.rng = Rng(0)
    return s


def _siberia(state: Any, seat: int) -> Any:
    """Before any reshuffle: the action pile, then the other hands, from the sorted pool of the
    cards the seat can't see (after one, `sample` reads only counts and the seat's memory); the
    face-down row and the resource pile from their sorted cards."""
    s = state._shared()
    s.hands = hands = [h[:] for h in state.hands]
    others = [p for p in range(state.num_players) if p != seat]
    if state.reshuffled is None:
        pool = list(state.action_pile)
        for p in others:
            for t, n in enumerate(hands[p]):
                pool.extend([t] * n)
        pool.sort()
        size = len(state.action_pile)
        s.action_pile = pool[:size]
        at = size
        for p in others:
            k = sum(hands[p])
            hand = [0] * len(hands[p])
            for t in pool[at:at + k]:
                hand[t] += 1
            hands[p] = hand
            at += k
    else:
        s.action_pile = sorted(state.action_pile)
    down = [i for i, up in enumerate(state.discovered) if not up]
    hidden = sorted([state.row[i] for i in down] + list(state.resource_pile))
    s.row = row = state.row[:]
    for i in down:
        row[i] = hidden.pop(0)
    s.resource_pile = hidden
    s.rng = Rng(0)
    return s
