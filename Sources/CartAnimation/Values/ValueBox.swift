/// A value held by reference, immutable: what a struct or object keeps of a large value it seldom
/// has (a text layer's attributes, a sublayer transform, an animation's timing function), so that
/// it is a pointer where the value would be, and copies of its holder share it. A change is a
/// new box; equal boxes are equal values.
final class ValueBox<Value: Hashable & Sendable>: Hashable, Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    static func == (a: ValueBox, b: ValueBox) -> Bool { a === b || a.value == b.value }
    func hash(into h: inout Hasher) { h.combine(value) }
}
