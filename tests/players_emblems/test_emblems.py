"""Emblems in real games (CR 114): planeswalkers' "You get an emblem with "..."".

CR 114.2: the player puts an emblem with the abilities into the command zone, owned and
controlled by them; CR 114.4: its abilities function in the command zone; CR 114.5: it is
not a permanent (the planeswalker that made it can die, the emblem stays).
"""

from __future__ import annotations

from tests.dice_rules._util import activate, cast, dice_pool, game, ids, one, perm, resolve
from tests.players_emblems._cards import card

from grimoire.mechanics.emblems import emblems
from grimoire.oracle import ir
from grimoire.oracle.support import engine_gaps
from grimoire.rules import query
from grimoire.rules.actions import Choose
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec


def _walker(name: str, loyalty: int, *more: str, hand: tuple[str, ...] = ()) -> Game:
    mine = (perm(name, counters=(("loyalty", loyalty),)), *(perm(m) for m in more))
    return game(PlayerSpec(battlefield=mine, hand=hand),
                PlayerSpec(battlefield=(perm("Grizzly Bears"),)), extra=[card(name)])


def _bears(g: Game, seat: int) -> int:
    return next(o for o in ids(g, "Grizzly Bears") if g.objects[o].controller == seat)


def test_emblem_cards_compile_without_gaps() -> None:
    """CR 114.2: the quoted abilities compile with the ordinary compiler."""
    for name in ("Gideon, Ally of Zendikar", "Elspeth, Sun's Champion",
                 "Chandra, Torch of Defiance", "Ob Nixilis Reignited"):
        definition = card(name)
        assert not ir.unimplemented_nodes(definition), name
        assert engine_gaps(definition) == [], name
    last = card("Ob Nixilis Reignited").abilities[-1]
    assert isinstance(last, ir.ActivatedAbility) and isinstance(last.effect, ir.GetEmblem)
    assert isinstance(last.effect.player, ir.TargetRef)


def test_static_emblem_boosts_creatures_and_outlives_the_walker() -> None:
    """CR 114.4, 114.5: Gideon's −4 emblem "Creatures you control get +1/+1" works from the
    command zone after Gideon dies with 0 loyalty (CR 704.5i); opponents' creatures are
    unaffected; copy(), save()/load() and the view keep the emblem."""
    g = _walker("Gideon, Ally of Zendikar", 4, "Grizzly Bears")
    activate(g, "Gideon, Ally of Zendikar", nth=2)
    resolve(g)
    assert ids(g, "Gideon, Ally of Zendikar") == []  # 0 loyalty: put into the graveyard
    mine, theirs = _bears(g, 0), _bears(g, 1)
    assert (query.power(g, g.objects[mine]), query.toughness(g, g.objects[mine])) == (3, 3)
    assert query.power(g, g.objects[theirs]) == 2
    (emblem,) = emblems(g)
    assert (emblem.zone, emblem.owner, emblem.controller, emblem.kind) == (
        "command", 0, 0, "emblem")
    assert emblem.info.types == frozenset()  # CR 114.3: no types
    assert g.view(1).emblems() == ((emblem.id, 0, "Creatures you control get +1/+1."),)
    clone = g.copy()
    assert query.power(clone, clone.objects[mine]) == 3
    loaded = Game.load(g.save(), dice_pool(card("Gideon, Ally of Zendikar")))
    assert query.power(loaded, loaded.objects[mine]) == 3
    assert loaded.view(0).emblems() == g.view(0).emblems()


def test_emblem_keywords_apply_to_later_creatures() -> None:
    """Elspeth's −7 emblem (+2/+2 and flying: CR 613.4c, 613.1f) also applies to a creature
    cast after it was created (CR 114.4: it keeps applying from the command zone)."""
    g = _walker("Elspeth, Sun's Champion", 8, "Forest", "Forest", hand=("Grizzly Bears",))
    activate(g, "Elspeth, Sun's Champion", nth=2)
    resolve(g)
    assert g.objects[one(g, "Elspeth, Sun's Champion")].counter("loyalty") == 1
    cast(g, "Grizzly Bears")
    resolve(g)
    bears = g.objects[_bears(g, 0)]
    assert (query.power(g, bears), query.toughness(g, bears)) == (4, 4)
    assert query.has_keyword(g, bears, "flying")
    assert not query.has_keyword(g, g.objects[_bears(g, 1)], "flying")


def test_triggered_emblem_deals_damage_when_you_cast() -> None:
    """Chandra's −7 emblem: "Whenever you cast a spell, this emblem deals 5 damage to any
    target" triggers from the command zone (CR 114.4, 603.3d: its controller chooses the
    target); the emblem is the source of the damage."""
    g = _walker("Chandra, Torch of Defiance", 7, "Mountain", hand=("Lightning Bolt",))
    activate(g, "Chandra, Torch of Defiance", nth=3)
    resolve(g)
    (emblem,) = emblems(g)
    cast(g, "Lightning Bolt", targets=((_bears(g, 1),),))
    assert g.pending is not None and g.pending.kind == "trigger_targets"
    assert g.pending.source == emblem.id
    g.apply(Choose(((Seat(1),),)))
    resolve(g)
    assert g.players[1].life == 15
    assert ids(g, "Grizzly Bears") == []  # the Bolt resolved too
    hits = [e for e in g.events if type(e).__name__ == "DamageDealt" and e.source == emblem.id]
    assert len(hits) == 1


def test_target_opponent_gets_the_emblem() -> None:
    """Ob Nixilis Reignited's −8: the targeted opponent gets the emblem (CR 114.2: owned
    and controlled by them), so "you lose 2 life" is that opponent, whoever draws."""
    g = _walker("Ob Nixilis Reignited", 8, "Island", "Island", "Island",
                hand=("Divination",))
    activate(g, "Ob Nixilis Reignited", nth=2, targets=((Seat(1),),))
    resolve(g)
    (emblem,) = emblems(g)
    assert (emblem.owner, emblem.controller) == (1, 1)
    assert g.view(0).emblems() == (
        (emblem.id, 1, "Whenever a player draws a card, you lose 2 life."),)
    cast(g, "Divination")  # "Draw two cards."
    resolve(g)
    assert (g.players[0].life, g.players[1].life) == (20, 16)
