"""The Ring tempts you (CR 701.52): the Ring emblem, the Ring-bearer and the Ring's four
abilities by the number of times it has tempted you (CR 701.52c)."""

from __future__ import annotations

from tests.coverage_classes._cards import card
from tests.dice_rules._util import game, lands, one, perm, resolve
from tests.unsets._util import pass_until

from grimoire.errors import IllegalActionError
from grimoire.mechanics import ring
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import query
from grimoire.rules.actions import (
    CastSpell,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
)
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

RECORDS = (
    card("Birthday Escape", "{U}", "Sorcery", "Draw a card. The Ring tempts you."),
    card("Took Reaper", "{1}{W}", "Creature — Halfling Peasant",
         "When this creature dies, the Ring tempts you.", "2/1"),
)
DEFS = tuple(compile_source(r) for r in RECORDS)
LEGENDARY = ir.ObjectFilter(supertypes=("legendary",))


def _game(me: PlayerSpec, other: PlayerSpec | None = None) -> Game:
    return game(me, other or PlayerSpec(), extra=DEFS)


def _escape(g: Game, answer: int | None = None) -> None:
    """Cast Birthday Escape from the hand; choose ``answer`` as the Ring-bearer if asked."""
    g.apply(CastSpell(next(o for o in g.players[0].hand
                           if g.objects[o].name == "Birthday Escape")))
    resolve(g, () if answer is None else (Choose((answer,)),))


def _legendary(g: Game, oid: int) -> bool:
    return query.matches(g, g.objects[oid], LEGENDARY, 0, None)


def _rings(g: Game, seat: int = 0) -> list[int]:
    return [o for o in g.command if g.objects[o].name == "The Ring"
            and g.objects[o].owner == seat]


def test_honoured() -> None:
    for d in DEFS:
        assert ir.is_fully_implemented(d) and not engine_gaps(d), d.name


def test_first_temptation_gives_the_ring_and_a_legendary_ring_bearer() -> None:
    """CR 701.52a, 701.52c: the player gets the emblem The Ring; their only creature becomes
    their Ring-bearer, which is legendary (layer 4)."""
    g = _game(PlayerSpec(hand=("Birthday Escape",),
                         battlefield=(perm("Grizzly Bears"), *lands("Island", 1))))
    bears = one(g, "Grizzly Bears")
    assert not _legendary(g, bears)
    _escape(g)
    assert len(_rings(g)) == 1
    assert ring.ring_bearer(g, 0) == bears and ring.times_tempted(g, 0) == 1
    assert _legendary(g, bears)


def test_choosing_another_ring_bearer_and_the_ring_growing() -> None:
    """CR 701.52a: with two creatures the player chooses; tempted again, another creature
    replaces the first, which is no longer legendary. One emblem, now with two abilities
    (CR 701.52c)."""
    g = _game(PlayerSpec(hand=("Birthday Escape", "Birthday Escape"),
                         battlefield=(perm("Grizzly Bears"), perm("Hill Giant"),
                                      *lands("Island", 2))))
    bears, giant = one(g, "Grizzly Bears"), one(g, "Hill Giant")
    _escape(g, giant)
    assert ring.ring_bearer(g, 0) == giant and _legendary(g, giant)
    _escape(g, bears)
    assert ring.ring_bearer(g, 0) == bears and ring.times_tempted(g, 0) == 2
    assert not _legendary(g, giant) and _legendary(g, bears)
    (emblem,) = _rings(g)
    assert len(g.objects[emblem].info.card.abilities) == 2


def test_tempted_without_a_creature() -> None:
    """CR 701.52d: with no creature nothing is chosen, but the Ring has tempted the player
    (and they get the emblem, CR 701.52c)."""
    g = _game(PlayerSpec(hand=("Birthday Escape",), battlefield=lands("Island", 1)))
    _escape(g)
    assert ring.ring_bearer(g, 0) is None and ring.times_tempted(g, 0) == 1
    assert len(_rings(g)) == 1


def test_ring_bearer_dies_and_is_no_longer_one() -> None:
    """CR 701.52a, 400.7: Took Reaper dies (Lightning Bolt): the Ring tempts its controller
    and the Bears become the Ring-bearer; then Bolt on the Bears: no Ring-bearer."""
    g = _game(PlayerSpec(hand=("Lightning Bolt", "Lightning Bolt"),
                         battlefield=(perm("Took Reaper"), perm("Grizzly Bears"),
                                      *lands("Mountain", 2))))
    bears = one(g, "Grizzly Bears")
    g.apply(CastSpell(g.players[0].hand[0], targets=((one(g, "Took Reaper"),),)))
    resolve(g)
    assert ring.ring_bearer(g, 0) == bears
    g.apply(CastSpell(g.players[0].hand[0], targets=((bears,),)))
    resolve(g)
    assert ring.ring_bearer(g, 0) is None and ring.times_tempted(g, 0) == 1


def _attack_with(g: Game, attacker: int, blocked: bool = True) -> None:
    """Attack the opponent with ``attacker``; stop when blockers are asked for (``blocked``)
    or in the second main phase."""
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    g.apply(DeclareAttackers(((attacker, Seat(1)),)))
    if blocked:
        pass_until(g, lambda g: g.pending is not None and g.pending.kind == "declare_blockers")
    else:
        pass_until(g, lambda g: g.step == "main2")


def test_ring_bearer_cant_be_blocked_by_greater_power() -> None:
    """CR 701.52c: "can't be blocked by creatures with greater power": Hill Giant (3) can't
    block the Bears (2); Elvish Mystic (1) can."""
    g = _game(PlayerSpec(hand=("Birthday Escape",),
                         battlefield=(perm("Grizzly Bears"), *lands("Island", 1))),
              PlayerSpec(battlefield=(perm("Hill Giant"), perm("Elvish Mystic"))))
    _escape(g)
    bears = one(g, "Grizzly Bears")
    _attack_with(g, bears)
    giant, mystic = one(g, "Hill Giant"), one(g, "Elvish Mystic")
    legal = g.legal_actions()
    assert DeclareBlockers(((giant, bears),)) not in legal
    assert DeclareBlockers(((mystic, bears),)) in legal
    try:
        g.apply(DeclareBlockers(((giant, bears),)))
    except IllegalActionError:
        pass
    else:
        raise AssertionError("a creature with greater power blocked the Ring-bearer")


def test_second_ability_loots_when_the_ring_bearer_attacks() -> None:
    """CR 701.52c: tempted twice, "Whenever your Ring-bearer attacks, draw a card, then
    discard a card": the hand size is unchanged and a card is in the graveyard."""
    g = _game(PlayerSpec(hand=("Birthday Escape", "Birthday Escape"),
                         battlefield=(perm("Grizzly Bears"), *lands("Island", 2))))
    _escape(g)
    _escape(g)
    hand = len(g.players[0].hand)
    graveyard = len(g.players[0].graveyard)
    _attack_with(g, one(g, "Grizzly Bears"), blocked=False)
    assert len(g.players[0].hand) == hand
    assert len(g.players[0].graveyard) == graveyard + 1


def test_first_ability_only_does_not_loot() -> None:
    """CR 701.52c: tempted once, the Ring has only its first ability: attacking draws
    nothing."""
    g = _game(PlayerSpec(hand=("Birthday Escape",),
                         battlefield=(perm("Grizzly Bears"), *lands("Island", 1))))
    _escape(g)
    hand = len(g.players[0].hand)
    _attack_with(g, one(g, "Grizzly Bears"), blocked=False)
    assert len(g.players[0].hand) == hand
    assert g.players[1].life == 18


def test_third_ability_sacrifices_the_blocker_at_end_of_combat() -> None:
    """CR 701.52c: tempted three times, the Hill Giant Ring-bearer is blocked by Giant Spider
    (2/4, survives 3 damage): its controller sacrifices it at end of combat."""
    g = _game(PlayerSpec(hand=("Birthday Escape",) * 3,
                         battlefield=(perm("Hill Giant"), *lands("Island", 3))),
              PlayerSpec(battlefield=(perm("Giant Spider"),)))
    for _ in range(3):
        _escape(g)
    giant, spider = one(g, "Hill Giant"), one(g, "Giant Spider")
    _attack_with(g, giant)
    g.apply(DeclareBlockers(((spider, giant),)))
    pass_until(g, lambda g: g.step == "main2")
    assert one(g, "Giant Spider", "graveyard")
    assert one(g, "Hill Giant")


def test_fourth_ability_drains_each_opponent() -> None:
    """CR 701.52c: tempted four times, the unblocked Ring-bearer deals 2 combat damage and
    each opponent loses 3 life: 20 - 2 - 3 = 15."""
    g = _game(PlayerSpec(hand=("Birthday Escape",) * 4,
                         battlefield=(perm("Grizzly Bears"), *lands("Island", 4))))
    for _ in range(4):
        _escape(g)
    _attack_with(g, one(g, "Grizzly Bears"), blocked=False)
    assert g.players[1].life == 15


def test_an_effect_that_makes_creatures_legendary_brings_the_legend_rule() -> None:
    """CR 704.5j with 613.1d: the legend rule reads the supertypes the layers give (as the
    Ring's "Your Ring-bearer is legendary" does): two Grizzly Bears made legendary by a
    static ability ask their controller which to keep, and the other goes to the
    graveyard."""
    crown = ir.CardDefinition("Test Crown", card_types=("enchantment",), abilities=(
        ir.StaticAbility(ir.SetCharacteristics(
            ir.ObjectFilter(types_any=("creature",), controller="you", zone="battlefield"),
            supertypes=("legendary",)), text="Creatures you control are legendary."),))
    g = game(PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Grizzly Bears"),
                                     perm("Test Crown"))), PlayerSpec(), extra=(*DEFS, crown))
    assert g.pending is not None and g.pending.kind == "legend_rule"
    (keep, _) = g.pending.options
    g.apply(next(a for a in g.legal_actions() if isinstance(a, Choose) and keep in (
        a.value if isinstance(a.value, tuple) else (a.value,))))
    assert [o for o in g.battlefield if g.objects[o].name == "Grizzly Bears"] == [keep]
    assert one(g, "Grizzly Bears", "graveyard")
