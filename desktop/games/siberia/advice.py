"""What a selection of hand cards can do, in words: the options it has, or why it has none (the
engine's reason), and which row cards an extraction would take."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.games.siberia.art import action_name
from desktop.i18n import translate_text
from desktop.session.local import GameSession
from engines.siberia import RESOURCES, SYMBOLS, TYPE_OF, Play, extraction_positions, is_combination


def _t(text: str) -> str:
    return QCoreApplication.translate("SiberiaView", text)


def taken_places(obs: dict[str, Any], seat: int | None, resource: str) -> list[int]:
    """The places of the row cards that extracting `resource` would take now."""
    if resource not in RESOURCES:
        return []
    row = [(c["kind"], c["value"]) if c["discovered"] else None for c in obs["row"]]
    workers = obs["mines"][seat]["workers"] if seat is not None else 1
    return extraction_positions(row, workers, resource)


def option_text(obs: dict[str, Any], seat: int, action: Play) -> str:
    taken = taken_places(obs, seat, action.symbol)
    if taken:
        return _t("{0}, taking {1} card(s)").format(action_name(action.symbol), len(taken))
    return action_name(action.symbol)


def explain(session: GameSession, seat: int, chosen: tuple[tuple[str, str], ...], options: list[Any]) -> str:
    if not chosen:
        return _t("Select 1 to 3 cards to see what they can do, or draw (D).")
    if len(chosen) > 3:
        return _t("A combination has at most 3 cards.")
    obs = session.observation()
    if options:
        return _t("These cards can:") + " " + "; ".join(option_text(obs, seat, a) for a in options)
    engine = session.engine
    types = [TYPE_OF[c] for c in chosen]
    reasons = []
    for sym in SYMBOLS:
        # a remote table may have no state to ask (issue 25): the generic sentences below then
        if is_combination(sym, types, sym in obs["mines"][seat]["investors"]) and session.shown_state is not None:
            why = engine.why_impossible(session.shown_state, seat, sym)  # type: ignore[attr-defined]
            if why:
                reasons.append(translate_text(why))
    if reasons:
        return _t("Not possible now: {0}").format("; ".join(dict.fromkeys(reasons)))
    if len(chosen) == 1:
        return _t("One card alone plays only with the investor of its resource: add cards.")
    if len(chosen) == 2:
        return _t("Two cards must show the same symbol (or add a third card).")
    return _t("These cards form no combination.")
