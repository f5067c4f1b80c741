"""The bench's child processes: finding the binaries, the private dbus-daemon behind its guardian,
keyboardd, and stopping them by PID."""
from __future__ import annotations

import os
import select
import shutil
import signal
import subprocess
import time
from typing import IO, List, Optional, Tuple

from ._errors import BenchUnavailable

# A session-type bus that lets this user do anything: a socket in the bench's own directory.
BUS_CONFIG = """<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:dir={directory}</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
"""

# Stands between the test process and dbus-daemon: when the test process goes, even by SIGKILL,
# the write end of this shell's stdin closes, `read` returns, and the guardian stops the daemon
# by PID and removes the bench's directory. keyboardd exits by itself when its bus goes away, and
# writes in that directory only when an app's input mode changes, never on its way out. The
# guardian closes its own stdout so that only the daemon holds it: a daemon that dies at once is
# EOF for the reader of its address, not a wait until the deadline.
GUARDIAN = """
"$1" --config-file="$2" --nofork --print-address=1 --print-pid=1 &
daemon=$!
exec >&-
read _ignored
kill "$daemon" 2>/dev/null
wait "$daemon"
rm -rf -- "$3"
"""


# Where the platform wheel (scripts/wheel) carries keyboardd: inside the package, so that pip
# installs, records and uninstalls it with the package; a wheel built from source has none.
CARRIED_KEYBOARDD = os.path.join(os.path.dirname(os.path.abspath(__file__)), "bin", "keyboardd")

# A keyboardd checkout beside the project (../keyboardd), built with `swift build`.
SIBLING_CHECKOUT = "keyboardd"

WHERE_IT_IS_DOCUMENTED = 'docs/TESTING-PYTHON.md, "Where the plugin finds keyboardd"'


def _executable(path: Optional[str]) -> bool:
    return bool(path) and os.path.isfile(path) and os.access(path, os.X_OK)   # type: ignore[arg-type]


def sibling_keyboardd(root: str) -> Optional[str]:
    """The newest keyboardd built in ``ROOT/../keyboardd/.build`` (release or debug), or None."""
    build = os.path.join(os.path.dirname(os.path.abspath(root)), SIBLING_CHECKOUT, ".build")
    built = [p for p in (os.path.join(build, c, "keyboardd") for c in ("release", "debug")) if _executable(p)]
    return max(built, key=os.path.getmtime) if built else None


def find_keyboardd(ini: Optional[str] = None, root: Optional[str] = None) -> str:
    """The keyboardd to run, the first of: $KEYBOARDD_BINARY; ``ini``, the ``keyboardd_binary``
    option of the project's pytest configuration (already made absolute by the plugin); keyboardd
    on PATH; the keyboardd this package carries (the platform wheel); the newest build in a sibling
    checkout, ``ROOT/../keyboardd/.build`` (``root``: pytest's rootdir). The explicit places come
    first; a place that is named but holds no executable is an error, not a reason to look on."""
    for where, configured in (("KEYBOARDD_BINARY=%s", os.environ.get("KEYBOARDD_BINARY")),
                              ("%s (the keyboardd_binary ini option)", ini)):
        if configured:
            if _executable(configured):
                return configured
            raise BenchUnavailable("keyboardd not found at %s: point it at an executable keyboardd (a build's "
                                   ".build/debug/keyboardd), or unset it (%s)" % (where % configured, WHERE_IT_IS_DOCUMENTED))
    for found in (shutil.which("keyboardd"), CARRIED_KEYBOARDD, sibling_keyboardd(root) if root else None):
        if _executable(found):
            return found   # type: ignore[return-value]
    raise BenchUnavailable("keyboardd not found in KEYBOARDD_BINARY, the keyboardd_binary ini option, PATH, this package "
                           "or ../keyboardd/.build: install the pytest-keyboardd wheel that carries it, or set "
                           "KEYBOARDD_BINARY=/path/to/keyboardd (%s)" % WHERE_IT_IS_DOCUMENTED)


def find_dbus_daemon() -> str:
    """$KEYBOARDD_DBUS_DAEMON, else dbus-daemon on PATH."""
    configured = os.environ.get("KEYBOARDD_DBUS_DAEMON")
    path = configured or shutil.which("dbus-daemon")
    if path and os.path.isfile(path) and os.access(path, os.X_OK):
        return path
    raise BenchUnavailable(
        "dbus-daemon not found%s: install it (Debian, Ubuntu: apt-get install dbus-daemon; Fedora: dnf install dbus-daemon) "
        "or set KEYBOARDD_DBUS_DAEMON=/path/to/dbus-daemon"
        % (" at KEYBOARDD_DBUS_DAEMON=%s" % configured if configured else " on PATH"))


def start_bus(dbus_daemon: str, directory: str, bench_directory: str, log_path: str,
              timeout: float) -> Tuple[subprocess.Popen, str, int]:
    """A private dbus-daemon listening in ``directory``, behind the guardian, which removes
    ``bench_directory`` when it ends: (guardian, address, PID). What the daemon writes to stderr
    goes to ``log_path``."""
    config = os.path.join(directory, "bus.conf")
    with open(config, "w") as file:
        file.write(BUS_CONFIG.format(directory=directory))
    with open(log_path, "wb") as log:
        guardian = subprocess.Popen(["/bin/sh", "-c", GUARDIAN, "sh", dbus_daemon, config, bench_directory],
                                    stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=log)
    assert guardian.stdout is not None
    lines = read_lines(guardian.stdout, 2, timeout)
    if len(lines) < 2 or not lines[0].startswith("unix:") or not lines[1].isdigit():
        stop_guardian(guardian, None)
        raise BenchUnavailable("%s did not start: it printed %r, not its address and PID, before it exited or "
                               "%g s passed; it wrote:\n%s" % (dbus_daemon, lines, timeout, read_text(log_path)))
    return guardian, lines[0], int(lines[1])


def read_text(path: str) -> str:
    """A log file's text; empty when it is gone."""
    try:
        with open(path, errors="replace") as file:
            return file.read()
    except OSError:
        return ""


def read_lines(stream: IO[bytes], count: int, timeout: float) -> List[str]:
    """Up to ``count`` lines from a child's pipe, waiting in select() until the deadline."""
    deadline = time.monotonic() + timeout
    data = b""
    while data.count(b"\n") < count:
        left = deadline - time.monotonic()
        if left <= 0 or not select.select([stream], [], [], left)[0]:
            break
        chunk = os.read(stream.fileno(), 4096)
        if not chunk:
            break
        data += chunk
    return data.decode(errors="replace").splitlines()


def start_keyboardd(keyboardd: str, arguments: List[str], log_path: str) -> subprocess.Popen:
    """keyboardd with its stdout and stderr in ``log_path``; no stdin, no inherited descriptors."""
    with open(log_path, "wb") as log:
        return subprocess.Popen([keyboardd] + arguments, stdin=subprocess.DEVNULL, stdout=log,
                                stderr=subprocess.STDOUT)


def pidfd(pid: int) -> Optional[int]:
    """A descriptor that becomes readable when process ``pid`` ends (Linux 5.3 and later), or
    None where there is none; the caller closes it."""
    try:
        return os.pidfd_open(pid)   # type: ignore[attr-defined]
    except (AttributeError, OSError):
        return None


def stop(process: subprocess.Popen, timeout: float = 10) -> None:
    """SIGTERM by PID and wait; SIGKILL if it will not go within ``timeout``."""
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
    try:
        process.wait(timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


def stop_guardian(guardian: subprocess.Popen, bus_pid: Optional[int], timeout: float = 10) -> None:
    """Stops dbus-daemon by its PID, then lets the guardian finish (EOF on its stdin: it waits
    for the daemon and removes the bench's directory), then waits for the guardian."""
    if bus_pid is not None:
        try:
            os.kill(bus_pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
    for stream in (guardian.stdin, guardian.stdout):
        if stream is not None:
            stream.close()
    try:
        guardian.wait(timeout)
    except subprocess.TimeoutExpired:
        # The guardian is stuck: kill it and the daemon by PID; nothing by name.
        if bus_pid is not None:
            try:
                os.kill(bus_pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        guardian.kill()
        guardian.wait()
