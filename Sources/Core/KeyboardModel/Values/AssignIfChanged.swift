/// Makes `stored` equal to `value`; true when it was not. Publishing's "compare, assign, note the
/// change" in one place: compared in place, assigned only on a change, no copy of the old value.
@inline(__always)
func assignIfChanged<Value: Equatable>(_ stored: inout Value, to value: Value) -> Bool {
    if stored == value { return false }
    stored = value
    return true
}
