"""Siberia's game state and the row helpers shared by the engine, the bots and the table."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engines.core import (
    Rng,
)
from engines.siberia.cards import _CARD_KIND, CARDS, HAND_LIMIT, INVESTOR_SPECIALITIES, SALESMAN_SPECIALITIES

# ---------------------------------------------------------------------------------------------
# State

PHASES = ("discover", "main", "hire", "over")


class SiberiaState:
    __slots__ = ("num_players", "hands", "action_pile", "discard", "row", "discovered", "resource_pile",
                 "mines", "workers", "salesmen", "investors", "turn", "phase", "pending",
                 "final_turns", "passes", "rng", "options", "reshuffled", "shuffle_hands", "shuffle_draws")

    num_players: int
    hands: list[list[int]]          # per player, count per action-card type
    action_pile: list[int]          # card types, the top is the end
    discard: list[int]              # card types, in the order played
    row: list[int]                  # resource card numbers, position 0 at the headframe
    discovered: list[bool]          # per row position
    resource_pile: list[int]        # resource card numbers, the top is the end
    mines: list[list[int]]          # per player, resource card numbers extracted
    workers: list[int]
    salesmen: list[list[str]]       # specialities
    investors: list[list[str]]
    turn: int
    phase: str
    pending: str                    # "salesman" / "investor" while choosing a speciality
    final_turns: int                # -1 before the end is triggered, then turns still to play
    passes: int                     # turns in a row ended by a pass (a draw of no card) since the
                                    # last card discovered, played or drawn, before the last turns
                                    # (SiberiaEngine._passed: at num_players the game is over)
    rng: Rng
    options: dict[str, Any]
    # Memory of the last reshuffle (None before any): what everyone saw, and what each player
    # saw of their own cards since. `reshuffled`: the count per card type of the discard shuffled
    # into the new action pile (public); `shuffle_hands[p]`: p's hand then; `shuffle_draws[p]`: the
    # cards p has drawn from the pile since. Player p's knowledge follows (`knowledge`): the pile
    # holds at most reshuffled - shuffle_draws[p]; the other hands together hold at least what
    # they held then (the deck less the pile shuffled and p's hand) less what was played since.
    reshuffled: tuple[int, ...] | None
    shuffle_hands: list[tuple[int, ...]] | None
    shuffle_draws: list[list[int]] | None

    def copy(self) -> SiberiaState:
        s = SiberiaState.__new__(SiberiaState)
        s.num_players = self.num_players
        s.hands = [h[:] for h in self.hands]
        s.action_pile = self.action_pile[:]
        s.discard = self.discard[:]
        s.row = self.row[:]
        s.discovered = self.discovered[:]
        s.resource_pile = self.resource_pile[:]
        s.mines = [m[:] for m in self.mines]
        s.workers = self.workers[:]
        s.salesmen = [x[:] for x in self.salesmen]
        s.investors = [x[:] for x in self.investors]
        s.turn = self.turn
        s.phase = self.phase
        s.pending = self.pending
        s.final_turns = self.final_turns
        s.passes = self.passes
        s.rng = self.rng.copy()
        s.options = self.options
        s.reshuffled = self.reshuffled
        s.shuffle_hands = None if self.shuffle_hands is None else self.shuffle_hands[:]
        s.shuffle_draws = None if self.shuffle_draws is None else [d[:] for d in self.shuffle_draws]
        return s

    def _shared(self) -> SiberiaState:
        """A new state sharing every list with this one: `apply` then replaces each list it
        changes by a copy before changing it (copy on write), so this state stays untouched."""
        s = SiberiaState.__new__(SiberiaState)
        s.num_players = self.num_players
        s.hands = self.hands
        s.action_pile = self.action_pile
        s.discard = self.discard
        s.row = self.row
        s.discovered = self.discovered
        s.resource_pile = self.resource_pile
        s.mines = self.mines
        s.workers = self.workers
        s.salesmen = self.salesmen
        s.investors = self.investors
        s.turn = self.turn
        s.phase = self.phase
        s.pending = self.pending
        s.final_turns = self.final_turns
        s.passes = self.passes
        s.rng = self.rng
        s.options = self.options
        s.reshuffled = self.reshuffled
        s.shuffle_hands = self.shuffle_hands
        s.shuffle_draws = self.shuffle_draws
        return s

    def _record_draw(self, p: int, t: int) -> None:
        """(copy on write) p drew a card of type t from the pile since the last reshuffle."""
        draws = self.shuffle_draws = self.shuffle_draws[:]  # type: ignore[index]
        mine = draws[p] = draws[p][:]
        mine[t] += 1

    def _own_hand(self, p: int) -> list[int]:
        """(copy on write) p's hand, as a list of this state's own."""
        hands = self.hands = self.hands[:]
        hand = hands[p] = hands[p][:]
        return hand

    # -- derived ----------------------------------------------------------------------------
    def face_down_positions(self) -> list[int]:
        return [i for i, up in enumerate(self.discovered) if not up]

    def workers_in_supply(self) -> int:
        return CARDS.person_counts["worker"] - sum(self.workers)

    def free_salesmen(self) -> list[str]:
        owned = [s for xs in self.salesmen for s in xs]
        return [s for s in SALESMAN_SPECIALITIES if s not in owned] if owned else list(SALESMAN_SPECIALITIES)

    def free_investors(self) -> list[str]:
        owned = [s for xs in self.investors for s in xs]
        return [s for s in INVESTOR_SPECIALITIES if s not in owned] if owned else list(INVESTOR_SPECIALITIES)

    def hand_size(self, p: int) -> int:
        return sum(self.hands[p])

    def knowledge(self, p: int) -> tuple[list[int], list[int]] | None:
        """What p knows of the hidden action cards beyond the counts, from the last reshuffle on
        (None before any): per card type, how many the action pile may hold at most (the pile
        shuffled less p's own draws since, and no more than p has not seen), and how many the
        other players' hands hold together at least (what they held at the reshuffle: the whole
        deck less the pile and p's hand; less every card played since by anyone but p)."""
        shuffled = self.reshuffled
        if shuffled is None:
            return None
        hand_then = self.shuffle_hands[p]  # type: ignore[index]
        drawn = self.shuffle_draws[p]  # type: ignore[index]
        hand = self.hands[p]
        count = self.discard.count
        played = [count(t) for t in range(len(hand))]
        copies = CARDS.action_copies
        pile: list[int] = []
        held: list[int] = []
        for t in range(len(hand)):
            unseen = copies[t] - played[t] - hand[t]  # in the pile or another hand
            # played since by the others: the discard less p's own plays since
            others_played = played[t] - (hand_then[t] + drawn[t] - hand[t])
            known = max(0, copies[t] - shuffled[t] - hand_then[t] - others_played)
            held.append(known)
            pile.append(max(0, min(shuffled[t] - drawn[t], unseen - known)))
        return pile, held


def pass_ends_game(state: SiberiaState) -> bool:
    """Whether a Draw by the player to move now is a pass that ends the game (SiberiaEngine._passed:
    the hand full or nothing left to draw, every other player has passed in turn, before the last
    turns). Public: the same in every sample."""
    s = state
    return (s.phase == "main" and s.final_turns < 0 and s.passes == s.num_players - 1 and 0 <= s.turn < s.num_players
            and (s.hand_size(s.turn) >= HAND_LIMIT or not (s.action_pile or s.discard)))


def extraction_positions(row: Sequence[tuple[str, int] | None], workers: int, resource: str) -> list[int]:
    """Row positions an extraction of resource takes: the discovered cards of that kind nearest the
    headframe, as many as workers. row holds (kind, value) for discovered cards, None for face-down.
    Shared by the engine, the bots and the table (to highlight the cards before confirming)."""
    taken = [i for i, card in enumerate(row) if card is not None and card[0] == resource]
    return taken[:workers]


def extraction_places(row: Sequence[int], discovered: Sequence[bool], kind: int, workers: int) -> list[int]:
    """The row places (by card number, `kind` a resource index) an extraction takes: the
    discovered cards of that kind nearest the headframe, as many as workers (the engine's apply
    and the search's playout)."""
    card_kind = _CARD_KIND
    taken: list[int] = []
    for i, c in enumerate(row):
        if card_kind[c] == kind and discovered[i]:
            taken.append(i)
            if len(taken) == workers:
                break
    return taken


def _row_view(state: SiberiaState) -> list[tuple[str, int] | None]:
    return [CARDS.resource_cards[c] if up else None for c, up in zip(state.row, state.discovered, strict=True)]
