/// A weak reference as a value, for a `weak var` kept in a `Confined` box.
struct WeakReference<Object: AnyObject> {
    weak var object: Object?

    init(_ object: Object? = nil) {
        self.object = object
    }
}
