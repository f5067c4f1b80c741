import ArgumentParser
import CompatibilityTable
import Foundation

enum Explanation {
    static func print(_ cell: String, grid: CompatibilityGrid) throws {
        do {
            for line in try CompatibilityTable.Explanation.lines(cell, grid: grid) { Swift.print(line) }
        } catch {
            FileHandle.standardError.write(Data("keyboardd-compat: \(error)\n".utf8))
            throw ExitCode(64)
        }
    }
}
