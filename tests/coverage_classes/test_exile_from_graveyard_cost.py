"""Activated abilities of a card in a graveyard whose cost exiles the card: "{1}{W}, Exile
this card from your graveyard: ..." (CR 113.6k: the ability works only from the graveyard;
CR 602.2, 601.2h: exiling the card is part of paying the cost, so it's gone before the
ability resolves, whatever happens to the ability). Its restrictions still apply (CR
602.5b: "Activate only as a sorcery", "Activate only if you control an enchantment")."""

from __future__ import annotations

from tests.coverage_classes._cards import defs
from tests.dice_rules._util import game, ids, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.support import engine_gaps
from grimoire.rules import zones
from grimoire.rules.actions import ActivateAbility, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

NAMES = ("Dauntless Cathar", "Heron-Blessed Geist", "Gravestone Strider")


def _game(me: PlayerSpec, them: PlayerSpec | None = None, **kwargs: object) -> Game:
    return game(me, them or PlayerSpec(), extra=defs(*NAMES), **kwargs)  # type: ignore[arg-type]


def _from_graveyard(g: Game, name: str) -> list[ActivateAbility]:
    """The legal activations of ``name``'s ability from its owner's graveyard."""
    oid = one(g, name, "graveyard")
    return [a for a in g.legal_actions() if isinstance(a, ActivateAbility) and a.source == oid]


def test_honoured_and_compiled_as_graveyard_abilities() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name
        exiles = [a for a in d.abilities if isinstance(a, ir.ActivatedAbility)
                  and ir.ExileCost(this=True) in a.cost.parts]
        assert [a.zone for a in exiles] == ["graveyard"], d.name


def test_exiling_the_card_pays_the_cost() -> None:
    """CR 601.2h: the card is exiled as the ability is activated, before it resolves; the
    ability then creates the Spirit."""
    g = _game(PlayerSpec(graveyard=("Dauntless Cathar",), battlefield=lands("Plains", 2)))
    [action] = _from_graveyard(g, "Dauntless Cathar")
    g.apply(action)
    assert ids(g, "Dauntless Cathar", "exile") and len(g.stack) == 1
    resolve(g)
    spirits = [g.objects[o] for o in g.battlefield if g.objects[o].name == "Spirit"]
    assert len(spirits) == 1 and spirits[0].controller == 0


def test_not_from_the_battlefield_and_only_as_a_sorcery() -> None:
    """CR 113.6k: on the battlefield the ability doesn't work; CR 602.5d: not on the
    opponent's turn; without the mana it can't be activated either."""
    g = _game(PlayerSpec(battlefield=(perm("Dauntless Cathar"), *lands("Plains", 2))))
    cathar = one(g, "Dauntless Cathar")
    assert not [a for a in g.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == cathar]
    g = _game(PlayerSpec(graveyard=("Dauntless Cathar",), battlefield=lands("Plains", 2)),
              active=1)
    g.apply(PassPriority())  # the opponent passes: player 0 has priority on their turn
    assert g.pending is not None and g.pending.player == 0
    assert _from_graveyard(g, "Dauntless Cathar") == []
    g = _game(PlayerSpec(graveyard=("Dauntless Cathar",), battlefield=lands("Plains", 1)))
    assert _from_graveyard(g, "Dauntless Cathar") == []


def test_activate_only_if_you_control_an_enchantment() -> None:
    """CR 602.5b: the condition of Heron-Blessed Geist's ability: only with an enchantment
    (Leyline of Abundance) under the player's control can it be activated."""
    plains = lands("Plains", 4)
    g = _game(PlayerSpec(graveyard=("Heron-Blessed Geist",), battlefield=plains))
    assert _from_graveyard(g, "Heron-Blessed Geist") == []
    g = _game(PlayerSpec(graveyard=("Heron-Blessed Geist",),
                         battlefield=(*plains, perm("Leyline of Abundance"))))
    [action] = _from_graveyard(g, "Heron-Blessed Geist")
    g.apply(action)
    resolve(g)
    assert len([o for o in g.battlefield if g.objects[o].name == "Spirit"]) == 2


def test_target_gone_the_card_stays_exiled() -> None:
    """CR 608.2b: the ability's only target left the graveyard in response: it doesn't
    resolve, and the cost paid (the Strider exiled) isn't undone."""
    g = _game(PlayerSpec(graveyard=("Gravestone Strider",), battlefield=lands("Plains", 2)),
              PlayerSpec(graveyard=("Grizzly Bears",)))
    bears = one(g, "Grizzly Bears", "graveyard")
    action = next(a for a in _from_graveyard(g, "Gravestone Strider")
                  if a.targets == ((bears,),))
    g.apply(action)
    assert ids(g, "Gravestone Strider", "exile")
    zones.move(g, bears, "hand")  # the Bears leave the graveyard in response
    resolve(g)
    assert ids(g, "Gravestone Strider", "exile") and ids(g, "Grizzly Bears", "hand")
    assert not ids(g, "Grizzly Bears", "exile")
