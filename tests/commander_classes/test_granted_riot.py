""""Nontoken creatures you control have riot." (Uncivil Unrest, Rhythm of the Wild): CR
702.136a, riot is a replacement effect as the creature enters: an additional +1/+1 counter
or, if its controller doesn't, haste; CR 614.12, a creature spell is matched against the
static as it would exist on the battlefield; CR 702.136b, each instance works separately (a
creature with its own riot under a grant asks twice). A token isn't matched by "nontoken";
the haste stays when the static is gone (an effect with no end). Uncivil Unrest's second
ability: a creature you control with a +1/+1 counter deals double damage (CR 614.1a)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, pass_to, record, table
from tests.rules.helpers import ids, one

from grimoire.rules import query, zones
from grimoire.rules.actions import CastSpell, Choose, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

UNREST = record("Uncivil Unrest", "{4}{R}", "Enchantment",
                "Nontoken creatures you control have riot. (They enter with your choice of a "
                "+1/+1 counter or haste.)\nIf a creature you control with a +1/+1 counter on "
                "it would deal damage to a permanent or player, it deals double that damage "
                "instead.")
RHYTHM = record("Rhythm of the Wild", "{1}{R}{G}", "Enchantment",
                "Creature spells you control can't be countered.\nNontoken creatures you "
                "control have riot. (They enter with your choice of a +1/+1 counter or haste.)")
GOBLIN = record("Zhur-Taa Goblin", "{R}{G}", "Creature — Goblin Berserker",
                "Riot (This creature enters with your choice of a +1/+1 counter or haste.)",
                "2", "2")
RECORDS = (UNREST, RHYTHM, GOBLIN)
P = PermanentSpec
LANDS = (P("Forest"), P("Forest"), P("Mountain"))


def test_the_records_compile() -> None:
    """Both grants compile and play (the riot they give is read by the mechanism)."""
    compiled(UNREST, RHYTHM)


def _cast(card: str, answers: list[bool], *mine: PermanentSpec) -> tuple[Game, list[str]]:
    """Alice casts ``card`` with ``mine`` out; riot questions answered in order; returns
    the game and the rules of the questions asked."""
    game = table(RECORDS, PlayerSpec(hand=(card,), battlefield=(*LANDS, *mine)),
                 PlayerSpec(), PlayerSpec(), PlayerSpec())
    game.apply(next(a for a in game.legal_actions() if isinstance(a, CastSpell)
                    and a.card == one(game, card, "hand")))
    asked: list[str] = []
    for _ in range(30):
        pending = game.pending
        assert pending is not None
        if pending.kind == "yes_no" and pending.rule == "CR 702.136a":
            asked.append(pending.rule)
            game.apply(Choose(answers[len(asked) - 1]))
        elif pending.kind == "priority":
            if not game.stack:
                break
            game.apply(PassPriority())
        else:
            game.apply(game.legal_actions()[0])
    return game, asked


def _state(game: Game, name: str) -> tuple[int, bool]:
    obj = game.objects[one(game, name)]
    return (obj.counters or {}).get("+1/+1", 0), query.has_keyword(game, obj, "haste")


def test_counter_chosen() -> None:
    """Under Uncivil Unrest, Bears asks once: the counter, no haste."""
    game, asked = _cast("Grizzly Bears", [True], P("Uncivil Unrest"))
    assert len(asked) == 1 and _state(game, "Grizzly Bears") == (1, False)


def test_haste_chosen_and_kept_when_the_grant_leaves() -> None:
    """Haste chosen: no counter, haste; the Unrest destroyed, the Bears keep haste."""
    game, _ = _cast("Grizzly Bears", [False], P("Uncivil Unrest"))
    assert _state(game, "Grizzly Bears") == (0, True)
    zones.move(game, one(game, "Uncivil Unrest"), "graveyard")
    assert _state(game, "Grizzly Bears") == (0, True)


def test_no_grant_no_question() -> None:
    """Without a grant, a creature without riot asks nothing."""
    game, asked = _cast("Grizzly Bears", [])
    assert asked == [] and _state(game, "Grizzly Bears") == (0, False)


def test_each_instance_separately() -> None:
    """CR 702.136b: Zhur-Taa Goblin (its own riot) under the Unrest and Rhythm: three
    questions; counter, counter, haste: two counters and haste."""
    game, asked = _cast("Zhur-Taa Goblin", [True, True, False], P("Uncivil Unrest"),
                        P("Rhythm of the Wild"))
    assert len(asked) == 3 and _state(game, "Zhur-Taa Goblin") == (2, True)


def test_printed_riot_counter_and_granted_haste() -> None:
    """The Goblin's own riot gives the counter; the granted one is declined: haste too."""
    game, asked = _cast("Zhur-Taa Goblin", [True, False], P("Uncivil Unrest"))
    assert len(asked) == 2 and _state(game, "Zhur-Taa Goblin") == (1, True)


def test_an_opponents_grant_doesnt_apply() -> None:
    """"you control": Bob's Unrest gives Alice's Bears nothing."""
    game = table(RECORDS, PlayerSpec(hand=("Grizzly Bears",), battlefield=LANDS),
                 PlayerSpec(battlefield=(P("Uncivil Unrest"),)))
    game.apply(next(a for a in game.legal_actions() if isinstance(a, CastSpell)))
    while game.stack:
        assert game.pending is not None and game.pending.kind == "priority"
        game.apply(PassPriority())
    assert _state(game, "Grizzly Bears") == (0, False)


def test_double_damage_with_a_counter() -> None:
    """The Bears with a +1/+1 counter (3/3) deal 6 combat damage to Bob; Bears without a
    counter deal 2."""
    game = table(RECORDS, PlayerSpec(battlefield=(
        P("Uncivil Unrest"), P("Grizzly Bears", counters=(("+1/+1", 1),)),
        P("Grizzly Bears"))), PlayerSpec(), step="upkeep")
    pass_to(game, "declare_attackers", active=0)
    game.apply(DeclareAttackers(tuple((o, Seat(1)) for o in ids(game, "Grizzly Bears"))))
    pass_to(game, "priority", active=0)
    while game.step not in ("end_of_combat", "main2"):
        game.apply(PassPriority() if game.pending is not None
                   and game.pending.kind == "priority" else game.legal_actions()[0])
    assert game.players[1].life == 20 - 6 - 2


RECOMMISSION = record("Recommission", "{1}{W}", "Sorcery",
                      "Return target artifact or creature card with mana value 3 or less from "
                      "your graveyard to the battlefield. If a creature enters this way, it "
                      "enters with an additional +1/+1 counter on it.")
SOLDIERS = record("Raise the Test", "{G}", "Sorcery",
                  "Create a 1/1 white Soldier creature token.")


def _resolve(card: str, answers: list[bool]) -> tuple[Game, int]:
    game = table((*RECORDS, RECOMMISSION, SOLDIERS), PlayerSpec(
        hand=(card,), graveyard=("Grizzly Bears",),
        battlefield=(P("Plains"), P("Forest"), P("Uncivil Unrest"))), PlayerSpec())
    game.apply(next(a for a in game.legal_actions() if isinstance(a, CastSpell)))
    asked = 0
    for _ in range(30):
        pending = game.pending
        assert pending is not None
        if pending.kind == "yes_no" and pending.rule == "CR 702.136a":
            asked += 1
            game.apply(Choose(answers[asked - 1]))
        elif pending.kind == "priority":
            if not game.stack:
                break
            game.apply(PassPriority())
        else:
            game.apply(game.legal_actions()[0])
    return game, asked


def test_put_onto_the_battlefield_by_an_effect_asks_too() -> None:
    """Recommission returns the Bears under the Unrest: riot asks; the counter chosen, it
    has two (Recommission's and riot's)."""
    game, asked = _resolve("Recommission", [True])
    assert asked == 1 and _state(game, "Grizzly Bears") == (2, False)


def test_a_token_doesnt_get_riot() -> None:
    """"Nontoken creatures": the Soldier token asks nothing."""
    game, asked = _resolve("Raise the Test", [])
    assert asked == 0 and len(ids(game, "Soldier")) == 1
