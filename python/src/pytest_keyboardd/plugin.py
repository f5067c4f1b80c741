"""The pytest plugin (entry point ``pytest11: keyboardd``): the ``keyboardd`` marker and the
``keyboardd_session`` and ``keyboardd_bench`` fixtures.

Scopes: ``keyboardd_session`` starts one private dbus-daemon and keyboardd per test session, and
per pytest-xdist worker (each worker is a session of its own, with its own directory). Every test
that asks for ``keyboardd_bench`` gets that same bench after Control1.Reset and the marker's
configuration, so tests do not pay for starting processes. A marker with ``arguments=``
(keyboardd's command line, e.g. ``["--max-apps", "2"]``) cannot be had by a reset: that test
gets a bench of its own, started and stopped around it.

A setup error (no keyboardd, no dbus-daemon, a keyboardd that will not start, a marker keyboardd
refuses) fails the test's setup with one message that says what to do, without a traceback
through the plugin: the plugin's frames say nothing to its user.
"""
from __future__ import annotations

import os
import warnings
from typing import Any, Dict, Iterator, Optional

import pytest

from . import _processes as processes
from ._errors import BenchUnavailable, KeyboarddError
from .bench import KeyboarddBench, era_from

MARKER = ("keyboardd(device=None, era=None, orientation=None, settings=None, arguments=None): "
          "how keyboardd_bench configures keyboardd for this test (docs/TESTING-PYTHON.md)")
_CONFIGURATION = ("device", "era", "orientation", "settings")
INI_BINARY = "keyboardd_binary"


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addini(INI_BINARY, "the keyboardd to run when KEYBOARDD_BINARY is not set (relative to the ini "
                  "file's directory); docs/TESTING-PYTHON.md, \"Where the plugin finds keyboardd\"")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", MARKER)


def _keyboardd(config: pytest.Config) -> str:
    """find_keyboardd with the project's ini option (relative to the ini file) and rootdir."""
    configured: Optional[str] = config.getini(INI_BINARY) or None
    if configured:
        base = config.inipath.parent if config.inipath else config.rootpath
        configured = os.path.join(str(base), os.path.expanduser(configured))
    return processes.find_keyboardd(ini=configured, root=str(config.rootpath))


def _setup_error(error: Exception) -> BaseException:
    """What fails the test's setup with the error's message alone, no traceback through the
    plugin: raise it ``from None``, or pytest shows the error it replaces as well."""
    return pytest.fail.Exception("%s: %s" % (type(error).__name__, error), pytrace=False)


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
    kwargs = dict(marker.kwargs)
    unknown = set(kwargs) - set(_CONFIGURATION) - {"arguments", "profile"}
    if unknown:
        raise TypeError("@pytest.mark.keyboardd got %s; it takes %s" % (
            ", ".join(sorted(unknown)), ", ".join(_CONFIGURATION + ("arguments",))))
    if "profile" in kwargs:   # 0.1's word, for one release more; the warning points at the test
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            kwargs["era"] = era_from(kwargs.get("era"), kwargs.pop("profile"), "@pytest.mark.keyboardd")
        code = getattr(getattr(request.node, "function", None), "__code__", None)
        for warning in caught:
            warnings.warn_explicit(warning.message, warning.category, code.co_filename if code else warning.filename,
                                   code.co_firstlineno if code else warning.lineno)
    return kwargs


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
def keyboardd_session(pytestconfig: pytest.Config) -> Iterator[KeyboarddBench]:
    """One private bus and keyboardd (virtual clock) for the whole session (per xdist worker),
    stopped by PID when the session ends. Use ``keyboardd_bench`` in tests: it resets this one."""
    try:
        bench = KeyboarddBench(keyboardd=_keyboardd(pytestconfig), prefix=_prefix())
        bench.start()
    except BenchUnavailable as error:
        raise _setup_error(error) from None
    try:
        yield bench
    finally:
        bench.stop()


@pytest.fixture
def keyboardd_bench(request: pytest.FixtureRequest) -> Iterator[KeyboarddBench]:
    """The session's bench, fresh for this test: apps closed, Control1.Reset, then the marker's
    device, profile, orientation and settings in one Control1.Configure. The test's apps are
    closed afterwards. With the marker's ``arguments=``, a bench of the test's own instead."""
    try:
        kwargs = _marker_kwargs(request)
    except TypeError as error:
        raise _setup_error(error) from None
    arguments = kwargs.pop("arguments", None)
    if arguments:
        try:
            own = KeyboarddBench(keyboardd=_keyboardd(request.config), arguments=arguments, prefix=_prefix(),
                                 **kwargs)
            own.start()
        except (BenchUnavailable, KeyboarddError) as error:
            raise _setup_error(error) from None
        try:
            yield own
        finally:
            own.stop()
        return
    bench: KeyboarddBench = request.getfixturevalue("keyboardd_session")
    try:
        _fresh(bench, kwargs)
    except (BenchUnavailable, KeyboarddError) as error:
        raise _setup_error(error) from None
    try:
        yield bench
    finally:
        for app in list(bench.apps):
            bench._close_app(app, wait=False)
