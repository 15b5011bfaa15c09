"""A target an opponent chooses as an activated ability is put on the stack: Magus of the
Arena's "{3}, {T}: Tap target creature you control and target creature of an opponent's
choice they control. Those creatures fight each other." (CR 602.2b: activated as a spell
is cast; CR 601.2c: its targets announced; CR 701.12a-b: fight; CR 608.2b: targets checked
on resolution).

Its rulings (2007-02-01): if either target leaves before it resolves, the remaining one is
tapped but no damage is dealt; if both leave, the ability doesn't resolve; the controller
chooses their own creature first; a change of targets keeps the chosen opponent; tapped
creatures can be targeted, and still deal damage.
"""

from __future__ import annotations

import pytest
from tests.commander_classes._table import compiled, record, settle, table
from tests.rules.helpers import ids, one, pool

from grimoire.agents.ai.agent import AIAgent
from grimoire.errors import IllegalActionError
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules import events as ev
from grimoire.rules.actions import ActivateAbility, CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec
from grimoire.rules.save import events_hash, save_game
from grimoire.rules.view import PlayerView

P = PermanentSpec
ARENA_TEXT = ("{3}, {T}: Tap target creature you control and target creature of an "
              "opponent's choice they control. Those creatures fight each other. (Each deals "
              "damage equal to its power to the other.)")
MAGUS = record("Magus of the Arena", "{4}{R}{R}", "Creature — Human Wizard", ARENA_TEXT,
               "5", "5")
ARENA = record("Arena", "", "Land", ARENA_TEXT)
OGRE = record("Test Ogre", "{2}{R}", "Creature — Ogre", "", "3", "3")
PUP = record("Test Pup", "{1}{G}", "Creature — Dog", "", "2", "2")
WALL = record("Test Wall", "{1}{W}", "Creature — Wall", "", "0", "6")
SHROUDED = record("Test Hexproof Elf", "{G}", "Creature — Elf", "Hexproof", "1", "1")
BOUNCE = record("Test Bounce", "{0}", "Instant", "Return target creature to its owner's hand.")
RECORDS = (MAGUS, ARENA, OGRE, PUP, WALL, SHROUDED, BOUNCE)
LANDS = (P("Mountain"),) * 3


def _game(alice: tuple[PermanentSpec, ...] = (P("Test Ogre"),),
          bob: tuple[PermanentSpec, ...] = (P("Test Pup"),),
          carol: tuple[PermanentSpec, ...] = (),
          dan: tuple[PermanentSpec, ...] = (P("Test Pup"), P("Test Wall"))) -> Game:
    """Alice (seat 0) has the Magus and three Mountains; Bob, Carol and Dan are her
    opponents."""
    return table(RECORDS, PlayerSpec(battlefield=(P("Magus of the Arena"), *LANDS, *alice),
                                     hand=("Test Bounce", "Test Bounce")),
                 PlayerSpec(battlefield=bob), PlayerSpec(battlefield=carol),
                 PlayerSpec(battlefield=dan))


def _activations(game: Game) -> list[ActivateAbility]:
    magus = one(game, "Magus of the Arena")
    return [a for a in game.legal_actions() if isinstance(a, ActivateAbility)
            and a.source == magus]


def _mine(game: Game, seat: int, name: str) -> int:
    found = [o for o in ids(game, name) if game.objects[o].controller == seat]
    assert len(found) == 1
    return found[0]


def _activate(game: Game, mine: int, opponent: int) -> None:
    """Alice activates the Magus targeting ``mine`` and naming ``opponent``."""
    game.apply(ActivateAbility(one(game, "Magus of the Arena"), 0,
                               targets=((mine,), (Seat(opponent),))))


def _until_priority(game: Game) -> None:
    """Answer any payment question (the first option) until a player has priority."""
    for _ in range(20):
        assert game.pending is not None
        if game.pending.kind == "priority":
            return
        game.apply(game.legal_actions()[0])
    raise AssertionError("no priority")



def test_the_records_compile() -> None:
    """The Magus and Arena compile: two target groups tapped, then one fight (CR 701.12a);
    spells and triggers whose target an opponent chooses stay unplayable (only an
    activation asks the opponent)."""
    compiled(MAGUS, ARENA, BOUNCE)
    evangelize = record("Evangelize", "{4}{W}", "Sorcery",
                        "Gain control of target creature of an opponent's choice they "
                        "control.")
    assert not card_is_compiled([compile_source(evangelize)])
    ability = compile_source(MAGUS).abilities[0]
    assert [s.by_opponent for s in ability.targets] == [False, True]  # type: ignore[union-attr]
    assert [s.filter.controller for s in ability.targets] == [  # type: ignore[union-attr]
        "you", "opponent"]


def test_the_named_opponent_is_asked_and_only_their_creatures_offered() -> None:
    """CR 601.2c: Alice chooses her creature and names an opponent; an opponent with no
    creature (Carol) can't be named. The named opponent, Dan (not Alice, not Bob), is asked,
    and only his creatures are offered; nothing is paid before he answers."""
    game = _game()
    ogre = one(game, "Test Ogre")
    named = {a.targets[1] for a in _activations(game)}
    assert named == {(Seat(1),), (Seat(3),)}
    assert {a.targets[0] for a in _activations(game)} == {(ogre,), (one(game, "Magus of the "
                                                                          "Arena"),)}
    _activate(game, ogre, 3)
    pending = game.pending
    assert pending is not None and pending.kind == "opponent_target" and pending.player == 3
    assert set(pending.options) == {_mine(game, 3, "Test Pup"), one(game, "Test Wall")}
    assert not any(game.objects[m].tapped for m in ids(game, "Mountain"))  # CR 601.2g-h later
    assert not game.stack
    assert PlayerView(game, 0).legal_actions == [] and PlayerView(game, 1).legal_actions == []
    assert len(PlayerView(game, 3).legal_actions) == 2


def test_the_activator_cant_choose_the_opponents_creature_or_name_carol() -> None:
    """The activator can't pick the opponent's creature herself, nor name an opponent who
    controls no creature (CR 601.2c)."""
    game = _game()
    ogre, pup = one(game, "Test Ogre"), _mine(game, 3, "Test Pup")
    magus = one(game, "Magus of the Arena")
    with pytest.raises(IllegalActionError):
        game.apply(ActivateAbility(magus, 0, targets=((ogre,), (pup,))))
    with pytest.raises(IllegalActionError):
        game.apply(ActivateAbility(magus, 0, targets=((ogre,), (Seat(2),))))
    with pytest.raises(IllegalActionError):
        game.apply(ActivateAbility(magus, 0, targets=((ogre,), (Seat(0),))))
    assert game.pending is not None and game.pending.kind == "priority"


def test_a_hexproof_creature_cant_be_chosen_and_its_controller_cant_be_named() -> None:
    """The chosen creature is the target of Alice's ability (CR 115, 702.11): a hexproof
    creature of Bob's can't be chosen, so Bob, whose only creature it is, can't be named."""
    game = _game(bob=(P("Test Hexproof Elf"),))
    assert {a.targets[1] for a in _activations(game)} == {(Seat(3),)}
    with pytest.raises(IllegalActionError):
        _activate(game, one(game, "Test Ogre"), 1)


def test_the_creatures_are_tapped_and_fight() -> None:
    """Dan chooses his Pup: both are tapped, then fight (CR 701.12a): the Pup dies, the
    Ogre has 2 damage; the costs were paid after his choice."""
    game = _game()
    ogre, pup = one(game, "Test Ogre"), _mine(game, 3, "Test Pup")
    _activate(game, ogre, 3)
    game.apply(Choose((pup,)))
    _until_priority(game)
    assert game.objects[one(game, "Magus of the Arena")].tapped
    assert sum(game.objects[m].tapped for m in ids(game, "Mountain")) == 3
    assert game.stack and game.objects[game.stack[-1]].stack.targets == (  # type: ignore
        (ogre,), (pup,))
    settle(game)
    assert pup not in game.battlefield
    assert game.objects[ogre].tapped and game.objects[ogre].damage == 2


def test_an_already_tapped_creature_still_fights() -> None:
    """Ruling 4: tapped creatures can be targeted; tapping them again does nothing, but
    they still deal damage."""
    game = _game(alice=(P("Test Ogre", tapped=True),), dan=(P("Test Wall", tapped=True),))
    ogre, wall = one(game, "Test Ogre"), one(game, "Test Wall")
    _activate(game, ogre, 3)
    assert game.pending is not None and game.pending.options == (wall,)
    game.apply(Choose((wall,)))
    _until_priority(game)
    settle(game)
    assert game.objects[wall].damage == 3 and game.objects[ogre].damage == 0


@pytest.mark.parametrize("gone", ["mine", "theirs"])
def test_either_creature_gone_the_other_is_tapped_and_no_damage(gone: str) -> None:
    """Ruling 1 (CR 608.2b, 701.12b): if either target leaves the battlefield before the
    ability resolves, the remaining one is tapped, but no damage is dealt."""
    game = _game()
    ogre, pup = one(game, "Test Ogre"), _mine(game, 3, "Test Pup")
    _activate(game, ogre, 3)
    game.apply(Choose((pup,)))
    _until_priority(game)
    leaving, staying = (ogre, pup) if gone == "mine" else (pup, ogre)
    game.apply(CastSpell(ids(game, "Test Bounce", "hand")[0], targets=((leaving,),)))
    settle(game)
    assert leaving not in game.battlefield
    assert game.objects[staying].tapped and game.objects[staying].damage == 0
    assert not any(isinstance(e, ev.Fought) for e in game.events)


def test_both_creatures_gone_the_ability_doesnt_resolve() -> None:
    """Ruling 1, CR 608.2b: with both targets gone, the ability doesn't resolve."""
    game = _game()
    ogre, pup = one(game, "Test Ogre"), _mine(game, 3, "Test Pup")
    _activate(game, ogre, 3)
    game.apply(Choose((pup,)))
    _until_priority(game)
    ability = game.stack[-1]
    for target in (ogre, pup):
        game.apply(CastSpell(ids(game, "Test Bounce", "hand")[0], targets=((target,),)))
        _until_priority(game)
    settle(game)
    assert ability not in game.stack and ogre not in game.battlefield
    assert not any(isinstance(e, ev.Fought) for e in game.events)


def test_a_replay_reproduces_the_opponents_choice() -> None:
    """DESIGN: setup + actions reproduce the game, the opponent's answer included."""
    game = _game()
    _activate(game, one(game, "Test Ogre"), 3)
    game.apply(Choose((one(game, "Test Wall"),)))
    _until_priority(game)
    settle(game)
    again = Game.load(save_game(game, replay_only=True), pool(*(
        compile_source(r) for r in RECORDS)))
    assert events_hash(again) == events_hash(game)
    assert again.objects[one(again, "Test Wall")].damage == 3


def test_the_heuristic_opponent_picks_the_creature_that_survives() -> None:
    """The AI named by the ability chooses its creature that survives the fight (the Wall,
    0/6, against the 3/3 Ogre), not the Pup that would die."""
    game = _game()
    _activate(game, one(game, "Test Ogre"), 3)
    pending = game.pending
    assert pending is not None
    answer = AIAgent(seed=1).decide(PlayerView(game, 3), pending)
    assert answer == Choose((one(game, "Test Wall"),))


PREACHER = record("Preacher", "{1}{W}{W}", "Creature — Human Cleric",
                  "You may choose not to untap this creature during your untap step.\n{T}: "
                  "For as long as this creature remains tapped, gain control of target "
                  "creature of an opponent's choice they control.", "1", "1")
STEAL = record("Test Steal", "{0}", "Instant",
               "Gain control of target creature until end of turn.")


def _preacher_game() -> Game:
    return table((PREACHER, STEAL, PUP, OGRE),
                 PlayerSpec(battlefield=(P("Preacher"),)),
                 PlayerSpec(hand=("Test Steal",), battlefield=(P("Test Ogre"),)),
                 PlayerSpec(), PlayerSpec(battlefield=(P("Test Pup"),)))


def test_preacher_the_named_opponent_chooses_and_alice_gains_control() -> None:
    """Preacher's ruling: "you choose an opponent, then that opponent chooses the target";
    Alice gains control of it while Preacher stays tapped."""
    compiled(PREACHER, STEAL)
    game = _preacher_game()
    preacher, pup = one(game, "Preacher"), one(game, "Test Pup")
    index = next(a.index for a in game.legal_actions() if isinstance(a, ActivateAbility)
                 and a.source == preacher)
    game.apply(ActivateAbility(preacher, index, targets=((Seat(3),),)))
    assert game.pending is not None and game.pending.player == 3
    assert game.pending.options == (pup,)
    game.apply(Choose((pup,)))
    settle(game)
    assert game.objects[pup].controller == 0


def test_preacher_the_target_no_longer_the_chosen_opponents_doesnt_resolve() -> None:
    """Preacher's ruling (CR 608.2b): "As the ability resolves, if the target isn't a
    creature controlled by the chosen opponent, the ability won't resolve": Bob takes Dan's
    Pup in response, so Alice doesn't gain control of it."""
    game = _preacher_game()
    preacher, pup = one(game, "Preacher"), one(game, "Test Pup")
    index = next(a.index for a in game.legal_actions() if isinstance(a, ActivateAbility)
                 and a.source == preacher)
    game.apply(ActivateAbility(preacher, index, targets=((Seat(3),),)))
    game.apply(Choose((pup,)))
    _until_priority(game)
    game.apply(PassPriority())  # Alice passes; Bob takes the Pup
    assert game.pending is not None and game.pending.player == 1
    game.apply(CastSpell(one(game, "Test Steal", "hand"), targets=((pup,),)))
    settle(game)
    assert game.objects[pup].controller == 1
