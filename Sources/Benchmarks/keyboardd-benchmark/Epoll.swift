import Glibc

/// Linux epoll, which the Glibc module does not export. `struct epoll_event` is packed on
/// x86_64 (12 bytes: events, then the 64-bit data), so events are read from raw bytes.
struct Epoll {
    let fd: Int32
    private static let eventSize = 12
    private static let readable: UInt32 = 0x001   // EPOLLIN
    private static let add: Int32 = 1              // EPOLL_CTL_ADD

    init() throws(BenchmarkError) {
        fd = epoll_create1_(O_CLOEXEC)
        guard fd >= 0 else { throw BenchmarkError("epoll_create1: \(String(cString: strerror(errno)))") }
    }

    /// Watches `descriptor` for input; `tag` comes back with its readiness.
    func watch(_ descriptor: Int32, tag: UInt64) throws(BenchmarkError) {
        var event = [UInt8](repeating: 0, count: Epoll.eventSize)
        event.withUnsafeMutableBytes { bytes in
            bytes.storeBytes(of: Epoll.readable, toByteOffset: 0, as: UInt32.self)
            bytes.storeBytes(of: tag, toByteOffset: 4, as: UInt64.self)
        }
        let rc = event.withUnsafeMutableBytes { epoll_ctl_(fd, Epoll.add, descriptor, $0.baseAddress!) }
        guard rc == 0 else { throw BenchmarkError("epoll_ctl: \(String(cString: strerror(errno)))") }
    }

    /// Waits up to `timeoutMs`; the tags of the ready descriptors go into `ready`.
    func wait(timeoutMs: Int32, into ready: inout [UInt64], buffer: inout [UInt8]) {
        ready.removeAll(keepingCapacity: true)
        let capacity = Int32(buffer.count / Epoll.eventSize)
        let n = buffer.withUnsafeMutableBytes { epoll_wait_(fd, $0.baseAddress!, capacity, timeoutMs) }
        guard n > 0 else { return }
        buffer.withUnsafeBytes { bytes in
            for i in 0..<Int(n) {
                ready.append(bytes.loadUnaligned(fromByteOffset: i * Epoll.eventSize + 4, as: UInt64.self))
            }
        }
    }

    static func buffer(events: Int) -> [UInt8] { [UInt8](repeating: 0, count: events * eventSize) }

    func close() { _ = Glibc.close(fd) }
}

@_silgen_name("epoll_create1")
private func epoll_create1_(_ flags: Int32) -> Int32
@_silgen_name("epoll_ctl")
private func epoll_ctl_(_ epfd: Int32, _ op: Int32, _ fd: Int32, _ event: UnsafeMutableRawPointer) -> Int32
@_silgen_name("epoll_wait")
private func epoll_wait_(_ epfd: Int32, _ events: UnsafeMutableRawPointer, _ maxEvents: Int32, _ timeout: Int32) -> Int32
