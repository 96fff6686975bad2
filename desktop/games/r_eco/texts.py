"""R-Eco's sentences for the table: the end warning and the prompt that says what the chosen cards
would do (the units, the reward, what is picked up, what must be dumped). Plain text: a player's name
may appear in it."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.games.r_eco.art import colour_name, value_text
from engines.r_eco import DUMP, HAND_LIMIT, OVER, clean_bonus_per_dumper


def _t(text: str) -> str:
    return QCoreApplication.translate("REcoView", text)


def banner_text(obs: dict[str, Any]) -> str:
    """"The game is over.", the stacks close to empty, or "" (the banner hides)."""
    if obs["phase"] == OVER:
        return _t("The game is over.")
    short = [c for c in range(4) if len(obs["reward_stacks"][c]) <= 2]
    if not short:
        return ""
    parts = [_t("{0}: {1} left").format(colour_name(c), len(obs["reward_stacks"][c])) for c in short]
    return _t("⚠ The game ends when a reward stack is empty — ") + ", ".join(parts)


def prompt_text(view: Any, preview: dict[str, Any] | None, colour: int | None, singles: int, doubles: int) -> str:
    """What the player at the screen is to do now, and what the chosen cards would do."""
    obs = view.obs
    if obs["phase"] == OVER:
        return _t("The game is over: see the results.")
    current = obs["current"]
    if view.replaying():
        return view.replay_prompt(current)
    if not view.my_turn():
        return _t("{0} is playing…").format(view.session.seats[current].name)
    if obs["phase"] == DUMP:
        k = len(view.hand_cards) - HAND_LIMIT
        text = _t("Your hand is over the limit of 5: choose {0} to dump illegally (−1 point each).").format(k)
        dumpers = sum(1 for d in obs["dumped_counts"] if d)
        if obs["dumped_counts"][current] == 0:
            bonus = clean_bonus_per_dumper(obs["num_players"])
            if dumpers:
                text += " " + _t("You lose your clean-environment bonus (+{0} now).").format(bonus * dumpers)
            text += " " + _t("Every player still clean gains +{0} from your dumping.").format(bonus)
        return text + " " + _t("Chosen: {0} of {1}.").format(len(view.selected), k)
    if not view.hand_cards:
        return _t("Your hand is empty: choose a recycling centre (click it or press 1–4) to take its dump.")
    if colour is None or preview is None:
        return _t("Choose cards of one colour, then deliver them (Enter, or click their centre).")
    parts = [_t("Deliver {0} ×{1} (units: {2})").format(colour_name(colour), singles + doubles,
                                                        singles + 2 * doubles)]
    if preview["recycles"]:
        parts.append(_t("recycles: you take the reward {0}").format(value_text(preview["reward"])))
        if preview["lost_units"]:
            parts.append(_t("units lost: {0}").format(preview["lost_units"]))
        if preview["ends_game"]:
            parts.append(_t("the game ends after this turn"))
    else:
        parts.append(_t("factory at {0}/4").format(preview["units"]))
    parts.append(_t("pick up: {0}").format(preview["pick_up"]))
    if preview["to_dump"]:
        parts.append(_t("hand {0}: dump {1} (−{1})").format(preview["hand_after"], preview["to_dump"]))
    else:
        parts.append(_t("hand: {0}").format(preview["hand_after"]))
    return " · ".join(parts)
