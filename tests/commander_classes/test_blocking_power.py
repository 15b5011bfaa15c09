"""Blocking by power (CR 509.1b): "Creatures with power less than this creature's power can't
block it." (Den Protector) and "... can't block creatures you control." (Champion of
Lambholt): the power compared is the source's as blockers are declared; "Activate only if you
created a token this turn." (Idol of Oblivion, CR 602.5b, 111.2)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, pass_to, record, table
from tests.rules.helpers import one

from grimoire.rules.actions import ActivateAbility, DeclareAttackers, PassPriority
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

DEN = record("Den Protector", "{1}{G}", "Creature — Human Warrior",
             "Creatures with power less than this creature's power can't block it.", "2", "1")
CHAMPION = record("Champion of Lambholt", "{1}{G}{G}", "Creature — Human Warrior",
                  "Creatures with power less than this creature's power can't block creatures "
                  "you control.", "1", "1")
IDOL = record("Idol of Oblivion", "{2}", "Artifact",
              "{T}: Draw a card. Activate only if you created a token this turn.")
MAKER = record("Token Maker", "{1}", "Artifact",
               "{T}: Create a 1/1 white Soldier creature token.")
RECORDS = (DEN, CHAMPION, IDOL, MAKER)
P = PermanentSpec


def test_the_records_compile() -> None:
    """The cards compile with nothing the engine ignores."""
    compiled(DEN, CHAMPION, IDOL)


def _blockers(attacker: str, extra: tuple[PermanentSpec, ...] = ()) -> set[str]:
    """Which of Bob's creatures (Raging Goblin 1/1, Youthful Knight 2/1, Hill Giant 3/3) may
    block Alice's ``attacker``."""
    game = table(RECORDS, PlayerSpec(battlefield=(P(attacker), *extra)),
                 PlayerSpec(battlefield=(P("Raging Goblin"), P("Youthful Knight"),
                                         P("Hill Giant"))), step="upkeep")
    pass_to(game, "declare_attackers", active=0)
    game.apply(DeclareAttackers(((one(game, attacker), Seat(1)),)))
    pass_to(game, "declare_blockers")
    return {game.objects[b].name for action in game.legal_actions()
            for b, _ in action.blocks}  # type: ignore[union-attr]


def test_den_protector_cant_be_blocked_by_smaller_creatures() -> None:
    """Den Protector has power 2: the Goblin (1) can't block it; the Knight (2, not less)
    and the Giant (3) can."""
    assert _blockers("Den Protector") == {"Youthful Knight", "Hill Giant"}


def test_champion_protects_the_other_attackers_with_its_own_power() -> None:
    """The Champion's power is 1: nothing has less, so every creature may block the
    Dreadmaw; with two +1/+1 counters (power 3), only the Giant may."""
    assert _blockers("Colossal Dreadmaw", (P("Champion of Lambholt"),)) == {
        "Raging Goblin", "Youthful Knight", "Hill Giant"}
    assert _blockers("Colossal Dreadmaw", (P("Champion of Lambholt",
                                               counters=(("+1/+1", 2),)),)) == {"Hill Giant"}


def test_idol_needs_a_token_created_this_turn() -> None:
    """CR 602.5b: no token yet, the Idol's ability can't be activated; after the Token Maker
    makes a Soldier (Alice owns it, CR 111.2), it can."""
    game = table(RECORDS, PlayerSpec(battlefield=(P("Idol of Oblivion"), P("Token Maker"))),
                 PlayerSpec())
    idol, maker = one(game, "Idol of Oblivion"), one(game, "Token Maker")

    def idol_ok() -> bool:
        return any(isinstance(a, ActivateAbility) and a.source == idol
                   for a in game.legal_actions())
    assert not idol_ok()
    game.apply(next(a for a in game.legal_actions() if isinstance(a, ActivateAbility)
                    and a.source == maker))
    while game.stack:
        game.apply(PassPriority())
    assert idol_ok()
