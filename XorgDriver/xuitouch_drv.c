/*
 * xuitouch: XUIKit's Xorg input driver for the headless touch server.
 *
 * One XI 2.2 direct-touch device with contact size and orientation axes,
 * which Debian's inputtest driver cannot give (its touchscreen has five fixed
 * axes) and which /dev/uinput is not there to give on a build machine.
 * Written for XUIKit from scratch against the server's input-driver API
 * (xf86Xinput.h); why and how it is built: README.md, "Touch server and the xuitouch tool".
 *
 * Valuators (numbers as the headless server's clients see them):
 *   0  Abs MT Position X    0...65535   (as inputtest's touchscreen: x px ~ value * width / 65536)
 *   1  Abs MT Position Y    0...65535
 *   2  Abs MT Touch Major   0...65535   contact's long axis, in position-axis units (as evdev's)
 *   3  Abs MT Touch Minor   0...65535   contact's short axis, same units
 *   4  Abs MT Pressure      0...2047    (inputtest's number and range, so pressure code is shared)
 *   5  Abs MT Orientation   -90...90    degrees of the major axis from the Y axis, clockwise positive
 * Resolutions are 0 (unknown): the driver does not know the screen's size.
 *
 * Options: "SocketPath" (required): where it listens, an AF_UNIX stream socket;
 * "TouchCount" (default 10, 1...255): touch slots.
 *
 * Wire format: the inputtest protocol's (xf86-input-inputtest-protocol.h,
 * shipped by xserver-xorg-dev): ClientVersion, WaitForSync and Touch messages
 * only; any other message, or a size that does not match its type, ends the
 * connection. Unlike inputtest, a new client is accepted after one leaves.
 */
#define _GNU_SOURCE /* accept4 */
#include <xorg-server.h>

#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <X11/extensions/XI2.h>
#include <exevents.h>
#include <xf86.h>
#include <xf86Module.h>
#include <xf86Xinput.h>
#include <xserver-properties.h>

#include <xf86-input-inputtest-protocol.h>

enum { AXIS_X, AXIS_Y, AXIS_MAJOR, AXIS_MINOR, AXIS_PRESSURE, AXIS_ORIENTATION, AXIS_COUNT };

#define POSITION_MAX 65535
#define PRESSURE_MAX 2047
#define ORIENTATION_MAX 90
#define DEFAULT_TOUCHES 10
#define BUFFER_SIZE (4 * sizeof(xf86ITEventTouch))

typedef struct {
    int listen_fd;
    int client_fd;
    char *socket_path;
    int touches;
    /* Input bytes not yet forming a whole message. */
    unsigned char buffer[BUFFER_SIZE];
    size_t buffered;
    /* Touch events posted since the input queue last drained, and whether a
       client waits for that drain (WaitForSync). Both touched on the main thread only. */
    unsigned long posted_since_drain;
    bool sync_pending;
    ValuatorMask *mask;
} XuiTouch;

static void accept_client(int fd, int ready, void *data);

/* Writes `size` bytes to the client, whole or not at all (it is then dropped on its next read). */
static void reply(int fd, const void *bytes, size_t size)
{
    if (fd >= 0 && write(fd, bytes, size) != (ssize_t)size)
        LogMessageVerb(X_WARNING, 0, "xuitouch: reply not written: %s\n", strerror(errno));
}

/* A work procedure: runs when the server is idle, after the drain that follows the client's events. */
static Bool send_sync_finished(ClientPtr unused, void *closure)
{
    XuiTouch *touch = closure;
    xf86ITResponseSyncFinished response = { .header = { sizeof(response), XF86IT_RESPONSE_SYNC_FINISHED } };
    reply(touch->client_fd, &response, sizeof(response));
    return TRUE;
}

/* Called after each pass of the server's input processing. */
static void input_drained(CallbackListPtr *list, void *data, void *call_data)
{
    XuiTouch *touch = ((InputInfoPtr)data)->private;
    touch->posted_since_drain = 0;
    if (touch->sync_pending) {
        touch->sync_pending = false;
        QueueWorkProc(send_sync_finished, NULL, touch);
    }
}

static void drop_client(InputInfoPtr info)
{
    XuiTouch *touch = info->private;
    if (touch->client_fd < 0)
        return;
    RemoveNotifyFd(touch->client_fd);
    close(touch->client_fd);
    touch->client_fd = -1;
    touch->buffered = 0;
    touch->sync_pending = false;
    if (info->dev && info->dev->public.on)
        SetNotifyFd(touch->listen_fd, accept_client, X_NOTIFY_READ, info->dev);
}

static void post_touch(InputInfoPtr info, const xf86ITEventTouch *event)
{
    XuiTouch *touch = info->private;
    uint16_t type = event->touch_type;
    if (type != XI_TouchBegin && type != XI_TouchUpdate && type != XI_TouchEnd) {
        xf86IDrvMsg(info, X_WARNING, "touch type %u is not XI_TouchBegin/Update/End: ignored\n", event->touch_type);
        return;
    }
    valuator_mask_zero(touch->mask);
    for (int axis = 0; axis < AXIS_COUNT; axis++)
        if (event->valuators.mask[axis / 8] & (1 << (axis % 8)))
            valuator_mask_set_double(touch->mask, axis, event->valuators.valuators[axis]);
    xf86PostTouchEvent(info->dev, event->touchid, type, 0, touch->mask);
    touch->posted_since_drain++;
}

/* Handles one whole message; false when the client must be dropped. */
static bool handle_message(InputInfoPtr info, const unsigned char *bytes, const xf86ITEventHeader *header)
{
    XuiTouch *touch = info->private;
    switch (header->type) {
    case XF86IT_EVENT_CLIENT_VERSION: {
        xf86ITEventClientVersion version;
        if (header->length != sizeof(version))
            return false;
        memcpy(&version, bytes, sizeof(version));
        if (version.major != XF86IT_PROTOCOL_VERSION_MAJOR) {
            xf86IDrvMsg(info, X_ERROR, "client speaks protocol %u, not %u\n", version.major, XF86IT_PROTOCOL_VERSION_MAJOR);
            return false;
        }
        xf86ITResponseServerVersion response = {
            .header = { sizeof(response), XF86IT_RESPONSE_SERVER_VERSION },
            .major = XF86IT_PROTOCOL_VERSION_MAJOR, .minor = XF86IT_PROTOCOL_VERSION_MINOR,
        };
        reply(touch->client_fd, &response, sizeof(response));
        return true;
    }
    case XF86IT_EVENT_WAIT_FOR_SYNC:
        if (header->length != sizeof(xf86ITEventWaitForSync))
            return false;
        if (touch->posted_since_drain > 0)
            touch->sync_pending = true; /* answered by input_drained */
        else
            QueueWorkProc(send_sync_finished, NULL, touch);
        return true;
    case XF86IT_EVENT_TOUCH: {
        xf86ITEventTouch event;
        if (header->length != sizeof(event))
            return false;
        memcpy(&event, bytes, sizeof(event));
        post_touch(info, &event);
        return true;
    }
    default:
        xf86IDrvMsg(info, X_ERROR, "message type %u is not one this touchscreen takes\n", header->type);
        return false;
    }
}

static void read_client(int fd, int ready, void *data)
{
    InputInfoPtr info = ((DeviceIntPtr)data)->public.devicePrivate;
    XuiTouch *touch = info->private;
    for (;;) {
        ssize_t count = read(fd, touch->buffer + touch->buffered, sizeof(touch->buffer) - touch->buffered);
        if (count == 0 || (count < 0 && errno != EAGAIN && errno != EINTR)) {
            xf86IDrvMsg(info, X_INFO, "client left\n");
            drop_client(info);
            return;
        }
        if (count < 0) {
            if (errno == EINTR)
                continue;
            return;
        }
        touch->buffered += count;
        size_t used = 0;
        while (touch->buffered - used >= sizeof(xf86ITEventHeader)) {
            xf86ITEventHeader header;
            memcpy(&header, touch->buffer + used, sizeof(header));
            if (header.length < sizeof(header) || header.length > sizeof(xf86ITEventTouch)) {
                xf86IDrvMsg(info, X_ERROR, "message of %u bytes: no such message\n", header.length);
                drop_client(info);
                return;
            }
            if (touch->buffered - used < header.length)
                break;
            if (!handle_message(info, touch->buffer + used, &header)) {
                xf86IDrvMsg(info, X_ERROR, "bad message (type %u, %u bytes): client dropped\n", header.type, header.length);
                drop_client(info);
                return;
            }
            used += header.length;
        }
        memmove(touch->buffer, touch->buffer + used, touch->buffered - used);
        touch->buffered -= used;
    }
}

static void accept_client(int fd, int ready, void *data)
{
    InputInfoPtr info = ((DeviceIntPtr)data)->public.devicePrivate;
    XuiTouch *touch = info->private;
    if (touch->client_fd >= 0)
        return;
    int client = accept4(touch->listen_fd, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC);
    if (client < 0)
        return;
    touch->client_fd = client;
    touch->buffered = 0;
    RemoveNotifyFd(touch->listen_fd); /* one client at a time */
    SetNotifyFd(client, read_client, X_NOTIFY_READ, data);
}

/* Pointer acceleration and threshold settings: a touchscreen has none to apply. */
static void pointer_control(DeviceIntPtr dev, PtrCtrl *control)
{
}

static void init_axes(InputInfoPtr info)
{
    XuiTouch *touch = info->private;
    DeviceIntPtr dev = info->dev;
    static const struct { const char *label; int min, max; } axes[AXIS_COUNT] = {
        [AXIS_X] = { AXIS_LABEL_PROP_ABS_MT_POSITION_X, 0, POSITION_MAX },
        [AXIS_Y] = { AXIS_LABEL_PROP_ABS_MT_POSITION_Y, 0, POSITION_MAX },
        [AXIS_MAJOR] = { AXIS_LABEL_PROP_ABS_MT_TOUCH_MAJOR, 0, POSITION_MAX },
        [AXIS_MINOR] = { AXIS_LABEL_PROP_ABS_MT_TOUCH_MINOR, 0, POSITION_MAX },
        [AXIS_PRESSURE] = { AXIS_LABEL_PROP_ABS_MT_PRESSURE, 0, PRESSURE_MAX },
        [AXIS_ORIENTATION] = { AXIS_LABEL_PROP_ABS_MT_ORIENTATION, -ORIENTATION_MAX, ORIENTATION_MAX },
    };
    Atom labels[AXIS_COUNT];
    for (int i = 0; i < AXIS_COUNT; i++)
        labels[i] = XIGetKnownProperty(axes[i].label);
    /* One button (the emulated pointer's left button), as a touchscreen's BTN_TOUCH. */
    unsigned char map[2] = { 0, 1 };
    Atom button_labels[1] = { XIGetKnownProperty(BTN_LABEL_PROP_BTN_LEFT) };
    InitPointerDeviceStruct((DevicePtr)dev, map, 1, button_labels, pointer_control, GetMotionHistorySize(), AXIS_COUNT, labels);
    for (int i = 0; i < AXIS_COUNT; i++)
        xf86InitValuatorAxisStruct(dev, i, labels[i], axes[i].min, axes[i].max, 0, 0, 0, Absolute);
    InitTouchClassDeviceStruct(dev, touch->touches, XIDirectTouch, AXIS_COUNT);
}

static int device_control(DeviceIntPtr dev, int what)
{
    InputInfoPtr info = dev->public.devicePrivate;
    XuiTouch *touch = info->private;
    switch (what) {
    case DEVICE_INIT:
        init_axes(info);
        return Success;
    case DEVICE_ON:
        dev->public.on = TRUE;
        xf86AddInputEventDrainCallback(input_drained, info);
        SetNotifyFd(touch->listen_fd, accept_client, X_NOTIFY_READ, dev);
        return Success;
    case DEVICE_OFF:
        if (dev->public.on) {
            dev->public.on = FALSE; /* first: drop_client re-arms accepting on a device that is on */
            drop_client(info);
            RemoveNotifyFd(touch->listen_fd);
            xf86RemoveInputEventDrainCallback(input_drained, info);
        }
        dev->public.on = FALSE;
        return Success;
    case DEVICE_CLOSE:
        return Success;
    default:
        return BadValue;
    }
}

static int pre_init(InputDriverPtr driver, InputInfoPtr info, int flags)
{
    XuiTouch *touch = calloc(1, sizeof(XuiTouch));
    if (!touch)
        return BadAlloc;
    touch->listen_fd = -1;
    touch->client_fd = -1;
    info->private = touch;
    info->type_name = XI_TOUCHSCREEN;
    info->device_control = device_control;
    info->read_input = NULL;
    info->fd = -1;

    touch->socket_path = xf86SetStrOption(info->options, "SocketPath", NULL);
    touch->touches = xf86SetIntOption(info->options, "TouchCount", DEFAULT_TOUCHES);
    if (touch->touches < 1 || touch->touches > 255) {
        xf86IDrvMsg(info, X_ERROR, "TouchCount must be 1...255, got %d\n", touch->touches);
        return BadValue;
    }
    struct sockaddr_un address = { .sun_family = AF_UNIX };
    if (!touch->socket_path || strlen(touch->socket_path) >= sizeof(address.sun_path)) {
        xf86IDrvMsg(info, X_ERROR, "Option \"SocketPath\" is missing or longer than %zu bytes\n", sizeof(address.sun_path) - 1);
        return BadValue;
    }
    touch->mask = valuator_mask_new(AXIS_COUNT);
    if (!touch->mask)
        return BadAlloc;
    strcpy(address.sun_path, touch->socket_path);
    unlink(touch->socket_path);
    touch->listen_fd = socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (touch->listen_fd < 0 || bind(touch->listen_fd, (struct sockaddr *)&address, sizeof(address)) != 0
        || listen(touch->listen_fd, 1) != 0) {
        xf86IDrvMsg(info, X_ERROR, "cannot listen on %s: %s\n", touch->socket_path, strerror(errno));
        return BadValue;
    }
    xf86IDrvMsg(info, X_INFO, "touchscreen with %d touches, contact size and orientation axes, on %s\n",
                touch->touches, touch->socket_path);
    return Success;
}

static void un_init(InputDriverPtr driver, InputInfoPtr info, int flags)
{
    XuiTouch *touch = info->private;
    if (touch) {
        if (touch->listen_fd >= 0)
            close(touch->listen_fd);
        if (touch->socket_path)
            unlink(touch->socket_path);
        free(touch->socket_path);
        free(touch->mask);
        free(touch);
        info->private = NULL;
    }
    xf86DeleteInput(info, flags);
}

static InputDriverRec driver = {
    .driverVersion = 1,
    .driverName = "xuitouch",
    .PreInit = pre_init,
    .UnInit = un_init,
};

static void *plug(void *module, void *options, int *major_error, int *minor_error)
{
    xf86AddInputDriver(&driver, module, 0);
    return module;
}

static XF86ModuleVersionInfo version = {
    .modname = "xuitouch",
    .vendor = "XUIKit",
    ._modinfo1_ = MODINFOSTRING1,
    ._modinfo2_ = MODINFOSTRING2,
    .xf86version = XORG_VERSION_CURRENT,
    .majorversion = 1,
    .minorversion = 0,
    .patchlevel = 0,
    .abiclass = ABI_CLASS_XINPUT,
    .abiversion = ABI_XINPUT_VERSION,
    .moduleclass = MOD_CLASS_XINPUT,
};

_X_EXPORT XF86ModuleData xuitouchModuleData = { .vers = &version, .setup = plug };
