import FlyingFox
import FlyingSocks
import Foundation

/// The playground's HTTP server (FlyingFox): the page, its script and style from the binary's
/// resources, and `/socket`, the WebSocket every tab talks over. Every request needs the token
/// (403 without); the WebSocket upgrade also needs the page's own Origin. Listens on `host`
/// (loopback unless told otherwise) at `port` (0: any free one).
public final class PlaygroundServer: Sendable {
    public let token: AccessToken
    public let host: String
    let playground: Playground
    private let server: HTTPServer

    public init(playground: Playground, host: String, port: UInt16, token: AccessToken = AccessToken()) throws {
        self.playground = playground
        self.token = token
        self.host = host
        // A handler may take long (an export plays the session back); the sockets are event-driven.
        if host.contains(":") {
            server = HTTPServer(address: try sockaddr_in6.inet6(ip6: host, port: port), timeout: 300, logger: .disabled)
        } else {
            server = HTTPServer(address: try sockaddr_in.inet(ip4: host == "localhost" ? "127.0.0.1" : host, port: port),
                                timeout: 300, logger: .disabled)
        }
    }

    /// Serves until cancelled; `onListening` gets the port once the socket listens.
    public func run(onListening: @escaping @Sendable (UInt16) -> Void) async throws {
        let handler = GuardedHandler(token: token, host: host, playground: playground, port: { [server] in await server.port })
        await server.appendRoute("*", to: handler)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await self.server.run() }
            group.addTask {
                try await self.server.waitUntilListening(timeout: 30)
                onListening(await self.server.port)
            }
            try await group.waitForAll()
        }
    }

    public func stop() async {
        await server.stop(timeout: 1)
    }
}

extension HTTPServer {
    var port: UInt16 {
        switch listeningAddress {
        case .ip4(_, let port)?, .ip6(_, let port)?: port
        default: 0
        }
    }
}

/// Every request: the token first, then the route. `/` sets the token's cookie so the page's own
/// requests (its script, its style, its WebSocket) carry it without showing it again.
struct GuardedHandler: HTTPHandler {
    let token: AccessToken
    /// Where the server listens (`--host`).
    let host: String
    let playground: Playground
    let port: @Sendable () async -> UInt16

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let query = request.query.first { $0.name == "token" }?.value
        guard token.admits(query: query, cookieHeader: request.headers[HTTPHeader("Cookie")]) else {
            return Self.text(.forbidden, "403 Forbidden: this playground needs its token. Open the URL keyboardctl playground printed "
                                         + "(http://HOST:PORT/?token=...).\n")
        }
        switch request.path {
        case "/":
            var response = try PageResources.response("index.html")
            response.headers[HTTPHeader("Set-Cookie")] = token.setCookie
            return response
        case "/socket":
            let origin = request.headers[HTTPHeader("Origin")]
            // The page's origin is the address it was opened at: the --host given (with its loopback
            // names), or, listening on every address, the one the browser reached (its Host).
            let wildcard = ["0.0.0.0", "::"].contains(host)
            let check = OriginCheck(host: wildcard ? request.headers[.host].map(Self.hostName) ?? host : host, port: await port())
            guard check.admits(origin) else {
                return Self.text(.forbidden, "403 Forbidden: a WebSocket from \(origin ?? "") is not the playground's own page\n")
            }
            return try await WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: PageSocket(playground: playground)))
                .handleRequest(request)
        case let path where path.hasPrefix("/behaviours/"):
            return BehaviourPage.response(String(path.dropFirst("/behaviours/".count)))
        default:
            guard let name = PageResources.names.first(where: { "/" + $0 == request.path }) else {
                return Self.text(.notFound, "404 Not Found: \(request.path)\n")
            }
            return try PageResources.response(name)
        }
    }

    /// The Host header without its port: `127.0.0.1:8080` → `127.0.0.1`, `[::1]:8080` → `::1`.
    static func hostName(_ header: String) -> String {
        if header.hasPrefix("["), let end = header.firstIndex(of: "]") { return String(header[header.index(after: header.startIndex)..<end]) }
        return String(header.split(separator: ":").first ?? "")
    }

    static func text(_ status: HTTPStatusCode, _ body: String) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: [.contentType: "text/plain; charset=utf-8"], body: Data(body.utf8))
    }
}

/// The page's files, from the module's resources (SwiftPM copies `Page/`): plain HTML, CSS and
/// JavaScript, nothing fetched from elsewhere.
enum PageResources {
    static let names = ["index.html", "playground.js", "playground.css", "drawing.js"]

    static func response(_ name: String) throws -> HTTPResponse {
        guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Page") else {
            return GuardedHandler.text(.internalServerError, "500: the playground's \(name) is missing from its resources\n")
        }
        let type = name.hasSuffix(".html") ? "text/html; charset=utf-8"
            : name.hasSuffix(".js") ? "text/javascript; charset=utf-8" : "text/css; charset=utf-8"
        return HTTPResponse(statusCode: .ok, headers: [.contentType: type, HTTPHeader("Cache-Control"): "no-store",
                                                       HTTPHeader("Content-Security-Policy"): "default-src 'self'; connect-src 'self'; img-src 'self' blob: data:"],
                            body: try Data(contentsOf: url))
    }
}

/// One tab's WebSocket: what it sends goes to the playground; what the playground sends to it or
/// to every tab comes out.
struct PageSocket: WSMessageHandler {
    let playground: Playground

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let (tab, outgoing) = playground.tabs.open()
        playground.welcome(tab)
        Task { [playground] in
            for await message in client {
                switch message {
                case .text(let text): playground.receive(text, from: tab)
                case .data: playground.tabs.send(Playground.errorFrame(nil, .invalidArgs("the playground reads text frames of JSON")), to: tab)
                case .close: break
                }
            }
            playground.tabs.close(tab)
        }
        return outgoing
    }
}
