// Not API: libgd (Debian's libgd-dev, the GD licence), for `infowindow serve`'s 8-bit palette formats,
// Google's `png8` and `gif`: its quantiser (gdImageTrueColorToPalette) and its PNG and GIF writers.
#include <gd.h>
