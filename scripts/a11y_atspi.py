# Shared helpers of the AT-SPI end-to-end checks (scripts/e2e-a11y*.py), for the system
# python3 with python3-pyatspi: report a check, run the main loop so bus events arrive, poll
# with a timeout, walk the accessible tree, perform an action by name, press keys (xdotool).
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

counts = {"passed": 0, "failed": 0}


def check(name, ok, detail=""):
    """Prints `ok: a11y: NAME` or `FAILED: a11y: NAME` (and the detail) and counts it."""
    counts["passed" if ok else "failed"] += 1
    print(f"ok: a11y: {name}" if ok else f"FAILED: a11y: {name}" + (f"\n  {detail}" if detail else ""), flush=True)
    return ok


def finish():
    """Prints the totals; the exit status (1 when any check failed)."""
    print(f"a11y: {counts['passed']} passed, {counts['failed']} failed", flush=True)
    return 1 if counts["failed"] else 0


def pump(seconds):
    """Runs the main loop for `seconds` (bus events reach the listeners)."""
    context = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if not context.iteration(False):
            time.sleep(0.01)


def wait_for(predicate, seconds=10.0):
    """Polls `predicate` (the main loop running between) until it is truthy or `seconds` passed."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        value = predicate()
        if value:
            return value
        pump(0.05)
    return predicate()


def find(acc, predicate, depth=0):
    """The first accessible under `acc` (depth first, `acc` included) for which `predicate` holds."""
    if acc is None or depth > 40:
        return None
    try:
        if predicate(acc):
            return acc
        children = [acc.getChildAtIndex(i) for i in range(acc.childCount)]
    except Exception:   # an object that went away while walking
        return None
    for child in children:
        found = find(child, predicate, depth + 1)
        if found is not None:
            return found
    return None


def find_all(acc, predicate, depth=0, out=None):
    """Every accessible under `acc` for which `predicate` holds, depth first."""
    out = [] if out is None else out
    if acc is None or depth > 40:
        return out
    try:
        if predicate(acc):
            out.append(acc)
        children = [acc.getChildAtIndex(i) for i in range(acc.childCount)]
    except Exception:
        return out
    for child in children:
        find_all(child, predicate, depth + 1, out)
    return out


def application(name):
    """The application named `name` on the bus (its prgname), or None."""
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is not None and app.name == name:
            return app
    return None


def app_and_collection(app_name, view_name, roles=("table", "list")):
    """The application named `app_name` and its collection named `view_name` (a role of
    `roles`), each checked; exits (with the totals) when either is missing."""
    app = wait_for(lambda: application(app_name), 15)
    if not check(f"the application {app_name} is on the bus (its prgname)", app is not None):
        sys.exit(finish())
    collection = wait_for(lambda: find(app, lambda a: a.getRoleName() in roles and a.name == view_name))
    if not check(f"the collection is found by role ({' or '.join(roles)}) and named {view_name!r}", collection is not None):
        sys.exit(finish())
    return app, collection


def states(acc):
    return {pyatspi.stateToString(s) for s in acc.getState().getStates()}


def items(collection):
    return [collection.getChildAtIndex(i) for i in range(collection.childCount)]


def names(collection):
    return [c.name for c in items(collection)]


def action_names(acc):
    action = acc.queryAction()
    return [action.getName(i) for i in range(action.nActions)]


def do_action(acc, name):
    """Performs the action called `name` of `acc`; False when it has none of that name."""
    action = acc.queryAction()
    for i in range(action.nActions):
        if action.getName(i) == name:
            return action.doAction(i)
    return False


def button(acc, label):
    """The first push button under `acc` that reads `label` (GTK 4.8 names a button with a
    mnemonic "_Yes Yes": its mnemonic text, then its label)."""
    return find(acc, lambda a: a.getRoleName() == "push button" and a.name.split(" ")[-1] == label)


def inside(acc, ancestor):
    """Whether `acc` is `ancestor` or below it."""
    while acc is not None:
        if acc == ancestor:
            return True
        acc = acc.parent
    return False


CONTROL_ROLES = ("push button", "toggle button", "combo box", "menu button")


def header_controls(app, band=60):
    """The visible (GTK 4.8 sets no SHOWING) buttons, toggles, menu buttons and drop-downs of `app`'s first frame whose
    top lies within `band` pixels of the frame's top (its header bar), as (role, name)."""
    frame = find(app, lambda a: a.getRoleName() == "frame")
    top = frame.queryComponent().getExtents(pyatspi.DESKTOP_COORDS).y
    found = find_all(frame, lambda a: a.getRoleName() in CONTROL_ROLES and "visible" in states(a)
                     and a.queryComponent().getExtents(pyatspi.DESKTOP_COORDS).y < top + band)
    return [(a.getRoleName(), a.name) for a in found]


def check_header_names(app, expected):
    """Checks that no header control reads as a GTK type name (or nothing) and that each of
    `expected` (names) is among them."""
    controls = wait_for(lambda: header_controls(app), 5) or []
    typed = [c for c in controls if not c[1] or c[1].startswith("Gtk")]
    check("no header control (button, toggle, menu button, drop-down) reads as a GTK type name",
          controls and not typed, f"unnamed or type-named: {typed}; all: {controls}")
    read = {name for (_, name) in controls}
    check(f"the header's controls read {', '.join(expected)}", set(expected) <= read, f"read {sorted(read)}")


def keys(keys, pause=0.4):
    """Presses each xdotool key of the space-separated `keys` (the pointer is over the window)."""
    for key in keys.split():
        subprocess.run(["xdotool", "key", key], check=True)
        pump(pause)


class Heard:
    """Listens on the bus: every accessible-description change (announcements are spoken
    through them) as (source name, text), and every object that took the focus."""

    def __init__(self):
        self.descriptions = []
        self.focused = []
        pyatspi.Registry.registerEventListener(self._description, "object:property-change:accessible-description")
        pyatspi.Registry.registerEventListener(self._focus, "object:state-changed:focused")

    def _description(self, event):
        self.descriptions.append((event.source.name, event.any_data))

    def _focus(self, event):
        if event.detail1:
            self.focused.append(event.source)

    def spoken(self):
        return [text for (_, text) in self.descriptions if text]
