import Paging

extension RowDetails {
    /// The rows to ask for, most worth it first: the longest a filled row would then stay on
    /// screen filled.
    ///
    /// Standing still, the screen (top down), then the window ahead, nearest first. Travelling
    /// (moved within the last request's latency), a row ahead far enough that its answer arrives
    /// before it does would stay filled for its whole time on screen: those first, nearest
    /// first; then nearer rows ahead, farthest first; then the screen from the edge the user
    /// travels toward back, a row about to leave last. When requests cannot keep up with the
    /// scroll this fills most rows before they come on screen instead of every row late.
    func order(ahead: Range<Int>) -> [Int] {
        let down = !paginator.isMovingUp
        // Ahead rows nearest the screen first, and the screen from its leading edge back.
        let aheadRows: [Int] = down ? Array(ahead) : ahead.reversed()
        // A detail's own latency once measured (a Pokémon detail is many times a page's size).
        let wait = latency ?? paginator.latency
        let travelling = paginator.rowsPerSecond > 0 && (paginator.sinceLastMove.map { $0 < wait } ?? false)
        guard travelling else { return Array(visible) + aheadRows }
        let screen: [Int] = down ? visible.reversed() : Array(visible)
        // Rows the screen passes while one request is out.
        let seconds = Double(wait.components.seconds) + Double(wait.components.attoseconds) * 1e-18
        let passed = Int((paginator.rowsPerSecond * seconds).rounded(.up))
        let shown = visible
        let distance = { (row: Int) in down ? row - shown.upperBound : shown.lowerBound - 1 - row }
        let inTime = aheadRows.filter { distance($0) >= passed }
        let late: [Int] = aheadRows.filter { distance($0) < passed }.reversed()
        return inTime + late + screen
    }
}
