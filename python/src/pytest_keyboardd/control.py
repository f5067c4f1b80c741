"""Control1, the person holding the device and the test bench, by snake_case method names."""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Callable, Dict, List, Tuple

from . import _contract as c

if TYPE_CHECKING:
    from .bench import KeyboarddBench


def camel(name: str) -> str:
    """launch_app -> LaunchApp."""
    return "".join(part[:1].upper() + part[1:] for part in name.split("_"))


def snake(name: str) -> str:
    """LaunchApp -> launch_app."""
    return re.sub(r"(?<!^)([A-Z])", r"_\1", name).lower()


class Control:
    """Every Control1 method by its name in snake_case: ``settle()``, ``advance(ms)``,
    ``launch_app(id)``, ``go_home()``, ``set_profile(name)``, ``configure({...})``,
    ``trace(after)``, ... Arguments are plain Python values, marshalled by the contract's
    signature (``_contract.CONTROL_METHODS``). After each call every app has handled what it
    was sent (``KeyboarddBench.sync``)."""

    def __init__(self, bench: "KeyboarddBench") -> None:
        self._bench = bench

    def __getattr__(self, name: str) -> Callable[..., Any]:
        if name.startswith("_"):
            raise AttributeError(name)
        method = camel(name)
        if method not in c.CONTROL_METHODS:
            raise AttributeError("Control1 has no %s (%s); it has: %s" % (
                method, name, ", ".join(sorted(snake(m) for m in c.CONTROL_METHODS))))

        def call(*args: Any) -> Any:
            return self._call((method, c.CONTROL_METHODS[method]), *args)
        call.__name__ = name
        return call

    def _call(self, member: Tuple[str, str], *args: Any) -> Any:
        """``member``: (name, input signature), as ``_contract`` names Control1's methods."""
        bench = self._bench
        try:
            result = bench.call(bench.connected, c.CONTROL_PATH, c.CONTROL_INTERFACE, *member, args)
            return result[0] if len(result) == 1 else None
        finally:
            bench.sync()

    def settle(self) -> int:
        """Runs keyboardd's clock until nothing is pending; returns its time in ms."""
        return self._call(c.SETTLE)

    def advance(self, ms: int) -> None:
        """Runs everything due within the next ``ms`` ms of keyboardd's clock."""
        return self._call(c.ADVANCE, ms)

    def launch_app(self, bundle_id: str) -> None:
        return self._call(c.LAUNCH_APP, bundle_id)

    def configure(self, options: Dict[str, Any]) -> None:
        """Device, Profile, Orientation and settings by name (``{"reduce-motion": True}``) in one step."""
        return self._call(c.CONFIGURE, options)

    def trace(self, after: int = 0) -> List[tuple]:
        """keyboardd's journal after ``after``: (sequence, time, app, event, data) tuples."""
        return self._call(c.TRACE, after)
