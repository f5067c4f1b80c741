// A test imports KeyboardTesting only: the app client, the generated proxies (Control1.Proxy,
// TraceRecord, Rect) and the D-Bus errors they throw come with it.
@_exported import DBus
@_exported import KeyboardClient
@_exported import KeyboardContract
