""""Exile up to N target cards from a single graveyard" (Decompose, Carrion Beetles): the
targets, however many, all come from one graveyard (CR 601.2c: the targets are chosen with
their restrictions; CR 115.3: "up to" allows fewer, even none).

A spell whose targets are all illegal as it resolves does nothing (CR 608.2b); a spell with
some targets gone still exiles the rest."""

from __future__ import annotations

import pytest
from tests.dice_rules._util import game, ids, lands, one, perm, resolve
from tests.hostile.test_listing_agrees import digest
from tests.verb_classes._cards import defs

from grimoire.errors import IllegalActionError
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import ActivateAbility, CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

NAMES = ("Decompose", "Carrion Beetles")


def _game(hand: tuple[str, ...] = ("Decompose",)) -> Game:
    me = PlayerSpec(hand=hand, battlefield=(perm("Carrion Beetles"), *lands("Swamp", 3)),
                    graveyard=("Grizzly Bears", "Giant Growth"))
    them = PlayerSpec(graveyard=("Lightning Bolt", "Shock", "Llanowar Elves", "Forest"))
    return game(me, them, extra=defs(*NAMES))


def _casts(g: Game) -> list[CastSpell]:
    card = one(g, "Decompose", "hand")
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card]


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name
        targets = d.spell.targets if d.spell else d.abilities[0].targets  # type: ignore[union-attr]
        assert targets[0].one_owner and (targets[0].min_count, targets[0].max_count) == (0, 3)


def test_listed_targets_never_mix_graveyards() -> None:
    """CR 601.2c: every listed choice of targets is within one owner's graveyard; groups of
    one, two and three of the opponent's four cards are all offered, and none at all."""
    g = _game()
    groups = [a.targets[0] for a in _casts(g)]
    assert () in groups
    for group in groups:
        assert len({g.objects[t].owner for t in group}) <= 1  # type: ignore[index]
    assert {len(t) for t in groups if t and g.objects[t[0]].owner == 1} == {1, 2, 3}  # type: ignore[index]


def test_mixed_targets_are_rejected_and_nothing_changes() -> None:
    """A cast naming a card of each graveyard is illegal: a clear error, the game unchanged."""
    g = _game()
    mine, theirs = ids(g, "Grizzly Bears", "graveyard")[0], ids(g, "Shock", "graveyard")[0]
    legal = _casts(g)[0]
    bad = CastSpell(legal.card, targets=((mine, theirs),))
    before, state = g.save(), digest(g)
    with pytest.raises(IllegalActionError):
        g.apply(bad)
    assert g.save() == before and digest(g) == state


def test_exiles_the_chosen_cards() -> None:
    """Decompose exiles the three chosen cards of the opponent's graveyard, nothing else."""
    g = _game()
    three = tuple(ids(g, n, "graveyard")[0] for n in ("Lightning Bolt", "Shock", "Forest"))
    g.apply(next(a for a in _casts(g) if set(a.targets[0]) == set(three)))
    resolve(g)
    assert all(ids(g, n, "exile") for n in ("Lightning Bolt", "Shock", "Forest"))
    assert ids(g, "Llanowar Elves", "graveyard") and ids(g, "Grizzly Bears", "graveyard")


def test_the_ability_from_its_controllers_own_graveyard() -> None:
    """Carrion Beetles' ability may target cards of its controller's own graveyard (any
    single graveyard): two of them are exiled, the opponent's cards stay."""
    g = _game(hand=())
    beetles = one(g, "Carrion Beetles")
    bears, growth = ids(g, "Grizzly Bears", "graveyard")[0], ids(g, "Giant Growth", "graveyard")[0]
    g.apply(next(a for a in g.legal_actions() if isinstance(a, ActivateAbility)
                 and a.source == beetles and set(a.targets[0]) == {bears, growth}))
    resolve(g)
    assert ids(g, "Grizzly Bears", "exile") and ids(g, "Giant Growth", "exile")
    assert ids(g, "Shock", "graveyard")
