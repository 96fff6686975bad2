"""The arena with the hard Rolling Japan player's search settings changed, to compare variants on
the same seeds (issue 26):

    python scripts/rj_variants.py CANDIDATES FINALISTS [ITERATIONS] [name=value ...] -- <engines.arena arguments>

playout=hard plays the search's playouts by the hard player's own costs
(`engines.rolling_japan.playout_cover`, off as shipped: `HARD_PLAYOUT`), playout=normal by the normal
player's (as shipped); a name=value sets one of those costs (the normal player's are
risk=10,5,2.5,0.8,0.5,0.2,0 x_cost=10 change=4.5,18 shortage=1 cover=0,0,0 phase=0); e.g.
`python scripts/rj_variants.py 10 4 -- rolling_japan --players 1 --seats hard --games 12 --seed 1000`.

    python scripts/rj_variants.py --tune GAMES [name=value ...]

plays GAMES whole greedy games from an empty sheet (seeded futures 0, 1, ...) by those playout costs
and prints their mean X: how the costs were tuned (a millisecond or two a game).

    python scripts/rj_variants.py --solo SEED GAMES [BUDGET_S] [NAME=value ...]

plays solo games of the hard player, seeds SEED, SEED + 1, ... (the player seeded with the game's
seed, its budget counted in CPU seconds; BUDGET_S 1 by default, "none" for the iteration cap only),
with any of the search's settings changed (e.g. ITERATIONS=300, the cap before issue 26;
STAGES=100:4 for the screening at 100 iterations, STAGES=30:8,100:4 for two cuts; WORK=30000 to
cap a decision's playouts x rolls; TWO_STEP_PLAYOUT=1 for the two-step playout), and
prints one JSON line a game: seed, X, mean and largest CPU ms a decision. Solo dice depend on the
seed only, so two runs on the same seeds are paired.
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engines.search.rolling_japan as rj  # noqa: E402
from engines.arena import main  # noqa: E402
from engines.rolling_japan import PlayoutSheet, future_rolls, playout_cover  # noqa: E402
from engines.rolling_japan.map import _TABLES  # noqa: E402
from engines.search import use_clock  # noqa: E402


def _costs(settings: list[str]) -> dict[str, object]:
    """name=value settings as configure()'s arguments (playout=normal switches the playout)."""
    out: dict[str, object] = {}
    for item in settings:
        name, _, value = item.partition("=")
        if name == "playout":
            rj.HARD_PLAYOUT = value != "normal"
        elif "," in value or name in ("risk", "change", "cover"):
            out[name] = tuple(float(x) for x in value.split(","))
        else:
            out[name] = float(value)
    return out


class _Start:
    """Before the first roll: a state's roll and bag as future_rolls reads them."""
    roll = -1
    bag: list[str] = []


def tune(games: int) -> float:
    """Mean X of `games` greedy games by the configured playout costs."""
    empty = PlayoutSheet([None] * 48, 3, _TABLES[False])
    rng = random.Random(0)
    total = 0
    for _ in range(games):
        total += playout_cover.play_out(empty.copy(), future_rolls(_Start, rng))  # type: ignore[arg-type]
    return total / games


def solo(seed: int, games: int, budget_s: float | None) -> None:
    """Solo games of the hard player (see the module docstring), one JSON line each."""
    import json
    import time

    import engines
    from engines.players import make_player
    from engines.rolling_japan import x_count

    engine = engines.get("rolling_japan")
    with use_clock("cpu"):
        for game_seed in range(seed, seed + games):
            state = engine.new_game(1, seed=game_seed)
            player = make_player("rolling_japan", "hard", game_seed, budget_s=budget_s)  # type: ignore[arg-type]
            spent: list[float] = []
            while movers := engine.to_move(state):
                start = time.process_time()
                action = player(state, movers[0])
                spent.append(time.process_time() - start)
                state = engine.apply(state, movers[0], action)
            print(json.dumps({"seed": game_seed, "x": x_count(state.sheets[0]),
                              "ms": round(1000 * sum(spent) / len(spent), 1),
                              "worst_ms": round(1000 * max(spent))}), flush=True)


if __name__ == "__main__":
    if sys.argv[1] == "--solo":
        for item in sys.argv[5:]:
            name, _, value = item.partition("=")
            if name == "STAGES":  # e.g. STAGES=12:10,48:4
                rj.STAGES = tuple(tuple(int(x) for x in st.split(":")) for st in value.split(","))  # type: ignore[assignment]
            elif name == "WORK":
                rj.WORK = None if value == "none" else int(value)
            else:
                setattr(rj, name, type(getattr(rj, name))(int(value) if name not in ("HARD_PLAYOUT", "TWO_STEP_PLAYOUT") else value == "1"))
        budget = None if len(sys.argv) > 4 and sys.argv[4] == "none" else float(sys.argv[4]) if len(sys.argv) > 4 else 1.0
        solo(int(sys.argv[2]), int(sys.argv[3]), budget)
        sys.exit(0)
    if sys.argv[1] == "--tune":
        playout_cover.configure(**_costs(sys.argv[3:]))  # type: ignore[arg-type]
        print(f"{tune(int(sys.argv[2])):.3f} mean X", " ".join(sys.argv[3:]))
        sys.exit(0)
    at = sys.argv.index("--")
    numbers = [int(x) for x in sys.argv[1:at] if "=" not in x]
    playout_cover.configure(**_costs([x for x in sys.argv[1:at] if "=" in x]))  # type: ignore[arg-type]
    rj.CANDIDATES, rj.FINALISTS = numbers[0], numbers[1]
    if len(numbers) > 2:
        rj.ITERATIONS = numbers[2]
    print(f"# CANDIDATES={rj.CANDIDATES} FINALISTS={rj.FINALISTS} ITERATIONS={rj.ITERATIONS} "
          f"{' '.join(x for x in sys.argv[1:at] if '=' in x)}", flush=True)
    sys.exit(main(sys.argv[at + 1:]))
