""" "that many" after a mass move in the same ability is how many objects that instruction
moved (CR 608.2c), as they last existed (CR 608.2h): "Sacrifice all creatures you control,
then create that many 4/4 red Hellion creature tokens." (Hellion Eruption); "When this
enchantment enters, exile all creatures you control. Then create that many 5/5 red Dragon
creature tokens with flying." (Day of the Dragons: the rulings say tokens count too, and
only the nontoken cards come back when it leaves)."""

from __future__ import annotations

from tests.deck_classes._cards import card
from tests.dice_rules._util import cast, game, ids, lands, one, perm, resolve

from grimoire.oracle.compiler import compile_source
from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules.position import PlayerSpec

ERUPTION = card("Hellion Eruption", "{5}{R}", "Sorcery",
                "Sacrifice all creatures you control, then create that many 4/4 red Hellion "
                "creature tokens.")
DAY = card("Day of the Dragons", "{4}{U}{U}{U}", "Enchantment",
           "When this enchantment enters, exile all creatures you control. Then create that "
           "many 5/5 red Dragon creature tokens with flying.\nWhen this enchantment leaves the "
           "battlefield, sacrifice all Dragons you control. Then return the exiled cards to the "
           "battlefield under your control.")
UNMAKE = card("Unmake Enchantment", "{G}", "Instant", "Destroy target enchantment.")
CARDS = tuple(compile_source(r) for r in (ERUPTION, DAY, UNMAKE))


def test_compiled_whole() -> None:
    assert all(card_is_compiled([c]) for c in CARDS)


def test_hellion_eruption_counts_the_sacrificed() -> None:
    """Two creatures of Alice's (a token among them) sacrificed: two Hellions; Bob's Bears
    are not hers and stay."""
    g = game(PlayerSpec(hand=("Hellion Eruption",), battlefield=(
        *lands("Mountain", 6), perm("Grizzly Bears"), perm("Hill Giant", token=True))),
        PlayerSpec(battlefield=(perm("Grizzly Bears"),)), extra=CARDS)
    cast(g, "Hellion Eruption")
    resolve(g)
    mine = [o for o in g.objects.values() if o.zone == "battlefield" and o.controller == 0
            and o.name == "Hellion"]
    assert len(mine) == 2
    assert len(ids(g, "Grizzly Bears")) == 1 and not ids(g, "Hill Giant")


def test_hellion_eruption_with_nothing_makes_nothing() -> None:
    g = game(PlayerSpec(hand=("Hellion Eruption",), battlefield=lands("Mountain", 6)),
             PlayerSpec(battlefield=(perm("Grizzly Bears"),)), extra=CARDS)
    cast(g, "Hellion Eruption")
    resolve(g)
    assert not ids(g, "Hellion")


def test_day_of_the_dragons_round_trip() -> None:
    """Two creatures exiled (one a token): two Dragons. When the enchantment is destroyed
    the Dragons are sacrificed and only the nontoken Bears come back (the token ceased to
    exist in exile, CR 111.7)."""
    g = game(PlayerSpec(hand=("Day of the Dragons", "Unmake Enchantment"), battlefield=(
        *lands("Island", 7), perm("Forest"), perm("Grizzly Bears"),
        perm("Hill Giant", token=True))), PlayerSpec(), extra=CARDS)
    cast(g, "Day of the Dragons")
    resolve(g)
    assert len(ids(g, "Dragon")) == 2
    assert not ids(g, "Grizzly Bears") and not ids(g, "Hill Giant")
    cast(g, "Unmake Enchantment", ((one(g, "Day of the Dragons"),),))
    resolve(g)
    assert not ids(g, "Dragon")
    assert len(ids(g, "Grizzly Bears")) == 1 and not ids(g, "Hill Giant")
