"""Hidden cards keep no identity a player could follow (issue 18): a shuffle renumbers the
library (CR 701.20a), and a card leaving a hidden zone unseen shows no old id in another
player's log (CR 400.2, 400.7, 708.5)."""

from __future__ import annotations

from collections import Counter

from tests.dice_rules._util import game, lands, one, resolve
from tests.face_down._cards import EXTRA, face_down_cast, hand_card
from tests.madness_suspend.test_foretell import _start

from grimoire.oracle.compiler import compile_source
from grimoire.rules import events as ev
from grimoire.rules.actions import CastSpell, Foretell
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

RESHUFFLE = compile_source({"name": "Test Reshuffle", "type_line": "Sorcery",
                            "mana_cost": "{U}",
                            "oracle_text": "Shuffle your graveyard into your library."})


def test_a_shuffle_gives_every_library_card_a_new_id() -> None:
    """CR 701.20a, 400.2: the opponent sees Lightning Bolt and Grizzly Bears go from the
    graveyard into the library (a public move: names and new ids in their log); after the
    shuffle neither id, nor any other id the library had, names a card any more, the
    library holds the same cards, and the next draw shows the opponent no old id."""
    g = game(PlayerSpec(hand=("Test Reshuffle",), battlefield=lands("Island", 1),
                        graveyard=("Lightning Bolt", "Grizzly Bears")), extra=[RESHUFFLE])
    library = g.players[0].library
    before_ids = set(library)
    before_names = Counter(g.objects[o].name for o in library)
    start = g.event_count if hasattr(g, "event_count") else len(g.events)
    g.apply(CastSpell(one(g, "Test Reshuffle", "hand")))
    resolve(g)
    theirs = g.view(1).log(start)
    seen = {e.new: e.name for e in theirs if isinstance(e, ev.ZoneChanged)
            and (e.from_zone, e.to_zone) == ("graveyard", "library")}
    assert sorted(seen.values()) == ["Grizzly Bears", "Lightning Bolt"]
    assert any(isinstance(e, ev.Shuffled) and e.player == 0 for e in theirs)
    assert not (set(library) & (before_ids | set(seen)))
    assert not any(oid in g.objects for oid in seen)
    assert Counter(g.objects[o].name for o in library) == before_names + Counter(seen.values())
    assert library == sorted(library)  # new ids ascend from the bottom, like the setup's


def test_the_opponents_draw_shows_no_old_id() -> None:
    """CR 400.2, 401.3: a card drawn from a library leaves a hidden zone for a hidden
    zone: the drawing player's own log has its ids and name, the opponent's neither."""
    g = game(PlayerSpec(), step="upkeep")
    top = g.players[0].library[-1]
    start = len(g.events)
    resolve(g)  # pass priority in the upkeep: the draw step's draw (CR 504.1)
    for _ in range(4):
        if len(g.players[0].hand) > 0:
            break
        g.apply(g.legal_actions()[0])
    mine = [e for e in g.view(0).log(start) if isinstance(e, ev.ZoneChanged)
            and (e.from_zone, e.to_zone) == ("library", "hand")]
    theirs = [e for e in g.view(1).log(start) if isinstance(e, ev.ZoneChanged)
              and (e.from_zone, e.to_zone) == ("library", "hand")]
    assert [(e.old, e.name) for e in mine] == [(top, g.objects[g.players[0].hand[0]].name)]
    assert [(e.old, e.name) for e in theirs] == [(0, "?")]
    assert theirs[0].new == mine[0].new


def test_a_foretold_card_shows_no_hand_id() -> None:
    """CR 702.143a, 708.5: a card foretold from the hand is exiled face down; had the
    opponent learned its hand id (a revealed hand), the log's old id would name it. The
    owner's log keeps both ids."""
    g = _start(("Demon Bolt",), "Mountain", 3)
    card = one(g, "Demon Bolt", "hand")
    start = len(g.events)
    g.apply(Foretell(card))
    exiled = one(g, "Demon Bolt", "exile")
    [mine] = [e for e in g.view(0).log(start) if isinstance(e, ev.ZoneChanged)]
    [theirs] = [e for e in g.view(1).log(start) if isinstance(e, ev.ZoneChanged)]
    assert (mine.old, mine.new, mine.name) == (card, exiled, "Demon Bolt")
    assert (theirs.old, theirs.new, theirs.name) == (0, exiled, "?")


def test_a_face_down_spell_shows_no_hand_id() -> None:
    """CR 702.37c, 708.4: a creature spell cast face down from the hand: the opponent's
    log shows a face-down spell with a new id, not which hand card it was."""
    g = game(PlayerSpec(hand=("Battering Craghorn",), battlefield=lands("Mountain", 3)),
             extra=EXTRA)
    card = hand_card(g, "Battering Craghorn")
    start = len(g.events)
    g.apply(face_down_cast(g, card))
    moves = [e for e in g.view(1).log(start) if isinstance(e, ev.ZoneChanged)
             and e.from_zone == "hand"]
    assert moves and all((e.old, e.name) == (0, "?") for e in moves)
    mine = [e for e in g.view(0).log(start) if isinstance(e, ev.ZoneChanged)
            and e.from_zone == "hand"]
    assert [e.old for e in mine] == [card]


def test_a_shuffled_card_keeps_what_applies_to_it() -> None:
    """CR 400.7, 701.20a: a shuffle is no zone change, so a card keeps a permission to be
    played (keyed by its id) under its new id; only the id is new."""
    from grimoire.rules import zones
    g = game(PlayerSpec())
    card = g.players[0].library[3]
    name = g.objects[card].name
    g.play_permissions[card] = (0, "end_of_turn")
    zones.shuffle(g, 0)
    [now] = [o for o, entry in g.play_permissions.items() if entry == (0, "end_of_turn")]
    assert now != card and card not in g.objects
    assert g.objects[now].name == name and now in g.players[0].library


def _progenitus_shuffled_in(seed: int) -> tuple[Game, list[int], dict[int, str]]:
    """Seat 1's Progenitus is destroyed (lethal damage, CR 704.5g) and "reveal Progenitus
    and shuffle it into its owner's library instead" applies; seat 1's library is five
    Forests under an Island on top. Returns the game, the library's ids before, and the
    ids seat 0's log showed going into the library, with their names."""
    from tests.dice_rules._util import perm
    from tests.replacement._cards import DEFINITIONS

    from grimoire.rules.actions import PassPriority
    g = game(PlayerSpec(), PlayerSpec(battlefield=(perm("Progenitus"),),
                                      library=("Island",) + ("Forest",) * 5),
             extra=DEFINITIONS, seed=seed)
    library = g.players[1].library
    assert g.objects[library[-1]].name == "Island"  # the top card (the list's end)
    before = list(library)
    g.objects[one(g, "Progenitus")].damage = 10
    start = len(g.events)
    g.apply(PassPriority())
    seen = {e.new: e.name for e in g.view(0).log(start) if isinstance(e, ev.ZoneChanged)
            and e.to_zone == "library"}
    return g, before, seen


def test_shuffled_into_the_library_instead_shuffles_the_whole_library() -> None:
    """CR 701.20a: "shuffle it into its owner's library" randomizes the whole library so
    that no player knows its order. The revealed Progenitus's new id (in the log) and the
    library's old ids name nothing afterwards, a Shuffled event follows the move, and the
    Island that was known on top ends anywhere (before: the card was slipped into one
    random place and the Island stayed in the top two)."""
    depths: set[int] = set()
    for seed in range(16):
        g, before, seen = _progenitus_shuffled_in(seed)
        library = g.players[1].library
        assert list(seen.values()) == ["Progenitus"]
        assert not (set(library) & (set(before) | set(seen)))
        events = g.events
        moved = next(i for i, e in enumerate(events) if isinstance(e, ev.ZoneChanged)
                     and e.to_zone == "library")
        assert any(isinstance(e, ev.Shuffled) and e.player == 1 for e in events[moved:])
        names = [g.objects[o].name for o in library]
        assert sorted(names) == ["Forest"] * 5 + ["Island", "Progenitus"]
        depths.add(len(names) - 1 - names.index("Island"))
    assert max(depths) >= 3
