// Not API: libgps, gpsd's client library, for InfoWindowFormats' GPSDClient.
#include <gps.h>
