// Measures PNG encoder choices for `infowindow serve` (docs/serving.md, S12): Cairo's own writer (what
// Image.pngData() uses: libpng, RGBA, zlib's default level, adaptive filters) against libpng and
// libspng at other zlib levels and filters, RGB (the maps are opaque) and RGBA. Prints one line per
// choice: median milliseconds per encode over the runs, and bytes.
// libdeflate (what Image.pngData(compression: .fast) uses: the rows deflated in one zlib stream; the PNG
// framing costs nothing beside it) is measured on the same rows.
//   cc -O2 png-encoders.c $(pkg-config --cflags --libs cairo libpng spng libdeflate) -o png-encoders
//   (needs libpng-dev, libspng-dev and libdeflate-dev; only for this measurement)
//   ./png-encoders PICTURE.png [RUNS]
#include <cairo.h>
#include <png.h>
#include <spng.h>
#include <libdeflate.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct { unsigned char *data; size_t size, capacity; } buffer;

static void append(buffer *b, const void *bytes, size_t n) {
    if (b->size + n > b->capacity) {
        b->capacity = (b->size + n) * 2;
        b->data = realloc(b->data, b->capacity);
    }
    memcpy(b->data + b->size, bytes, n);
    b->size += n;
}

static cairo_status_t cairo_sink(void *closure, const unsigned char *data, unsigned int length) {
    append(closure, data, length);
    return CAIRO_STATUS_SUCCESS;
}

static void png_sink(png_structp png, png_bytep data, png_size_t length) { append(png_get_io_ptr(png), data, length); }
static void png_flush_nothing(png_structp png) { (void)png; }

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/// Straight RGB or RGBA rows from Cairo's premultiplied native-endian ARGB words.
static unsigned char *rows(cairo_surface_t *s, int channels) {
    int w = cairo_image_surface_get_width(s), h = cairo_image_surface_get_height(s), stride = cairo_image_surface_get_stride(s);
    unsigned char *out = malloc((size_t)w * h * channels), *src = cairo_image_surface_get_data(s);
    for (int y = 0; y < h; y++) {
        uint32_t *row = (uint32_t *)(src + (size_t)y * stride);
        for (int x = 0; x < w; x++) {
            uint32_t p = row[x];
            unsigned char *o = out + ((size_t)y * w + x) * channels;
            unsigned a = p >> 24;
            unsigned r = (p >> 16) & 255, g = (p >> 8) & 255, b = p & 255;
            if (a != 0 && a != 255) { r = r * 255 / a; g = g * 255 / a; b = b * 255 / a; }
            o[0] = r; o[1] = g; o[2] = b;
            if (channels == 4) o[3] = a;
        }
    }
    return out;
}

static size_t with_libpng(const unsigned char *pixels, int w, int h, int channels, int level, int filters, buffer *out) {
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    if (setjmp(png_jmpbuf(png))) { png_destroy_write_struct(&png, &info); return 0; }
    png_set_write_fn(png, out, png_sink, png_flush_nothing);
    png_set_IHDR(png, info, w, h, 8, channels == 4 ? PNG_COLOR_TYPE_RGBA : PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, level);
    png_set_filter(png, 0, filters);
    png_write_info(png, info);
    for (int y = 0; y < h; y++) png_write_row(png, (png_const_bytep)(pixels + (size_t)y * w * channels));
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    return out->size;
}

static size_t with_spng(const unsigned char *pixels, int w, int h, int channels, int level, int filters, buffer *out) {
    spng_ctx *ctx = spng_ctx_new(SPNG_CTX_ENCODER);
    spng_set_option(ctx, SPNG_ENCODE_TO_BUFFER, 1);
    spng_set_option(ctx, SPNG_IMG_COMPRESSION_LEVEL, level);
    spng_set_option(ctx, SPNG_FILTER_CHOICE, filters);
    struct spng_ihdr ihdr = { .width = w, .height = h, .bit_depth = 8,
                              .color_type = channels == 4 ? SPNG_COLOR_TYPE_TRUECOLOR_ALPHA : SPNG_COLOR_TYPE_TRUECOLOR };
    spng_set_ihdr(ctx, &ihdr);
    size_t size = (size_t)w * h * channels, length = 0;
    int error = spng_encode_image(ctx, pixels, size, SPNG_FMT_PNG, SPNG_ENCODE_FINALIZE);
    void *png = error ? NULL : spng_get_png_buffer(ctx, &length, &error);
    if (png) { append(out, png, length); free(png); }
    spng_ctx_free(ctx);
    return out->size;
}

/// The rows with a filter byte of 0 before each, deflated by libdeflate at `level` into one zlib stream.
static size_t with_libdeflate(const unsigned char *pixels, int w, int h, int channels, int level, buffer *out) {
    size_t row = (size_t)w * channels, n = (row + 1) * h;
    unsigned char *filtered = malloc(n);
    for (int y = 0; y < h; y++) { filtered[y * (row + 1)] = 0; memcpy(filtered + y * (row + 1) + 1, pixels + y * row, row); }
    struct libdeflate_compressor *c = libdeflate_alloc_compressor(level);
    size_t bound = libdeflate_zlib_compress_bound(c, n);
    out->data = malloc(bound);
    size_t size = libdeflate_zlib_compress(c, filtered, n, out->data, bound);
    libdeflate_free_compressor(c);
    free(filtered);
    return size + 8 + 25 + 12 + 12;  // signature, IHDR, IDAT and IEND framing
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: png-encoders PICTURE.png [RUNS]\n"); return 2; }
    int runs = argc > 2 ? atoi(argv[2]) : 15;
    cairo_surface_t *s = cairo_image_surface_create_from_png(argv[1]);
    if (cairo_surface_status(s) != CAIRO_STATUS_SUCCESS) { fprintf(stderr, "%s: cannot read\n", argv[1]); return 1; }
    int w = cairo_image_surface_get_width(s), h = cairo_image_surface_get_height(s);
    unsigned char *rgb = rows(s, 3), *rgba = rows(s, 4);
    printf("%s: %dx%d pixels, median of %d encodes\n", argv[1], w, h, runs);
    printf("%-44s %9s %9s\n", "encoder", "ms", "bytes");
    struct { const char *name; int kind, channels, level, filters; } choices[] = {
        { "cairo_surface_write_to_png (RGBA, level 6, adaptive)", 0, 4, 0, 0 },
        { "libpng RGBA level 6 all filters", 1, 4, 6, PNG_ALL_FILTERS },
        { "libpng RGB level 6 all filters", 1, 3, 6, PNG_ALL_FILTERS },
        { "libpng RGB level 3 all filters", 1, 3, 3, PNG_ALL_FILTERS },
        { "libpng RGB level 1 all filters", 1, 3, 1, PNG_ALL_FILTERS },
        { "libpng RGB level 1 sub", 1, 3, 1, PNG_FILTER_SUB },
        { "libpng RGB level 1 up", 1, 3, 1, PNG_FILTER_UP },
        { "libpng RGB level 1 paeth", 1, 3, 1, PNG_FILTER_PAETH },
        { "libpng RGB level 1 none", 1, 3, 1, PNG_FILTER_NONE },
        { "libpng RGB level 3 up", 1, 3, 3, PNG_FILTER_UP },
        { "libpng RGB level 3 none", 1, 3, 3, PNG_FILTER_NONE },
        { "libpng RGB level 6 none", 1, 3, 6, PNG_FILTER_NONE },
        { "libpng RGB level 6 up", 1, 3, 6, PNG_FILTER_UP },
        { "libspng RGB level 6 all filters", 2, 3, 6, SPNG_FILTER_CHOICE_ALL },
        { "libspng RGB level 1 all filters", 2, 3, 1, SPNG_FILTER_CHOICE_ALL },
        { "libspng RGB level 1 up", 2, 3, 1, SPNG_FILTER_CHOICE_UP },
        { "libspng RGB level 3 up", 2, 3, 3, SPNG_FILTER_CHOICE_UP },
        { "libspng RGB level 3 none", 2, 3, 3, SPNG_FILTER_CHOICE_NONE },
        { "libspng RGB level 6 none", 2, 3, 6, SPNG_FILTER_CHOICE_NONE },
        { "libspng RGBA level 3 none", 2, 4, 3, SPNG_FILTER_CHOICE_NONE },
        { "libdeflate RGB level 1 none", 3, 3, 1, 0 },
        { "libdeflate RGB level 3 none", 3, 3, 3, 0 },
        { "libdeflate RGB level 6 none", 3, 3, 6, 0 },
    };
    double *times = malloc(sizeof(double) * runs);
    for (size_t c = 0; c < sizeof choices / sizeof *choices; c++) {
        size_t bytes = 0;
        for (int r = 0; r < runs; r++) {
            buffer out = { 0 };
            const unsigned char *pixels = choices[c].channels == 4 ? rgba : rgb;
            double start = now_ms();
            if (choices[c].kind == 0) { cairo_surface_write_to_png_stream(s, cairo_sink, &out); bytes = out.size; }
            else if (choices[c].kind == 1) bytes = with_libpng(pixels, w, h, choices[c].channels, choices[c].level, choices[c].filters, &out);
            else if (choices[c].kind == 2) bytes = with_spng(pixels, w, h, choices[c].channels, choices[c].level, choices[c].filters, &out);
            else bytes = with_libdeflate(pixels, w, h, choices[c].channels, choices[c].level, &out);
            times[r] = now_ms() - start;
            free(out.data);
        }
        qsort(times, runs, sizeof *times, compare);
        printf("%-44s %9.2f %9zu\n", choices[c].name, times[runs / 2], bytes);
    }
    return 0;
}
