#!/usr/bin/python3
# The AT-SPI half of scripts/e2e-sync, run with the system python3 (python3-pyatspi) on the
# session bus of a running HelloContacts: presses the button named NAME (its "click" action)
# in the application APP, waiting up to 20 s for it to be on the bus and visible. Exits 0 when
# pressed, 1 (saying why) when there is no such button.
#   e2e-sync.py --app hello-contacts --press "Use server's"
import argparse
import sys
import time

import pyatspi

p = argparse.ArgumentParser()
p.add_argument("--app", required=True, help="the application's accessible name (its prgname)")
p.add_argument("--press", required=True, help="the button's accessible name (its label)")
args = p.parse_args()


def find(acc, predicate, depth=0):
    if acc is None or depth > 40:
        return None
    try:
        if predicate(acc):
            return acc
        children = [acc.getChildAtIndex(i) for i in range(acc.childCount)]
    except Exception:   # a widget gone meanwhile
        return None
    for child in children:
        found = find(child, predicate, depth + 1)
        if found is not None:
            return found
    return None


def showing_button(acc):
    # Not STATE_SHOWING: under Xvfb without a window manager GTK 4.8 reports no widget showing;
    # VISIBLE follows gtk_widget_set_visible (the banner's hidden buttons are not VISIBLE).
    if acc.name != args.press or acc.getRole() != pyatspi.ROLE_PUSH_BUTTON:
        return False
    return acc.getState().contains(pyatspi.STATE_VISIBLE)


def press():
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is None or app.name != args.app:
            continue
        button = find(app, showing_button)
        if button is None:
            return False
        action = button.queryAction()
        for j in range(action.nActions):
            if action.getName(j) == "click":
                return action.doAction(j)
    return False


deadline = time.monotonic() + 20
while time.monotonic() < deadline:
    if press():
        print(f"pressed {args.press}")
        sys.exit(0)
    time.sleep(0.3)
desktop = pyatspi.Registry.getDesktop(0)
apps = [desktop.getChildAtIndex(i) for i in range(desktop.childCount)]
print(f"no visible button named {args.press!r} in {args.app} on the accessibility bus; applications: "
      + ", ".join(repr(a.name) for a in apps if a is not None), file=sys.stderr)
for app in apps:
    if app is not None and app.name == args.app:
        buttons = []
        find(app, lambda acc: acc.getRole() == pyatspi.ROLE_PUSH_BUTTON and buttons.append(
            (acc.name, acc.getState().contains(pyatspi.STATE_VISIBLE))) and False)
        print(f"its buttons (name, visible): {buttons[:60]}", file=sys.stderr)
sys.exit(1)
