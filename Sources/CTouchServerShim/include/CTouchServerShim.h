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
#endif
