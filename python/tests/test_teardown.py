"""Nothing outlives a test: keyboardd and dbus-daemon are stopped by PID when a test fails, and
when the test process itself is killed. Every check is by PID, never by process name."""
import os
import re
import select
import signal
import subprocess
import sys
import time

import pytest

pytest_plugins = ["pytester"]

RECORD = """
def record(bench, name):
    with open(name, "w") as file:
        file.write("%d %d %d %s" % (bench.keyboardd_pid, bench.bus_pid, bench.guardian_pid, bench.directory))
"""


def read_record(path):
    keyboardd, bus, guardian, directory = path.read_text().split()
    return int(keyboardd), int(bus), int(guardian), directory


def test_a_failing_test_stops_both_processes_and_the_next_test_runs(pytester: pytest.Pytester, ended):
    pytester.makepyfile(RECORD + """
import pytest

@pytest.mark.keyboardd(arguments=["--log-level", "debug"])
def test_own_bench_fails(keyboardd_bench):
    keyboardd_bench.app("com.example.ike")
    record(keyboardd_bench, "own.txt")
    assert False, "this test fails"

def test_session_bench_fails(keyboardd_bench):
    keyboardd_bench.app("com.example.ike")
    record(keyboardd_bench, "session.txt")
    raise RuntimeError("this test fails too")

def test_after_them(keyboardd_bench):
    keyboardd_bench.app("com.example.ike")   # the failed test's app was closed: no AppExists
""")
    result = pytester.runpytest()
    result.assert_outcomes(passed=1, failed=2)
    result.stdout.fnmatch_lines(["*this test fails*", "*this test fails too*"])
    for name in ("own.txt", "session.txt"):
        keyboardd, bus, guardian, directory = read_record(pytester.path / name)
        assert ended(keyboardd) and ended(bus) and ended(guardian), name
        assert not os.path.exists(directory), name


def test_a_killed_test_process_leaves_no_keyboardd_and_no_dbus_daemon(pytester: pytest.Pytester, ended):
    """SIGKILL gives pytest no teardown: the guardian sees its stdin close, stops dbus-daemon and
    removes the directory, and keyboardd exits when its bus goes."""
    pytester.makepyfile(RECORD + """
import os

def test_waits_to_be_killed(keyboardd_bench):
    keyboardd_bench.app("com.example.ike")
    record(keyboardd_bench, "killed.txt")
    print("RECORDED", flush=True)
    os.read(0, 1)   # blocks until the outer test kills this process (stdin is its pipe)
""")
    process = subprocess.Popen([sys.executable, "-m", "pytest", "-s", "-p", "no:cacheprovider"], cwd=pytester.path,
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        output = b""
        deadline = time.monotonic() + 60
        while b"RECORDED" not in output:   # waits on the pipe, with a deadline
            left = deadline - time.monotonic()
            assert left > 0 and select.select([process.stdout], [], [], left)[0], output
            chunk = os.read(process.stdout.fileno(), 4096)
            assert chunk, output   # pytest ended before the test recorded: see its output
            output += chunk
        keyboardd, bus, guardian, directory = read_record(pytester.path / "killed.txt")
        assert not ended(keyboardd, timeout=0) and not ended(bus, timeout=0)
        os.kill(process.pid, signal.SIGKILL)   # by PID: the test process we started
        assert process.wait(60) == -signal.SIGKILL
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        process.stdin.close()
        process.stdout.close()
    assert ended(guardian), "the guardian outlived the killed test process"
    assert ended(bus), "dbus-daemon outlived the killed test process"
    assert ended(keyboardd), "keyboardd outlived the killed test process"
    assert not os.path.exists(directory)
