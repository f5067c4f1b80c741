"""keyboardd in your pytest suite: a private bus, keyboardd on the virtual clock, apps and what
they received. The fixtures are in ``pytest_keyboardd.plugin``, loaded by pytest through the
``pytest11`` entry point once this package is installed; the bench works without pytest too:

    with KeyboarddBench(era="ios13") as bench:
        ike = bench.app("com.example.ike")
        bench.control.settle()
"""
from ._errors import BenchUnavailable, KeyboarddError
from ._processes import find_dbus_daemon, find_keyboardd
from .app import App, Notification
from .bench import KeyboarddBench
from .control import Control

__all__ = ["App", "BenchUnavailable", "Control", "KeyboarddBench", "KeyboarddError", "Notification",
           "find_dbus_daemon", "find_keyboardd"]
__version__ = "0.1.0"
