"""Cards revealed "until" one matches are known to every player (CR 701.16a: shown to all
players, and still revealed "for as long as necessary to complete the parts of the effect
that card is relevant to"): the card put into its owner's hand is one the opponent knows
there; the rest put on the bottom of the library in a random order are reordered, so no
longer revealed and new objects no one can tell apart (CR 701.16d). Evolutionary Leap,
compiled from its Oracle text."""

from __future__ import annotations

from tests.dice_rules._util import game, lands, perm

from grimoire.oracle.compiler import compile_source
from grimoire.rules import knowledge
from grimoire.rules.actions import ActivateAbility, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

LEAP = compile_source({
    "name": "Evolutionary Leap", "type_line": "Enchantment", "mana_cost": "{1}{G}",
    "oracle_text": "{G}, Sacrifice a creature: Reveal cards from the top of your library "
                   "until you reveal a creature card. Put that card into your hand and the "
                   "rest on the bottom of your library in a random order."})


def _leap(library: tuple[str, ...]) -> Game:
    """Alice sacrifices her Grizzly Bears to Evolutionary Leap (her library ``library``,
    top first); the ability resolves."""
    g = game(PlayerSpec(battlefield=(perm("Evolutionary Leap"), perm("Grizzly Bears"),
                                     *lands("Forest", 1)), library=library),
             PlayerSpec(library=("Island",) * 8), extra=[LEAP])
    leap = next(o for o in g.battlefield if g.objects[o].name == "Evolutionary Leap")
    bears = next(o for o in g.battlefield if g.objects[o].name == "Grizzly Bears")
    g.apply(ActivateAbility(leap, 0, costs=(bears,)))
    while g.pending is not None and g.pending.kind == "priority" and g.stack:
        g.apply(PassPriority())
    assert not g.stack
    return g


def test_the_found_card_is_known_in_hand_and_the_reordered_rest_is_not() -> None:
    """Forest, Island, then Llanowar Elves are revealed: Bob knows the Elves in Alice's
    hand (CR 701.16a); the Forest and the Island went to the bottom in a random order
    (CR 701.16d): he doesn't know which of her library cards they are."""
    g = _leap(("Forest", "Island", "Llanowar Elves", "Mountain", "Swamp", "Plains"))
    elves = [o for o in g.players[0].hand if g.objects[o].name == "Llanowar Elves"]
    assert len(elves) == 1
    assert knowledge.known_to(g, 1) == (elves[0],)
    names = [g.objects[o].name for o in g.players[0].library]  # bottom first
    assert sorted(names[:2]) == ["Forest", "Island"]


def test_nothing_found_nothing_known() -> None:
    """No creature card in the library: every card is revealed, none goes to the hand, all
    go to the bottom in a random order — Bob knows none of them afterwards."""
    g = _leap(("Forest", "Island", "Mountain"))
    assert len(g.players[0].library) == 3 and not g.players[0].hand
    assert knowledge.known_to(g, 1) == ()
