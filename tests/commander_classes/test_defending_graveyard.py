"""Cards in the defending player's graveyard (CR 506.2: the player the attacking source
attacks): "Whenever this creature attacks, put target creature card from defending
player's graveyard onto the battlefield under your control." With several opponents only
the attacked one's graveyard may be chosen from."""

from __future__ import annotations

from tests.commander_classes._table import compiled, pass_to, record, table
from tests.rules.helpers import one

from grimoire.rules.actions import Choose, DeclareAttackers, PassPriority
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

DEBASER = record("Rakshasa Debaser", "{4}{B}{B}", "Creature — Demon",
                 "Whenever this creature attacks, put target creature card from defending "
                 "player's graveyard onto the battlefield under your control.\nEncore "
                 "{6}{B}{B} ({6}{B}{B}, Exile this card from your graveyard: For each "
                 "opponent, create a token copy that attacks that opponent this turn if able. "
                 "They gain haste. Sacrifice them at the beginning of the next end step. "
                 "Activate only as a sorcery.)", "6", "6")
RECORDS = (DEBASER,)


def test_the_records_compile() -> None:
    """Every card of this class compiles with nothing the engine ignores."""
    compiled(*RECORDS)


def _attack(defender: int, *specs: PlayerSpec):  # type: ignore[no-untyped-def]
    game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Rakshasa Debaser"),)),
                 *specs, step="beginning_of_combat")
    pass_to(game, "declare_attackers", active=0)
    game.apply(DeclareAttackers(((one(game, "Rakshasa Debaser"), Seat(defender)),)))
    return game


def test_only_the_defending_players_graveyard_is_chosen_from() -> None:
    """CR 506.2: attacking Carol, Alice may target Carol's Hill Giant, never Bob's Bears;
    the Giant enters under Alice's control (Carol still owns it)."""
    game = _attack(2, PlayerSpec(graveyard=("Grizzly Bears",)),
                   PlayerSpec(graveyard=("Hill Giant", "Serra Angel", "Forest")))
    giant, bears = one(game, "Hill Giant", "graveyard"), one(game, "Grizzly Bears", "graveyard")
    angel = one(game, "Serra Angel", "graveyard")
    assert game.pending is not None and game.pending.kind == "trigger_targets"
    choices = {a.value for a in game.legal_actions() if isinstance(a, Choose)}
    assert choices == {((giant,),), ((angel,),)}
    game.apply(Choose(((giant,),)))
    while game.stack and game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    new = one(game, "Hill Giant")
    assert game.objects[new].controller == 0 and game.objects[new].owner == 2
    assert one(game, "Grizzly Bears", "graveyard") == bears


def test_no_creature_card_there_means_no_target() -> None:
    """CR 603.3d: attacking Bob, whose graveyard holds only a land, the ability has no
    legal target and is removed; Carol's Giant stays in her graveyard."""
    game = _attack(1, PlayerSpec(graveyard=("Forest",)), PlayerSpec(graveyard=("Hill Giant",)))
    assert not game.stack
    assert one(game, "Hill Giant", "graveyard")
