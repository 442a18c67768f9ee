// The few functions of librsvg (SVG), Poppler's GLib interface (PDF), cairo and GLib that
// `VectorImageFile` calls, declared here as the libraries' headers declare them (librsvg 2.54,
// Poppler 22.12, cairo 1.16, GLib 2.74; all stable C API). Declaring them instead of including the
// headers keeps GLib's and cairo's include folders out of every compile that imports the engine
// (a guide's runner, guidecheck), which would otherwise need pkg-config's flags.
#ifndef MOCKUP_VECTOR_IMAGE_SHIM_H
#define MOCKUP_VECTOR_IMAGE_SHIM_H
#include <stddef.h>
#include <stdint.h>

typedef int gboolean;
typedef struct _GError { uint32_t domain; int code; char *message; } GError;
typedef struct _GBytes GBytes;
void g_error_free(GError *error);
void g_object_unref(void *object);
GBytes *g_bytes_new(const void *data, size_t size);
void g_bytes_unref(GBytes *bytes);

typedef struct _cairo cairo_t;
typedef struct _cairo_surface cairo_surface_t;
/// `CAIRO_FORMAT_ARGB32` of `cairo_format_t`: premultiplied 32-bit ARGB in the platform's order.
static const int mockup_cairo_format_argb32 = 0;
/// `CAIRO_FORMAT_A8`: 8-bit coverage.
static const int mockup_cairo_format_a8 = 2;
cairo_surface_t *cairo_image_surface_create(int format, int width, int height);
unsigned char *cairo_image_surface_get_data(cairo_surface_t *surface);
int cairo_image_surface_get_stride(cairo_surface_t *surface);
void cairo_surface_flush(cairo_surface_t *surface);
void cairo_surface_destroy(cairo_surface_t *surface);
cairo_t *cairo_create(cairo_surface_t *target);
void cairo_destroy(cairo_t *cr);
void cairo_scale(cairo_t *cr, double sx, double sy);
void cairo_translate(cairo_t *cr, double tx, double ty);

typedef struct _PopplerDocument PopplerDocument;
typedef struct _PopplerPage PopplerPage;
PopplerDocument *poppler_document_new_from_bytes(GBytes *bytes, const char *password, GError **error);
int poppler_document_get_n_pages(PopplerDocument *document);
PopplerPage *poppler_document_get_page(PopplerDocument *document, int index);
void poppler_page_get_size(PopplerPage *page, double *width, double *height);
void poppler_page_render(PopplerPage *page, cairo_t *cairo);

typedef struct _RsvgHandle RsvgHandle;
typedef struct _RsvgRectangle { double x; double y; double width; double height; } RsvgRectangle;
typedef struct _RsvgLength { double length; int unit; } RsvgLength;
RsvgHandle *rsvg_handle_new_from_data(const uint8_t *data, size_t data_len, GError **error);
gboolean rsvg_handle_get_intrinsic_size_in_pixels(RsvgHandle *handle, double *out_width, double *out_height);
void rsvg_handle_get_intrinsic_dimensions(RsvgHandle *handle, gboolean *out_has_width, RsvgLength *out_width,
                                          gboolean *out_has_height, RsvgLength *out_height,
                                          gboolean *out_has_viewbox, RsvgRectangle *out_viewbox);
gboolean rsvg_handle_render_document(RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport, GError **error);
gboolean rsvg_handle_has_sub(RsvgHandle *handle, const char *id);
gboolean rsvg_handle_get_geometry_for_layer(RsvgHandle *handle, const char *id, const RsvgRectangle *viewport,
                                            RsvgRectangle *out_ink_rect, RsvgRectangle *out_logical_rect, GError **error);
gboolean rsvg_handle_render_layer(RsvgHandle *handle, cairo_t *cr, const char *id, const RsvgRectangle *viewport, GError **error);
#endif
