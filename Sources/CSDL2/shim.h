#ifndef MOSAIC_CSDL2_SHIM_H
#define MOSAIC_CSDL2_SHIM_H
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>
#include <stdio.h>

/* Function-like macros are not imported into Swift: wrap the ones Mosaic uses. */
static inline int mosaic_sdl_windowpos_centered(void) { return SDL_WINDOWPOS_CENTERED; }
static inline int mosaic_sdl_save_bmp(SDL_Surface *surface, const char *file) { return SDL_SaveBMP(surface, file); }
static inline Uint32 mosaic_sdl_touch_mouseid(void) { return SDL_TOUCH_MOUSEID; }
static inline Uint32 mosaic_sdl_button_mask(int button) { return SDL_BUTTON(button); }
/* Line-buffer stdout (Swift 6 rejects Glibc's global `stdout`). */
static inline void mosaic_line_buffer_stdout(void) { setvbuf(stdout, NULL, _IOLBF, 0); }
#endif
