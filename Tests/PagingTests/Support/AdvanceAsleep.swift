import Clocks
import Testing
import TestSupport

extension TestClock<Duration> {
    /// Advances by `duration` once the paginator's wait is asleep on the clock (`hasSleeper`);
    /// records an issue when nothing is.
    func advanceAsleep(by duration: Duration, sourceLocation: SourceLocation = #_sourceLocation) async {
        #expect(await hasSleeper(), "nothing asleep on the test clock", sourceLocation: sourceLocation)
        await advance(by: duration)
    }
}
