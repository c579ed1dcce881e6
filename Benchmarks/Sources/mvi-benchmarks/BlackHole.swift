/// Consumes a value so that the optimizer cannot delete the work that produced it.
@inline(never)
@_optimize(none)
func blackHole<T>(_ value: T) {}

/// Consumes a variable in place: its stores cannot be folded or deleted by the optimizer.
@inline(never)
@_optimize(none)
func blackHole<T>(_ value: inout T) {}
