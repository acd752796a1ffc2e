#define _GNU_SOURCE
#include <fcntl.h>
#include <spawn.h>
#include <unistd.h>
#include <sys/socket.h>
#include <stddef.h>
#include "CTouchServerShim.h"

int cts_pipe_cloexec(int fds[2]) { return pipe2(fds, O_CLOEXEC); }
short cts_posix_spawn_setsid(void) { return POSIX_SPAWN_SETSID; }
int cts_accept_cloexec(int fd) { return accept4(fd, NULL, NULL, SOCK_CLOEXEC); }
