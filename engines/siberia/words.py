"""Siberia's words for an action (the engine's `describe` and `describe_result`): what a player
proposes, from what that player sees, and the log line once it is played."""
from __future__ import annotations

from typing import Any

from engines.core import N_, text
from engines.siberia.cards import CARDS, RESOURCES, Discover, Draw, Hire, Play, SkipDiscovery
from engines.siberia.state import SiberiaState, pass_ends_game


def describe(state: Any, action: Any) -> str:
    """The action as its player proposes it, from what that player sees: a discovery names the
    place, never the face-down card there (describe_result names it once it is turned)."""
    if isinstance(action, Discover):
        return text(N_("discovers the card at place {place}"), place=action.position + 1)
    if isinstance(action, SkipDiscovery):
        return text(N_("discovers nothing"))
    if isinstance(action, Draw):
        if isinstance(state, SiberiaState) and pass_ends_game(state):
            return text(N_("draws no card, which ends the game: every other player has passed in turn"))
        return text(N_("draws action cards"))
    if isinstance(action, Play):
        cards = [text(N_("{resource}/{person}"), resource=r, person=p) for r, p in action.cards]
        hire = {"worker": N_("hire a worker"), "salesman": N_("hire a salesman"),
                "investor": N_("hire an investor")}
        what = (text(hire[action.symbol]) if action.symbol in hire
                else text(N_("extract {resource}"), resource=action.symbol))
        return text(N_("plays {cards} to {what}"), cards=cards, what=what)
    if isinstance(action, Hire):
        return text(N_("chooses the {speciality} speciality"), speciality=action.speciality)
    return str(action)


def describe_result(before: Any, action: Any, after: Any) -> str:
    """The log line once the action is played: a discovery names the card turned face up, an
    extraction the cards taken (both public in `after`); a drawn card is never named."""
    if isinstance(action, Discover) and isinstance(after, SiberiaState):
        pos = action.position
        if 0 <= pos < len(after.row) and after.discovered[pos]:
            kind, value = CARDS.resource_cards[after.row[pos]]
            return text(N_("discovers {resource} {value} at place {place}"), resource=kind, value=value,
                        place=pos + 1)
    if (isinstance(action, Play) and action.symbol in RESOURCES and isinstance(before, SiberiaState)
            and isinstance(after, SiberiaState) and before.turn < after.num_players):
        p = before.turn
        taken = after.mines[p][len(before.mines[p]):]
        if taken:
            cards = [text(N_("{resource} {value}"), resource=CARDS.resource_cards[c][0],
                          value=CARDS.resource_cards[c][1]) for c in taken]
            return text(N_("{move}: takes {cards}"), move=describe(before, action), cards=cards)
    if isinstance(action, Draw) and isinstance(before, SiberiaState) and isinstance(after, SiberiaState) \
            and before.turn < after.num_players and after.hand_size(before.turn) == before.hand_size(before.turn):
        # a pass (public: the hand sizes and the count are seen by all; SiberiaEngine._passed)
        if after.passes > before.passes and after.phase == "over":
            return text(N_("draws no card: every player has passed in turn, so the game ends"))
        if after.passes > before.passes:
            return text(N_("draws no card (passes in a row: {count} of {players})"), count=after.passes,
                        players=after.num_players)
        return text(N_("draws no card"))
    return describe(before, action)
