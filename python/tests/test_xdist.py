"""pytest-xdist: each worker is a session of its own, with its own private bus, keyboardd and
directory; nothing is shared, so the same bundle ids on every worker do not meet."""
import os

import pytest

pytest_plugins = ["pytester"]


def test_each_worker_has_its_own_bus_and_keyboardd(pytester: pytest.Pytester, ended):
    pytest.importorskip("xdist")
    pytester.makepyfile("""
        import os
        import pytest

        @pytest.mark.parametrize("i", range(8))
        def test_one(keyboardd_bench, i):
            ike = keyboardd_bench.app("com.example.ike")
            keyboardd_bench.control.settle()
            assert ike.names() == ["DidFinishLaunching", "DidBecomeActive"]
            with open("record-%d.txt" % i, "w") as file:
                file.write("%s %d %d %s %s" % (os.environ["PYTEST_XDIST_WORKER"], keyboardd_bench.keyboardd_pid,
                                               keyboardd_bench.bus_pid, keyboardd_bench.address,
                                               keyboardd_bench.directory))
        """)
    result = pytester.runpytest_subprocess("-n", "2", "-p", "no:cacheprovider")
    result.assert_outcomes(passed=8)
    records = [(pytester.path / ("record-%d.txt" % i)).read_text().split() for i in range(8)]
    workers = {}
    for worker, keyboardd, bus, address, directory in records:
        workers.setdefault(worker, set()).add((int(keyboardd), int(bus), address, directory))
    assert sorted(workers) == ["gw0", "gw1"], workers
    assert all(len(benches) == 1 for benches in workers.values()), workers   # one session bench per worker
    [gw0], [gw1] = workers["gw0"], workers["gw1"]
    assert all(mine != theirs for mine, theirs in zip(gw0, gw1)), (gw0, gw1)   # nothing shared
    for worker, (keyboardd, bus, address, directory) in (("gw0", gw0), ("gw1", gw1)):
        assert os.path.basename(directory).startswith("pytest-keyboardd-%s-" % worker)
        assert ended(keyboardd) and ended(bus) and not os.path.exists(directory)
