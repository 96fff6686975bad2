"""Names a module offers without importing them at start-up (issue 28): `__getattr__ = lazy_names(
__name__, Name="package.module", ...)` imports `package.module` the first time `Name` is asked for
(an attribute, `from module import Name`, or the module's own `__getattr__("Name")`)."""
from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any


def lazy_names(module: str, **where: str) -> Callable[[str], Any]:
    def attribute(name: str) -> Any:
        if name not in where:
            raise AttributeError(f"module {module!r} has no attribute {name!r}")
        return getattr(importlib.import_module(where[name]), name)

    return attribute
