// Not API: SQLite for MBTiles.
#include <sqlite3.h>
