/// A line diff of two short lists (expected against found), as `diff -u` shows it: items in
/// both unmarked, items only expected with `-`, items only found with `+`. The longest common
/// subsequence keeps matching items aligned, so one extra notification shows as one `+` line.
enum ListDiff {
    enum Line: Equatable {
        case same(String)
        case expectedOnly(String)
        case foundOnly(String)
    }

    static func lines(expected: [String], found: [String]) -> [Line] {
        let n = expected.count, m = found.count
        // lengths[i][j]: the longest common subsequence of expected[i...] and found[j...].
        var lengths = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] = expected[i] == found[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var result: [Line] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, expected[i] == found[j] {
                result.append(.same(expected[i]))
                i += 1
                j += 1
            } else if i < n, j == m || lengths[i + 1][j] >= lengths[i][j + 1] {
                // What was expected and is missing comes first, as in `diff -u`.
                result.append(.expectedOnly(expected[i]))
                i += 1
            } else {
                result.append(.foundOnly(found[j]))
                j += 1
            }
        }
        return result
    }
}
