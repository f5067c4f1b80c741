import BusTestSupport
import Foundation
import Testing

/// Safe by default: every HTTP request and the WebSocket upgrade need the token (403 without),
/// the WebSocket also the page's own Origin, and the server listens on loopback unless told.
@Suite(.serialized) struct PlaygroundAccessTests {
    @Test func withoutTheTokenEveryRequestIsRefused() async throws {
        let playground = try await PlaygroundProcess()
        defer { playground.stop() }
        let port = playground.port, token = playground.token
        #expect(try RawHTTP.request(port: port, ["GET / HTTP/1.1"]).status == 403)
        #expect(try RawHTTP.request(port: port, ["GET /?token=0123 HTTP/1.1"]).status == 403)
        #expect(try RawHTTP.request(port: port, ["GET /playground.js HTTP/1.1"]).status == 403)
        #expect(try RawHTTP.request(port: port, ["GET /playground.js HTTP/1.1", "Cookie: keyboardd-playground=nope"]).status == 403)
        #expect(try RawHTTP.request(port: port, ["GET /socket HTTP/1.1"] + RawHTTP.upgrade).status == 403)
        // With it: the page (which sets the cookie its own requests then carry), its script, the socket.
        let page = try RawHTTP.request(port: port, ["GET /?token=\(token) HTTP/1.1"])
        #expect(page.status == 200)
        #expect(page.head.contains("Set-Cookie: keyboardd-playground=\(token); Path=/; HttpOnly; SameSite=Strict"), "\(page.head)")
        #expect(try RawHTTP.request(port: port, ["GET /playground.js HTTP/1.1", "Cookie: keyboardd-playground=\(token)"]).status == 200)
        #expect(try RawHTTP.request(port: port, ["GET /socket?token=\(token) HTTP/1.1"] + RawHTTP.upgrade).status == 101)
    }

    /// A page of another site in the same browser (its own Origin, even with the token) cannot
    /// open the WebSocket, so it cannot drive keyboardd.
    @Test func theWebSocketChecksTheOrigin() async throws {
        let playground = try await PlaygroundProcess()
        defer { playground.stop() }
        let port = playground.port, token = playground.token
        let socket = ["GET /socket?token=\(token) HTTP/1.1"] + RawHTTP.upgrade
        #expect(try RawHTTP.request(port: port, socket + ["Origin: http://evil.example"]).status == 403)
        #expect(try RawHTTP.request(port: port, socket + ["Origin: null"]).status == 403)
        #expect(try RawHTTP.request(port: port, socket + ["Origin: http://127.0.0.1:\(port + 1)"]).status == 403)
        #expect(try RawHTTP.request(port: port, socket + ["Origin: http://127.0.0.1:\(port)"]).status == 101)
        #expect(try RawHTTP.request(port: port, socket + ["Origin: http://localhost:\(port)"]).status == 101)
    }

    /// Loopback by default; another --host is served with a warning.
    @Test func anotherHostIsServedWithAWarning() async throws {
        let quiet = try await PlaygroundProcess()
        defer { quiet.stop() }
        #expect(quiet.url.hasPrefix("http://127.0.0.1:"))
        #expect(!quiet.stderr.contains("warning"))
        let open = try await PlaygroundProcess(["--embedded", "--host", "0.0.0.0"])
        defer { open.stop() }
        #expect(open.url.hasPrefix("http://0.0.0.0:"))
        #expect(open.stderr.contains("warning: listening on 0.0.0.0, not on this machine's loopback"), "\(open.stderr)")
    }
}
