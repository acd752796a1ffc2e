#define _GNU_SOURCE
#include <sched.h>
#include <fcntl.h>
#include <spawn.h>
#include <unistd.h>
#include <sys/socket.h>
#include <stddef.h>
#include "CTouchServerShim.h"

int cts_pipe_cloexec(int fds[2]) { return pipe2(fds, O_CLOEXEC); }
short cts_posix_spawn_setsid(void) { return POSIX_SPAWN_SETSID; }
int cts_accept_cloexec(int fd) { return accept4(fd, NULL, NULL, SOCK_CLOEXEC); }

int cts_set_cpu_affinity(int pid, const int *cpus, int count) {
    cpu_set_t set;
    CPU_ZERO(&set);
    for (int i = 0; i < count; i++) CPU_SET(cpus[i], &set);
    return sched_setaffinity(pid, sizeof set, &set);
}
