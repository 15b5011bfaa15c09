"""Prevention of the damage one source would deal (CR 615.1a): "Prevent all combat damage
it would deal this turn"."""

from __future__ import annotations

from tests.dice_cards._records import definition
from tests.dice_rules._util import activate, game, lands, one, perm, resolve
from tests.engine_gaps._util import attack_with, card, pass_until
from tests.rules.helpers import finish_combat

from grimoire.rules.actions import Choose
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

URZA = "Urza's Science Fair Project"


def _project(natural: int) -> Game:
    g = game(PlayerSpec(battlefield=(perm(URZA), perm("Grizzly Bears"),
                                     *lands("Island", 2))),
             step="beginning_of_combat", extra=[definition(URZA)])
    g.script_dice([natural])
    activate(g, URZA)
    resolve(g)
    return g


def test_urzas_project_two_prevents_its_combat_damage_only() -> None:
    """CR 615.1a: result 2 prevents the combat damage the Project would deal this turn;
    another creature's damage is dealt."""
    g = _project(2)
    attack_with(g, one(g, URZA), one(g, "Grizzly Bears"))
    finish_combat(g)
    assert g.players[1].life == 18  # only the Bears' 2


def test_urzas_project_other_result_deals_damage() -> None:
    """Result 3 (vigilance): no prevention, the Project deals its 4."""
    g = _project(3)
    attack_with(g, one(g, URZA), one(g, "Grizzly Bears"))
    finish_combat(g)
    assert g.players[1].life == 14
    assert not g.objects[one(g, URZA)].tapped  # vigilance (CR 702.20b)


ZEALOT = ("Shadow\nWhenever this creature attacks and isn't blocked, you may have it deal 1 "
          "damage to target creature. If you do, prevent all combat damage this creature "
          "would deal this turn.")


def test_zealot_il_vec_prevents_its_own_combat_damage() -> None:
    """CR 615.1a: after it pings a creature, its combat damage to the player is prevented."""
    zealot = card("Zealot il-Vec", "Creature — Human Rebel", ZEALOT, "{2}{W}", "1", "1")
    g = game(PlayerSpec(battlefield=(perm("Zealot il-Vec"),)),
             PlayerSpec(battlefield=(perm("Grizzly Bears"),)),
             step="beginning_of_combat", extra=[zealot])
    attack_with(g, one(g, "Zealot il-Vec"))
    pass_until(g, "trigger_targets")
    g.apply(Choose(((one(g, "Grizzly Bears"),),)))
    finish_combat(g)  # "you may": the first answer is yes
    assert g.objects[one(g, "Grizzly Bears")].damage == 1
    assert g.players[1].life == 20
