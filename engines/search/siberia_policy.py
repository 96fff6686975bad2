"""The hard player's settings for Siberia (whose tree keeps two combinations per symbol), searched by ISMCTS (`engines.search.mcts`).

The rollout policy is deliberately cheaper than the game's `bot_normal`: a search gets many
more short rollouts from a cheap policy than a few from a careful one.

`rollout` is that policy one decision at a time (mcts.ismcts's own loop plays it with
engine.apply); `playout`, the GamePolicy.playout hook the search uses, is the same rollout written
out on one copy of the state changed in place, then `evaluate`: the same draws, choices and values
(tests/engines/test_siberia_search.py checks one against the other). GamePolicy.sampler draws the
root's samples from one prepared sampler (engines.siberia.sampling).
"""
from __future__ import annotations

import random
from collections.abc import Hashable
from typing import Any

from engines.core import Engine
from engines.search.policy import GamePolicy, margin_logistic


def siberia(num_players: int, *, worker: tuple[float, float] | None = None,
            salesman: float | None = None, worker_worth: float = 0.0) -> GamePolicy:
    """The hard player's settings at a player count. The rollout values a worker hired at
    1000 + `worker` x the share of the game left (with fewer than 3 workers, with 3 or more) and a
    salesman at 1000 + `salesman` x that share; by default (3500, 3500) and 2000. The evaluation
    adds `worker_worth` x that share for each worker beyond the first (by default none)."""
    from engines.siberia import (
        _DISCOVER,
        _DRAW,
        _SKIP,
        CARDS,
        HAND_LIMIT,
        INVESTOR_SPECIALITIES,
        NUM_RESOURCE_CARDS,
        RESOURCES,
        ROW_LENGTH,
        SALESMAN_SPECIALITIES,
        SHOWING,
        Play,
        SkipDiscovery,
        make_play,
    )
    from engines.siberia.cards import _PLAY_INFO
    from engines.siberia.state import SiberiaState, extraction_places

    worker_early, worker_late = worker if worker is not None else (3500, 3500)
    salesman_gain = salesman if salesman is not None else 2000
    depth = 24  # the rollout's actions before the evaluation
    values = CARDS.resource_cards
    sv = CARDS.salesman_values

    def remaining(s: Any) -> float:
        if s.final_turns >= 0:
            return 0.0
        hidden = len(s.resource_pile) + len(s.discovered) - sum(s.discovered)
        return hidden / max(1, NUM_RESOURCE_CARDS - ROW_LENGTH)

    def cheapest(s: Any, p: int, sym: str) -> list[int] | None:
        """The card types of a cheapest combination for sym from p's hand (None if none)."""
        hand = s.hands[p]
        showing = [t for t in SHOWING[sym] if hand[t]]
        if sym in s.investors[p]:
            if showing:
                return [showing[0]]
            return _first_two(hand, -1)
        if showing:
            first = showing[0]
            if hand[first] >= 2:
                return [first, first]
            if len(showing) >= 2:
                return [first, showing[1]]
            rest = _first_two(hand, first)
            if rest is not None:
                return [first] + rest
        return None

    def _first_two(hand: list[int], skip: int) -> list[int] | None:
        """The first two cards of the hand in card-type order, one card of type `skip` left out."""
        out: list[int] = []
        for t, k in enumerate(hand):
            if t == skip:
                k -= 1
            if k > 0:
                out.append(t)
                if k > 1 or len(out) == 2:
                    if len(out) == 1:
                        out.append(t)
                    return out
        return None

    #: per (hand's card-type counts, the seat's investors): symbol -> (cards, Play) of a cheapest
    #: combination, or None
    cheap_memo: dict[tuple[Any, ...], dict[str, tuple[int, Any] | None]] = {}
    #: (row, discovered, workers, salesmen) -> the row's gains per resource kind, in first-taken order
    row_memo: dict[tuple[Any, ...], tuple[tuple[str, float], ...]] = {}
    # each speciality is owned once at most: one is free while fewer are hired than there are
    salesmen_total = len(SALESMAN_SPECIALITIES)
    investors_total = len(INVESTOR_SPECIALITIES)
    worker_total = CARDS.person_counts["worker"]
    span = max(1, NUM_RESOURCE_CARDS - ROW_LENGTH)
    ntypes = len(CARDS.action_copies)

    kinds = tuple(kind for kind, _ in values)
    printed = tuple(value for _, value in values)

    def row_gains(s: Any, workers: int, owned: list[str], key: tuple[Any, ...] | None = None
                  ) -> tuple[tuple[str, float], ...]:
        """The row's gains per resource kind for a seat with these workers and salesmen (row_memo;
        `key`: its key when the caller has built it)."""
        if key is None:
            key = (tuple(s.row), tuple(s.discovered), workers, tuple(owned))
        got = row_memo.get(key)
        if got is None:
            if len(row_memo) > 50_000:  # a bound on memory
                row_memo.clear()
            gains: dict[str, float] = {}
            taken: dict[str, int] = {}
            for c, up in zip(s.row, s.discovered):
                if up:
                    kind = kinds[c]
                    n = taken.get(kind, 0)
                    if n < workers:
                        taken[kind] = n + 1
                        gains[kind] = gains.get(kind, 0.0) + (sv[kind] if kind in owned else printed[c])
            got = row_memo[key] = tuple(gains.items())
        return got

    #: the resource cards by class: equal (kind, printed value), equal class
    classes = sorted(set(values))
    card_class = tuple(classes.index(card) for card in values)
    class_kind = tuple(kind for kind, _ in classes)
    class_printed = tuple(value for _, value in classes)
    resource_names = RESOURCES
    class_resource = tuple(RESOURCES.index(kind) for kind in class_kind)
    resource_sv = tuple(sv[r] for r in RESOURCES)
    assert len(RESOURCES) == 5
    #: (the row's face-up card classes in row order, workers[, salesmen]) -> row_gains's answer:
    #: what the row's gains depend on (its face-down cards differ from one determinization to
    #: the next, so a key with them seldom meets itself again)
    face_up_memo: dict[tuple[Any, ...], tuple[tuple[str, float], ...]] = {}
    resource_base = {r: SHOWING[r][0] for r in RESOURCES}
    # (the card types showing each symbol, as the playout adds them up)
    assert all(SHOWING[r] == (b, b + 1, b + 2) for r, b in resource_base.items())
    assert all(SHOWING[q] == tuple(range(i, 15, 3)) for i, q in enumerate(("worker", "salesman", "investor")))

    def face_up_gains(face_up: tuple[int, ...], workers: int, owned: list[str], key: tuple[Any, ...]
                      ) -> tuple[tuple[str, float], ...]:
        """row_gains from the row's face-up card classes (face_up_memo)."""
        if len(face_up_memo) > 50_000:  # a bound on memory
            face_up_memo.clear()
        # by resource index: cards taken, gains (the same additions from 0.0), first-taken order
        taken = [0, 0, 0, 0, 0]
        gains = [0.0, 0.0, 0.0, 0.0, 0.0]
        order: list[int] = []
        for k in face_up:
            r = class_resource[k]
            n = taken[r]
            if n < workers:
                if not n:
                    order.append(r)
                taken[r] = n + 1
                gains[r] += resource_sv[r] if resource_names[r] in owned else class_printed[k]
        got = face_up_memo[key] = tuple([(resource_names[r], gains[r]) for r in order])
        return got

    #: (symbol, sorted card types) -> make_play's Play
    play_of: dict[tuple[str, tuple[int, ...]], Any] = {}

    def cheapest_play(hand: list[int], sym: str, with_investor: bool) -> Any:
        """make_play(sym, cheapest(...)) for a symbol the hand has a combination for."""
        first = second = -1
        for t in SHOWING[sym]:
            if hand[t]:
                if first < 0:
                    first = t
                    if with_investor or hand[t] >= 2:
                        break
                else:
                    second = t
                    break
        if with_investor:
            types: tuple[int, ...] = (first,) if first >= 0 else tuple(_first_two(hand, -1))  # type: ignore[arg-type]
        elif hand[first] >= 2:
            types = (first, first)
        elif second >= 0:
            types = (first, second)
        else:
            types = tuple(sorted([first, *_first_two(hand, first)]))  # type: ignore[misc]
        key = (sym, types)
        play = play_of.get(key)
        if play is None:
            play = play_of[key] = make_play(sym, types)
        return play

    def rollout(engine: Engine, s: Any, p: int, rng: random.Random) -> Any:
        """Greedy with noise, one cheapest combination per symbol (no full legal-move list in the
        main phase: Siberia's combination enumeration is its hot path). What depends only on the
        row or only on the hand is remembered (row_memo, cheap_memo): the same draws, the same
        choices as computing it each time."""
        if s.phase == "main":
            discovered = s.discovered
            # remaining(s) and min(1.0, 1.5 * rem) written out
            rem = 0.0 if s.final_turns >= 0 else (len(s.resource_pile) + len(discovered) - sum(discovered)) / span
            x = 1.5 * rem
            card = 900.0 * (x if x < 1.0 else 1.0)
            workers = s.workers[p]
            owned = s.salesmen[p]
            key = (tuple(s.row), tuple(discovered), workers, tuple(owned))
            row_part = row_memo.get(key)
            if row_part is None:
                row_part = row_gains(s, workers, owned, key)
            hand = s.hands[p]
            random = rng.random
            best_v = card * min(2, HAND_LIMIT - sum(hand)) + random() * 300
            invested = s.investors[p]
            # (a hand's counts alone: no investor; the two key shapes never meet)
            hand_key = (tuple(hand), tuple(invested)) if invested else tuple(hand)
            memo = cheap_memo.get(hand_key)
            if memo is None:
                if len(cheap_memo) > 50_000:
                    cheap_memo.clear()
                memo = cheap_memo[hand_key] = {}
            # the symbols in the order of the gains: the row's kinds, then worker, salesman, investor
            extras: list[tuple[str, float]] = []
            if sum(s.workers) < worker_total and workers < s.options["max_workers"]:
                extras.append(("worker", 1000 + (worker_early if workers < 3 else worker_late) * rem))
            if sum(map(len, s.salesmen)) < salesmen_total:  # a salesman is free
                extras.append(("salesman", 1000 + salesman_gain * rem))
            if sum(map(len, s.investors)) < investors_total:
                extras.append(("investor", 1000 + 2000 * rem))
            best: Any = _DRAW
            for part in (row_part, extras):
                for sym, g in part:
                    try:
                        got = memo[sym]
                    except KeyError:
                        types = cheapest(s, p, sym)
                        got = memo[sym] = None if types is None else (len(types), make_play(sym, types))
                    if got is None:
                        continue
                    v = g + random() * 600 - card * (got[0] - 1)
                    if v > best_v:
                        best, best_v = got[1], v
            return best
        if s.phase == "discover":  # legal: the face-down cards in row order, then a skip when fewer than 3
            down = len(s.discovered) - sum(s.discovered)
            if down == 0:
                return _SKIP
            first = _DISCOVER[s.discovered.index(False)]
            if down < 3 and rng.random() < 0.4:
                return _SKIP
            return first
        legal = engine.legal_actions(s, p)
        if len(legal) == 1:
            return legal[0]
        return legal[rng.randrange(len(legal))]

    play_info = _PLAY_INFO

    def draw_cards(s: Any, p: int, hand: list[int], n: int) -> None:
        """engine._draw on a state of the playout's own (its lists changed in place): n cards from
        the pile's end into p's hand, the discard reshuffled into the pile when it runs out."""
        pile = s.action_pile
        discard = s.discard
        for _ in range(n):
            if not pile:
                if not discard:
                    return
                shuffled = [0] * ntypes
                for t in discard:
                    shuffled[t] += 1
                s.reshuffled = tuple(shuffled)
                s.shuffle_hands = [tuple(h) for h in s.hands]
                s.shuffle_draws = [[0] * ntypes for _ in s.hands]
                pile.extend(discard)
                discard.clear()
                s.rng = s.rng.copy()
                s.rng.shuffle(pile)
            t = pile.pop()
            hand[t] += 1
            if s.shuffle_draws is not None:
                s.shuffle_draws[p][t] += 1

    def playout(s0: Any, rng: random.Random, depth: int) -> Any:
        """The search's rollout: every seat plays `rollout` for up to `depth` actions (or to the
        end), on one copy of the state changed in place (engine.apply copies the lists it changes
        at every action). The same draws, choices and final state as `apply(rollout(...))` step
        by step (tests/engines/test_siberia_search.py)."""
        s = SiberiaState.__new__(SiberiaState)
        n_players = s.num_players = s0.num_players
        hands = s.hands = [h[:] for h in s0.hands]
        s.action_pile = s0.action_pile[:]
        s.discard = s0.discard[:]
        apile = s.action_pile
        discard = s.discard
        row = s.row = s0.row[:]
        disc = s.discovered = s0.discovered[:]
        rpile = s.resource_pile = s0.resource_pile[:]
        mines = s.mines = s0.mines[:]  # a mine is replaced, not changed (as apply does)
        workers = s.workers = s0.workers[:]
        salesmen = s.salesmen = s0.salesmen[:]  # the same
        investors = s.investors = s0.investors[:]
        s.rng = s0.rng
        options = s.options = s0.options
        s.reshuffled = s0.reshuffled
        s.shuffle_hands = s0.shuffle_hands
        draws = s.shuffle_draws = None if s0.shuffle_draws is None else [d[:] for d in s0.shuffle_draws]
        turn = s0.turn
        phase = s0.phase
        pending = s0.pending
        final_turns = s0.final_turns
        passes = s0.passes
        max_workers = options["max_workers"]
        # the resource cards nobody has seen: the pile and the face-down row
        hidden = len(rpile) + disc.count(False)
        n_workers = sum(workers)
        n_salesmen = sum(map(len, salesmen))
        n_investors = sum(map(len, investors))
        random = rng.random
        face_up: tuple[int, ...] | None = None
        steps = 0
        while steps < depth and phase != "over":
            steps += 1
            p = turn
            if phase == "discover":  # rollout's: the first face-down card, or (< 3 down) a skip at 40%
                down = hidden - len(rpile)
                if down and not (down < 3 and random() < 0.4):
                    i = disc.index(False)
                    disc[i] = True
                    if face_up is not None:  # the places before i are face up: face_up's first i
                        face_up = face_up[:i] + (card_class[row[i]],) + face_up[i:]
                    hidden -= 1
                    passes = 0
                phase = "main"
                continue
            hand = hands[p]
            if phase == "main":  # rollout's choice, written out
                rem = 0.0 if final_turns >= 0 else hidden / span
                x = 1.5 * rem
                card = 900.0 * (x if x < 1.0 else 1.0)
                w = workers[p]
                owned = salesmen[p]
                if face_up is None:  # the row changed: its face-up cards by class, in row order
                    face_up = tuple([card_class[c] for c, up in zip(row, disc) if up])
                key = (face_up, w, tuple(owned)) if owned else (face_up, w)
                row_part = face_up_memo.get(key)
                if row_part is None:
                    row_part = face_up_gains(face_up, w, owned, key)
                size = sum(hand)
                best_v = card * min(2, HAND_LIMIT - size) + random() * 300
                invested = investors[p]
                # the cards of a cheapest combination for each symbol (rollout's `cheapest`),
                # from m, the hand's cards showing it: without its investor 2 when m >= 2, 3 when
                # m == 1 and the hand holds 2 more, else none; with it 1 when m >= 1, else 2
                # when the hand holds 2. The combination itself only for the best.
                best_sym = None
                for sym, g in row_part:  # resources: card types 3r, 3r + 1, 3r + 2
                    b = resource_base[sym]
                    m = hand[b] + hand[b + 1] + hand[b + 2]
                    if invested and sym in invested:
                        if m:
                            n = 1
                        elif size >= 2:
                            n = 2
                        else:
                            continue
                    elif m >= 2:
                        n = 2
                    elif m and size >= 3:
                        n = 3
                    else:
                        continue
                    v = g + random() * 600 - card * (n - 1)
                    if v > best_v:
                        best_sym, best_v = sym, v
                # persons (no investor): worker, salesman, investor when possible; 2 cards when
                # the hand holds 2 showing it, 3 when it holds 1 and 2 more
                if n_workers < worker_total and w < max_workers:
                    m = hand[0] + hand[3] + hand[6] + hand[9] + hand[12]
                    if m >= 2 or (m and size >= 3):
                        v = 1000 + (worker_early if w < 3 else worker_late) * rem + random() * 600 - card * (
                            1 if m >= 2 else 2)
                        if v > best_v:
                            best_sym, best_v = "worker", v
                if n_salesmen < salesmen_total:
                    m = hand[1] + hand[4] + hand[7] + hand[10] + hand[13]
                    if m >= 2 or (m and size >= 3):
                        v = 1000 + salesman_gain * rem + random() * 600 - card * (1 if m >= 2 else 2)
                        if v > best_v:
                            best_sym, best_v = "salesman", v
                if n_investors < investors_total:
                    m = hand[2] + hand[5] + hand[8] + hand[11] + hand[14]
                    if m >= 2 or (m and size >= 3):
                        v = 1000 + 2000 * rem + random() * 600 - card * (1 if m >= 2 else 2)
                        if v > best_v:
                            best_sym, best_v = "investor", v
                best: Any = None if best_sym is None else cheapest_play(
                    hand, best_sym, bool(invested) and best_sym in invested)
                if best is None:  # apply(Draw())
                    k = HAND_LIMIT - size
                    if k > 2:
                        k = 2
                    if k > 0:
                        if draws is None and len(apile) >= k:
                            hand[apile.pop()] += 1
                            if k == 2:
                                hand[apile.pop()] += 1
                        else:
                            draw_cards(s, p, hand, k)
                            draws = s.shuffle_draws
                    if sum(hand) > size:
                        passes = 0
                    elif final_turns < 0:  # a pass before the last turns (engine._passed)
                        passes += 1
                        if passes >= n_players:
                            phase = "over"
                            pending = ""
                            continue
                else:
                    passes = 0
                    types, need, _, _, kind = play_info[best]
                    for t, k in need:
                        hand[t] -= k
                    discard.extend(types)
                    if kind >= 0:  # the extraction: the nearest the headframe first, as many as workers
                        taken = extraction_places(row, disc, kind, w)
                        mines[p] = mines[p] + [row[i] for i in taken]
                        for i in reversed(taken):
                            del row[i]
                            del disc[i]
                        face_up = None
                        k = ROW_LENGTH - len(row)
                        if rpile and k > 0:  # refilled face down from the pile's end
                            for _ in range(k if k < len(rpile) else len(rpile)):
                                row.append(rpile.pop())
                                disc.append(False)
                    elif best.symbol == "worker":
                        workers[p] = w + 1
                        n_workers += 1
                    else:  # a salesman or an investor: its speciality next
                        phase = "hire"
                        pending = best.symbol
                        continue
                    if draws is None and apile:
                        hand[apile.pop()] += 1
                    else:
                        draw_cards(s, p, hand, 1)
                        draws = s.shuffle_draws
            else:  # hire: rollout's random free speciality
                if pending == "salesman":
                    taken_s = [x for xs in salesmen for x in xs]
                    free = [x for x in SALESMAN_SPECIALITIES if x not in taken_s]
                else:
                    taken_s = [x for xs in investors for x in xs]
                    free = [x for x in INVESTOR_SPECIALITIES if x not in taken_s]
                spec = free[0] if len(free) == 1 else free[rng.randrange(len(free))]
                if pending == "salesman":
                    salesmen[p] = salesmen[p] + [spec]
                    n_salesmen += 1
                else:
                    investors[p] = investors[p] + [spec]
                    n_investors += 1
                draw_cards(s, p, hand, 1)
                draws = s.shuffle_draws
            # the end of the turn (engine._end_turn)
            if final_turns < 0:
                if rpile:
                    turn = (turn + 1) % n_players
                    phase = "discover" if hidden > len(rpile) else "main"
                    pending = ""
                    continue
                if not hidden:
                    final_turns = {"everyone": n_players, "others": n_players - 1, "none": 0}[options["last_turns"]]
            else:
                final_turns -= 1
            pending = ""
            if final_turns == 0:
                phase = "over"
            else:
                turn = (turn + 1) % n_players
                phase = "discover" if hidden > len(rpile) else "main"
        s.turn = turn
        s.phase = phase
        s.pending = pending
        s.final_turns = final_turns
        s.passes = passes
        return s

    #: (hand, possible symbols, investors, number of legal actions) -> the pruned legal actions
    pruned_memo: dict[tuple[Any, ...], list[Any]] = {}

    def prune(engine: Engine, s: Any, p: int, actions: list[Any]) -> list[Any]:
        """In the tree: Draw and, per symbol, the two combinations with the fewest cards. And no
        skipped discovery once the resource pile is empty and no card of the row is face up: a
        skip then changes nothing, and a leader who always skips, facing players who skip when
        behind (the normal player), would make the game last forever (it did in the arena)."""
        if s.phase == "discover":
            if not s.resource_pile and True not in s.discovered:
                return [a for a in actions if a is not _SKIP and not isinstance(a, SkipDiscovery)]
            return actions
        if s.phase != "main" or len(actions) <= 12:
            return actions
        # `actions` are legal_actions(s, p) (as the search passes them): kept by what they depend
        # on in the main phase (the hand, the possible symbols, the investors) and their number
        invested = s.investors[p]
        key = (tuple(s.hands[p]), engine.possible_mask(s, p), tuple(invested) if invested else (), len(actions))
        kept = pruned_memo.get(key)
        if kept is None:
            if len(pruned_memo) > 20_000:  # a bound on memory
                pruned_memo.clear()
            kept = pruned_memo[key] = pruned(actions)
        return kept

    def pruned(actions: list[Any]) -> list[Any]:
        """Draw and, per symbol, the two combinations with the fewest cards."""
        kept: list[Any] = []
        per_symbol: dict[str, int] = {}
        for a in sorted(actions, key=lambda a: len(a.cards) if isinstance(a, Play) else 0):
            if isinstance(a, Play):
                if per_symbol.get(a.symbol, 0) >= 2:
                    continue
                per_symbol[a.symbol] = per_symbol.get(a.symbol, 0) + 1
            kept.append(a)
        return kept

    card_printed = tuple(value for _, value in values)
    card_kinds = tuple(kind for kind, _ in values)
    person_value = CARDS.person_value

    def evaluate(engine: Engine, s: Any, seat: int) -> list[float]:
        """margin_values(engine, s, 3000, 600 a hand card early on) written out for Siberia: the
        same values (each score computed once)."""
        rem = remaining(s)
        per_card = 600.0 * min(1.0, 1.5 * rem)
        # engine.scores (final_value), written out: whole numbers, added in any order
        ints = []
        for mine, w, owned, invested in zip(s.mines, s.workers, s.salesmen, s.investors):
            if not owned:
                ints.append(sum(map(card_printed.__getitem__, mine)) + person_value * (w + len(invested)))
                continue
            total = 0
            for c in mine:
                kind = card_kinds[c]
                total += sv[kind] if kind in owned else card_printed[c]
            total += w * (sv["worker"] if "worker" in owned else person_value)
            total += len(owned) * (sv["salesman"] if "salesman" in owned else person_value)
            total += len(invested) * (sv["investor"] if "investor" in owned else person_value)
            ints.append(total)
        scores = [float(x) + per_card * sum(h) for x, h in zip(ints, s.hands)]
        if worker_worth:  # what the workers beyond the first still bring in
            scores = [x + worker_worth * rem * (w - 1) for x, w in zip(scores, s.workers)]
        if s.phase != "over":
            return margin_logistic(scores, 3000.0)
        best = max(ints)
        return margin_logistic(scores, 3000.0, [p for p, x in enumerate(ints) if x == best])

    def chance_key(s: Any, seat: int) -> Hashable:
        return (tuple([values[c] if up else None for c, up in zip(s.row, s.discovered)]),
                tuple(s.hands[seat]), s.phase)

    def playout_values(engine: Engine, det: Any, seat: int, rng: random.Random) -> list[float]:
        """GamePolicy.playout: `playout` from the state the tree reached, then `evaluate` (what
        mcts.ismcts's loop over rollout and evaluate gives, draw for draw)."""
        if det.phase != "over":
            det = playout(det, rng, depth)
        return evaluate(engine, det, seat)

    playout_values.play_out = playout  # type: ignore[attr-defined]  # (its tests)

    def sampler(engine: Engine, state: Any, seat: int) -> Any:
        """GamePolicy.sampler: the root's samples from one prepared sampler (engines.siberia.sampling)."""
        return engine.sampler(state, seat)

    return GamePolicy(rollout, evaluate, rollout_depth=depth, exploration=0.6, chance_key=chance_key, prune=prune,
                      playout=playout_values, sampler=sampler)
