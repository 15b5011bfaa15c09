"""Awaken in real games (CR 702.113; grimoire.oracle.spell_keywords): an alternative cost
whose spell ability — N +1/+1 counters on target land you control, which becomes a 0/0
Elemental creature with haste that's still a land — happens only if that cost was paid, its
target chosen only then (CR 702.113b). Expectations from the rules and the rulings of
2015-08-25 (Ruinous Path, Coastal Discovery)."""

from __future__ import annotations

from tests.dice_rules._util import game, ids, lands, one, perm, resolve

from grimoire.oracle.compiler import compile_source
from grimoire.rules import layers, query
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

RECORDS = (
    {"name": "Ruinous Path", "type_line": "Sorcery", "mana_cost": "{1}{B}{B}",
     "oracle_text": "Destroy target creature or planeswalker.\nAwaken 4—{5}{B}{B} (If you "
     "cast this spell for {5}{B}{B}, also put four +1/+1 counters on target land you control "
     "and it becomes a 0/0 Elemental creature with haste. It's still a land.)"},
    {"name": "Coastal Discovery", "type_line": "Sorcery", "mana_cost": "{3}{U}",
     "oracle_text": "Draw two cards.\nAwaken 4—{5}{U} (If you cast this spell for {5}{U}, "
     "also put four +1/+1 counters on target land you control and it becomes a 0/0 "
     "Elemental creature with haste. It's still a land.)"},
    {"name": "Land Breaker", "type_line": "Instant", "mana_cost": "{R}",
     "oracle_text": "Destroy target land."},
)
EXTRA = [compile_source(dict(r)) for r in RECORDS]


def _start(hand: str, theirs: tuple[str, ...] = ()) -> Game:
    me = PlayerSpec(hand=(hand,), battlefield=(*lands("Swamp", 7), *lands("Island", 6)))
    them = PlayerSpec(hand=theirs, battlefield=(*lands("Mountain", 1), perm("Grizzly Bears")))
    return game(me, them, extra=EXTRA)


def _casts(g: Game, name: str, alt: int | None) -> list[CastSpell]:
    card = one(g, name, "hand")
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card
            and a.alt == alt]


def test_cast_for_its_mana_cost_there_is_no_land_target() -> None:
    """CR 702.113b: cast for its mana cost, Ruinous Path has no land target (every listed
    cast leaves it empty) and only destroys; no land becomes a creature."""
    g = _start("Ruinous Path")
    bears = one(g, "Grizzly Bears")
    plain = [a for a in _casts(g, "Ruinous Path", None) if a.targets[0] == (bears,)]
    assert plain and all(a.targets[1] == () for a in plain)
    g.apply(plain[0])
    resolve(g)
    assert ids(g, "Grizzly Bears") == []
    assert not any(query.is_creature(g, o) for o in g.objects.values()
                   if o.zone == "battlefield" and o.controller == 0)


def test_awakened_the_land_becomes_a_4_4_elemental_with_haste() -> None:
    """CR 702.113a: paid the awaken cost, the spell also puts four +1/+1 counters on the
    target land, a 0/0 Elemental creature with haste that is still a land and keeps its
    subtype and mana ability (ruling: a Forest turned into a creature can still tap for
    {G})."""
    g = _start("Ruinous Path")
    bears = one(g, "Grizzly Bears")
    swamp = ids(g, "Swamp")[0]
    awakened = [a for a in _casts(g, "Ruinous Path", 0) if a.targets == ((bears,), (swamp,))]
    assert awakened
    g.apply(awakened[0])
    resolve(g)
    assert ids(g, "Grizzly Bears") == []
    land = g.objects[swamp]
    chars = layers.characteristics(g, land)
    assert query.is_creature(g, land) and "land" in chars.types
    assert {"Elemental", "Swamp"} <= set(chars.subtypes) and not chars.colors
    assert (query.power(g, land), query.toughness(g, land)) == (4, 4)
    assert query.has_keyword(g, land, "haste")


def test_the_awaken_cost_needs_a_land_you_control() -> None:
    """CR 601.2c, 702.113a: the awaken spell ability targets a land *you control*: the
    opponent's Mountain is never offered."""
    g = _start("Ruinous Path")
    mountain = one(g, "Mountain")
    assert all(mountain not in a.targets[1] for a in _casts(g, "Ruinous Path", 0))


def test_the_only_target_gone_the_spell_does_nothing() -> None:
    """Ruling (Coastal Discovery): if the non-awaken part needs no target and the spell was
    cast for its awaken cost, it doesn't resolve if the land became illegal: no card is
    drawn (CR 608.2b)."""
    g = _start("Coastal Discovery", theirs=("Land Breaker",))
    island = ids(g, "Island")[0]
    (cast,) = [a for a in _casts(g, "Coastal Discovery", 0) if a.targets == ((island,),)][:1]
    g.apply(cast)
    hand = len(g.players[0].hand)
    g.apply(PassPriority())
    assert g.pending is not None and g.pending.player == 1
    g.apply(CastSpell(one(g, "Land Breaker", "hand"), ((island,),)))
    resolve(g)
    assert island not in ids(g, "Island")
    assert len(g.players[0].hand) == hand  # not resolved: nothing drawn


def test_one_target_gone_the_rest_still_happens() -> None:
    """Ruling (Ruinous Path): with the creature still legal and the land gone, the spell
    resolves and destroys the creature (CR 608.2b: the illegal target is unaffected)."""
    g = _start("Ruinous Path", theirs=("Land Breaker",))
    bears = one(g, "Grizzly Bears")
    swamp = ids(g, "Swamp")[0]
    (cast,) = [a for a in _casts(g, "Ruinous Path", 0) if a.targets == ((bears,), (swamp,))][:1]
    g.apply(cast)
    g.apply(PassPriority())
    g.apply(CastSpell(one(g, "Land Breaker", "hand"), ((swamp,),)))
    resolve(g)
    assert ids(g, "Grizzly Bears") == [] and swamp not in ids(g, "Swamp")
