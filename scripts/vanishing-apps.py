#!/usr/bin/python3
"""Registers APPS apps one after another, each on its own connection (two in three launched,
every other one focusing), and closes each connection without Unregister; prints keyboardd's
resident memory every 500 apps. Usage: vanishing-apps.py ADDRESS KEYBOARDD_PID APPS"""
import sys

import dbus

BUS_NAME = "org.keyboardd.Server1"
SERVER_PATH = "/org/keyboardd/Server1"


def resident_kib(pid):
    """Exact resident memory: smaps_rollup walks the page tables (status's VmRSS is approximate)."""
    with open("/proc/%d/smaps_rollup" % pid) as rollup:
        for line in rollup:
            if line.startswith("Rss:"):
                return int(line.split()[1])
    return -1


def main():
    address, pid, total = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    control = dbus.bus.BusConnection(address).get_object(BUS_NAME, SERVER_PATH)
    control.Ping(dbus_interface="org.freedesktop.DBus.Peer")   # keyboardd owns its name
    print("apps  RSS KiB")
    for i in range(1, total + 1):
        connection = dbus.bus.BusConnection(address)
        bundle_id = "vanish.n%d" % i
        connection.get_object(BUS_NAME, SERVER_PATH).RegisterApp(
            bundle_id, {"Launch": dbus.Boolean(i % 3 != 0)}, dbus_interface="org.keyboardd.Server1")
        if i % 2 == 0:
            path = SERVER_PATH + "/apps/vanish_2en%d" % i
            try:
                connection.get_object(BUS_NAME, path).BecomeFirstResponder(
                    "field", {}, dbus_interface="org.keyboardd.App1")
            except dbus.DBusException:
                pass   # an app that is not launched may not take focus
        connection.close()
        if i % 500 == 0:
            control.Settle(dbus_interface="org.keyboardd.Control1")
            print("%5d %8d" % (i, resident_kib(pid)), flush=True)


if __name__ == "__main__":
    main()
