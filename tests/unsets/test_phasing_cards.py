"""Cards that phase permanents out, in games (CR 702.26): a phased-out permanent is treated
as though it doesn't exist (CR 702.26b) until it phases in during the untap step of the
player it phased out under (CR 702.26a), with what was attached to it (CR 702.26g)."""

from __future__ import annotations

import pytest
from tests.dice_rules._util import activate, cast, lands, one, perm, resolve
from tests.unsets._cards import all_cards
from tests.unsets._util import pass_until, unset_game

from grimoire.mechanics import phasing
from grimoire.rules import events as ev
from grimoire.rules.actions import CastSpell, Choose, PlayLand
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec


def _game(p0: PlayerSpec, p1: PlayerSpec | None = None, step: str = "main1") -> Game:
    return unset_game(p0, p1, step=step, extra=all_cards())


def _out(g: Game, oid: int) -> bool:
    return phasing.is_phased_out(g, oid) and oid not in g.battlefield and oid not in g.objects


def _back_on_turn_of(g: Game, oid: int, seat: int) -> None:
    """It stays out until ``seat``'s next untap step, then phases in (CR 702.26a)."""
    pass_until(g, lambda g: g.active != seat)
    assert _out(g, oid)
    pass_until(g, lambda g: g.active == seat and g.step == "upkeep")
    assert oid in g.battlefield and not phasing.is_phased_out(g, oid)


def test_reality_ripple_phases_out_an_opponents_creature() -> None:
    """It phases in as its controller (Bob) untaps; no zone change ever (CR 702.26d)."""
    g = _game(PlayerSpec(hand=("Reality Ripple",), battlefield=lands("Island", 2)),
              PlayerSpec(battlefield=(perm("Hill Giant"),)))
    giant = one(g, "Hill Giant")
    cast(g, "Reality Ripple", ((giant,),))
    resolve(g)
    assert _out(g, giant)
    _back_on_turn_of(g, giant, 1)
    assert not any(isinstance(e, ev.ZoneChanged) and giant in (e.old, e.new) for e in g.events)


def test_sapphire_charm_third_mode() -> None:
    g = _game(PlayerSpec(hand=("Sapphire Charm",), battlefield=lands("Island", 1)),
              PlayerSpec(battlefield=(perm("Hill Giant"),)))
    giant = one(g, "Hill Giant")
    g.apply(CastSpell(one(g, "Sapphire Charm", "hand"), targets=((giant,),), modes=(2,)))
    resolve(g)
    assert _out(g, giant)
    _back_on_turn_of(g, giant, 1)


def test_slip_out_the_back_keeps_the_counter() -> None:
    """CR 702.26d: counters stay on a phased-out permanent."""
    g = _game(PlayerSpec(hand=("Slip Out the Back",), battlefield=(
        perm("Grizzly Bears"), *lands("Island", 1))))
    bears = one(g, "Grizzly Bears")
    cast(g, "Slip Out the Back", ((bears,),))
    resolve(g)
    assert _out(g, bears)
    _back_on_turn_of(g, bears, 0)
    assert g.objects[bears].counter("+1/+1") == 1


def test_vodalian_illusionist_and_haystack_abilities() -> None:
    g = _game(PlayerSpec(battlefield=(perm("Vodalian Illusionist"), perm("Haystack"),
                                      perm("Grizzly Bears"), *lands("Island", 4))),
              PlayerSpec(battlefield=(perm("Hill Giant"),)))
    giant, bears = one(g, "Hill Giant"), one(g, "Grizzly Bears")
    activate(g, "Vodalian Illusionist", ((giant,),))
    resolve(g)
    activate(g, "Haystack", ((bears,),))
    resolve(g)
    assert _out(g, giant) and _out(g, bears)
    _back_on_turn_of(g, giant, 1)
    assert _out(g, bears)  # Alice's: back on her own next turn
    pass_until(g, lambda g: g.active == 0 and g.step == "upkeep")
    assert bears in g.battlefield


def test_self_phasing_abilities() -> None:
    """Rainbow Efreet and Blink Dog phase themselves out; Frenetic Efreet wins its flip (a
    scripted 1 is heads, CR 705.1) and phases out too."""
    g = _game(PlayerSpec(battlefield=(perm("Rainbow Efreet"), perm("Blink Dog"),
                                      perm("Frenetic Efreet"), *lands("Island", 2),
                                      *lands("Plains", 4))))
    for name in ("Rainbow Efreet", "Blink Dog"):
        oid = one(g, name)
        activate(g, name)
        resolve(g)
        assert _out(g, oid), name
    efreet = one(g, "Frenetic Efreet")
    activate(g, "Frenetic Efreet")
    g.script_dice([1])
    resolve(g, [Choose("heads")])
    assert _out(g, efreet)
    _back_on_turn_of(g, efreet, 0)


def test_crystal_golem_phases_out_at_its_end_step() -> None:
    g = _game(PlayerSpec(battlefield=(perm("Crystal Golem"),)))
    golem = one(g, "Crystal Golem")
    pass_until(g, lambda g: g.step == "cleanup" or g.active == 1)
    assert _out(g, golem)
    _back_on_turn_of(g, golem, 0)


def test_vaporous_djinn_phases_out_unless_paid() -> None:
    """Declining to pay {U}{U} in the upkeep: it phases out."""
    g = _game(PlayerSpec(battlefield=(perm("Vaporous Djinn"), *lands("Island", 2))),
              step="untap")
    djinn = one(g, "Vaporous Djinn")
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "yes_no")
    g.apply(Choose(False))
    resolve(g)
    assert _out(g, djinn)


def test_taniwha_phasing_and_lands() -> None:
    """Phasing (CR 702.26a): Taniwha phases out in Alice's untap step and back in the next;
    its upkeep trigger phases out her lands."""
    g = _game(PlayerSpec(battlefield=(perm("Taniwha"), *lands("Island", 2))), step="end")
    taniwha, islands = one(g, "Taniwha"), [o for o in g.battlefield
                                           if g.objects[o].name == "Island"]
    pass_until(g, lambda g: g.active == 0 and g.step == "upkeep" and g.turn == 5)
    assert _out(g, taniwha)
    assert all(i in g.battlefield for i in islands)
    pass_until(g, lambda g: g.active == 0 and g.step == "draw" and g.turn == 7)
    assert taniwha in g.battlefield
    assert all(_out(g, i) for i in islands)


def test_attached_permanents_phase_out_indirectly() -> None:
    """CR 702.26g, 702.26i: Vanishing and Robe of Stars phase out with their creature and
    phase in still attached to it."""
    g = _game(PlayerSpec(battlefield=(
        perm("Grizzly Bears"), PermanentSpec("Vanishing", attached_to=(0, 0)),
        perm("Hill Giant"), PermanentSpec("Robe of Stars", attached_to=(0, 2)),
        *lands("Island", 2), *lands("Plains", 2))))
    bears, giant = one(g, "Grizzly Bears"), one(g, "Hill Giant")
    aura, robe = one(g, "Vanishing"), one(g, "Robe of Stars")
    activate(g, "Vanishing")
    resolve(g)
    activate(g, "Robe of Stars")
    resolve(g)
    assert all(_out(g, o) for o in (bears, aura, giant, robe))
    _back_on_turn_of(g, bears, 0)
    assert g.objects[aura].attached_to == bears and g.objects[robe].attached_to == giant


def test_talon_gates_enters_and_phases_out_up_to_one_target() -> None:
    g = _game(PlayerSpec(hand=("Talon Gates of Madara",)),
              PlayerSpec(battlefield=(perm("Hill Giant"),)))
    giant = one(g, "Hill Giant")
    g.apply(PlayLand(one(g, "Talon Gates of Madara", "hand")))
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "trigger_targets")
    g.apply(Choose(((giant,),)))
    resolve(g)
    assert _out(g, giant)


def test_phases_in_and_out_triggers() -> None:
    """Teferi's Imp: phasing out in Alice's untap step (CR 702.26a) makes her discard (the
    ability looks back in time, CR 603.10a); phasing in two turns later draws a card, and
    Shimmering Efreet's phasing in phases out the target creature."""
    g = unset_game(PlayerSpec(hand=("Forest", "Island"), battlefield=(
        perm("Teferi's Imp"), perm("Shimmering Efreet"))),
        PlayerSpec(battlefield=(perm("Hill Giant"),)), step="end", active=1, turn=2,
        extra=all_cards())
    imp, giant = one(g, "Teferi's Imp"), one(g, "Hill Giant")
    pass_until(g, lambda g: g.turn == 3 and g.step == "draw")
    assert _out(g, imp)
    discards = [e for e in g.events if isinstance(e, ev.ZoneChanged)
                and (e.from_zone, e.to_zone) == ("hand", "graveyard")]
    assert len(discards) == 1
    hand = len(g.players[0].hand)
    pass_until(g, lambda g: g.turn == 5 and g.step == "upkeep")
    resolve(g, [Choose(0), Choose(((giant,),))])
    assert imp in g.battlefield and _out(g, giant)
    assert len(g.players[0].hand) == hand + 1


def test_warping_wurm_grows_as_it_phases_in() -> None:
    """Phasing takes Warping Wurm out in Alice's untap step and back in in the next one;
    then it gets a +1/+1 counter, and she pays its upkeep cost to keep it."""
    g = unset_game(PlayerSpec(battlefield=(perm("Warping Wurm"), *lands("Forest", 2),
                                           *lands("Island", 2))),
                   step="end", active=1, turn=2, extra=all_cards())
    wurm = one(g, "Warping Wurm")
    pass_until(g, lambda g: g.turn == 3 and g.step == "draw")
    assert _out(g, wurm)
    pass_until(g, lambda g: g.turn == 5 and g.step == "upkeep")
    resolve(g, [Choose(0), Choose(True)])
    assert wurm in g.battlefield and g.objects[wurm].counter("+1/+1") == 1


@pytest.mark.parametrize("name", ["Breezekeeper", "Merfolk Raiders", "Sandbar Crocodile",
                                  "Teferi's Drake", "Teferi's Isle", "Tolarian Drake"])
def test_permanents_with_phasing_alternate(name: str) -> None:
    """CR 702.26a: in each of its controller's untap steps a permanent with phasing phases
    out if it is phased in, or back in if it phased out; other turns don't touch it."""
    g = unset_game(PlayerSpec(battlefield=(perm(name),)), step="end", active=1, turn=2,
                   extra=all_cards())
    oid = one(g, name)
    pass_until(g, lambda g: g.turn == 3 and g.step == "upkeep")
    assert _out(g, oid)
    pass_until(g, lambda g: g.turn == 4 and g.step == "upkeep")
    assert _out(g, oid)
    pass_until(g, lambda g: g.turn == 5 and g.step == "upkeep")
    assert oid in g.battlefield
    pass_until(g, lambda g: g.turn == 7 and g.step == "upkeep")
    assert _out(g, oid)


def test_teferis_curse_grants_phasing() -> None:
    """A static that grants phasing counts (CR 702.26a, 613.1f): Bob's enchanted Giant
    phases out in his untap step, the Curse with it (CR 702.26g), and both come back."""
    g = unset_game(PlayerSpec(battlefield=(PermanentSpec("Teferi's Curse", attached_to=(1, 0)),)),
                   PlayerSpec(battlefield=(perm("Hill Giant"),)), extra=all_cards())
    curse, giant = one(g, "Teferi's Curse"), one(g, "Hill Giant")
    pass_until(g, lambda g: g.active == 1 and g.step == "upkeep")
    assert _out(g, giant) and _out(g, curse)
    pass_until(g, lambda g: g.active == 1 and g.step == "upkeep" and g.turn == 6)
    assert giant in g.battlefield and g.objects[curse].attached_to == giant
