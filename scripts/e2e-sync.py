#!/usr/bin/python3
# The AT-SPI half of scripts/e2e-sync, run with the system python3 (python3-pyatspi) on the
# session bus of a running HelloContacts: presses the button named NAME (its "click" action)
# in the application APP, waiting up to 20 s for it to be on the bus and visible. Exits 0 when
# pressed, 1 (saying why) when there is no such button. The tree walk, the application lookup
# and the action by name are scripts/a11y_atspi.py's.
#   e2e-sync.py --app hello-contacts --press "Use server's"
import argparse
import sys

import pyatspi

from a11y_atspi import application, do_action, find, find_all, wait_for

p = argparse.ArgumentParser()
p.add_argument("--app", required=True, help="the application's accessible name (its prgname)")
p.add_argument("--press", required=True, help="the button's accessible name (its label)")
args = p.parse_args()


def showing_button(acc):
    # Not STATE_SHOWING: under Xvfb without a window manager GTK 4.8 reports no widget showing;
    # VISIBLE follows gtk_widget_set_visible (the banner's hidden buttons are not VISIBLE).
    if acc.name != args.press or acc.getRole() != pyatspi.ROLE_PUSH_BUTTON:
        return False
    return acc.getState().contains(pyatspi.STATE_VISIBLE)


def press():
    button = find(application(args.app), showing_button)
    return button is not None and do_action(button, "click")


if wait_for(press, 20):
    print(f"pressed {args.press}")
    sys.exit(0)
desktop = pyatspi.Registry.getDesktop(0)
apps = [desktop.getChildAtIndex(i) for i in range(desktop.childCount)]
print(f"no visible button named {args.press!r} in {args.app} on the accessibility bus; applications: "
      + ", ".join(repr(a.name) for a in apps if a is not None), file=sys.stderr)
app = application(args.app)
if app is not None:
    buttons = find_all(app, lambda acc: acc.getRole() == pyatspi.ROLE_PUSH_BUTTON)
    print(f"its buttons (name, visible): {[(b.name, b.getState().contains(pyatspi.STATE_VISIBLE)) for b in buttons][:60]}",
          file=sys.stderr)
sys.exit(1)
