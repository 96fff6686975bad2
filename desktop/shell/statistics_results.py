"""The statistics where the window shows them (issues 28, 29): the statistics file's problem in the
window's notice banner, as long as it lasts (`watch_statistics`), and each human player's line in the
results of a game (`personal_lines`): a new personal best only when it beats every earlier game,
a first game said as such, the last scores of a solo game."""
from __future__ import annotations

from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication

from desktop.storage.stats import Statistics
from desktop.table.plurals import plural
from desktop.widgets.notice import NoticeBanner


def watch_statistics(stats: Statistics, notice: NoticeBanner) -> None:
    """Shows the statistics' problem in the banner now and whenever it changes; gone when it is over
    (also the same sentence the session passed on as a storage problem)."""
    said: dict[str, str] = {}

    def show(text: str | None) -> None:
        if not shiboken6.isValid(notice):
            stats.listeners.remove(show)
            return
        if text:
            said["text"] = text
            notice.show_problem("statistics", text)
        else:
            notice.clear("statistics")
            if "text" in said:
                notice.withdraw(said.pop("text"))

    stats.listeners.append(show)
    show(stats.problem)


def personal_lines(stats: Statistics, session: Any) -> list[str]:
    """Per human seat of a finished (and recorded) game: a new personal best, the best so far, or the
    first game; for a solo game, the last scores. SQL over all of the player's games."""
    engine = session.engine
    scores = session.scores()
    solo = session.num_players == 1
    lines: list[str] = []
    try:
        for i, seat in enumerate(session.seats):
            if not seat.is_human:
                continue
            count, best, before = stats.player_record(session.game, seat.name, lowest_wins=engine.lowest_wins,
                                                      solo_only=solo, game_id=session.game_id)
            score = scores[i]
            if count == 0 or best is None:
                continue
            if before is None:
                lines.append(QCoreApplication.translate("StatisticsResults", "{0}: your first finished game here "
                                                        "({1}).").format(seat.name, score))
            elif (score < before) if engine.lowest_wins else (score > before):
                lines.append(QCoreApplication.translate("MainWindow", "{0}: a new personal best ({1})!")
                             .format(seat.name, score))
            else:
                lines.append(plural("MainWindow", "{0}: personal best {1}, over %n finished game(s).", count)
                             .format(seat.name, best))
            if solo and count > 1:
                last = ", ".join(str(s) for _, s in stats.scores(session.game, seat.name, solo_only=True, limit=10))
                lines.append(QCoreApplication.translate("MainWindow", "Your last scores: {0}").format(last))
    except Exception as exc:  # statistics must never lose the game's end
        lines.append(QCoreApplication.translate("MainWindow", "Statistics could not be saved: {0}").format(exc))
    return lines
