""""Return up to one target instant card and up to one target sorcery card from your
graveyard to your hand" (Pull from the Deep): two target groups, each with its own
requirement (CR 601.2c; "up to one": zero is allowed, CR 115.6); on resolution an illegal
target is left alone and the other is still returned (CR 608.2b)."""

from __future__ import annotations

from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import game, lands, one, resolve

from grimoire.oracle.compiler import compile_source
from grimoire.rules import zones
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

PULL = card("Pull from the Deep", "{2}{U}{U}", "Sorcery",
            "Return up to one target instant card and up to one target sorcery card from your "
            "graveyard to your hand. Exile Pull from the Deep.")


def test_the_record_is_honoured() -> None:
    assert_honoured((PULL,))


def _game() -> Game:
    me = PlayerSpec(hand=("Pull from the Deep",), battlefield=lands("Island", 4),
                    graveyard=("Shock", "Divination", "Grizzly Bears"))
    return game(me, PlayerSpec(graveyard=("Lightning Bolt",)),
                extra=[compile_source(PULL)])


def _offered(g: Game) -> set[tuple[tuple[int, ...], ...]]:
    return {a.targets for a in g.legal_actions() if isinstance(a, CastSpell)
            and g.objects[a.card].name == "Pull from the Deep"}


def test_one_instant_and_one_sorcery_return() -> None:
    g = _game()
    shock, div = one(g, "Shock", "graveyard"), one(g, "Divination", "graveyard")
    offered = _offered(g)
    assert ((shock,), (div,)) in offered and ((), (div,)) in offered
    assert not any(one(g, "Grizzly Bears", "graveyard") in sum(t, ()) for t in offered)
    assert not any(one(g, "Lightning Bolt", "graveyard") in sum(t, ()) for t in offered)
    g.apply(CastSpell(one(g, "Pull from the Deep", "hand"), targets=((shock,), (div,))))
    resolve(g)
    assert sorted(g.objects[o].name for o in g.players[0].hand) == ["Divination", "Shock"]
    assert one(g, "Pull from the Deep", "exile")


def test_a_target_gone_the_other_still_returns() -> None:
    """Shock leaves the graveyard before Pull from the Deep resolves: Divination returns."""
    g = _game()
    shock, div = one(g, "Shock", "graveyard"), one(g, "Divination", "graveyard")
    g.apply(CastSpell(one(g, "Pull from the Deep", "hand"), targets=((shock,), (div,))))
    zones.move(g, shock, "exile")
    resolve(g)
    assert [g.objects[o].name for o in g.players[0].hand] == ["Divination"]
