// KeyboardTrackers: filled in by issue 5.
