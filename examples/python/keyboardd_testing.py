"""keyboardd in your pytest suite: a private bus, keyboardd on the virtual clock, apps and what they received.

In the style of python-dbusmock's ``dbusmock_session``: the ``keyboardd_bench`` fixture starts a
private ``dbus-daemon`` (a config of its own, a socket in a fresh directory) and keyboardd
(``--clock virtual``) on it, yields a ``KeyboarddBench``, and stops both by PID when the test
ends, also when it fails. Nothing moves between your calls: only ``settle()`` and ``advance(ms)``
move keyboardd's clock, so every test is deterministic.

    # conftest.py
    pytest_plugins = ["keyboardd_testing"]

    # test_keyboard.py
    import pytest

    @pytest.mark.keyboardd(profile="ios13")
    def test_leaving_app_hears_the_other_keyboard(keyboardd_bench):
        ike = keyboardd_bench.app("com.example.ike")
        keyboardd_bench.control.settle()
        assert ike.become_first_responder("tummy")
        ...

Needs Debian's python3-dbus and python3-gi (GLib), python3-pytest for the fixture, the
dbus-daemon package, and keyboardd: ``swift build --product keyboardd``, then
KEYBOARDD_BINARY=/path/to/.build/debug/keyboardd (or keyboardd on PATH). KEYBOARDD_DBUS_DAEMON
names another dbus-daemon. The bus contract: docs/CONTRACT.md and dbus/*.xml.
"""
import os
import re
import select
import shutil
import signal
import subprocess
import tempfile
import time

import dbus
import dbus.mainloop.glib
from gi.repository import GLib

BUS_NAME = "org.keyboardd.Server1"
SERVER_PATH = "/org/keyboardd/Server1"
KEYBOARD_PATH = SERVER_PATH + "/keyboard"
SERVER_INTERFACE = "org.keyboardd.Server1"
CONTROL_INTERFACE = "org.keyboardd.Control1"
KEYBOARD_INTERFACE = "org.keyboardd.Keyboard1"
APP_INTERFACE = "org.keyboardd.App1"
PROPERTIES_INTERFACE = "org.freedesktop.DBus.Properties"

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

# Stands between the test and dbus-daemon: when the test process goes, even by SIGKILL, its end
# of our stdin closes, and the guardian stops the daemon by PID and removes the bus directory.
GUARDIAN = """
"$1" --config-file="$2" --nofork --print-address=1 --print-pid=1 &
daemon=$!
read _ignored
kill "$daemon" 2>/dev/null
wait "$daemon"
rm -rf -- "$3"
"""

# One GLib main loop integration for every connection of every bench; the process's default
# (dbus-python's set_as_default) is left alone.
_MAIN_LOOP = dbus.mainloop.glib.DBusGMainLoop()


class BenchUnavailable(RuntimeError):
    """dbus-daemon or keyboardd cannot be found or would not start; the message says what to do."""


class KeyboarddError(Exception):
    """An error keyboardd answered with: ``name`` is the contract's D-Bus error name
    (``org.keyboardd.Server1.Error.UnknownApp``, ``org.freedesktop.DBus.Error.InvalidArgs``, ...),
    ``short_name`` its last part, ``message`` keyboardd's message (it lists the valid choices)."""

    def __init__(self, name, message):
        super().__init__("%s: %s" % (name, message))
        self.name = name
        self.short_name = name.rsplit(".", 1)[-1]
        self.message = message


def to_python(value):
    """A dbus-python value as plain Python: bool, int, float, str, tuple (structs), list, dict."""
    if isinstance(value, dbus.Boolean):
        return bool(value)
    if isinstance(value, (dbus.Byte, dbus.Int16, dbus.UInt16, dbus.Int32, dbus.UInt32, dbus.Int64, dbus.UInt64)):
        return int(value)
    if isinstance(value, dbus.Double):
        return float(value)
    if isinstance(value, (dbus.String, dbus.ObjectPath, dbus.Signature)):
        return str(value)
    if isinstance(value, dbus.Struct):
        return tuple(to_python(v) for v in value)
    if isinstance(value, dbus.Array):
        return [to_python(v) for v in value]
    if isinstance(value, dbus.Dictionary):
        return {to_python(k): to_python(v) for k, v in value.items()}
    return value


def to_variant(value, numbers=None):
    """A Python value for an ``a{sv}``: bool b, int x (or ``numbers``), float d, str s, a tuple
    of four numbers (dddd), a list of str as."""
    if isinstance(value, bool):
        return dbus.Boolean(value)
    if isinstance(value, int):
        return (numbers or dbus.Int64)(value)
    if isinstance(value, float):
        return dbus.Double(value)
    if isinstance(value, str):
        return dbus.String(value)
    if isinstance(value, tuple):
        return dbus.Struct([dbus.Double(v) for v in value], signature="dddd")
    if isinstance(value, list):
        return dbus.Array([dbus.String(v) for v in value], signature="s")
    raise TypeError("no D-Bus type for %r" % (value,))


def _vardict(values, numbers=None):
    return dbus.Dictionary({k: to_variant(v, numbers) for k, v in values.items()}, signature="sv")


def _camel(name):
    """launch_app -> LaunchApp."""
    return "".join(part[:1].upper() + part[1:] for part in name.split("_"))


def _call(method, *args):
    try:
        return method(*args)
    except dbus.DBusException as error:
        raise KeyboarddError(error.get_dbus_name(), error.get_dbus_message()) from None


class Notification:
    """One notification an app received: ``kind`` "keyboard", "editing" or "lifecycle", UIKit's
    ``name`` (``UIKeyboardWillShowNotification``), ``short`` (``WillShow``,
    ``TextFieldDidBeginEditing``), for keyboard ones the ``user_info`` as Python values (frames as
    tuples of four floats), for editing ones the ``responder``'s name."""

    def __init__(self, kind, name, user_info=None, responder=None):
        self.kind = kind
        self.name = name
        self.user_info = user_info or {}
        self.responder = responder

    @property
    def short(self):
        return re.sub(r"^UI(Keyboard|Application)?|(?<=Field)Text|(?<=View)Text|Notification$", "", self.name)

    @property
    def is_local(self):
        return self.user_info.get("UIKeyboardIsLocalUserInfoKey")

    @property
    def frame_begin(self):
        return self.user_info.get("UIKeyboardFrameBeginUserInfoKey")

    @property
    def frame_end(self):
        return self.user_info.get("UIKeyboardFrameEndUserInfoKey")

    @property
    def sequence(self):
        return self.user_info.get("Sequence")

    def __repr__(self):
        if self.kind == "lifecycle":
            return "<%s>" % self.short
        if self.kind == "editing":
            return "<%s %s>" % (self.short, self.responder)
        return "<%s %s end=%s seq=%s>" % (self.short, "local" if self.is_local else "not local",
                                          self.frame_end, self.sequence)


class App:
    """One app registered over a connection of its own, as an iOS app's process; ``notifications``
    holds everything it received, in order, up to the last call through the bench."""

    def __init__(self, bench, bundle_id, options):
        self.bench = bench
        self.bundle_id = bundle_id
        self.notifications = []
        self.connection = dbus.bus.BusConnection(bench.address, mainloop=_MAIN_LOOP)
        # Subscribed before registering, so that DidFinishLaunching is not missed. keyboardd sends
        # App1's signals to this connection alone: every one is this app's.
        self.connection.add_signal_receiver(self._on_keyboard, "KeyboardNotification", APP_INTERFACE)
        self.connection.add_signal_receiver(self._on_editing, "EditingNotification", APP_INTERFACE)
        self.connection.add_signal_receiver(self._on_lifecycle, "LifecycleNotification", APP_INTERFACE)
        server = dbus.Interface(self.connection.get_object(BUS_NAME, SERVER_PATH, introspect=False), SERVER_INTERFACE)
        try:
            self.path = str(_call(server.RegisterApp, bundle_id, options))
        except KeyboarddError:
            self.connection.close()
            raise
        self._object = self.connection.get_object(BUS_NAME, self.path, introspect=False)
        self._app = dbus.Interface(self._object, APP_INTERFACE)

    def _on_keyboard(self, name, user_info):
        self.notifications.append(Notification("keyboard", str(name), to_python(user_info)))

    def _on_editing(self, name, responder):
        self.notifications.append(Notification("editing", str(name), responder=str(responder)))

    def _on_lifecycle(self, name):
        self.notifications.append(Notification("lifecycle", str(name)))

    def _synchronize(self):
        """A round trip to keyboardd on this app's connection: what keyboardd sent this app
        before it answers arrives ahead of the answer, and messages are handled in the order
        they arrived, so once the answer is handled, so is everything before it."""
        answered = []
        self._object.Get(SERVER_INTERFACE, "Version", dbus_interface=PROPERTIES_INTERFACE,
                         reply_handler=lambda _: answered.append(True), error_handler=answered.append)
        self.bench._run_until(answered, "answer from keyboardd to %s" % self.bundle_id)

    def _do(self, method, *args):
        try:
            return to_python(_call(getattr(self._app, method), *args))
        finally:
            self.bench.sync()

    # What has been received.
    def mark(self):
        """A place in ``notifications``, for ``since``."""
        return len(self.notifications)

    def since(self, mark=0, kind=None):
        return [n for n in self.notifications[mark:] if kind is None or n.kind == kind]

    def names(self, mark=0, kind=None):
        """Short names (``WillShow``, ``DidBecomeActive``) since ``mark``."""
        return [n.short for n in self.since(mark, kind)]

    def keyboard_notifications(self, mark=0):
        return self.since(mark, "keyboard")

    def editing_notifications(self, mark=0):
        return self.since(mark, "editing")

    # App1's calls.
    def become_first_responder(self, responder, **traits):
        """``traits``: the contract's names, e.g. ``InputAccessoryViewHeight=44``, ``Kind="textView"``."""
        return self._do("BecomeFirstResponder", responder, _vardict(traits, numbers=dbus.Double))

    def resign_first_responder(self):
        return self._do("ResignFirstResponder")

    def reload_input_views(self):
        return self._do("ReloadInputViews")

    def set_input_accessory_view_height(self, height):
        return self._do("SetInputAccessoryViewHeight", dbus.Double(height))

    def set_window_frame(self, window_id, frame):
        return self._do("SetWindowFrame", window_id, to_variant(tuple(float(v) for v in frame)))

    def set_snapshot_cover(self, covered):
        return self._do("SetSnapshotCover", dbus.Boolean(covered))

    def report(self, **facts):
        return self._do("Report", _vardict(facts))

    def unregister(self):
        return self._do("Unregister")

    def get_property(self, name):
        return self.bench.get_property(self.path, APP_INTERFACE, name)

    @property
    def state(self):
        return self.get_property("State")

    @property
    def first_responder(self):
        return self.get_property("FirstResponder")

    @property
    def keyboard_overlap(self):
        return self.get_property("KeyboardOverlap")

    def close(self):
        """The app's process goes away (its connection closes)."""
        if self in self.bench.apps:
            self.bench.apps.remove(self)
        self.connection.close()

    def __repr__(self):
        return "<App %s: %s>" % (self.bundle_id, self.notifications)


class Control:
    """Control1, the person holding the device and the test bench: ``settle()``, ``advance(ms)``,
    ``launch_app(id)``, ``go_home()``, ``set_profile(name)``, ``trace(after)``, ... Every Control1
    method, by its name in snake_case; after each call every app has handled what it was sent."""

    def __init__(self, bench):
        self._bench = bench
        self._control = dbus.Interface(bench.connection.get_object(BUS_NAME, SERVER_PATH, introspect=False),
                                       CONTROL_INTERFACE)

    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        method = _camel(name)
        valid = self._bench.control_methods
        if method not in valid:
            raise AttributeError("Control1 has no %s (%s); it has: %s" % (
                method, name, ", ".join(sorted(re.sub(r"(?<!^)([A-Z])", r"_\1", m).lower() for m in valid))))

        def call(*args):
            try:
                return to_python(_call(getattr(self._control, method), *args))
            finally:
                self._bench.sync()
        call.__name__ = name
        return call

    def settle(self):
        """Runs keyboardd's clock until nothing is pending; returns its time in ms."""
        return self.__getattr__("settle")()

    def advance(self, ms):
        return self.__getattr__("advance")(dbus.UInt64(ms))

    def launch_app(self, bundle_id):
        return self.__getattr__("launch_app")(bundle_id)

    def trace(self, after=0):
        """keyboardd's journal after ``after``: (sequence, time, app, event, data) tuples."""
        return self.__getattr__("trace")(dbus.UInt64(after))


class KeyboarddBench:
    """A private dbus-daemon and keyboardd (virtual clock) as child processes, a connection of
    the test's own (``control``, ``server``, ``keyboard``), and apps on connections of their own. Use it
    with ``with`` (or ``start()``/``stop()``); the ``keyboardd_bench`` fixture does."""

    def __init__(self, device=None, profile=None, keyboardd=None, dbus_daemon=None, arguments=(), timeout=20):
        self.device = device
        self.profile = profile
        self.keyboardd_binary = keyboardd or find_keyboardd()
        self.dbus_daemon_binary = dbus_daemon or find_dbus_daemon()
        self.arguments = list(arguments)
        self.timeout = timeout
        self.directory = None
        self.address = None
        self.bus_pid = None
        self.keyboardd_pid = None
        self.connection = None
        self.log_path = None
        self.apps = []
        self._guardian = None
        self._keyboardd = None
        self._control_methods = None

    def __enter__(self):
        self.start()
        return self

    def __exit__(self, *exc_info):
        self.stop()

    def start(self):
        self.directory = tempfile.mkdtemp(prefix="keyboardd-pytest-")
        try:
            self._start_bus()
            self._start_keyboardd()
        except BaseException:
            self.stop()
            raise
        self.control = Control(self)

    def _start_bus(self):
        bus_directory = os.path.join(self.directory, "bus")
        os.mkdir(bus_directory, 0o700)
        config = os.path.join(bus_directory, "bus.conf")
        with open(config, "w") as file:
            file.write(BUS_CONFIG.format(directory=bus_directory))
        self._guardian = subprocess.Popen(
            ["/bin/sh", "-c", GUARDIAN, "sh", self.dbus_daemon_binary, config, bus_directory],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        lines = self._read_lines(self._guardian.stdout, 2)
        if len(lines) < 2 or not lines[0].startswith("unix:") or not lines[1].isdigit():
            raise BenchUnavailable("%s did not start (said %r)" % (self.dbus_daemon_binary, lines))
        self.address, self.bus_pid = lines[0], int(lines[1])
        self.connection = dbus.bus.BusConnection(self.address, mainloop=_MAIN_LOOP)

    def _read_lines(self, stream, count):
        """``count`` lines from a child's pipe, with the bench's deadline."""
        deadline = time.monotonic() + self.timeout
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

    def _start_keyboardd(self):
        owned = []
        self.connection.add_signal_receiver(lambda name, old, new: new and owned.append(new), "NameOwnerChanged",
                                            "org.freedesktop.DBus", "org.freedesktop.DBus", arg0=BUS_NAME)
        arguments = ["--bus", self.address, "--clock", "virtual",
                     "--state-dir", os.path.join(self.directory, "state")] + self.arguments
        if self.device:
            arguments += ["--device", self.device]
        if self.profile:
            arguments += ["--profile", self.profile]
        self.log_path = os.path.join(self.directory, "keyboardd.log")
        with open(self.log_path, "wb") as log:
            self._keyboardd = subprocess.Popen([self.keyboardd_binary] + arguments, stdin=subprocess.DEVNULL,
                                               stdout=log, stderr=subprocess.STDOUT)
        self.keyboardd_pid = self._keyboardd.pid
        # Until keyboardd owns its name (NameOwnerChanged), or exits, or the deadline passes;
        # every 50 ms a look at the process, so that one that exited is an error at once.
        def look():
            if self._keyboardd.poll() is not None:
                owned.append(None)
            return True
        if not self.connection.name_has_owner(BUS_NAME):
            watch = GLib.timeout_add(50, look)
            try:
                self._run_until(owned, "%s on the bus" % BUS_NAME)
            except TimeoutError:
                raise BenchUnavailable("%s did not take %s within %g s:\n%s" % (
                    self.keyboardd_binary, BUS_NAME, self.timeout, self.log)) from None
            finally:
                GLib.source_remove(watch)
            if not owned[-1]:
                raise BenchUnavailable("%s exited with status %d before it took %s:\n%s" % (
                    self.keyboardd_binary, self._keyboardd.returncode, BUS_NAME, self.log))

    def _run_until(self, done, what):
        """Runs the GLib main context until ``done`` (a list) is not empty, with the bench's deadline."""
        context = GLib.MainContext.default()
        expired = []
        deadline = GLib.timeout_add(int(self.timeout * 1000), lambda: expired.append(True))   # None: it goes
        try:
            while not done and not expired:
                context.iteration(True)
        finally:
            if not expired:
                GLib.source_remove(deadline)
        if not done:
            raise TimeoutError("no %s within %g s" % (what, self.timeout))

    @property
    def log(self):
        """What keyboardd wrote so far (stdout and stderr)."""
        try:
            with open(self.log_path, errors="replace") as file:
                return file.read()
        except (OSError, TypeError):   # gone with the bench, or not started
            return ""

    @property
    def control_methods(self):
        """Control1's methods, as the running keyboardd introspects them."""
        if self._control_methods is None:
            xml = self.connection.get_object(BUS_NAME, SERVER_PATH, introspect=False).Introspect(
                dbus_interface="org.freedesktop.DBus.Introspectable")
            interface = re.search(r'<interface name="%s">(.*?)</interface>' % re.escape(CONTROL_INTERFACE), xml, re.S)
            self._control_methods = set(re.findall(r'<method name="(\w+)"', interface.group(1) if interface else ""))
        return self._control_methods

    def app(self, bundle_id, launch=True, window_frame=None, background_modes=None):
        """Registers an app over a connection of its own (``RegisterApp``); ``launch=False``
        leaves it registered but not launched, for ``control.launch_app``."""
        options = {"Launch": bool(launch)}
        if window_frame is not None:
            options["WindowFrame"] = tuple(float(v) for v in window_frame)
        if background_modes is not None:
            options["BackgroundModes"] = list(background_modes)
        app = App(self, bundle_id, _vardict(options))
        self.apps.append(app)
        self.sync()
        return app

    def reset(self):
        """Back to a fresh keyboardd (Control1.Reset: no apps, default device and profile, empty trace)
        with every app's connection closed: for a bench shared by several tests."""
        for app in list(self.apps):
            app.close()
        self.control.reset()

    def sync(self):
        """Every app has handled every notification keyboardd sent it so far."""
        for app in self.apps:
            app._synchronize()

    def get_property(self, path, interface, name):
        target = self.connection.get_object(BUS_NAME, path, introspect=False)
        return to_python(_call(lambda: target.Get(interface, name, dbus_interface=PROPERTIES_INTERFACE)))

    def server(self, name):
        """A Server1 property: ``Frontmost``, ``KeyboardOwner``, ``Profile``, ``Now``, ..."""
        return self.get_property(SERVER_PATH, SERVER_INTERFACE, name)

    def keyboard(self, name):
        """A Keyboard1 property: ``Visible``, ``Frame``, ``Owner``, ..."""
        return self.get_property(KEYBOARD_PATH, KEYBOARD_INTERFACE, name)

    def stop(self):
        """Stops keyboardd, then dbus-daemon, by PID, and removes the bench's directory. Idempotent."""
        for app in list(self.apps):
            app.close()
        if self.connection is not None:
            self.connection.close()
            self.connection = None
        if self._keyboardd is not None:
            _stop(self._keyboardd)
            self._keyboardd = None
        if self._guardian is not None:
            if self.bus_pid is not None:
                _kill(self.bus_pid, signal.SIGTERM)
            # EOF on its stdin lets the guardian finish: it waits for dbus-daemon, then removes
            # the bus directory.
            self._guardian.stdin.close()
            _stop(self._guardian, already_told=True)
            self._guardian.stdout.close()
            self._guardian = None
        if self.directory is not None:
            shutil.rmtree(self.directory, ignore_errors=True)
            self.directory = None


def _kill(pid, number):
    try:
        os.kill(pid, number)
    except ProcessLookupError:
        pass


def _stop(process, already_told=False, timeout=10):
    """SIGTERM by PID, then wait; SIGKILL if it will not go."""
    if not already_told and process.poll() is None:
        process.send_signal(signal.SIGTERM)
    try:
        process.wait(timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


def find_keyboardd():
    """$KEYBOARDD_BINARY, keyboardd on PATH, or this repository's own build."""
    candidates = [os.environ.get("KEYBOARDD_BINARY"), shutil.which("keyboardd")]
    here = os.path.dirname(os.path.abspath(__file__))
    candidates += [os.path.join(here, "..", "..", ".build", kind, "keyboardd") for kind in ("debug", "release")]
    if os.environ.get("KEYBOARDD_BINARY"):
        candidates = candidates[:1]
    for path in candidates:
        if path and os.path.isfile(path) and os.access(path, os.X_OK):
            return os.path.normpath(path)
    raise BenchUnavailable(
        "keyboardd not found%s: build it with `swift build --product keyboardd` in the keyboardd repository, "
        "then set KEYBOARDD_BINARY=/path/to/keyboardd/.build/debug/keyboardd (or put keyboardd on PATH)"
        % (" at KEYBOARDD_BINARY=%s" % os.environ["KEYBOARDD_BINARY"] if os.environ.get("KEYBOARDD_BINARY") else ""))


def find_dbus_daemon():
    """$KEYBOARDD_DBUS_DAEMON or dbus-daemon on PATH."""
    path = os.environ.get("KEYBOARDD_DBUS_DAEMON") or shutil.which("dbus-daemon")
    if path and os.path.isfile(path) and os.access(path, os.X_OK):
        return path
    raise BenchUnavailable(
        "dbus-daemon not found%s: install it (Debian, Ubuntu: apt-get install dbus-daemon) or set "
        "KEYBOARDD_DBUS_DAEMON=/path/to/dbus-daemon"
        % (" at KEYBOARDD_DBUS_DAEMON=%s" % path if path else " on PATH"))


try:
    import pytest
except ImportError:   # the bench works without pytest; the fixture needs it
    pytest = None

if pytest is not None:
    def pytest_configure(config):
        config.addinivalue_line(
            "markers", "keyboardd(device=None, profile=None, arguments=()): how keyboardd_bench starts keyboardd")

    @pytest.fixture
    def keyboardd_bench(request):
        """A ``KeyboarddBench``: a private bus and keyboardd (virtual clock), stopped by PID after
        the test. ``@pytest.mark.keyboardd(device=..., profile=...)`` picks the device and profile."""
        marker = request.node.get_closest_marker("keyboardd")
        with KeyboarddBench(**(marker.kwargs if marker else {})) as bench:
            yield bench
