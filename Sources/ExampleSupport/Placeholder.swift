// ExampleSupport: filled in by issue 5.
