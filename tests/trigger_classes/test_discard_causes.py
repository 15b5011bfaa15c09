"""Discards an opponent's spell or ability causes (CR 701.9a): "When a spell or ability an
opponent controls causes you to discard this card, ..." works from the graveyard the card
went to; "Whenever ... causes you to discard a card" (Spiritual Focus) from the battlefield,
once per card. Your own spell making you discard doesn't count.
"""

from __future__ import annotations

from tests.coverage_classes._cards import card
from tests.dice_rules._util import game, lands, one, perm

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

RECORDS = (
    card("Metrognome", "{4}", "Artifact",
         "When a spell or ability an opponent controls causes you to discard this card, create "
         "four 1/1 colorless Gnome artifact creature tokens.\n{4}, {T}: Create a 1/1 "
         "colorless Gnome artifact creature token."),
    card("Psychic Purge", "{U}", "Sorcery",
         "Psychic Purge deals 1 damage to any target.\nWhen a spell or ability an opponent "
         "controls causes you to discard this card, that player loses 5 life."),
    card("Spiritual Focus", "{1}{W}", "Enchantment",
         "Whenever a spell or ability an opponent controls causes you to discard a card, you "
         "gain 2 life and you may draw a card."),
    card("Mind Rot", "{2}{B}", "Sorcery", "Target player discards two cards."),
    card("Careful Study", "{U}", "Sorcery", "Draw two cards, then discard two cards."),
)
DEFS = [compile_source(r) for r in RECORDS]


def _game(mine: tuple[str, ...], *, focus: bool = False, active: int = 1) -> Game:
    me = PlayerSpec(hand=mine, battlefield=(*lands("Island", 1),
                                            *((perm("Spiritual Focus"),) if focus else ())))
    them = PlayerSpec(hand=("Mind Rot",), battlefield=lands("Swamp", 3))
    return game(me, them, active=active, extra=DEFS)


def _settle(g: Game) -> None:
    for _ in range(60):
        assert g.pending is not None
        if not g.stack and g.pending.kind == "priority" and not g.pending_triggers:
            return
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])
    raise AssertionError("never settled")


def _tokens(g: Game) -> int:
    return sum(1 for o in g.battlefield if g.objects[o].kind == "token")


def test_compiled_and_honoured() -> None:
    """CR 701.9a: the three abilities compile; the "this card" ones work from the graveyard."""
    for d in DEFS[:3]:
        assert ir.is_fully_implemented(d) and not engine_gaps(d), d.name
        trig = next(a for a in d.abilities if isinstance(a, ir.TriggeredAbility))
        assert isinstance(trig.trigger, ir.DiscardCausedTrigger)
        assert trig.zone == ("graveyard" if trig.trigger.this_card else "battlefield")


def test_opponents_spell_makes_you_discard_it() -> None:
    """The opponent's Mind Rot makes you discard Metrognome and Psychic Purge: four Gnomes,
    and "that player" (the opponent, who controlled Mind Rot) loses 5 life."""
    g = _game(("Metrognome", "Psychic Purge"))
    life = g.players[1].life
    g.apply(CastSpell(one(g, "Mind Rot", "hand"), targets=((Seat(0),),)))
    _settle(g)
    assert one(g, "Metrognome", "graveyard") and one(g, "Psychic Purge", "graveyard")
    assert _tokens(g) == 4
    assert g.players[1].life == life - 5


def test_own_spell_doesnt_count() -> None:
    """Your own Careful Study discarding Metrognome: not an opponent's spell, no Gnomes."""
    g = _game(("Careful Study", "Metrognome"), active=0)
    g.apply(CastSpell(one(g, "Careful Study", "hand")))
    for _ in range(20):
        assert g.pending is not None
        if g.pending.kind == "choose_objects":
            gnome = one(g, "Metrognome", "hand")
            other = next(o for o in g.pending.options if o != gnome)
            g.apply(Choose((gnome, other)))
            break
        g.apply(PassPriority())
    _settle(g)
    assert one(g, "Metrognome", "graveyard")
    assert _tokens(g) == 0


def test_any_card_once_each() -> None:
    """Spiritual Focus: two cards discarded by the opponent's spell, two triggers: 4 life."""
    g = _game(("Island", "Island"), focus=True)
    life = g.players[0].life
    g.apply(CastSpell(one(g, "Mind Rot", "hand"), targets=((Seat(0),),)))
    _settle(g)
    assert g.players[0].life == life + 4
