import Foundation

/// Gzip for test fixtures, by the system's `gzip` program (tests only; the product never compresses).
public enum Gzip {
    /// `bytes` compressed as a gzip member. Waiting for `gzip` blocks a thread of its own, not
    /// one of the cooperative pool's (two on a two-core machine) that other tests' loads need.
    public static func compress(_ bytes: [UInt8]) async throws -> [UInt8] {
        try await Subprocess.offPool { try compressBlocking(bytes) }
    }

    private static func compressBlocking(_ bytes: [UInt8]) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/gzip")
        process.arguments = ["-c", "-n"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let writer = Thread {
            input.fileHandleForWriting.write(Data(bytes))
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return [UInt8](data)
    }
}
