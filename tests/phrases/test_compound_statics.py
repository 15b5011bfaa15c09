"""Compound statics: "<subject> gets +N/+M and <rule>", optionally behind "As long as C,"
(CR 604.1: one static ability, two continuous effects; CR 611.3a: each applies only while
the condition holds; CR 613.4c boosts; CR 509.1b/508.1c restrictions on blocking/attacking).
Threshold (Odyssey) is an ability word: "As long as seven or more cards are in your
graveyard" (CR 207.2c)."""

from __future__ import annotations

import pytest
from tests.dice_rules._util import game, one, perm
from tests.rules.helpers import pass_until

from grimoire.errors import IllegalActionError
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.coverage import card_is_compiled
from grimoire.oracle.ir import CardDefinition
from grimoire.rules import query
from grimoire.rules.actions import DeclareAttackers, DeclareBlockers
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

HORROR = {"name": "Childhood Horror", "mana_cost": "{3}{B}", "type_line": "Creature — Horror",
          "oracle_text": "Flying\nThreshold — As long as seven or more cards are in your "
          "graveyard, this creature gets +2/+2 and can't block.",
          "power": "2", "toughness": "2"}
HERMIT = {"name": "Nightwhorl Hermit", "mana_cost": "{2}{U}", "type_line": "Creature — Rat Rogue",
          "oracle_text": "Vigilance\nThreshold — As long as seven or more cards are in your "
          "graveyard, this creature gets +1/+0 and can't be blocked.",
          "power": "1", "toughness": "4"}
RAGE = {"name": "Maniacal Rage", "mana_cost": "{1}{R}", "type_line": "Enchantment — Aura",
        "oracle_text": "Enchant creature\nEnchanted creature gets +2/+2 and can't block."}
CAGEMAIL = {"name": "Cagemail", "mana_cost": "{1}{W}", "type_line": "Enchantment — Aura",
            "oracle_text": "Enchant creature\nEnchanted creature gets +2/+2 and can't attack."}
CARAPACE = {"name": "Copper Carapace", "mana_cost": "{1}", "type_line": "Artifact — Equipment",
            "oracle_text": "Equipped creature gets +2/+2 and can't block.\nEquip {3} ({3}: "
            "Attach to target creature you control. Equip only as a sorcery.)"}
EXTRA: tuple[CardDefinition, ...] = tuple(
    compile_source(r) for r in (HORROR, HERMIT, RAGE, CAGEMAIL, CARAPACE))
BEARS = "Grizzly Bears"


def _combat(mine: tuple[PermanentSpec, ...], theirs: tuple[PermanentSpec, ...],
            my_yard: int = 0, their_yard: int = 0) -> Game:
    g = game(PlayerSpec(battlefield=mine, graveyard=("Forest",) * my_yard),
             PlayerSpec(battlefield=theirs, graveyard=("Forest",) * their_yard),
             step="beginning_of_combat", extra=EXTRA)
    pass_until(g, "declare_attackers")
    return g


def _attack_then_block(g: Game, attacker: str, blocker: str) -> None:
    """Attack with ``attacker`` and a Hill Giant when it has one (so that a block is
    possible), then declare ``blocker`` as ``attacker``'s blocker."""
    aid = one(g, attacker)
    giants = [o for o in g.objects.values() if o.name == "Hill Giant" and o.controller == 0]
    g.apply(DeclareAttackers(((aid, Seat(1)), *((o.id, Seat(1)) for o in giants))))
    pass_until(g, "declare_blockers")
    g.apply(DeclareBlockers(((one(g, blocker), aid),)))


def test_the_cards_compile() -> None:
    """Both templatings compile with no unimplemented text and no engine gap."""
    assert all(card_is_compiled([d]) for d in EXTRA)


@pytest.mark.parametrize("yard", [6, 7])
def test_threshold_boost_and_cant_block(yard: int) -> None:
    """CR 611.3a: below threshold Childhood Horror is a 2/2 that may block; with seven cards
    in its controller's graveyard it is 4/4 and can't block (CR 509.1b), and the illegal
    block raises and changes nothing."""
    g = _combat((perm(BEARS),), (perm(HORROR["name"]), perm("Hill Giant")), their_yard=yard)
    horror = g.objects[one(g, HORROR["name"])]
    stats = (query.power(g, horror), query.toughness(g, horror))
    if yard < 7:
        assert stats == (2, 2)
        _attack_then_block(g, BEARS, HORROR["name"])
        assert g.combat.blocking == {horror.id: one(g, BEARS)}
        return
    assert stats == (4, 4)
    with pytest.raises(IllegalActionError):
        _attack_then_block(g, BEARS, HORROR["name"])
    assert not g.combat.blocking and g.pending is not None
    assert g.pending.kind == "declare_blockers"


def test_threshold_cant_be_blocked() -> None:
    """Nightwhorl Hermit at threshold is 2/4 and can't be blocked (CR 509.1b); the condition
    is read continuously (CR 611.3a): at six cards the same block is legal."""
    for yard, legal in ((7, False), (6, True)):
        g = _combat((perm(HERMIT["name"]), perm("Hill Giant")), (perm(BEARS),), my_yard=yard)
        hermit = g.objects[one(g, HERMIT["name"])]
        assert query.power(g, hermit) == (2 if yard == 7 else 1)
        if legal:
            _attack_then_block(g, HERMIT["name"], BEARS)
            assert g.combat.blocking
        else:
            with pytest.raises(IllegalActionError):
                _attack_then_block(g, HERMIT["name"], BEARS)


@pytest.mark.parametrize("name", [RAGE["name"], CARAPACE["name"]])
def test_attached_boost_and_cant_block(name: str) -> None:
    """An Aura's and an Equipment's "Enchanted/Equipped creature gets +2/+2 and can't
    block": the host is 4/4 and can't block; an unenchanted creature still can."""
    g = _combat((perm("Hill Giant"),),
                (perm(BEARS), perm(name, attached_to=(1, 0)), perm(BEARS)))
    host, free = sorted(o.id for o in g.objects.values()
                        if o.name == BEARS and o.zone == "battlefield")
    assert (query.power(g, g.objects[host]), query.toughness(g, g.objects[host])) == (4, 4)
    giant = one(g, "Hill Giant")
    g.apply(DeclareAttackers(((giant, Seat(1)),)))
    pass_until(g, "declare_blockers")
    with pytest.raises(IllegalActionError):
        g.apply(DeclareBlockers(((host, giant),)))
    g.apply(DeclareBlockers(((free, giant),)))
    assert g.combat.blocking == {free: giant}


def test_cagemail_cant_attack() -> None:
    """Cagemail: the enchanted creature is 4/4 and can't attack (CR 508.1c)."""
    g = _combat((perm(BEARS), perm(CAGEMAIL["name"], attached_to=(0, 0)), perm("Hill Giant")),
                ())
    bears, giant = one(g, BEARS), one(g, "Hill Giant")
    assert query.power(g, g.objects[bears]) == 4
    with pytest.raises(IllegalActionError):
        g.apply(DeclareAttackers(((bears, Seat(1)),)))
    g.apply(DeclareAttackers(((giant, Seat(1)),)))
    assert g.objects[giant].tapped and not g.objects[bears].tapped
