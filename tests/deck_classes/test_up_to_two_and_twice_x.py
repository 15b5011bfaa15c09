"""Two wordings of Thassa's Intervention (Flash of Ferocity): "Look at the top X cards of your
library. Put up to two of them into your hand and the rest on the bottom of your library in a
random order" (CR 107.1c "up to": any number from zero; CR 401.4, 701.20: the rest go to the
bottom) and "Counter target spell unless its controller pays twice {X}" (CR 118.12a: the
player may pay {X}{X}, X as announced for the spell, CR 107.3a). The Mana Rig's activated
ability has the first wording."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import one

from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

THASSA = record("Thassa's Intervention", "{X}{U}{U}", "Instant",
                "Choose one —\n• Look at the top X cards of your library. Put up to two of them "
                "into your hand and the rest on the bottom of your library in a random order.\n"
                "• Counter target spell unless its controller pays twice {X}.")
RIG = record("The Mana Rig", "{2}{R}", "Legendary Artifact",
             "Whenever you cast a multicolored spell, create a tapped Powerstone token. (It's an "
             "artifact with \"{T}: Add {C}. This mana can't be spent to cast a nonartifact "
             "spell.\")\n{X}{X}{X}, {T}: Look at the top X cards of your library. Put up to two "
             "of them into your hand and the rest on the bottom of your library in a random "
             "order.")
DIVINATION = record("Divination", "{2}{U}", "Sorcery", "Draw two cards.")
RECORDS = (THASSA, RIG, DIVINATION)
LIBRARY = ("Forest", "Plains", "Swamp", "Mountain", "Island") * 4


def test_the_records_compile() -> None:
    """Both cards compile with nothing the engine ignores."""
    compiled(THASSA, RIG)


def _look(picks: int) -> tuple[Game, list[str], list[str]]:
    """Cast mode one with X=3 and choose ``picks`` of the three cards; returns the game, the
    names of the chosen cards and of the others (the top of the library is its end)."""
    alice = PlayerSpec(battlefield=tuple(PermanentSpec("Island") for _ in range(5)),
                       hand=("Thassa's Intervention",), library=LIBRARY)
    game = table(RECORDS, alice, PlayerSpec(), PlayerSpec())
    cast = [a for a in game.legal_actions() if isinstance(a, CastSpell)
            and a.modes == (0,) and a.x == 3]
    game.apply(cast[0])
    for _ in range(3):
        game.apply(PassPriority())
    assert game.pending is not None and game.pending.kind == "choose_objects"
    assert (game.pending.min_count, game.pending.max_count) == (0, 2)
    assert len(game.pending.options) == 3  # the top X = 3 cards
    options = game.pending.options
    names = [game.objects[o].name for o in options]  # type: ignore[index]
    game.apply(Choose(tuple(options[:picks])))
    return game, names[:picks], names[picks:]


def test_up_to_two_into_the_hand() -> None:
    """X=3: two of the three cards go to the hand, the third to the bottom (library 20 ->
    18)."""
    game, chosen, rest = _look(2)
    hand = [game.objects[o].name for o in game.players[0].hand]
    assert sorted(hand) == sorted(chosen)
    library = [game.objects[o].name for o in game.players[0].library]
    assert len(library) == 18 and library[:1] == rest  # the bottom: the start


def test_none_may_be_chosen() -> None:
    """CR 107.1c: "up to two" allows none: all three go to the bottom."""
    game, _, rest = _look(0)
    assert not game.players[0].hand
    library = [game.objects[o].name for o in game.players[0].library]
    assert len(library) == 20 and sorted(library[:3]) == sorted(rest)


def _counter(bob_lands: int, pay: bool) -> Game:
    """Bob (active) casts Divination; Alice answers with X=2 Thassa's Intervention: Bob must
    pay {X}{X} = 4."""
    alice = PlayerSpec(battlefield=tuple(PermanentSpec("Island") for _ in range(4)),
                       hand=("Thassa's Intervention",))
    bob = PlayerSpec(battlefield=tuple(PermanentSpec("Island") for _ in range(3 + bob_lands)),
                     hand=("Divination",))
    game = table(RECORDS, alice, bob, active=1)
    game.apply(CastSpell(one(game, "Divination", "hand")))
    game.apply(PassPriority())
    spell = game.stack[-1]
    cast = [a for a in game.legal_actions() if isinstance(a, CastSpell)
            and a.modes == (1,) and a.x == 2 and a.targets == ((spell,),)]
    game.apply(cast[0])
    for _ in range(30):
        if not game.stack:
            break
        assert game.pending is not None
        if game.pending.kind == "yes_no":
            game.apply(Choose(pay))
        else:
            game.apply(PassPriority() if game.pending.kind == "priority"
                       else game.legal_actions()[0])
    return game


def test_twice_x_is_paid() -> None:
    """Bob has four lands left and pays {X}{X}: Divination resolves (he draws two)."""
    game = _counter(4, pay=True)
    assert len(game.players[1].hand) == 2
    assert all(game.objects[o].tapped for o in game.battlefield
               if game.objects[o].controller == 1)


def test_once_x_is_not_enough() -> None:
    """Bob has only three lands left (X + 1 but not 2X): he can't pay, Divination is
    countered."""
    game = _counter(3, pay=True)
    assert not game.players[1].hand
    assert one(game, "Divination", "graveyard")


def test_declining_counters() -> None:
    """Bob declines to pay although he could: countered."""
    game = _counter(4, pay=False)
    assert not game.players[1].hand
