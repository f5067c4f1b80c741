"""The kits' one word for the behaviour era, `era=` (the contract keeps its Profile names), with
0.1's `profile=` still taken for a release with a DeprecationWarning; responder traits in
snake_case as well as by the contract's CamelCase names."""
import warnings

import pytest

from pytest_keyboardd import KeyboarddBench, KeyboarddError

pytest_plugins = ["pytester"]


def test_the_marker_takes_profile_for_a_release_and_says_to_write_era(pytester: pytest.Pytester):
    pytester.makepyfile("""
        import pytest

        @pytest.mark.keyboardd(device="iphone-x", profile="ios13")
        def test_old_word(keyboardd_bench):
            assert keyboardd_bench.server("Profile") == "ios13"

        @pytest.mark.keyboardd(era="ios13", profile="ios9")
        def test_both_disagreeing(keyboardd_bench):
            pass
        """)
    result = pytester.runpytest()
    result.assert_outcomes(passed=1, errors=1)
    result.stdout.fnmatch_lines([
        "*DeprecationWarning: @pytest.mark.keyboardd: profile= is deprecated, use era= (the same names: era='ios13')",
    ])
    result.stdout.fnmatch_lines(["TypeError: @pytest.mark.keyboardd: got era='ios13' and profile='ios9'; give era= alone"])


def test_the_bench_takes_profile_for_a_release_and_says_to_write_era():
    with pytest.warns(DeprecationWarning, match=r"KeyboarddBench: profile= is deprecated, use era="):
        bench = KeyboarddBench(profile="ios13")
    assert bench.era == "ios13"
    with pytest.warns(DeprecationWarning, match=r"\.profile is deprecated, use \.era"):
        assert bench.profile == "ios13"
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert KeyboarddBench(era="ios9").era == "ios9"


def test_reset_and_configure_take_era_and_profile_for_a_release(keyboardd_bench: KeyboarddBench):
    bench = keyboardd_bench
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        bench.reset(era="ios9")
        assert (bench.server("Device"), bench.server("Profile")) == ("iphone-6", "ios9")
        bench.configure(era="ios13")
        assert bench.server("Profile") == "ios13"
    with pytest.warns(DeprecationWarning, match=r"^reset: profile= is deprecated, use era="):
        bench.reset(profile="ios15")
    with pytest.warns(DeprecationWarning, match=r"^configure: profile= is deprecated"):
        bench.configure(profile="ios16")
    assert bench.server("Profile") == "ios16"


@pytest.mark.keyboardd(era="ios13")
def test_traits_by_their_snake_case_names_are_the_contracts(keyboardd_bench: KeyboarddBench):
    bench = keyboardd_bench
    ike = bench.app("com.example.ike")
    bench.control.settle()
    heights = []
    for responder, traits in [("plain", {}), ("camel", {"InputAccessoryViewHeight": 44}),
                              ("snake", {"input_accessory_view_height": 44})]:
        assert ike.become_first_responder(responder, **traits)
        bench.control.settle()
        heights.append(bench.keyboard("Frame")[3])
    assert heights[1] == heights[2] == heights[0] + 44, heights
    mark = ike.mark()
    assert ike.become_first_responder("notes", kind="textView", autocorrection_type="no")
    bench.control.settle()
    assert [n.short for n in ike.editing_notifications(mark)][-1] == "TextViewDidBeginEditing"
    with pytest.raises(KeyboarddError, match="flavour"):
        ike.become_first_responder("tummy", flavour="strawberry")   # unknown either way: keyboardd names it
    with pytest.raises(TypeError, match="by both its names"):
        ike.become_first_responder("tummy", kind="textView", Kind="textField")
