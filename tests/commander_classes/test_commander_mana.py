"""Mana that changes how a spell's permanent enters (CR 106.6, 614.1c): Opal Palace's "If you
spend this mana to cast your commander, it enters with a number of additional +1/+1 counters
on it equal to the number of times it's been cast from the command zone this game" (CR 903.8)
and Biophagus's "If this mana is spent to cast a creature spell, that creature enters with an
additional +1/+1 counter on it"; Study Hall's "When you spend this mana to cast your
commander, scry X" (a trigger, CR 603.7a)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record
from tests.rules.helpers import pool

from grimoire.core.mana import ManaCost
from grimoire.mechanics import mana_riders
from grimoire.mechanics.commander import STATE as COMMANDERS
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import zones
from grimoire.rules.actions import ActivateAbility, CastSpell, Keep, PassPriority
from grimoire.rules.cardinfo import info_for
from grimoire.rules.game import Game

OPAL = record("Opal Palace", "", "Land",
              "{T}: Add {C}.\n{1}, {T}: Add one mana of any color in your commander's color "
              "identity. If you spend this mana to cast your commander, it enters with a number "
              "of additional +1/+1 counters on it equal to the number of times it's been cast "
              "from the command zone this game.")
BIOPHAGUS = record("Biophagus", "{1}{G}", "Creature — Human Scientist",
                   "Genomic Enhancement — {T}: Add one mana of any color. If this mana is spent "
                   "to cast a creature spell, that creature enters with an additional +1/+1 "
                   "counter on it.", "1", "1")
STUDY = record("Study Hall", "", "Land",
               "{T}: Add {C}.\n{1}, {T}: Add one mana of any color. When you spend this mana to "
               "cast your commander, scry X, where X is the number of times it's been cast from "
               "the command zone this game.")
LORD = ir.CardDefinition("Elf Lord", mana_cost=ManaCost.parse("{G}"), card_types=("creature",),
                         supertypes=("legendary",), subtypes=("Elf",), colors=("G",), power=1,
                         toughness=1)
MAIN = ["Forest"] * 60 + ["Grizzly Bears"] * 39


def _game() -> Game:
    cards = pool(LORD, *(compile_source(r) for r in (OPAL, BIOPHAGUS, STUDY)))
    game = Game.new([MAIN] * 2, cards, seed=1, first_player=0, format="commander",
                    commanders=[["Elf Lord"], ["Elf Lord"]])
    while game.stage == "mulligan":
        game.apply(Keep())
    while not (game.step == "main1" and game.pending is not None
               and game.pending.kind == "priority" and game.pending.player == 0):
        game.apply(PassPriority())
    return game


def _put(game: Game, name: str) -> int:
    obj = zones.new_object(game, info_for(game.pool.get(name)), 0, "battlefield")
    obj.sick = False
    return obj.id


def _tap_for_rider(game: Game, source: int, index: int) -> None:
    """Activate ``source``'s mana ability ``index`` (paying {1} from a Forest if asked)."""
    game.offer_mana_abilities = True
    game.apply(next(a for a in game.legal_actions() if isinstance(a, ActivateAbility)
                    and a.source == source and a.index == index))
    while game.pending is not None and game.pending.kind != "priority":
        options = game.legal_actions()  # green mana, when a color is chosen
        game.apply(next((a for a in options if "'G'" in repr(a)), options[0]))
    game.offer_mana_abilities = False


def _commander(game: Game) -> int:
    state = COMMANDERS.get(game)
    assert state is not None
    return state.ids[0]


def _resolve(game: Game) -> None:
    while game.stack:
        assert game.pending is not None
        game.apply(PassPriority() if game.pending.kind == "priority"
                   else game.legal_actions()[0])


def _counters(game: Game, oid: int) -> int:
    return (game.objects[oid].counters or {}).get("+1/+1", 0)


def test_the_records_compile() -> None:
    """The three cards compile with nothing the engine ignores; their mana abilities stay
    mana abilities (CR 605.1a)."""
    compiled(OPAL, BIOPHAGUS, STUDY)
    for r in (OPAL, STUDY):
        ability = compile_source(r).abilities[1]
        assert isinstance(ability, ir.ActivatedAbility) and ability.is_mana_ability


def test_opal_palace_counts_every_cast_from_the_command_zone() -> None:
    """CR 903.8 and Opal Palace's ruling: the count includes the most recent cast: cast the
    first time with Opal's mana, the commander enters with one counter; back to the command
    zone and cast again (tax {2}), with two."""
    game = _game()
    opal = _put(game, "Opal Palace")
    for _ in range(3):
        _put(game, "Forest")
    _tap_for_rider(game, opal, 1)
    game.apply(CastSpell(_commander(game)))
    _resolve(game)
    lord = _commander(game)
    assert game.objects[lord].zone == "battlefield" and _counters(game, lord) == 1
    zones.move(game, lord, "command")
    for oid in game.battlefield:
        game.objects[oid].tapped = False
    _tap_for_rider(game, opal, 1)
    game.apply(CastSpell(_commander(game)))
    _resolve(game)
    assert _counters(game, _commander(game)) == 2


def test_opal_palace_mana_on_another_spell_or_commander_without_it() -> None:
    """The mana spent on a creature that isn't the commander: no counters (the rider is used
    up with the mana); the commander cast with a Forest's mana instead: no counters either."""
    game = _game()
    opal = _put(game, "Opal Palace")
    _put(game, "Forest")
    _tap_for_rider(game, opal, 1)
    bears = zones.new_object(game, info_for(game.pool.get("Grizzly Bears")), 0, "hand")
    _put(game, "Forest")
    game.apply(CastSpell(bears.id))
    _resolve(game)
    bear = next(o for o in game.battlefield if game.objects[o].name == "Grizzly Bears")
    assert _counters(game, bear) == 0 and not mana_riders.STATE.get(game)
    _put(game, "Forest")
    game.apply(CastSpell(_commander(game)))
    _resolve(game)
    assert _counters(game, _commander(game)) == 0


def test_biophagus_mana_gives_any_creature_spell_a_counter() -> None:
    """CR 614.1c: Biophagus's mana pays for Grizzly Bears ({1}{G}): it enters with one +1/+1
    counter; the Bears cast without it get none."""
    game = _game()
    bio = _put(game, "Biophagus")
    _tap_for_rider(game, bio, 0)
    _put(game, "Forest")
    bears = zones.new_object(game, info_for(game.pool.get("Grizzly Bears")), 0, "hand")
    game.apply(CastSpell(bears.id))
    _resolve(game)
    first = next(o for o in game.battlefield if game.objects[o].name == "Grizzly Bears")
    assert _counters(game, first) == 1
    _put(game, "Forest")
    _put(game, "Forest")
    other = zones.new_object(game, info_for(game.pool.get("Grizzly Bears")), 0, "hand")
    game.apply(CastSpell(other.id))
    _resolve(game)
    second = next(o for o in game.battlefield if game.objects[o].name == "Grizzly Bears"
                  and o != first)
    assert _counters(game, second) == 0


def test_study_hall_scries_the_number_of_casts() -> None:
    """CR 603.7a: Study Hall's mana spent on the commander triggers; X is the number of casts
    from the command zone, this one included (1): the trigger goes on the stack above it."""
    game = _game()
    hall = _put(game, "Study Hall")
    _put(game, "Forest")
    _tap_for_rider(game, hall, 1)
    game.apply(CastSpell(_commander(game)))
    while game.pending is not None and game.pending.kind != "priority":
        game.apply(game.legal_actions()[0])
    assert [game.objects[o].name for o in game.stack] == ["Elf Lord", "Study Hall"]
