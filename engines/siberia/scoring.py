"""Siberia's scoring: a mine's final value."""
from __future__ import annotations

from collections.abc import Iterable

from engines.siberia.cards import CARDS

# ---------------------------------------------------------------------------------------------
# Scoring

def final_value(resources: Iterable[tuple[str, int]], workers: int, salesmen: Iterable[str],
                investors: Iterable[str]) -> int:
    """A mine's value: resource cards at their printed value, or at the salesman value of their
    kind when the owner has that salesman; each person card 1000, or the salesman value of its
    type when the owner has the salesman of that type (workers 2000, salesmen 3000, investors 4000)."""
    salesmen = list(salesmen)
    owned = set(salesmen)
    n_salesmen = len(salesmen)
    investors = list(investors)
    total = 0
    for kind, printed in resources:
        total += CARDS.salesman_values[kind] if kind in owned else printed
    base = CARDS.person_value
    total += workers * (CARDS.salesman_values["worker"] if "worker" in owned else base)
    total += n_salesmen * (CARDS.salesman_values["salesman"] if "salesman" in owned else base)
    total += len(investors) * (CARDS.salesman_values["investor"] if "investor" in owned else base)
    return total
