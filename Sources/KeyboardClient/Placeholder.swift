// KeyboardClient: filled in by issue 5.
