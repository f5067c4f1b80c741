/// Two lists of names aligned by their longest common subsequence: the pairs of positions that
/// stand for the same notification, and the list diff as `diff -u` shows it (what only the log
/// has first, with `-`; what only keyboardd sent with `+`).
struct Alignment {
    private(set) var pairs: [(Int, Int)] = []
    private(set) var diffLines: [String] = []

    init(_ logged: [String], _ received: [String]) {
        let n = logged.count, m = received.count
        // lengths[i][j]: the longest common subsequence of logged[i...] and received[j...].
        var lengths = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] = logged[i] == received[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, logged[i] == received[j] {
                pairs.append((i, j))
                diffLines.append("  " + logged[i])
                i += 1
                j += 1
            } else if i < n, j == m || lengths[i + 1][j] >= lengths[i][j + 1] {
                diffLines.append("- " + logged[i])
                i += 1
            } else {
                diffLines.append("+ " + received[j])
                j += 1
            }
        }
    }
}
