"""Delayed triggered abilities remember what they refer to (CR 603.7c), and a token copy
copies only copiable values (CR 707.2: not abilities another object grants)."""

from __future__ import annotations

from tests.dice_rules._util import activate, cast, game, lands, one, perm
from tests.resolution._cards import definitions

from grimoire.oracle import ir
from grimoire.rules import query, sba
from grimoire.rules.actions import ActivateAbility, CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec


def _through_end_step(g: Game) -> None:
    """Pass priority (first answer otherwise) until the next turn's upkeep or later."""
    turn = g.turn
    for _ in range(60):
        if g.turn != turn:
            return
        assert g.pending is not None
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])
    raise AssertionError("the turn never ended")


def _tokens(g: Game, name: str) -> list[int]:
    return [o.id for o in g.objects.values()
            if o.name == name and o.kind == "token" and o.zone == "battlefield"]


def _activated(g: Game, oid: int) -> list[int]:
    return [i for i, a in enumerate(g.objects[oid].info.card.abilities)
            if isinstance(a, ir.ActivatedAbility)]


def test_flickerwisp_returns_the_exiled_card_at_the_end_step() -> None:
    """CR 603.7c: "Return that card to the battlefield under its owner's control at the
    beginning of the next end step" returns the card Flickerwisp's trigger exiled."""
    g = game(PlayerSpec(hand=("Flickerwisp",), battlefield=lands("Plains", 3)),
             PlayerSpec(battlefield=(perm("Craw Wurm"),)), extra=definitions("Flickerwisp"))
    wurm = one(g, "Craw Wurm")
    cast(g, "Flickerwisp")
    for _ in range(10):
        assert g.pending is not None
        if g.pending.kind == "trigger_targets":
            break
        g.apply(PassPriority())
    g.apply(next(a for a in g.legal_actions() if wurm in a.value[0]))  # type: ignore[attr-defined]
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert one(g, "Craw Wurm", "exile")
    _through_end_step(g)
    back = g.objects[one(g, "Craw Wurm")]
    assert back.controller == 1 and back.id != wurm


def test_kiki_jiki_token_is_sacrificed_at_the_end_step() -> None:
    """CR 603.7c: Kiki-Jiki's "Sacrifice it at the beginning of the next end step"
    sacrifices the token copy it made (which has haste, CR 707.9b)."""
    g = game(PlayerSpec(battlefield=(perm("Kiki-Jiki, Mirror Breaker"), perm("Craw Wurm"))),
             extra=definitions("Kiki-Jiki, Mirror Breaker"))
    activate(g, "Kiki-Jiki, Mirror Breaker", targets=((one(g, "Craw Wurm"),),))
    g.apply(PassPriority())
    g.apply(PassPriority())
    tokens = _tokens(g, "Craw Wurm")
    assert len(tokens) == 1 and query.has_keyword(g, g.objects[tokens[0]], "haste")
    _through_end_step(g)
    assert not _tokens(g, "Craw Wurm") and one(g, "Craw Wurm")


def test_splinter_twin_token_has_no_granted_ability_and_is_exiled() -> None:
    """CR 707.2, 603.7c: the token copy of the enchanted creature copies its copiable
    values only (not the ability Splinter Twin grants), and "Exile that token at the
    beginning of the next end step" exiles it."""
    g = game(PlayerSpec(battlefield=(perm("Craw Wurm"), perm("Splinter Twin", attached_to=(0, 0)))),
             extra=definitions("Splinter Twin"))
    sba.check(g)
    wurm = one(g, "Craw Wurm")
    granted = _activated(g, wurm)
    assert len(granted) == 1
    g.apply(ActivateAbility(wurm, granted[0]))
    g.apply(PassPriority())
    g.apply(PassPriority())
    tokens = _tokens(g, "Craw Wurm")
    assert len(tokens) == 1
    token = g.objects[tokens[0]]
    assert query.has_keyword(g, token, "haste")
    assert not _activated(g, token.id)  # it isn't enchanted: no "{T}: Create a token ..."
    _through_end_step(g)
    assert not _tokens(g, "Craw Wurm")
    assert not [o for o in g.objects.values() if o.kind == "token" and o.zone == "exile"]


def test_a_delayed_trigger_misses_a_card_that_left_exile() -> None:
    """CR 603.7c: if the exiled card left exile before the end step, Flickerwisp's delayed
    trigger does nothing (the card in the graveyard stays there)."""
    g = game(PlayerSpec(hand=("Flickerwisp",), battlefield=lands("Plains", 3)),
             PlayerSpec(battlefield=(perm("Craw Wurm"),)), extra=definitions("Flickerwisp"))
    wurm = one(g, "Craw Wurm")
    g.apply(CastSpell(one(g, "Flickerwisp", "hand")))
    for _ in range(10):
        assert g.pending is not None
        if g.pending.kind == "trigger_targets":
            break
        g.apply(PassPriority())
    g.apply(next(a for a in g.legal_actions() if wurm in a.value[0]))  # type: ignore[attr-defined]
    g.apply(PassPriority())
    g.apply(PassPriority())
    from grimoire.rules import zones
    zones.move(g, one(g, "Craw Wurm", "exile"), "graveyard")
    _through_end_step(g)
    assert one(g, "Craw Wurm", "graveyard")
    assert not [o for o in g.objects.values() if o.name == "Craw Wurm" and o.zone == "battlefield"]
