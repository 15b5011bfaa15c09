"""A named player exiling a card of their choice from their own graveyard (CR 608.2d):
"When this creature enters and at the beginning of your upkeep, choose a player at
random. That player exiles an instant or sorcery card from their graveyard. Copy that
card. You may cast the copy without paying its mana cost." (Wildfire Devils' rulings: the
chosen player chooses the card; none there: nothing happens, no other player is chosen;
the copy is cast only as the ability resolves, or not at all.)"""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.rules.actions import CastSpell, Decline, PassPriority
from grimoire.rules.position import PermanentSpec, PlayerSpec

DEVILS = record("Wildfire Devils", "{3}{R}", "Creature — Devil",
                "When this creature enters and at the beginning of your upkeep, choose a "
                "player at random. That player exiles an instant or sorcery card from their "
                "graveyard. Copy that card. You may cast the copy without paying its mana "
                "cost.", "4", "2")
RECORDS = (DEVILS,)
LANDS = tuple(PermanentSpec("Mountain") for _ in range(4))


def test_the_records_compile() -> None:
    """Every card of this class compiles with nothing the engine ignores."""
    compiled(*RECORDS)


def _enter(yards: tuple[tuple[str, ...], ...], *, cast: bool):  # type: ignore[no-untyped-def]
    game = table(RECORDS, PlayerSpec(hand=("Wildfire Devils",), battlefield=LANDS,
                                     graveyard=yards[0]),
                 *(PlayerSpec(graveyard=y) for y in yards[1:]))
    game.apply(CastSpell(one(game, "Wildfire Devils", "hand")))
    kinds = []
    for _ in range(60):
        pending = game.pending
        if pending is None or (pending.kind == "priority" and not game.stack):
            break
        kinds.append(pending.kind)
        if pending.kind == "priority":
            game.apply(PassPriority())
        elif not cast and any(isinstance(a, Decline) for a in game.legal_actions()):
            game.apply(next(a for a in game.legal_actions() if isinstance(a, Decline)))
        else:
            game.apply(game.legal_actions()[0])
    return game, kinds


def test_the_chosen_player_exiles_one_and_the_copy_is_cast() -> None:
    """Each player has one Lightning Bolt in their graveyard and a Forest: whoever is chosen
    exiles their Bolt (the Forest can't be chosen); the copy is cast for free: 3 damage is
    dealt to someone; the other Bolt stays."""
    game, _ = _enter((("Lightning Bolt", "Forest"), ("Lightning Bolt", "Forest")), cast=True)
    assert len(ids(game, "Lightning Bolt", "exile")) == 1
    assert len(ids(game, "Lightning Bolt", "graveyard")) == 1
    assert len(ids(game, "Forest", "graveyard")) == 2
    hit_player = sum(p.life for p in game.players) == 37  # the copy's 3 damage: a player
    hit_devils = bool(ids(game, "Wildfire Devils", "graveyard"))  # or the 4/2 Devils
    assert hit_player != hit_devils


def test_declining_the_copy_leaves_the_card_exiled() -> None:
    """Wildfire Devils' ruling: not cast as the ability resolves, the copy ceases to exist;
    the exiled card stays in exile; no damage."""
    game, _ = _enter((("Lightning Bolt",), ("Lightning Bolt",)), cast=False)
    assert len(ids(game, "Lightning Bolt", "exile")) == 1
    assert [p.life for p in game.players] == [20, 20]


def test_no_such_card_there_means_nothing_happens() -> None:
    """Wildfire Devils' ruling: both graveyards hold only lands: nothing is exiled."""
    game, _ = _enter((("Forest",), ("Island",)), cast=True)
    assert not game.exile and [p.life for p in game.players] == [20, 20]
