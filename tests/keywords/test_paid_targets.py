"""Targets chosen only if an optional cost was paid, or only if it wasn't (CR 601.2c,
702.33g, 702.166d), in real games.

Oracle records (Scryfall oracle-cards 2025-09-25) are embedded so the tests need no
``../shared/data``.
"""

from __future__ import annotations

import pytest
from tests.dice_rules._util import game, ids, lands, one, perm, resolve
from tests.hostile.test_listing_agrees import digest

from grimoire.errors import IllegalActionError
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import query
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

RECORDS = {r["name"]: r for r in (
    {"name": "Orim's Thunder", "type_line": "Instant", "mana_cost": "{2}{W}",
     "oracle_text": "Kicker {R} (You may pay an additional {R} as you cast this spell.)\n"
     "Destroy target artifact or enchantment. If this spell was kicked, it deals damage equal "
     "to that permanent's mana value to target creature."},
    {"name": "Tear Asunder", "type_line": "Instant", "mana_cost": "{1}{G}",
     "oracle_text": "Kicker {1}{B} (You may pay an additional {1}{B} as you cast this spell.)"
     "\nExile target artifact or enchantment. If this spell was kicked, exile target nonland "
     "permanent instead."},
    {"name": "Brave the Wilds", "type_line": "Sorcery", "mana_cost": "{G}",
     "oracle_text": "Bargain (You may sacrifice an artifact, enchantment, or token as you "
     "cast this spell.)\nIf this spell was bargained, target land you control becomes a 3/3 "
     "Elemental creature with haste that's still a land.\nSearch your library for a basic "
     "land card, reveal it, put it into your hand, then shuffle."},
    {"name": "Ertai's Trickery", "type_line": "Instant", "mana_cost": "{U}",
     "oracle_text": "Counter target spell if it was kicked."},
    {"name": "Ornithopter", "type_line": "Artifact Creature — Thopter", "mana_cost": "{0}",
     "oracle_text": "Flying", "power": "0", "toughness": "2"},
    {"name": "Mind Stone", "type_line": "Artifact", "mana_cost": "{2}",
     "oracle_text": "{T}: Add {C}.\n{1}, {T}, Sacrifice this artifact: Draw a card."},
)}
EXTRA = [compile_source(dict(r)) for r in RECORDS.values()]


def _start(hand: str, mine: tuple[str, ...] = (), theirs: tuple[str, ...] = ()) -> Game:
    me = PlayerSpec(hand=(hand,), battlefield=(
        *lands("Plains", 3), *lands("Mountain", 2), *lands("Forest", 2), *lands("Swamp", 2),
        *(perm(n) for n in mine)))
    them = PlayerSpec(battlefield=tuple(perm(n) for n in theirs))
    return game(me, them, extra=EXTRA)


def _casts(g: Game, name: str, paid: bool) -> list[CastSpell]:
    card = one(g, name, "hand")
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card
            and bool(a.additional) == paid]


def test_the_kicked_only_target_is_chosen_only_when_kicked() -> None:
    """CR 702.33g: Orim's Thunder cast without kicker has no creature target: it can be
    cast with no creature on the battlefield, and every listed cast leaves that target
    empty; kicked, it needs one."""
    g = _start("Orim's Thunder", theirs=("Mind Stone",))
    plain = _casts(g, "Orim's Thunder", paid=False)
    assert plain and all(a.targets[1] == () and len(a.targets[0]) == 1 for a in plain)
    assert _casts(g, "Orim's Thunder", paid=True) == []  # no creature: kicked can't be cast
    g.apply(plain[0])
    resolve(g)
    assert ids(g, "Mind Stone") == []


def test_kicked_it_deals_damage_equal_to_the_mana_value() -> None:
    """CR 702.33d, 702.33g: kicked, Orim's Thunder destroys the artifact and deals damage
    equal to its mana value (2, its last known information, CR 608.2h) to the creature."""
    g = _start("Orim's Thunder", mine=("Ornithopter",), theirs=("Mind Stone",))
    stone, bird = one(g, "Mind Stone"), one(g, "Ornithopter")
    kicked = [a for a in _casts(g, "Orim's Thunder", paid=True)
              if a.targets == ((stone,), (bird,))]
    assert kicked
    g.apply(kicked[0])
    resolve(g)
    assert ids(g, "Mind Stone") == [] and ids(g, "Ornithopter") == []


def test_a_forged_cast_with_the_other_side_s_targets_is_refused() -> None:
    """CR 601.2c, 702.33g: a target for the kicked part without paying the kicker, or no
    target for it while paying, is illegal; the game is unchanged."""
    g = _start("Orim's Thunder", mine=("Ornithopter",), theirs=("Mind Stone",))
    stone, bird = one(g, "Mind Stone"), one(g, "Ornithopter")
    card = one(g, "Orim's Thunder", "hand")
    kicked = _casts(g, "Orim's Thunder", paid=True)[0]
    before = digest(g)
    for forged in (CastSpell(card, ((stone,), (bird,))),
                   CastSpell(card, ((stone,), ()), additional=kicked.additional)):
        with pytest.raises(IllegalActionError):
            g.apply(forged)
        assert digest(g) == before


def test_alternative_targets_when_kicked_instead() -> None:
    """CR 601.2c ("a spell may require alternative targets only if an ... additional cost
    was chosen"): kicked, Tear Asunder targets only a nonland permanent — it can be cast
    with no artifact or enchantment around, and exiles a creature."""
    g = _start("Tear Asunder", theirs=("Grizzly Bears",))
    assert _casts(g, "Tear Asunder", paid=False) == []  # no artifact or enchantment
    kicked = _casts(g, "Tear Asunder", paid=True)
    assert kicked and all(a.targets[0] == () for a in kicked)
    g.apply(kicked[0])
    resolve(g)
    assert ids(g, "Grizzly Bears") == [] and ids(g, "Grizzly Bears", "exile")


def test_unkicked_the_alternative_target_is_not_chosen() -> None:
    """CR 601.2c: not kicked, Tear Asunder targets only an artifact or enchantment."""
    g = _start("Tear Asunder", theirs=("Grizzly Bears", "Mind Stone"))
    plain = _casts(g, "Tear Asunder", paid=False)
    assert plain and all(a.targets[1] == () for a in plain)
    g.apply(plain[0])
    resolve(g)
    assert ids(g, "Mind Stone") == [] and len(ids(g, "Grizzly Bears")) == 1


def test_bargain_target_only_if_bargained() -> None:
    """CR 702.166d: Brave the Wilds not bargained has no target; bargained (a token or an
    artifact sacrificed), the target land becomes a 3/3 creature."""
    g = _start("Brave the Wilds", mine=("Mind Stone",))
    plain = _casts(g, "Brave the Wilds", paid=False)
    assert plain and all(a.targets == ((),) for a in plain)
    bargained = _casts(g, "Brave the Wilds", paid=True)
    assert bargained and all(len(a.targets[0]) == 1 for a in bargained)
    g.apply(bargained[0])
    resolve(g)
    land = g.objects[bargained[0].targets[0][0]]  # type: ignore[index]
    assert ids(g, "Mind Stone") == []
    assert query.is_creature(g, land) and query.power(g, land) == 3
    assert query.has_keyword(g, land, "haste")


def test_another_spell_s_kicker_stays_unsupported() -> None:
    """CR 702.33e: "if this spell was kicked" is linked to the card's own kicker; "counter
    target spell if it was kicked" reads another spell's, which isn't tracked."""
    trickery = compile_source(dict(RECORDS["Ertai's Trickery"]))
    assert any("kicked or bargained" in gap for gap in engine_gaps(trickery))
    assert engine_gaps(compile_source(dict(RECORDS["Orim's Thunder"]))) == []
