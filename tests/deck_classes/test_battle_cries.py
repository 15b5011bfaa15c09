"""Three classes one theme deck (Battle Cries) needed: "can't be blocked except by creatures
with flying or reach" (CR 509.1b: by creatures with neither), an ability word written with a
hyphen ("Metalcraft - ...", CR 207.2c: it has no rules meaning), and "creatures controlled by
that player or by that planeswalker's controller can't block this turn" (CR 509.1b,
608.2c)."""

from __future__ import annotations

from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import cast, game, lands, one, perm, resolve

from grimoire.oracle.compiler import compile_source
from grimoire.rules import combat, combat_restrictions, query
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

PEST = card("Signal Pest", "{1}", "Artifact Creature — Pest",
            "Battle cry (Whenever this creature attacks, each other attacking creature gets "
            "+1/+0 until end of turn.)\nThis creature can't be blocked except by creatures with "
            "flying or reach.", "0/1")
RECRUIT = card("Ardent Recruit", "{W}", "Creature — Human Soldier",
               "Metalcraft - This creature gets +2/+2 as long as you control three or more "
               "artifacts.", "1/1")
BOLT = card("Concussive Bolt", "{3}{R}{R}", "Sorcery",
            "Concussive Bolt deals 4 damage to target player or planeswalker.\nMetalcraft — If "
            "you control three or more artifacts, creatures controlled by that player or by "
            "that planeswalker's controller can't block this turn.")
RECORDS = (PEST, RECRUIT, BOLT)


def _game(me: PlayerSpec, them: PlayerSpec | None = None) -> Game:
    return game(me, them, extra=[compile_source(r) for r in RECORDS])


def test_the_records_are_honoured() -> None:
    assert_honoured(RECORDS)


def test_signal_pest_blocked_only_by_flying_or_reach() -> None:
    """Grizzly Bears can't block it; Wind Drake (flying) and Giant Spider (reach) can."""
    g = _game(PlayerSpec(battlefield=(perm("Signal Pest"),)),
              PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Wind Drake"),
                                      perm("Giant Spider"))))
    pest = g.objects[one(g, "Signal Pest")]
    assert not combat_restrictions.pair_ok(g, g.objects[one(g, "Grizzly Bears")], pest)
    assert combat_restrictions.pair_ok(g, g.objects[one(g, "Wind Drake")], pest)
    assert combat_restrictions.pair_ok(g, g.objects[one(g, "Giant Spider")], pest)


def _recruit(artifacts: int) -> tuple[int, int]:
    me = PlayerSpec(battlefield=(perm("Ardent Recruit"),
                                 *(perm("Bonesplitter") for _ in range(artifacts))))
    g = _game(me)
    obj = g.objects[one(g, "Ardent Recruit")]
    return query.power(g, obj), query.toughness(g, obj)


def test_metalcraft_with_a_hyphen_is_an_ability_word() -> None:
    """Three artifacts: 3/3; two: 1/1 (the ability word itself does nothing)."""
    assert _recruit(3) == (3, 3)
    assert _recruit(2) == (1, 1)


def _bolt(artifacts: int) -> Game:
    me = PlayerSpec(hand=("Concussive Bolt",),
                    battlefield=(*lands("Mountain", 5), perm("Grizzly Bears"),
                                 *(perm("Bonesplitter") for _ in range(artifacts))))
    them = PlayerSpec(battlefield=(perm("Hill Giant"),))
    g = _game(me, them)
    cast(g, "Concussive Bolt", ((Seat(1),),))
    resolve(g)
    g.combat.attackers[one(g, "Grizzly Bears")] = Seat(1)
    return g


def test_concussive_bolt_metalcraft_stops_their_blocks() -> None:
    """With metalcraft: 4 damage, and the opponent's creatures can't block this turn."""
    g = _bolt(3)
    assert g.players[1].life == 16
    assert [d.blocks for d in combat.block_options(g, 1)] == [()]


def test_concussive_bolt_without_metalcraft_they_block() -> None:
    g = _bolt(2)
    assert g.players[1].life == 16
    assert any(d.blocks for d in combat.block_options(g, 1))
