// Not API: Nettle's SHA-256 (Debian's nettle-dev), for the server's ETags.
#include <nettle/sha2.h>
