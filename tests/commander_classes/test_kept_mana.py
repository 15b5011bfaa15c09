"""Mana kept through step and phase ends: "Until end of turn, you don't lose this mana as
steps and phases end." (Savage Ventmaw, Sakura-Tribe Springcaller).

CR 106.4: unused mana empties from each mana pool at the end of each step and phase.
CR 106.4a: an effect may keep some of it; here only the mana the instruction added, and only
until the end of the turn (the effect ends in the cleanup step, CR 514.2). Mana the pool holds
besides still empties; restricted kept mana stays restricted (CR 106.6)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import one, pass_to_step, resolve_stack

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import ActivateAbility, CastSpell, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

KEEP = "Until end of turn, you don't lose this mana as steps and phases end."
VENTMAW = record("Savage Ventmaw", "{4}{R}{G}", "Creature — Dragon",
                 f"Flying\nWhenever this creature attacks, add {{R}}{{R}}{{R}}{{G}}{{G}}{{G}}. "
                 f"{KEEP}", "4", "4")
SPRINGCALLER = record("Sakura-Tribe Springcaller", "{3}{G}", "Creature — Snake Shaman",
                      f"At the beginning of your upkeep, add {{G}}. {KEEP}", "2", "4")
RESTRICTED = record("Test Kept Restricted", "{3}", "Artifact",
                    "At the beginning of your upkeep, add {G}{G}. Spend this mana only to cast "
                    f"creature spells. {KEEP}")
"""Not a real card: the two sentences together (Klauth's and Karn's mana text compile not
yet), to show kept mana keeps its restriction."""
RED, GREEN = 3, 4  # pool indices (W U B R G C)


def _casts(game: Game, name: str) -> list[CastSpell]:
    card = one(game, name, "hand")
    return [a for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == card]


def _ventmaw_attacks(*lands: str, hand: tuple[str, ...] = ()) -> Game:
    """Alice attacks Bob with Savage Ventmaw; its trigger resolves (declare attackers step)."""
    game = table((VENTMAW,), PlayerSpec(hand=hand, battlefield=(
        PermanentSpec("Savage Ventmaw"), *(PermanentSpec(n) for n in lands))), PlayerSpec(),
                 step="beginning_of_combat")
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    assert game.pending is not None and game.pending.kind == "declare_attackers"
    game.apply(DeclareAttackers(((one(game, "Savage Ventmaw"), Seat(1)),)))
    resolve_stack(game)
    assert game.step == "declare_attackers"
    return game


def test_the_cards_compile_with_the_sentence_honoured() -> None:
    """The sentence amends the mana it follows (CR 106.4a), restriction kept (CR 106.6)."""
    compiled(VENTMAW, SPRINGCALLER, RESTRICTED)
    kept = [n for r in (VENTMAW, SPRINGCALLER, RESTRICTED)
            for n in ir.iter_nodes(compile_source(r))
            if isinstance(n, ir.AddMana | ir.AddManaChoice)]
    assert len(kept) == 3 and all(n.kept for n in kept)
    assert kept[2].spend_only is not None


def test_ventmaw_mana_survives_to_the_second_main_phase_and_pays_there() -> None:
    """CR 106.4a: the {R}{R}{R}{G}{G}{G} outlasts combat's steps; in the second main phase
    it pays Hill Giant's {3}{R} (no land on the battlefield)."""
    game = _ventmaw_attacks(hand=("Hill Giant",))
    assert game.players[0].pool == [0, 0, 0, 3, 3, 0]
    pass_to_step(game, "main2", player=0)
    assert game.players[0].pool == [0, 0, 0, 3, 3, 0]
    game.apply(_casts(game, "Hill Giant")[0])
    assert sum(game.players[0].pool) == 2
    resolve_stack(game)
    assert game.objects[one(game, "Hill Giant")].zone == "battlefield"


def test_the_kept_mana_is_gone_next_turn() -> None:
    """CR 106.4a, 514.2: kept until end of turn — still there in the end step, gone when
    the cleanup step ends."""
    game = _ventmaw_attacks()
    pass_to_step(game, "end", player=0, active=0)
    assert game.players[0].pool == [0, 0, 0, 3, 3, 0]
    pass_to_step(game, "upkeep", active=1)
    assert game.players[0].pool == [0, 0, 0, 0, 0, 0]


def test_other_mana_still_empties() -> None:
    """CR 106.4: a Mountain's {R} floated in the declare attackers step empties as the step
    ends; the Ventmaw's six stay."""
    game = _ventmaw_attacks("Mountain")
    mountain = one(game, "Mountain")
    game.apply(ActivateAbility(mountain, 0))
    assert game.players[0].pool[RED] == 4
    pass_to_step(game, "main2", player=0)
    assert game.players[0].pool == [0, 0, 0, 3, 3, 0]


def test_spent_kept_mana_is_not_replaced_by_new_mana() -> None:
    """CR 106.4a, 601.2h: Lightning Bolt spends one kept {R}; a Mountain's {R} added later is
    not kept, so two {R} (and the {G}{G}{G}) reach the second main phase."""
    game = _ventmaw_attacks("Mountain", hand=("Lightning Bolt",))
    bolt = next(a for a in _casts(game, "Lightning Bolt") if a.targets == ((Seat(1),),))
    game.apply(bolt)
    assert game.players[0].pool[RED] == 2
    resolve_stack(game)
    game.apply(ActivateAbility(one(game, "Mountain"), 0))
    assert game.players[0].pool[RED] == 3
    pass_to_step(game, "main2", player=0)
    assert game.players[0].pool == [0, 0, 0, 2, 3, 0]


def test_springcaller_upkeep_mana_pays_in_the_main_phase() -> None:
    """CR 106.4a: the upkeep trigger's {G} lasts through the draw step and pays for Grizzly
    Bears' {G}; a Mountain pays the generic {1}."""
    game = table((SPRINGCALLER,), PlayerSpec(hand=("Grizzly Bears",), battlefield=(
        PermanentSpec("Sakura-Tribe Springcaller"), PermanentSpec("Mountain"))), PlayerSpec(),
                 step="end", active=1)
    resolve_stack(game)
    pass_to_step(game, "main1", player=0, active=0)
    assert game.players[0].pool[GREEN] == 1
    game.apply(_casts(game, "Grizzly Bears")[0])
    assert game.players[0].pool == [0, 0, 0, 0, 0, 0]
    assert game.objects[one(game, "Mountain")].tapped


def test_kept_restricted_mana_stays_restricted() -> None:
    """CR 106.4a, 106.6: the kept {G}{G} reach the main phase still restricted: Giant Growth
    can't use them, Grizzly Bears can."""
    game = table((RESTRICTED,), PlayerSpec(hand=("Giant Growth", "Grizzly Bears"), battlefield=(
        PermanentSpec("Test Kept Restricted"), PermanentSpec("Grizzly Bears"))), PlayerSpec(),
                 step="end", active=1)
    resolve_stack(game)
    pass_to_step(game, "main1", player=0, active=0)
    assert game.players[0].pool[GREEN] == 2
    assert _casts(game, "Giant Growth") == []
    game.apply(_casts(game, "Grizzly Bears")[0])
    assert game.players[0].pool == [0, 0, 0, 0, 0, 0]
