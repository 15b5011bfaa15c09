"""More classes of the theme decks: a search filter with X ("a green creature card with mana
value X or less", CR 107.3: X is the value announced), a cost change for "creature spells with
flying" (CR 601.2f), "reveals a card at random from their hand, then loses life equal to that
card's mana value" (CR 701.16a), a boost from the card a linked ability exiled (CR 607.2a),
"skips all combat phases of their next turn" (CR 500.11) and a state trigger, "When you
control no other creatures, sacrifice this creature" (CR 603.8)."""

from __future__ import annotations

from tests.deck_classes._cards import defs
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.oracle.support import engine_gaps
from grimoire.rules import query, zones
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

NAMES = ("Green Sun's Zenith", "Warden of Evos Isle", "Singe-Mind Ogre", "Phyrexian Ingester",
         "False Peace", "Emperor Crocodile")


def _game(p0: PlayerSpec, p1: PlayerSpec | None = None, **kw: object) -> Game:
    return game(p0, p1 or PlayerSpec(), extra=defs(*NAMES), **kw)  # type: ignore[arg-type]


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name


def test_green_creature_with_mana_value_x_or_less() -> None:
    """X=2: Grizzly Bears (2, green) can be found, Llanowar Elves (1) too, Craw Wurm (6)
    not; the Zenith is shuffled into the library."""
    p0 = PlayerSpec(hand=("Green Sun's Zenith",), battlefield=lands("Forest", 3),
                    library=("Craw Wurm", "Grizzly Bears", "Llanowar Elves", "Forest"))
    g = _game(p0)
    g.apply(CastSpell(one(g, "Green Sun's Zenith", "hand"), x=2))
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert g.pending is not None
    g.apply(Choose((one(g, "Grizzly Bears", "library"),)))
    resolve(g)
    names = {g.objects[o].name for o in g.battlefield}
    assert names & {"Grizzly Bears", "Llanowar Elves"} and "Craw Wurm" not in names
    assert any(g.objects[o].name == "Green Sun's Zenith" for o in g.players[0].library)


def test_zenith_choices_respect_x() -> None:
    p0 = PlayerSpec(hand=("Green Sun's Zenith",), battlefield=lands("Forest", 3),
                    library=("Craw Wurm", "Grizzly Bears", "Llanowar Elves", "Forest"))
    g = _game(p0)
    g.apply(CastSpell(one(g, "Green Sun's Zenith", "hand"), x=1))
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert g.pending is not None
    offered = {g.objects[o].name for o in g.pending.options if isinstance(o, int)}
    assert offered == {"Llanowar Elves"}


def test_creature_spells_with_flying_cost_less() -> None:
    """With the Warden: Wind Drake ({2}{U}, flying) castable with two lands; Hill Giant (no
    flying) not with three."""
    p0 = PlayerSpec(hand=("Wind Drake", "Hill Giant"), battlefield=(
        perm("Warden of Evos Isle"), *lands("Island", 1), *lands("Mountain", 1)))
    g = _game(p0)
    castable = {g.objects[a.card].name for a in g.legal_actions() if isinstance(a, CastSpell)}
    assert castable == {"Wind Drake"}


def test_random_card_revealed_mana_value() -> None:
    """A hand of one Hill Giant (mana value 4): the player loses 4; the card stays in hand.
    An empty hand: nothing revealed, no life lost."""
    for hand, life in ((("Hill Giant",), 16), ((), 20)):
        p0 = PlayerSpec(hand=("Singe-Mind Ogre",), battlefield=(*lands("Swamp", 2),
                                                                *lands("Mountain", 2)))
        g = _game(p0, PlayerSpec(hand=hand))
        g.apply(CastSpell(one(g, "Singe-Mind Ogre", "hand")))
        resolve(g, [Choose(((Seat(1),),))])
        assert g.players[1].life == life and len(g.players[1].hand) == len(hand)


def test_boost_from_the_exiled_card() -> None:
    """Phyrexian Ingester exiles Hill Giant (3/3): it is a 6/6; the "may" declined: 3/3."""
    for answer, pt in ((True, (6, 6)), (False, (3, 3))):
        p0 = PlayerSpec(hand=("Phyrexian Ingester",), battlefield=lands("Island", 7))
        g = _game(p0, PlayerSpec(battlefield=(perm("Hill Giant"),)))
        g.apply(CastSpell(one(g, "Phyrexian Ingester", "hand")))
        resolve(g, [Choose(((one(g, "Hill Giant"),),)), Choose(answer)])
        ingester = g.objects[one(g, "Phyrexian Ingester")]
        assert (query.power(g, ingester), query.toughness(g, ingester)) == pt


def test_skips_all_combat_phases_of_their_next_turn() -> None:
    """Seat 1's next turn goes from its precombat main phase to its postcombat one (no
    combat step gives priority); seat 1's turn after that has a combat phase again."""
    p0 = PlayerSpec(hand=("False Peace",), battlefield=lands("Plains", 1))
    g = _game(p0, PlayerSpec(battlefield=(perm("Hill Giant"),)))
    start = g.turn
    g.apply(CastSpell(one(g, "False Peace", "hand"), targets=((Seat(1),),)))
    resolve(g)
    seen: dict[int, list[str]] = {}
    for _ in range(600):
        if g.turn > start + 3 or g.pending is None:
            break
        if g.active == 1:
            seen.setdefault(g.turn, []).append(g.step)
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])
    skipped, normal = seen[start + 1], seen[start + 3]
    assert "main1" in skipped and "main2" in skipped
    assert "beginning_of_combat" not in skipped and "end_of_combat" not in skipped
    assert "beginning_of_combat" in normal


def test_state_trigger_sacrifices_when_alone() -> None:
    """CR 603.8: with another creature the Crocodile stays; when the other leaves it
    triggers once and is sacrificed."""
    p0 = PlayerSpec(battlefield=(perm("Emperor Crocodile"), perm("Grizzly Bears")))
    g = _game(p0)
    g.apply(PassPriority())
    assert one(g, "Emperor Crocodile")
    zones.move(g, one(g, "Grizzly Bears"), "graveyard")
    g.apply(PassPriority())  # (the state is checked as a player would receive priority)
    assert g.stack and len(g.stack) == 1  # it triggered once
    resolve(g)
    assert not [o for o in g.battlefield if g.objects[o].name == "Emperor Crocodile"]
    assert any(g.objects[o].name == "Emperor Crocodile" for o in g.players[0].graveyard)
