import DBus
import Foundation
import KeyboardContract

// keyboardd restarts: the app goes with the old process and comes back with the new one. Runs
// on the connection's loop thread, so the new registration's notifications (queued behind
// RegisterApp's reply) are delivered after `.reregistered`.
extension KeyboardApp {
    /// NameOwnerChanged for org.keyboardd.Server1.
    func daemonOwnerChanged(from old: String?, to new: String?) {
        enum Step { case none, left(String?), back(String), leftAndBack(String?, String) }
        let step = link.withLock { link -> Step in
            switch link.phase {
            case .registering:
                // The first registration looks at this when RegisterApp returns.
                link.daemon = new
                return .none
            case .registered:
                guard new != link.daemon else { return .none }
                let gone = link.daemon
                link.phase = .away
                link.daemon = new
                if let new { return .leftAndBack(gone, new) }
                return .left(gone)
            case .away:
                guard let new else { return .none }
                link.daemon = new
                return .back(new)
            case .unregistered, .closed:
                return .none
            }
        }
        switch step {
        case .none: return
        case .left(let gone): announceLeft(gone)
        case .back(let owner): reregister(with: owner)
        case .leftAndBack(let gone, let owner):
            announceLeft(gone)
            reregister(with: owner)
        }
    }

    func announceLeft(_ gone: String?) {
        logger.warning("keyboardd left the bus (was \(gone ?? "unknown")); \(bundleId) is gone with it, calls fail until it is back")
        queue.async { [self] in
            status.reset()
            yield(.disconnected)
        }
    }

    func reregister(with owner: String) {
        guard link.withLock({ $0.phase == .away && $0.daemon == owner }) else { return }
        do throws(KeyboardClientError) {
            let registeredWith = try register()
            let kept = link.withLock { link -> Bool in
                guard link.phase == .away, link.daemon == registeredWith else { return false }
                link.phase = .registered
                return true
            }
            guard kept else { return }
            logger.info("keyboardd is back (\(registeredWith)); re-registered as \(bundleId) at \(objectPath)")
            queue.async { [self] in
                // A new launch, as far as UIKit's state goes.
                setApplicationState(.inactive)
                yield(.reregistered)
            }
        } catch {
            logger.error("keyboardd is back (\(owner)) but \(bundleId) could not register again: \(error)")
        }
    }

    /// The bus connection itself is gone (the bus stopped): nothing comes back on it.
    func busLost() {
        let was = link.withLock { link -> Link.Phase in
            defer { link.phase = .closed }
            return link.phase
        }
        guard was != .closed else { return }
        logger.error("lost the connection to \(bus); \(bundleId) is gone and the client is closed")
        queue.async { [self] in
            status.reset()
            yield(.disconnected)
            eventStreams.finishAll()
        }
    }
}
