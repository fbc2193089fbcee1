#!/usr/bin/python3
# The AT-SPI checks of Lineup (scripts/e2e-a11y), run with the system python3 (python3-pyatspi)
# on the session bus of the running app, opened on a sample team: the application by name, the
# boat and bench as a collection whose items are named after the paddlers and described with
# their seat and weight; the balance gauges as meters with their words; a paddler selected
# by its action has the focus, and an exchange by keyboard (catch, arrow, release) announces both
# paddlers' names on the bus ("Noah Petit will swap with …", "Swapped Noah Petit and …") and the
# two changed places: a bench paddler with a seated one. The header's controls read their
# names, none a GTK type name. The spare drummer over a row seat hears why it refuses her. Prints `ok: a11y: …` / `FAILED: a11y: …`; exits 1 if any failed.
import argparse
import re
import sys

import pyatspi

from a11y_atspi import (Heard, app_and_collection, check, check_header_names, do_action, find, find_all, finish, items,
                        keys, names, states, wait_for)

p = argparse.ArgumentParser()
p.add_argument("--app", default="lineup", help="the application's accessible name (its prgname)")
# Noah Petit: on the sample team's bench, first column (level with row 1), paddler role (Ada Fox,
# above him, is the spare drummer, whom a row seat refuses).
p.add_argument("--paddler", default="Noah Petit", help="the bench paddler to catch")
p.add_argument("--refused", default="Ada Fox", help="the spare drummer, whom row 1R refuses")
args = p.parse_args()

app, collection = app_and_collection(args.app, "Lineup")
check_header_names(app, ["Lineup", "Lineup menu", "Swap", "Arrange bench", "Undo", "Redo", "Lock lineup", "Main menu"])
described = re.compile(r"^(seat \S+|on the bench), \d+(\.\d+)? kg, \d+ of \d+")
wrong = [(c.name, c.description) for c in items(collection) if not described.match(c.description or "")]
check("every paddler is described with seat, weight and position ('seat 4L, 72 kg, …')",
      items(collection) and not wrong, f"{wrong[:3]}")
check("the items are named after the paddlers", "Mia Chen" in names(collection), str(names(collection)[:4]))

gauges = find_all(app, lambda a: a.getRoleName() == "level bar")
check("the balance gauges are meters named 'Left/right balance' and 'Front/back trim'",
      sorted(g.name for g in gauges) == ["Front/back trim", "Left/right balance"], str([g.name for g in gauges]))
check("each gauge's description is its words", gauges and all(g.description for g in gauges),
      str([g.description for g in gauges]))

heard = Heard()
# The spare drummer over row 1R (which needs the paddler role): the refusal is heard with its
# reason, the release exchanges nothing.
drummer = find(collection, lambda a: a.name == args.refused)
check(f"doAction item.select on {args.refused} succeeds", drummer is not None and do_action(drummer, "item.select"))
wait_for(lambda: "focused" in states(drummer), 5)
unchanged = names(collection)
keys("space Left space")
who = re.escape(args.refused)
check(f"announced on the bus: 'Not allowed: …' naming {args.refused}, then 'nothing exchanged'",
      wait_for(lambda: any(re.search(rf"Not allowed: .*{who}", t) for t in heard.spoken())
               and any(re.search(rf"Dropped {who} .*nothing exchanged", t) for t in heard.spoken()), 5),
      f"heard {heard.spoken()}")
check("nothing changed places", names(collection) == unchanged)
paddler = wait_for(lambda: find(collection, lambda a: a.name == args.paddler), 5)
check(f"{args.paddler} is an item", paddler is not None)
if paddler is None:
    sys.exit(finish())
before = names(collection)
seats = {c.name: c.description for c in items(collection)}
check(f"{args.paddler} is on the bench", seats[args.paddler].startswith("on the bench"), seats[args.paddler])
check(f"doAction item.select on {args.paddler} succeeds", do_action(paddler, "item.select"))
check(f"the focus comes to {args.paddler}", wait_for(lambda: "focused" in states(paddler), 5))
# Catch, one Left towards the boat (the bench's first column is beside it), release.
keys("space Left space")
name = re.escape(args.paddler)
will = wait_for(lambda: [m for t in heard.spoken() for m in [re.search(rf"{name} will swap with ([^.,]+)", t)] if m], 5)
check(f"announced on the bus: '{args.paddler} will swap with …'", will, f"heard {heard.spoken()}")
other = will[-1].group(1) if will else "?"
check(f"{other} is seated in the boat", seats.get(other, "").startswith("seat "), f"{other}: {seats.get(other)}")
swapped = wait_for(lambda: any(re.search(rf"Swapped {name} and {re.escape(other)}", t) for t in heard.spoken()), 5)
check(f"announced on the bus: 'Swapped {args.paddler} and {other}'", swapped, f"heard {heard.spoken()}")
after = wait_for(lambda: names(collection) != before and names(collection), 5)
check(f"{args.paddler} and {other} changed places in the accessible order",
      after and other in before and after.index(args.paddler) == before.index(other)
      and after.index(other) == before.index(args.paddler), f"before {before}\n  after {after}")
# (The focused proxy, Noah Petit's, keeps the announcement as its description until the focus
# moves on; the seated paddler's now reads the bench.)
bench = wait_for(lambda: next((c.description for c in items(collection) if c.name == other
                               and (c.description or "").startswith("on the bench")), None), 5)
check(f"{other} is now described as on the bench", bench,
      f"{other}: {[c.description for c in items(collection) if c.name == other]}")
sys.exit(finish())
