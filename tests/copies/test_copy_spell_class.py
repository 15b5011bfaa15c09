"""Copying a spell, with "You may choose new targets for the copy" (CR 707.10, 707.10c).

* "When you next cast an instant or sorcery spell this turn, copy that spell" (Doublecast,
  Storm King's Thunder): a delayed triggered ability (CR 603.7a) that triggers once (CR
  603.7c), only this turn; the copy is created even if the spell was countered meanwhile
  (Doublecast's ruling, 2018-07-13: from its last known information, CR 608.2h).
* "copy target instant or sorcery spell twice" (Echo Mage): each copy may get its own
  targets (Echo Mage's ruling, 2010-06-15).
* CR 707.10c: the player may keep any targets, even illegal ones; new ones must be legal.
"""

from __future__ import annotations

from tests.coverage_classes._cards import card as _card
from tests.dice_rules._util import cast, game, ids, index_of, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import events as ev
from grimoire.rules.actions import ActivateAbility, CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

RECORDS = {r["name"]: r for r in (
    _card("Doublecast", "{R}{R}", "Sorcery",
          "When you next cast an instant or sorcery spell this turn, copy that spell. You may "
          "choose new targets for the copy."),
    _card("Storm King's Thunder", "{X}{R}{R}{R}", "Instant",
          "When you next cast an instant or sorcery spell this turn, copy that spell X times. "
          "You may choose new targets for the copies."),
    _card("Echo Mage", "{1}{U}{U}", "Creature — Human Wizard",
          "Level up {1}{U} ({1}{U}: Put a level counter on this. Level up only as a sorcery.)"
          "\nLEVEL 2-3\n2/4\n{U}{U}, {T}: Copy target instant or sorcery spell. You may choose "
          "new targets for the copy.\nLEVEL 4+\n2/5\n{U}{U}, {T}: Copy target instant or "
          "sorcery spell twice. You may choose new targets for the copies.", "2/3"),
    _card("Archmage of Echoes", "{4}{U}", "Creature — Faerie Wizard",
          "Flying, ward {2}\nWhenever you cast a Faerie or Wizard permanent spell, copy it. "
          "(The copy becomes a token.)", "4/4"),
)}


def _defs(*names: str) -> list[ir.CardDefinition]:
    return [compile_source(RECORDS[n]) for n in names]


def _game(hand: tuple[str, ...], mine: tuple[PermanentSpec, ...] = (),
          their_hand: tuple[str, ...] = ()) -> Game:
    me = PlayerSpec(hand=hand, battlefield=(*mine, *lands("Mountain", 6), *lands("Island", 4),
                                            *lands("Forest", 2)))
    them = PlayerSpec(hand=their_hand, battlefield=(perm("Grizzly Bears"),
                                                    *lands("Island", 3)))
    return game(me, them, extra=_defs(*RECORDS))


def _doublecast_then_shock(g: Game, target: object) -> int:
    cast(g, "Doublecast")
    resolve(g)
    cast(g, "Shock", ((target,),))  # type: ignore[arg-type]
    return one(g, "Shock", "stack")


def test_the_class_compiles_and_is_honoured() -> None:
    for d in _defs(*RECORDS):
        assert ir.is_fully_implemented(d), d.name
        assert not engine_gaps(d), d.name


def test_keeping_the_targets() -> None:
    """CR 707.10c: "may" — declined, the copy keeps the Shock's target: 2 + 2 damage."""
    g = _game(("Doublecast", "Shock"))
    _doublecast_then_shock(g, Seat(1))
    resolve(g, [Choose(((Seat(1),),))])
    assert g.players[1].life == 16
    assert [e.player for e in g.events if isinstance(e, ev.SpellCopied)] == [0]


def test_choosing_a_new_target_for_the_copy() -> None:
    """The copy is aimed at the Grizzly Bears; the original Shock still hits the player."""
    g = _game(("Doublecast", "Shock"))
    _doublecast_then_shock(g, Seat(1))
    bears = one(g, "Grizzly Bears")
    resolve(g, [Choose(((bears,),))])
    assert g.players[1].life == 18
    assert ids(g, "Grizzly Bears", "graveyard")


def test_only_the_next_instant_or_sorcery_and_only_once() -> None:
    """A creature spell doesn't trigger it; the first Shock does; the second Shock is not
    copied (CR 603.7c: a delayed triggered ability triggers only once)."""
    g = _game(("Doublecast", "Grizzly Bears", "Shock", "Lightning Bolt"))
    cast(g, "Doublecast")
    resolve(g)
    cast(g, "Grizzly Bears")
    resolve(g)
    assert not [e for e in g.events if isinstance(e, ev.SpellCopied)]
    cast(g, "Shock", ((Seat(1),),))
    resolve(g, [Choose(((Seat(1),),))])
    cast(g, "Lightning Bolt", ((Seat(1),),))
    resolve(g)
    assert len([e for e in g.events if isinstance(e, ev.SpellCopied)]) == 1
    assert g.players[1].life == 20 - 2 - 2 - 3
    assert not g.delayed


def test_this_turn_only() -> None:
    """No instant or sorcery cast this turn: on the next turn the Shock is not copied."""
    g = _game(("Doublecast", "Shock"))
    cast(g, "Doublecast")
    resolve(g)
    turn = g.turn
    while g.turn == turn or g.pending is None or g.pending.player != 0:
        g.apply(PassPriority() if g.pending and g.pending.kind == "priority"
                else g.legal_actions()[0])
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((Seat(1),),)))
    resolve(g)
    assert not [e for e in g.events if isinstance(e, ev.SpellCopied)]
    assert g.players[1].life == 18 and not g.delayed


def test_copied_even_if_the_spell_was_countered() -> None:
    """Doublecast's ruling: the copy is created even if the spell was countered by the time
    the ability resolves (its last known information, CR 608.2h)."""
    g = _game(("Doublecast", "Shock"), their_hand=("Cancel",))
    shock = _doublecast_then_shock(g, Seat(1))
    g.apply(PassPriority())  # the delayed trigger is on top; the opponent answers it
    assert g.pending is not None and g.pending.player == 1
    g.apply(CastSpell(one(g, "Cancel", "hand"), targets=((shock,),)))
    resolve(g, [Choose(((Seat(1),),))])
    assert ids(g, "Shock", "graveyard")
    assert len([e for e in g.events if isinstance(e, ev.SpellCopied)]) == 1
    assert g.players[1].life == 18  # the copy's 2 damage


def test_a_copy_may_keep_an_illegal_target_or_take_a_legal_one() -> None:
    """CR 707.10c: the Shock's target (the Bears) died before the copy was made; the copy
    may get a new, legal target (the opponent). The original Shock then has no legal
    target (CR 608.2b)."""
    g = _game(("Doublecast", "Shock", "Lightning Bolt"))
    bears = one(g, "Grizzly Bears")
    _doublecast_then_shock(g, bears)
    cast(g, "Lightning Bolt", ((bears,),))  # (in response to the delayed trigger)
    g.apply(PassPriority())
    g.apply(PassPriority())  # the Bolt resolves: the Bears die
    assert ids(g, "Grizzly Bears", "graveyard")
    resolve(g, [Choose(((Seat(1),),))])
    assert g.players[1].life == 18


def test_x_copies_with_the_x_of_the_spell_that_made_the_ability() -> None:
    """Storm King's Thunder with X = 2: the next Shock is copied twice (6 damage in all)."""
    g = _game(("Storm King's Thunder", "Shock"))
    cast(g, "Storm King's Thunder", x=2)
    resolve(g)
    cast(g, "Shock", ((Seat(1),),))
    resolve(g, [Choose(((Seat(1),),)), Choose(((Seat(1),),))])
    assert len([e for e in g.events if isinstance(e, ev.SpellCopied)]) == 2
    assert g.players[1].life == 14


def test_copy_twice_each_copy_its_own_targets() -> None:
    """Echo Mage at level 4: two copies; the first goes to the Bears, the second keeps the
    player (Echo Mage's ruling: each copy's targets are chosen independently)."""
    mage = PermanentSpec("Echo Mage", counters=(("level", 4),))
    g = _game(("Shock",), mine=(mage,))
    cast(g, "Shock", ((Seat(1),),))
    shock = one(g, "Shock", "stack")
    oid = one(g, "Echo Mage")
    abilities = g.objects[oid].info.card.abilities
    twice = [i for i, a in enumerate(abilities) if isinstance(a, ir.ActivatedAbility)
             and "twice" in a.text]
    g.apply(ActivateAbility(oid, twice[0], ((shock,),)))
    bears = one(g, "Grizzly Bears")
    resolve(g, [Choose(((bears,),)), Choose(((Seat(1),),))])
    assert ids(g, "Grizzly Bears", "graveyard")
    assert g.players[1].life == 16


def test_a_copy_of_a_permanent_spell_becomes_a_token() -> None:
    """Archmage of Echoes: "copy it" is the Wizard spell cast; the copy resolves into a
    token (CR 707.10f, 608.3f)."""
    wizard = _card("Test Apprentice", "{U}", "Creature — Human Wizard", "", "1/1")
    g = game(PlayerSpec(hand=("Test Apprentice",), battlefield=(perm("Archmage of Echoes"),
                                                                *lands("Island", 2))),
             PlayerSpec(), extra=(*_defs("Archmage of Echoes"), compile_source(wizard)))
    cast(g, "Test Apprentice")
    resolve(g)
    made = ids(g, "Test Apprentice")
    assert len(made) == 2
    assert sorted(g.objects[o].kind for o in made) == ["card", "token"]


DOUBLE_VISION = _card("Double Vision", "{3}{R}{R}", "Enchantment",
                      "Whenever you cast your first instant or sorcery spell each turn, copy "
                      "that spell. You may choose new targets for the copy.")


def _vision_game(hand: tuple[str, ...], on_battlefield: bool = True) -> Game:
    mine = (perm("Double Vision"),) if on_battlefield else ()
    me = PlayerSpec(hand=hand, battlefield=(*mine, *lands("Mountain", 8), *lands("Forest", 2)))
    return game(me, PlayerSpec(battlefield=(perm("Grizzly Bears"),)),
                extra=(compile_source(DOUBLE_VISION),))


def test_first_of_a_kind_each_turn_is_honoured() -> None:
    d = compile_source(DOUBLE_VISION)
    assert ir.is_fully_implemented(d) and not engine_gaps(d)


def test_the_first_instant_or_sorcery_is_copied_not_the_second() -> None:
    """A creature spell cast first doesn't count; the first Shock is copied, the Bolt (the
    second instant this turn) is not."""
    g = _vision_game(("Grizzly Bears", "Shock", "Lightning Bolt"))
    cast(g, "Grizzly Bears")
    resolve(g)
    cast(g, "Shock", ((Seat(1),),))
    resolve(g, [Choose(((Seat(1),),))])
    cast(g, "Lightning Bolt", ((Seat(1),),))
    resolve(g)
    assert len([e for e in g.events if isinstance(e, ev.SpellCopied)]) == 1
    assert g.players[1].life == 20 - 2 - 2 - 3


def test_a_spell_cast_before_it_entered_counts() -> None:
    """Double Vision's ruling (2020-06-23): an instant or sorcery cast before it entered this
    turn was the first; its ability can't trigger that turn."""
    g = _vision_game(("Shock", "Double Vision", "Lightning Bolt"), on_battlefield=False)
    cast(g, "Shock", ((Seat(1),),))
    resolve(g)
    cast(g, "Double Vision")
    resolve(g)
    cast(g, "Lightning Bolt", ((Seat(1),),))
    resolve(g)
    assert not [e for e in g.events if isinstance(e, ev.SpellCopied)]
    assert g.players[1].life == 15


ARCHAIC = _card("Abstruse Archaic", "{4}{U}", "Creature — Avatar",
                "Vigilance\n{1}, {T}: Copy target activated or triggered ability you control "
                "from a colorless source. You may choose new targets for the copy. (Mana "
                "abilities can't be targeted.)", "3/5")
SLINGSHOT = _card("Test Slingshot", "{2}", "Artifact",
                  "{T}: This artifact deals 1 damage to any target.")
PINGER = _card("Test Pinger", "{1}{R}", "Creature — Human Wizard",
               "{T}: This creature deals 1 damage to any target.", "1/1")


def _archaic_game() -> Game:
    me = PlayerSpec(battlefield=(perm("Abstruse Archaic"), perm("Test Slingshot"),
                                 perm("Test Pinger"), *lands("Island", 3)))
    return game(me, PlayerSpec(), extra=tuple(compile_source(r)
                                              for r in (ARCHAIC, SLINGSHOT, PINGER)))


def _archaic_targets(g: Game) -> set[object]:
    archaic = one(g, "Abstruse Archaic")
    return {t for a in g.legal_actions() if isinstance(a, ActivateAbility)
            and a.source == archaic for group in a.targets for t in group}


def test_copy_an_ability_from_a_colorless_source() -> None:
    """CR 707.10, 105.2c: the colorless artifact's ability can be copied (1 + 1 damage);
    the red creature's ability is not from a colorless source, so it can't be targeted."""
    d = compile_source(ARCHAIC)
    assert ir.is_fully_implemented(d) and not engine_gaps(d)
    g = _archaic_game()
    g.apply(ActivateAbility(one(g, "Test Pinger"), 0, ((Seat(1),),)))
    pinged = [o.id for o in g.objects.values() if o.zone == "stack"]
    assert pinged and not set(pinged) & _archaic_targets(g)
    resolve(g)
    g.apply(ActivateAbility(one(g, "Test Slingshot"), 0, ((Seat(1),),)))
    sling = [o.id for o in g.objects.values() if o.zone == "stack"]
    assert set(sling) <= _archaic_targets(g)
    archaic = one(g, "Abstruse Archaic")
    g.apply(ActivateAbility(archaic, index_of(g, archaic, ir.ActivatedAbility), ((sling[0],),)))
    resolve(g, [Choose(((Seat(1),),))])
    assert g.players[1].life == 20 - 1 - 1 - 1


VENGEANCE = _card("Increasing Vengeance", "{R}{R}", "Instant",
                  "Copy target instant or sorcery spell you control. If this spell was cast "
                  "from a graveyard, copy that spell twice instead. You may choose new targets "
                  "for the copies.\nFlashback {3}{R}{R} (You may cast this card from your "
                  "graveyard for its flashback cost. Then exile it.)")


def _vengeance(from_graveyard: bool) -> Game:
    me = PlayerSpec(hand=("Shock",) if from_graveyard else ("Shock", "Increasing Vengeance"),
                    graveyard=("Increasing Vengeance",) if from_graveyard else (),
                    battlefield=lands("Mountain", 8))
    g = game(me, PlayerSpec(), extra=(compile_source(VENGEANCE),))
    cast(g, "Shock", ((Seat(1),),))
    shock = one(g, "Shock", "stack")
    zone = "graveyard" if from_graveyard else "hand"
    card = one(g, "Increasing Vengeance", zone)
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card
                 and a.targets == ((shock,),)))
    resolve(g, [Choose(((Seat(1),),)), Choose(((Seat(1),),))])
    return g


def test_copy_that_spell_twice_instead_when_cast_from_a_graveyard() -> None:
    """CR 608.2c, 601.2a: cast from the hand, one copy (2 + 2); cast from the graveyard with
    flashback, two copies instead (2 + 2 + 2)."""
    assert ir.is_fully_implemented(compile_source(VENGEANCE))
    assert _vengeance(from_graveyard=False).players[1].life == 16
    assert _vengeance(from_graveyard=True).players[1].life == 14
