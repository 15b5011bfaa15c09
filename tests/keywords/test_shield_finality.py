"""Shield and finality counters in real games (CR 122.1c, 122.1h;
grimoire.mechanics.shield_finality).

Expectations from the rules text: CR 122.1c "If this permanent would be destroyed as the
result of an effect, instead remove a shield counter from it" and "If damage would be dealt
to this permanent, prevent that damage and remove a shield counter from it" (one effect
however many counters; a prevention effect, so damage that can't be prevented is dealt,
CR 615.12; destruction by a state-based action is not "as the result of an effect",
CR 704.5g); CR 122.1h "If this permanent would be put into a graveyard from the
battlefield, exile it instead" (dying any way: destroyed, sacrificed, lethal damage)."""

from __future__ import annotations

from tests.dice_rules._util import game, ids, lands, one, resolve
from tests.ir_completeness._game import card

from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

WARD = card("Shieldmate Test", "Creature — Human Soldier",
            "This creature enters with a shield counter on it.", "2", "2", mana_cost="{W}")
BOON = card("Boon Test", "Instant", "Put a shield counter on target creature.",
            mana_cost="{W}")
SLAY = card("Slay Test", "Instant", "Destroy target creature.", mana_cost="{B}")
ZAP = card("Zap Test", "Instant", "Zap Test deals 3 damage to any target.", mana_cost="{R}")
SEAR = card("Sear Test", "Instant", "Damage can't be prevented this turn. Sear Test "
            "deals 3 damage to target creature.", mana_cost="{R}")
CULL = card("Cull Test", "Instant", "Target player sacrifices a creature.", mana_cost="{B}")
RITE = card("Rite Test", "Sorcery", "Return target creature card from your graveyard to "
            "the battlefield with a finality counter on it.", mana_cost="{B}")
BEAR = card("Bear Test", "Creature — Bear", "", "2", "2", mana_cost="{G}")
_EXTRA = (WARD, BOON, SLAY, ZAP, SEAR, CULL, RITE, BEAR)


def _game(battlefield: tuple[PermanentSpec, ...], hand: tuple[str, ...],
          graveyard: tuple[str, ...] = ()) -> Game:
    return game(PlayerSpec(hand=hand, battlefield=(*lands("Swamp", 3), *battlefield),
                           graveyard=graveyard), extra=_EXTRA)


def _cast(g: Game, name: str, target: int | Seat | None = None) -> None:
    """Cast ``name`` (its mana paid by the game's autopay) and let it resolve."""
    targets = ((target,),) if target is not None else ()
    action = next(a for a in g.legal_actions() if isinstance(a, CastSpell)
                  and a.card == one(g, name, "hand") and a.targets == targets)
    g.apply(action)
    resolve(g)


def _all_mana() -> tuple[PermanentSpec, ...]:
    return (*lands("Plains", 2), *lands("Mountain", 2))


def test_destroy_removes_a_shield_counter_instead() -> None:
    """CR 122.1c: destroyed by an effect, the creature stays and loses one shield counter."""
    g = _game((PermanentSpec("Bear Test", counters=(("shield", 2),)),), ("Slay Test",))
    bear = one(g, "Bear Test")
    _cast(g, "Slay Test", bear)
    assert g.objects[bear].zone == "battlefield" and g.objects[bear].counter("shield") == 1


def test_damage_is_prevented_and_one_counter_removed() -> None:
    """CR 122.1c: the damage is prevented (none marked) and one shield counter removed; a
    second hit, with no counter left, is dealt."""
    g = _game((*_all_mana(), PermanentSpec("Bear Test", counters=(("shield", 1),))),
              ("Zap Test", "Zap Test"))
    bear = one(g, "Bear Test")
    first = ids(g, "Zap Test", "hand")[0]
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == first
                 and a.targets == ((bear,),)))
    resolve(g)
    assert g.objects[bear].damage == 0 and g.objects[bear].counter("shield") == 0
    _cast(g, "Zap Test", bear)
    assert not ids(g, "Bear Test") and ids(g, "Bear Test", "graveyard")


def test_enters_with_a_shield_counter_and_put_by_a_spell() -> None:
    """The counter put by "enters with" (CR 614.1c) and by an instant both protect it."""
    g = _game(_all_mana(), ("Shieldmate Test", "Boon Test"))
    _cast(g, "Shieldmate Test")
    mate = one(g, "Shieldmate Test")
    assert g.objects[mate].counter("shield") == 1
    _cast(g, "Boon Test", mate)
    assert g.objects[mate].counter("shield") == 2


def test_damage_that_cant_be_prevented_is_dealt_and_the_counter_stays() -> None:
    """CR 615.12, 122.1c: the shield's damage half is a prevention effect; damage that can't
    be prevented is dealt, no counter is removed, and the lethal damage destroys it by a
    state-based action (CR 704.5g), which the shield doesn't replace (not an effect)."""
    g = _game((*_all_mana(), PermanentSpec("Bear Test", counters=(("shield", 1),))),
              ("Sear Test",))
    _cast(g, "Sear Test", one(g, "Bear Test"))
    assert not ids(g, "Bear Test") and ids(g, "Bear Test", "graveyard")


def test_sacrifice_is_not_destruction() -> None:
    """CR 701.21a, 122.1c: sacrificing isn't destroying; the shield counter doesn't help."""
    g = _game((PermanentSpec("Bear Test", counters=(("shield", 3),)),), ("Cull Test",))
    _cast(g, "Cull Test", Seat(0))
    assert ids(g, "Bear Test", "graveyard")


def test_finality_counter_returned_creature_is_exiled_when_destroyed() -> None:
    """CR 122.1h: returned with a finality counter, then destroyed, it goes to exile."""
    g = _game((), ("Rite Test", "Slay Test"), graveyard=("Bear Test",))
    _cast(g, "Rite Test", one(g, "Bear Test", "graveyard"))
    bear = one(g, "Bear Test")
    assert g.objects[bear].counter("finality") == 1
    _cast(g, "Slay Test", bear)
    assert ids(g, "Bear Test", "exile") and not ids(g, "Bear Test", "graveyard")


def test_finality_counter_applies_to_sacrifice_and_lethal_damage() -> None:
    """CR 122.1h: any move to a graveyard from the battlefield, a sacrifice or a state-based
    destruction (CR 704.5g) included."""
    g = _game((*_all_mana(), PermanentSpec("Bear Test", counters=(("finality", 1),))),
              ("Cull Test",))
    _cast(g, "Cull Test", Seat(0))
    assert ids(g, "Bear Test", "exile")
    g = _game((*_all_mana(), PermanentSpec("Bear Test", counters=(("finality", 1),))),
              ("Zap Test",))
    _cast(g, "Zap Test", one(g, "Bear Test"))
    assert ids(g, "Bear Test", "exile") and not ids(g, "Bear Test", "graveyard")


def test_shield_and_finality_together() -> None:
    """Two effects interacting: the shield replaces the destruction (CR 122.1c), so the
    finality counter has nothing to replace; the next destruction exiles it (122.1h)."""
    g = _game((PermanentSpec("Bear Test", counters=(("shield", 1), ("finality", 1))),),
              ("Slay Test", "Slay Test"))
    bear = one(g, "Bear Test")
    first = ids(g, "Slay Test", "hand")[0]
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == first
                 and a.targets == ((bear,),)))
    resolve(g)
    assert g.objects[bear].zone == "battlefield" and g.objects[bear].counter("shield") == 0
    _cast(g, "Slay Test", bear)
    assert ids(g, "Bear Test", "exile")
