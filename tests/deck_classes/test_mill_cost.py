""""{T}, Mill a card: Add {C}" (Deranged Assistant): milling as a cost (CR 701.13a: the top
card of your library into your graveyard) in a mana ability (CR 605.1a: no target, could
add mana, not a loyalty ability); CR 701.13b: it can't be paid with fewer cards in the
library than the cost mills."""

from __future__ import annotations

from tests.deck_classes._cards import defs
from tests.dice_rules._util import game, index_of, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import ActivateAbility, CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec


def _game(library: tuple[str, ...], hand: tuple[str, ...] = ()) -> Game:
    me = PlayerSpec(battlefield=(perm("Deranged Assistant"),), library=library, hand=hand)
    g = game(me, PlayerSpec(), extra=defs("Deranged Assistant"))
    g.players[0].library = [o for o in g.players[0].library
                            if g.objects[o].name in library]  # exactly ``library``
    return g


def test_honoured_and_a_mana_ability() -> None:
    [d] = defs("Deranged Assistant")
    assert not engine_gaps(d)
    [ability] = [a for a in d.abilities if isinstance(a, ir.ActivatedAbility)]
    assert ability.is_mana_ability  # CR 605.1a


def test_mill_a_card_add_colorless() -> None:
    """The top card goes to the graveyard and {C} is added."""
    g = _game(("Island", "Forest"))
    assistant = one(g, "Deranged Assistant")
    top = g.objects[g.players[0].library[-1]].name
    g.apply(ActivateAbility(assistant, index_of(g, assistant, ir.ActivatedAbility)))
    assert [g.objects[o].name for o in g.players[0].graveyard] == [top]
    assert len(g.players[0].library) == 1
    assert sum(g.players[0].pool) == 1 and g.objects[assistant].tapped


def test_pays_for_a_spell() -> None:
    """Short Sword ({1}) paid with the Assistant's {C}: the sword enters, a card is milled."""
    g = _game(("Island", "Forest"), hand=("Short Sword",))
    g.apply(CastSpell(one(g, "Short Sword", "hand")))
    resolve(g)
    assert one(g, "Short Sword")
    assert len(g.players[0].graveyard) == 1 and len(g.players[0].library) == 1


def test_empty_library_cant_pay() -> None:
    """CR 701.13b: with no card in the library the cost can't be paid, so the Assistant
    can't pay for Short Sword either."""
    g = _game((), hand=("Short Sword",))
    assistant = one(g, "Deranged Assistant")
    g.offer_mana_abilities = True  # (list the mana abilities too)
    assert not any((isinstance(a, ActivateAbility) and a.source == assistant)
                   or isinstance(a, CastSpell) for a in g.legal_actions())
    g = _game(("Island",), hand=("Short Sword",))
    g.offer_mana_abilities = True
    assert any(isinstance(a, CastSpell) for a in g.legal_actions())
    assert any(isinstance(a, ActivateAbility) for a in g.legal_actions())
