"""Another player reveals cards from their library until a card matches, puts it onto the
battlefield and shuffles the rest into their library (CR 701.20a reveal, 701.24a shuffle;
CR 110.2a: under their control; CR 608.2h: "its controller" of a creature moved off the
battlefield is its controller as it last existed there): Divergent Transformations ("Exile
two target creatures. For each of those creatures, its controller reveals cards from the top
of their library until they reveal a creature card, puts that card onto the battlefield, then
shuffles the rest into their library.") and its rulings; Polymorph ("... Its controller
reveals ... The player puts that card onto the battlefield, then shuffles all other cards
revealed this way into their library.")."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.rules import zones
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

DIVERGENT = record("Divergent Transformations", "{6}{R}", "Instant",
                   "Undaunted (This spell costs {1} less to cast for each opponent.)\nExile two "
                   "target creatures. For each of those creatures, its controller reveals cards "
                   "from the top of their library until they reveal a creature card, puts that "
                   "card onto the battlefield, then shuffles the rest into their library.")
POLYMORPH = record("Polymorph", "{3}{U}", "Sorcery",
                   "Destroy target creature. It can't be regenerated. Its controller reveals "
                   "cards from the top of their library until they reveal a creature card. The "
                   "player puts that card onto the battlefield, then shuffles all other cards "
                   "revealed this way into their library.")
MOUNTAINS = tuple(PermanentSpec("Mountain") for _ in range(4))


def test_the_records_compile() -> None:
    """Both compile with nothing the engine doesn't honour."""
    compiled(DIVERGENT, POLYMORPH)


def _resolve(game: Game) -> None:
    while game.stack:
        assert game.pending is not None
        game.apply(PassPriority() if game.pending.kind == "priority"
                   else game.legal_actions()[0])


def _four(bob_library: tuple[str, ...], carol_library: tuple[str, ...],
          active: int = 0) -> Game:
    alice = PlayerSpec(hand=("Divergent Transformations",), battlefield=MOUNTAINS,
                       library=("Island",) * 5)
    bob = PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),), library=bob_library)
    carol = PlayerSpec(battlefield=(PermanentSpec("Hill Giant"),), library=carol_library)
    return table((DIVERGENT,), alice, bob, carol, PlayerSpec(), step="main1", active=active)


def test_each_controller_replaces_their_creature() -> None:
    """Undaunted: {3}{R} with three opponents. Bob's Bears and Carol's Giant are exiled;
    Bob reveals Forest, Island, Serra Angel: the Angel enters under his control; Carol
    reveals Typhoid Rats first. The rest is shuffled back (the libraries keep their other
    cards)."""
    game = _four(("Forest", "Island", "Serra Angel", "Plains"),
                 ("Typhoid Rats", "Swamp", "Swamp"))
    bears, giant = one(game, "Grizzly Bears"), one(game, "Hill Giant")
    game.apply(CastSpell(one(game, "Divergent Transformations", "hand"),
                         targets=((bears, giant),)))
    _resolve(game)
    assert ids(game, "Grizzly Bears", "exile") and ids(game, "Hill Giant", "exile")
    angel, rats = one(game, "Serra Angel"), one(game, "Typhoid Rats")
    assert game.objects[angel].controller == 1 and game.objects[rats].controller == 2
    assert sorted(game.objects[o].name for o in game.players[1].library) == [
        "Forest", "Island", "Plains"]
    assert len(game.players[2].library) == 2


def test_one_players_two_creatures_twice() -> None:
    """Ruling: if one player's creatures are exiled, that player does it twice: two
    creatures from Bob's library."""
    alice = PlayerSpec(hand=("Divergent Transformations",), battlefield=MOUNTAINS)
    bob = PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"), PermanentSpec("Hill Giant")),
                     library=("Forest", "Serra Angel", "Island", "Typhoid Rats", "Plains"))
    game = table((DIVERGENT,), alice, bob, PlayerSpec(), PlayerSpec(), step="main1")
    game.apply(CastSpell(one(game, "Divergent Transformations", "hand"),
                         targets=((one(game, "Grizzly Bears"), one(game, "Hill Giant")),)))
    _resolve(game)
    assert game.objects[one(game, "Serra Angel")].controller == 1
    assert game.objects[one(game, "Typhoid Rats")].controller == 1
    assert len(game.players[1].library) == 3


def test_an_illegal_target_is_not_replaced() -> None:
    """Ruling, CR 608.2b: the Giant leaves the battlefield before resolution: Carol exiles
    and replaces nothing; Bob's Bears are still exiled and replaced."""
    game = _four(("Serra Angel",), ("Typhoid Rats",))
    bears, giant = one(game, "Grizzly Bears"), one(game, "Hill Giant")
    game.apply(CastSpell(one(game, "Divergent Transformations", "hand"),
                         targets=((bears, giant),)))
    zones.move(game, giant, "hand")
    _resolve(game)
    assert one(game, "Serra Angel") and not ids(game, "Typhoid Rats")
    assert ids(game, "Typhoid Rats", "library")


def test_a_stolen_creatures_controller_replaces_it() -> None:
    """CR 608.2h: "its controller" is the creature's controller as it last existed on the
    battlefield: Alice controls Bob's Bears (owned by Bob); Alice reveals from her own
    library and gets the creature; the Bears go to exile, their owner's."""
    alice = PlayerSpec(hand=("Divergent Transformations",),
                       battlefield=(*MOUNTAINS, PermanentSpec("Mountain")),
                       library=("Island", "Colossal Dreadmaw", "Island"))
    bob = PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),), library=("Serra Angel",))
    carol = PlayerSpec(battlefield=(PermanentSpec("Hill Giant"),), library=("Typhoid Rats",))
    game = table((DIVERGENT,), alice, bob, carol, step="main1")
    bears = one(game, "Grizzly Bears")
    game.objects[bears].controller = 0  # (as if Alice had gained control of it)
    game.apply(CastSpell(one(game, "Divergent Transformations", "hand"),
                         targets=((bears, one(game, "Hill Giant")),)))
    _resolve(game)
    assert game.objects[one(game, "Colossal Dreadmaw")].controller == 0
    assert ids(game, "Serra Angel", "library")


def test_no_creature_left_reveals_everything_and_shuffles() -> None:
    """Ruling: with no creature card in their library the player reveals it all, then
    shuffles; nothing enters, the library is unchanged in content."""
    game = _four(("Forest", "Island"), ("Typhoid Rats",))
    game.apply(CastSpell(one(game, "Divergent Transformations", "hand"),
                         targets=((one(game, "Grizzly Bears"), one(game, "Hill Giant")),)))
    _resolve(game)
    assert sorted(game.objects[o].name for o in game.players[1].library) == ["Forest", "Island"]
    assert one(game, "Typhoid Rats")


def test_active_player_first() -> None:
    """Ruling, CR 101.4: the player whose turn it is goes first, then turn order: on Carol's
    turn (Alice casts it, with flash-free instant speed), Carol's creature enters first."""
    game = _four(("Serra Angel",), ("Typhoid Rats",), active=2)
    bears, giant = one(game, "Grizzly Bears"), one(game, "Hill Giant")
    while game.pending is not None and game.pending.player != 0:
        game.apply(PassPriority())
    game.apply(CastSpell(one(game, "Divergent Transformations", "hand"),
                         targets=((bears, giant),)))
    _resolve(game)
    angel, rats = one(game, "Serra Angel"), one(game, "Typhoid Rats")
    assert game.objects[rats].timestamp < game.objects[angel].timestamp


def test_polymorph() -> None:
    """Polymorph: the destroyed Bears' controller (Bob) reveals until a creature card and
    puts it onto the battlefield; the rest is shuffled back."""
    alice = PlayerSpec(hand=("Polymorph",), battlefield=(*MOUNTAINS, PermanentSpec("Island")))
    bob = PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),),
                     library=("Forest", "Hill Giant", "Swamp"))
    game = table((POLYMORPH,), alice, bob, step="main1")
    game.apply(CastSpell(one(game, "Polymorph", "hand"), targets=((one(game, "Grizzly Bears"),),)))
    _resolve(game)
    assert ids(game, "Grizzly Bears", "graveyard")
    assert game.objects[one(game, "Hill Giant")].controller == 1
    assert sorted(game.objects[o].name for o in game.players[1].library) == ["Forest", "Swamp"]


PROTEUS = record("Proteus Staff", "{3}", "Artifact",
                 "{2}{U}, {T}: Put target creature on the bottom of its owner's library. That "
                 "creature's controller reveals cards from the top of their library until they "
                 "reveal a creature card. The player puts that card onto the battlefield and the "
                 "rest on the bottom of their library in any order. Activate only as a sorcery.")
SPELLSHIFT = record("Spellshift", "{3}{U}", "Instant",
                    "Counter target instant or sorcery spell. Its controller reveals cards from "
                    "the top of their library until they reveal an instant or sorcery card. That "
                    "player may cast that card without paying its mana cost. Then the player "
                    "shuffles.")


def test_the_player_who_puts_it_controls_it() -> None:
    """CR 110.2a: "The player puts that card onto the battlefield" (Proteus Staff): under
    that player's control, not the Staff's controller's."""
    from grimoire.oracle import ir
    from grimoire.oracle.compiler import compile_source
    compiled(PROTEUS)
    put = [n for n in ir.iter_nodes(compile_source(PROTEUS)) if isinstance(
        n, ir.PutOntoBattlefield)]
    assert put and isinstance(put[0].controller, ir.ControllerOf)


def test_another_players_cast_stays_unplayable() -> None:
    """"That player may cast that card" would be cast by the spell's controller: Spellshift
    stays a gap (grimoire.oracle.support)."""
    from grimoire.oracle.compiler import compile_source
    from grimoire.oracle.coverage import card_is_compiled
    assert not card_is_compiled([compile_source(SPELLSHIFT)])
