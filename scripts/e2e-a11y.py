#!/usr/bin/python3
# The AT-SPI half of scripts/e2e-a11y, run with the system python3 (python3-pyatspi) on the
# session bus of a running GTK app that hosts a Mosaic CollectionWidget. It reads the app as a
# screen reader does and operates it: finds the application and the collection by role and
# name, its visible items with names and positions, performs an item's select action over
# AT-SPI (→ state SELECTED), lifts, moves and drops an item by keyboard (xdotool, the pointer is
# already over the window) and listens on the bus for the announcements (accessible-description
# changes of the focused item) and for the new order of the items. Prints `ok: a11y: …` or
# `FAILED: a11y: …` per check; exits 1 when any failed.
import argparse
import re
import sys

import pyatspi

from a11y_atspi import (Heard, action_names, application, check, do_action, finish, find, items, keys, names,
                        states, wait_for)

p = argparse.ArgumentParser()
p.add_argument("--app", required=True, help="the application's accessible name (its prgname)")
p.add_argument("--view", required=True, help="the collection's accessible name")
p.add_argument("--role", default="table", help="the collection's AT-SPI role: list or table")
p.add_argument("--names", required=True, help="the first visible items' names, '|'-separated")
p.add_argument("--position", required=True, help="the position in the third item's description, e.g. '3 of 48'")
p.add_argument("--select", default="item.select", help="the action that selects (item.activate in browse mode)")
p.add_argument("--item", type=int, default=2, help="the index of the item to select and move")
p.add_argument("--move-keys", default="space Right space", help="xdotool keys that lift, move one place on and drop")
p.add_argument("--back-action", default="item.move-left",
               help="the action that puts the moved item back (empty: skip; exchange mode has none)")
p.add_argument("--announce", action="append", default=[],
               help="a regular expression an announcement must match ({name} is the moved item's name)")
args = p.parse_args()

app = wait_for(lambda: application(args.app), 10)
check(f"the application {args.app} is on the bus", app is not None)
if app is None:
    sys.exit(1)
collection = wait_for(lambda: find(app, lambda a: a.getRoleName() == args.role and a.name == args.view))
check(f"the collection is a {args.role} named {args.view!r}", collection is not None)
if collection is None:
    sys.exit(1)
expected = args.names.split("|")
visible = names(collection)
check("the visible items are read in order with their names", visible[:len(expected)] == expected,
      f"expected {expected}, read {visible[:len(expected)]}")
role = "list item" if args.role == "list" else "table cell"
check(f"every item has the role {role}", all(c.getRoleName() == role for c in items(collection)),
      str({c.getRoleName() for c in items(collection)}))
target = items(collection)[args.item]
name = target.name
check(f"item {args.item + 1}'s description says {args.position!r}", args.position in target.description,
      f"description {target.description!r}")
extents = target.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
check("an item's extents are its cell (non-empty)", extents.width > 0 and extents.height > 0,
      f"{extents.x},{extents.y} {extents.width}x{extents.height}")
offered = action_names(target)
check("an item offers activate, select and its moves as actions",
      {"item.activate", args.select, "item.move-right"} <= set(offered), str(offered))

# Every description change on the bus (the announcements are spoken through them).
heard = Heard()

check(f"doAction {args.select} succeeds", do_action(target, args.select))
selected = wait_for(lambda: "selected" in states(items(collection)[args.item]))
check(f"after {args.select} the item is SELECTED", selected, str(states(items(collection)[args.item])))
focused = wait_for(lambda: "focused" in states(items(collection)[args.item]))
check("the keyboard focus follows to the item's proxy", focused, f"focus events {[a.name for a in heard.focused]}")

keys(args.move_keys)
for pattern in args.announce or [r"Lifted {name}, position", r"Moved {name} to position"]:
    rx = re.compile(pattern.replace("{name}", re.escape(name)))
    said = wait_for(lambda: any(rx.search(t) for t in heard.spoken()), 5)
    check(f"announced on the bus: /{rx.pattern}/", said, f"heard {heard.spoken()}")
after = wait_for(lambda: names(collection)[args.item + 1] == name and names(collection))
check(f"{name!r} moved one place on in the accessible order", bool(after),
      f"order {names(collection)[:args.item + 3]}")

# An action over AT-SPI moves too: the same item, one place back.
if args.back_action:
    moved = items(collection)[args.item + 1]
    check(f"doAction {args.back_action} succeeds", do_action(moved, args.back_action))
    back = wait_for(lambda: names(collection)[args.item] == name)
    check(f"{name!r} is back at its place after {args.back_action}", back, f"order {names(collection)[:args.item + 3]}")
sys.exit(finish())
