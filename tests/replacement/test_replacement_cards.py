"""Replacement and prevention effects in real games (CR 614-616), through the one pipeline
(:mod:`grimoire.rules.replace`): Rest in Peace, Leyline of the Void, Doubling Season,
Hardened Scales, Furnace of Rath, Platinum Angel, Laboratory Maniac, Circle of Protection:
Red, regeneration and umbra armor."""

from __future__ import annotations

import pytest
from tests.dice_rules._util import dice_pool, game, ids, index_of, lands, one, perm, resolve
from tests.replacement._cards import DEFINITIONS

from grimoire.oracle import ir
from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules import events as ev
from grimoire.rules.actions import ActivateAbility, CastSpell, Choose, Keep, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec


def _game(p0: PlayerSpec, p1: PlayerSpec | None = None, **kwargs: object) -> Game:
    return game(p0, p1, extra=DEFINITIONS, **kwargs)  # type: ignore[arg-type]


def test_every_card_compiles() -> None:
    """Each card's whole text compiles to IR the engine honours."""
    assert all(card_is_compiled([d]) for d in DEFINITIONS), [
        d.name for d in DEFINITIONS if not card_is_compiled([d])]


def _cast(g: Game, name: str, *targets: int) -> None:
    g.apply(CastSpell(one(g, name, "hand"), tuple((t,) for t in targets)))


# --- Rest in Peace, Leyline of the Void -------------------------------------------------


def test_rest_in_peace_exiles_what_would_die_and_the_spell() -> None:
    """CR 614.1a, 614.6: Murder destroys Grizzly Bears; both the Bears and Murder (an
    instant going to the graveyard as it resolves, CR 608.2n) are exiled instead. Its
    enters ability exiled the graveyards already there."""
    g = _game(PlayerSpec(hand=("Rest in Peace", "Murder"), graveyard=("Shock",),
                         battlefield=lands("Plains", 2) + lands("Swamp", 3)),
              PlayerSpec(battlefield=(perm("Grizzly Bears"),), graveyard=("Lightning Bolt",)))
    _cast(g, "Rest in Peace")
    resolve(g)
    assert ids(g, "Shock", "exile") and ids(g, "Lightning Bolt", "exile")
    _cast(g, "Murder", one(g, "Grizzly Bears"))
    resolve(g)
    assert ids(g, "Grizzly Bears", "exile") and ids(g, "Murder", "exile")
    assert not any(g.players[i].graveyard for i in (0, 1))


def test_rest_in_peace_token_dying_is_exiled() -> None:
    """Rest in Peace's ruling: a token that would die is exiled instead (it never goes to a
    graveyard, so no "dies" ability triggers), then ceases to exist (CR 704.5d)."""
    g = _game(PlayerSpec(hand=("Raise the Alarm", "Lightning Bolt"),
                         battlefield=(perm("Rest in Peace"), *lands("Plains", 2),
                                      *lands("Mountain", 1))))
    _cast(g, "Raise the Alarm")
    resolve(g)
    soldier = next(o.id for o in g.objects.values() if o.kind == "token")
    _cast(g, "Lightning Bolt", soldier)
    resolve(g)
    moves = [e for e in g.events if isinstance(e, ev.ZoneChanged) and e.old == soldier]
    assert next((m.from_zone, m.to_zone) for m in moves) == ("battlefield", "exile")
    assert not any(isinstance(e, ev.ZoneChanged) and e.to_zone == "graveyard"
                   for e in g.events)


def test_leyline_of_the_void_only_opponents_cards() -> None:
    """CR 614.1a: "a card would be put into an opponent's graveyard": the opponent's
    destroyed Bears are exiled; the Leyline's controller's own Murder goes to their
    graveyard as usual."""
    g = _game(PlayerSpec(hand=("Murder",),
                         battlefield=(perm("Leyline of the Void"), *lands("Swamp", 3))),
              PlayerSpec(battlefield=(perm("Grizzly Bears"),)))
    _cast(g, "Murder", one(g, "Grizzly Bears"))
    resolve(g)
    assert ids(g, "Grizzly Bears", "exile") and ids(g, "Murder", "graveyard")


def test_shuffled_into_library_instead() -> None:
    """CR 614.1a, 701.20: "If Progenitus would be put into a graveyard from anywhere,
    reveal Progenitus and shuffle it into its owner's library instead" — discarded or
    destroyed, it goes into the library."""
    g = _game(PlayerSpec(hand=("Murder",), battlefield=lands("Swamp", 3)),
              PlayerSpec(battlefield=(perm("Progenitus"),)))
    progenitus = one(g, "Progenitus")
    g.objects[progenitus].damage = 10  # lethal damage: destroyed by CR 704.5g
    g.apply(PassPriority())
    assert ids(g, "Progenitus", "library") and not ids(g, "Progenitus", "graveyard")


# --- counters and tokens --------------------------------------------------------------


def test_doubling_season_doubles_tokens_and_counters() -> None:
    """CR 614.1a: Raise the Alarm makes four Soldiers; Battlegrowth puts two +1/+1
    counters on a creature its controller controls."""
    g = _game(PlayerSpec(hand=("Raise the Alarm", "Battlegrowth"),
                         battlefield=(perm("Doubling Season"), perm("Grizzly Bears"),
                                      *lands("Plains", 2), *lands("Forest", 1))))
    _cast(g, "Raise the Alarm")
    resolve(g)
    assert len([o for o in g.objects.values() if o.kind == "token"]) == 4
    bears = one(g, "Grizzly Bears")
    _cast(g, "Battlegrowth", bears)
    resolve(g)
    assert g.objects[bears].counter("+1/+1") == 2


def test_doubling_season_not_on_opponents_permanents() -> None:
    """Doubling Season applies to permanents its controller controls only."""
    g = _game(PlayerSpec(hand=("Battlegrowth",),
                         battlefield=(perm("Doubling Season"), perm("Forest"))),
              PlayerSpec(battlefield=(perm("Grizzly Bears"),)))
    bears = one(g, "Grizzly Bears")
    _cast(g, "Battlegrowth", bears)
    resolve(g)
    assert g.objects[bears].counter("+1/+1") == 1


def test_hardened_scales_and_entering_with_counters() -> None:
    """CR 614.1c, 122.6: Hardened Scales adds one to +1/+1 counters put on a creature,
    including the counters Stonecoil Serpent enters with (X=2: three counters)."""
    g = _game(PlayerSpec(hand=("Battlegrowth", "Stonecoil Serpent"),
                         battlefield=(perm("Hardened Scales"), perm("Grizzly Bears"),
                                      *lands("Forest", 3))))
    bears = one(g, "Grizzly Bears")
    _cast(g, "Battlegrowth", bears)
    resolve(g)
    assert g.objects[bears].counter("+1/+1") == 2
    g.apply(CastSpell(one(g, "Stonecoil Serpent", "hand"), x=2))
    resolve(g)
    assert g.objects[one(g, "Stonecoil Serpent")].counter("+1/+1") == 3


@pytest.mark.parametrize(("first", "expected"), [("Hardened Scales", 4),
                                                 ("Doubling Season", 3)])
def test_doubling_season_and_hardened_scales_order(first: str, expected: int) -> None:
    """CR 616.1, 616.1e: both apply to one +1/+1 counter; the creature's controller
    chooses the order: Hardened Scales first gives (1 + 1) x 2 = 4, Doubling Season
    first 1 x 2 + 1 = 3 (the cards' rulings)."""
    g = _game(PlayerSpec(hand=("Battlegrowth",),
                         battlefield=(perm("Doubling Season"), perm("Hardened Scales"),
                                      perm("Grizzly Bears"), perm("Forest"))))
    bears = one(g, "Grizzly Bears")
    _cast(g, "Battlegrowth", bears)
    g.apply(PassPriority())
    g.apply(PassPriority())
    ask = g.pending
    assert ask is not None and ask.kind == "order_replacements" and ask.player == 0
    assert ask.rule == "CR 616.1"
    g.apply(Choose(next(k for k in ask.options if k[0] == one(g, first))))
    resolve(g)
    assert g.objects[bears].counter("+1/+1") == expected


# --- damage ---------------------------------------------------------------------------


def _bolt_face(g: Game, name: str = "Lightning Bolt", seat: int = 1) -> None:
    g.apply(CastSpell(one(g, name, "hand"), ((Seat(seat),),)))


def test_furnace_doubles_to_players_and_creatures() -> None:
    """CR 614.1a, 120.3: double damage to a player and to a creature."""
    g = _game(PlayerSpec(hand=("Lightning Bolt", "Shock"),
                         battlefield=(perm("Furnace of Rath"), *lands("Mountain", 2))),
              PlayerSpec(battlefield=(perm("Hill Giant"),)))
    _bolt_face(g)
    resolve(g)
    assert g.players[1].life == 14
    _cast(g, "Shock", one(g, "Hill Giant"))
    resolve(g)
    assert ids(g, "Hill Giant", "graveyard")


def test_circle_of_protection_red_shield_used_up() -> None:
    """CR 615.7, 615.1: the next time the chosen red source (Lightning Bolt on the stack)
    would deal damage to its controller, that damage is prevented; the shield is then used
    up, so a second Bolt deals its 3."""
    g = _game(PlayerSpec(battlefield=(perm("Circle of Protection: Red"), *lands("Plains", 2))),
              PlayerSpec(hand=("Lightning Bolt", "Lightning Bolt"),
                         battlefield=lands("Mountain", 2)), active=1)
    first, second = ids(g, "Lightning Bolt", "hand")
    g.apply(CastSpell(first, ((Seat(0),),)))
    g.apply(PassPriority())  # CR 117.3c: the caster keeps priority, then passes
    assert g.pending is not None and g.pending.player == 0
    circle = one(g, "Circle of Protection: Red")
    g.apply(ActivateAbility(circle, 0))
    g.apply(PassPriority())
    g.apply(PassPriority())
    ask = g.pending
    assert ask is not None and ask.kind == "choose_objects" and ask.options == (
        ids(g, "Lightning Bolt", "stack")[0],)
    g.apply(Choose(ask.options))
    resolve(g)
    assert g.players[0].life == 20
    g.apply(CastSpell(second, ((Seat(0),),)))
    resolve(g)
    assert g.players[0].life == 17


# --- destruction: umbra armor and regeneration -----------------------------------------


@pytest.mark.parametrize("keep_aura", [True, False])
def test_umbra_armor_or_regeneration_the_controller_chooses(keep_aura: bool) -> None:
    """CR 616.1, 701.15a, 702.89a: Murder would destroy Drudge Skeletons, which has a
    regeneration shield and Hyena Umbra; its controller chooses which replacement applies.
    Regenerating taps it and keeps the Aura; umbra armor destroys the Aura and leaves the
    shield for later this turn."""
    g = _game(PlayerSpec(hand=("Murder",), battlefield=lands("Swamp", 4)),
              PlayerSpec(battlefield=(perm("Drudge Skeletons"),
                                      perm("Hyena Umbra", attached_to=(1, 0)))))
    skeletons = one(g, "Drudge Skeletons")
    g.regeneration = (skeletons,)  # the shield its {1}{B} ability makes (CR 701.15a)
    _cast(g, "Murder", skeletons)
    g.apply(PassPriority())
    g.apply(PassPriority())
    ask = g.pending
    assert ask is not None and ask.kind == "order_replacements" and ask.player == 1
    kind = "regenerate" if keep_aura else "umbra"
    g.apply(Choose(next(k for k in ask.options if k[0] == kind)))
    resolve(g)
    assert ids(g, "Drudge Skeletons") == [skeletons]
    assert bool(ids(g, "Hyena Umbra")) is keep_aura
    assert g.objects[skeletons].tapped is keep_aura
    assert g.regeneration == (() if keep_aura else (skeletons,))


def test_destroy_all_with_umbra_armor_destroys_the_aura_once() -> None:
    """CR 701.8a, 702.89a (soak game 9524): Magus of the Disk destroys all artifacts,
    creatures and enchantments at once. Umbra armor replaces the enchanted Bears'
    destruction: its damage is removed and Hyena Umbra is destroyed instead. The Umbra is
    also among the permanents being destroyed, but it has already left the battlefield, so
    it isn't destroyed again (it was a KeyError): it goes to the graveyard once, and the
    Bears survive with no damage."""
    g = _game(PlayerSpec(battlefield=(perm("Magus of the Disk"), *lands("Plains", 1))),
              PlayerSpec(battlefield=(perm("Grizzly Bears", damage=1),
                                      perm("Hyena Umbra", attached_to=(1, 0)))))
    bears, magus = one(g, "Grizzly Bears"), one(g, "Magus of the Disk")
    g.apply(ActivateAbility(magus, index_of(g, magus, ir.ActivatedAbility)))
    resolve(g)
    assert ids(g, "Grizzly Bears") == [bears] and g.objects[bears].damage == 0
    assert not ids(g, "Hyena Umbra") and len(ids(g, "Hyena Umbra", "graveyard")) == 1
    assert ids(g, "Magus of the Disk", "graveyard")
    to_graveyard = [e for e in g.events if isinstance(e, ev.ZoneChanged)
                    and e.to_zone == "graveyard" and e.from_zone == "battlefield"]
    assert len(to_graveyard) == 2  # the Magus and the Umbra, each once


# --- losing and winning ---------------------------------------------------------------


def test_platinum_angel_you_cant_lose() -> None:
    """CR 104.3, 704.5a: at 0 life its controller doesn't lose while Platinum Angel is on
    the battlefield; once it's gone the state-based action applies."""
    g = _game(PlayerSpec(life=2, battlefield=(perm("Platinum Angel"),)),
              PlayerSpec(hand=("Lightning Bolt", "Murder"),
                         battlefield=lands("Mountain", 1) + lands("Swamp", 3)), active=1)
    _bolt_face(g, seat=0)
    resolve(g)
    assert g.players[0].life == -1 and g.result is None
    _cast(g, "Murder", one(g, "Platinum Angel"))
    resolve(g)
    assert g.result is not None and g.result.winner == 1


def test_laboratory_maniac_wins_unless_an_angel_stops_it() -> None:
    """CR 614.1a, 104.2b, 121.4: drawing from an empty library with Laboratory Maniac wins
    the game instead; an opponent's Platinum Angel ("your opponents can't win") stops the
    win, and the draw was still replaced, so the player doesn't lose either."""
    for angel in (False, True):
        them = (perm("Platinum Angel"),) if angel else ()
        g = _game(PlayerSpec(battlefield=(perm("Laboratory Maniac"),)),
                  PlayerSpec(battlefield=them), step="upkeep")
        g.players[0].library.clear()
        g.apply(PassPriority())
        g.apply(PassPriority())
        if angel:
            assert g.result is None and not g.players[0].drew_from_empty
        else:
            assert g.result is not None and g.result.winner == 0


@pytest.mark.parametrize(("first", "expected"), [("Rhox Faithmender", 27),
                                                 ("Heron of Hope", 28)])
def test_life_gain_replacements_in_the_players_order(first: str, expected: int) -> None:
    """CR 614.1a, 616.1: Revitalize's 3 life with Rhox Faithmender (twice that much) and
    Heron of Hope (plus 1): doubling first gives 6 + 1, plus one first gives 4 x 2; the
    player gaining life chooses."""
    g = _game(PlayerSpec(hand=("Revitalize",),
                         battlefield=(perm("Rhox Faithmender"), perm("Heron of Hope"),
                                      *lands("Plains", 2))))
    _cast(g, "Revitalize")
    g.apply(PassPriority())
    g.apply(PassPriority())
    ask = g.pending
    assert ask is not None and ask.kind == "order_replacements" and ask.player == 0
    g.apply(Choose(next(k for k in ask.options if k[0] == one(g, first))))
    resolve(g)
    assert g.players[0].life == expected


def test_stone_of_erech_exiles_only_opponents_dying_creatures() -> None:
    """CR 700.4, 614.1a: "If a creature an opponent controls would die, exile it instead":
    the opponent's Bears are exiled; a creature of its controller dies normally."""
    g = _game(PlayerSpec(hand=("Murder", "Murder"),
                         battlefield=(perm("Stone of Erech"), perm("Hill Giant"),
                                      *lands("Swamp", 6))),
              PlayerSpec(battlefield=(perm("Grizzly Bears"),)))
    for victim in ("Grizzly Bears", "Hill Giant"):
        g.apply(CastSpell(ids(g, "Murder", "hand")[0], ((one(g, victim),),)))
        resolve(g)
    assert ids(g, "Grizzly Bears", "exile") and ids(g, "Hill Giant", "graveyard")


def test_an_ordering_answer_replays_from_a_save() -> None:
    """DESIGN principle 5: a game with a CR 616.1 answer saves and loads to the same state
    (the answer is an ordinary action in the log)."""
    g = _game(PlayerSpec(hand=("Battlegrowth",),
                         battlefield=(perm("Doubling Season"), perm("Hardened Scales"),
                                      perm("Grizzly Bears"), perm("Forest"))))
    bears = one(g, "Grizzly Bears")
    _cast(g, "Battlegrowth", bears)
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert g.pending is not None
    g.apply(Choose(g.pending.options[1]))
    resolve(g)
    loaded = Game.load(g.save(), dice_pool(*DEFINITIONS))
    assert loaded.objects[bears].counters == g.objects[bears].counters


def test_leyline_of_the_void_begins_the_game_on_the_battlefield() -> None:
    """CR 103.6a: "If this card is in your opening hand, you may begin the game with it on
    the battlefield": after mulligans its owner is asked, and the chosen Leylines start on
    the battlefield."""
    decks = [["Leyline of the Void"] * 20 + ["Swamp"] * 20, ["Forest"] * 40]
    g = Game.new(decks=decks, pool=dice_pool(*DEFINITIONS), seed=3, first_player=0)
    while g.pending is not None and g.pending.kind == "mulligan":
        g.apply(Keep())
    ask = g.pending
    leylines = ids(g, "Leyline of the Void", "hand")
    assert leylines and ask is not None and ask.rule == "CR 103.6" and ask.player == 0
    assert set(ask.options) == set(leylines)
    g.apply(Choose(tuple(leylines)))
    assert len(ids(g, "Leyline of the Void")) == len(leylines)
    assert not ids(g, "Leyline of the Void", "hand")


def test_platinum_angel_and_an_empty_library() -> None:
    """CR 704.5b, 104.3: drawing from an empty library doesn't make Platinum Angel's
    controller lose, and that draw is not held against them once the Angel is gone
    (704.5b looks at draws since state-based actions were last checked)."""
    g = _game(PlayerSpec(battlefield=(perm("Platinum Angel"),)),
              PlayerSpec(hand=("Murder",), battlefield=lands("Swamp", 3)), step="upkeep")
    g.players[0].library.clear()
    g.apply(PassPriority())
    g.apply(PassPriority())  # the draw step: nothing to draw
    assert g.result is None and g.step == "draw"
    while g.step != "main1":
        g.apply(PassPriority())
    g.apply(PassPriority())
    _cast(g, "Murder", one(g, "Platinum Angel"))
    resolve(g)
    assert not ids(g, "Platinum Angel") and g.result is None
