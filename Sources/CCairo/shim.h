// Not API: the C functions InfoWindowKit's Graphics layer calls.
//
// Cairo comes from its own header (pkg-config "cairo"), and pixman, which Cairo draws with, from its
// own (Canvas+Composite.swift copies marker icons with it directly). Pango's headers pull in GLib/GIO, whose
// pkg-config flags carry -pthread, which SwiftPM rejects with a warning on every build; so the few Pango
// entry points we call are declared here instead, exactly as Pango 1.50 declares them (stable ABI since
// Pango 1.0, get_direction since 1.46, unichar_direction since 1.4). Types we never look into stay
// opaque; the few structs we read are copied field for field from Pango's public headers.
#ifndef INFOWINDOWKIT_CCAIRO_SHIM_H
#define INFOWINDOWKIT_CCAIRO_SHIM_H

#include <cairo.h>
#include <pixman.h>

// Asks for the cache line holding `p`, to be written (InfoWindowGraphics' own shape rasterizers read a
// frame's pixels in an order no hardware prefetcher foresees). Not Pango's: ours.
static inline void iwk_prefetch_for_write(const void *p) { __builtin_prefetch(p, 1, 3); }

typedef int gboolean;
typedef unsigned int guint;
typedef unsigned short guint16;

typedef struct _PangoFontMap PangoFontMap;
typedef struct _PangoContext PangoContext;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoAttrList PangoAttrList;
typedef struct _PangoAttrClass PangoAttrClass;

typedef struct _PangoAttribute {
    const PangoAttrClass *klass;
    guint start_index;
    guint end_index;
} PangoAttribute;

typedef struct _PangoRectangle {
    int x;
    int y;
    int width;
    int height;
} PangoRectangle;

#define PANGO_SCALE 1024

typedef enum { PANGO_WEIGHT_NORMAL = 400, PANGO_WEIGHT_BOLD = 700 } PangoWeight;
typedef enum { PANGO_ALIGN_LEFT, PANGO_ALIGN_CENTER, PANGO_ALIGN_RIGHT } PangoAlignment;
typedef enum { PANGO_WRAP_WORD, PANGO_WRAP_CHAR, PANGO_WRAP_WORD_CHAR } PangoWrapMode;
typedef enum { PANGO_ELLIPSIZE_NONE, PANGO_ELLIPSIZE_START, PANGO_ELLIPSIZE_MIDDLE, PANGO_ELLIPSIZE_END } PangoEllipsizeMode;
typedef enum {
    PANGO_DIRECTION_LTR, PANGO_DIRECTION_RTL, PANGO_DIRECTION_TTB_LTR, PANGO_DIRECTION_TTB_RTL,
    PANGO_DIRECTION_WEAK_LTR, PANGO_DIRECTION_WEAK_RTL, PANGO_DIRECTION_NEUTRAL
} PangoDirection;

typedef unsigned char guint8;

/// The parts of a laid-out line that TextLayout reads to find where an ellipsis cut the text
/// (pango-layout.h, pango-glyph-item.h, pango-item.h, gslist.h; public structs, stable since Pango 1.0;
/// the analysis flags since 1.16). Pointers we never follow are void.
typedef struct _GSList {
    void *data;
    struct _GSList *next;
} GSList;

typedef struct _PangoAnalysis {
    void *shape_engine;
    void *lang_engine;
    void *font;
    guint8 level;
    guint8 gravity;
    guint8 flags;
    guint8 script;
    void *language;
    GSList *extra_attrs;
} PangoAnalysis;

#define PANGO_ANALYSIS_FLAG_IS_ELLIPSIS (1 << 1)

typedef struct _PangoItem {
    int offset;
    int length;
    int num_chars;
    PangoAnalysis analysis;
} PangoItem;

typedef struct _PangoGlyphItem {
    PangoItem *item;
    void *glyphs;
    int y_offset;
    int start_x_offset;
    int end_x_offset;
} PangoGlyphItem;

typedef struct _PangoLayoutLine {
    PangoLayout *layout;
    int start_index;
    int length;
    GSList *runs;
    guint is_paragraph_start : 1;
    guint resolved_dir : 3;
} PangoLayoutLine;

void g_object_unref(void *object);

const char *pango_version_string(void);

PangoFontMap *pango_cairo_font_map_new(void);
PangoContext *pango_font_map_create_context(PangoFontMap *fontmap);
void pango_cairo_context_set_font_options(PangoContext *context, const cairo_font_options_t *options);
void pango_cairo_context_set_resolution(PangoContext *context, double dpi);
void pango_context_set_round_glyph_positions(PangoContext *context, gboolean round_positions);

PangoFontDescription *pango_font_description_new(void);
void pango_font_description_set_family(PangoFontDescription *desc, const char *family);
void pango_font_description_set_weight(PangoFontDescription *desc, PangoWeight weight);
void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size);

PangoAttrList *pango_attr_list_new(void);
void pango_attr_list_insert(PangoAttrList *list, PangoAttribute *attr);
void pango_attr_list_unref(PangoAttrList *list);
PangoAttribute *pango_attr_font_desc_new(const PangoFontDescription *desc);
PangoAttribute *pango_attr_foreground_new(guint16 red, guint16 green, guint16 blue);
PangoAttribute *pango_attr_foreground_alpha_new(guint16 alpha);

PangoLayout *pango_layout_new(PangoContext *context);
void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc);
void pango_layout_set_attributes(PangoLayout *layout, PangoAttrList *attrs);
void pango_layout_set_alignment(PangoLayout *layout, PangoAlignment alignment);
void pango_layout_set_auto_dir(PangoLayout *layout, gboolean auto_dir);
void pango_layout_set_width(PangoLayout *layout, int width);
void pango_layout_set_height(PangoLayout *layout, int height);
void pango_layout_set_wrap(PangoLayout *layout, PangoWrapMode wrap);
void pango_layout_set_ellipsize(PangoLayout *layout, PangoEllipsizeMode ellipsize);
void pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
gboolean pango_layout_is_ellipsized(PangoLayout *layout);
int pango_layout_get_line_count(PangoLayout *layout);
int pango_layout_get_baseline(PangoLayout *layout);
PangoDirection pango_layout_get_direction(PangoLayout *layout, int index);
int pango_layout_get_height(PangoLayout *layout);
PangoLayoutLine *pango_layout_get_line_readonly(PangoLayout *layout, int line);
PangoDirection pango_unichar_direction(unsigned int ch);

void pango_cairo_show_layout(cairo_t *cr, PangoLayout *layout);
void pango_cairo_layout_path(cairo_t *cr, PangoLayout *layout);

#endif
