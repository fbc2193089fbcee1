#!/usr/bin/python3
# The AT-SPI checks of HelloContacts (scripts/e2e-a11y), run with the system python3
# (python3-pyatspi) on the session bus of the running app, opened on a fresh database of the
# sample contacts. As a screen reader would: the application by name, the collection by role,
# its visible items with the contacts' names and "n of m" positions; "activate" on an item →
# SELECTED and the details pane shows that contact; an action on another item brings the
# focus there (the next arrow goes on from it); shift+Tab leaves the collection in one press;
# delete through the item's action → the confirmation's Delete (an AT-SPI click) → the Undo
# toast → Undo (a click) brings the contact back; an action brings the focus back in;
# lift–move–drop by keyboard in edit mode → the announcements on the bus and the saved order
# (`hello-contacts list`) changed. Prints `ok: a11y: …` / `FAILED: a11y: …`; exits 1 if any failed.
import argparse
import re
import subprocess
import sys

from a11y_atspi import (Heard, action_names, app_and_collection, button, check, check_header_names, do_action, find,
                        find_all, finish, inside, items, keys, names, pump, states, wait_for)

p = argparse.ArgumentParser()
p.add_argument("--bin", required=True, help="the hello-contacts executable")
p.add_argument("--db", required=True, help="the database the app has open")
args = p.parse_args()


def saved():
    """The contacts' names in their saved order (`hello-contacts list`)."""
    return subprocess.run([args.bin, "list", "--db", args.db], capture_output=True, text=True,
                          check=True).stdout.splitlines()


order = saved()
app, collection = app_and_collection("hello-contacts", "Contacts")
check_header_names(app, ["New Contact", "Edit", "Exchange", "Main Menu"])
role = collection.getRoleName()
item_role = "list item" if role == "list" else "table cell"
visible = wait_for(lambda: len(names(collection)) >= 6 and names(collection))
check("the visible items are the first contacts, in their saved order, by name",
      visible and visible[:6] == order[:6], f"saved {order[:6]}, read {(visible or [])[:6]}")
check(f"every item is a {item_role}", all(c.getRoleName() == item_role for c in items(collection)),
      str({c.getRoleName() for c in items(collection)}))
third = items(collection)[2]
position = re.search(r"\b3 of (\d+)", third.description or "")
check(f"the third item's description gives its position ('3 of {len(order)}')",
      position is not None and int(position.group(1)) <= len(order), f"description {third.description!r}")
offered = action_names(third)
check("an item offers activate, select and delete", {"item.activate", "item.select", "item.delete"} <= set(offered),
      str(offered))

heard = Heard()


def labels_named(name):
    """Labels outside the collection that read `name` (the details pane's)."""
    return find_all(app, lambda a: a.getRoleName() == "label" and a.name == name and not inside(a, collection))


# activate → selected, focused, and the details pane shows the contact.
name = third.name
check("no details shown before", not labels_named(name))
check("doAction item.activate succeeds", do_action(third, "item.activate"))
check("after activate the item is SELECTED", wait_for(lambda: "selected" in states(items(collection)[2])),
      str(states(items(collection)[2])))
check("the keyboard focus is on the activated item", wait_for(lambda: "focused" in states(items(collection)[2])),
      f"focus went to {[a.name for a in heard.focused]}")
check(f"the details pane reads {name!r}", wait_for(lambda: labels_named(name)))

# An action on another item brings the focus there; the next arrow goes on from it.
check("doAction item.select on the fifth item succeeds", do_action(items(collection)[4], "item.select"))
check("the focus moves to the fifth item", wait_for(lambda: "focused" in states(items(collection)[4]), 5))
keys("Right")
check("the next arrow goes on from there (the sixth item is focused)",
      wait_for(lambda: "focused" in states(items(collection)[5]), 5),
      f"focused: {[c.name for c in items(collection) if 'focused' in states(c)]}")

# shift+Tab leaves the collection in one press (not onto the drawing area under the proxies).
heard.focused.clear()
keys("shift+Tab")
left = wait_for(lambda: heard.focused and not inside(heard.focused[-1], collection.parent), 5)
check("one shift+Tab takes the focus out of the collection", left,
      f"focus went to {[(a.getRoleName(), a.name) for a in heard.focused]}")

# Delete through the item's action: the confirmation, its Delete button, the Undo toast, Undo.
victim = items(collection)[6]
gone = victim.name
check("doAction item.delete succeeds", do_action(victim, "item.delete"))
question = wait_for(lambda: find(app, lambda a: a.getRoleName() == "label" and a.name == f"Delete {gone}?"), 5)
check(f"the confirmation asks 'Delete {gone}?'", question is not None)
confirm = question and button(question.parent, "Yes")
check("doAction click on its Yes button succeeds", confirm is not None and do_action(confirm, "click"))
deleted = wait_for(lambda: len(saved()) == len(order) - 1 and gone not in names(collection), 5)
check(f"{gone!r} is deleted (hello-contacts list, the collection)", deleted, f"{len(saved())} contacts saved")
undo = wait_for(lambda: button(app, "Undo"), 5)
check("the Undo toast's button is on the bus", undo is not None)
check("doAction click on Undo succeeds", undo is not None and do_action(undo, "click"))
check(f"Undo brings {gone!r} back (hello-contacts list)", deleted and wait_for(lambda: saved() == order, 5),
      f"{len(saved())} contacts saved")

# An action brings the focus back into the collection, from wherever it is.
check("doAction item.select on the third item succeeds", do_action(items(collection)[2], "item.select"))
check("the focus is back on the third item", wait_for(lambda: "focused" in states(items(collection)[2]), 5),
      f"focus went to {[(a.getRoleName(), a.name) for a in heard.focused[-3:]]}")

# Lift, move one place on, drop — by keyboard, in edit mode.
heard.descriptions.clear()
keys("e space Right space")
for pattern in [rf"Lifted {re.escape(name)}, position 3 of \d+", rf"Moved {re.escape(name)} to position 4\b"]:
    said = wait_for(lambda: any(re.search(pattern, t) for t in heard.spoken()), 5)
    check(f"announced on the bus: /{pattern}/", said, f"heard {heard.spoken()}")
check(f"{name!r} is fourth in the accessible order", wait_for(lambda: names(collection)[3] == name, 5),
      f"order {names(collection)[:5]}")
expected = order[:2] + [order[3], order[2]] + order[4:]
check("the saved order changed (hello-contacts list)", wait_for(lambda: saved() == expected, 5),
      f"saved {saved()[:5]}")
# Orca comes next (scripts/e2e-a11y): in edit mode, the moved contact (now fourth) focused.
pump(0.3)
sys.exit(finish())
