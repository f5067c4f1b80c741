"""Clear errors: what keyboardd answered, as KeyboarddError with the D-Bus name and message; a
missing binary says what to install or build; a keyboardd that exits says its status and output."""
import os
import signal

import pytest

from pytest_keyboardd import BenchUnavailable, KeyboarddBench, KeyboarddError


def test_bad_input_gives_the_contracts_error(keyboardd_bench: KeyboarddBench):
    bench = keyboardd_bench
    with pytest.raises(KeyboarddError) as error:
        bench.control.set_profile("ios99")
    assert error.value.name == "org.freedesktop.DBus.Error.InvalidArgs"
    assert error.value.short_name == "InvalidArgs"
    assert "ios13" in error.value.message   # the message lists the valid profiles
    assert str(error.value) == "%s: %s" % (error.value.name, error.value.message)
    with pytest.raises(KeyboarddError) as error:
        bench.control.launch_app("com.example.nobody")
    assert error.value.short_name == "UnknownApp"
    bench.app("com.example.ike")
    with pytest.raises(KeyboarddError) as error:
        bench.app("com.example.ike")
    assert error.value.name == "org.keyboardd.Server1.Error.AppExists"
    with pytest.raises(AttributeError, match="launch_app"):
        bench.control.lunch_app("com.example.ike")


def test_an_impossible_device_and_era_is_not_supported(keyboardd_bench: KeyboarddBench):
    with pytest.raises(KeyboarddError) as error:
        keyboardd_bench.control.configure({"Device": "iphone-6", "Profile": "ios26"})
    assert error.value.short_name == "NotSupported" and "iphone-6" in error.value.message
    with pytest.raises(KeyboarddError, match="InvalidArgs"):
        keyboardd_bench.reset(settings={"reduce-motion": "yes"})


def test_an_app_call_that_fails_leaves_the_app_usable(keyboardd_bench: KeyboarddBench):
    ike = keyboardd_bench.app("com.example.ike")
    with pytest.raises(KeyboarddError) as error:
        ike.become_first_responder("tummy", Flavour="strawberry")
    assert error.value.short_name == "InvalidArgs" and "Flavour" in error.value.message
    keyboardd_bench.control.settle()
    assert ike.become_first_responder("tummy")


def test_a_keyboardd_that_will_not_start_is_a_clear_error_and_leaves_nothing(ended):
    bench = KeyboarddBench(arguments=["--max-apps", "0"])
    with pytest.raises(BenchUnavailable, match="exited with status 64 before it took org.keyboardd.Server1") as error:
        bench.start()
    assert "--max-apps must be within" in str(error.value)   # what keyboardd wrote
    assert bench.directory is None and bench.bus_pid is not None and ended(bench.bus_pid)


def test_a_binary_that_is_not_keyboardd_is_a_clear_error():
    bench = KeyboarddBench(keyboardd="/bin/true")
    with pytest.raises(BenchUnavailable, match="/bin/true exited with status 0 before it took"):
        bench.start()


def test_a_dbus_daemon_that_will_not_start_is_a_clear_error():
    bench = KeyboarddBench(dbus_daemon="/bin/false")
    with pytest.raises(BenchUnavailable, match="/bin/false did not start"):
        bench.start()
    assert bench.directory is None


def test_keyboardd_dying_during_a_test_says_so(ended):
    with KeyboarddBench() as bench:
        ike = bench.app("com.example.ike")
        os.kill(bench.keyboardd_pid, signal.SIGKILL)
        assert ended(bench.keyboardd_pid)
        with pytest.raises(BenchUnavailable, match="was killed by signal 9 during the test"):
            ike.become_first_responder("tummy")


def test_a_missing_keyboardd_says_how_to_get_it(monkeypatch):
    monkeypatch.setenv("KEYBOARDD_BINARY", "/nonexistent/keyboardd")
    with pytest.raises(BenchUnavailable, match=r"^keyboardd not found at KEYBOARDD_BINARY=/nonexistent/keyboardd: point it"):
        KeyboarddBench()


def test_a_missing_dbus_daemon_says_how_to_get_it(monkeypatch):
    monkeypatch.setenv("KEYBOARDD_DBUS_DAEMON", "/nonexistent/dbus-daemon")
    with pytest.raises(BenchUnavailable, match="apt-get install dbus-daemon.*KEYBOARDD_DBUS_DAEMON"):
        KeyboarddBench()
