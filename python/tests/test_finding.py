"""Where the plugin finds keyboardd (docs/TESTING-PYTHON.md, "Where the plugin finds keyboardd"):
KEYBOARDD_BINARY, the keyboardd_binary ini option, PATH, the binary the wheel carries, a sibling
checkout's .build; and a setup error that is one line saying what to do."""
import os

import pytest

from pytest_keyboardd import BenchUnavailable, _processes, find_keyboardd

pytest_plugins = ["pytester"]


def _executable(path) -> str:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("#!/bin/sh\nexit 0\n")
    path.chmod(0o755)
    return str(path)


@pytest.fixture
def places(tmp_path, monkeypatch):
    """An executable keyboardd in each place, nothing from the environment: each test removes
    places from the front to see the next one win."""
    found = {
        "env": _executable(tmp_path / "env" / "keyboardd"),
        "ini": _executable(tmp_path / "ini" / "keyboardd"),
        "path": _executable(tmp_path / "path" / "keyboardd"),
        "carried": _executable(tmp_path / "site-packages" / "pytest_keyboardd" / "bin" / "keyboardd"),
        "sibling": _executable(tmp_path / "keyboardd" / ".build" / "debug" / "keyboardd"),
    }
    monkeypatch.setenv("KEYBOARDD_BINARY", found["env"])
    monkeypatch.setenv("PATH", os.path.dirname(found["path"]))
    monkeypatch.setattr(_processes, "CARRIED_KEYBOARDD", found["carried"])
    found["root"] = str(tmp_path / "project")
    return found


def test_the_places_in_their_order(places, monkeypatch):
    root, ini = places["root"], places["ini"]
    assert find_keyboardd(ini=ini, root=root) == places["env"]
    monkeypatch.delenv("KEYBOARDD_BINARY")
    assert find_keyboardd(ini=ini, root=root) == places["ini"]
    assert find_keyboardd(root=root) == places["path"]
    monkeypatch.setenv("PATH", "/nonexistent")
    assert find_keyboardd(root=root) == places["carried"]
    monkeypatch.setattr(_processes, "CARRIED_KEYBOARDD", "/nonexistent/keyboardd")
    assert find_keyboardd(root=root) == places["sibling"]
    with pytest.raises(BenchUnavailable, match=r"^keyboardd not found in KEYBOARDD_BINARY, .*: install the "
                                               r"pytest-keyboardd wheel that carries it, or set KEYBOARDD_BINARY="):
        find_keyboardd(root="/nonexistent/project")


def test_a_sibling_checkout_gives_its_newest_build(places, tmp_path, monkeypatch):
    monkeypatch.delenv("KEYBOARDD_BINARY")
    monkeypatch.setenv("PATH", "/nonexistent")
    monkeypatch.setattr(_processes, "CARRIED_KEYBOARDD", "/nonexistent/keyboardd")
    release = _executable(tmp_path / "keyboardd" / ".build" / "release" / "keyboardd")
    os.utime(places["sibling"], (1_000_000, 1_000_000))
    assert find_keyboardd(root=places["root"]) == release
    os.utime(release, (500_000, 500_000))
    assert find_keyboardd(root=places["root"]) == places["sibling"]


def test_a_place_named_but_empty_is_an_error_not_a_reason_to_look_on(places, monkeypatch):
    monkeypatch.setenv("KEYBOARDD_BINARY", "/nonexistent/keyboardd")
    with pytest.raises(BenchUnavailable, match=r"^keyboardd not found at KEYBOARDD_BINARY=/nonexistent/keyboardd: "):
        find_keyboardd(root=places["root"])
    monkeypatch.delenv("KEYBOARDD_BINARY")
    with pytest.raises(BenchUnavailable, match=r"^keyboardd not found at /nonexistent/kb \(the keyboardd_binary ini option\)"):
        find_keyboardd(ini="/nonexistent/kb", root=places["root"])


def _real_keyboardd() -> str:
    """The keyboardd these tests run against (scripts/test-python sets KEYBOARDD_BINARY)."""
    return os.path.realpath(find_keyboardd())


def test_the_ini_option_is_relative_to_the_ini_file(pytester: pytest.Pytester, monkeypatch):
    real = _real_keyboardd()
    (pytester.path / "tools").mkdir()
    (pytester.path / "tools" / "keyboardd").symlink_to(real)
    pytester.makeini("[pytest]\nkeyboardd_binary = tools/keyboardd\n")
    pytester.makepyfile("""
        def test_it_runs_the_configured_one(keyboardd_bench):
            assert keyboardd_bench.keyboardd_binary == %r
            assert keyboardd_bench.server("Clock") == "virtual"
        """ % str(pytester.path / "tools" / "keyboardd"))
    monkeypatch.delenv("KEYBOARDD_BINARY", raising=False)
    monkeypatch.setenv("PATH", "/usr/bin:/bin")
    pytester.runpytest().assert_outcomes(passed=1)


def test_a_sibling_checkout_beside_the_project(pytester: pytest.Pytester, monkeypatch):
    built = pytester.path / "keyboardd" / ".build" / "debug"
    built.mkdir(parents=True)
    (built / "keyboardd").symlink_to(_real_keyboardd())
    project = pytester.path / "project"
    project.mkdir()
    (project / "pytest.ini").write_text("[pytest]\n")
    (project / "test_sibling.py").write_text(
        "def test_it_runs_the_siblings_build(keyboardd_bench):\n"
        "    assert keyboardd_bench.keyboardd_binary == %r\n" % str(built / "keyboardd"))
    monkeypatch.delenv("KEYBOARDD_BINARY", raising=False)
    monkeypatch.setenv("PATH", "/usr/bin:/bin")
    monkeypatch.setattr(_processes, "CARRIED_KEYBOARDD", "/nonexistent/keyboardd")
    pytester.runpytest("project").assert_outcomes(passed=1)


def test_nowhere_is_one_line_for_each_test_that_wanted_keyboardd(pytester: pytest.Pytester, monkeypatch):
    monkeypatch.delenv("KEYBOARDD_BINARY", raising=False)
    monkeypatch.setenv("PATH", "/nonexistent")
    monkeypatch.setattr(_processes, "CARRIED_KEYBOARDD", "/nonexistent/keyboardd")
    pytester.makepyfile("""
        def test_one(keyboardd_bench):
            pass

        def test_without_keyboardd():
            pass
        """)
    result = pytester.runpytest()
    result.assert_outcomes(passed=1, errors=1)
    result.stdout.fnmatch_lines(["*ERROR at setup of test_one*",
                                 "BenchUnavailable: keyboardd not found in KEYBOARDD_BINARY, *: install the pytest-keyboardd "
                                 "wheel that carries it, or set KEYBOARDD_BINARY=*"])
    result.stdout.no_fnmatch_line("*Traceback*")
    result.stdout.no_fnmatch_line("*pytest_keyboardd*.py*")


def test_a_missing_dbus_daemon_is_one_line_too(pytester: pytest.Pytester, monkeypatch):
    monkeypatch.setenv("KEYBOARDD_DBUS_DAEMON", "/nonexistent/dbus-daemon")
    pytester.makepyfile("""
        def test_one(keyboardd_bench):
            pass
        """)
    result = pytester.runpytest()
    result.assert_outcomes(errors=1)
    result.stdout.fnmatch_lines(["BenchUnavailable: dbus-daemon not found at KEYBOARDD_DBUS_DAEMON=/nonexistent/dbus-daemon:"
                                 " install it (Debian, Ubuntu: apt-get install dbus-daemon*"])
    result.stdout.no_fnmatch_line("*Traceback*")
