"""Soulbond in real games (CR 702.95; grimoire.mechanics.soulbond,
grimoire.oracle.soulbond_text), with the rulings of Druid's Familiar and Deadeye Navigator."""

from __future__ import annotations

from tests.dice_rules._util import cast, choose, game, ids, lands, one, perm

from grimoire.mechanics.soulbond import STATE, SoulbondState, partner
from grimoire.oracle.compiler import compile_source
from grimoire.rules import query
from grimoire.rules.actions import ActivateAbility, CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

_SOULBOND = ("Soulbond (You may pair this creature with another unpaired creature when either "
             "enters. They remain paired for as long as you control both of them.)")
_PAIRED = "As long as this creature is paired with another creature, "


def _record(name: str, cost: str, rest: str, size: str) -> dict[str, str]:
    return {"name": name, "type_line": "Creature — Human", "mana_cost": cost,
            "oracle_text": f"{_SOULBOND}\n{rest}", "power": size, "toughness": size}


EXTRA = tuple(compile_source(r) for r in (
    _record("Trusted Forcemage", "{2}{G}", _PAIRED + "each of those creatures gets +1/+1.", "2"),
    _record("Druid's Familiar", "{3}{G}", _PAIRED + "each of those creatures gets +2/+2.", "2"),
    _record("Silverblade Paladin", "{1}{W}{W}", _PAIRED + "both creatures have double strike.",
            "2"),
    _record("Deadeye Navigator", "{4}{U}{U}", "As long as Deadeye Navigator is paired with "
            "another creature, each of those creatures has \"{1}{U}: Exile this creature, then "
            "return it to the battlefield under your control.\"", "5"),
    {"name": "Act of Treason", "type_line": "Sorcery", "mana_cost": "{2}{R}",
     "oracle_text": "Gain control of target creature until end of turn. Untap that creature. "
     "It gains haste until end of turn. (It can attack and {T} this turn.)"},
))


def _answer(g: Game, *answers: object) -> None:
    """Pass priority until the stack is empty, giving ``answers`` (in order) to the other
    decisions."""
    queue = list(answers)
    for _ in range(100):
        if g.pending is None or (g.pending.kind == "priority" and not g.stack):
            return
        if g.pending.kind == "priority":
            g.apply(PassPriority())
        else:
            g.apply(choose(queue.pop(0)))
    raise AssertionError("the stack never emptied")


def _size(g: Game, name: str) -> tuple[int, int]:
    obj = g.objects[one(g, name)]
    return query.power(g, obj), query.toughness(g, obj)


def test_pairs_as_it_enters_and_both_get_the_bonus() -> None:
    """CR 702.95a (first ability): Trusted Forcemage enters; its controller may pair it with
    another unpaired creature they control; while paired, each gets +1/+1 (CR 702.95b)."""
    g = game(PlayerSpec(hand=("Trusted Forcemage",),
                        battlefield=(perm("Grizzly Bears"), *lands("Forest", 3))), extra=EXTRA)
    cast(g, "Trusted Forcemage")
    _answer(g, True)
    assert _size(g, "Grizzly Bears") == (3, 3) and _size(g, "Trusted Forcemage") == (3, 3)


def test_declined_may_leaves_both_unpaired_until_another_enters() -> None:
    """CR 702.95a: "you may pair": declined, nothing is paired; the second ability then
    pairs it with the next creature that enters under its controller's control."""
    g = game(PlayerSpec(hand=("Trusted Forcemage", "Llanowar Elves"),
                        battlefield=(perm("Grizzly Bears"), *lands("Forest", 4))), extra=EXTRA)
    cast(g, "Trusted Forcemage")
    _answer(g, False)
    assert _size(g, "Grizzly Bears") == (2, 2) and _size(g, "Trusted Forcemage") == (2, 2)
    cast(g, "Llanowar Elves")
    _answer(g, True)
    assert _size(g, "Llanowar Elves") == (2, 2) and _size(g, "Trusted Forcemage") == (3, 3)
    assert _size(g, "Grizzly Bears") == (2, 2)


def test_chooses_among_unpaired_creatures_and_pairs_only_one() -> None:
    """CR 702.95a, 702.95d: with two unpaired creatures its controller chooses one; a
    creature is paired with only one other: the other one stays unpaired."""
    g = game(PlayerSpec(hand=("Silverblade Paladin",),
                        battlefield=(perm("Grizzly Bears"), perm("Hill Giant"),
                                     *lands("Plains", 3))), extra=EXTRA)
    cast(g, "Silverblade Paladin")
    giant = one(g, "Hill Giant")
    _answer(g, True, (giant,))
    assert "double strike" in query.keywords(g, g.objects[giant])
    assert "double strike" in query.keywords(g, g.objects[one(g, "Silverblade Paladin")])
    assert "double strike" not in query.keywords(g, g.objects[one(g, "Grizzly Bears")])


def test_intervening_if_no_trigger_when_everything_is_paired() -> None:
    """CR 702.95a, 603.4: a second soulbond creature entering when the only other creatures
    are paired to each other: neither ability triggers (both aren't unpaired)."""
    g = game(PlayerSpec(hand=("Trusted Forcemage", "Silverblade Paladin"),
                        battlefield=(perm("Grizzly Bears"), *lands("Forest", 3),
                                     *lands("Plains", 3))), extra=EXTRA)
    cast(g, "Trusted Forcemage")
    _answer(g, True)
    cast(g, "Silverblade Paladin")
    g.apply(PassPriority())
    g.apply(PassPriority())  # the Paladin resolves: nothing triggers
    assert not g.stack and g.pending is not None and g.pending.kind == "priority"
    assert "double strike" not in query.keywords(g, g.objects[one(g, "Grizzly Bears")])
    assert _size(g, "Grizzly Bears") == (3, 3)


def test_the_other_creature_gone_before_it_resolves() -> None:
    """CR 702.95c: the entering creature is no longer on the battlefield when the trigger
    resolves: neither becomes paired (and the soulbond creature can pair again later)."""
    g = game(PlayerSpec(hand=("Grizzly Bears", "Shock"),
                        battlefield=(perm("Trusted Forcemage"), *lands("Forest", 2),
                                     *lands("Mountain", 1))), extra=EXTRA)
    cast(g, "Grizzly Bears")
    g.apply(PassPriority())
    g.apply(PassPriority())  # the Bears resolve; the Forcemage's ability triggers
    assert len(g.stack) == 1
    g.apply(CastSpell(one(g, "Shock", "hand"), ((one(g, "Grizzly Bears"),),)))
    _answer(g, True)
    assert ids(g, "Grizzly Bears") == []
    assert _size(g, "Trusted Forcemage") == (2, 2)


def test_unpaired_when_one_leaves_and_damage_then_kills() -> None:
    """CR 702.95e; Druid's Familiar ruling (2012-05-01): unpaired, it immediately loses the
    +2/+2 bonus, and a creature with damage equal to its new toughness is destroyed."""
    g = game(PlayerSpec(hand=("Druid's Familiar", "Shock", "Unsummon"),
                        battlefield=(perm("Grizzly Bears"), *lands("Forest", 4),
                                     perm("Mountain"), perm("Island"))), extra=EXTRA)
    cast(g, "Druid's Familiar")
    _answer(g, True)
    assert _size(g, "Grizzly Bears") == (4, 4)
    g.apply(CastSpell(one(g, "Shock", "hand"), ((one(g, "Grizzly Bears"),),)))
    _answer(g)
    assert _size(g, "Grizzly Bears") == (4, 4)  # 2 damage on a 4/4
    g.apply(CastSpell(one(g, "Unsummon", "hand"), ((one(g, "Druid's Familiar"),),)))
    _answer(g)
    assert ids(g, "Grizzly Bears") == [] and ids(g, "Grizzly Bears", "graveyard")


def test_another_player_gains_control_ends_the_pair() -> None:
    """CR 702.95e: another player gains control of the creature it's paired with: the pair
    ends (the Forcemage is a 2/2 again, the stolen Bears too)."""
    g = game(PlayerSpec(battlefield=(perm("Trusted Forcemage"), perm("Grizzly Bears"))),
             PlayerSpec(hand=("Act of Treason",), battlefield=lands("Mountain", 3)),
             active=1, extra=EXTRA)
    STATE.set(g, SoulbondState(((one(g, "Trusted Forcemage"),
                                          one(g, "Grizzly Bears"), 0),)))
    g.version += 1
    assert _size(g, "Grizzly Bears") == (3, 3)
    g.apply(CastSpell(one(g, "Act of Treason", "hand"), ((one(g, "Grizzly Bears"),),)))
    _answer(g)
    bears = g.objects[one(g, "Grizzly Bears")]
    assert bears.controller == 1
    assert _size(g, "Grizzly Bears") == (2, 2) and _size(g, "Trusted Forcemage") == (2, 2)
    assert STATE.get(g) == SoulbondState(())  # forgotten: it won't come back (CR 702.95e)


def test_deadeye_navigator_flicker_breaks_and_repairs() -> None:
    """Deadeye Navigator rulings (2017-03-14): the granted ability exiles the creature (the
    pair is broken) and returns it; the Navigator's soulbond ability triggers as it enters
    and the pair can be reunited."""
    g = game(PlayerSpec(hand=("Deadeye Navigator",),
                        battlefield=(perm("Grizzly Bears"), *lands("Island", 8))), extra=EXTRA)
    cast(g, "Deadeye Navigator")
    _answer(g, True)
    bears = one(g, "Grizzly Bears")
    granted = [a for a in g.legal_actions()
               if isinstance(a, ActivateAbility) and a.source == bears]
    assert granted  # the Bears have the Navigator's ability while paired
    g.apply(granted[0])
    _answer(g, True)
    new_bears = one(g, "Grizzly Bears")
    assert new_bears != bears  # a new object (CR 400.7), paired again
    assert partner(g, one(g, "Deadeye Navigator")) == new_bears


def test_unpaired_creature_lacks_the_granted_ability() -> None:
    """CR 702.95b, 611.3a: the paired creatures' ability applies only while paired: the
    "may" declined, the Bears have no activated ability."""
    g = game(PlayerSpec(hand=("Deadeye Navigator",),
                        battlefield=(perm("Grizzly Bears"), *lands("Island", 8))), extra=EXTRA)
    cast(g, "Deadeye Navigator")
    _answer(g, False)
    bears = one(g, "Grizzly Bears")
    assert not [a for a in g.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == bears]


def test_granted_dies_trigger_looks_back() -> None:
    """CR 702.95b, 603.10a: Doom Weaver gives "When this creature dies, draw cards equal to
    its power"; the paired Bears die (which also ends the pair): the ability looks back in
    time and triggers, drawing 2 (the Bears' last known power)."""
    weaver = {"name": "Doom Weaver", "type_line": "Creature — Spider Horror",
              "mana_cost": "{4}{B}{B}", "power": "1", "toughness": "8",
              "oracle_text": f"Reach\n{_SOULBOND}\nAs long as Doom Weaver is paired with "
              "another creature, each of those creatures has \"When this creature dies, draw "
              "cards equal to its power.\""}
    g = game(PlayerSpec(hand=("Doom Weaver", "Shock"),
                        battlefield=(perm("Grizzly Bears"), *lands("Swamp", 6),
                                     perm("Mountain"))), extra=(*EXTRA, compile_source(weaver)))
    cast(g, "Doom Weaver")
    _answer(g, True)
    hand = len(g.players[0].hand)  # the Shock
    g.apply(CastSpell(one(g, "Shock", "hand"), ((one(g, "Grizzly Bears"),),)))
    _answer(g)
    assert ids(g, "Grizzly Bears") == []
    assert len(g.players[0].hand) == hand - 1 + 2
