"""Batch triggers of permanents (CR 603.2c: "one or more" triggers once for each batch of
simultaneous events, "that many" is how many of the batch matched; CR 704.3: one round of
state-based actions is one batch; CR 508.1: one declaration of attackers).

Woodland Champion: "Whenever one or more tokens you control enter, put that many +1/+1
counters on this creature." Vengeful Townsfolk: "Whenever one or more other creatures you
control die, put a +1/+1 counter on this creature." General Kreat: "Whenever one or more
Goblins you control attack, create a 1/1 red Goblin creature token that's tapped and
attacking." """

from __future__ import annotations

from tests.dice_rules._util import one, resolve
from tests.rules.helpers import pass_until
from tests.trigger_classes._records import defs, lands, perm, table

from grimoire.oracle.support import engine_gaps
from grimoire.rules import events as ev
from grimoire.rules.actions import CastSpell, DeclareAttackers
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat

NAMES = ("Woodland Champion", "Vengeful Townsfolk", "General Kreat, the Boltbringer")


def _counters(g: Game, name: str) -> int:
    return (g.objects[one(g, name)].counters or {}).get("+1/+1", 0)


def _resolved(g: Game, name: str) -> int:
    return sum(1 for e in g.events if isinstance(e, ev.Resolved) and e.name == name)


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name


def test_two_tokens_at_once_one_trigger_that_many() -> None:
    """Raise the Alarm makes two tokens at once: one trigger, two counters; a second cast
    is a second batch."""
    g = table((perm("Woodland Champion"), *lands("Plains", 4)),
              ("Raise the Alarm", "Raise the Alarm"))
    for _ in range(2):
        spell = next(o.id for o in g.objects.values()
                     if o.name == "Raise the Alarm" and o.zone == "hand")
        g.apply(CastSpell(spell))
        resolve(g)
    assert _counters(g, "Woodland Champion") == 4 and _resolved(g, "Woodland Champion") == 2


def test_creatures_dying_together_one_trigger() -> None:
    """Pyroclasm: Grizzly Bears and Goblin Piker die in one round of state-based actions
    (one batch): one counter; the Townsfolk (3/3) survives. Then Shock kills the next one
    alone: a second trigger."""
    g = table((perm("Vengeful Townsfolk"), perm("Grizzly Bears"), perm("Goblin Piker"),
               perm("Llanowar Elves"), *lands("Mountain", 3)), ("Pyroclasm", "Shock"))
    g.apply(CastSpell(one(g, "Pyroclasm", "hand")))
    resolve(g)
    assert not [o for o in g.objects.values() if o.zone == "battlefield"
                and o.name in ("Grizzly Bears", "Goblin Piker", "Llanowar Elves")]
    assert _counters(g, "Vengeful Townsfolk") == 1
    g2 = table((perm("Vengeful Townsfolk"), perm("Grizzly Bears"), *lands("Mountain", 1)),
               ("Shock",))
    g2.apply(CastSpell(one(g2, "Shock", "hand"), targets=((one(g2, "Grizzly Bears"),),)))
    resolve(g2)
    assert _counters(g2, "Vengeful Townsfolk") == 1


def test_an_opponents_creature_dying_doesnt_count() -> None:
    g = table((perm("Vengeful Townsfolk"), *lands("Mountain", 1)), ("Shock",),
              theirs=(perm("Grizzly Bears"),))
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((one(g, "Grizzly Bears"),),)))
    resolve(g)
    assert _counters(g, "Vengeful Townsfolk") == 0


def _attack(attackers: tuple[str, ...]) -> Game:
    g = table((perm("General Kreat, the Boltbringer"), perm("Goblin Piker"),
               perm("Grizzly Bears"), perm("Hill Giant")), step="beginning_of_combat")
    pass_until(g, "declare_attackers")
    g.apply(DeclareAttackers(tuple((one(g, n), Seat(1)) for n in attackers)))
    resolve(g)
    return g


def test_goblins_attacking_make_one_token() -> None:
    """Kreat and Goblin Piker (two Goblins) attack: one trigger, one Goblin token tapped and
    attacking; it entering also triggers Kreat's other ability (1 damage)."""
    g = _attack(("General Kreat, the Boltbringer", "Goblin Piker"))
    tokens = [o for o in g.objects.values() if o.zone == "battlefield" and o.kind == "token"]
    assert len(tokens) == 1 and tokens[0].tapped and tokens[0].id in g.combat.attackers
    assert g.players[1].life == 19


def test_no_goblin_attacking_no_token() -> None:
    g = _attack(("Grizzly Bears", "Hill Giant"))
    assert not [o for o in g.objects.values() if o.kind == "token"]
