"""Committing a crime (CR 700.13): casting a spell, activating an ability or putting a
triggered ability on the stack that targets an opponent, something an opponent controls,
or a card in an opponent's graveyard. Blood Hustler: "Whenever you commit a crime, put a
+1/+1 counter on this creature. This ability triggers only once each turn." (and its own
"{3}{B}: Target opponent loses 1 life and you gain 1 life." is a crime)."""

from __future__ import annotations

from typing import Any

from tests.coverage_classes._cards import card
from tests.dice_rules._util import lands, one, perm, resolve
from tests.trigger_classes._history import compiled, table

from grimoire.oracle import ir
from grimoire.rules import layers
from grimoire.rules.actions import ActivateAbility, CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec
from grimoire.rules.targets import Seat

RECORDS = {r["name"]: r for r in (
    card('Blood Hustler', '{1}{B}', 'Creature — Vampire Rogue', 'Whenever you commit a crime, '
         'put a +1/+1 counter on this creature. This ability triggers only once each turn. '
         '(Targeting opponents, anything they control, and/or cards in their graveyards is a '
         'crime.)\n{3}{B}: Target opponent loses 1 life and you gain 1 life.', '1/1'),
    card('Overzealous Muscle', '{4}{B}', 'Creature — Ogre Mercenary', 'Whenever you commit a '
         'crime during your turn, this creature gains indestructible until end of turn. '
         '(Targeting opponents, anything they control, and/or cards in their graveyards is a '
         'crime. Damage and effects that say "destroy" don\'t destroy a creature with '
         'indestructible.)', '5/4'),
    card('Raise Dead', '{B}', 'Sorcery', 'Return target creature card from your graveyard to '
         'your hand.'),
)}


def _table(mine: tuple[PermanentSpec, ...], hand: tuple[str, ...] = (),
           **kwargs: Any) -> Game:
    return table(RECORDS, mine, hand, **kwargs)


def _counters(g: Game) -> int:
    return g.objects[one(g, "Blood Hustler")].counter("+1/+1")


def test_compiled() -> None:
    assert all(ir.is_fully_implemented(d) for d in compiled(RECORDS))


def test_shocking_the_opponent_is_a_crime() -> None:
    g = _table((perm("Blood Hustler"), *lands("Mountain", 1)), ("Shock",))
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((Seat(1),),)))
    resolve(g)
    assert _counters(g) == 1


def test_targeting_their_creature_is_a_crime() -> None:
    g = _table((perm("Blood Hustler"), *lands("Mountain", 1)), ("Shock",),
               theirs=(perm("Craw Wurm"),))
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((one(g, "Craw Wurm"),),)))
    resolve(g)
    assert _counters(g) == 1


def test_targeting_my_own_creature_is_no_crime() -> None:
    g = _table((perm("Blood Hustler"), perm("Craw Wurm"), *lands("Mountain", 1)), ("Shock",))
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((one(g, "Craw Wurm"),),)))
    resolve(g)
    assert _counters(g) == 0


def test_my_own_graveyard_is_no_crime() -> None:
    """Raise Dead targets a card in my graveyard: not an opponent's, no crime."""
    g = _table((perm("Blood Hustler"), *lands("Swamp", 1)), ("Raise Dead",),
               graveyard=("Grizzly Bears",))
    g.apply(CastSpell(one(g, "Raise Dead", "hand"),
                      targets=((one(g, "Grizzly Bears", "graveyard"),),)))
    resolve(g)
    assert _counters(g) == 0


def test_an_activated_ability_is_a_crime_once_each_turn() -> None:
    """Its own ability targets the opponent (a crime, CR 602.2b); two crimes in a turn: one
    counter ("triggers only once each turn")."""
    g = _table((perm("Blood Hustler"), *lands("Swamp", 9)))
    hustler = one(g, "Blood Hustler")
    for _ in range(2):
        g.apply(ActivateAbility(hustler, 1, targets=((Seat(1),),)))
        resolve(g)
    assert g.players[1].life == 18
    assert _counters(g) == 1


def _indestructible(g: Game) -> bool:
    ogre = g.objects[one(g, "Overzealous Muscle")]
    return "indestructible" in layers.characteristics(g, ogre).keywords


def test_during_your_turn() -> None:
    g = _table((perm("Overzealous Muscle"), *lands("Mountain", 1)), ("Shock",))
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((Seat(1),),)))
    resolve(g)
    assert _indestructible(g)


def test_not_during_their_turn() -> None:
    """A crime on the opponent's turn: "during your turn" is false, no indestructible."""
    g = _table((perm("Overzealous Muscle"), *lands("Mountain", 1)), ("Shock",), active=1)
    g.apply(PassPriority())
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((Seat(1),),)))
    resolve(g)
    assert not _indestructible(g)
