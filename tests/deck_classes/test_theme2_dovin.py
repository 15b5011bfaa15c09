"""Dovin, Architect of Law's deck (issue 13): "That player skips their next untap step."
(CR 500.11: the step is passed as though it didn't exist; CR 302.6: creatures that came
under the player's control last turn still lose summoning sickness); the addendum "If you
cast ~ during your main phase, put a +1/+1 counter on each of those creatures and they gain
vigilance until end of turn" (CR 702.x addendum wording, 505.1; "those creatures": the ones
the first sentence named, CR 608.2c) and "Whenever a creature an opponent controls becomes
tapped, if it isn't being declared as an attacker, you may draw a card" (CR 508.1f)."""

from __future__ import annotations

from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import activate, cast, game, lands, one, perm, resolve
from tests.rules.helpers import pass_to_step

from grimoire.oracle.compiler import compile_source
from grimoire.rules import events as ev
from grimoire.rules import query
from grimoire.rules.actions import Choose, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

DOVIN = {"name": "Dovin, Architect of Law", "mana_cost": "{4}{W}{U}",
         "type_line": "Legendary Planeswalker — Dovin", "loyalty": "5",
         "oracle_text": "+1: You gain 2 life and draw a card.\n−1: Tap target creature. It "
                        "doesn't untap during its controller's next untap step.\n−9: Tap all "
                        "permanents target opponent controls. That player skips their next "
                        "untap step."}


def _ultimate() -> Game:
    me = PlayerSpec(battlefield=(perm("Dovin, Architect of Law", counters=(("loyalty", 10),)),))
    them = PlayerSpec(battlefield=(perm("Hill Giant"), perm("Forest"),
                                   perm("Grizzly Bears", sick=True)))
    g = game(me, them, extra=(compile_source(DOVIN),))
    activate(g, "Dovin, Architect of Law", ((Seat(1),),), nth=2)
    resolve(g)
    return g


def test_the_record_is_honoured() -> None:
    assert_honoured((DOVIN,))


def test_ultimate_taps_and_skips_one_untap_step() -> None:
    g = _ultimate()
    theirs = [o for o in g.battlefield if g.objects[o].controller == 1]
    assert all(g.objects[o].tapped for o in theirs)
    pass_to_step(g, "upkeep", active=1)
    assert all(g.objects[o].tapped for o in theirs)  # the untap step was skipped
    assert not [e for e in g.events if isinstance(e, ev.StepBegan)
                and e.step == "untap" and e.player == 1]
    assert not g.objects[one(g, "Grizzly Bears")].sick  # CR 302.6
    pass_to_step(g, "upkeep", active=0)
    pass_to_step(g, "upkeep", active=1)  # only the next one: this one untaps
    assert not any(g.objects[o].tapped for o in theirs)


def test_your_own_untap_step_is_not_skipped() -> None:
    g = _ultimate()
    pass_to_step(g, "upkeep", active=1)
    pass_to_step(g, "upkeep", active=0)
    assert [e for e in g.events if isinstance(e, ev.StepBegan)
            and e.step == "untap" and e.player == 0]


# --- Unbreakable Formation: addendum ("If you cast ~ during your main phase") -------------

FORMATION = card("Unbreakable Formation", "{2}{W}", "Instant",
                 "Creatures you control gain indestructible until end of turn.\nAddendum — If "
                 "you cast this spell during your main phase, put a +1/+1 counter on each of "
                 "those creatures and they gain vigilance until end of turn.")
VERITY = card("Verity Circle", "{2}{U}", "Enchantment",
              "Whenever a creature an opponent controls becomes tapped, if it isn't being "
              "declared as an attacker, you may draw a card.\n{4}{U}: Tap target creature "
              "without flying.")


def _more(me: PlayerSpec, them: PlayerSpec | None = None, **kw: object) -> Game:
    return game(me, them, extra=(compile_source(FORMATION), compile_source(VERITY)),
                **kw)  # type: ignore[arg-type]


def test_formation_and_circle_are_honoured() -> None:
    assert_honoured((FORMATION, VERITY))


def test_formation_in_main_phase_adds_counters_and_vigilance() -> None:
    me = PlayerSpec(hand=("Unbreakable Formation",),
                    battlefield=(perm("Grizzly Bears"), perm("Hill Giant"),
                                 *lands("Plains", 3)))
    g = _more(me, PlayerSpec(battlefield=(perm("Wind Drake"),)))
    cast(g, "Unbreakable Formation")
    resolve(g)
    for name in ("Grizzly Bears", "Hill Giant"):
        obj = g.objects[one(g, name)]
        assert obj.counter("+1/+1") == 1
        assert query.has_keyword(g, obj, "vigilance")
        assert query.has_keyword(g, obj, "indestructible")
    drake = g.objects[one(g, "Wind Drake")]
    assert drake.counter("+1/+1") == 0 and not query.has_keyword(g, drake, "indestructible")


def test_formation_outside_main_phase_only_indestructible() -> None:
    """Cast in the opponent's turn (not your main phase, CR 505.1): no addendum."""
    me = PlayerSpec(hand=("Unbreakable Formation",),
                    battlefield=(perm("Grizzly Bears"), *lands("Plains", 3)))
    g = _more(me, PlayerSpec(), active=1)
    g.apply(PassPriority())  # player 1 passes: player 0 has priority in player 1's main
    cast(g, "Unbreakable Formation")
    resolve(g)
    bears = g.objects[one(g, "Grizzly Bears")]
    assert bears.counter("+1/+1") == 0
    assert query.has_keyword(g, bears, "indestructible")
    assert not query.has_keyword(g, bears, "vigilance")


# --- Verity Circle: "becomes tapped, if it isn't being declared as an attacker" ---------


def _draws(g: Game) -> int:
    return sum(1 for e in g.events if isinstance(e, ev.CardDrawn) and e.player == 0)


def test_circle_draws_when_an_opponents_creature_is_tapped() -> None:
    me = PlayerSpec(battlefield=(perm("Verity Circle"), *lands("Island", 5)))
    g = _more(me, PlayerSpec(battlefield=(perm("Hill Giant"),)))
    activate(g, "Verity Circle", ((one(g, "Hill Giant"),),))
    _accepting(g)
    assert g.objects[one(g, "Hill Giant")].tapped
    assert _draws(g) == 1


def test_circle_may_is_declined() -> None:
    me = PlayerSpec(battlefield=(perm("Verity Circle"), *lands("Island", 5)))
    g = _more(me, PlayerSpec(battlefield=(perm("Hill Giant"),)))
    activate(g, "Verity Circle", ((one(g, "Hill Giant"),),))
    _declining(g)
    assert _draws(g) == 0


def test_circle_not_for_attackers_nor_your_own() -> None:
    """The opponent's attack taps their Giant as it is declared: no trigger (CR 508.1f);
    your own creature tapped: no trigger either."""
    me = PlayerSpec(battlefield=(perm("Verity Circle"), perm("Grizzly Bears"),
                                 *lands("Island", 5)))
    g = _more(me, PlayerSpec(battlefield=(perm("Hill Giant"),)), active=1,
              step="beginning_of_combat")
    while g.pending is not None and g.pending.kind == "priority" \
            and g.step == "beginning_of_combat":
        g.apply(PassPriority())
    g.apply(DeclareAttackers(((one(g, "Hill Giant"), Seat(0)),)))
    assert g.objects[one(g, "Hill Giant")].tapped
    assert not [e for e in g.events if isinstance(e, ev.AbilityTriggered)]
    g2 = _more(me, PlayerSpec())
    activate(g2, "Verity Circle", ((one(g2, "Grizzly Bears"),),))
    resolve(g2)
    assert not [e for e in g2.events if isinstance(e, ev.AbilityTriggered)]


def _answer(g: Game, yes: bool) -> None:
    while g.pending is not None and (g.stack or g.pending.kind != "priority"):
        if g.pending.kind == "priority":
            g.apply(PassPriority())
            continue
        if g.pending.kind == "yes_no":  # "you may" (CR 608.2c)
            g.apply(Choose(yes))
        else:
            g.apply(g.legal_actions()[0])


def _accepting(g: Game) -> None:
    _answer(g, True)


def _declining(g: Game) -> None:
    _answer(g, False)
