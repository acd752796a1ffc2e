import CTouchServerShim
import Foundation

/// Where the benchmark's processes run.
///
/// On a 2-core VM, waking a process on the other (idle, halted) virtual CPU
/// costs tens of microseconds more than waking it where the X server just
/// ran, and the scheduler chooses per wake, partly by how much CPU the process
/// has been using. Left free, that choice lands unevenly on the two clients and
/// the medians swing from run to run. Pinned, both clients wake the same way
/// every time, and the difference left is the work on the path.
enum CPUPlacement {
    /// The scheduler's choice, as for any desktop app.
    case free
    /// The bench and the X server (started after pinning, so it inherits the
    /// mask) on CPU 0, both clients on CPU 1: every wake of a client crosses CPUs.
    case pinned

    var description: String {
        switch self {
        case .free: return "free placement (the scheduler's choice)"
        case .pinned: return "pinned: X server and bench on CPU 0, both clients on CPU 1"
        }
    }

    /// Whether this machine can pin that way (two CPUs or more).
    static var canPin: Bool { ProcessInfo.processInfo.activeProcessorCount >= 2 }

    /// Restricts process (or thread) `pid` (0: the calling thread, whose children
    /// inherit it) to `cpus`; throws with the system's reason on failure.
    static func restrict(pid: pid_t, to cpus: [Int]) throws {
        let cpuNumbers = cpus.map(Int32.init)
        guard cts_set_cpu_affinity(pid, cpuNumbers, Int32(cpuNumbers.count)) == 0 else {
            throw BenchError("cannot pin pid \(pid) to CPUs \(cpus): \(String(cString: strerror(errno)))")
        }
    }

    /// All CPUs of the machine.
    static var allCPUs: [Int] { Array(0..<ProcessInfo.processInfo.processorCount) }
}
