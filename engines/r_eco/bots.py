"""R-Eco's interface helper (`preview_delivery`) and computer players below the search
(`bot_normal`, `bot_heuristic`)."""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from engines.r_eco.cards import (
    DUMP,
    HAND_LIMIT,
    NUM_COLOURS,
    UNITS_TO_RECYCLE,
    Action,
    Deliver,
    Dump,
    card_colour,
    card_units,
    clean_bonus_per_dumper,
    colour_value,
    units_of,
)
from engines.r_eco.state import REcoState, excess

if TYPE_CHECKING:
    from engines.r_eco.game import REcoEngine

# ---------------------------------------------------------------------------------------------
# Helpers for the interface (work on an observation, so a view never re-implements a rule)

def preview_delivery(observation: dict[str, Any], colour: int, singles: int, doubles: int) -> dict[str, Any]:
    """What delivering these cards would do, from an observation of the player to move:
    units on the factory after it, whether it recycles and the reward taken, the cards picked up,
    how many cards the hand then holds, how many must be dumped (each −1) and how many cards
    the refill will draw."""
    before = observation["factory_units"][colour]
    units = before + singles + 2 * doubles
    recycles = units >= UNITS_TO_RECYCLE
    stack = observation["reward_stacks"][colour]
    hand_size = (len(observation["hand"]) if observation.get("hand") is not None
                 else observation["hand_sizes"][observation["current"]])
    pick_up = len(observation["dumps"][colour])
    hand_after = hand_size - singles - doubles + pick_up
    left = 0 if recycles else units
    return {
        "units": units,
        "recycles": recycles,
        "reward": stack[0] if recycles and stack else None,
        "lost_units": max(0, units - UNITS_TO_RECYCLE),
        "ends_game": recycles and len(stack) == 1,
        "pick_up": pick_up,
        "hand_after": hand_after,
        "to_dump": excess(hand_after),
        "refill": left + 1,
    }


# ---------------------------------------------------------------------------------------------
# Computer players

def _reward_gain(mine: list[int], value: int) -> float:
    """How much taking a reward card of `value` is worth to a player holding `mine` of its colour,
    counting half the worth of a lone card (it may be paired later)."""
    if not mine:
        return 0.45 * value if value > 0 else (0.3 * value - 0.2)
    return colour_value(mine + [value]) - colour_value(mine)


def _card_keep_value(state: REcoState, seat: int, hand: list[int], c: int) -> float:
    """How much one card in hand is worth keeping (used to choose what to dump)."""
    colour = card_colour(c)
    stack = state.reward_stacks[colour]
    if not stack:
        return 0.1
    mine = [v for col, v in state.rewards[seat] if col == colour]
    need = UNITS_TO_RECYCLE - units_of(state.factories[colour])
    have = sum(card_units(x) for x in hand if card_colour(x) == colour)
    value = max(_reward_gain(mine, stack[0]), 0.0) + 0.5
    worth = card_units(c) * (0.6 + 0.25 * value)
    if have >= need + 2:  # more than enough of this colour
        worth *= 0.7
    return worth


DUMP_COST = 2.0  # bot_normal: what one illegally dumped card costs (−1 at the end, and a lost card)
MINUS_TWO_COST = 0.5  # bot_normal: taking a −2 reward, beyond its worth to the colour (it turns up the 4)
#: bot_normal: what each card held after the turn beyond HAND_TARGET costs: a full hand is forced to
#: dump at a later pick-up (issue 29 item 8: against a human-like policy, bench/r_eco_human.py)
HAND_COST = 0.5
HAND_TARGET = 3


def bot_normal(engine: REcoEngine, state: REcoState, seat: int, rng: random.Random) -> Action:
    """A sensible heuristic: recycles when the reward is worth it, avoids big pick-ups that force
    dumping, keeps its hand small enough that the next pick-up need not force a dump, pairs lone
    reward cards, minds the end, dumps the least useful cards.
    It reads only what `seat` may see: its own hand and the public table."""
    legal = engine.legal_actions(state, seat)
    if len(legal) == 1:
        return legal[0]
    hand = state.hands[seat]
    if state.phase == DUMP:
        def keep_value(action: Dump) -> float:
            rest = hand[:]
            for c in action.cards:
                rest.remove(c)
            return sum(_card_keep_value(state, seat, rest, c) for c in rest) + rng.random() * 1e-3
        return max(legal, key=keep_value)

    n = state.num_players
    k = clean_bonus_per_dumper(n)
    scores = engine.scores(state)
    dumpers = sum(1 for d in state.dumped if d)
    clean_others = sum(1 for p in range(n) if p != seat and not state.dumped[p])
    i_am_clean = not state.dumped[seat]
    best_other = max(scores[p] for p in range(n) if p != seat)

    def evaluate(action: Deliver) -> float:
        colour = action.colour
        factory_units = units_of(state.factories[colour])
        delivered = action.singles + 2 * action.doubles
        units = factory_units + delivered
        stack = state.reward_stacks[colour]
        value = 0.0
        mine = [v for col, v in state.rewards[seat] if col == colour]
        if units >= UNITS_TO_RECYCLE:
            reward = stack[0]
            gain = _reward_gain(mine, reward)
            value += (1.0 if reward >= 0 else -MINUS_TWO_COST) + gain  # a −2 is no prize (issue 29 item 8)
            value -= 0.45 * (units - UNITS_TO_RECYCLE)  # wasted units
            if len(stack) == 1:  # ends the game: only when it leaves us ahead
                new_mine = mine + [reward]
                my_final = scores[seat] - colour_value(mine) + colour_value(new_mine)
                value += 6.0 if my_final > best_other else -8.0
            elif len(stack) == 2:
                value -= 0.5  # the next player can end the game
        else:
            # cards stay on the factory: the next player may finish it cheaply
            if stack:
                nxt = stack[0]
                value -= 0.25 * max(nxt, 0) * units / 3.0
                if len(stack) == 1 and units == 3:
                    value -= 1.5
            value -= 0.15 * delivered
        # the pick-up
        pick = state.dumps[colour]
        hand_after = len(hand) - action.singles - action.doubles + len(pick)
        over = excess(hand_after)
        if over:
            cost = DUMP_COST * over
            if i_am_clean:
                cost += k * dumpers + 0.6 * k * clean_others + 0.5
            value -= cost
        value += 0.35 * min(len(pick), HAND_LIMIT - (hand_after - len(pick)))
        value += 0.15 * units_of(pick)
        value -= HAND_COST * max(0, min(hand_after, HAND_LIMIT) - HAND_TARGET)  # room for the next pick-up
        return value + rng.random() * 0.05

    return max(legal, key=evaluate)


def bot_heuristic(engine: REcoEngine, state: REcoState, seat: int, rng: random.Random) -> Action:
    """The arena's rule-of-thumb baseline (not a level offered to players): deliver when a delivery
    recycles without waste (exactly 4 units) for a reward of 0 or more, the best reward first; else
    pick up: the delivery that takes the most cards off a dump without going over the hand limit,
    with as few units as possible; dump the cards of the colours held least. It reads only what
    `seat` sees: its own hand and the public table."""
    legal = engine.legal_actions(state, seat)
    if len(legal) == 1:
        return legal[0]
    hand = state.hands[seat]
    held = [0] * NUM_COLOURS
    for c in hand:
        held[card_colour(c)] += card_units(c)
    if state.phase == DUMP:
        return min(legal, key=lambda a: (sum(held[card_colour(c)] for c in a.cards), rng.random()))
    best: tuple[float, ...] | None = None
    choice = legal[0]
    for a in legal:
        colour = a.colour
        delivered = a.singles + 2 * a.doubles
        units = units_of(state.factories[colour]) + delivered
        stack = state.reward_stacks[colour]
        pick = len(state.dumps[colour])
        over = excess(len(hand) - a.singles - a.doubles + pick)
        if units == UNITS_TO_RECYCLE and stack and stack[0] >= 0 and not over:
            key: tuple[float, ...] = (1, stack[0], 0, rng.random())
        else:
            key = (0, -over, pick - delivered, rng.random())
        if best is None or key > best:
            best, choice = key, a
    return choice
