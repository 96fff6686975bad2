"""The seats of a local table played on other computers (issue 25): `RemoteSeats` plays the moves
the host's network receives for them, and lets a computer play a seat whose player is away (the host
chooses). The network (desktop.network.host) talks to the session through it."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.i18n import translate_text
from engines import IllegalAction
from engines.players import make_player


def _t(text: str) -> str:
    return QCoreApplication.translate("GameSession", text)


class RemoteSeats:
    def __init__(self, session: Any) -> None:
        self.session = session

    def is_played_by_computer(self, seat: int) -> bool:
        return seat in self.session.computers.players

    def submit(self, seat: int, action: Any) -> str:
        """A decision of a seat played on another computer (the host's network calls this with the
        decoded action of that seat's player): "" when it was played, else the reason, in words, for
        that player (nothing is emitted on error here: the refusal goes back to that player only)."""
        s = self.session
        if s.closed:
            return _t("The game is closed.")
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < s.num_players \
                or not s.seats[seat].is_remote:
            return _t("There is no such seat in this game.")
        if seat in s.computers.players:
            return _t("A computer plays this seat for now.")
        if seat not in s.engine.to_move(s.state):
            return _t("It is not your turn.")
        try:
            action = s._legal_as_listed(seat, action)
        except IllegalAction as exc:
            return translate_text(exc.message) or _t("That move is not possible now.")
        return "" if s._apply(seat, action, clear_redo=True) else _t("That move is not possible now.")

    def let_computer_play(self, seat: int, level: str | None) -> None:
        """A remote seat whose player is away: a computer of `level` plays it from now on; None gives
        the seat back to its player (issue 25: the host chooses)."""
        s = self.session
        if not 0 <= seat < s.num_players or not s.seats[seat].is_remote:
            return
        if level is None:
            s.computers.players.pop(seat, None)
        else:
            s.computers.players[seat] = make_player(s.game, level, seed=s.seed * 31 + seat,
                                                       budget_s=s.hard_budget_s)
        s.computers.schedule()

