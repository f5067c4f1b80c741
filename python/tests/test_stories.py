"""The bench driving keyboardd through real stories (docs/BEHAVIOURS.md's ids), with the marker
choosing device and era per parameter."""
import pytest

from pytest_keyboardd import KeyboarddBench, KeyboarddError


@pytest.mark.parametrize("era", [
    pytest.param("ios13", marks=pytest.mark.keyboardd(device="iphone-x", era="ios13")),
    pytest.param("ideal", marks=pytest.mark.keyboardd(device="iphone-x", era="ideal")),
])
def test_leaving_app_hears_the_incoming_apps_will_show_on_ios13_only(keyboardd_bench: KeyboarddBench, era):
    """K3: Ike has the keyboard; the person switches to Notes, whose field takes the keyboard while
    Ike is still leaving. On ios13 Ike receives Notes' WillShow, not local to it; on ideal it does not."""
    bench = keyboardd_bench
    assert bench.server("Profile") == era   # the contract's name for it
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
    assert notes_show.frame_end == (0.0, 477.0, 375.0, 335.0)
    # C14: UIKit's centers and bounds beside the frames.
    assert notes_show.center_end == (187.5, 644.5) and notes_show.bounds == (0.0, 0.0, 375.0, 335.0)
    assert notes_show.center_begin == (187.5, 979.5)
    assert isinstance(notes_show.sequence, int)
    assert "DidEnterBackground" in ike.names(mark)
    leaked = [n for n in ike.keyboard_notifications(mark) if n.short == "WillShow"]
    if era == "ideal":
        assert leaked == [], ike
    else:
        # The same notification as Notes' own: one Sequence for all its recipients.
        assert [(n.is_local, n.sequence) for n in leaked] == [(False, notes_show.sequence)], ike
    assert bench.server("KeyboardOwner") == "com.apple.mobilenotes"
    assert any(record[2] == "com.apple.mobilenotes" and record[3] == "BecomeFirstResponder"
               for record in bench.control.trace())


@pytest.mark.parametrize("era,kind,first", [
    pytest.param(era, kind, first, marks=pytest.mark.keyboardd(era=era))
    for era, kind, first in [("ios13", "textField", True), ("ios13", "textView", False),
                                 ("ios15", "textField", False), ("ios26", "textView", True)]])
def test_editing_notifications_come_where_the_era_posts_them(keyboardd_bench: KeyboarddBench, era, kind, first):
    """N13: DidBeginEditing before or after the show's Wills as the era posts it; DidEndEditing
    after the hide's Wills; ReloadInputViews re-announces the keyboard with no editing (N8)."""
    bench = keyboardd_bench
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


def test_traits_reports_and_properties_go_by_the_contracts_types(keyboardd_bench: KeyboarddBench):
    """Integers where the contract asks for doubles, frames as tuples, facts of every kind."""
    bench = keyboardd_bench
    ike = bench.app("com.example.ike", window_frame=(0, 0, 402, 874), background_modes=["audio"])
    bench.control.settle()
    assert ike.become_first_responder("tummy", InputAccessoryViewHeight=44, KeyboardType="emailAddress")
    bench.control.settle()
    assert ike.first_responder == "tummy"
    overlap = ike.keyboard_overlap
    assert isinstance(overlap, tuple) and len(overlap) == 4 and overlap[3] > 44
    facts = {"TrackedKeyboardHeight": overlap[3], "Seen": True, "Count": 3, "Names": ["a", "b"],
             "Frame": (0.0, 1.0, 2.0, 3.0), "Nested": {"Inner": "x"}}
    ike.report(**facts)
    [report] = [r for r in bench.control.trace() if r[3] == "Report"]
    assert report[2] == "com.example.ike" and report[4]["Facts"] == facts   # variants unwrapped, all the way down
    assert bench.keyboard("Visible") is True and bench.keyboard("Owner") == "com.example.ike"


@pytest.mark.parametrize("era,height", [
    pytest.param("ios9", 216, marks=pytest.mark.keyboardd(device="iphone-6", era="ios9")),
    pytest.param("ideal", None, marks=pytest.mark.keyboardd(device="iphone-6", era="ideal")),
])
def test_a_field_without_autocorrection_has_no_quicktype_bar_up_to_ios14(keyboardd_bench: KeyboarddBench, era, height):
    """N3: AutocorrectionType no takes the QuickType bar away on iOS 8 to 14 (258 to 216 on the
    iPhone 6); ideal, as iOS 15 and later, keeps it (None: the height stays). An unknown value
    is InvalidArgs."""
    bench = keyboardd_bench
    ike = bench.app("com.example.ike")
    bench.control.settle()
    assert ike.become_first_responder("plain")
    bench.control.settle()
    full = bench.keyboard("Frame")[3]
    assert ike.become_first_responder("code", AutocorrectionType="no")
    bench.control.settle()
    assert bench.keyboard("Frame")[3] == (height or full) != 0
    with pytest.raises(KeyboarddError, match="AutocorrectionType"):
        ike.become_first_responder("code", AutocorrectionType="off")


def test_reset_makes_a_shared_bench_fresh(keyboardd_bench: KeyboarddBench):
    bench = keyboardd_bench
    ike = bench.app("com.example.ike")
    bench.control.settle()
    assert ike.become_first_responder("tummy")
    bench.reset(era="ios9")
    assert bench.apps == [] and bench.server("Frontmost") == "" and bench.keyboard("Visible") is False
    assert (bench.server("Device"), bench.server("Profile")) == ("iphone-6", "ios9")   # the era's own device
    again = bench.app("com.example.ike")
    bench.control.settle()
    assert again.names() == ["DidFinishLaunching", "DidBecomeActive"]


def test_closing_an_app_is_its_process_dying(keyboardd_bench: KeyboarddBench):
    """An app whose connection closes terminates; close() returns once keyboardd has seen it, so
    the very next call finds the keyboard gone with it."""
    bench = keyboardd_bench
    ike = bench.app("com.example.ike")
    bench.control.settle()
    assert ike.become_first_responder("tummy")
    bench.control.settle()
    assert bench.keyboard("Owner") == "com.example.ike"
    ike.close()
    assert bench.apps == []
    assert bench.server("KeyboardOwner") == "" and bench.server("Frontmost") == ""
    assert any(r[2] == "com.example.ike" and r[3] == "ProcessDied" for r in bench.control.trace())
    again = bench.app("com.example.ike")   # the bundle id is free again
    bench.control.settle()
    assert again.state == "active"
