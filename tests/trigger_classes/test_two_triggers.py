"""One ability with two trigger events (CR 603.2: it triggers on either), compiled as two
abilities: "When this artifact enters or is put into a graveyard from the battlefield"
(CR 700.4), "When you cycle this card and when this creature dies" (CR 702.29c: the cycle
half works from wherever the card went). And "Whenever you cast your first spell during
each opponent's turn" (the first spell of a turn that isn't yours); "When this Class becomes
level 2" (CR 716.2c)."""

from __future__ import annotations

from typing import Any

from tests.coverage_classes._cards import card
from tests.dice_rules._util import index_of, lands, one, perm, resolve
from tests.trigger_classes._history import compiled, table

from grimoire.oracle import ir
from grimoire.rules.actions import ActivateAbility, CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec
from grimoire.rules.targets import Seat

RECORDS = {r["name"]: r for r in (
    card('Servo Schematic', '{2}', 'Artifact', 'When this artifact enters or is put into a '
         'graveyard from the battlefield, create a 1/1 colorless Servo artifact creature '
         'token.'),
    card('Naya Sojourners', '{2}{R}{G}{W}', 'Creature — Elf Shaman', 'When you cycle this card '
         'and when this creature dies, you may put a +1/+1 counter on target creature.\n'
         'Cycling {2}{G} ({2}{G}, Discard this card: Draw a card.)', '5/3'),
    card('Wizard Class', '{U}', 'Enchantment — Class', '(Gain the next level as a sorcery to '
         'add its ability.)\nYou have no maximum hand size.\n{2}{U}: Level 2\nWhen this Class '
         'becomes level 2, draw two cards.\n{4}{U}: Level 3\nWhenever you draw a card, put a '
         '+1/+1 counter on target creature you control.'),
    card('Dreamstalker Manticore', '{2}{R}', 'Enchantment Creature — Manticore', "Whenever you "
         "cast your first spell during each opponent's turn, this creature deals 1 damage to "
         "any target.", '4/2'),
)}


def _table(mine: tuple[PermanentSpec, ...], hand: tuple[str, ...] = (),
           **kwargs: Any) -> Game:
    return table(RECORDS, mine, hand, **kwargs)


def _servos(g: Game) -> int:
    return sum(1 for o in g.objects.values() if o.zone == "battlefield" and o.name == "Servo")


def test_two_abilities_each() -> None:
    for definition in compiled(RECORDS)[:2]:
        assert sum(isinstance(a, ir.TriggeredAbility) for a in definition.abilities) == 2


def test_enters_then_destroyed_two_servos() -> None:
    """Cast: one Servo as it enters; destroyed by Naturalize: a second as it dies."""
    g = _table(lands("Forest", 4), ("Servo Schematic", "Naturalize"))
    g.apply(CastSpell(one(g, "Servo Schematic", "hand")))
    resolve(g)
    assert _servos(g) == 1
    g.apply(CastSpell(one(g, "Naturalize", "hand"), targets=((one(g, "Servo Schematic"),),)))
    resolve(g)
    assert _servos(g) == 2


def test_cycling_puts_a_counter() -> None:
    """Cycling Naya Sojourners from my hand triggers its first half: a +1/+1 counter on the
    target creature, if I choose to."""
    g = _table((perm("Grizzly Bears"), *lands("Forest", 3)), ("Naya Sojourners",))
    sojourners = one(g, "Naya Sojourners", "hand")
    cycling = next(a for a in g.legal_actions()
                   if isinstance(a, ActivateAbility) and a.source == sojourners)
    g.apply(cycling)
    bears = one(g, "Grizzly Bears")
    resolve(g, (Choose(True),))  # (its only legal target: Grizzly Bears)
    assert g.objects[bears].counter("+1/+1") == 1


def test_dies_puts_a_counter() -> None:
    g = _table((perm("Naya Sojourners"), perm("Grizzly Bears"), *lands("Mountain", 1)),
               ("Lightning Bolt",))
    g.apply(CastSpell(one(g, "Lightning Bolt", "hand"),
                      targets=((one(g, "Naya Sojourners"),),)))
    bears = one(g, "Grizzly Bears")
    resolve(g, (Choose(True),))  # (its only legal target: Grizzly Bears)
    assert g.objects[bears].counter("+1/+1") == 1


def test_first_spell_on_their_turn_pings_once() -> None:
    """On the opponent's turn, my first spell triggers it (1 damage to them), my second
    doesn't."""
    g = _table((perm("Dreamstalker Manticore"), *lands("Mountain", 2)),
               ("Shock", "Lightning Bolt"), active=1)
    g.apply(PassPriority())  # the active player passes to me (CR 117.3d)
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((Seat(1),),)))
    resolve(g, (Choose(((Seat(1),),)),))
    assert g.players[1].life == 17  # Shock 2 + 1
    if g.active == 1 and g.priority_player == 1:
        g.apply(PassPriority())
    g.apply(CastSpell(one(g, "Lightning Bolt", "hand"), targets=((Seat(1),),)))
    resolve(g)
    assert g.players[1].life == 14  # Bolt 3, no trigger


def test_first_spell_on_my_turn_no_ping() -> None:
    g = _table((perm("Dreamstalker Manticore"), *lands("Mountain", 1)), ("Shock",))
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((Seat(1),),)))
    resolve(g)
    assert g.players[1].life == 18


def test_class_becomes_level_two_draws() -> None:
    """CR 716.2c: the level-up ability resolves, Wizard Class is level 2 and its "When this
    Class becomes level 2" ability triggers: two cards. Nothing triggers before."""
    g = _table((perm("Wizard Class"), *lands("Island", 3)))
    wizard = one(g, "Wizard Class")
    g.apply(ActivateAbility(wizard, index_of(g, wizard, ir.ActivatedAbility)))
    assert len(g.players[0].hand) == 0
    resolve(g)
    assert g.objects[wizard].level == 2
    assert len(g.players[0].hand) == 2
