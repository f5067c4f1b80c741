/// An object whose mutable state is one struct in one `Confined` box, so that every touch of it
/// checks the object's one context: `state`. Its state's public members read (and, where their
/// setters are public, write) as the object's own, `cover.isCovered`, through the box, without
/// a property written out to forward each; inside, the object writes `state.isCovered = true`.
///
/// Members with logic of their own (a setter that moves a view too) stay properties of the
/// object, over a state member that is not public.
@dynamicMemberLookup
public protocol ConfinedObject: AnyObject, Sendable {
    associatedtype State
    var state: Confined<State> { get }
}

extension ConfinedObject {
    @inlinable
    public subscript<Member>(dynamicMember member: KeyPath<State, Member>) -> Member {
        _read { yield state.value[keyPath: member] }
    }

    @inlinable
    public subscript<Member>(dynamicMember member: WritableKeyPath<State, Member>) -> Member {
        _read { yield state.value[keyPath: member] }
        _modify { yield &state.value[keyPath: member] }
    }
}

/// The same for a subclass of a `ConfinedObject` (the headless views: `TextField`, `ScrollView`,
/// `Window`), whose own members are one more struct in one more box, `ownState`, confined as
/// its superclass's.
@dynamicMemberLookup
public protocol ConfinedSubclass: ConfinedObject {
    associatedtype OwnState
    var ownState: Confined<OwnState> { get }
}

extension ConfinedSubclass {
    @inlinable
    public subscript<Member>(dynamicMember member: KeyPath<OwnState, Member>) -> Member {
        _read { yield ownState.value[keyPath: member] }
    }

    @inlinable
    public subscript<Member>(dynamicMember member: WritableKeyPath<OwnState, Member>) -> Member {
        _read { yield ownState.value[keyPath: member] }
        _modify { yield &ownState.value[keyPath: member] }
    }
}
