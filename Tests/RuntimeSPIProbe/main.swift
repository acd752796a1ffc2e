// Exercises CXUIKitRuntime's main-queue and run-loop SPI the way XUIKit's
// loop does, in a process of its own: a test runner drives the main queue
// with dispatch_main, which turns the main queue's port off. Prints one line
// per check; RuntimeSPITests reads them.
import CXUIKitRuntime
import Foundation

let fd = cx_main_queue_fd()
print("main queue fd valid: \(fd >= 0)")

nonisolated(unsafe) var ran = false
DispatchQueue.main.async { ran = true }
var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
print("readable after async: \(poll(&poller, 1, 2000) == 1)")
cx_drain_main_queue()
print("drain ran the block: \(ran)")

print("next timer with none: \(cx_main_run_loop_next_timer_date())")
let fireDate = Date(timeIntervalSinceNow: 30)
let timer = Timer(fire: fireDate, interval: 0, repeats: false) { _ in }
RunLoop.main.add(timer, forMode: .default)
print("next timer is the fire date: \(abs(cx_main_run_loop_next_timer_date() - fireDate.timeIntervalSinceReferenceDate) < 0.01)")
timer.invalidate()

nonisolated(unsafe) var fired = false, performed = false
RunLoop.main.add(Timer(fire: Date(timeIntervalSinceNow: -1), interval: 0, repeats: false) { _ in fired = true }, forMode: .default)
RunLoop.main.perform { performed = true }
cx_run_main_run_loop_pass()
print("a pass fires a due timer: \(fired), performs a block: \(performed)")
