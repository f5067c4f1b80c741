import CDBus

/// libdbus's watch, timeout and wake-up callbacks, pointed at an `EventLoop`: how a connection
/// (or a listening server) gets its I/O done by a loop thread. The loop is passed unretained: its
/// owner keeps it alive until `release` has run.
extension EventLoop {
    /// Drives `connection`'s I/O; the owner dispatches in the loop's `afterIO`.
    func drive(connection raw: OpaquePointer) {
        let me = Unmanaged.passUnretained(self).toOpaque()
        dbus_connection_set_watch_functions(raw, Self.addWatch, Self.removeWatch, Self.toggleWatch, me, nil)
        dbus_connection_set_timeout_functions(raw, Self.addTimeout, Self.removeTimeout, Self.toggleTimeout, me, nil)
        dbus_connection_set_wakeup_main_function(raw, { data in
            guard let data else { return }
            Unmanaged<EventLoop>.fromOpaque(data).takeUnretainedValue().wakeFromOtherThread()
        }, me, nil)
        dbus_connection_set_dispatch_status_function(raw, { _, status, data in
            guard let data, status == DBUS_DISPATCH_DATA_REMAINS else { return }
            Unmanaged<EventLoop>.fromOpaque(data).takeUnretainedValue().wakeFromOtherThread()
        }, me, nil)
    }

    /// Stops driving `connection` (before it is closed): libdbus forgets the loop.
    func release(connection raw: OpaquePointer) {
        dbus_connection_set_watch_functions(raw, nil, nil, nil, nil, nil)
        dbus_connection_set_timeout_functions(raw, nil, nil, nil, nil, nil)
        dbus_connection_set_wakeup_main_function(raw, nil, nil, nil)
        dbus_connection_set_dispatch_status_function(raw, nil, nil, nil)
    }

    /// Drives a listening `DBusServer`'s sockets (accepting connections).
    func drive(server raw: OpaquePointer) {
        let me = Unmanaged.passUnretained(self).toOpaque()
        _ = dbus_server_set_watch_functions(raw, Self.addWatch, Self.removeWatch, Self.toggleWatch, me, nil)
        _ = dbus_server_set_timeout_functions(raw, Self.addTimeout, Self.removeTimeout, Self.toggleTimeout, me, nil)
    }

    func release(server raw: OpaquePointer) {
        _ = dbus_server_set_watch_functions(raw, nil, nil, nil, nil, nil)
        _ = dbus_server_set_timeout_functions(raw, nil, nil, nil, nil, nil)
    }

    private static func loop(_ data: UnsafeMutableRawPointer) -> EventLoop {
        Unmanaged<EventLoop>.fromOpaque(data).takeUnretainedValue()
    }

    private static let addWatch: DBusAddWatchFunction = { watch, data in
        guard let watch, let data else { return 0 }
        loop(data).addWatch(watch)
        return 1
    }

    private static let removeWatch: DBusRemoveWatchFunction = { watch, data in
        guard let watch, let data else { return }
        loop(data).removeWatch(watch)
    }

    /// Enabled state and flags are read fresh every iteration: just re-poll.
    private static let toggleWatch: DBusWatchToggledFunction = { _, data in
        guard let data else { return }
        loop(data).wakeFromOtherThread()
    }

    private static let addTimeout: DBusAddTimeoutFunction = { timeout, data in
        guard let timeout, let data else { return 0 }
        if dbus_timeout_get_enabled(timeout) != 0 { loop(data).addTimeout(timeout) }
        return 1
    }

    private static let removeTimeout: DBusRemoveTimeoutFunction = { timeout, data in
        guard let timeout, let data else { return }
        loop(data).removeTimeout(timeout)
    }

    private static let toggleTimeout: DBusTimeoutToggledFunction = { timeout, data in
        guard let timeout, let data else { return }
        if dbus_timeout_get_enabled(timeout) != 0 { loop(data).addTimeout(timeout) } else { loop(data).removeTimeout(timeout) }
    }
}
