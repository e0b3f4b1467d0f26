// Not API: libjpeg-turbo TurboJPEG API for JPEG tiles.
#include <turbojpeg.h>
