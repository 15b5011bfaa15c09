"""Convoke, improvise, delve and affinity in real games (grimoire.rules.keywords_cast)."""

from __future__ import annotations

import pytest
from tests.dice_rules._util import game, ids, lands, one, perm, resolve
from tests.keywords._cards import definitions

from grimoire.errors import IllegalActionError
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

EXTRA = definitions("Stoke the Flames", "Siege Wurm", "Reverse Engineer", "Treasure Cruise",
                    "Gurmag Angler", "Frogmite", "Thoughtcast")
FACE = ((Seat(1),),)


def _casts(g, name):  # type: ignore[no-untyped-def]
    card = one(g, name, "hand")
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card]


def test_convoke_red_creatures_pay_colored_mana() -> None:
    """CR 702.51a: each creature tapped pays {1} or one mana of its color; summoning-sick
    creatures can convoke (it is not a {T} ability). Two red creatures pay {R}{R} of Stoke
    the Flames, two Mountains the {2}."""
    g = game(PlayerSpec(hand=("Stoke the Flames",),
                        battlefield=(*lands("Mountain", 2), perm("Goblin Piker", sick=True),
                                     perm("Raging Goblin", sick=True))), extra=EXTRA)
    goblins = [one(g, "Goblin Piker"), one(g, "Raging Goblin")]
    listed = [a for a in _casts(g, "Stoke the Flames") if a.targets == FACE]
    assert [len(a.costs) for a in listed] == [2]  # fewer creatures leave too much to pay
    g.apply(CastSpell(one(g, "Stoke the Flames", "hand"), FACE, costs=tuple(goblins)))
    assert all(g.objects[o].tapped for o in goblins)
    assert all(g.objects[o].tapped for o in ids(g, "Mountain"))
    resolve(g)
    assert g.players[1].life == 16


def test_convoke_off_color_creature_pays_only_generic() -> None:
    """CR 702.51a: a green creature pays generic mana only; with one Mountain, three green
    creatures can't pay {R}{R}: the cast is illegal and nothing changes."""
    bears = tuple(perm("Grizzly Bears") for _ in range(3))
    g = game(PlayerSpec(hand=("Stoke the Flames",),
                        battlefield=(*lands("Mountain", 1), *bears)), extra=EXTRA)
    assert _casts(g, "Stoke the Flames") == []
    card = one(g, "Stoke the Flames", "hand")
    with pytest.raises(IllegalActionError) as error:
        g.apply(CastSpell(card, FACE, costs=tuple(ids(g, "Grizzly Bears")[:2])))
    assert "601.2" in str(error.value.rule)
    assert not any(g.objects[o].tapped for o in ids(g, "Grizzly Bears"))
    assert g.objects[card].zone == "hand"


def test_convoke_any_chosen_creatures_not_only_the_listed_ones() -> None:
    """The player chooses which creatures to tap: a set other than the canonical listed
    one is accepted. Siege Wurm {5}{G}{G}: five Forests and two chosen Bears."""
    bears = tuple(perm("Grizzly Bears") for _ in range(4))
    g = game(PlayerSpec(hand=("Siege Wurm",), battlefield=(*lands("Forest", 5), *bears)),
             extra=EXTRA)
    all_bears = ids(g, "Grizzly Bears")
    chosen = (all_bears[3], all_bears[1])
    wurm = one(g, "Siege Wurm", "hand")
    assert CastSpell(wurm, costs=chosen) not in g.legal_actions()
    g.apply(CastSpell(wurm, costs=chosen))
    assert [g.objects[o].tapped for o in all_bears] == [False, True, False, True]
    resolve(g)
    assert one(g, "Siege Wurm")
    # The same creature twice, or a tapped one, doesn't help (CR 702.51a: untapped).
    g2 = game(PlayerSpec(hand=("Siege Wurm",), battlefield=(*lands("Forest", 6), *bears)),
              extra=EXTRA)
    bear = ids(g2, "Grizzly Bears")[0]
    with pytest.raises(IllegalActionError):
        g2.apply(CastSpell(one(g2, "Siege Wurm", "hand"), costs=(bear, bear)))


def test_convoke_creature_tapped_for_mana_elsewhere_is_excluded() -> None:
    """A creature tapped for convoke can't also tap for mana (it is tapped): Llanowar Elves
    convoking leaves the Forests to pay the rest."""
    g = game(PlayerSpec(hand=("Siege Wurm",),
                        battlefield=(*lands("Forest", 6), perm("Llanowar Elves"))), extra=EXTRA)
    elves = one(g, "Llanowar Elves")
    g.apply(CastSpell(one(g, "Siege Wurm", "hand"), costs=(elves,)))
    assert g.objects[elves].tapped
    assert g.players[0].pool == [0, 0, 0, 0, 0, 0]
    resolve(g)
    assert one(g, "Siege Wurm")


def test_improvise_artifacts_pay_generic() -> None:
    """CR 702.126a: each artifact tapped pays {1} (generic only). Reverse Engineer
    {3}{U}{U}: two Treasure Chests and three Islands; then it draws three."""
    g = game(PlayerSpec(hand=("Reverse Engineer",),
                        battlefield=(*lands("Island", 3), perm("Treasure Chest"),
                                     perm("Treasure Chest"))), extra=EXTRA)
    chests = tuple(ids(g, "Treasure Chest"))
    listed = _casts(g, "Reverse Engineer")
    assert [len(a.costs) for a in listed] == [2]  # three Islands alone can't pay it
    g.apply(listed[0])
    assert all(g.objects[o].tapped for o in chests)
    resolve(g)
    assert len(g.players[0].hand) == 3


def test_improvise_cannot_pay_colored() -> None:
    """CR 702.126a: artifacts pay generic mana only: with two Islands short of {U}{U}...
    one Island and four artifacts can't cast Reverse Engineer."""
    chests = tuple(perm("Treasure Chest") for _ in range(4))
    g = game(PlayerSpec(hand=("Reverse Engineer",),
                        battlefield=(*lands("Island", 1), *chests)), extra=EXTRA)
    assert _casts(g, "Reverse Engineer") == []
    with pytest.raises(IllegalActionError):
        g.apply(CastSpell(one(g, "Reverse Engineer", "hand"),
                          costs=tuple(ids(g, "Treasure Chest"))[:3]))


def test_delve_exiles_graveyard_cards() -> None:
    """CR 702.66a: each card exiled from the graveyard pays {1}. Treasure Cruise {7}{U}
    with five cards exiled costs {2}{U} more: three Islands."""
    g = game(PlayerSpec(hand=("Treasure Cruise",), battlefield=lands("Island", 3),
                        graveyard=("Shock",) * 4 + ("Grizzly Bears", "Murder")), extra=EXTRA)
    grave = list(g.players[0].graveyard)
    listed = _casts(g, "Treasure Cruise")
    assert sorted(len(a.costs) for a in listed) == [5, 6]
    chosen = tuple(grave[1:])  # keeps the first Shock, exiles the other five
    g.apply(CastSpell(one(g, "Treasure Cruise", "hand"), costs=chosen))
    assert g.players[0].graveyard == [grave[0]]
    assert len(g.exile) == 5
    resolve(g)
    assert len(g.players[0].hand) == 3
    assert g.objects[g.players[0].graveyard[-1]].name == "Treasure Cruise"


def test_delve_creature_spell_for_just_black() -> None:
    """CR 702.66a, 702.66b: Gurmag Angler {6}{B} with six cards delved costs {B}."""
    g = game(PlayerSpec(hand=("Gurmag Angler",), battlefield=lands("Swamp", 1),
                        graveyard=("Forest",) * 6), extra=EXTRA)
    (action,) = _casts(g, "Gurmag Angler")
    g.apply(action)
    assert g.players[0].graveyard == []
    resolve(g)
    assert one(g, "Gurmag Angler")


def test_affinity_for_artifacts_reduces_generic() -> None:
    """CR 702.41a: {1} less for each artifact you control (CR 118.7a: generic only).
    Frogmite {4} with two Treasure Chests costs {2}; Thoughtcast {4}{U} with four
    artifacts costs {U}."""
    g = game(PlayerSpec(hand=("Frogmite", "Thoughtcast"),
                        battlefield=(*lands("Island", 2), perm("Treasure Chest"),
                                     perm("Treasure Chest"))), extra=EXTRA)
    g.apply(_casts(g, "Frogmite")[0])
    assert all(g.objects[o].tapped for o in ids(g, "Island"))
    resolve(g)
    assert one(g, "Frogmite")
    assert _casts(g, "Thoughtcast") == []  # three artifacts: {1}{U} and no mana left

    g2 = game(PlayerSpec(hand=("Thoughtcast",),
                         battlefield=(*lands("Island", 1),
                                      *(perm("Treasure Chest") for _ in range(4)))),
              extra=EXTRA)
    g2.apply(_casts(g2, "Thoughtcast")[0])
    resolve(g2)
    assert len(g2.players[0].hand) == 2


def test_affinity_without_artifacts_costs_full_and_copy_keeps_working() -> None:
    """No artifacts: Frogmite costs its full {4}; three lands can't cast it."""
    g = game(PlayerSpec(hand=("Frogmite",), battlefield=lands("Island", 3)), extra=EXTRA)
    assert _casts(g, "Frogmite") == []
    g2 = game(PlayerSpec(hand=("Frogmite",), battlefield=lands("Island", 4)), extra=EXTRA)
    copy = g2.copy()
    copy.apply(_casts(copy, "Frogmite")[0])
    copy.apply(PassPriority())
    assert _casts(g2, "Frogmite")  # the original is untouched
