"""Revolt: "if a permanent left the battlefield under your control this turn" (Aether Revolt;
Lulu's "if a permanent you controlled left the battlefield this turn" says the same). Any
permanent counts, a token too, whichever zone it went to; a permanent an opponent controlled
doesn't. The condition is an intervening "if" (CR 603.4): checked as the ability triggers and
again as it resolves."""

from __future__ import annotations

from tests.coverage_classes._cards import defs
from tests.dice_rules._util import activate, game, lands, one, perm, resolve

from grimoire.oracle.support import engine_gaps
from grimoire.rules import events as ev
from grimoire.rules import query
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

NAMES = ("Silkweaver Elite", "Hidden Stockpile", "Lulu, Loyal Hollyphant")


def _game(me: PlayerSpec, them: PlayerSpec | None = None) -> Game:
    return game(me, them or PlayerSpec(), extra=defs(*NAMES))


def _draws(g: Game) -> int:
    return sum(1 for e in g.events if isinstance(e, ev.CardDrawn))


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name


def _silkweaver_after_unsummon(whose_bears: int) -> Game:
    me = PlayerSpec(hand=("Unsummon", "Silkweaver Elite"),
                    battlefield=(*lands("Island", 1), *lands("Forest", 3)))
    them = PlayerSpec()
    if whose_bears == 0:
        me = PlayerSpec(hand=me.hand, battlefield=(*me.battlefield, perm("Grizzly Bears")))
    else:
        them = PlayerSpec(battlefield=(perm("Grizzly Bears"),))
    g = _game(me, them)
    g.apply(CastSpell(one(g, "Unsummon", "hand"), targets=((one(g, "Grizzly Bears"),),)))
    resolve(g)
    assert one(g, "Grizzly Bears", "hand")
    before = _draws(g)
    g.apply(CastSpell(one(g, "Silkweaver Elite", "hand")))
    resolve(g)
    assert one(g, "Silkweaver Elite")
    assert _draws(g) - before in (0, 1)
    return g


def test_revolt_after_your_permanent_left() -> None:
    """CR 603.4: a permanent you controlled left (bounced) earlier this turn: the enters
    trigger draws a card."""
    g = _silkweaver_after_unsummon(0)
    assert _draws(g) == 1


def test_no_revolt_for_an_opponents_permanent() -> None:
    """Only a permanent under your control counts: bouncing the opponent's creature doesn't
    turn revolt on."""
    g = _silkweaver_after_unsummon(1)
    assert _draws(g) == 0


def test_no_revolt_when_nothing_left() -> None:
    g = _game(PlayerSpec(hand=("Silkweaver Elite",), battlefield=lands("Forest", 3)))
    g.apply(CastSpell(one(g, "Silkweaver Elite", "hand")))
    resolve(g)
    assert one(g, "Silkweaver Elite") and _draws(g) == 0


def _to_end_of_turn(g: Game) -> None:
    """Pass until the end step's triggers have resolved (the cleanup step or later)."""
    for _ in range(100):
        if g.step == "cleanup" or g.turn != 3:
            return
        if g.pending is not None and g.pending.kind == "priority":
            g.apply(PassPriority())
        else:
            g.apply(g.legal_actions()[0])
    raise AssertionError("the turn never ended")


def _servos(g: Game) -> int:
    return sum(1 for o in g.battlefield if g.objects[o].name.startswith("Servo"))


def test_hidden_stockpile_after_a_token_was_sacrificed() -> None:
    """A token is a permanent too: sacrificing it (to Hidden Stockpile's own ability) makes
    the end-step trigger create a Servo."""
    me = PlayerSpec(battlefield=(perm("Hidden Stockpile"), perm("Grizzly Bears", token=True),
                                 *lands("Swamp", 1)))
    g = _game(me)
    activate(g, "Hidden Stockpile", costs=(one(g, "Grizzly Bears"),))
    resolve(g)
    assert not [o for o in g.battlefield if g.objects[o].name == "Grizzly Bears"]
    _to_end_of_turn(g)
    assert _servos(g) == 1


def test_hidden_stockpile_without_revolt() -> None:
    """CR 603.4: nothing left the battlefield this turn: the ability doesn't trigger."""
    g = _game(PlayerSpec(battlefield=(perm("Hidden Stockpile"),)))
    _to_end_of_turn(g)
    assert _servos(g) == 0


def test_lulu_counters_and_untaps_tapped_creatures() -> None:
    """Lulu's wording ("a permanent you controlled left the battlefield this turn"): each
    tapped creature you control gets a +1/+1 counter and untaps; an untapped one gets none."""
    me = PlayerSpec(hand=("Unsummon",), battlefield=(
        perm("Lulu, Loyal Hollyphant"), perm("Hill Giant", tapped=True), perm("Grizzly Bears"),
        perm("Llanowar Elves"), *lands("Island", 1)))
    g = _game(me)
    g.apply(CastSpell(one(g, "Unsummon", "hand"), targets=((one(g, "Llanowar Elves"),),)))
    resolve(g)
    _to_end_of_turn(g)
    giant, bears = g.objects[one(g, "Hill Giant")], g.objects[one(g, "Grizzly Bears")]
    assert giant.counter("+1/+1") == 1 and not giant.tapped
    assert bears.counter("+1/+1") == 0
    assert query.power(g, giant) == 4
