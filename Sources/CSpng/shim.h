// Not API: libspng (Debian's libspng-dev), the fast PNG writer of `Image.pngData(compression: .fast)`.
#include <spng.h>
