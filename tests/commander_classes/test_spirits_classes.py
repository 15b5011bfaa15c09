"""Classes from the Call the Spirits deck: "Whenever a creature deals combat damage to you,
destroy that creature." (CR 510.3a, 603.2), "becomes a 5/5 Demon creature with flying and
haste in addition to its other types until end of turn" (CR 205.1b, 613.1d) and "Return all
artifact and enchantment cards from all graveyards to the battlefield under their owners'
control" (plural "and": each card that is either)."""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, pass_to, record, table
from tests.rules.helpers import ids, one

from grimoire.rules import layers, query
from grimoire.rules.actions import CastSpell, DeclareAttackers, PassPriority
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

TEYSA = record("Teysa, Envoy of Ghosts", "{5}{W}{B}", "Legendary Creature — Human Advisor",
               "Vigilance, protection from creatures\nWhenever a creature deals combat damage "
               "to you, destroy that creature. Create a 1/1 white and black Spirit creature "
               "token with flying.", "4", "4")
TORMENT = record("Daxos's Torment", "{3}{B}", "Enchantment",
                 "Constellation — Whenever this enchantment or another enchantment you control "
                 "enters, this enchantment becomes a 5/5 Demon creature with flying and haste in "
                 "addition to its other types until end of turn.")
VAULTS = record("Open the Vaults", "{4}{W}", "Sorcery",
                "Return all artifact and enchantment cards from all graveyards to the battlefield "
                "under their owners' control. (Auras with nothing to enchant remain in "
                "graveyards.)")
RELIC = record("Plain Relic", "{1}", "Artifact", "")
CHARM = record("Plain Charm", "{1}{W}", "Enchantment", "")
RECORDS = (TEYSA, TORMENT, VAULTS, RELIC, CHARM)
P = PermanentSpec


def test_the_records_compile() -> None:
    """The three cards compile with nothing the engine ignores."""
    compiled(TEYSA, TORMENT, VAULTS)


def test_teysa_destroys_a_creature_that_hit_her_controller() -> None:
    """CR 510.3a: Bob's Bears deal combat damage to Alice: destroyed, and Alice gets a 1/1
    Spirit; Bob's Bears hitting Carol instead trigger nothing."""
    for defender, hit in ((0, True), (2, False)):
        game = table(RECORDS, PlayerSpec(battlefield=(P("Teysa, Envoy of Ghosts"),)),
                     PlayerSpec(battlefield=(P("Grizzly Bears"),)), PlayerSpec(),
                     active=1, step="upkeep")
        pass_to(game, "declare_attackers", active=1)
        game.apply(DeclareAttackers(((one(game, "Grizzly Bears"), Seat(defender)),)))
        advance(game, lambda g: g.step in ("end_of_combat", "main2"))
        assert bool(ids(game, "Grizzly Bears")) is not hit
        assert len(ids(game, "Spirit")) == int(hit)


def test_daxos_torment_becomes_a_demon_and_stays_an_enchantment() -> None:
    """CR 205.1b: another enchantment enters: the Torment is a 5/5 flying, hasty Demon
    creature and still an enchantment until end of turn."""
    game = table(RECORDS, PlayerSpec(hand=("Plain Charm",), battlefield=(
        P("Daxos's Torment"), P("Plains"), P("Plains"))), PlayerSpec())
    game.apply(CastSpell(one(game, "Plain Charm", "hand")))
    while game.stack:
        game.apply(PassPriority())
    torment = game.objects[one(game, "Daxos's Torment")]
    assert {"creature", "enchantment"} <= set(layers.characteristics(game, torment).types)
    assert (query.power(game, torment), query.toughness(game, torment)) == (5, 5)
    assert query.has_keyword(game, torment, "haste")
    advance(game, lambda g: g.active == 1)
    assert not query.is_creature(game, game.objects[one(game, "Daxos's Torment")])


def test_open_the_vaults_returns_artifacts_and_enchantments_to_their_owners() -> None:
    """Each artifact card and each enchantment card of every graveyard returns under its
    owner's control; the creature card stays."""
    game = table(RECORDS, PlayerSpec(hand=("Open the Vaults",), graveyard=("Plain Relic",
                                                                            "Grizzly Bears"),
                                     battlefield=(P("Plains"),) * 5),
                 PlayerSpec(graveyard=("Plain Charm",)))
    game.apply(CastSpell(one(game, "Open the Vaults", "hand")))
    while game.stack:
        game.apply(PassPriority())
    assert game.objects[one(game, "Plain Relic")].controller == 0
    assert game.objects[one(game, "Plain Charm")].controller == 1
    assert ids(game, "Grizzly Bears", "graveyard")
