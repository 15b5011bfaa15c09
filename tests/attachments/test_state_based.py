"""State-based actions for attachments: CR 704.5m (an Aura attached illegally or to
nothing goes to the graveyard), 704.5n (an Equipment attached illegally becomes
unattached), 704.5p (anything else attached becomes unattached); CR 303.4c-d, 301.5c."""

from __future__ import annotations

import pytest
from tests.attachments._game import LANDS, card, game_at, ids, one, perm, resolve

from grimoire.errors import ScenarioError
from grimoire.rules import query, sba
from grimoire.rules.actions import CastSpell
from grimoire.rules.position import PlayerSpec, Position


def test_unattached_aura_goes_to_the_graveyard() -> None:
    """CR 704.5m: an Aura on the battlefield attached to nothing is put into its owner's
    graveyard; one attached to a legal creature stays."""
    game = game_at(PlayerSpec(battlefield=(perm("Holy Strength"), perm("Grizzly Bears"),
                                           perm("Unholy Strength", attached_to=(0, 1)))))
    assert ids(game, "Holy Strength", "graveyard") and not ids(game, "Holy Strength")
    assert game.objects[one(game, "Unholy Strength")].attached_to == one(game, "Grizzly Bears")


def test_aura_and_equipment_when_the_creature_dies() -> None:
    """CR 704.5m, 303.4c: the enchanted creature died: the Aura goes to the graveyard;
    CR 704.5n, 301.5c: the Equipment becomes unattached and stays on the battlefield."""
    game = game_at(PlayerSpec(hand=("Murder",), battlefield=(
        *LANDS, perm("Grizzly Bears"), perm("Unholy Strength", attached_to=(0, 10)),
        perm("Short Sword", attached_to=(0, 10)))))
    bears, sword = one(game, "Grizzly Bears"), one(game, "Short Sword")
    assert query.toughness(game, game.objects[bears]) == 4
    game.apply(CastSpell(one(game, "Murder", "hand"), targets=((bears,),)))
    resolve(game)
    assert ids(game, "Grizzly Bears", "graveyard") and ids(game, "Unholy Strength", "graveyard")
    assert game.objects[sword].attached_to is None and sword in game.battlefield


def test_aura_whose_host_stops_matching_enchant_goes_to_the_graveyard() -> None:
    """CR 303.4c, 704.5m: "Enchant creature" on a permanent that is no longer a creature
    (here: a position with it on a land) is put into the graveyard; CR 704.5n: an
    Equipment on a noncreature or on a player becomes unattached."""
    game = game_at(PlayerSpec(battlefield=(perm("Forest"), perm("Pacifism", attached_to=(0, 0)),
                                           perm("Bonesplitter", attached_to=(0, 0)),
                                           perm("Short Sword", attached_to=(1, -1)))))
    assert ids(game, "Pacifism", "graveyard")
    for name in ("Bonesplitter", "Short Sword"):
        assert game.objects[one(game, name)].attached_to is None


def test_non_attachment_attached_becomes_unattached() -> None:
    """CR 704.5p: a creature attached to something becomes unattached; CR 303.4d: an Aura
    attached to itself goes to the graveyard."""
    game = game_at(PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Hill Giant"),
                                           perm("Pacifism", attached_to=(0, 0)))))
    bears, giant, aura = (one(game, n) for n in ("Grizzly Bears", "Hill Giant", "Pacifism"))
    game.objects[giant].attached_to = bears
    game.objects[aura].attached_to = aura
    sba.check(game)
    assert game.objects[giant].attached_to is None
    assert ids(game, "Pacifism", "graveyard")


def test_rancor_returns_to_hand_after_the_creature_dies() -> None:
    """CR 704.5m, 603.6c, 603.10a: Rancor goes to the graveyard when its creature dies, its
    leaves-the-battlefield trigger returns it to its owner's hand."""
    game = game_at(PlayerSpec(hand=("Rancor", "Lightning Bolt"),
                              battlefield=(*LANDS, perm("Grizzly Bears"))))
    bears = one(game, "Grizzly Bears")
    game.apply(CastSpell(one(game, "Rancor", "hand"), targets=((bears,),)))
    resolve(game)
    obj = game.objects[bears]
    assert query.power(game, obj) == 4 and query.has_keyword(game, obj, "trample")
    game.apply(CastSpell(one(game, "Lightning Bolt", "hand"), targets=((bears,),)))
    resolve(game)
    assert ids(game, "Rancor", "hand") and not ids(game, "Rancor", "graveyard")


def test_position_attachment_errors_are_typed() -> None:
    """A position naming no such host is a ScenarioError (bad input changes nothing)."""
    with pytest.raises(ScenarioError, match="attached_to"):
        game_at(PlayerSpec(battlefield=(perm("Pacifism", attached_to=(0, 5)),)))
    with pytest.raises(ScenarioError):
        Position.from_dict({"players": [{"battlefield": [{"name": "Pacifism",
                                                           "attached_to": "x"}]}, {}]})
    pos = Position(players=(PlayerSpec(battlefield=(perm("Grizzly Bears"), perm(
        "Pacifism", attached_to=(0, 0)))), PlayerSpec()))
    assert Position.from_dict(pos.to_dict()) == pos


def test_aura_creature_cant_enchant() -> None:
    """CR 303.4d: an Aura that's also a creature can't enchant anything: it is put into
    its owner's graveyard."""
    odd = card("Test Aura Beast", "Enchantment Creature — Aura Beast",
               "Enchant creature", "{G}", "1", "1")
    game = game_at(PlayerSpec(battlefield=(perm("Grizzly Bears"),
                                           perm("Test Aura Beast", attached_to=(0, 0)))),
                   extra=(odd,))
    assert ids(game, "Test Aura Beast", "graveyard")


def test_an_aura_kept_legal_across_checks_goes_when_its_host_stops_matching() -> None:
    """CR 303.4c, 704.5m: the legality of an attachment is kept from one state-based check
    to the next while the layers' world stays the same (CR 613); an effect that makes the
    enchanted creature stop being a creature (layer 4) makes a new world, and the next
    check puts "Enchant creature" Pacifism into the graveyard."""
    from grimoire.rules import continuous as ce
    game = game_at(PlayerSpec(battlefield=(
        perm("Grizzly Bears"), perm("Pacifism", attached_to=(0, 0)))))
    bears, pacifism = one(game, "Grizzly Bears"), one(game, "Pacifism")
    for _ in range(2):  # the second check reads the answer the first one kept
        sba.check(game)
        assert game.objects[pacifism].attached_to == bears
    ce.add(game, ce.ContinuousEffect(source=bears, timestamp=game.timestamp + 1,
                                     until=ce.Until.END_OF_TURN, affected=frozenset({bears}),
                                     remove_types=("creature",)))
    sba.check(game)
    assert ids(game, "Pacifism", "graveyard") and not ids(game, "Pacifism")


def test_an_aura_kept_legal_goes_when_a_keyword_counter_leaves() -> None:
    """CR 122.1b: a flying counter gives the creature flying; "Enchant creature with
    flying" stays on it across checks, and once the counter is removed (a change of the
    layers' world without a change of either card's data) the next check puts the Aura
    into the graveyard (CR 303.4c, 704.5m)."""
    from grimoire.rules.counters import add_counters
    aura = card("Sky Charm Aura", "Enchantment — Aura",
                "Enchant creature with flying\nEnchanted creature gets +1/+1.", "{W}")
    game = game_at(PlayerSpec(battlefield=(
        perm("Grizzly Bears", counters=(("flying", 1),)),
        perm("Sky Charm Aura", attached_to=(0, 0)))), extra=(aura,))
    bears = one(game, "Grizzly Bears")
    for _ in range(2):
        sba.check(game)
        assert game.objects[one(game, "Sky Charm Aura")].attached_to == bears
    add_counters(game, game.objects[bears], "flying", -1)
    sba.check(game)
    assert ids(game, "Sky Charm Aura", "graveyard") and not ids(game, "Sky Charm Aura")
