import Dispatch
import Foundation

/// SIGTERM and SIGINT end a sample client cleanly: `stop` runs on the main queue (the app
/// unregisters, the connection closes), then the process exits 0. Unchecked Sendable: the signal
/// sources are set once, in init, and Dispatch does not mark them Sendable.
public final class StopSignals: @unchecked Sendable {
    private let sources: [any DispatchSourceSignal]

    public init(stop: @escaping @Sendable () -> Void) {
        sources = [SIGTERM, SIGINT].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler {
                stop()
                exit(0)
            }
            source.resume()
            return source
        }
    }
}
