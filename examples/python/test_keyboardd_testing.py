"""The keyboardd_bench fixture's own tests: python3 -m pytest examples/python (scripts/test runs them)."""
import os
import subprocess
import sys
import textwrap

import pytest

from keyboardd_testing import BenchUnavailable, KeyboarddBench, KeyboarddError

HERE = os.path.dirname(os.path.abspath(__file__))


def ended(pid):
    """True once the process no longer runs: gone, or a zombie nobody has reaped."""
    try:
        with open("/proc/%d/stat" % pid) as file:
            state = file.read().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return True
    return state in ("Z", "X")


@pytest.mark.parametrize("profile", ["ios13", "ideal"])
def test_leaving_app_hears_the_incoming_apps_will_show_on_ios13_only(keyboardd_bench, profile):
    """K3: Ike has the keyboard; the person switches to Notes, whose field takes the keyboard while
    Ike is still leaving. On ios13 Ike receives Notes' WillShow, not local to it; on ideal it does not."""
    bench = keyboardd_bench
    bench.control.set_profile(profile)
    ike = bench.app("com.example.ike")
    bench.control.settle()
    assert ike.names(kind="lifecycle") == ["DidFinishLaunching", "DidBecomeActive"]
    assert ike.become_first_responder("tummy")
    bench.control.settle()
    assert ike.names(kind="keyboard") == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"]
    assert all(n.is_local for n in ike.keyboard_notifications())

    notes = bench.app("com.apple.mobilenotes", launch=False)
    mark = ike.mark()
    bench.control.launch_app("com.apple.mobilenotes")
    bench.control.advance(400)
    assert notes.state == "active"
    assert notes.become_first_responder("body")
    bench.control.settle()

    [notes_show] = [n for n in notes.keyboard_notifications() if n.short == "WillShow"]
    assert notes_show.is_local is True
    assert notes_show.frame_end == (0.0, 479.0, 375.0, 333.0)
    assert isinstance(notes_show.sequence, int)
    assert "DidEnterBackground" in ike.names(mark)
    leaked = [n for n in ike.keyboard_notifications(mark) if n.short == "WillShow"]
    if profile == "ideal":
        assert leaked == [], ike
    else:
        # The same notification as Notes' own: one Sequence for all its recipients.
        assert [(n.is_local, n.sequence) for n in leaked] == [(False, notes_show.sequence)], ike
    assert bench.server("KeyboardOwner") == "com.apple.mobilenotes"
    assert any(record[2] == "com.apple.mobilenotes" and record[3] == "BecomeFirstResponder"
               for record in bench.control.trace())


@pytest.mark.parametrize("profile,kind,first", [("ios13", "textField", True), ("ios13", "textView", False),
                                                ("ios15", "textField", False), ("ios26", "textView", True)])
def test_editing_notifications_come_where_the_era_posts_them(keyboardd_bench, profile, kind, first):
    """N13: DidBeginEditing before or after the show's Wills as the era posts it; DidEndEditing
    after the hide's Wills; ReloadInputViews re-announces the keyboard with no editing (N8)."""
    bench = keyboardd_bench
    bench.control.set_profile(profile)
    ike = bench.app("com.example.ike")
    bench.control.settle()
    mark = ike.mark()
    assert ike.become_first_responder("notes", Kind=kind)
    bench.control.settle()
    prefix = "TextView" if kind == "textView" else "TextField"
    names = ike.names(mark)
    begin = names.index(prefix + "DidBeginEditing")
    will_show = names.index("WillShow")
    assert (begin < will_show) if first else (will_show < begin < names.index("DidShow")), names
    assert [(n.short, n.responder) for n in ike.editing_notifications(mark)] == [(prefix + "DidBeginEditing", "notes")]

    mark = ike.mark()
    ike.reload_input_views()
    bench.control.settle()
    assert "WillShow" in ike.names(mark) and "WillHide" not in ike.names(mark) and not ike.editing_notifications(mark)

    mark = ike.mark()
    assert ike.resign_first_responder()
    bench.control.settle()
    names = ike.names(mark)
    assert names.index("WillHide") < names.index(prefix + "DidEndEditing") < names.index("DidHide"), names


def test_bad_input_gives_the_contracts_error(keyboardd_bench):
    bench = keyboardd_bench
    with pytest.raises(KeyboarddError) as error:
        bench.control.set_profile("ios99")
    assert error.value.name == "org.freedesktop.DBus.Error.InvalidArgs"
    assert "ios13" in error.value.message   # the message lists the valid profiles
    with pytest.raises(KeyboarddError) as error:
        bench.control.launch_app("com.example.nobody")
    assert error.value.short_name == "UnknownApp"
    bench.app("com.example.ike")
    with pytest.raises(KeyboarddError) as error:
        bench.app("com.example.ike")
    assert error.value.name == "org.keyboardd.Server1.Error.AppExists"
    with pytest.raises(AttributeError, match="launch_app"):
        bench.control.lunch_app("com.example.ike")


@pytest.mark.keyboardd(device="ipad-pro-11", profile="ios9")
def test_the_marker_picks_device_and_profile(keyboardd_bench):
    assert keyboardd_bench.server("Device") == "ipad-pro-11"
    assert keyboardd_bench.server("Profile") == "ios9"
    assert keyboardd_bench.server("Clock") == "virtual"


def test_reset_makes_a_shared_bench_fresh(keyboardd_bench):
    bench = keyboardd_bench
    bench.control.set_profile("ios9")
    ike = bench.app("com.example.ike")
    bench.control.settle()
    assert ike.become_first_responder("tummy")
    bench.reset()
    assert bench.apps == [] and bench.server("Frontmost") == "" and bench.keyboard("Visible") is False
    again = bench.app("com.example.ike")
    bench.control.settle()
    assert again.names() == ["DidFinishLaunching", "DidBecomeActive"]


def test_teardown_stops_both_processes_by_pid_even_when_the_test_fails(tmp_path):
    """A failing test through the fixture, in a pytest of its own: it fails, and keyboardd,
    dbus-daemon and the bench's directory are gone afterwards."""
    (tmp_path / "conftest.py").write_text('pytest_plugins = ["keyboardd_testing"]\n')
    (tmp_path / "test_failing.py").write_text(textwrap.dedent("""
        def test_fails(keyboardd_bench):
            with open("bench.txt", "w") as file:
                file.write("%d %d %s" % (keyboardd_bench.keyboardd_pid, keyboardd_bench.bus_pid,
                                         keyboardd_bench.directory))
            assert False, "this test fails"
        """))
    environment = dict(os.environ, PYTHONPATH=HERE + os.pathsep + os.environ.get("PYTHONPATH", ""),
                       PYTHONDONTWRITEBYTECODE="1")
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(tmp_path)],
                         cwd=tmp_path, env=environment, capture_output=True, text=True, timeout=120)
    assert run.returncode == 1, run.stdout + run.stderr
    assert "this test fails" in run.stdout
    keyboardd_pid, bus_pid, directory = (tmp_path / "bench.txt").read_text().split()
    assert ended(int(keyboardd_pid))
    assert ended(int(bus_pid))
    assert not os.path.exists(directory)


def test_a_keyboardd_that_will_not_start_is_a_clear_error_and_leaves_nothing():
    bench = KeyboarddBench(arguments=["--max-apps", "0"])
    with pytest.raises(BenchUnavailable, match="exited with status 64") as error:
        bench.start()
    assert "--max-apps must be within" in str(error.value)
    assert bench.directory is None and bench.bus_pid is not None and ended(bench.bus_pid)


def test_a_missing_keyboardd_says_how_to_get_it(monkeypatch):
    monkeypatch.setenv("KEYBOARDD_BINARY", "/nonexistent/keyboardd")
    with pytest.raises(BenchUnavailable, match=r"swift build --product keyboardd.*KEYBOARDD_BINARY"):
        KeyboarddBench()


def test_a_missing_dbus_daemon_says_how_to_get_it(monkeypatch):
    monkeypatch.setenv("KEYBOARDD_DBUS_DAEMON", "/nonexistent/dbus-daemon")
    with pytest.raises(BenchUnavailable, match="apt-get install dbus-daemon"):
        KeyboarddBench()
