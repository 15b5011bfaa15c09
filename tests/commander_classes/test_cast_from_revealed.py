"""Casting one of the cards an earlier instruction revealed or exiled, with the X an earlier
sentence defined (CR 608.2g, 107.3): "Whenever you cast a spell from your hand, reveal the
top X cards of your library, where X is that spell's mana value. You may cast a spell with
mana value X or less from among cards revealed this way without paying its mana cost. Put
the rest on the bottom of your library in a random order." (Sunbird's Invocation's
rulings: cast during the resolution or not at all; the rest go to the bottom.)"""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import one

from grimoire.rules.actions import CastSpell, Decline, PassPriority
from grimoire.rules.position import PermanentSpec, PlayerSpec

SUNBIRD = record("Sunbird's Invocation", "{5}{R}", "Enchantment",
                 "Whenever you cast a spell from your hand, reveal the top X cards of your "
                 "library, where X is that spell's mana value. You may cast a spell with mana "
                 "value X or less from among cards revealed this way without paying its mana "
                 "cost. Put the rest on the bottom of your library in a random order.")
HELLCARVER = record("Hellcarver Demon", "{3}{B}{B}{B}", "Creature — Demon",
                    "Flying\nWhenever this creature deals combat damage to a player, sacrifice "
                    "all other permanents you control and discard your hand. Exile the top six "
                    "cards of your library. You may cast any number of spells from among cards "
                    "exiled this way without paying their mana costs.", "6", "6")
RECORDS = (SUNBIRD, HELLCARVER)
LIBRARY = ("Grizzly Bears", "Serra Angel", "Forest", "Island") * 5


def test_the_records_compile() -> None:
    """Every card of this class compiles with nothing the engine ignores."""
    compiled(*RECORDS)


def _cast_giant():  # type: ignore[no-untyped-def]
    """Alice casts Hill Giant (mana value 4) from her hand: the top four are revealed."""
    game = table(RECORDS, PlayerSpec(hand=("Hill Giant",), library=LIBRARY, battlefield=(
        PermanentSpec("Sunbird's Invocation"), *(PermanentSpec("Mountain") for _ in range(4)))),
        PlayerSpec())
    game.apply(CastSpell(one(game, "Hill Giant", "hand")))
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    return game


def test_only_a_spell_of_mana_value_x_or_less_may_be_cast() -> None:
    """X is the Giant's 4: among Grizzly Bears (2), Serra Angel (5) and two lands only the
    Bears may be cast, for free; the Bears resolve before the Giant (Sunbird's ruling); the
    other three go to the bottom."""
    game = _cast_giant()
    assert game.pending is not None and game.pending.kind == "cast_copy"
    casts = [a for a in game.legal_actions() if isinstance(a, CastSpell)]
    assert [game.objects[a.card].info.name for a in casts] == ["Grizzly Bears"]
    lands = sum(p.tapped for p in (game.objects[o] for o in game.battlefield))
    game.apply(casts[0])
    assert sum(p.tapped for p in (game.objects[o] for o in game.battlefield)) == lands  # free
    library = game.players[0].library
    assert {game.objects[o].info.name for o in library[:3]} == {"Serra Angel", "Forest",
                                                                 "Island"}
    while game.stack:
        game.apply(PassPriority())
    assert one(game, "Grizzly Bears") and one(game, "Hill Giant")


def test_declining_puts_every_revealed_card_on_the_bottom() -> None:
    """Not cast as the ability resolves, the Bears go to the bottom with the rest."""
    game = _cast_giant()
    game.apply(Decline())
    library = game.players[0].library
    assert {game.objects[o].info.name for o in library[:4]} == {
        "Grizzly Bears", "Serra Angel", "Forest", "Island"}
    assert len(library) == 20
