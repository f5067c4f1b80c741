#!/usr/bin/python3
"""A keyboardd app in Python: registers over D-Bus and prints every notification it receives.

Needs Debian's python3-dbus and python3-gi (GLib main loop). One line per notification:

    KeyboardNotification UIKeyboardWillShowNotification IsLocal=true FrameEnd=(0,477,375,335) Sequence=2
    EditingNotification UITextFieldTextDidBeginEditingNotification tummy
    LifecycleNotification UIApplicationDidBecomeActiveNotification
"""
import argparse
import signal
import sys

import dbus
import dbus.mainloop.glib
from gi.repository import GLib

BUS_NAME = "org.keyboardd.Server1"
SERVER_PATH = "/org/keyboardd/Server1"
APP_INTERFACE = "org.keyboardd.App1"


def app_path(bundle_id):
    """The contract's object path: every byte outside [A-Za-z0-9] becomes _ plus two hex digits."""
    escaped = "".join(chr(b) if chr(b).isascii() and chr(b).isalnum() else "_%02x" % b
                      for b in bundle_id.encode())
    return SERVER_PATH + "/apps/" + escaped


def rect(value):
    return "(" + ",".join("%g" % v for v in value) + ")"


def main():
    parser = argparse.ArgumentParser(description="Register an app with keyboardd and print its notifications.")
    parser.add_argument("--bundle-id", required=True, help="the app's bundle id, e.g. com.example.ike")
    parser.add_argument("--no-launch", action="store_true",
                        help="register without launching (the app comes up with Control1.LaunchApp)")
    parser.add_argument("--focus", metavar="NAME",
                        help="make responder NAME first responder as soon as the app is active")
    parser.add_argument("--bus", metavar="ADDRESS", help="bus address (default: the session bus)")
    args = parser.parse_args()

    dbus.mainloop.glib.DBusGMainLoop(set_as_default=True)
    bus = dbus.bus.BusConnection(args.bus) if args.bus else dbus.SessionBus()
    loop = GLib.MainLoop()
    for signum in (signal.SIGINT, signal.SIGTERM):   # handled once the loop runs, even if sent before
        GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signum, lambda: loop.quit() or GLib.SOURCE_REMOVE)
    path = app_path(args.bundle_id)
    app = dbus.Interface(bus.get_object(BUS_NAME, path, introspect=False), APP_INTERFACE)
    focused = False

    def focus():
        nonlocal focused
        if args.focus and not focused:
            focused = True
            try:
                ok = app.BecomeFirstResponder(args.focus, dbus.Dictionary({}, signature="sv"))
                print("BecomeFirstResponder %s -> %s" % (args.focus, "true" if ok else "false"), flush=True)
            except dbus.DBusException as error:
                print("BecomeFirstResponder %s: %s" % (args.focus, error.get_dbus_name()), flush=True)

    def on_keyboard(name, info):
        # IsLocal came with iOS 9: absent on ios8 (C14).
        local = info.get("UIKeyboardIsLocalUserInfoKey")
        print("KeyboardNotification %s IsLocal=%s FrameEnd=%s Sequence=%d" % (
            name, "absent" if local is None else "true" if local else "false",
            rect(info["UIKeyboardFrameEndUserInfoKey"]), info["Sequence"]), flush=True)

    def on_editing(name, responder):
        print("EditingNotification %s %s" % (name, responder), flush=True)

    def on_lifecycle(name):
        print("LifecycleNotification %s" % name, flush=True)
        if name == "UIApplicationDidBecomeActiveNotification":   # also when it was sent during RegisterApp
            focus()

    def on_removed(removed_path, interfaces):
        if removed_path == path:   # TerminateApp, Reset, Unregister: the app is gone, and so are we
            print("Removed %s" % path, flush=True)
            loop.quit()

    # Subscribe before registering, so that DidFinishLaunching is not missed.
    bus.add_signal_receiver(on_keyboard, "KeyboardNotification", APP_INTERFACE, BUS_NAME, path)
    bus.add_signal_receiver(on_editing, "EditingNotification", APP_INTERFACE, BUS_NAME, path)
    bus.add_signal_receiver(on_lifecycle, "LifecycleNotification", APP_INTERFACE, BUS_NAME, path)
    bus.add_signal_receiver(on_removed, "InterfacesRemoved", "org.freedesktop.DBus.ObjectManager",
                            BUS_NAME, SERVER_PATH)

    server = dbus.Interface(bus.get_object(BUS_NAME, SERVER_PATH, introspect=False), "org.keyboardd.Server1")
    try:
        registered = server.RegisterApp(args.bundle_id, dbus.Dictionary(
            {"Launch": dbus.Boolean(not args.no_launch)}, signature="sv"))
    except dbus.DBusException as error:
        print("keyboard_app: RegisterApp: %s: %s" % (error.get_dbus_name(), error.get_dbus_message()),
              file=sys.stderr)
        return 1
    print("Registered %s at %s" % (args.bundle_id, registered), flush=True)

    bus.call_on_disconnection(lambda _: loop.quit())
    bus.watch_name_owner(BUS_NAME, lambda owner: owner or loop.quit())   # keyboardd went away
    loop.run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
