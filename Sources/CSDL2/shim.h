// Not API: SDL2 for the interactive window.
#include <SDL2/SDL.h>
