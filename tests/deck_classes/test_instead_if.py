"""A trailing "instead if" (CR 608.2c: the spell's text is read as a whole, so the second
instruction is done rather than the first when the condition holds as it resolves): "~ deals
4 damage instead if you control three or more artifacts" (Galvanic Blast: the same damage to
the same target, a new amount), "Put three +1/+1 counters on that creature instead if there
are four or more card types among cards in your graveyard" (Might Beyond Reason), "That
player sacrifices two attacking creatures of their choice instead if ..." (Dispense
Justice), "That creature gets -4/-4 instead if you control a creature named Bogbrew Witch"
(the same creature and duration as the first instruction, Festering Newt); and "You gain
life equal to the damage dealt this way" (Corrupt)."""

from __future__ import annotations

from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import cast, game, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import query
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

BLAST = card("Galvanic Blast", "{R}", "Instant",
             "Galvanic Blast deals 2 damage to any target.\nMetalcraft — Galvanic Blast deals 4 "
             "damage instead if you control three or more artifacts.")
MIGHT = card("Might Beyond Reason", "{3}{G}", "Instant",
             "Put two +1/+1 counters on target creature.\nDelirium — Put three +1/+1 counters "
             "on that creature instead if there are four or more card types among cards in "
             "your graveyard.")
JUSTICE = card("Dispense Justice", "{2}{W}", "Instant",
               "Target player sacrifices an attacking creature of their choice.\nMetalcraft — "
               "That player sacrifices two attacking creatures of their choice instead if you "
               "control three or more artifacts.")
RECORDS = (BLAST, MIGHT, JUSTICE)


def _game(me: PlayerSpec, them: PlayerSpec | None = None) -> Game:
    return game(me, them, extra=[compile_source(r) for r in RECORDS])


def test_the_records_are_honoured() -> None:
    assert_honoured(RECORDS)


def _blast(artifacts: int) -> int:
    me = PlayerSpec(hand=("Galvanic Blast",),
                    battlefield=(*(perm("Bonesplitter") for _ in range(artifacts)),
                                 *lands("Mountain", 1)))
    g = _game(me)
    cast(g, "Galvanic Blast", ((Seat(1),),))
    resolve(g)
    return 20 - g.players[1].life


def test_galvanic_blast_deals_four_with_metalcraft() -> None:
    """Three artifacts: 4 damage to the same target instead of 2."""
    assert _blast(3) == 4


def test_galvanic_blast_deals_two_without() -> None:
    """Two artifacts: the first instruction, 2 damage."""
    assert _blast(2) == 2


def _counters_with(graveyard: tuple[str, ...]) -> int:
    me = PlayerSpec(hand=("Might Beyond Reason",), graveyard=graveyard,
                    battlefield=(perm("Grizzly Bears"), *lands("Forest", 4)))
    g = _game(me)
    bears = one(g, "Grizzly Bears")
    cast(g, "Might Beyond Reason", ((bears,),))
    resolve(g)
    return (g.objects[bears].counters or {}).get("+1/+1", 0)


def test_delirium_three_counters_instead() -> None:
    """Land, creature, artifact and sorcery... four card types: three counters, not five."""
    assert _counters_with(("Forest", "Hill Giant", "Bonesplitter", "Galvanic Blast")) == 3


def test_without_delirium_two_counters() -> None:
    """Three card types only: the first instruction, two counters."""
    assert _counters_with(("Forest", "Hill Giant", "Bonesplitter")) == 2


def test_dispense_justice_compiles_to_a_choice_between_the_two() -> None:
    """The Conditional holds both instructions for the same target player: two sacrifices
    with three or more artifacts, otherwise one (CR 608.2c)."""
    spell = compile_source(JUSTICE).spell
    assert spell is not None
    node = spell.effect
    assert isinstance(node, ir.Conditional)
    assert isinstance(node.condition, ir.YouControl) and node.condition.at_least == 3
    assert isinstance(node.then, ir.SacrificePermanents)
    assert isinstance(node.otherwise, ir.SacrificePermanents)
    assert (node.then.count, node.otherwise.count) == (ir.Fixed(2), ir.Fixed(1))
    assert node.then.player == node.otherwise.player == ir.TargetRef(0)


NEWT = card("Festering Newt", "{B}", "Creature — Salamander",
            "When this creature dies, target creature an opponent controls gets -1/-1 until end "
            "of turn. That creature gets -4/-4 instead if you control a creature named Bogbrew "
            "Witch.", "1/1")
WITCH = ir.CardDefinition("Bogbrew Witch", card_types=("creature",), subtypes=("Human",),
                          power=1, toughness=3)


def _newt_dies(with_witch: bool) -> tuple[int, int]:
    """Festering Newt dies; its trigger shrinks the opponent's Colossal Dreadmaw (6/6)."""
    mine = (perm("Festering Newt"), perm("Mountain"),
            *((perm("Bogbrew Witch"),) if with_witch else ()))
    g = game(PlayerSpec(hand=("Galvanic Blast",), battlefield=mine),
             PlayerSpec(battlefield=(perm("Colossal Dreadmaw"),)),
             extra=[compile_source(NEWT), compile_source(BLAST), WITCH])
    wurm = one(g, "Colossal Dreadmaw")
    cast(g, "Galvanic Blast", ((one(g, "Festering Newt"),),))  # the Newt dies (CR 704.5g)
    resolve(g)
    assert one(g, "Festering Newt", "graveyard")
    obj = g.objects[wurm]
    return query.power(g, obj), query.toughness(g, obj)


def test_newt_minus_four_with_the_named_creature() -> None:
    """You control a creature named Bogbrew Witch: -4/-4 instead of -1/-1, until end of turn
    like the first instruction."""
    assert _newt_dies(True) == (2, 2)


def test_newt_minus_one_without() -> None:
    assert _newt_dies(False) == (5, 5)


# --- "You gain life equal to the damage dealt this way" (CR 608.2c) ---------------------------

CORRUPT = card("Corrupt", "{5}{B}", "Sorcery",
               "Corrupt deals damage to any target equal to the number of Swamps you control. "
               "You gain life equal to the damage dealt this way.")
HYDRA = card("Phyrexian Hydra", "{3}{G}{G}", "Creature — Phyrexian Hydra",
             "If damage would be dealt to this creature, prevent that damage. Put a -1/-1 "
             "counter on this creature for each 1 damage prevented this way.", "7/7")


def _corrupt(them: PlayerSpec, target: str | None) -> tuple[Game, int]:
    me = PlayerSpec(life=10, hand=("Corrupt",), battlefield=lands("Swamp", 6))
    g = game(me, them, extra=[compile_source(r) for r in (CORRUPT, HYDRA)])
    chosen = Seat(1) if target is None else one(g, target)
    cast(g, "Corrupt", ((chosen,),))
    resolve(g)
    return g, g.players[0].life - 10


def test_corrupt_gains_the_damage_dealt() -> None:
    """Six Swamps: 6 damage to the opponent, and 6 life."""
    g, gained = _corrupt(PlayerSpec(), None)
    assert g.players[1].life == 14 and gained == 6


def test_corrupt_counts_all_the_damage_to_a_small_creature() -> None:
    """6 damage dealt to a 2/2 is 6 damage dealt (CR 120.3: excess damage is still dealt)."""
    _, gained = _corrupt(PlayerSpec(battlefield=(perm("Grizzly Bears"),)), "Grizzly Bears")
    assert gained == 6


def test_corrupt_prevented_damage_gains_nothing() -> None:
    """The Hydra prevents the damage (it gets -1/-1 counters instead): no damage was dealt,
    so no life is gained."""
    _, gained = _corrupt(PlayerSpec(battlefield=(perm("Phyrexian Hydra"),)), "Phyrexian Hydra")
    assert gained == 0


def test_the_later_records_are_honoured() -> None:
    for record in (NEWT, CORRUPT):
        d = compile_source(record)
        assert not [n for n in ir.iter_nodes(d) if isinstance(n, ir.Unimplemented)], d.name
        assert not engine_gaps(d), d.name
