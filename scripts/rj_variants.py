"""The arena with the hard Rolling Japan player's search settings changed, to compare variants on
the same seeds (issue 26: the shipped CANDIDATES/FINALISTS against others):

    python scripts/rj_variants.py CANDIDATES FINALISTS [ITERATIONS] -- <engines.arena arguments>

e.g. `python scripts/rj_variants.py 10 4 -- rolling_japan --players 1 --seats hard --games 12 --seed 1000`.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engines.search.rolling_japan as rj  # noqa: E402
from engines.arena import main  # noqa: E402

if __name__ == "__main__":
    at = sys.argv.index("--")
    settings = [int(x) for x in sys.argv[1:at]]
    rj.CANDIDATES, rj.FINALISTS = settings[0], settings[1]
    if len(settings) > 2:
        rj.ITERATIONS = settings[2]
    print(f"# CANDIDATES={rj.CANDIDATES} FINALISTS={rj.FINALISTS} ITERATIONS={rj.ITERATIONS}", flush=True)
    sys.exit(main(sys.argv[at + 1:]))
