"""Attack triggers about whom or how many creatures attack (CR 508.1, 508.3a; CR 506.2: in a
multiplayer game each attacked player, or the controller of each attacked planeswalker, is a
defending player): Isperia ("Whenever a creature attacks you or a planeswalker you control",
once per such creature), Tide Skimmer ("Whenever you attack with two or more creatures
with flying", once per declaration), Ever-Watching Threshold ("Whenever an opponent
attacks, if they attacked you and/or a planeswalker you control"); and, from the same deck,
a cost reduction for spells with a keyword ("Creature spells with flying you cast cost {1}
less to cast", CR 601.2f)."""

from __future__ import annotations

import pytest
from tests.commander_classes._table import advance, compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import Choose, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

ISPERIA = record("Isperia, Supreme Judge", "{2}{W}{W}{U}{U}", "Legendary Creature — Sphinx",
                 "Flying\nWhenever a creature attacks you or a planeswalker you control, you may "
                 "draw a card.", "6", "4")
SKIMMER = record("Tide Skimmer", "{3}{U}", "Creature — Drake",
                 "Flying\nWhenever you attack with two or more creatures with flying, draw a "
                 "card.", "2", "3")
THRESHOLD = record("Ever-Watching Threshold", "{2}{U}", "Enchantment",
                   "Whenever an opponent attacks, if they attacked you and/or a planeswalker you "
                   "control, draw a card.")
RECORDS = (ISPERIA, SKIMMER, THRESHOLD)
BEARS, GIANT, ANGEL = (PermanentSpec("Grizzly Bears"), PermanentSpec("Hill Giant"),
                       PermanentSpec("Serra Angel"))


def test_the_records_compile() -> None:
    """The three compile; Tide Skimmer's trigger counts two fliers."""
    compiled(*RECORDS)
    trigger = compile_source(SKIMMER).abilities[1]
    assert isinstance(trigger, ir.TriggeredAbility)
    assert isinstance(trigger.trigger, ir.AttackWithTrigger) and trigger.trigger.at_least == 2


def _attack(game: Game, attacks: list[tuple[str, int]], may: bool = True) -> None:
    """Declare ``(creature name, seat)`` attacks for the active player, then resolve the
    triggers (answering "you may" with ``may``)."""
    advance(game, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    used: set[int] = set()
    pairs = []
    for name, seat in attacks:
        oid = next(o for o in ids(game, name) if o not in used
                   and game.objects[o].controller == game.active)
        used.add(oid)
        pairs.append((oid, Seat(seat)))
    game.apply(DeclareAttackers(tuple(pairs)))
    for _ in range(80):
        d = game.pending
        assert d is not None
        if d.kind == "yes_no":
            game.apply(Choose(may))
        elif d.kind == "priority" and not game.stack and game.step == "declare_attackers":
            game.apply(PassPriority())
            if game.step != "declare_attackers":
                return
        else:
            game.apply(PassPriority() if d.kind == "priority" else game.legal_actions()[0])


@pytest.mark.parametrize(("attacks", "may", "drawn"), [
    ([("Grizzly Bears", 0), ("Hill Giant", 0)], True, 2),   # two creatures attack Alice
    ([("Grizzly Bears", 0), ("Hill Giant", 2)], True, 1),   # one of them attacks Carol
    ([("Grizzly Bears", 2), ("Hill Giant", 3)], True, 0),   # nobody attacks Alice
    ([("Grizzly Bears", 0)], False, 0),                     # "you may" declined
])
def test_isperia_triggers_for_each_creature_attacking_her_controller(
        attacks: list[tuple[str, int]], may: bool, drawn: int) -> None:
    """Bob attacks in a four-player game; Alice (Isperia's controller) may draw a card for
    each creature attacking her (CR 508.3a: once per attacking creature)."""
    game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Isperia, Supreme Judge"),)),
                 PlayerSpec(battlefield=(BEARS, GIANT)), PlayerSpec(), PlayerSpec(),
                 active=1, step="beginning_of_combat")
    _attack(game, attacks, may)
    assert len(game.players[0].hand) == drawn


@pytest.mark.parametrize(("attackers", "drawn"), [
    (["Tide Skimmer", "Serra Angel"], 1),
    (["Tide Skimmer", "Serra Angel", "Grizzly Bears"], 1),  # once per declaration
    (["Tide Skimmer", "Grizzly Bears"], 0),                 # one flier only
])
def test_tide_skimmer_needs_two_fliers_attacking(attackers: list[str], drawn: int) -> None:
    """CR 508.1: Alice attacks Bob and Carol; two or more fliers among her attackers draw
    her one card; one flier, none."""
    game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Tide Skimmer"), ANGEL, BEARS)),
                 PlayerSpec(), PlayerSpec(), step="beginning_of_combat")
    _attack(game, [(name, 1 + i % 2) for i, name in enumerate(attackers)])
    assert len(game.players[0].hand) == drawn


@pytest.mark.parametrize(("seat", "walker", "drawn"), [(0, False, 1), (2, False, 0),
                                                       (2, True, 1)])
def test_ever_watching_threshold_when_you_or_your_planeswalker_is_attacked(
        seat: int, walker: bool, drawn: int) -> None:
    """Bob attacks: at Alice, she draws; at Carol, she doesn't; at Alice's planeswalker
    (CR 506.2: she is then a defending player), she draws."""
    from grimoire.rules import zones
    from grimoire.rules.cardinfo import info_for
    game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Ever-Watching Threshold"),)),
                 PlayerSpec(battlefield=(BEARS,)), PlayerSpec(),
                 active=1, step="beginning_of_combat")
    target: Seat | int = Seat(seat)
    if walker:
        card = ir.CardDefinition("Test Walker", card_types=("planeswalker",), loyalty=3)
        obj = zones.new_object(game, info_for(card), 0, "battlefield")
        obj.counters = {"loyalty": 3}
        target = obj.id
    advance(game, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    game.apply(DeclareAttackers(((one(game, "Grizzly Bears"), target),)))
    advance(game, lambda g: g.step == "declare_blockers" or g.step == "combat_damage")
    assert len(game.players[0].hand) == drawn


WARDEN = record("Warden of Evos Isle", "{2}{U}", "Creature — Bird Wizard",
                "Flying\nCreature spells with flying you cast cost {1} less to cast.", "2", "2")


@pytest.mark.parametrize(("card", "land", "castable"), [("Vampire Nighthawk", "Swamp", True),
                                                        ("Giant Spider", "Forest", False)])
def test_warden_of_evos_isle_reduces_only_fliers(card: str, land: str, castable: bool) -> None:
    """CR 601.2f: with one land fewer than the mana value, Vampire Nighthawk ({1}{B}{B},
    flying) costs {B}{B} and can be cast; Giant Spider ({3}{G}, reach, no flying) still costs
    its full cost and can't."""
    from grimoire.rules.actions import CastSpell
    compiled(WARDEN)
    count = 2 if castable else 3
    game = table((*RECORDS, WARDEN), PlayerSpec(hand=(card,), battlefield=(
        PermanentSpec("Warden of Evos Isle"), *(PermanentSpec(land) for _ in range(count)))),
        PlayerSpec())
    spell = one(game, card, "hand")
    legal = [a for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == spell]
    assert bool(legal) is castable
