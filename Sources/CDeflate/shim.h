// Not API: libdeflate (Debian's libdeflate-dev), the compressor of `Image.pngData(compression: .fast)`.
#include <libdeflate.h>
