// Where a failed bench expectation is reported: at the line of the test that asked, in the test
// framework that runs it. Swift Testing when a Swift Testing test is running (Issue.record with
// the caller's SourceLocation), XCTest otherwise (XCTFail with the caller's file and line).

import Foundation
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// The caller's place, as both frameworks want it. The bench's `expect` methods take it as
/// defaulted arguments (`#fileID`, `#filePath`, `#line`, `#column`), so the failure points at the test.
public struct CallerLocation: Sendable {
    public var fileID: String
    public var filePath: StaticString
    public var line: UInt
    public var column: UInt

    public init(fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// Records `message` as a failure of the running test at this place.
    func record(_ message: String) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: SourceLocation(
                fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: filePath, line: line)
        #else
        FileHandle.standardError.write(Data("\(fileID):\(line): \(message)\n".utf8))
        #endif
    }
}
