#ifndef CXMAINQUEUE_H
#define CXMAINQUEUE_H
/// The main dispatch queue as a file descriptor, the way CoreFoundation's run
/// loop integrates it on Linux: poll the descriptor, then drain the queue.

/// A descriptor that becomes readable when blocks are queued on the main queue.
int cx_main_queue_fd(void);
/// Runs the blocks queued on the main queue (call on the main thread).
void cx_drain_main_queue(void);

/// When the main run loop's next timer in the default mode (Foundation
/// `Timer`s) fires, in seconds since the reference date (Foundation's
/// `timeIntervalSinceReferenceDate`), or 0 when there is none. No system
/// call: the backend asks this instead of running a whole run loop pass.
double cx_main_run_loop_next_timer_date(void);
#endif
