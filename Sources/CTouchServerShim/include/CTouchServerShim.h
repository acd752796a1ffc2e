#ifndef CTOUCHSERVERSHIM_H
#define CTOUCHSERVERSHIM_H
/// Linux (GNU) process and pipe calls the TouchServer module needs and Swift's
/// Glibc module does not import without _GNU_SOURCE. No X11 here.

/// pipe2(fds, O_CLOEXEC): both ends close-on-exec, atomically. Returns 0 or -1 (errno set).
int cts_pipe_cloexec(int fds[2]);
/// POSIX_SPAWN_SETSID: posix_spawn flag starting the child in a new session.
short cts_posix_spawn_setsid(void);
/// accept4(fd, NULL, NULL, SOCK_CLOEXEC): a connection that is not inherited by spawned processes.
int cts_accept_cloexec(int fd);
/// sched_setaffinity: restricts process or thread `pid` (0: the calling thread;
/// processes it spawns inherit it) to the `count` CPUs in `cpus`. Returns 0 or -1 (errno set).
int cts_set_cpu_affinity(int pid, const int *cpus, int count);

/// Creates a uinput direct multitouch device named `name` (multitouch protocol B):
/// INPUT_PROP_DIRECT, BTN_TOUCH, ABS_X/ABS_Y and ABS_MT_POSITION_X/Y 0...max_position,
/// ABS_MT_SLOT 0...slots-1, ABS_MT_TRACKING_ID, ABS_MT_PRESSURE 0...max_pressure, through
/// `path` (/dev/uinput). Returns the uinput descriptor, or -1 with errno set and
/// `*failed_call` naming the call that failed.
int cts_uinput_create_touchscreen(const char *path, const char *name, int max_position, int slots,
                                  int max_pressure, const char **failed_call);
/// UI_DEV_DESTROY, then close. Returns the ioctl's result.
int cts_uinput_destroy(int fd);
/// UI_GET_SYSNAME: the device's name under /sys/devices/virtual/input ("input17"). Returns the ioctl's result.
int cts_uinput_sysname(int fd, char *buffer, int size);
#endif
