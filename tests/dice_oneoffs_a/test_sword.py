"""Sword of Dungeons & Dragons: "Equipped creature gets +2/+2 and has protection from
Rogues and from Clerics" (CR 702.16: protection from creature types) and "create a 4/4 gold
Dragon creature token with flying and roll a d20. If you roll a 20, repeat this process.";
the class of "repeat this process" (Zimone and Dina's "repeat this process once")."""

from __future__ import annotations

from tests.dice_cards._records import definition
from tests.dice_oneoffs_a._combat import can_block
from tests.dice_rules._util import choose, game, ids, lands, one, perm
from tests.engine_gaps._util import attack_with, card

from grimoire.oracle import ir
from grimoire.rules import query
from grimoire.rules.actions import ActivateAbility, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

SWORD = "Sword of Dungeons & Dragons"


def _equipped(blocker: str | None = None) -> Game:
    theirs = (perm(blocker),) if blocker else ()
    return game(PlayerSpec(battlefield=(perm("Grizzly Bears"), perm(SWORD, attached_to=(0, 0)))),
                PlayerSpec(battlefield=theirs), step="main1", extra=[definition(SWORD)])


def _dragons(g: Game) -> list[int]:
    return [oid for oid in ids(g, "Dragon") if g.objects[oid].controller == 0]


def test_sword_boost_and_protection_from_creature_types() -> None:
    """CR 613.4c: +2/+2; CR 702.16a, 702.16f: protection from Clerics: Order of Whiteclay
    (a Cleric) can't block the equipped creature, so no block can be declared (without the
    Sword's protection it could block)."""
    g = _equipped("Order of Whiteclay")
    bears = one(g, "Grizzly Bears")
    assert (query.power(g, g.objects[bears]), query.toughness(g, g.objects[bears])) == (4, 4)
    attack_with(g, bears)
    assert not can_block(g, one(g, "Order of Whiteclay"), bears)
    control = game(PlayerSpec(battlefield=(perm("Grizzly Bears"),)),
                   PlayerSpec(battlefield=(perm("Order of Whiteclay"),)))
    attack_with(control, one(control, "Grizzly Bears"))
    assert can_block(control, one(control, "Order of Whiteclay"), one(control, "Grizzly Bears"))


def _hit(naturals: list[int]) -> Game:
    g = _equipped()
    g.script_dice(naturals)
    attack_with(g, one(g, "Grizzly Bears"))
    for _ in range(60):  # through combat damage and the trigger
        if g.step in ("end_of_combat", "main2"):
            break
        assert g.pending is not None
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])
    return g


def test_sword_creates_a_dragon_and_repeats_on_twenty() -> None:
    """CR 608.2c: a 20 repeats the whole process (another Dragon, another roll) until a roll
    isn't 20."""
    g = _hit([20, 20, 7])
    assert g.players[1].life == 16
    dragons = _dragons(g)
    assert len(dragons) == 3
    dragon = g.objects[dragons[0]]
    assert (query.power(g, dragon), query.toughness(g, dragon)) == (4, 4)
    assert "flying" in query.keywords(g, dragon)
    assert not dragon.info.colors  # "gold" is none of the five colors (CR 105.1)


def test_sword_one_dragon_without_a_twenty() -> None:
    """Any other result ends the process after one Dragon."""
    g = _hit([19])
    assert len(_dragons(g)) == 1


def test_sword_compiles_the_repeat() -> None:
    """The trigger's effect is one RepeatProcess whose condition is a natural 20 roll."""
    trigger = [a for a in definition(SWORD).abilities if isinstance(a, ir.TriggeredAbility)]
    assert isinstance(trigger[0].effect, ir.RepeatProcess)
    assert trigger[0].effect.condition == ir.ResultInRange(20, 20)


ZIMONE = card(
    "Zimone and Dina", "Legendary Creature — Human Dryad",
    "Whenever you draw your second card each turn, target opponent loses 2 life and you gain 2 "
    "life.\n{T}, Sacrifice another creature: Draw a card. You may put a land card from your "
    "hand onto the battlefield tapped. If you control eight or more lands, repeat this "
    "process once.", "{B}{G}{U}", "3", "4")


def test_repeat_this_process_once_makes_new_choices() -> None:
    """"Repeat this process once" (Zimone and Dina's real text): the steps again at most one
    more time; the second pass chooses its own land card (CR 608.2c)."""
    effect = next(a for a in ZIMONE.abilities if isinstance(a, ir.ActivatedAbility)).effect
    assert isinstance(effect, ir.RepeatProcess) and effect.max_repeats == 1
    g = game(PlayerSpec(hand=("Forest", "Forest", "Forest"),
                        battlefield=(perm("Zimone and Dina"), perm("Grizzly Bears"),
                                     *lands("Swamp", 7))), extra=[ZIMONE])
    zimone = one(g, "Zimone and Dina")
    ability = next(i for i, a in enumerate(g.objects[zimone].info.card.abilities)
                   if isinstance(a, ir.ActivatedAbility))
    g.apply(ActivateAbility(zimone, ability, costs=(one(g, "Grizzly Bears"),)))
    for _ in range(20):  # "you may": yes; the land card: the first one offered
        assert g.pending is not None
        if not g.stack and g.pending.kind == "priority":
            break
        kind = g.pending.kind
        g.apply(PassPriority() if kind == "priority" else choose(True) if kind == "yes_no"
                else choose((g.pending.options[0],)))
    assert len(ids(g, "Forest")) == 2  # the 8th land, then once more: the 9th
    assert len(g.players[0].hand) == 1 + 2  # one Forest left, two cards drawn
