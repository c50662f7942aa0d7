/// Lets the tasks woken so far run for a while, for checks that nothing else happens.
@MainActor
func drain() async {
    for _ in 0..<2_000 { await Task.yield() }
}
