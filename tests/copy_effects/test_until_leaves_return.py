"""Cards exiled "until ~ leaves the battlefield" return with their "as it enters" choices
(CR 610.3, 610.3c-d; 614.1c, 614.12, 707.5), wherever the source leaves: in a state-based
action (the soak's game 1767: Abdel Adrian dies to damage and the Altered Ego it exiled asks
what it copies, with no resolution to resume), in a resolving spell's instruction, or as a
cost. The return is a one-shot effect that asks, is answered and happens exactly once.

Expectations from the rules and rulings: CR 610.3c (the cards return under their owners'
control), 610.3d (simultaneously), Clone's ruling (it can't copy a creature entering at the
same time), CR 707.5 (a declined copy enters as itself: a 0/0 Clone dies, CR 704.5f).
"""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.rules import events as ev
from grimoire.rules import query
from grimoire.rules.actions import ActivateAbility, CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

ABDEL = record("Abdel Adrian, Gorion's Ward", "{4}{W}", "Legendary Creature — Human Warrior",
               "When Abdel Adrian enters, exile any number of other nonland permanents you "
               "control until Abdel Adrian leaves the battlefield. Create a 1/1 white Soldier "
               "creature token for each permanent exiled this way.\nChoose a Background (You "
               "can have a Background as a second commander.)", "4", "4")
PRIEST = record("Banisher Priest", "{1}{W}{W}", "Creature — Human Cleric",
                "When this creature enters, exile target creature an opponent controls until "
                "this creature leaves the battlefield.", "2", "2")
CLONE = record("Clone", "{3}{U}", "Creature — Shapeshifter",
               "You may have this creature enter as a copy of any creature on the "
               "battlefield.", "0", "0")
EGO = record("Altered Ego", "{X}{2}{G}{U}", "Creature — Shapeshifter",
             "This spell can't be countered.\nYou may have this creature enter as a copy of "
             "any creature on the battlefield, except it enters with X additional +1/+1 "
             "counters on it.", "0", "0")
BANNER = record("Heraldic Banner", "{3}", "Artifact",
                "As this artifact enters, choose a color.\nCreatures you control of the chosen "
                "color get +1/+0.\n{T}: Add one mana of the chosen color.")
BEARS = record("Grizzly Bears", "{1}{G}", "Creature — Bear", "", "2", "2")
ANGEL = record("Serra Angel", "{3}{W}{W}", "Creature — Angel",
               "Flying\nVigilance", "4", "4")
SLASH = record("Flame Slash", "{R}", "Sorcery", "Flame Slash deals 4 damage to target creature.")
MURDER = record("Murder", "{1}{B}{B}", "Instant", "Destroy target creature.")
ALTAR = record("Ashnod's Altar", "{3}", "Artifact",
               "Sacrifice a creature: Add {C}{C}.")
RECORDS = (ABDEL, PRIEST, CLONE, EGO, BANNER, BEARS, ANGEL, SLASH, MURDER, ALTAR)


def test_the_records_compile() -> None:
    """Every card of these tests compiles with nothing the engine ignores."""
    compiled(*RECORDS)


def _lands(name: str, n: int) -> tuple[PermanentSpec, ...]:
    return tuple(PermanentSpec(name) for _ in range(n))


def _exiled_under_abdel(*mine: str, hand: tuple[str, ...] = ("Flame Slash",),
                        theirs: tuple[str, ...] = ("Serra Angel",)) -> tuple[Game, int]:
    """Alice's Clone copies her Grizzly Bears; she casts Abdel Adrian, whose trigger exiles
    ``mine`` (names as they are on the battlefield) until it leaves. Returns the game and
    Abdel's id, with Alice holding priority and the stack empty."""
    lands = (*_lands("Island", 4), *_lands("Plains", 5), *_lands("Mountain", 1),
             *_lands("Swamp", 3))
    game = table(RECORDS, PlayerSpec(
        hand=("Clone", "Abdel Adrian, Gorion's Ward", *hand),
        battlefield=(*lands, PermanentSpec("Grizzly Bears"), PermanentSpec("Heraldic Banner"))),
        PlayerSpec(battlefield=tuple(PermanentSpec(n) for n in theirs)))
    game.objects[one(game, "Heraldic Banner")].chosen = "W"
    game.apply(CastSpell(one(game, "Clone", "hand")))
    _pass_until_asked(game)
    bears = one(game, "Grizzly Bears")
    game.apply(Choose((bears,)))
    game.apply(CastSpell(one(game, "Abdel Adrian, Gorion's Ward", "hand")))
    _pass_until_asked(game)
    assert game.pending is not None and game.pending.kind == "choose_objects"
    chosen = tuple(o for o in game.pending.options if _label(game, o) in mine)
    game.apply(Choose(chosen))
    _pass_until_asked(game)
    return game, one(game, "Abdel Adrian, Gorion's Ward")


def _label(game: Game, oid: int) -> str:
    """The card's own name (the Clone copying the Bears is "Clone")."""
    obj = game.objects[oid]
    return obj.base.name if obj.copied is not None and obj.base is not None else obj.name


def _pass_until_asked(game: Game) -> None:
    """Pass priority until a decision other than priority is pending or the stack is
    empty."""
    for _ in range(20):
        d = game.pending
        if d is None or d.kind != "priority" or not game.stack:
            return
        game.apply(PassPriority())


def _returns(game: Game, name: str) -> list[ev.ZoneChanged]:
    return [e for e in game.events if isinstance(e, ev.ZoneChanged) and e.name == name
            and e.from_zone == "exile" and e.to_zone == "battlefield"]


def test_clone_and_banner_return_after_abdel_dies_to_a_state_based_action() -> None:
    """The soak's game 1767: Abdel Adrian dies to damage (CR 704.5g, a state-based action);
    the Clone and the Heraldic Banner it exiled return at once (CR 610.3, 610.3d). The Clone
    asks what it enters as a copy of (CR 707.5) — not of Abdel, gone, nor of the Banner —
    and the Banner asks for a color (CR 614.12); both are back exactly once."""
    game, abdel = _exiled_under_abdel("Clone", "Heraldic Banner")
    assert {game.objects[o].name for o in game.exile} == {"Clone", "Heraldic Banner"}
    assert len(ids(game, "Soldier")) == 2
    game.apply(CastSpell(one(game, "Flame Slash", "hand"), targets=((abdel,),)))
    _pass_until_asked(game)
    d = game.pending
    assert d is not None and d.kind == "choose_objects" and d.player == 0
    assert d.rule == "CR 707.5, 614.1c"
    names = {game.objects[o].name for o in d.options}
    assert names == {"Grizzly Bears", "Serra Angel", "Soldier"}
    assert ids(game, "Abdel Adrian, Gorion's Ward", "graveyard")
    game.apply(Choose((one(game, "Serra Angel"),)))
    d = game.pending
    assert d is not None and d.kind == "choose_color" and d.player == 0
    game.apply(Choose("G"))
    assert game.pending is not None and game.pending.kind == "priority"
    assert not game.exile and not game.one_shots and not game.resolving
    clone = [o for o in ids(game, "Serra Angel") if game.objects[o].controller == 0]
    assert len(clone) == 1 and query.power(game, game.objects[clone[0]]) == 4
    assert query.keywords(game, game.objects[clone[0]]) == {"flying", "vigilance"}
    assert game.objects[one(game, "Heraldic Banner")].chosen == "G"
    assert len(_returns(game, "Clone")) == 1 and len(_returns(game, "Heraldic Banner")) == 1


def test_a_declined_copy_returns_as_a_zero_zero_and_dies() -> None:
    """The "may" declined (CR 707.5): the Clone enters as itself, a 0/0, and the next check
    puts it into the graveyard (CR 704.5f); the Banner still returns."""
    game, abdel = _exiled_under_abdel("Clone", "Heraldic Banner")
    game.apply(CastSpell(one(game, "Flame Slash", "hand"), targets=((abdel,),)))
    _pass_until_asked(game)
    game.apply(Choose(()))
    game.apply(Choose("R"))
    assert ids(game, "Clone", "graveyard") and ids(game, "Heraldic Banner")
    assert len(_returns(game, "Clone")) == 1


def test_the_clone_cannot_copy_a_creature_returning_with_it() -> None:
    """Abdel exiled the Clone and the Grizzly Bears; a resolving Murder destroys Abdel (the
    source leaves during an instruction, CR 608.2). Both return simultaneously (CR 610.3d),
    so the Bears are not among what the Clone may copy (Clone's ruling: only creatures
    already on the battlefield)."""
    game, abdel = _exiled_under_abdel("Clone", "Grizzly Bears", hand=("Murder",))
    assert len([o for o in game.exile if game.objects[o].name in ("Clone", "Grizzly Bears")]) == 2
    game.apply(CastSpell(one(game, "Murder", "hand"), targets=((abdel,),)))
    _pass_until_asked(game)
    d = game.pending
    assert d is not None and d.kind == "choose_objects"
    assert {game.objects[o].name for o in d.options} == {"Serra Angel", "Soldier"}
    game.apply(Choose((one(game, "Serra Angel"),)))
    _pass_until_asked(game)
    assert ids(game, "Grizzly Bears") and not [o for o in game.exile
                                               if game.objects[o].name == "Clone"]
    assert len(_returns(game, "Clone")) == 1 and len(_returns(game, "Grizzly Bears")) == 1


def test_returned_under_its_owner_who_chooses() -> None:
    """The class beyond Abdel: Banisher Priest exiles Bob's Altered Ego (a copy of his
    Bears) until it leaves; Alice sacrifices the Priest as a cost (Ashnod's Altar). The Ego
    returns under its owner's control (CR 610.3c) and Bob chooses what it copies (CR 707.5,
    614.1c), before either player next receives priority."""
    lands = (*_lands("Plains", 3),)
    game = table(RECORDS, PlayerSpec(hand=("Banisher Priest",),
                                     battlefield=(*lands, PermanentSpec("Ashnod's Altar"),
                                                  PermanentSpec("Serra Angel"))),
                 PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),),
                            exile=("Altered Ego",)))
    ego = one(game, "Altered Ego", "exile")
    game.apply(CastSpell(one(game, "Banisher Priest", "hand")))
    _pass_until_asked(game)
    for _ in range(5):  # its trigger targets Bob's Bears; then resolve it
        d = game.pending
        assert d is not None
        if d.kind == "priority" and not game.stack:
            break
        game.apply(PassPriority() if d.kind == "priority" else game.legal_actions()[0])
    priest = one(game, "Banisher Priest")
    assert game.exiled_until.get(priest) == (one(game, "Grizzly Bears", "exile"),)
    # Bob's Altered Ego exiled by the Priest too (as if by a second trigger)
    game.exiled_until[priest] = (*game.exiled_until[priest], ego)
    altar = one(game, "Ashnod's Altar")
    game.apply(ActivateAbility(altar, 0, costs=(priest,)))
    for _ in range(5):
        d = game.pending
        assert d is not None
        if d.kind == "choose_objects":
            break
        game.apply(PassPriority())
    d = game.pending
    assert d is not None and d.kind == "choose_objects" and d.player == 1
    assert {game.objects[o].name for o in d.options} == {"Serra Angel"}
    game.apply(Choose((one(game, "Serra Angel"),)))
    angels = {game.objects[o].controller for o in ids(game, "Serra Angel")}
    assert angels == {0, 1} and ids(game, "Grizzly Bears")
    assert game.objects[one(game, "Grizzly Bears")].controller == 1
    assert not game.exile and not game.one_shots
