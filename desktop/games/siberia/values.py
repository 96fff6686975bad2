"""The value table (key V): printed values, the value with a salesman, and the resource cards not seen
yet, as rich text (no player-given text in it)."""
from __future__ import annotations

from collections import Counter
from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.games.siberia.art import symbol_name
from engines.siberia import CARDS, PERSONS, RESOURCES


def _t(text: str) -> str:
    return QCoreApplication.translate("SiberiaView", text)


def value_table_html(obs: dict[str, Any], close_key: str) -> str:
    rows = [f"<tr><th align='left'>{_t('Resource')}</th><th>{_t('Printed values')}</th>"
            f"<th>{_t('With salesman')}</th><th>{_t('Unseen')}</th></tr>"]
    for kind in RESOURCES:
        printed = Counter(v for k, v in CARDS.resource_cards if k == kind)
        printed_text = ", ".join(f"{v}×{n}" for v, n in sorted(printed.items()))
        unseen = obs["unseen"][kind]
        unseen_text = ", ".join(f"{v}×{n}" for v, n in unseen) or "—"
        total = sum(n for _, n in unseen)
        rows.append(f"<tr><td>{symbol_name(kind)}</td><td>{printed_text}</td>"
                    f"<td align='center'>{CARDS.salesman_values[kind]}</td>"
                    f"<td>{total}: {unseen_text}</td></tr>")
    for person in PERSONS:
        rows.append(f"<tr><td>{symbol_name(person)}</td><td>{CARDS.person_value}</td>"
                    f"<td align='center'>{CARDS.salesman_values[person]}</td><td></td></tr>")
    note = _t("Hand cards score nothing. A salesman raises every card of its speciality to the value in the "
              "third column. Press {0} or Esc to close.").format(close_key)
    title = _t("Value table")
    return f"<h3>{title}</h3><table cellspacing='6'>{''.join(rows)}</table><p>{note}</p>"
