"""The six card classes that kept Calling All Angels [FDC] from playing, each built for its
phrase shape, not for the card:

* "This creature is the chosen type in addition to its other types" (Metallic Mimic,
  Xenograft; CR 607.2d, 205.1b: layer 4 adds what the source chose as it entered);
* "Activate only if you control three or more lands with the same name" (Endless Atlas;
  CR 602.5b, 201.2);
* "Each other Angel you control enters with an additional +1/+1 counter on it for each Angel
  you already control" (Giada; CR 614.1c, 614.12);
* "Whenever you put one or more +1/+1 counters on this creature ... This ability triggers
  only once each turn." (Exemplar of Light; CR 122.6, 122.6a, 603.2c);
* "Whenever another player attacks with two or more creatures, they draw a card if none of
  those creatures attacked you." (Firemane Commando; CR 508.1, 506.2, 608.2c);
* "you may return target ... card ... to your hand. If that land is a Plains, you may return
  that nonland permanent card to the battlefield instead." (Emeria Shepherd; CR 608.2c,
  608.2h; the rulings: the land's type is checked as the ability resolves).
"""

from __future__ import annotations

import dataclasses

import pytest
from tests.commander_classes._table import advance, compiled, record
from tests.rules.helpers import ids, one, pool

from grimoire.core.mana import ManaCost
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import layers, zones
from grimoire.rules.actions import (
    ActivateAbility,
    CastSpell,
    Choose,
    DeclareAttackers,
    PassPriority,
    PlayLand,
)
from grimoire.rules.cardinfo import info_for
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec, Position

MIMIC = record("Metallic Mimic", "{2}", "Artifact Creature — Shapeshifter",
               "As this creature enters, choose a creature type.\nThis creature is the chosen "
               "type in addition to its other types.\nEach other creature you control of the "
               "chosen type enters with an additional +1/+1 counter on it.", "2", "1")
XENOGRAFT = record("Xenograft", "{4}{U}", "Enchantment",
                   "As this enchantment enters, choose a creature type.\nEach creature you "
                   "control is the chosen type in addition to its other types.")
ATLAS = record("Endless Atlas", "{2}", "Artifact",
               "{2}, {T}: Draw a card. Activate only if you control three or more lands with "
               "the same name.")
GIADA = record("Giada, Font of Hope", "{1}{W}", "Legendary Creature — Angel",
               "Flying, vigilance\nEach other Angel you control enters with an additional "
               "+1/+1 counter on it for each Angel you already control.\n{T}: Add {W}. Spend "
               "this mana only to cast an Angel spell.", "2", "2")
EXEMPLAR = record("Exemplar of Light", "{2}{W}{W}", "Creature — Angel",
                  "Flying\nWhenever you gain life, put a +1/+1 counter on this creature.\n"
                  "Whenever you put one or more +1/+1 counters on this creature, draw a card. "
                  "This ability triggers only once each turn.", "3", "3")
COMMANDO = record("Firemane Commando", "{3}{W}", "Creature — Angel Soldier",
                  "Flying\nWhenever you attack with two or more creatures, draw a card.\n"
                  "Whenever another player attacks with two or more creatures, they draw a "
                  "card if none of those creatures attacked you.", "4", "3")
SHEPHERD = record("Emeria Shepherd", "{5}{W}{W}", "Creature — Angel",
                  "Flying\nLandfall — Whenever a land you control enters, you may return target "
                  "nonland permanent card from your graveyard to your hand. If that land is a "
                  "Plains, you may return that nonland permanent card to the battlefield "
                  "instead.", "4", "4")
GROWTH = record("Test Growth", "{G}", "Instant", "Put a +1/+1 counter on target creature.")
RECORDS = (MIMIC, XENOGRAFT, ATLAS, GIADA, EXEMPLAR, COMMANDO, SHEPHERD, GROWTH)
ANGEL = ir.CardDefinition("Test Angel", mana_cost=ManaCost.parse("{W}"),
                          card_types=("creature",), subtypes=("Angel",), colors=("W",),
                          power=1, toughness=1)


def _game(*specs: PlayerSpec, active: int = 0, step: str = "main1") -> Game:
    from tests.commander_classes._table import LIBRARY
    players = tuple(dataclasses.replace(s, library=s.library or LIBRARY) for s in specs)
    cards = pool(ANGEL, *(compile_source(r) for r in RECORDS))
    return Game.from_position(Position(players=players, active=active, turn=3, step=step),
                              cards, seed=0)


def _resolve(game: Game, answers: tuple[bool, ...] = ()) -> None:
    """Pass priority until the stack is empty, answering each "you may" with the next of
    ``answers`` (yes once they run out)."""
    pending = list(answers)
    for _ in range(60):
        d = game.pending
        assert d is not None
        if d.kind == "priority" and not game.stack:
            return
        if d.kind == "yes_no":
            game.apply(Choose(pending.pop(0) if pending else True))
        else:
            game.apply(PassPriority() if d.kind == "priority" else game.legal_actions()[0])
    raise AssertionError("the stack never emptied")


def test_the_records_compile() -> None:
    """Every card of the class compiles with nothing the engine ignores."""
    compiled(*RECORDS)
    static = compile_source(MIMIC).abilities[1]
    assert isinstance(static, ir.StaticAbility)
    assert isinstance(static.effect, ir.SetCharacteristics) and static.effect.chosen_subtype


# --- "is the chosen type in addition to its other types" (CR 607.2d, 205.1b) -------------

def test_metallic_mimic_is_the_chosen_type_and_counts_for_it() -> None:
    """With "Angel" chosen, the Mimic is an Angel and still a Shapeshifter (CR 205.1b); an
    Angel entering later gets its +1/+1 counter; nothing chosen (put onto the battlefield
    without entering as a spell would choose): only a Shapeshifter."""
    game = _game(PlayerSpec(hand=("Test Angel",), battlefield=(
        PermanentSpec("Metallic Mimic"), PermanentSpec("Plains"))), PlayerSpec())
    mimic = game.objects[one(game, "Metallic Mimic")]
    assert "Angel" not in layers.characteristics(game, mimic).subtypes
    mimic.chosen = "Angel"
    game.version += 1
    assert {"Angel", "Shapeshifter"} <= set(layers.characteristics(game, mimic).subtypes)
    game.apply(CastSpell(one(game, "Test Angel", "hand")))
    _resolve(game)
    assert game.objects[one(game, "Test Angel")].counter("+1/+1") == 1


def test_xenograft_types_only_its_controllers_creatures() -> None:
    """"Each creature you control is the chosen type": Alice's Bears become Elves too; Bob's
    don't (the filter is "you control")."""
    game = _game(PlayerSpec(battlefield=(PermanentSpec("Xenograft"),
                                         PermanentSpec("Grizzly Bears"))),
                 PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),)))
    game.objects[one(game, "Xenograft")].chosen = "Elf"
    game.version += 1
    mine, theirs = sorted(ids(game, "Grizzly Bears"),
                          key=lambda o: game.objects[o].controller)
    assert "Elf" in layers.characteristics(game, game.objects[mine]).subtypes
    assert "Elf" not in layers.characteristics(game, game.objects[theirs]).subtypes


# --- "Activate only if you control three or more lands with the same name" (CR 201.2) -----

@pytest.mark.parametrize(("lands", "allowed"), [
    (("Plains", "Plains", "Plains"), True),
    (("Plains", "Plains", "Island", "Island"), False),   # two groups of two
    (("Plains", "Plains", "Island", "Island", "Plains"), True),
])
def test_endless_atlas_needs_three_lands_of_one_name(lands: tuple[str, ...],
                                                     allowed: bool) -> None:
    """CR 602.5b: the ability can be activated only while Alice controls three lands that
    share a name; two Plains and two Islands are not three of one name."""
    game = _game(PlayerSpec(battlefield=(PermanentSpec("Endless Atlas"),
                                         *(PermanentSpec(n) for n in lands))), PlayerSpec())
    atlas = one(game, "Endless Atlas")
    can = any(isinstance(a, ActivateAbility) and a.source == atlas for a in game.legal_actions())
    assert can is allowed


def test_endless_atlas_does_not_count_an_opponents_lands() -> None:
    """"you control": Bob's three Plains don't enable Alice's Atlas."""
    game = _game(PlayerSpec(battlefield=(PermanentSpec("Endless Atlas"), PermanentSpec("Plains"),
                                         PermanentSpec("Island"))),
                 PlayerSpec(battlefield=tuple(PermanentSpec("Plains") for _ in range(3))))
    atlas = one(game, "Endless Atlas")
    assert not any(isinstance(a, ActivateAbility) and a.source == atlas
                   for a in game.legal_actions())


# --- "enters with an additional +1/+1 counter ... for each Angel you already control" ----

@pytest.mark.parametrize(("others", "counters"), [(0, 1), (2, 3)])
def test_giada_counts_the_angels_already_there(others: int, counters: int) -> None:
    """CR 614.1c: an Angel entering gets one counter per Angel Alice already controls (Giada
    herself counts; the entering Angel doesn't): Giada alone gives 1, with two more, 3."""
    game = _game(PlayerSpec(hand=("Test Angel",), battlefield=(
        PermanentSpec("Giada, Font of Hope"), PermanentSpec("Plains"),
        *(PermanentSpec("Test Angel") for _ in range(others)))), PlayerSpec())
    card = one(game, "Test Angel", "hand")
    game.apply(CastSpell(card))
    _resolve(game)
    new = [o for o in ids(game, "Test Angel") if game.objects[o].counter("+1/+1")]
    assert len(new) == 1 and game.objects[new[0]].counter("+1/+1") == counters


def test_giada_ignores_non_angels_and_opponents_angels() -> None:
    """"Each other Angel you control": Bob's Angel entering under his control and Alice's
    Grizzly Bears get nothing."""
    game = _game(PlayerSpec(hand=("Grizzly Bears",), battlefield=(
        PermanentSpec("Giada, Font of Hope"), PermanentSpec("Forest"), PermanentSpec("Forest"))),
        PlayerSpec())
    game.apply(CastSpell(one(game, "Grizzly Bears", "hand")))
    _resolve(game)
    assert game.objects[one(game, "Grizzly Bears")].counter("+1/+1") == 0
    theirs = zones.new_object(game, info_for(ANGEL), 1, "battlefield")
    assert theirs.counter("+1/+1") == 0


# --- "Whenever you put one or more +1/+1 counters on this creature" (CR 122.6a) ------------

def _grow(game: Game, caster: int) -> None:
    spell = next(o for o in game.players[caster].hand if game.objects[o].name == "Test Growth")
    game.apply(CastSpell(spell, targets=((one(game, "Exemplar of Light"),),)))
    _resolve(game)


def test_exemplar_draws_once_each_turn_for_its_controllers_counters() -> None:
    """Alice puts a +1/+1 counter on Exemplar: she draws (CR 122.6a: she controls the spell);
    a second time in the same turn: no card (the ability triggers only once each turn)."""
    game = _game(PlayerSpec(hand=("Test Growth", "Test Growth"), battlefield=(
        PermanentSpec("Exemplar of Light"), PermanentSpec("Forest"), PermanentSpec("Forest"))),
        PlayerSpec())
    _grow(game, 0)
    assert len(game.players[0].hand) == 2  # one cast, one drawn
    _grow(game, 0)
    assert len(game.players[0].hand) == 1
    assert game.objects[one(game, "Exemplar of Light")].counter("+1/+1") == 2


def test_exemplar_ignores_counters_an_opponent_puts() -> None:
    """Bob casts the counter spell on Alice's Exemplar: Bob put the counter, not Alice
    (CR 122.6a), so nothing triggers."""
    game = _game(PlayerSpec(battlefield=(PermanentSpec("Exemplar of Light"),)),
                 PlayerSpec(hand=("Test Growth",), battlefield=(PermanentSpec("Forest"),)),
                 active=1)
    _grow(game, 1)
    assert game.objects[one(game, "Exemplar of Light")].counter("+1/+1") == 1
    assert len(game.players[0].hand) == 0


# --- "Whenever another player attacks with two or more creatures, they draw ... if none
#     of those creatures attacked you" (CR 508.1, 506.2) ----------------------------------

@pytest.mark.parametrize(("defenders", "bob_draws", "alice_draws"), [
    ((2, 3), 1, 0),   # two creatures, neither at Alice: Bob draws
    ((0, 2), 0, 0),   # one attacked Alice: no card
    ((2,), 0, 0),     # one creature only: no trigger
])
def test_firemane_commando_rewards_attacks_elsewhere(defenders: tuple[int, ...],
                                                     bob_draws: int, alice_draws: int) -> None:
    """Bob attacks in a four-player game; with two or more attackers and none at Alice
    (Firemane's controller), Bob draws a card; Alice never does (her own-attack ability
    needs her to attack)."""
    game = _game(PlayerSpec(battlefield=(PermanentSpec("Firemane Commando"),)),
                 PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),
                                         PermanentSpec("Hill Giant"))),
                 PlayerSpec(), PlayerSpec(), active=1, step="beginning_of_combat")
    advance(game, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    hands = [len(p.hand) for p in game.players]
    attackers = [one(game, "Grizzly Bears"), one(game, "Hill Giant")]
    game.apply(DeclareAttackers(tuple((a, Seat(d)) for a, d in zip(attackers, defenders,
                                                                     strict=False))))
    _resolve(game)
    assert len(game.players[1].hand) - hands[1] == bob_draws
    assert len(game.players[0].hand) - hands[0] == alice_draws


# --- "If that land is a Plains, you may return that ... card to the battlefield instead" ---

def _landfall(land: str, answers: tuple[bool, ...]) -> Game:
    game = _game(PlayerSpec(hand=(land,), graveyard=("Grizzly Bears",),
                            battlefield=(PermanentSpec("Emeria Shepherd"),)), PlayerSpec())
    game.apply(PlayLand(one(game, land, "hand")))
    _resolve(game, answers)
    return game


@pytest.mark.parametrize(("land", "answers", "zone"), [
    ("Plains", (True,), "battlefield"),        # a Plains: onto the battlefield instead
    ("Plains", (False, True), "hand"),         # declined: she still may return it to hand
    ("Plains", (False, False), "graveyard"),   # both declined
    ("Island", (True,), "hand"),               # not a Plains: to her hand only
    ("Island", (False,), "graveyard"),         # "may" declined
])
def test_emeria_shepherd_returns_to_battlefield_only_for_a_plains(
        land: str, answers: tuple[bool, ...], zone: str) -> None:
    """CR 608.2c: with a Plains entering, the "instead" option replaces the return to hand
    if Alice takes it; if she declines it, the first "you may" still stands; with an Island
    the card can only go to her hand."""
    game = _landfall(land, answers)
    assert ids(game, "Grizzly Bears", zone)


EXPEL = record("Expel from Orazca", "{1}{U}", "Instant",
               "Ascend (If you control ten or more permanents, you get the city's blessing for "
               "the rest of the game.)\nReturn target nonland permanent to its owner's hand. If "
               "you have the city's blessing, you may put that permanent on top of its owner's "
               "library instead.")


def test_a_declined_may_instead_leaves_the_first_instruction() -> None:
    """CR 608.2c: "A. If C, you may B instead": with C and B declined, A still happens (the
    blessing's "you may" only offers the library; the return to hand stands otherwise)."""
    compiled(EXPEL)
    spell = compile_source(EXPEL).spell
    assert spell is not None
    assert isinstance(spell.effect, ir.Sequence)  # ascend, then the return
    node = spell.effect.steps[-1]
    assert isinstance(node, ir.Conditional) and isinstance(node.then, ir.Sequence)
    may, fallback = node.then.steps
    assert isinstance(may, ir.MayDo) and isinstance(may.effect, ir.PutIntoLibrary)
    assert fallback == ir.IfDid(None, node.otherwise)
    assert isinstance(node.otherwise, ir.ReturnToHand)
