// Not API: SDL2 for the interactive window (InfoWindowSDL only).
// No pkg-config here: sdl2.pc adds -D_REENTRANT, a flag SwiftPM refuses with a warning on every build;
// the headers live in the default include path (/usr/include/SDL2) and need nothing else.
#include <SDL2/SDL.h>
