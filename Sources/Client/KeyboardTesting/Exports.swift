// A test imports KeyboardTesting only: the app client, the generated proxies (Control1.Proxy,
// TraceRecord, Rect), the D-Bus errors they throw, and KeyboardFixtures' typed devices, eras,
// settings and input modes (and its replay player and corpus) come with it.
@_exported import DBus
@_exported import KeyboardClient
@_exported import KeyboardContract
@_exported import KeyboardFixtures
