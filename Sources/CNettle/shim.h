// Not API: Nettle's SHA-256 (Debian's nettle-dev), for the server's ETags.
#include <nettle/sha2.h>
// HMAC-SHA1, for verifying Google-style URL signatures (`infowindow serve --signing-secret`).
#include <nettle/hmac.h>
