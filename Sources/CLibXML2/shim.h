// Not API: libxml2's push parser (SAX2) for InfoWindowFormats' streaming XML reader.
//
// Debian builds libxml2 with ICU, so <libxml/encoding.h> would include ICU's <unicode/ucnv.h>,
// whose types clash with the copy of ICU inside Foundation ("'UErrorCode' has different
// definitions in different modules"). Nothing here uses ICU: undefining the switch drops that
// include and two pointer fields at the end of xmlCharEncodingHandler, a struct Swift only ever
// sees through pointers (never allocated, copied or read here), so the library's layout is not
// relied on.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
#include <libxml/tree.h>
