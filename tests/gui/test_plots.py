"""Issue 17, results worth looking at: the score plot holds one line per player with the right final
values (per round where the game has rounds), each told apart by colour, symbol and line style, the
names plain text; the results dialog shows it beside the breakdown; the statistics' plots, win
rates with counts and the finished games' list fit their room in English and French."""
from __future__ import annotations

import time

import pytest

import engines
from desktop.session.local import Seat
from desktop.shell.statistics import StatisticsDialog
from desktop.storage.stats import Statistics
from desktop.widgets.results import ResultsDialog
from desktop.widgets.score_plot import ScorePlot, score_series
from tests import fit
from tests.gui.test_replay import random_game, session_of

GAMES = [g for g in engines.NAMES if engines.available(g)]
NAMES = ["<b>Ann</b>", "Bob & co", "<img src=/etc/passwd>"]


@pytest.fixture
def app(configured_app):
    yield configured_app
    fit.use_language("en")


@pytest.mark.parametrize("game", GAMES)
def test_the_plot_holds_one_line_per_player_with_the_final_scores(app, game):
    players = 3 if engines.get(game).max_players >= 3 else 2
    engine, options, states, history = random_game(game, players, seed=4)
    series = score_series(game, engine, states)
    assert series.per_round == (game in ("coloretto", "rolling_japan"))
    plot = ScorePlot(series, NAMES[:players])
    assert len(plot.curves) == players
    assert plot.final_values() == dict(zip(NAMES, engine.scores(states[-1]), strict=False))
    if series.per_round:
        assert series.xs == list(range(len(series.xs))) and 2 < len(series.xs) < len(states)
        if game == "rolling_japan":
            assert len(series.xs) == 9  # the start and 8 rounds
    else:
        assert len(series.xs) == len(states)
    styles = {(c.opts["pen"].color().name(), c.opts["symbol"], c.opts["pen"].style()) for c in plot.curves}
    assert len({s[1] for s in styles}) == players and len({s[2] for s in styles}) == players
    legend = [label.text for _, label in plot.legend.items]
    assert all("<" not in text for text in legend), "names are escaped: the legend draws markup"


def test_the_results_dialog_shows_the_plot_beside_the_breakdown(app, qtbot):
    engine, options, states, history = random_game("coloretto", 3, seed=6)
    session = session_of("coloretto", [Seat(n, "human") for n in NAMES], 6, states, history, options)
    dialog = ResultsDialog(session)
    qtbot.addWidget(dialog)
    dialog.show()
    fit.settle(dialog)
    assert dialog.plot is not None and dialog.plot.isVisible()
    assert dialog.plot.final_values() == dict(zip(NAMES, engine.scores(states[-1]), strict=True))
    assert dialog.plot.geometry().left() >= dialog.table.geometry().right()
    assert dialog.minimumSizeHint().width() <= 1024 and dialog.minimumSizeHint().height() <= 660
    assert fit.text_problems(dialog) == []
    session.close()


def _fill(stats: Statistics) -> None:
    for k, game in enumerate(GAMES * 3):
        players = 2
        engine, options, states, history = random_game(game, players, seed=k)
        level = ("easy", "normal", "hard")[k % 3]
        seats = [Seat("You", "human"), Seat("Computer 1", "computer", level)]
        scores, winners = engine.scores(states[-1]), engine.winners(states[-1])
        stats.record(game_id=f"g{k}", game=game, started_at=time.time() - 5000 + k, seed=k, options=options,
                     players=[{"name": s.name, "kind": s.kind, "level": s.level, "score": scores[i],
                               "won": i in winners} for i, s in enumerate(seats)],
                     actions=[[h.seat, engine.encode_action(h.action)] for h in history])


@pytest.mark.parametrize("language", ["en", "fr"])
def test_statistics_plots_win_rates_and_watch_fit(app, qtbot, tmp_path, language, monkeypatch):
    fit.use_language(language)
    stats = Statistics(tmp_path / "s.sqlite3")
    _fill(stats)
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    dialog.show()
    fit.settle(dialog)
    coloretto = next(dialog.summary.topLevelItem(i) for i in range(dialog.summary.topLevelItemCount())
                     if dialog.summary.topLevelItem(i).text(0) == "Coloretto")
    assert coloretto.text(1) == "3" and coloretto.childCount() == 3  # one row per opponent level
    won = sum(1 for g in stats.finished_games() if g["game"] == "coloretto" and g["players"][0]["won"])
    if language == "en":
        assert coloretto.text(2) == f"{won} of 3 won"
    else:
        assert coloretto.text(2).startswith(f"{won} gagnée") and coloretto.text(2).endswith(" sur 3")
    problems = []
    for tab in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(tab)
        fit.settle(dialog)
        problems += fit.text_problems(dialog)
    assert problems == []
    assert dialog.minimumSizeHint().width() <= 1024 and dialog.minimumSizeHint().height() <= 660
    for game in GAMES:
        dialog.plot_game.setCurrentIndex(dialog.plot_game.findData(game))
        assert dialog.trend is not None and sum(len(c.yData) for c in dialog.trend.curves) == 3
    assert dialog.games.model().rowCount() == 3 * len(GAMES) and dialog.watch.isEnabled()
    shown = []
    monkeypatch.setattr("desktop.shell.replay.ReplayWindow.exec", lambda self: shown.append(self) or 0)
    dialog.watch_selected()
    assert shown and shown[0].session.watch_only
    shown[0].close()
    stats.close()
