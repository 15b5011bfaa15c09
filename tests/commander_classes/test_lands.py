"""Commander staple lands by class: the Thriving lands ("As it enters, choose a color other
than X", CR 614.12), searches for lands that share a land type (Myriad Landscape, CR 701.19,
205.3i) and for a named pair of land cards (Krosan Verge)."""

from __future__ import annotations

import pytest
from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.errors import IllegalActionError
from grimoire.rules.actions import ActivateAbility, Choose, PassPriority, PlayLand
from grimoire.rules.position import PermanentSpec, PlayerSpec

GROVE = record("Thriving Grove", "", "Land",
               "This land enters tapped. As it enters, choose a color other than green.\n{T}: "
               "Add {G} or one mana of the chosen color.")
MYRIAD = record("Myriad Landscape", "", "Land",
                "This land enters tapped.\n{T}: Add {C}.\n{2}, {T}, Sacrifice this land: Search "
                "your library for up to two basic land cards that share a land type, put them "
                "onto the battlefield tapped, then shuffle.")
VERGE = record("Krosan Verge", "", "Land",
               "This land enters tapped.\n{T}: Add {C}.\n{2}, {T}, Sacrifice this land: Search "
               "your library for a Forest card and a Plains card, put them onto the battlefield "
               "tapped, then shuffle.")
RECORDS = (GROVE, MYRIAD, VERGE)
WASTES = tuple(PermanentSpec("Mountain") for _ in range(2))


def test_the_records_compile() -> None:
    """Every land of this class compiles with nothing the engine ignores."""
    compiled(*RECORDS)


def test_thriving_grove_offers_every_color_but_green_then_taps_for_either() -> None:
    """CR 614.12: played, Thriving Grove asks for a color other than green before it enters
    (tapped, CR 614.1c); later it taps for {G} or the chosen color, and nothing else."""
    game = table(RECORDS, PlayerSpec(hand=("Thriving Grove",)), PlayerSpec())
    game.apply(PlayLand(one(game, "Thriving Grove", "hand")))
    assert game.pending is not None and game.pending.kind == "choose_color"
    assert set(game.pending.options) == {"W", "U", "B", "R"}
    with pytest.raises(IllegalActionError):
        game.apply(Choose("G"))
    game.apply(Choose("U"))
    grove = game.objects[one(game, "Thriving Grove")]
    assert grove.chosen == "U" and grove.tapped
    grove.tapped = False
    game.offer_mana_abilities = True  # mana abilities listed as actions (CR 605.3a)
    tap = next(a for a in game.legal_actions()
               if isinstance(a, ActivateAbility) and a.source == grove.id)
    game.apply(tap)
    assert game.pending is not None and set(game.pending.options) == {"G", "U"}
    game.apply(Choose("U"))
    assert game.players[0].pool[1] == 1  # W U B R G C: one blue


def _mine(game, name: str, zone: str = "battlefield") -> list[int]:  # type: ignore[no-untyped-def]
    return [o for o in ids(game, name, zone) if game.objects[o].owner == 0]


def _activate(game, name: str) -> None:  # type: ignore[no-untyped-def]
    land = one(game, name)
    game.apply(next(a for a in game.legal_actions()
                    if isinstance(a, ActivateAbility) and a.source == land
                    and not game.objects[land].info.card.abilities[a.index].is_mana_ability))
    while game.stack and game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())


def test_myriad_landscape_finds_lands_that_share_a_type() -> None:
    """CR 701.19: "up to two basic land cards that share a land type": a Forest and an
    Island can't be chosen together, two Forests can, one alone or none too (CR 701.19b);
    they enter tapped and the library is shuffled."""
    library = ("Forest", "Island", "Forest", "Plains")
    game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Myriad Landscape"), *WASTES),
                                     library=library), PlayerSpec())
    _activate(game, "Myriad Landscape")
    d = game.pending
    assert d is not None and d.kind == "choose_objects"
    forests = _mine(game, "Forest", "library")
    (island,) = _mine(game, "Island", "library")
    legal = {frozenset(a.value) for a in game.legal_actions()}  # type: ignore[attr-defined]
    assert frozenset(forests) in legal and frozenset({forests[0], island}) not in legal
    assert frozenset() in legal and frozenset({island}) in legal
    with pytest.raises(IllegalActionError) as err:
        game.apply(Choose((forests[0], island)))
    assert err.value.rule == "CR 701.19"
    game.apply(Choose(tuple(forests)))
    entered = _mine(game, "Forest")
    assert len(entered) == 2 and all(game.objects[o].tapped for o in entered)
    assert not ids(game, "Myriad Landscape")


def test_krosan_verge_finds_a_forest_and_a_plains() -> None:
    """Krosan Verge: a Forest card and a Plains card, both onto the battlefield tapped; with
    no Plains left in the library only the Forest is found (CR 701.19b)."""
    game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Krosan Verge"), *WASTES),
                                     library=("Island", "Forest", "Plains")), PlayerSpec())
    _activate(game, "Krosan Verge")
    for expected in ("Forest", "Plains"):
        d = game.pending
        assert d is not None and d.kind == "choose_objects"
        assert {game.objects[o].name for o in d.options} == {expected}
        game.apply(Choose(tuple(d.options)))
    assert all(game.objects[one(game, n)].tapped for n in ("Forest", "Plains"))
    game2 = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Krosan Verge"), *WASTES),
                                      library=("Island", "Forest")), PlayerSpec())
    _activate(game2, "Krosan Verge")
    d = game2.pending
    assert d is not None and d.kind == "choose_objects"
    game2.apply(Choose(tuple(d.options)))
    assert ids(game2, "Forest") and not ids(game2, "Plains")
