"""The cards a mill put into a graveyard, named by a later instruction (CR 701.13a, 608.2c):
"mill three cards. You may put a creature card from among the cards milled this way into
your hand" (Ravenous Gigamole), "target opponent mills five cards. You may cast an instant
or sorcery spell from among them without paying its mana cost" (Jace's Mindseeker); and
"each player mills" mills every player's library."""

from __future__ import annotations

from tests.deck_classes._cards import card
from tests.dice_rules._util import game, lands, one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import Action, CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

RECORDS = {r["name"]: r for r in (
    card("Ravenous Gigamole", "{3}{B}", "Creature — Mole Horror",
         "When this creature enters, mill three cards. You may put a creature card from "
         "among the cards milled this way into your hand. If you don't, put a +1/+1 counter "
         "on this creature. (To mill a card, put the top card of your library into your "
         "graveyard.)", "2/3"),
    card("Jace's Mindseeker", "{4}{U}{U}", "Creature — Fish Illusion",
         "Flying\nWhen this creature enters, target opponent mills five cards. You may cast "
         "an instant or sorcery spell from among them without paying its mana cost.", "4/4"),
    card("Test Grind", "{1}", "Sorcery", "Each player mills two cards."),
)}


def _defs() -> list[ir.CardDefinition]:
    out = [compile_source(r) for r in RECORDS.values()]
    for d in out:
        assert ir.is_fully_implemented(d) and not engine_gaps(d), d.name
    return out


def _decide(g: Game, pick: object) -> Action:
    """The answer to the pending decision: ``pick`` (a card name, True/False for a "may")."""
    options = g.legal_actions()
    if isinstance(pick, Seat):  # cast the offered spell at this player
        return next(a for a in options if isinstance(a, CastSpell)
                    and a.targets == ((pick,),))
    if isinstance(pick, str):
        for action in options:
            value = getattr(action, "value", None)
            ids = value if isinstance(value, tuple) else (value,)
            if ids and all(isinstance(i, int) and i in g.objects
                           and g.objects[i].name == pick for i in ids):
                return action
        raise AssertionError((pick, options))
    return Choose(pick)  # type: ignore[arg-type]


def _play(hand: str, mana: tuple[str, int], library: tuple[str, ...],
          them_library: tuple[str, ...] = (), answers: tuple[object, ...] = ()) -> Game:
    me = PlayerSpec(hand=(hand,), battlefield=lands(*mana), library=library)
    them = PlayerSpec(library=them_library or ("Forest",) * 10)
    g = game(me, them, extra=_defs())
    g.apply(CastSpell(one(g, hand, "hand")))
    queue = list(answers)
    for _ in range(60):
        if g.pending is None or (not g.stack and g.pending.kind == "priority"):
            break
        if g.pending.kind == "priority":
            g.apply(PassPriority())
        elif g.pending.kind == "order_triggers" or not queue:
            g.apply(g.legal_actions()[0])
        else:
            g.apply(_decide(g, queue.pop(0)))
    assert not queue, queue
    return g


def _counters(g: Game) -> int:
    return (g.objects[one(g, "Ravenous Gigamole")].counters or {}).get("+1/+1", 0)


LIBRARY = ("Lightning Bolt", "Grizzly Bears", "Forest", "Hill Giant", "Forest", "Forest")


def test_put_a_creature_card_from_among_the_milled_cards() -> None:
    """Gigamole mills Bolt, Bears and a Forest: Bears (milled) can go to your hand; Hill
    Giant, fourth from the top, was not milled and stays in the library."""
    g = _play("Ravenous Gigamole", ("Swamp", 4), LIBRARY, answers=(True, "Grizzly Bears"))
    assert one(g, "Grizzly Bears", "hand")
    assert one(g, "Hill Giant", "library")
    assert {g.objects[o].name for o in g.players[0].graveyard} == {"Lightning Bolt", "Forest"}
    gigamole = g.objects[one(g, "Ravenous Gigamole")]
    assert not (gigamole.counters or {}).get("+1/+1")  # you did: no counter


def test_declining_leaves_the_cards_and_gives_the_counter() -> None:
    """"You may" declined: the milled Bears stays in the graveyard, and "If you don't" puts
    a +1/+1 counter on the Gigamole."""
    g = _play("Ravenous Gigamole", ("Swamp", 4), LIBRARY, answers=(False,))
    assert one(g, "Grizzly Bears", "graveyard")
    assert _counters(g) == 1


def test_no_creature_among_them() -> None:
    """Nothing eligible among the milled cards: nothing goes to the hand; the counter."""
    library = ("Forest", "Forest", "Lightning Bolt", "Grizzly Bears")
    g = _play("Ravenous Gigamole", ("Swamp", 4), library)
    assert one(g, "Grizzly Bears", "library")
    assert _counters(g) == 1


def test_cast_a_milled_instant_without_paying() -> None:
    """Jace's Mindseeker: the opponent mills five, among them Lightning Bolt; you cast it
    without paying its mana cost (no land left untapped) at the opponent. Grizzly Bears,
    milled too, is no instant or sorcery: not offered."""
    them_library = ("Forest", "Lightning Bolt", "Forest", "Grizzly Bears", "Forest", "Forest")
    g = _play("Jace's Mindseeker", ("Island", 6), LIBRARY, them_library, answers=(Seat(1),))
    assert g.players[1].life == 17
    assert one(g, "Lightning Bolt", "graveyard")
    assert one(g, "Grizzly Bears", "graveyard")


def test_each_player_mills() -> None:
    """"Each player mills two cards": both libraries lose their top two (CR 701.13a)."""
    g = _play("Test Grind", ("Swamp", 1), LIBRARY)
    assert len(g.players[0].graveyard) == 3  # Bolt, Bears and Test Grind itself
    assert len(g.players[1].graveyard) == 2


def test_counts_creature_cards_put_into_your_graveyard_this_way() -> None:
    """Liliana's Indignation with X = 3: you mill Grizzly Bears, a Forest and Hill Giant; two
    creature cards were put into your graveyard this way, so the target player loses 4
    (CR 608.2c: what the earlier instruction did)."""
    indignation = compile_source(card(
        "Liliana's Indignation", "{X}{B}", "Sorcery",
        "Mill X cards. Target player loses 2 life for each creature card put into your "
        "graveyard this way."))
    assert ir.is_fully_implemented(indignation) and not engine_gaps(indignation)
    me = PlayerSpec(hand=("Liliana's Indignation",), battlefield=lands("Swamp", 4),
                    library=("Grizzly Bears", "Forest", "Hill Giant", "Grizzly Bears"))
    g = game(me, extra=(indignation,))
    g.apply(CastSpell(one(g, "Liliana's Indignation", "hand"), targets=((Seat(1),),), x=3))
    while g.stack:
        g.apply(PassPriority())
    assert g.players[1].life == 16
    assert one(g, "Grizzly Bears", "library")  # the fourth card was not milled


def test_an_optional_mill_binds_too() -> None:
    """"You may mill three cards. If you do, you may put a creature card from among them into
    your hand" (Barrowgoyf's shape): the mill inside "you may" still names the milled cards."""
    dig = compile_source(card(
        "Test Dig", "{0}", "Sorcery",
        "You may mill three cards. If you do, you may put a creature card from among them "
        "into your hand."))
    assert ir.is_fully_implemented(dig) and not engine_gaps(dig)
    me = PlayerSpec(hand=("Test Dig",), library=LIBRARY)
    g = game(me, extra=(*_defs(), dig))
    g.apply(CastSpell(one(g, "Test Dig", "hand")))
    for answer in (True, True):
        while g.pending is not None and g.pending.kind == "priority":
            g.apply(PassPriority())
        g.apply(Choose(answer))
    if g.pending is not None and g.pending.kind != "priority":
        g.apply(_decide(g, "Grizzly Bears"))
    assert one(g, "Grizzly Bears", "hand")
    assert one(g, "Hill Giant", "library")
