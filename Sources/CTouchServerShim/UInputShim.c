#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <linux/uinput.h>
#include "CTouchServerShim.h"

static int abs_setup(int fd, unsigned short code, int minimum, int maximum, int resolution) {
    struct uinput_abs_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.code = code;
    setup.absinfo.minimum = minimum;
    setup.absinfo.maximum = maximum;
    setup.absinfo.resolution = resolution;
    return ioctl(fd, UI_ABS_SETUP, &setup);
}

int cts_uinput_create_touchscreen(const char *path, const char *name, int max_position, int slots,
                                  int max_pressure, const char **failed_call) {
    int fd = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) { *failed_call = "open"; return -1; }
#define STEP(call, what) do { if ((call) < 0) { int saved = errno; *failed_call = what; close(fd); errno = saved; return -1; } } while (0)
    STEP(ioctl(fd, UI_SET_EVBIT, EV_SYN), "UI_SET_EVBIT EV_SYN");
    STEP(ioctl(fd, UI_SET_EVBIT, EV_KEY), "UI_SET_EVBIT EV_KEY");
    STEP(ioctl(fd, UI_SET_KEYBIT, BTN_TOUCH), "UI_SET_KEYBIT BTN_TOUCH");
    STEP(ioctl(fd, UI_SET_EVBIT, EV_ABS), "UI_SET_EVBIT EV_ABS");
    STEP(ioctl(fd, UI_SET_PROPBIT, INPUT_PROP_DIRECT), "UI_SET_PROPBIT INPUT_PROP_DIRECT");
    const unsigned short axes[] = { ABS_X, ABS_Y, ABS_MT_SLOT, ABS_MT_TRACKING_ID, ABS_MT_POSITION_X, ABS_MT_POSITION_Y, ABS_MT_PRESSURE };
    for (unsigned i = 0; i < sizeof axes / sizeof axes[0]; i++) STEP(ioctl(fd, UI_SET_ABSBIT, axes[i]), "UI_SET_ABSBIT");
    STEP(abs_setup(fd, ABS_X, 0, max_position, 0), "UI_ABS_SETUP ABS_X");
    STEP(abs_setup(fd, ABS_Y, 0, max_position, 0), "UI_ABS_SETUP ABS_Y");
    STEP(abs_setup(fd, ABS_MT_SLOT, 0, slots - 1, 0), "UI_ABS_SETUP ABS_MT_SLOT");
    STEP(abs_setup(fd, ABS_MT_TRACKING_ID, 0, 65535, 0), "UI_ABS_SETUP ABS_MT_TRACKING_ID");
    STEP(abs_setup(fd, ABS_MT_POSITION_X, 0, max_position, 0), "UI_ABS_SETUP ABS_MT_POSITION_X");
    STEP(abs_setup(fd, ABS_MT_POSITION_Y, 0, max_position, 0), "UI_ABS_SETUP ABS_MT_POSITION_Y");
    STEP(abs_setup(fd, ABS_MT_PRESSURE, 0, max_pressure, 0), "UI_ABS_SETUP ABS_MT_PRESSURE");
    struct uinput_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.id.bustype = BUS_VIRTUAL;
    setup.id.vendor = 0x5855;  /* "XU" */
    setup.id.product = 0x0001;
    strncpy(setup.name, name, UINPUT_MAX_NAME_SIZE - 1);
    STEP(ioctl(fd, UI_DEV_SETUP, &setup), "UI_DEV_SETUP");
    STEP(ioctl(fd, UI_DEV_CREATE), "UI_DEV_CREATE");
#undef STEP
    return fd;
}

int cts_uinput_destroy(int fd) {
    int result = ioctl(fd, UI_DEV_DESTROY);
    close(fd);
    return result;
}

int cts_uinput_sysname(int fd, char *buffer, int size) {
    return ioctl(fd, UI_GET_SYSNAME(size), buffer);
}
