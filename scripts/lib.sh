# Shared helpers for the scripts under scripts/. Source, don't run.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

# ensure_packages PKG...: installs the Debian packages that are missing, quietly.
ensure_packages() {
  local missing=()
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "installing missing Debian packages: ${missing[*]}" >&2
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq >/dev/null
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# ensure_swift: the toolchain is the one thing the machine must already have.
ensure_swift() {
  if ! command -v swift >/dev/null 2>&1; then
    if [ -x /opt/swift/usr/bin/swift ]; then export PATH="/opt/swift/usr/bin:$PATH"
    else echo "error: the Swift toolchain (6.0 or newer) is required: 'swift' is not on PATH" >&2; exit 1; fi
  fi
}

# The Debian packages the whole project needs to build and run (SDL2 window backend, SQLite
# store) and to run its end-to-end tests (Xvfb, xdotool, ImageMagick).
BUILD_PACKAGES=(pkg-config libsdl2-dev libsdl2-image-dev fonts-dejavu-core fonts-wqy-microhei libsqlite3-dev)
# Cairo + Pango (shaped text in every backend), gdk-pixbuf (images), colour emoji and Devanagari
# fonts; pdftotext (poppler-utils) reads the text layer of PDFs in the tests.
BUILD_PACKAGES+=(libpango1.0-dev libcairo2-dev libgdk-pixbuf-2.0-dev fonts-noto-color-emoji fonts-lohit-deva poppler-utils)
E2E_PACKAGES=(xvfb xdotool imagemagick x11-apps x11-utils)
# The GTK 4 backend (MosaicGTK, Examples/GTKGallery) and its Xvfb tests' session bus.
BUILD_PACKAGES+=(libgtk-4-dev libadwaita-1-dev)
E2E_PACKAGES+=(dbus)
# The accessibility tests (scripts/e2e-a11y): AT-SPI for the system python3, and Orca.
A11Y_PACKAGES=(at-spi2-core python3-pyatspi orca)
# What the unit tests run besides the build (pdftotext reads the text layer of Lineup's PDF).
TEST_PACKAGES=(poppler-utils)
# HelloContacts' account passwords in the Secret Service (libsecret), tested against a
# gnome-keyring-daemon on a private session bus (dbus-run-session).
BUILD_PACKAGES+=(libsecret-1-dev)
TEST_PACKAGES+=(gnome-keyring dbus-daemon)

# quit_and_time PID: presses ctrl+q (in the focused window), waits until process PID — a
# background child of the calling script — has exited, and sets QUIT_MS to the milliseconds
# from the key to the exit and QUIT_CODE to its exit code. (Not in a $(…): the script itself
# must reap the child.)
quit_and_time() {
  local t0 t1
  t0=$(date +%s%N); xdotool key ctrl+q
  for _ in $(seq 2000); do kill -0 "$1" 2>/dev/null || break; sleep 0.005; done
  t1=$(date +%s%N)
  QUIT_CODE=0; wait "$1" || QUIT_CODE=$?
  QUIT_MS=$(( (t1 - t0) / 1000000 ))
}

# package_of NAME: the absolute path of the package that builds the executable NAME.
package_of() {
  case "$1" in
    hello-contacts|lineup|mosaic) echo "$ROOT/Apps" ;;
    mosaic-bench) echo "$ROOT/Benchmarks" ;;
    *) echo "no package builds an executable named $1" >&2; return 1 ;;
  esac
}

# figures_wanted: whether this run measures the release-build figures of the e2e scripts
# (MOSAIC_E2E_FIGURES=1, set by `scripts/bench --json`); `scripts/test` runs their checks only —
# a figure is a benchmark key, not a timed test.
figures_wanted() { [ "${MOSAIC_E2E_FIGURES:-0}" = 1 ]; }

# debug_bin NAME: the absolute path of the debug build of the executable NAME (built if
# missing; scripts/test builds it first), build output on stderr. The end-to-end tests use
# debug builds.
debug_bin() {
  local package bin
  package="$(package_of "$1")"
  bin="$(swift build --package-path "$package" --show-bin-path 2>/dev/null | tail -1)/$1"
  [ -x "$bin" ] || swift build --package-path "$package" --product "$1" >&2
  echo "$bin"
}

# The example packages (Examples/*) build in the library's own scratch folder, .build: the
# library modules they depend on by path compile with the same commands as the root package's
# debug build (`swift build`, also with --build-tests), so SwiftPM reuses that build's products
# and compiles only each example's own targets — once for all examples instead of once in each
# example's .build (scripts/examples, and the e2e scripts that drive GTKGallery and Board).
EXAMPLES_SCRATCH="$ROOT/.build"

# example_build NAME ARGS...: `swift build ARGS...` of the package Examples/NAME, in EXAMPLES_SCRATCH.
example_build() {
  local name=$1; shift
  swift build --package-path "$ROOT/Examples/$name" --scratch-path "$EXAMPLES_SCRATCH" "$@"
}

# example_bin NAME ARGS...: builds Examples/NAME (`swift build ARGS...`, e.g. -c release; build
# output on stderr) and prints the absolute path of its executable, NAMEExample.
example_bin() {
  example_build "$@" >&2
  echo "$(example_build "$@" --show-bin-path)/${1}Example"
}

# median3 A B C: the middle value.
median3() { printf '%s\n' "$@" | sort -n | sed -n 2p; }

# The CardDAV servers the sync tests run against, pinned (Python packages).
CARDDAV_PACKAGES=(radicale==3.9.0 xandikos==0.4.10)
CARDDAV_VENV="$ROOT/.build/venv"

# ensure_carddav_servers: a Python virtual environment at .build/venv holding the pinned
# Radicale and Xandikos (Debian's python3 and python3-venv installed first); quiet when it is
# already there. The HelloContacts sync tests start both servers from it.
ensure_carddav_servers() {
  ensure_packages python3 python3-venv
  local stamp="$CARDDAV_VENV/.mosaic-packages"
  if [ -x "$CARDDAV_VENV/bin/radicale" ] && [ -x "$CARDDAV_VENV/bin/xandikos" ] \
    && [ "$(cat "$stamp" 2>/dev/null)" = "${CARDDAV_PACKAGES[*]}" ]; then return 0; fi
  echo "creating $CARDDAV_VENV with ${CARDDAV_PACKAGES[*]}" >&2
  rm -rf "$CARDDAV_VENV"
  mkdir -p "$(dirname "$CARDDAV_VENV")"
  /usr/bin/python3 -m venv "$CARDDAV_VENV"
  "$CARDDAV_VENV/bin/pip" install --quiet --disable-pip-version-check "${CARDDAV_PACKAGES[@]}" >&2
  echo "${CARDDAV_PACKAGES[*]}" > "$stamp"
}
