import Foundation

/// Small measuring tools: wall time of a closure, medians, heap bytes, peak RSS.
enum Measure {
    /// Seconds taken by `body`.
    @inline(never)
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// The median of `runs` timings of `body`, in seconds.
    static func median(runs: Int, _ body: () throws -> Void) rethrows -> Double {
        var samples: [Double] = []
        for _ in 0..<max(1, runs) { samples.append(try seconds(body)) }
        return median(samples)
    }

    /// Medians, in seconds, of `rounds` rounds that each time every body once, in turn, so
    /// that the machine's slow and fast moments fall on all of them alike.
    static func interleaved(rounds: Int, _ bodies: [() -> Void]) -> [Double] {
        var samples = Array(repeating: [Double](), count: bodies.count)
        for _ in 0..<max(1, rounds) {
            for (i, body) in bodies.enumerated() { samples[i].append(seconds(body)) }
        }
        return samples.map(median)
    }

    /// The samples, in seconds, of `rounds` rounds that each time every body once, in turn
    /// (`samples[body][round]`), after one untimed warm-up round.
    static func interleavedSamples(rounds: Int, _ bodies: [() -> Void]) -> [[Double]] {
        for body in bodies { body() }
        var samples = Array(repeating: [Double](), count: bodies.count)
        for _ in 0..<max(1, rounds) {
            for (i, body) in bodies.enumerated() { samples[i].append(seconds(body)) }
        }
        return samples
    }

    /// The median over rounds of `a[round] / b[round]`: a ratio of two bodies timed in the same
    /// round, so that a slow moment of the machine weighs on both sides of each ratio alike.
    static func pairedRatio(_ a: [Double], _ b: [Double]) -> Double {
        median(zip(a, b).map { $0 / $1 })
    }

    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return .nan }
        let s = values.sorted()
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }

    /// Current resident set size of this process in bytes (`VmRSS` from /proc/self/status).
    /// Measure a structure's memory as the RSS growth while building it, early in the run,
    /// before freed memory can be reused.
    static func residentBytes() -> Int {
        statusField("VmRSS:").map { Int($0 * 1024) } ?? 0
    }

    /// Peak resident set size of this process in MiB (`VmHWM` from /proc/self/status).
    static func peakRSSMegabytes() -> Double {
        statusField("VmHWM:").map { $0 / 1024 } ?? .nan
    }

    /// A field of /proc/self/status in kB.
    private static func statusField(_ name: String) -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(name) {
            return line.split(separator: " ").compactMap { Double($0) }.first
        }
        return nil
    }
}

/// Keeps a value alive and opaque to the optimizer.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
