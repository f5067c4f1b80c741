"""The pytest plugin (entry point ``pytest11: keyboardd``): the ``keyboardd`` marker and the
``keyboardd_session`` and ``keyboardd_bench`` fixtures.

Scopes: ``keyboardd_session`` starts one private dbus-daemon and keyboardd per test session, and
per pytest-xdist worker (each worker is a session of its own, with its own directory). Every test
that asks for ``keyboardd_bench`` gets that same bench after Control1.Reset and the marker's
configuration, so tests do not pay for starting processes. A marker with ``arguments=``
(keyboardd's command line, e.g. ``["--max-apps", "2"]``) cannot be had by a reset: that test
gets a bench of its own, started and stopped around it.
"""
from __future__ import annotations

import os
from typing import Any, Dict, Iterator

import pytest

from ._errors import BenchUnavailable
from .bench import KeyboarddBench

MARKER = ("keyboardd(device=None, profile=None, orientation=None, settings=None, arguments=None): "
          "how keyboardd_bench configures keyboardd for this test (docs/TESTING-PYTHON.md)")
_CONFIGURATION = ("device", "profile", "orientation", "settings")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", MARKER)


def _prefix() -> str:
    """The bench directory's prefix: the xdist worker's name too, so that a leftover directory
    says whose it was (every directory is mkdtemp's own either way)."""
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    return "pytest-keyboardd-%s-" % worker if worker else "pytest-keyboardd-"


def _marker_kwargs(request: pytest.FixtureRequest) -> Dict[str, Any]:
    marker = request.node.get_closest_marker("keyboardd")
    if marker is None:
        return {}
    if marker.args:
        raise TypeError("@pytest.mark.keyboardd takes keyword arguments only: %s" % MARKER)
    unknown = set(marker.kwargs) - set(_CONFIGURATION) - {"arguments"}
    if unknown:
        raise TypeError("@pytest.mark.keyboardd got %s; it takes %s" % (
            ", ".join(sorted(unknown)), ", ".join(_CONFIGURATION + ("arguments",))))
    return dict(marker.kwargs)


def _fresh(bench: KeyboarddBench, configuration: Dict[str, Any]) -> None:
    """Resets and configures the session's bench; when an earlier test stopped or killed its
    keyboardd (seen before the reset, or by the reset failing), starts it again, once."""
    for attempt in range(2):
        if not bench.alive:
            bench.stop()
            bench.start()
        try:
            bench.reset(**configuration)
            return
        except BenchUnavailable:
            if attempt or bench.alive:
                raise


@pytest.fixture(scope="session")
def keyboardd_session() -> Iterator[KeyboarddBench]:
    """One private bus and keyboardd (virtual clock) for the whole session (per xdist worker),
    stopped by PID when the session ends. Use ``keyboardd_bench`` in tests: it resets this one."""
    bench = KeyboarddBench(prefix=_prefix())
    bench.start()
    try:
        yield bench
    finally:
        bench.stop()


@pytest.fixture
def keyboardd_bench(request: pytest.FixtureRequest) -> Iterator[KeyboarddBench]:
    """The session's bench, fresh for this test: apps closed, Control1.Reset, then the marker's
    device, profile, orientation and settings in one Control1.Configure. The test's apps are
    closed afterwards. With the marker's ``arguments=``, a bench of the test's own instead."""
    kwargs = _marker_kwargs(request)
    arguments = kwargs.pop("arguments", None)
    if arguments:
        with KeyboarddBench(arguments=arguments, prefix=_prefix(), **kwargs) as own:
            yield own
        return
    bench: KeyboarddBench = request.getfixturevalue("keyboardd_session")
    _fresh(bench, kwargs)
    try:
        yield bench
    finally:
        for app in list(bench.apps):
            bench._close_app(app, wait=False)
