import BusTestSupport
import Foundation
import ProcessSupport

/// `keyboardctl playground --embedded` (or with other arguments) as a person starts it: its first
/// line is the page's URL with the token, its second names the bus of the keyboardd it started.
/// Stopped by PID (SIGTERM: it stops its keyboardd and bus the same way) when the test is done.
final class PlaygroundProcess {
    let child: ChildProcess
    let url: String
    let address: String
    let stderrPath: String

    static var binDirectory: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path
    }

    init(_ arguments: [String] = ["--embedded"]) async throws {
        stderrPath = FileManager.default.temporaryDirectory.appendingPathComponent("playground-\(UUID().uuidString.prefix(8)).err").path
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "DBUS_SESSION_BUS_ADDRESS")
        child = try ChildProcess(Self.binDirectory + "/keyboardctl", ["playground"] + arguments, environment: environment,
                                 stdout: .pipe, stderr: .file(stderrPath))
        let reader = LineReader(child.stdout!)
        let child = child
        let lines = try await reader.lines(until: { $0.hasPrefix("keyboardd on ") }, within: HangGuard.seconds,
                                           what: "keyboardctl playground's URL") { child.signal(SIGKILL) }
        guard lines.count >= 2, lines[0].hasPrefix("http://"), lines[1].hasPrefix("keyboardd on ") else {
            child.stop()
            let errors = (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
            throw TimedOut(what: "the playground's URL; it printed \(lines) and \(errors)")
        }
        url = lines[0]
        address = String(lines[1].dropFirst("keyboardd on ".count).prefix { $0 != ";" })
        // The rest of stdout is read (and dropped) so that a line more never blocks the playground.
        Thread { while reader.nextLine() != nil {} }.start()
    }

    var token: String { String(url.split(separator: "=").last ?? "") }
    var port: UInt16 { UInt16(url.split(separator: ":")[2].prefix { $0.isNumber }) ?? 0 }
    var stderr: String { (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "" }

    func stop() {
        if child.exitCode == nil { child.stop() }
        try? FileManager.default.removeItem(atPath: stderrPath)
    }

    deinit { stop() }
}

/// One HTTP/1.1 request over a plain TCP connection to the playground on loopback, as any client
/// (or a page of another site) could send it: the status line and headers it answers.
enum RawHTTP {
    static func request(port: UInt16, _ lines: [String]) throws -> (status: Int, head: String) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw TimedOut(what: "a socket") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var timeout = timeval(tv_sec: Int(HangGuard.seconds), tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw TimedOut(what: "a connection to port \(port)") }
        let text = (lines + ["Host: 127.0.0.1:\(port)", "", ""]).joined(separator: "\r\n")
        _ = text.withCString { send(fd, $0, strlen($0), 0) }
        var received = Data()
        var chunk = [UInt8](repeating: 0, count: 4096)
        while !received.contains(Data("\r\n\r\n".utf8)) {
            let n = recv(fd, &chunk, chunk.count, 0)
            guard n > 0 else { break }
            received.append(contentsOf: chunk[0..<n])
        }
        let head = String(decoding: received, as: UTF8.self).components(separatedBy: "\r\n\r\n").first ?? ""
        let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
        return (status, head)
    }

    static let upgrade = ["Upgrade: websocket", "Connection: Upgrade", "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
                          "Sec-WebSocket-Version: 13"]
}
