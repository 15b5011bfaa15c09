"""Static combat restrictions and requirements in real games (CR 506.5, 508.1c-d, 509.1b-c).

Each card is a real Oracle record (:mod:`._records`); blocks and attacks are declared with
``Game.apply`` and illegal ones must raise :class:`IllegalActionError` naming the rule and
leave the game unchanged.
"""

from __future__ import annotations

import pytest
from tests.combat_restrictions._records import (
    CLOUD_SPRITE,
    EXTRA,
    FORIYSIAN_BRIGADE,
    GAEAS_PROTECTOR,
    JUGGERNAUT,
    MOGG_FLUNKIES,
    SEA_MONSTER,
    STALKING_TIGER,
)
from tests.dice_rules._util import game, ids, one, perm
from tests.rules.helpers import pass_until

from grimoire.errors import IllegalActionError
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules.actions import AssignDamage, DeclareAttackers, DeclareBlockers
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

BEARS, GIANT, WALL, DRAKE = "Grizzly Bears", "Hill Giant", "Wall of Wood", "Wind Drake"


def _combat(mine: tuple[PermanentSpec, ...], theirs: tuple[PermanentSpec, ...]) -> Game:
    return game(PlayerSpec(battlefield=mine), PlayerSpec(battlefield=theirs),
                step="beginning_of_combat", extra=EXTRA)


def _rejected(g: Game, action: DeclareAttackers | DeclareBlockers, rule: str) -> None:
    """``action`` raises naming ``rule`` and changes nothing."""
    before = (g.save(), len(g.events))
    with pytest.raises(IllegalActionError) as err:
        g.apply(action)
    assert err.value.rule == rule
    assert (g.save(), len(g.events)) == before
    assert action not in g.legal_actions()


def _attack(g: Game, *names: str) -> list[int]:
    pass_until(g, "declare_attackers")
    attackers = [one(g, n) for n in names]
    g.apply(DeclareAttackers(tuple((a, Seat(1)) for a in attackers)))
    pass_until(g, "declare_blockers")
    return attackers


def test_the_cards_compile_in_both_templatings() -> None:
    """The records compile with no gap; the older name templating ("Stalking Tiger can't
    be blocked by ...", lexed to ``~``) gives the same abilities."""
    assert all(card_is_compiled([d]) for d in EXTRA)
    for record in (STALKING_TIGER, MOGG_FLUNKIES, GAEAS_PROTECTOR, SEA_MONSTER):
        named = dict(record, oracle_text=record["oracle_text"].replace(
            "This creature", record["name"]))
        assert [a.effect for a in compile_source(named).abilities] == [  # type: ignore[attr-defined]
            a.effect for a in compile_source(record).abilities]  # type: ignore[attr-defined]


def test_juggernaut_cant_be_blocked_by_walls() -> None:
    """CR 509.1b: Juggernaut "can't be blocked by Walls"; it attacks each combat if able
    (CR 508.1d), so its attack is the only legal declaration and is made for its player."""
    g = _combat((perm(JUGGERNAUT["name"]),), (perm(WALL), perm(BEARS)))
    pass_until(g, "declare_blockers")
    jugg, wall, bears = one(g, JUGGERNAUT["name"]), one(g, WALL), one(g, BEARS)
    assert g.combat.attackers == {jugg: Seat(1)}
    legal = g.legal_actions()
    assert set(legal) == {DeclareBlockers(()), DeclareBlockers(((bears, jugg),))}
    _rejected(g, DeclareBlockers(((wall, jugg),)), "CR 509.1b")
    g.apply(DeclareBlockers(((bears, jugg),)))
    assert g.combat.blocking == {bears: jugg}


def test_cloud_sprite_can_block_only_fliers() -> None:
    """CR 509.1b: Cloud Sprite "can block only creatures with flying": it may block the
    Wind Drake, not the Hill Giant."""
    g = _combat((perm(DRAKE), perm(GIANT)), (perm(CLOUD_SPRITE["name"]),))
    drake, giant = _attack(g, DRAKE, GIANT)
    sprite = one(g, CLOUD_SPRITE["name"])
    assert len(g.legal_actions()) == 2
    _rejected(g, DeclareBlockers(((sprite, giant),)), "CR 509.1b")
    g.apply(DeclareBlockers(((sprite, drake),)))
    assert g.combat.blocked_by[drake] == (sprite,)


def test_stalking_tiger_max_one_blocker() -> None:
    """CR 509.1b: Stalking Tiger "can't be blocked by more than one creature": either Bears
    may block it, not both."""
    g = _combat((perm(STALKING_TIGER["name"]),), (perm(BEARS), perm(BEARS)))
    (tiger,) = _attack(g, STALKING_TIGER["name"])
    b1, b2 = ids(g, BEARS)
    legal = g.legal_actions()
    assert set(legal) == {DeclareBlockers(()), DeclareBlockers(((b1, tiger),)),
                          DeclareBlockers(((b2, tiger),))}
    _rejected(g, DeclareBlockers(((b1, tiger), (b2, tiger))), "CR 509.1b")
    g.apply(DeclareBlockers(((b2, tiger),)))
    assert g.combat.blocked_by[tiger] == (b2,)


def test_mogg_flunkies_cant_attack_alone() -> None:
    """CR 506.5, 508.1c: Mogg Flunkies can't be the only attacker; with the Bears it may
    attack. 3 of the 4 combinations are legal."""
    g = _combat((perm(MOGG_FLUNKIES["name"]), perm(BEARS)), ())
    pass_until(g, "declare_attackers")
    flunkies, bears = one(g, MOGG_FLUNKIES["name"]), one(g, BEARS)
    legal = g.legal_actions()
    assert len(legal) == 3 and len(list(legal)) == 3
    assert DeclareAttackers(((flunkies, Seat(1)),)) not in list(legal)
    _rejected(g, DeclareAttackers(((flunkies, Seat(1)),)), "CR 506.5")
    g.apply(DeclareAttackers(((flunkies, Seat(1)), (bears, Seat(1)))))
    assert set(g.combat.attackers) == {flunkies, bears}


def test_mogg_flunkies_alone_never_attacks() -> None:
    """With no other creature, the Flunkies' only legal declaration is no attack (CR 508.8)."""
    g = _combat((perm(MOGG_FLUNKIES["name"]),), (perm(BEARS),))
    for _ in range(20):
        if g.step in ("declare_blockers", "combat_damage", "end_of_combat", "main2"):
            break
        assert g.pending is not None and g.pending.kind == "priority"
        g.apply(g.legal_actions()[0])
    assert not g.combat.attackers and g.no_attackers


def test_mogg_flunkies_cant_block_alone() -> None:
    """CR 506.5, 509.1b: the Flunkies block only together with another blocker."""
    g = _combat((perm(GIANT),), (perm(MOGG_FLUNKIES["name"]), perm(BEARS)))
    (giant,) = _attack(g, GIANT)
    flunkies, bears = one(g, MOGG_FLUNKIES["name"]), one(g, BEARS)
    legal = list(g.legal_actions())
    assert len(legal) == 3 and DeclareBlockers(((bears, giant),)) in legal
    _rejected(g, DeclareBlockers(((flunkies, giant),)), "CR 506.5")
    g.apply(DeclareBlockers(((flunkies, giant), (bears, giant))))
    assert set(g.combat.blocked_by[giant]) == {flunkies, bears}


@pytest.mark.parametrize("island", [False, True])
def test_sea_monster_needs_a_defending_island(island: bool) -> None:
    """CR 508.1c: Sea Monster can't attack unless the defending player controls an Island."""
    theirs = (perm("Island"),) if island else ()
    g = _combat((perm(SEA_MONSTER["name"]), perm(BEARS)), theirs)
    pass_until(g, "declare_attackers")
    monster, bears = one(g, SEA_MONSTER["name"]), one(g, BEARS)
    attack = DeclareAttackers(((monster, Seat(1)),))
    assert (attack in g.legal_actions()) is island
    if not island:
        assert len(g.legal_actions()) == 2  # the Bears attack or not
        _rejected(g, attack, "CR 508.1c")
        g.apply(DeclareAttackers(((bears, Seat(1)),)))
    else:
        g.apply(attack)
    assert (monster in g.combat.attackers) is island


def test_gaeas_protector_must_be_blocked() -> None:
    """CR 509.1c: "must be blocked if able" is a requirement: declarations obeying it (a
    blocker on the Protector) are the only legal ones; other blockers stay free."""
    g = _combat((perm(GAEAS_PROTECTOR["name"]), perm(GIANT)), (perm(BEARS), perm(BEARS)))
    protector, giant = _attack(g, GAEAS_PROTECTOR["name"], GIANT)
    b1, b2 = ids(g, BEARS)
    legal = list(g.legal_actions())
    assert all(any(a == protector for _, a in d.blocks) for d in legal)
    assert len(legal) == 5  # 3x3 combinations, minus the 4 leaving it unblocked
    for action in (DeclareBlockers(()), DeclareBlockers(((b1, giant),))):
        with pytest.raises(IllegalActionError):
            g.copy().apply(action)
    g.apply(DeclareBlockers(((b1, protector), (b2, giant))))
    assert g.combat.blocking == {b1: protector, b2: giant}


def test_gaeas_protector_lone_block_is_made() -> None:
    """CR 509.1c: with one possible blocker, the one legal declaration (it blocks) is made
    without asking; an untapped creature that can't block it leaves it unblocked."""
    g = _combat((perm(GAEAS_PROTECTOR["name"]),), (perm(BEARS),))
    pass_until(g, "declare_attackers")
    protector = one(g, GAEAS_PROTECTOR["name"])
    g.apply(DeclareAttackers(((protector, Seat(1)),)))
    for _ in range(10):
        if g.combat.blocked_by or g.step == "combat_damage":
            break
        assert g.pending is not None and g.pending.kind == "priority"
        g.apply(g.legal_actions()[0])
    assert g.combat.blocked_by[protector] == (one(g, BEARS),)


def test_requirement_yields_to_restriction() -> None:
    """CR 509.1c: a requirement never forces breaking a restriction: Cloud Sprite can't
    block the ground Protector, so not blocking is legal."""
    g = _combat((perm(GAEAS_PROTECTOR["name"]), perm(DRAKE)), (perm(CLOUD_SPRITE["name"]),))
    protector, drake = _attack(g, GAEAS_PROTECTOR["name"], DRAKE)
    sprite = one(g, CLOUD_SPRITE["name"])
    assert set(g.legal_actions()) == {DeclareBlockers(()), DeclareBlockers(((sprite, drake),))}
    _rejected(g, DeclareBlockers(((sprite, protector),)), "CR 509.1b")
    copy = g.copy()
    copy.apply(DeclareBlockers(()))
    assert not copy.combat.blocking and protector not in copy.combat.blocked_by


def test_foriysian_brigade_blocks_two_and_divides_damage() -> None:
    """CR 509.1a: Foriysian Brigade "can block an additional creature each combat": it may
    block both attackers, a Wall of Wood only one; CR 510.1d: the Brigade's controller
    divides its 2 damage between the creatures it blocks."""
    g = _combat((perm(BEARS), perm(GIANT)), (perm(FORIYSIAN_BRIGADE["name"]), perm(WALL)))
    bears, giant = _attack(g, BEARS, GIANT)
    brigade, wall = one(g, FORIYSIAN_BRIGADE["name"]), one(g, WALL)
    both = DeclareBlockers(((brigade, bears), (brigade, giant)))
    legal = g.legal_actions()
    assert len(legal) == 4 * 3 and both in legal and both in list(legal)
    _rejected(g, DeclareBlockers(((wall, bears), (wall, giant))), "CR 509.1a")
    g.apply(both)
    assert g.combat.blocked_by == {bears: (brigade,), giant: (brigade,)}
    decision = pass_until(g, "assign_damage")
    assert (decision.player, decision.source) == (1, brigade)
    assert len(g.legal_actions()) == 3  # 2+0, 1+1, 0+2
    g.apply(AssignDamage(brigade, ((bears, 2),)))
    for _ in range(10):
        if g.step != "combat_damage":
            break
        g.apply(g.legal_actions()[0])
    assert bears not in g.objects and ids(g, BEARS, "graveyard")  # CR 400.7: a new object
    assert g.objects[giant].damage == 0 and g.objects[giant].zone == "battlefield"
    assert ids(g, FORIYSIAN_BRIGADE["name"], "graveyard")  # 2 + 3 damage on a 2/4
