// A minimal app process for integration tests: registers one app with keyboardd, prints every
// notification it receives as a line of JSON, and takes commands on stdin. Tests start it as a
// separate process so that killing it is a real process dying (SIGKILL included).
//
//   keyboard-test-app --bus ADDRESS --bundle-id ID [--no-launch] [--focus RESPONDER] [--background-mode MODE]
//   stdin: "focus NAME" | "resign" | "reload" | "unregister" | "ping" | "exit"
// Commands run one after the other; "ping" answers `pong` at once, so its answer says that every
// command sent before it is done (each waited for keyboardd's reply).
import DBus
import Foundation
import KeyboardContract

/// One app process: its connection and what it does with it.
final class TestApp: Sendable {
    let connection: Connection
    let app: App1.Proxy
    let server: Server1.Proxy

    init(address: String, bundleId: String) {
        do { connection = try Connection(address: address) } catch { TestApp.fail("cannot connect: \(error.message)") }
        app = App1.Proxy(connection, bundleId: bundleId)
        server = Server1.Proxy(connection)
    }

    static func emit(_ object: [String: Any]) {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return }
        FileHandle.standardOutput.write(data + Data("\n".utf8))
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("keyboard-test-app: \(message)\n".utf8))
        exit(1)
    }

    /// Prints every notification unicast to the app (no match rule on the bus: unicasts reach us).
    func listen() -> [Subscription] {
        do {
            return [
                try app.onKeyboardNotification(addToBus: false) { notification in
                    TestApp.emit(["event": "keyboard", "name": notification.name,
                                  "isLocal": notification.userInfo.isLocal, "sequence": notification.userInfo.sequence])
                },
                try app.onEditingNotification(addToBus: false) {
                    TestApp.emit(["event": "editing", "name": $0.name, "responder": $0.responder])
                },
                try app.onLifecycleNotification(addToBus: false) { TestApp.emit(["event": "lifecycle", "name": $0.name]) },
            ]
        } catch { TestApp.fail("cannot subscribe: \(error.message)") }
    }

    /// Runs one call; an error reply is printed as an `error` event (named after `method`) and gives nil.
    func call<T>(_ method: String, _ body: () throws(DBusError) -> T) -> T? {
        do {
            return try body()
        } catch {
            TestApp.emit(["event": "error", "method": method, "name": error.name, "message": error.message])
            return nil
        }
    }

    func focus(_ responder: String) {
        if let accepted = call(App1.MethodName.becomeFirstResponder.rawValue, { () throws(DBusError) in try app.becomeFirstResponder(responder: responder, traits: App1.BecomeFirstResponderTraits()) }) {
            TestApp.emit(["event": "focused", "accepted": accepted])
        }
    }

    /// Commands from stdin; EOF or "exit" ends the process like a signal.
    func readCommands() {
        while let line = readLine() {
            let words = line.split(separator: " ").map(String.init)
            switch words.first {
            case "focus" where words.count == 2: focus(words[1])
            case "resign":
                if call(App1.MethodName.resignFirstResponder.rawValue, { () throws(DBusError) in try app.resignFirstResponder() }) != nil {
                    TestApp.emit(["event": "resigned"])
                }
            case "reload":
                if call(App1.MethodName.reloadInputViews.rawValue, { () throws(DBusError) in try app.reloadInputViews() }) != nil {
                    TestApp.emit(["event": "reloaded"])
                }
            case "unregister":
                if call(App1.MethodName.unregister.rawValue, { () throws(DBusError) in try app.unregister() }) != nil { TestApp.emit(["event": "unregistered"]) }
            case "ping": TestApp.emit(["event": "pong"])
            case "exit": kill(getpid(), SIGTERM)
            default: TestApp.emit(["event": "error", "message": "unknown command: \(line)"])
            }
        }
        kill(getpid(), SIGTERM)
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}
guard let address = option("--bus"), let bundleId = option("--bundle-id") else {
    TestApp.fail("usage: keyboard-test-app --bus ADDRESS --bundle-id ID [--no-launch] [--focus RESPONDER] [--background-mode MODE]")
}

// SIGTERM/SIGINT end the process cleanly, taken by sigwait below (blocked before any thread).
var stopSignals = sigset_t()
sigemptyset(&stopSignals)
sigaddset(&stopSignals, SIGTERM)
sigaddset(&stopSignals, SIGINT)
pthread_sigmask(SIG_BLOCK, &stopSignals, nil)

let app = TestApp(address: address, bundleId: bundleId)
let subscriptions = app.listen()
guard let path = app.call(Server1.MethodName.registerApp.rawValue, { () throws(DBusError) in
    let modes = try option("--background-mode").map { name throws(DBusError) in [try Server1.BackgroundMode(named: name)] }
    let registration = Server1.RegisterAppOptions(launch: !arguments.contains("--no-launch"), backgroundModes: modes)
    return try app.server.registerApp(bundleId: bundleId, options: registration)
}) else { exit(2) }
TestApp.emit(["event": "registered", "path": path.rawValue, "uniqueName": app.connection.uniqueName ?? ""])
if let responder = option("--focus") { app.focus(responder) }
Thread.detachNewThread { app.readCommands() }

var received: Int32 = 0
sigwait(&stopSignals, &received)
for subscription in subscriptions { subscription.cancel() }
app.connection.close()
exit(0)
