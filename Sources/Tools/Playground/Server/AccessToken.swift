import Foundation

/// The playground's secret, as Jupyter's: 32 random bytes in hex, printed once in the page's URL.
/// Every HTTP request and the WebSocket upgrade must carry it, as `?token=` or as the cookie the
/// page gets with its first load (SameSite=Strict, so another site's page cannot send it along).
public struct AccessToken: Sendable, Equatable {
    public let value: String
    public static let cookieName = "keyboardd-playground"

    public init() {
        var generator = SystemRandomNumberGenerator()
        value = (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }

    public init(_ value: String) { self.value = value }

    /// Whether `query` (the request's `token` parameter) or the `Cookie` header carries it. The
    /// comparison takes the same time wherever the first difference is.
    public func admits(query: String?, cookieHeader: String?) -> Bool {
        if let query, matches(query) { return true }
        for part in (cookieHeader ?? "").split(separator: ";") {
            let pair = part.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1)
            if pair.count == 2, pair[0] == Self.cookieName, matches(String(pair[1])) { return true }
        }
        return false
    }

    private func matches(_ candidate: String) -> Bool {
        let a = Array(value.utf8), b = Array(candidate.utf8)
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }

    /// The cookie that lets the page's own requests (its script, its style, the WebSocket) in.
    public var setCookie: String { "\(Self.cookieName)=\(value); Path=/; HttpOnly; SameSite=Strict" }
}

/// Which pages may open the WebSocket: the playground's own, as the browser names it in `Origin`
/// (the address it was opened at). A page of another site in the same browser sends its own
/// origin and is refused, so it cannot drive keyboardd even if it guessed the port. A client that
/// is not a browser sends no Origin; it still needs the token.
public struct OriginCheck: Sendable {
    public let allowed: Set<String>

    public init(host: String, port: UInt16) {
        var hosts: Set<String> = [host]
        if ["127.0.0.1", "localhost", "::1"].contains(host) { hosts.formUnion(["127.0.0.1", "localhost", "[::1]"]) }
        allowed = Set(hosts.map { $0.contains(":") && !$0.hasPrefix("[") ? "[\($0)]" : $0 }.map { "http://\($0):\(port)" })
    }

    public func admits(_ origin: String?) -> Bool {
        guard let origin else { return true }
        return allowed.contains(origin.lowercased())
    }
}
