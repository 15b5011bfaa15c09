"""Dangerous Knowledge's classes: "Counter target spell that targets a permanent you control
/ this creature / you" (a quality of the spell: its targets, CR 115.1, 115.10; checked again
as the counterspell resolves, CR 608.2b), and the count "each instant and sorcery card in
your graveyard" (each card that is either, as in "all artifact and enchantment cards")."""

from __future__ import annotations

from tests.deck_classes._cards import card
from tests.dice_rules._util import game, index_of, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import events as ev
from grimoire.rules.actions import ActivateAbility, CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

RECORDS = {r["name"]: r for r in (
    card("Turn Aside", "{U}", "Instant",
         "Counter target spell that targets a permanent you control."),
    card("Mistfolk", "{U}{U}", "Creature — Illusion", "{U}: Counter target spell that "
         "targets this creature.", "1/2"),
    card("Cerulean Drake", "{1}{U}", "Creature — Drake",
         "Flying\nProtection from red (This creature can't be blocked, targeted, dealt "
         "damage, enchanted, or equipped by anything red.)\nSacrifice this creature: "
         "Counter target spell that targets you.", "1/1"),
    card("Bedlam Reveler", "{6}{R}{R}", "Creature — Devil Horror",
         "This spell costs {1} less to cast for each instant and sorcery card in your "
         "graveyard.\nProwess\nWhen this creature enters, discard your hand, then draw "
         "three cards.", "3/4"),
    card("Rise from the Tides", "{5}{U}", "Sorcery",
         "Create a tapped 2/2 black Zombie creature token for each instant and sorcery card "
         "in your graveyard."),
)}


def _defs() -> list[ir.CardDefinition]:
    out = [compile_source(r) for r in RECORDS.values()]
    for d in out:
        assert ir.is_fully_implemented(d) and not engine_gaps(d), d.name
    return out


def _their_turn(me: PlayerSpec, them: PlayerSpec) -> Game:
    return game(me, them, extra=_defs(), active=1)


def _aimed(g: Game, spell: str, target: int | Seat) -> None:
    """The active player casts ``spell`` at ``target`` and passes: I have priority."""
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell)
                 and g.objects[a.card].name == spell and a.targets == ((target,),)))
    g.apply(PassPriority())


def _cast_targets(g: Game, name: str) -> set[int]:
    return {t for a in g.legal_actions() if isinstance(a, CastSpell)
            and g.objects[a.card].name == name for group in a.targets for t in group
            if isinstance(t, int)}


def _fizzled(g: Game, name: str) -> bool:
    return any(isinstance(e, ev.Resolved) and e.name == name and e.fizzled for e in g.events)


def test_compiled() -> None:
    _defs()


def test_turn_aside_counters_a_spell_at_my_permanent_only() -> None:
    """Murder at my Grizzly Bears is a legal target of Turn Aside, and is countered: the
    Bears live. Murder at the opponent's own creature is not a legal target."""
    me = PlayerSpec(hand=("Turn Aside",), battlefield=(perm("Grizzly Bears"),
                                                       *lands("Island", 1)))
    them = PlayerSpec(hand=("Murder", "Murder"), battlefield=(perm("Hill Giant"),
                                                              *lands("Swamp", 6)))
    g = _their_turn(me, them)
    giant = one(g, "Hill Giant")
    _aimed(g, "Murder", giant)
    assert _cast_targets(g, "Turn Aside") == set()
    resolve(g)
    bears = one(g, "Grizzly Bears")
    _aimed(g, "Murder", bears)
    murder = next(o.id for o in g.objects.values() if o.zone == "stack")
    assert _cast_targets(g, "Turn Aside") == {murder}
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell)))
    resolve(g)
    assert one(g, "Grizzly Bears") == bears
    assert len([o for o in g.objects.values() if o.name == "Murder"
                and o.zone == "graveyard"]) == 2


def test_turn_aside_fizzles_when_the_permanent_is_gone() -> None:
    """CR 608.2b: Shock kills my Grizzly Bears in response to Turn Aside; Murder no longer
    targets a permanent I control, so Turn Aside's target is illegal and it does nothing
    (Murder then has no legal target either)."""
    me = PlayerSpec(hand=("Turn Aside",), battlefield=(perm("Grizzly Bears"),
                                                       *lands("Island", 1)))
    them = PlayerSpec(hand=("Murder", "Shock"), battlefield=(*lands("Swamp", 3),
                                                             *lands("Mountain", 1)))
    g = _their_turn(me, them)
    bears = one(g, "Grizzly Bears")
    _aimed(g, "Murder", bears)
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell)))  # Turn Aside
    g.apply(PassPriority())  # I pass; the opponent responds
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell)
                 and g.objects[a.card].name == "Shock" and a.targets == ((bears,),)))
    resolve(g)
    assert _fizzled(g, "Turn Aside") and _fizzled(g, "Murder")


def test_mistfolk_only_spells_at_itself() -> None:
    """Mistfolk's ability can target Shock aimed at Mistfolk (and counters it), not Shock
    aimed at my other creature."""
    me = PlayerSpec(battlefield=(perm("Mistfolk"), perm("Grizzly Bears"),
                                 *lands("Island", 1)))
    them = PlayerSpec(hand=("Shock", "Shock"), battlefield=lands("Mountain", 2))
    g = _their_turn(me, them)
    mistfolk = one(g, "Mistfolk")

    def aims() -> set[int]:
        return {t for a in g.legal_actions() if isinstance(a, ActivateAbility)
                and a.source == mistfolk for group in a.targets for t in group
                if isinstance(t, int)}

    _aimed(g, "Shock", one(g, "Grizzly Bears"))
    assert aims() == set()
    resolve(g)
    _aimed(g, "Shock", mistfolk)
    shock = next(o.id for o in g.objects.values() if o.zone == "stack")
    assert aims() == {shock}
    g.apply(ActivateAbility(mistfolk, 0, ((shock,),)))
    resolve(g)
    assert one(g, "Mistfolk") == mistfolk


def test_spell_that_targets_you() -> None:
    """Cerulean Drake counters Shock aimed at me; Shock aimed at my creature is not a spell
    that targets me."""
    me = PlayerSpec(life=20, battlefield=(perm("Cerulean Drake"), perm("Grizzly Bears")))
    them = PlayerSpec(hand=("Shock", "Shock"), battlefield=lands("Mountain", 2))
    g = _their_turn(me, them)
    drake = one(g, "Cerulean Drake")
    _aimed(g, "Shock", one(g, "Grizzly Bears"))
    assert not [a for a in g.legal_actions() if isinstance(a, ActivateAbility)
                and a.source == drake]
    resolve(g)
    _aimed(g, "Shock", Seat(0))
    shock = next(o.id for o in g.objects.values() if o.zone == "stack")
    g.apply(ActivateAbility(drake, index_of(g, drake, ir.ActivatedAbility), ((shock,),)))
    resolve(g)
    assert g.players[0].life == 20


def test_instant_and_sorcery_cards_counted() -> None:
    """"each instant and sorcery card in your graveyard": Shock, Cancel (instants) and
    Divination (a sorcery) count, Grizzly Bears does not: Rise from the Tides makes three
    tapped Zombies."""
    me = PlayerSpec(hand=("Rise from the Tides",),
                    graveyard=("Shock", "Cancel", "Divination", "Grizzly Bears"),
                    battlefield=lands("Island", 6))
    g = game(me, PlayerSpec(), extra=_defs())
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell)))
    resolve(g)
    zombies = [o for o in g.objects.values() if o.name.startswith("Zombie")
               and o.zone == "battlefield"]
    assert len(zombies) == 3 and all(o.tapped for o in zombies)


def test_cost_less_for_each_instant_and_sorcery_card() -> None:
    """CR 601.2f: Bedlam Reveler ({6}{R}{R}) with four instant and sorcery cards in my
    graveyard costs {2}{R}{R}: castable with four lands; with three (and a creature card)
    it costs {3}{R}{R}, not castable with four."""
    for yard, castable in ((("Shock", "Cancel", "Divination", "Lava Axe"), True),
                           (("Shock", "Cancel", "Divination", "Grizzly Bears"), False)):
        me = PlayerSpec(hand=("Bedlam Reveler",), graveyard=yard,
                        battlefield=lands("Mountain", 4))
        g = game(me, PlayerSpec(), extra=_defs())
        assert any(isinstance(a, CastSpell) for a in g.legal_actions()) == castable
