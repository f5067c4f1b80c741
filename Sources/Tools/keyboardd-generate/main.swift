// Writes every file made from the model's declarations (ModelDocuments), or with --check only says
// which are stale (exit 1). Run from the repository's root by scripts/generate.

import Foundation
import ModelDocuments

let arguments = CommandLine.arguments.dropFirst()
let check = arguments.contains("--check")
let root = URL(fileURLWithPath: arguments.first { !$0.hasPrefix("--") } ?? FileManager.default.currentDirectoryPath)
var stale = 0
for file in GeneratedFiles.all {
    do {
        if check {
            if let why = file.drift(root: root) { print(why); stale += 1 }
        } else if try file.write(root: root) {
            print("\(file.path) regenerated")
        }
    } catch {
        FileHandle.standardError.write(Data("keyboardd-generate: \(file.path): \(error)\n".utf8))
        exit(2)
    }
}
exit(stale == 0 ? 0 : 1)
