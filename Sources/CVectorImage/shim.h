// librsvg (SVG) and Poppler's GLib interface (PDF), both drawing into cairo image surfaces.
// librsvg-2.0's pkg-config flags bring GLib's and cairo's include paths; Poppler's header is named
// by its path under /usr/include so one module holds both and cairo's types are one set of types.
#include <librsvg/rsvg.h>
#include <poppler/glib/poppler.h>
#include <cairo.h>
