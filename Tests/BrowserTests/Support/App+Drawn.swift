@testable import Browser

extension App {
    /// One frame as the terminal gets it: the screen, drawn into a canvas of the app's size, then
    /// told to the app as drawn (so the next frame reports what changed since).
    func drawn() -> (Screen, MemoryCanvas) {
        let screen = frame()
        var canvas = MemoryCanvas(size: size)
        Renderer.render(screen, into: &canvas)
        didDraw()
        return (screen, canvas)
    }
}
