#ifndef MOSAIC_CSDL2_SHIM_H
#define MOSAIC_CSDL2_SHIM_H
#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <SDL2/SDL_syswm.h>
#include <stdio.h>
#include <string.h>
#if defined(SDL_VIDEO_DRIVER_X11)
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#endif

/* Function-like macros are not imported into Swift: wrap the ones Mosaic uses. */
static inline int mosaic_sdl_windowpos_centered(void) { return SDL_WINDOWPOS_CENTERED; }
static inline int mosaic_sdl_save_bmp(SDL_Surface *surface, const char *file) { return SDL_SaveBMP(surface, file); }
static inline Uint32 mosaic_sdl_touch_mouseid(void) { return SDL_TOUCH_MOUSEID; }
static inline Uint32 mosaic_sdl_button_mask(int button) { return SDL_BUTTON(button); }
/* Line-buffer stdout (Swift 6 rejects Glibc's global `stdout`). */
static inline void mosaic_line_buffer_stdout(void) { setvbuf(stdout, NULL, _IOLBF, 0); }

/* Sets the window's title on X11 as the ICCCM and EWMH ask: WM_NAME and WM_ICON_NAME as
   STRING when the title is Latin-1, else COMPOUND_TEXT (SDL2 in a UTF-8 locale writes an
   unregistered "UTF-8" type that xdotool and older tools cannot read), and _NET_WM_NAME as
   UTF8_STRING. Needs a UTF-8 LC_CTYPE for titles beyond Latin-1. Returns 1 when set, 0 when
   the window is not an X11 window (Wayland, offscreen), -1 when Xlib refused the text. */
static inline int mosaic_x11_set_title(SDL_Window *window, const char *utf8) {
#if defined(SDL_VIDEO_DRIVER_X11)
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) return 0;
    Display *display = info.info.x11.display;
    Window xwindow = info.info.x11.window;
    char *list[1] = { (char *)utf8 };
    XTextProperty property;
    int status = Xutf8TextListToTextProperty(display, list, 1, XStdICCTextStyle, &property);
    if (status >= 0) {
        XSetWMName(display, xwindow, &property);
        XSetWMIconName(display, xwindow, &property);
        XFree(property.value);
    }
    XChangeProperty(display, xwindow, XInternAtom(display, "_NET_WM_NAME", False),
                    XInternAtom(display, "UTF8_STRING", False), 8, PropModeReplace,
                    (const unsigned char *)utf8, (int)strlen(utf8));
    XFlush(display);
    return status >= 0 ? 1 : -1;
#else
    (void)window; (void)utf8;
    return 0;
#endif
}
#endif
