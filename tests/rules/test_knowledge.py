"""What a player legitimately knows about hidden cards, and the search AI's samples that
keep it (issue 18): CR 400.2, 401.3 (a library's order is unknown), 402.3 (a hand is
hidden), 701.16a (a revealed card is shown to all), 701.18a (scry: the player looks at
the cards and puts them back in the order they choose), 701.20a (a shuffle: no one
knows the order any more), 400.7 (a card that changed zones is a new object)."""

from __future__ import annotations

import random

from tests.dice_rules._util import game, lands, perm

from grimoire.oracle.compiler import compile_source
from grimoire.rules import knowledge, zones
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.determinize import determinize
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

OMEN = compile_source({"name": "Test Omen", "type_line": "Sorcery", "mana_cost": "{U}",
                       "oracle_text": "Scry 3."})
PEEK = compile_source({"name": "Test Peek", "type_line": "Sorcery", "mana_cost": "{U}",
                       "oracle_text": "Target player reveals their hand."})
BOUNCE = compile_source({"name": "Test Bounce", "type_line": "Instant", "mana_cost": "{U}",
                         "oracle_text": "Return target creature to its owner's hand."})
EXTRA = [OMEN, PEEK, BOUNCE]
LIBRARY = ("Grizzly Bears", "Forest", "Lightning Bolt", "Giant Growth", "Island",
           "Llanowar Elves", "Mountain", "Swamp")
OTHER = ("Plains", "Lightning Bolt", "Shock", "Forest", "Island", "Llanowar Elves")
HAND = ("Shock", "Giant Growth", "Llanowar Elves")


def _cast(g: Game, name: str, targets: tuple[tuple[object, ...], ...] = ()) -> None:
    card = next(o for o in g.players[0].hand if g.objects[o].name == name)
    g.apply(CastSpell(card, targets=targets))  # type: ignore[arg-type]
    while g.pending is not None and g.pending.kind == "priority" and g.stack:
        g.apply(PassPriority())


def _names(g: Game, ids: list[int]) -> list[str]:
    return [g.objects[o].name for o in ids]


def _scried(bottom: int = 0) -> tuple[Game, list[str]]:
    """Seat 0 scries 3 (Grizzly Bears, Forest, Lightning Bolt from the top): ``bottom`` of
    them (the top ones) go to the bottom, the others go back on top one at a time, the
    second card of those left first (it ends up on top). Returns the game and the names
    of seat 0's library from the top after it."""
    g = game(PlayerSpec(hand=("Test Omen",), battlefield=lands("Island", 2), library=LIBRARY),
             PlayerSpec(hand=HAND, library=OTHER), extra=EXTRA)
    _cast(g, "Test Omen")
    top = list(reversed(g.players[0].library[-3:]))
    assert g.pending is not None and g.pending.kind == "choose_objects"
    assert set(g.pending.options) == set(top)
    g.apply(Choose(tuple(top[:bottom])))
    kept = top[bottom:]
    while g.pending is not None and g.pending.kind == "choose_objects":
        pick = kept[1] if len(kept) > 1 and kept[1] in g.pending.options \
            else g.pending.options[0]
        kept = [o for o in kept if o != pick]
        g.apply(Choose((pick,)))
    return g, _names(g, list(reversed(g.players[0].library)))


def test_the_cards_scried_back_on_top_are_known_to_the_scrier_only() -> None:
    """CR 701.18a: the player saw the three cards and chose their order; the opponent
    knows none of them. Reordering moved them (new objects, CR 400.7): the knowledge
    follows the player's own placing."""
    g, library = _scried()
    top3 = list(reversed(g.players[0].library))[:3]
    assert library[:3] == ["Forest", "Lightning Bolt", "Grizzly Bears"]
    assert {o for o, _ in g.view(0).known_cards()} == set(top3)
    assert g.view(1).known_cards() == ()
    assert g.view(0).definition(top3[0]).name == "Forest"


def test_the_scriers_samples_keep_the_top_cards_and_deal_the_rest() -> None:
    """The search AI's sample for the scrier keeps the three known cards where they are,
    in every sample; the cards below are dealt at random (their order is unknown,
    CR 401.3), so they differ between samples."""
    g, library = _scried()
    below = set()
    for seed in range(12):
        sample = determinize(g.view(0), random.Random(seed))
        names = _names(sample, list(reversed(sample.players[0].library)))
        assert names[:3] == library[:3]
        assert sorted(names) == sorted(library)
        below.add(tuple(names[3:]))
    assert len(below) > 1


def test_the_opponents_samples_never_read_the_scried_cards() -> None:
    """CR 401.3: the opponent doesn't know the scried cards; their samples deal seat 0's
    top cards at random like the rest (several different tops over 12 samples)."""
    g, _ = _scried()
    tops = {_names(s, s.players[0].library[-1:])[0]
            for s in (determinize(g.view(1), random.Random(seed)) for seed in range(12))}
    assert len(tops) > 1


def test_a_card_scried_to_the_bottom_stays_known_there() -> None:
    """CR 701.18a: the card put on the bottom is known to the scrier at the bottom."""
    g, library = _scried(bottom=1)
    assert library[-1] == "Grizzly Bears"
    for seed in range(6):
        sample = determinize(g.view(0), random.Random(seed))
        assert _names(sample, sample.players[0].library[:1]) == ["Grizzly Bears"]


def test_a_shuffle_forgets_the_order() -> None:
    """CR 701.20a: after a shuffle no player knows the library's order: nothing stays
    known, and the samples deal the whole library again."""
    g, _ = _scried()
    zones.shuffle(g, 0)
    assert g.view(0).known_cards() == ()
    assert not g.known


def test_a_revealed_hand_is_known_to_all_until_its_cards_move() -> None:
    """CR 701.16a: a revealed hand is shown to every player; the opponent's samples keep
    it exactly, card for card, while the unseen library is dealt."""
    g = game(PlayerSpec(hand=("Test Peek",), battlefield=lands("Island", 1), library=LIBRARY),
             PlayerSpec(hand=HAND, library=OTHER), extra=EXTRA)
    _cast(g, "Test Peek", ((Seat(1),),))
    hand = g.players[1].hand
    assert {o for o, _ in g.view(0).known_cards()} == set(hand)
    for seed in range(6):
        sample = determinize(g.view(0), random.Random(seed))
        assert _names(sample, sample.players[1].hand) == _names(g, hand)
        assert sorted(_names(sample, sample.players[1].library)) == sorted(OTHER)


def test_a_creature_returned_to_its_owners_hand_is_known() -> None:
    """CR 400.2: the creature was public as it left the battlefield; everyone saw it go
    to the hand, so the other player's samples keep it there (the rest of that hand is
    dealt from the unseen cards)."""
    g = game(PlayerSpec(hand=("Test Bounce",), battlefield=lands("Island", 1)),
             PlayerSpec(hand=HAND, library=OTHER, battlefield=(perm("Grizzly Bears"),)),
             extra=EXTRA)
    bears = next(o for o in g.battlefield if g.objects[o].name == "Grizzly Bears")
    _cast(g, "Test Bounce", ((bears,),))
    (back,) = [o for o in g.players[1].hand if g.objects[o].name == "Grizzly Bears"]
    assert g.view(0).known_cards() == ((back, "Grizzly Bears"),)
    for seed in range(6):
        sample = determinize(g.view(0), random.Random(seed))
        assert sample.objects[back].name == "Grizzly Bears"


def test_a_known_card_drawn_from_the_top_stays_known() -> None:
    """The top card's place is public: the opponent who knew it (revealed to all on top
    of the library) knows it in the hand it is drawn into; a card known deeper in a
    library that its owner searches for and takes is not followed."""
    g = game(PlayerSpec(battlefield=lands("Island", 1), library=LIBRARY),
             PlayerSpec(hand=HAND, library=OTHER), extra=EXTRA)
    library = g.players[1].library
    top, deeper = library[-1], library[0]
    knowledge.revealed(g, (top, deeper))
    drawn = zones.draw(g, 1)
    taken = zones.move(g, deeper, "hand")
    assert [o for o, _ in g.view(0).known_cards()] == drawn
    assert taken not in g.known and deeper not in g.known



def test_the_scriers_sample_never_reads_the_cards_they_do_not_know() -> None:
    """CR 401.3, 402.3: the known top cards aside, the sample depends on no hidden card:
    the same game with the unknown cards (seat 0's library below the scried cards; seat
    1's hand and library) dealt again among each seat's own, and another RNG state,
    gives seat 0 the very same sample."""
    g, _ = _scried()
    other = g.copy()
    known = {o for o, _ in g.view(0).known_cards()}
    unknown = []
    for group in (other.players[0].library, (*other.players[1].hand,
                                             *other.players[1].library)):
        ids = [o for o in group if o not in known]  # each seat's own cards: a position's
        infos = [other.objects[o].info for o in ids]  # hidden cards stand for its deck list
        random.Random(7).shuffle(infos)
        for oid, info in zip(ids, infos, strict=True):
            clone = other.objects[oid].copy()
            clone.info, clone.base = info, None
            other.objects[oid] = clone
        unknown += ids
    other.rng = random.Random(4242)
    assert _names(g, unknown) != _names(other, unknown)
    a, b = (determinize(x.view(0), random.Random(11)) for x in (g, other))
    for seat in (0, 1):
        for zone in ("hand", "library"):
            assert _names(a, getattr(a.players[seat], zone)) == \
                _names(b, getattr(b.players[seat], zone))
