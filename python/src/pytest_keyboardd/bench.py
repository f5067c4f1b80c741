"""KeyboarddBench: a private dbus-daemon and keyboardd on the virtual clock, the test's own
connection, and apps on connections of their own."""
from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import warnings
from typing import Any, Deque, Dict, List, Optional, Sequence

from jeepney import MatchRule, Message

from . import _contract as c
from . import _processes as processes
from ._bus import Connection, signal_args
from ._catalog import ERA_DEVICES
from ._errors import BenchUnavailable, KeyboarddError
from .app import App
from .control import Control

# Errors the bus answers when keyboardd is no longer there to answer.
_GONE = {c.ERROR_SERVICE_UNKNOWN, c.ERROR_NO_REPLY, c.ERROR_NAME_HAS_NO_OWNER}


def era_from(era: Optional[str], profile: Optional[str], where: str) -> Optional[str]:
    """``era=``, or the deprecated ``profile=`` (pytest-keyboardd 0.1's word; one release more) with
    a DeprecationWarning that names ``era=``. Both at once is a mistake unless they agree."""
    if profile is None:
        return era
    warnings.warn("%s: profile= is deprecated, use era= (the same names: era=%r)" % (where, profile),
                  DeprecationWarning, stacklevel=3)
    if era is not None and era != profile:
        raise TypeError("%s: got era=%r and profile=%r; give era= alone" % (where, era, profile))
    return profile


def _signal_rule(interface: str, member: str, **fields: str) -> MatchRule:
    return MatchRule(type="signal", interface=interface, member=member, **fields)


class KeyboarddBench:
    """A private dbus-daemon and keyboardd (``--clock virtual``) as child processes, a connection
    of the test's own (``control``, ``server``, ``keyboard``), and apps on connections of their
    own. Use it with ``with`` (or ``start()``/``stop()``); the fixtures do.

    ``device``, ``era`` (``"ios13"``; the contract's Profile) and ``arguments`` are keyboardd's
    command line; ``orientation`` and ``settings`` (``{"reduce-motion": True}``) are applied with
    Control1.Configure once it runs. ``profile`` is the deprecated name of ``era``.
    """

    def __init__(self, device: Optional[str] = None, era: Optional[str] = None,
                 keyboardd: Optional[str] = None, dbus_daemon: Optional[str] = None,
                 arguments: Sequence[str] = (), timeout: float = 20, settings: Optional[Dict[str, Any]] = None,
                 orientation: Optional[str] = None, prefix: str = "pytest-keyboardd-",
                 profile: Optional[str] = None) -> None:
        self.device = device
        self.era = era_from(era, profile, "KeyboarddBench")
        self.orientation = orientation
        self.settings = dict(settings or {})
        self.keyboardd_binary = keyboardd or processes.find_keyboardd()
        self.dbus_daemon_binary = dbus_daemon or processes.find_dbus_daemon()
        self.arguments = list(arguments)
        self.timeout = timeout
        self.prefix = prefix
        self.directory: Optional[str] = None
        self.address: Optional[str] = None
        self.bus_pid: Optional[int] = None
        self.guardian_pid: Optional[int] = None
        self.keyboardd_pid: Optional[int] = None
        self.connection: Optional[Connection] = None
        self.log_path: Optional[str] = None
        self.apps: List[App] = []
        self.control = Control(self)
        self._guardian: Optional[subprocess.Popen] = None
        self._keyboardd: Optional[subprocess.Popen] = None
        self._keyboardd_exited: Optional[int] = None   # a pidfd, readable once keyboardd ended
        self._removed: Optional[Deque[Message]] = None   # InterfacesRemoved seen on self.connection

    def __enter__(self) -> "KeyboarddBench":
        self.start()
        return self

    def __exit__(self, *exc_info: Any) -> None:
        self.stop()

    # Starting.
    def start(self) -> None:
        """Starts dbus-daemon, then keyboardd, and waits until keyboardd owns its name. On any
        failure everything started so far is stopped before the error is raised."""
        self.directory = tempfile.mkdtemp(prefix=self.prefix)
        try:
            self._start_bus()
            self._start_keyboardd()
            self.configure(orientation=self.orientation, settings=self.settings)
        except BaseException:
            self.stop()
            raise

    def _start_bus(self) -> None:
        assert self.directory is not None
        bus_directory = os.path.join(self.directory, "bus")
        os.mkdir(bus_directory, 0o700)
        self._guardian, self.address, self.bus_pid = processes.start_bus(
            self.dbus_daemon_binary, bus_directory, self.directory, os.path.join(self.directory, "dbus-daemon.log"),
            self.timeout)
        self.guardian_pid = self._guardian.pid
        self.connection = Connection(self.address, self.timeout)

    def _start_keyboardd(self) -> None:
        assert self.connection is not None and self.directory is not None and self.address is not None
        # Matched before keyboardd starts, so that neither its name nor an app's removal is missed.
        owner_changed = _signal_rule(c.DBUS_INTERFACE, c.NAME_OWNER_CHANGED, sender=c.DBUS_NAME)
        owner_changed.add_arg_condition(0, c.BUS_NAME)
        removed = _signal_rule(c.OBJECT_MANAGER_INTERFACE, c.INTERFACES_REMOVED, path=c.SERVER_PATH)
        for rule in (owner_changed, removed):
            self.connection.bus_call(c.ADD_MATCH[0], c.ADD_MATCH[1], rule.serialise())
        owners = self.connection.queue(owner_changed)
        self._removed = self.connection.queue(removed)

        arguments = ["--bus", self.address, "--clock", "virtual",
                     "--state-dir", os.path.join(self.directory, "state")] + self.arguments
        if self.device:
            arguments += ["--device", self.device]
        if self.era:
            arguments += ["--era", self.era]
        self.log_path = os.path.join(self.directory, "keyboardd.log")
        self._keyboardd = processes.start_keyboardd(self.keyboardd_binary, arguments, self.log_path)
        self.keyboardd_pid = self._keyboardd.pid
        self._keyboardd_exited = processes.pidfd(self.keyboardd_pid)
        # Until keyboardd owns its name (NameOwnerChanged with a new owner), exits, or the
        # deadline passes.
        while True:
            try:
                running = self.connection.wait(owners, "%s on the bus" % c.BUS_NAME, self._keyboardd_exited)
            except TimeoutError:
                if not self.alive:
                    raise self._exited_error("before it took %s" % c.BUS_NAME) from None
                raise BenchUnavailable("%s did not take %s within %g s:\n%s" % (
                    self.keyboardd_binary, c.BUS_NAME, self.timeout, self.log)) from None
            if not running:
                raise self._exited_error("before it took %s" % c.BUS_NAME)
            if signal_args(owners.popleft())[2]:
                return

    def _exited_error(self, when: str) -> BenchUnavailable:
        assert self._keyboardd is not None
        status = self._keyboardd.wait()
        how = "exited with status %d" % status if status >= 0 else "was killed by signal %d" % -status
        return BenchUnavailable("%s %s %s; it wrote:\n%s" % (self.keyboardd_binary, how, when, self.log))

    @property
    def alive(self) -> bool:
        """True while keyboardd runs."""
        return self._keyboardd is not None and self._keyboardd.poll() is None

    @property
    def log(self) -> str:
        """What keyboardd wrote so far (stdout and stderr)."""
        return processes.read_text(self.log_path) if self.log_path else ""

    # Calls.
    def call(self, connection: Connection, path: str, interface: str, member: str, signature: str,
             args: Sequence[Any], numbers: str = "x") -> tuple:
        """A call on ``connection``; when it fails because keyboardd is gone, the error says
        so with keyboardd's exit status and what it wrote."""
        try:
            return connection.call(path, interface, member, signature, args, numbers=numbers)
        except KeyboarddError as error:
            if error.name in _GONE and self._exits():
                raise self._exited_error("during the test (%s.%s)" % (interface, member)) from error
            raise
        except ConnectionError:   # the bus itself went away; keyboardd follows it
            if self._exits():
                raise self._exited_error("during the test (%s.%s)" % (interface, member)) from None
            raise
        except TimeoutError:   # the deadline has passed already: only look
            if self._exits(wait=0):
                raise self._exited_error("during the test (%s.%s)" % (interface, member)) from None
            raise

    def _exits(self, wait: Optional[float] = None) -> bool:
        """After the bus said keyboardd left it: True once keyboardd has exited, within ``wait``
        (the bench's deadline by default). The bus can notice before the kernel has made the
        dying process a zombie (its sockets close first), so a look at it now could still see
        it running; and a keyboardd that lost its bus exits by itself."""
        if self._keyboardd is None:
            return False
        try:
            self._keyboardd.wait(self.timeout if wait is None else wait)
        except subprocess.TimeoutExpired:
            return False
        return True

    @property
    def connected(self) -> Connection:
        """The test's own connection (Control1 calls, properties); an error before start()."""
        if self.connection is None:
            raise RuntimeError("the bench is not started (or was stopped): call start(), or use it with `with`")
        return self.connection

    def get_property(self, path: str, interface: str, name: str) -> Any:
        return self.call(self.connected, path, c.PROPERTIES_INTERFACE, c.GET[0], c.GET[1], (interface, name))[0]

    def server(self, name: str) -> Any:
        """A Server1 property: ``Frontmost``, ``KeyboardOwner``, ``Profile``, ``Now``, ..."""
        return self.get_property(c.SERVER_PATH, c.SERVER_INTERFACE, name)

    def keyboard(self, name: str) -> Any:
        """A Keyboard1 property: ``Visible``, ``Frame``, ``Owner``, ..."""
        return self.get_property(c.KEYBOARD_PATH, c.KEYBOARD_INTERFACE, name)

    @property
    def control_methods(self) -> set:
        """Control1's methods, by their D-Bus names."""
        return set(c.CONTROL_METHODS)

    # Apps.
    def app(self, bundle_id: str, launch: bool = True, window_frame: Optional[Sequence[float]] = None,
            background_modes: Optional[Sequence[str]] = None) -> App:
        """Registers an app over a connection of its own (``RegisterApp``); ``launch=False``
        leaves it registered but not launched, for ``control.launch_app``."""
        options: Dict[str, Any] = {c.KEY_LAUNCH: bool(launch)}
        if window_frame is not None:
            options[c.KEY_WINDOW_FRAME] = tuple(float(v) for v in window_frame)
        if background_modes is not None:
            options[c.KEY_BACKGROUND_MODES] = list(background_modes)
        app = App(self, bundle_id, options)
        self.apps.append(app)
        self.sync()
        return app

    def sync(self) -> None:
        """Every app has handled every notification keyboardd sent it so far."""
        for app in list(self.apps):
            app._synchronize()

    def _close_app(self, app: App, wait: bool) -> None:
        if app in self.apps:
            self.apps.remove(app)
        if app.connection.closed:
            return
        removed = self._removed
        registered = False
        if wait and self.alive and removed is not None:
            try:   # a round trip: every earlier InterfacesRemoved is in `removed` after it
                self.get_property(app.path, c.APP_INTERFACE, c.BUNDLE_ID_PROPERTY)
                registered = True
            except KeyboarddError:
                pass
            removed.clear()
        app.connection.close()
        while registered and removed is not None:   # until keyboardd has removed the app whose process went away
            self.connected.wait(removed, "removal of %s after its connection closed" % app.bundle_id)
            registered = signal_args(removed.popleft())[0] != app.path

    # Between tests.
    @property
    def profile(self) -> Optional[str]:
        """Deprecated: ``era``."""
        warnings.warn("KeyboarddBench.profile is deprecated, use .era", DeprecationWarning, stacklevel=2)
        return self.era

    def reset(self, device: Optional[str] = None, era: Optional[str] = None,
              orientation: Optional[str] = None, settings: Optional[Dict[str, Any]] = None,
              profile: Optional[str] = None) -> None:
        """Back to a fresh keyboardd (every app's connection closed, Control1.Reset: no apps, the
        device and era it started with, default settings, an empty trace), then ``configure``
        with the arguments: what a bench shared by several tests does before each."""
        era = era_from(era, profile, "reset")
        for app in list(self.apps):
            self._close_app(app, wait=False)
        self.control.reset()
        if self._removed is not None:
            self._removed.clear()
        self.configure(device, era, orientation, settings)

    def configure(self, device: Optional[str] = None, era: Optional[str] = None,
                  orientation: Optional[str] = None, settings: Optional[Dict[str, Any]] = None,
                  profile: Optional[str] = None) -> None:
        """Device, era, orientation and settings in one Control1.Configure (the era is the
        contract's ``Profile``), so that no impossible device and era pair is passed through. An
        era given alone keeps the current device when it ran that era, else takes the era's own
        device, as ``keyboardd --era`` does."""
        era = era_from(era, profile, "configure")
        options: Dict[str, Any] = dict(settings or {})
        for key, value in ((c.KEY_DEVICE, device), (c.KEY_PROFILE, era), (c.KEY_ORIENTATION, orientation)):
            if value is not None:
                options[key] = value
        if not options:
            return
        try:
            self.control.configure(options)
        except KeyboarddError as error:
            if error.name != c.ERROR_NOT_SUPPORTED or device is not None or era not in ERA_DEVICES:
                raise
            self.control.configure(dict(options, **{c.KEY_DEVICE: ERA_DEVICES[era]}))

    # Stopping.
    def stop(self) -> None:
        """Stops keyboardd, then dbus-daemon, by PID, and removes the bench's directory. Idempotent;
        safe after a failed start."""
        for app in list(self.apps):
            self._close_app(app, wait=False)
        if self.connection is not None:
            self.connection.close()
            self.connection = None
        if self._keyboardd is not None:
            processes.stop(self._keyboardd)
            self._keyboardd = None
        if self._keyboardd_exited is not None:
            os.close(self._keyboardd_exited)
            self._keyboardd_exited = None
        if self._guardian is not None:
            processes.stop_guardian(self._guardian, self.bus_pid)
            self._guardian = None
        if self.directory is not None:   # the guardian removed it, unless the bus never started
            shutil.rmtree(self.directory, ignore_errors=True)
            self.directory = None

    def __repr__(self) -> str:
        return "<KeyboarddBench %s keyboardd=%s bus=%s apps=%s>" % (
            self.address, self.keyboardd_pid, self.bus_pid, [a.bundle_id for a in self.apps])
