"""Cast triggers described by a quality of the spell (CR 601.2i, 603.2): "Whenever you
cast a historic spell" (CR 700.6: artifacts, legendaries and Sagas), "... a spell with
mana value 4 or greater" (CR 202.3), "Whenever you cast a spell, if that spell was kicked"
(CR 702.33d, an intervening "if", CR 603.4), and "When this enchantment enters and whenever
you cast ..." (CR 603.2: one ability, two trigger events)."""

from __future__ import annotations

from tests.dice_rules._util import one, resolve
from tests.trigger_classes._records import defs, lands, perm, table

from grimoire.oracle.support import engine_gaps
from grimoire.rules import events as ev
from grimoire.rules import layers
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat

NAMES = ("Up the Beanstalk", "Daring Archaeologist", "Bloodstone Goblin", "Lurking Lizards")


def _draws(g: Game) -> int:
    return sum(1 for e in g.events if isinstance(e, ev.CardDrawn) and e.player == 0)


def _counters(g: Game, name: str) -> int:
    return (g.objects[one(g, name)].counters or {}).get("+1/+1", 0)


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name


def test_historic_spells_trigger_others_dont() -> None:
    """Daring Archaeologist: an artifact spell and a legendary spell are historic (CR
    700.6): a counter each; a plain creature spell is not."""
    g = table((perm("Daring Archaeologist"), *lands("Plains", 4)),
              ("Ornithopter", "Isamaru, Hound of Konda", "Grizzly Bears"))
    for name in ("Ornithopter", "Isamaru, Hound of Konda"):
        g.apply(CastSpell(one(g, name, "hand")))
        resolve(g)
    assert _counters(g, "Daring Archaeologist") == 2
    g2 = table((perm("Daring Archaeologist"), *lands("Forest", 2)), ("Grizzly Bears",))
    g2.apply(CastSpell(one(g2, "Grizzly Bears", "hand")))
    resolve(g2)
    assert _counters(g2, "Daring Archaeologist") == 0


def test_mana_value_or_greater() -> None:
    """Lurking Lizards: a mana value 4 spell triggers it (4 or greater), a 2 doesn't."""
    g = table((perm("Lurking Lizards"), *lands("Mountain", 6)), ("Hill Giant", "Shock"))
    g.apply(CastSpell(one(g, "Hill Giant", "hand")))
    resolve(g)
    assert _counters(g, "Lurking Lizards") == 1
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((Seat(1),),)))
    resolve(g)
    assert _counters(g, "Lurking Lizards") == 1


def test_enters_and_whenever_cast() -> None:
    """Up the Beanstalk: it entering draws (the first event); casting Craw Wurm (mana value
    6) draws again (the second); Hill Giant (4) doesn't."""
    g = table((*lands("Forest", 8), *lands("Mountain", 4)),
              ("Up the Beanstalk", "Craw Wurm", "Hill Giant"))
    g.apply(CastSpell(one(g, "Up the Beanstalk", "hand")))
    resolve(g)
    assert _draws(g) == 1
    g.apply(CastSpell(one(g, "Hill Giant", "hand")))
    resolve(g)
    assert _draws(g) == 1
    g.apply(CastSpell(one(g, "Craw Wurm", "hand")))
    resolve(g)
    assert _draws(g) == 2


def _goblin(g: Game) -> tuple[int, int]:
    obj = g.objects[one(g, "Bloodstone Goblin")]
    return layers.power(g, obj), layers.toughness(g, obj)


def test_kicked_spell_pumps_unkicked_doesnt() -> None:
    """Bloodstone Goblin: Burst Lightning kicked gives +1/+1 (and menace); unkicked, the
    "if" is false (CR 603.4) and nothing happens."""
    g = table((perm("Bloodstone Goblin"), *lands("Mountain", 6)),
              ("Burst Lightning", "Burst Lightning"))
    first, second = [o.id for o in g.objects.values()
                     if o.name == "Burst Lightning" and o.zone == "hand"]
    g.apply(CastSpell(first, targets=((Seat(1),),)))
    resolve(g)
    assert _goblin(g) == (2, 2) and g.players[1].life == 18
    g.apply(CastSpell(second, targets=((Seat(1),),), additional=(0,)))
    resolve(g)
    assert _goblin(g) == (3, 3) and g.players[1].life == 14


def test_kicked_spell_countered_still_pumps() -> None:
    """The ruling (2018-04-27): the ability resolves before the spell, and even if that
    spell is countered. The opponent counters the kicked Burst Lightning in response."""
    g = table((perm("Bloodstone Goblin"), *lands("Mountain", 5)), ("Burst Lightning",),
              theirs=lands("Island", 3), their_hand=("Cancel",))
    g.apply(CastSpell(one(g, "Burst Lightning", "hand"), targets=((Seat(1),),),
                      additional=(0,)))
    spell = one(g, "Burst Lightning", "stack")
    while g.pending is not None and g.pending.player != 1:
        g.apply(PassPriority())
    g.apply(CastSpell(one(g, "Cancel", "hand"), targets=((spell,),)))
    resolve(g)
    assert g.players[1].life == 20  # countered
    assert _goblin(g) == (3, 3)
