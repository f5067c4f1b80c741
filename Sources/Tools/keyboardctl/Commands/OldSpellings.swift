import ArgumentParser

/// The era was once called the profile. keyboardctl still takes the old spellings for a release
/// (`--profile`, the `profile` verb, `--filter profile=`, scenario files' `profile:`), each with a
/// warning on stderr naming the new one; the D-Bus contract keeps its Profile names (SetProfile,
/// Server1.Profile, Configure's `Profile`).
enum OldSpelling {
    static func warn(_ old: String, _ new: String) {
        Terminal.printError("warning: \(old) is deprecated and goes in a later release; say \(new)")
    }

    /// `--era NAME`, or the deprecated `--profile NAME` with a warning; both is a usage error.
    static func era(_ era: String?, profile: String?) throws(ValidationError) -> String? {
        guard let profile else { return era }
        guard era == nil else { throw ValidationError("give --era, not both --era and --profile (its old name)") }
        return profile
    }
}
