import CartAnimation

/// Whether two numbers agree within an absolute tolerance.
public func approx(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether two points agree component-wise within a tolerance.
public func approx(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    approx(a.x, b.x, tolerance) && approx(a.y, b.y, tolerance)
}
