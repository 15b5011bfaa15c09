"""One target per player (CR 115.1, 601.2c) exiled until the source leaves (CR 610.3):
Battle at the Helvault, "I, II — For each player, exile up to one target non-Saga, nonland
permanent that player controls until this Saga leaves the battlefield. III — Create Avacyn,
a legendary 8/8 white Angel creature token with flying, vigilance, and indestructible."

* The targets: up to one per player, yourself included; never two controlled by the same
  player; never a Saga or a land (CR 115.1, 601.2c; the filter).
* CR 610.3a: the exiled cards return to the battlefield under their owners' control when the
  Saga leaves (the final-chapter sacrifice, CR 714.4, or destroyed).
* CR 610.3c: if the Saga left before the chapter ability resolves, nothing is exiled.
* CR 608.2b: a target gone before resolution is not exiled; the others are."""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

HELVAULT = record(
    "Battle at the Helvault", "{4}{W}{W}", "Enchantment — Saga",
    "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after "
    "III.)\nI, II — For each player, exile up to one target non-Saga, nonland permanent that "
    "player controls until this Saga leaves the battlefield.\nIII — Create Avacyn, a "
    "legendary 8/8 white Angel creature token with flying, vigilance, and indestructible.")
DISENCHANT = record("Disenchant", "{1}{W}", "Instant",
                    "Destroy target artifact or enchantment.")
UNSUMMON = record("Unsummon", "{U}", "Instant", "Return target creature to its owner's hand.")
SOL_RING = record("Sol Ring", "{1}", "Artifact", "{T}: Add {C}{C}.")
SAGA = record("Love Song of Night and Day", "{2}{W}", "Enchantment — Saga",
              "I — You and target opponent each draw two cards.\nII — Create a 1/1 white "
              "Bird creature token with flying.\nIII — Put a +1/+1 counter on each of up to "
              "two target creatures.")
"""(Dave's Saga, without read ahead: a Saga can't be chosen.)"""
RECORDS = (HELVAULT, DISENCHANT, UNSUMMON, SOL_RING, SAGA)
LANDS = tuple(PermanentSpec(n) for n in ("Plains",) * 8 + ("Island",))


def test_the_record_compiles() -> None:
    """Both chapters compile: one target group of up to one per player."""
    compiled(HELVAULT)


def _game(hand: tuple[str, ...] = ()) -> Game:
    return table(RECORDS,
                 PlayerSpec(hand=("Battle at the Helvault", *hand),
                            battlefield=(*LANDS, PermanentSpec("Grizzly Bears"))),
                 PlayerSpec(battlefield=(PermanentSpec("Hill Giant"),
                                         PermanentSpec("Serra Angel"))),
                 PlayerSpec(battlefield=(PermanentSpec("Sol Ring"), PermanentSpec("Forest"))),
                 PlayerSpec(battlefield=(PermanentSpec("Love Song of Night and Day",
                                                       counters=(("lore", 1),)),
                                         PermanentSpec("Swamp"))))


def _cast_to_targets(game: Game) -> None:
    game.apply(CastSpell(one(game, "Battle at the Helvault", "hand")))
    advance(game, lambda g: g.pending is not None and g.pending.kind == "trigger_targets")


def _choose(game: Game, names: tuple[str, ...]) -> None:
    wanted = {one(game, n) for n in names}
    d = game.pending
    assert d is not None and d.kind == "trigger_targets"
    (pick,) = [o for o in d.options if set(o[0]) == wanted]
    game.apply(Choose(pick))


def _settle(game: Game) -> None:
    advance(game, lambda g: not g.stack and g.pending is not None
            and g.pending.kind == "priority")


def test_the_target_choices_one_per_player_no_saga_no_land() -> None:
    """CR 601.2c: every option has at most one permanent per controller (Bob's two creatures
    never together), at most four targets, no land and not Dave's Saga."""
    game = _game()
    _cast_to_targets(game)
    d = game.pending
    assert d is not None
    lands = set(ids(game, "Plains")) | set(ids(game, "Forest")) | set(ids(game, "Swamp"))
    saga = one(game, "Love Song of Night and Day")
    bobs = {one(game, "Hill Giant"), one(game, "Serra Angel")}
    seen: set[int] = set()
    for (group,) in d.options:
        assert len(group) <= 4 and not set(group) & lands and saga not in group
        assert len(set(group) & bobs) <= 1
        controllers = [game.objects[t].controller for t in group]
        assert len(controllers) == len(set(controllers))
        seen |= set(group)
    assert seen == bobs | {one(game, "Grizzly Bears"), one(game, "Sol Ring")}
    assert ((),) in d.options  # "up to one": none at all


def test_exiled_until_the_saga_leaves() -> None:
    """Chapter I exiles Bob's Hill Giant, Carol's Sol Ring and Alice's own Bears; when Alice
    destroys the Saga, they return under their owners' control (CR 610.3a)."""
    game = _game(("Disenchant",))
    _cast_to_targets(game)
    _choose(game, ("Hill Giant", "Sol Ring", "Grizzly Bears"))
    _settle(game)
    assert not ids(game, "Hill Giant") and not ids(game, "Sol Ring")
    assert not ids(game, "Grizzly Bears") and ids(game, "Serra Angel")
    assert {game.objects[o].name for o in game.exile} >= {"Hill Giant", "Sol Ring",
                                                          "Grizzly Bears"}
    helvault = one(game, "Battle at the Helvault")
    game.apply(CastSpell(one(game, "Disenchant", "hand"), targets=((helvault,),)))
    _settle(game)
    assert game.objects[one(game, "Hill Giant")].controller == 1
    assert game.objects[one(game, "Sol Ring")].controller == 2
    assert game.objects[one(game, "Grizzly Bears")].controller == 0


def test_the_saga_gone_before_the_chapter_resolves_exiles_nothing() -> None:
    """CR 610.3c: Alice destroys her Saga in response to chapter I: the targets stay."""
    game = _game(("Disenchant",))
    _cast_to_targets(game)
    _choose(game, ("Hill Giant", "Sol Ring"))
    helvault = one(game, "Battle at the Helvault")
    game.apply(CastSpell(one(game, "Disenchant", "hand"), targets=((helvault,),)))
    _settle(game)
    assert ids(game, "Hill Giant") and ids(game, "Sol Ring")
    assert not ids(game, "Battle at the Helvault")


def test_a_target_gone_the_others_are_exiled() -> None:
    """CR 608.2b: Bob's Giant is returned to his hand in response; Carol's Sol Ring is still
    exiled."""
    game = _game(("Unsummon",))
    _cast_to_targets(game)
    _choose(game, ("Hill Giant", "Sol Ring"))
    game.apply(CastSpell(one(game, "Unsummon", "hand"), targets=((one(game, "Hill Giant"),),)))
    _settle(game)
    assert ids(game, "Hill Giant", "hand") and not ids(game, "Sol Ring")


def test_chapter_three_then_the_sacrifice_returns_everything() -> None:
    """Chapters I and II exile one permanent of Bob's each turn; chapter III creates Avacyn;
    the Saga is then sacrificed (CR 714.4) and both return to Bob (CR 610.3a)."""
    game = _game()
    _cast_to_targets(game)
    _choose(game, ("Hill Giant",))
    _settle(game)
    advance(game, lambda g: g.pending is not None and g.pending.kind == "trigger_targets"
            and g.active == 0)
    _choose(game, ("Serra Angel",))
    _settle(game)
    assert not ids(game, "Hill Giant") and not ids(game, "Serra Angel")
    advance(game, lambda g: g.active == 0 and g.turn > 7 and bool(ids(game, "Avacyn"))
            and not g.stack)
    avacyn = game.objects[one(game, "Avacyn")]
    assert avacyn.controller == 0 and "legendary" in avacyn.info.supertypes
    assert {"flying", "vigilance", "indestructible"} <= set(avacyn.info.keywords)
    assert not ids(game, "Battle at the Helvault")
    assert game.objects[one(game, "Hill Giant")].controller == 1
    assert game.objects[one(game, "Serra Angel")].controller == 1
    game.apply(PassPriority())
