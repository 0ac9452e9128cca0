/*
 * The raster back-end's C libraries, from Debian: cairo (libcairo2-dev) draws and writes PNG;
 * giflib (libgif-dev) encodes GIF. Nothing else of cartlua links them.
 */
#ifndef CARTLUA_RASTER_SHIM_H
#define CARTLUA_RASTER_SHIM_H
#include <cairo.h>
#include <gif_lib.h>
#endif
