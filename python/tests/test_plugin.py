"""The plugin in a pytest of its own (pytester): the marker, the fixtures' scopes, their errors."""
import pytest

pytest_plugins = ["pytester"]


def test_the_marker_is_registered(pytester: pytest.Pytester):
    result = pytester.runpytest("--markers")
    result.stdout.fnmatch_lines(["@pytest.mark.keyboardd(device=None, era=None, orientation=None, settings=None*"])


def test_the_marker_configures_each_test_on_one_keyboardd_and_the_next_starts_fresh(pytester: pytest.Pytester):
    pytester.makepyfile("""
        import pytest

        PIDS = set()

        @pytest.mark.keyboardd(device="ipad-pro-11", era="ios16", orientation="landscapeLeft",
                               settings={"reduce-motion": True, "stage-manager": True})
        def test_configured(keyboardd_bench):
            PIDS.add(keyboardd_bench.keyboardd_pid)
            assert keyboardd_bench.server("Device") == "ipad-pro-11"
            assert keyboardd_bench.server("Profile") == "ios16"
            assert keyboardd_bench.server("Orientation") == "landscapeLeft"
            settings = keyboardd_bench.server("Settings")
            assert settings["reduce-motion"] is True and settings["stage-manager"] is True
            assert keyboardd_bench.server("Clock") == "virtual"
            keyboardd_bench.app("com.example.ike")   # left registered on purpose

        @pytest.mark.keyboardd(era="ios9")
        def test_an_era_alone_takes_the_eras_own_device(keyboardd_bench):
            PIDS.add(keyboardd_bench.keyboardd_pid)
            assert (keyboardd_bench.server("Device"), keyboardd_bench.server("Profile")) == ("iphone-6", "ios9")

        def test_unmarked_is_keyboardds_start(keyboardd_bench):
            PIDS.add(keyboardd_bench.keyboardd_pid)
            assert (keyboardd_bench.server("Device"), keyboardd_bench.server("Profile")) == ("iphone-16-pro", "ios26")
            assert keyboardd_bench.server("Settings")["reduce-motion"] is False
            assert keyboardd_bench.server("Orientation") == "portrait"
            assert keyboardd_bench.server("Frontmost") == "" and keyboardd_bench.apps == []
            assert keyboardd_bench.control.trace()[0][3] == "Reset"   # the trace starts at this test's reset
            assert len(PIDS) == 1   # one keyboardd for the whole session
        """)
    result = pytester.runpytest("--strict-markers", "-p", "no:randomly", "-W", "error::DeprecationWarning")
    result.assert_outcomes(passed=3)


def test_arguments_give_a_test_a_keyboardd_of_its_own(pytester: pytest.Pytester):
    pytester.makepyfile("""
        import pytest
        from pytest_keyboardd import KeyboarddError

        @pytest.mark.keyboardd(arguments=["--max-apps", "1"], era="ios13")
        def test_own(keyboardd_bench, keyboardd_session):
            assert keyboardd_bench is not keyboardd_session
            assert keyboardd_bench.keyboardd_pid != keyboardd_session.keyboardd_pid
            assert keyboardd_bench.server("Device") == "iphone-x"   # keyboardd --era ios13 chose it
            keyboardd_bench.app("com.example.ike")
            with pytest.raises(KeyboarddError) as error:
                keyboardd_bench.app("com.example.other")
            assert error.value.short_name == "LimitsExceeded"
            keyboardd_session.app("com.example.ike")
            keyboardd_session.app("com.example.other")   # the session's keyboardd has the default limit
        """)
    pytester.runpytest().assert_outcomes(passed=1)


def test_a_bad_marker_is_an_error_that_says_what_it_takes(pytester: pytest.Pytester):
    pytester.makepyfile("""
        import pytest

        @pytest.mark.keyboardd(ear="ios13")
        def test_misspelt(keyboardd_bench):
            pass

        @pytest.mark.keyboardd(era="ios99")
        def test_unknown_era(keyboardd_bench):
            pass

        def test_after_them(keyboardd_bench):
            assert keyboardd_bench.server("Profile") == "ios26"
        """)
    result = pytester.runpytest()
    result.assert_outcomes(passed=1, errors=2)
    # One line each, what was wrong and what it takes; no traceback through the plugin.
    result.stdout.fnmatch_lines(["TypeError: @pytest.mark.keyboardd got ear; it takes device, era, orientation, settings, arguments",
                                 "KeyboarddError: org.freedesktop.DBus.Error.InvalidArgs: unknown profile*ios99*ios13*"])
    result.stdout.no_fnmatch_line("*pytest_keyboardd*.py*")


def test_a_missing_keyboardd_fails_each_test_with_what_to_do(pytester: pytest.Pytester, monkeypatch):
    monkeypatch.setenv("KEYBOARDD_BINARY", "/nonexistent/keyboardd")
    pytester.makepyfile("""
        def test_one(keyboardd_bench):
            pass

        def test_two(keyboardd_bench):
            pass

        def test_without_keyboardd():
            pass
        """)
    result = pytester.runpytest()
    result.assert_outcomes(passed=1, errors=2)
    # The message alone, once for each test that wanted keyboardd: no traceback through the plugin.
    result.stdout.fnmatch_lines(["*ERROR at setup of test_one*",
                                 "BenchUnavailable: keyboardd not found at KEYBOARDD_BINARY=/nonexistent/keyboardd:"
                                 " point it at an executable keyboardd*or unset it*",
                                 "*ERROR at setup of test_two*", "BenchUnavailable: keyboardd not found at*"])
    result.stdout.no_fnmatch_line("*pytest_keyboardd*.py*")
    result.stdout.no_fnmatch_line("*Traceback*")


def test_a_keyboardd_killed_by_one_test_is_started_again_for_the_next(pytester: pytest.Pytester):
    pytester.makepyfile("""
        import os
        import signal

        PIDS = []

        def test_kills_it(keyboardd_bench):
            PIDS.append(keyboardd_bench.keyboardd_pid)
            os.kill(keyboardd_bench.keyboardd_pid, signal.SIGKILL)

        def test_gets_a_new_one(keyboardd_bench):
            assert keyboardd_bench.keyboardd_pid != PIDS[0]
            keyboardd_bench.app("com.example.ike")
            assert keyboardd_bench.control.settle() >= 0
        """)
    pytester.runpytest().assert_outcomes(passed=2)
