"""Bestow (CR 702.103): a creature card cast as an Aura, a creature again when unattached.

CR 702.103a: "Bestow [cost]" means "As you cast this spell, you may choose to cast it
bestowed. If you do, you pay [cost] rather than its mana cost." CR 702.103b: it becomes an
Aura enchantment with enchant creature as it is put on the stack, and the permanent is a
bestowed Aura. CR 702.103e: its target illegal as it resolves, it resolves as a creature.
CR 702.103f: unattached, it ceases to be bestowed (an exception to 704.5m)."""

from __future__ import annotations

import pytest
from tests.coverage_classes._cards import card
from tests.dice_rules._util import game, lands, one, perm, resolve
from tests.unsets._util import pass_until

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import layers, query
from grimoire.rules.actions import CastSpell, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

_REMINDER = ("(If you cast this card for its bestow cost, it's an Aura spell with enchant "
             "creature. It becomes a creature again if it's not attached to a creature.)")
RECORDS = (
    card("Nyxborn Wolf", "{2}{G}", "Enchantment Creature — Wolf",
         f"Bestow {{4}}{{G}} {_REMINDER}\nEnchanted creature gets +3/+1.", "3/1"),
    card("Boon Satyr", "{1}{G}{G}", "Enchantment Creature — Satyr",
         f"Flash\nBestow {{3}}{{G}}{{G}} {_REMINDER}\nEnchanted creature gets +4/+2.", "4/2"),
    card("Hopeful Eidolon", "{W}", "Enchantment Creature — Spirit",
         f"Bestow {{3}}{{W}} {_REMINDER}\nLifelink (Damage dealt by this creature also causes "
         "you to gain that much life.)\nEnchanted creature gets +1/+1 and has lifelink.", "1/1"),
)
RECORDS = (*RECORDS,
           card("Thassa's Emissary", "{3}{U}", "Enchantment Creature — Crab",
                f"Bestow {{5}}{{U}} {_REMINDER}\nWhenever this creature or enchanted creature "
                "deals combat damage to a player, draw a card.\nEnchanted creature gets +3/+3.",
                "3/3"))
DEFS = tuple(compile_source(r) for r in RECORDS)


def _game(me: PlayerSpec, other: PlayerSpec | None = None, **kwargs: object) -> Game:
    return game(me, other or PlayerSpec(), extra=DEFS, **kwargs)  # type: ignore[arg-type]


def _casts(g: Game, name: str) -> list[CastSpell]:
    card_id = one(g, name, "hand")
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card_id]


def _bestow(g: Game, name: str, target: int) -> None:
    (cast,) = [a for a in _casts(g, name) if a.alt is not None and a.targets == ((target,),)]
    g.apply(cast)


def test_honoured() -> None:
    """Every bestow card here compiles fully: the keyword is an alternative cost."""
    for d in DEFS:
        assert ir.is_fully_implemented(d) and not engine_gaps(d), d.name
        assert [a.option for a in d.alternative_costs] == ["bestowed"], d.name


def test_bestow_cost_lists_one_cast_per_creature_and_attaches() -> None:
    """CR 702.103a-b, 601.2c: with five Forests, Nyxborn Wolf is listed cast normally
    (no target) and bestowed targeting each creature; bestowed on Grizzly Bears it is an
    Aura attached to the Bears, not a creature, and the Bears get +3/+1."""
    g = _game(PlayerSpec(hand=("Nyxborn Wolf",),
                         battlefield=(perm("Grizzly Bears"), *lands("Forest", 5))),
              PlayerSpec(battlefield=(perm("Grizzly Bears"),)))
    mine, theirs = sorted(o for o in g.battlefield if g.objects[o].name == "Grizzly Bears")
    listed = _casts(g, "Nyxborn Wolf")
    assert sorted((a.alt is not None, a.targets) for a in listed) == [
        (False, ()), (True, ((mine,),)), (True, ((theirs,),))]
    _bestow(g, "Nyxborn Wolf", mine)
    spell = g.objects[g.stack[-1]]
    assert spell.info.types == frozenset({"enchantment"}) and "Aura" in spell.info.subtypes
    assert spell.info.mana_value == 3  # its mana cost's, not the bestow cost's
    resolve(g)
    wolf = g.objects[one(g, "Nyxborn Wolf")]
    assert wolf.attached_to == mine
    assert not wolf.info.is_creature and "Wolf" not in wolf.info.subtypes
    assert (layers.power(g, g.objects[mine]), layers.toughness(g, g.objects[mine])) == (5, 3)


def test_bestow_cost_out_of_reach_lists_only_the_creature() -> None:
    """CR 601.2f: with three Forests only the mana cost {2}{G} can be paid."""
    g = _game(PlayerSpec(hand=("Nyxborn Wolf",),
                         battlefield=(perm("Grizzly Bears"), *lands("Forest", 3))))
    assert [(a.alt, a.targets) for a in _casts(g, "Nyxborn Wolf")] == [(None, ())]


def test_target_gone_it_resolves_as_a_creature() -> None:
    """CR 702.103e, 608.3b: bestowed on the opponent's Grizzly Bears, which Shock kills in
    response: the Wolf ceases to be bestowed and enters as a 3/1 creature, unattached."""
    g = _game(PlayerSpec(hand=("Nyxborn Wolf", "Shock"),
                         battlefield=(*lands("Forest", 5), *lands("Mountain", 1))),
              PlayerSpec(battlefield=(perm("Grizzly Bears"),)))
    bears = one(g, "Grizzly Bears")
    _bestow(g, "Nyxborn Wolf", bears)
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((bears,),)))
    resolve(g)
    assert one(g, "Grizzly Bears", "graveyard")
    wolf = g.objects[one(g, "Nyxborn Wolf")]
    assert wolf.info.is_creature and wolf.attached_to is None
    assert "Wolf" in wolf.info.subtypes and "Aura" not in wolf.info.subtypes
    assert (layers.power(g, wolf), layers.toughness(g, wolf)) == (3, 1)


def test_enchanted_creature_leaves_it_becomes_a_creature_again() -> None:
    """CR 702.103f (an exception to 704.5m): when the creature it enchants leaves the
    battlefield (Unsummon), the bestowed Aura stays on the battlefield, the same object,
    a 3/1 creature again."""
    g = _game(PlayerSpec(hand=("Nyxborn Wolf", "Unsummon"),
                         battlefield=(perm("Grizzly Bears"), *lands("Forest", 5),
                                      *lands("Island", 1))))
    bears = one(g, "Grizzly Bears")
    _bestow(g, "Nyxborn Wolf", bears)
    resolve(g)
    wolf_id = one(g, "Nyxborn Wolf")
    g.apply(CastSpell(one(g, "Unsummon", "hand"), targets=((bears,),)))
    resolve(g)
    assert one(g, "Grizzly Bears", "hand")
    assert one(g, "Nyxborn Wolf") == wolf_id  # not a new object (it never left, CR 400.7)
    wolf = g.objects[wolf_id]
    assert wolf.info.is_creature and wolf.attached_to is None and "bestowed" not in wolf.flags
    assert query.matches(g, wolf, ir.ObjectFilter(types_any=("creature",)), 0, None)
    assert (layers.power(g, wolf), layers.toughness(g, wolf)) == (3, 1)


def test_shock_on_the_enchanted_bears_is_not_enough_with_the_bonus() -> None:
    """The +3/+1 from the bestowed Aura makes Grizzly Bears 5/3: Shock's 2 damage doesn't
    kill it, and the Wolf stays attached (nothing to undo)."""
    g = _game(PlayerSpec(hand=("Nyxborn Wolf", "Shock"),
                         battlefield=(perm("Grizzly Bears"), *lands("Forest", 5),
                                      *lands("Mountain", 1))))
    bears = one(g, "Grizzly Bears")
    _bestow(g, "Nyxborn Wolf", bears)
    resolve(g)
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((bears,),)))
    resolve(g)
    assert g.objects[one(g, "Nyxborn Wolf")].attached_to == bears


def test_flash_bestow_on_the_opponents_turn() -> None:
    """CR 702.8a: Boon Satyr has flash, so it may be cast bestowed at instant speed (the
    Aura spell has flash too, CR 702.103b changes only its types and enchant)."""
    g = _game(PlayerSpec(battlefield=(perm("Grizzly Bears"),)),
              PlayerSpec(hand=("Boon Satyr",), battlefield=lands("Forest", 5)),
              step="main1", active=0)
    bears = one(g, "Grizzly Bears")
    g.apply(PassPriority())  # the active player passes; the other player gets priority
    assert g.pending is not None and g.pending.player == 1
    _bestow(g, "Boon Satyr", bears)
    resolve(g)
    satyr = g.objects[one(g, "Boon Satyr")]
    assert satyr.attached_to == bears and satyr.controller == 1
    assert layers.power(g, g.objects[bears]) == 6


def test_lifelink_granted_and_own_lifelink_kept() -> None:
    """Hopeful Eidolon bestowed: the enchanted creature has lifelink and +1/+1; the Aura
    keeps its own abilities (it is only not a creature, CR 702.103b)."""
    g = _game(PlayerSpec(hand=("Hopeful Eidolon",),
                         battlefield=(perm("Grizzly Bears"), *lands("Plains", 4))))
    bears = one(g, "Grizzly Bears")
    _bestow(g, "Hopeful Eidolon", bears)
    resolve(g)
    assert query.has_keyword(g, g.objects[bears], "lifelink")
    assert layers.power(g, g.objects[bears]) == 3
    assert g.objects[one(g, "Hopeful Eidolon")].attached_to == bears


def test_cast_normally_it_is_a_creature() -> None:
    """CR 702.103a: "you may": not cast bestowed, it is an enchantment creature spell."""
    g = _game(PlayerSpec(hand=("Nyxborn Wolf",), battlefield=lands("Forest", 5)))
    g.apply(next(a for a in _casts(g, "Nyxborn Wolf") if a.alt is None))
    resolve(g)
    wolf = g.objects[one(g, "Nyxborn Wolf")]
    assert wolf.info.is_creature and wolf.attached_to is None
    assert (layers.power(g, wolf), layers.toughness(g, wolf)) == (3, 1)


def test_this_creature_or_enchanted_creature_bestowed() -> None:
    """CR 702.103b: "Whenever this creature or enchanted creature deals combat damage to a
    player, draw a card": bestowed on Grizzly Bears (5/5), the Bears' combat damage draws."""
    g = _game(PlayerSpec(hand=("Thassa's Emissary",),
                         battlefield=(perm("Grizzly Bears"), *lands("Island", 6))))
    bears = one(g, "Grizzly Bears")
    _bestow(g, "Thassa's Emissary", bears)
    resolve(g)
    hand = len(g.players[0].hand)
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    g.apply(DeclareAttackers(((bears, Seat(1)),)))
    pass_until(g, lambda g: g.step == "main2")
    assert g.players[1].life == 15 and len(g.players[0].hand) == hand + 1


def test_this_creature_or_enchanted_creature_as_a_creature() -> None:
    """The same ability about the card itself: Thassa's Emissary cast as a creature, already
    on the battlefield, deals combat damage to a player and its controller draws."""
    g = _game(PlayerSpec(battlefield=(perm("Thassa's Emissary"),)))
    hand = len(g.players[0].hand)
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    g.apply(DeclareAttackers(((one(g, "Thassa's Emissary"), Seat(1)),)))
    pass_until(g, lambda g: g.step == "main2")
    assert g.players[1].life == 17 and len(g.players[0].hand) == hand + 1


def test_creature_spell_only_mana_cannot_pay_for_a_bestowed_aura() -> None:
    """CR 702.103b, 106.6: cast bestowed, the spell is an Aura spell, not a creature spell, so
    mana spendable only on creature spells can't pay its {W}: with Ancient Ziggurat as the
    only white source, Hopeful Eidolon is listed cast normally but not bestowed, and a forged
    bestowed cast is refused with the game unchanged (soak game 4404: listed, then unpayable)."""
    ziggurat = compile_source(card("Ancient Ziggurat", "", "Land", "{T}: Add one mana of any "
                                   "color. Spend this mana only to cast a creature spell."))
    g = game(PlayerSpec(hand=("Hopeful Eidolon",),
                        battlefield=(perm("Grizzly Bears"), perm("Ancient Ziggurat"),
                                     *lands("Forest", 3))),
             PlayerSpec(), extra=(*DEFS, ziggurat))
    bears = one(g, "Grizzly Bears")
    assert [(a.alt, a.targets) for a in _casts(g, "Hopeful Eidolon")] == [(None, ())]
    before = g.save()
    with pytest.raises(IllegalActionError):
        g.apply(CastSpell(one(g, "Hopeful Eidolon", "hand"), ((bears,),), alt=0))
    assert g.save() == before
    g.apply(CastSpell(one(g, "Hopeful Eidolon", "hand")))  # cast normally: a creature spell
    assert g.objects[g.stack[-1]].info.is_creature
