"""The plugin's exceptions: what went wrong starting the bench, and what keyboardd answered."""
from __future__ import annotations


class BenchUnavailable(RuntimeError):
    """dbus-daemon or keyboardd cannot be found, would not start, or exited; the message says
    what to install, build or set, or keyboardd's exit status and what it wrote."""


class KeyboarddError(Exception):
    """An error keyboardd (or the bus) answered a call with.

    ``name`` is the D-Bus error name (``org.keyboardd.Server1.Error.UnknownApp``,
    ``org.freedesktop.DBus.Error.InvalidArgs``, ...), ``short_name`` its last part and
    ``message`` keyboardd's message, which lists the valid choices where there are some.
    """

    def __init__(self, name: str, message: str) -> None:
        super().__init__("%s: %s" % (name, message))
        self.name = name
        self.short_name = name.rsplit(".", 1)[-1]
        self.message = message
