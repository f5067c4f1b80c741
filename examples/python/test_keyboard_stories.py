"""A suite that uses keyboardd through the installed plugin (`pip install ./python`): no
conftest.py, no file to copy; pytest finds the fixtures through the package's entry point.

    KEYBOARDD_BINARY=$PWD/.build/debug/keyboardd python -m pytest examples/python
"""
import pytest

from pytest_keyboardd import KeyboarddError


@pytest.mark.keyboardd(device="iphone-x", era="ios13")
def test_the_leaving_app_hears_the_other_apps_keyboard(keyboardd_bench):
    """K3 on iOS 13: Ike is leaving when Notes' field takes the keyboard, and still hears Notes'
    WillShow, not local to it."""
    bench = keyboardd_bench
    ike = bench.app("com.example.ike")                     # registered and launched
    bench.control.settle()                                # Ike becomes active
    assert ike.become_first_responder("tummy")
    bench.control.settle()
    assert ike.names(kind="keyboard") == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"]

    notes = bench.app("com.apple.mobilenotes", launch=False)
    mark = ike.mark()
    bench.control.launch_app("com.apple.mobilenotes")
    bench.control.advance(400)                            # the switch's first 400 ms
    assert notes.state == "active"
    assert notes.become_first_responder("body")
    bench.control.settle()
    [show] = [n for n in notes.keyboard_notifications() if n.short == "WillShow"]
    assert show.is_local and show.frame_end == (0.0, 477.0, 375.0, 335.0)
    leaked = [n for n in ike.keyboard_notifications(mark) if n.short == "WillShow"]
    assert [(n.is_local, n.sequence) for n in leaked] == [(False, show.sequence)]


@pytest.mark.keyboardd(era="ideal")
def test_on_the_ideal_era_it_does_not(keyboardd_bench):
    bench = keyboardd_bench
    ike = bench.app("com.example.ike")
    bench.control.settle()
    assert ike.become_first_responder("tummy")
    bench.app("com.apple.mobilenotes", launch=False)
    mark = ike.mark()
    bench.control.launch_app("com.apple.mobilenotes")
    bench.control.settle()
    assert "WillShow" not in ike.names(mark, kind="keyboard")


def test_keyboardds_errors_carry_the_contracts_name(keyboardd_bench):
    with pytest.raises(KeyboarddError) as error:
        keyboardd_bench.control.launch_app("com.example.nobody")
    assert error.value.name == "org.keyboardd.Server1.Error.UnknownApp"
