"""Flashback in real games (CR 702.34a; grimoire.mechanics.flashback): the exile is a
replacement effect the spell carries as a flag registered by the mechanism
(``hooks.MOVE_RULES``), not a name the kernel knows."""

from __future__ import annotations

from tests.ir_completeness._game import card, game_at, ids, perm, resolve

from grimoire.mechanics import flashback
from grimoire.rules import hooks
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

THINK_TWICE = card("Think Twice", "Instant", "Draw a card.\nFlashback {2}{U} (You may cast "
                   "this card from your graveyard for its flashback cost. Then exile it.)",
                   mana_cost="{1}{U}")
COUNTERSPELL = card("Counterspell", "Instant", "Counter target spell.", mana_cost="{U}{U}")
EXTRA = (THINK_TWICE, COUNTERSPELL)


def _game(p0: PlayerSpec, p1: PlayerSpec | None = None) -> Game:
    return game_at(p0, p1, extra=EXTRA)


def _islands(n: int) -> tuple[PermanentSpec, ...]:
    return tuple(perm("Island") for _ in range(n))


def test_flashback_spell_countered_is_exiled() -> None:
    """CR 702.34a: "exile this card instead of putting it anywhere else any time it would
    leave the stack": countered (CR 701.6a: to its owner's graveyard), it is exiled."""
    g = _game(PlayerSpec(graveyard=("Think Twice",), battlefield=_islands(3)),
              PlayerSpec(hand=("Counterspell",), battlefield=_islands(2)))
    (yard,) = ids(g, "Think Twice", "graveyard")
    (cast,) = [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == yard]
    assert cast.alt == 0  # only the flashback cost from the graveyard
    g.apply(cast)
    (spell,) = ids(g, "Think Twice", "stack")
    assert flashback.FLAG in g.objects[spell].flags
    g.apply(PassPriority())
    assert g.pending is not None and g.pending.player == 1
    (counter,) = ids(g, "Counterspell", "hand")
    g.apply(CastSpell(counter, ((spell,),)))
    resolve(g)
    assert ids(g, "Think Twice", "exile") and not ids(g, "Think Twice", "graveyard")
    assert len(g.players[0].hand) == 0  # countered: no card drawn
    assert ids(g, "Counterspell", "graveyard")  # the counterspell itself goes on as usual


def test_spell_cast_from_hand_goes_to_the_graveyard() -> None:
    """CR 702.34a: only a spell whose flashback cost was paid is exiled; cast from the hand
    for its mana cost it resolves into its owner's graveyard, and can be flashed back."""
    g = _game(PlayerSpec(hand=("Think Twice",), battlefield=_islands(5)))
    (in_hand,) = ids(g, "Think Twice", "hand")
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == in_hand]
    assert [a.alt for a in casts] == [None]  # no flashback cost from the hand
    g.apply(casts[0])
    (spell,) = ids(g, "Think Twice", "stack")
    assert flashback.FLAG not in g.objects[spell].flags
    resolve(g)
    (yard,) = ids(g, "Think Twice", "graveyard")
    again = [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == yard]
    assert [a.alt for a in again] == [0]
    g.apply(again[0])
    resolve(g)
    assert ids(g, "Think Twice", "exile") and len(g.players[0].hand) == 2


def test_the_mechanisms_register_their_move_rules() -> None:
    """CR 614.1a: the replacements objects carry as flags are registered by their owners,
    in a fixed order among themselves: flashback (702.34a), a cast permission's exile
    (614.1a), unearth (702.84a), "if it would die this turn" (614.1a)."""
    order = ["flashback", "exile_if_graveyard", "unearthed", "exile_if_dies"]
    assert [name for name in hooks.MOVE_RULES if name in order] == order
    unearth = hooks.MOVE_RULES["unearthed"]
    assert (unearth.from_zone, unearth.to_zone, unearth.instead) == ("battlefield", None,
                                                                    "exile")
    assert {"face_down", "disguised"} <= hooks.CASTABLE_LAND_OPTIONS
