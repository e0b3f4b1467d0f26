/* close-window WINDOW_ID — asks an X window to close the way a window manager's close button does:
 * a WM_PROTOCOLS client message carrying WM_DELETE_WINDOW. Tests/e2e/viewer.sh builds and uses it
 * (Xvfb runs no window manager, and this xdotool has no "windowquit"). Exit 0 when the message was
 * sent; 2 on bad usage; 1 when the display cannot be opened. */
#include <X11/Xlib.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: close-window WINDOW_ID\n");
        return 2;
    }
    char *end = NULL;
    unsigned long window = strtoul(argv[1], &end, 0);
    if (end == argv[1] || *end != '\0' || window == 0) {
        fprintf(stderr, "close-window: %s is not a window id\n", argv[1]);
        return 2;
    }
    Display *display = XOpenDisplay(NULL);
    if (display == NULL) {
        fprintf(stderr, "close-window: cannot open the display (is DISPLAY set?)\n");
        return 1;
    }
    XEvent event = {0};
    event.xclient.type = ClientMessage;
    event.xclient.window = (Window)window;
    event.xclient.message_type = XInternAtom(display, "WM_PROTOCOLS", False);
    event.xclient.format = 32;
    event.xclient.data.l[0] = (long)XInternAtom(display, "WM_DELETE_WINDOW", False);
    event.xclient.data.l[1] = CurrentTime;
    XSendEvent(display, (Window)window, False, NoEventMask, &event);
    XFlush(display);
    XCloseDisplay(display);
    return 0;
}
