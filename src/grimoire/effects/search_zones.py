"""Searching several zones, or another player's library (CR 701.19a, 701.20a).

"Search your graveyard, hand, and/or library for a card named X and put it onto the
battlefield. If you search your library this way, shuffle.": with "and/or" the searcher
first decides whether to search their library (a yes/no decision; the graveyard and hand
are public to them and searching them changes nothing else), then chooses the cards among
every searched zone (CR 701.19b: a search for a stated quality may find nothing). The
library is shuffled only if it was searched. "Search target player's library for three
cards and exile them": the searcher looks through the other player's library. "Search its
controller's graveyard, hand, and library for all cards with the same name as that spell":
the name is the object's last known one (CR 608.2h); every such card in the graveyard (a
public zone) is found, the hidden zones' ones only if the searcher finds them (701.19b).

>>> from grimoire.oracle import ir
>>> from grimoire.rules.registry import RESOLVERS
>>> RESOLVERS[ir.SearchZones].__name__
'search_zones'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import query, zones
from grimoire.rules.actions import Choose, Decision
from grimoire.rules.registry import resolves
from grimoire.rules.values import effect_amount, lki, objects, players

if TYPE_CHECKING:
    from grimoire.rules.actions import Action
    from grimoire.rules.game import Game
    from grimoire.rules.resolution import Resolution


def _key(node: ir.SearchZones) -> str:
    return f"search_zones:{node.bind}"


@resolves(ir.SearchZones)
def search_zones(game: Game, res: Resolution, node: ir.SearchZones,
                 answer: Action | None) -> Decision | None:
    """Ask whether to search the library ("and/or"), then which cards; move them; shuffle
    the searched library if the text says so."""
    who = players(game, res, node.player)
    owners = who if node.owner is None else players(game, res, node.owner)
    if not who or not owners:
        res.did = False
        res.bindings[node.bind] = ()
        return None
    searcher, owner = who[0], owners[0]
    key = _key(node)
    # "You choose a nonland card from it. Search ... for all cards with the same name as
    # that card" (Shimian Specter): the choice comes first (CR 608.2c, in text order), and
    # asking for it (NeedChoice) must happen before this node records anything, since the
    # node runs again from the start once the choice is bound (CR 608.2d).
    _names(game, res, node.same_name_as)
    optional_library = node.either and "library" in node.zones and len(node.zones) > 1
    if answer is None and optional_library:
        return Decision("yes_no", searcher, prompt="search your library too?",
                        options=(True, False), source=res.source, rule="CR 701.19a")
    if key not in res.scratch:
        with_library = "library" in node.zones
        if optional_library:
            assert isinstance(answer, Choose)
            with_library = answer.value is True
        res.scratch[key] = with_library
        return _choose(game, res, node, searcher, owner, with_library)
    assert isinstance(answer, Choose) and isinstance(answer.value, tuple)
    _found(game, res, node, searcher, owner, [int(v) for v in answer.value])
    return None


def _found(game: Game, res: Resolution, node: ir.SearchZones, searcher: int, owner: int,
           chosen: list[int]) -> None:
    """Move the found cards (the chosen ones and those a public zone must give up)."""
    found = [*res.scratch.pop(_key(node) + ":public", ()), *chosen]
    if node.destination is not None:
        found = [zones.move(game, oid, node.destination, controller=searcher,
                            tapped=node.tapped) for oid in found]
    res.bindings[node.bind] = tuple(found)
    res.did = bool(found)
    _finish(game, res, node, owner)


def _names(game: Game, res: Resolution, ref: ir.ObjectRef | None) -> set[str] | None:
    """The names of the objects ``ref`` names, from their last known information when
    they left their zone (CR 608.2h: "the same name as that spell" after it is countered)."""
    if ref is None:
        return None
    if isinstance(ref, ir.TargetRef):
        pos = res.toff + ref.index
        group = res.targets[pos] if pos < len(res.targets) else ()
        known = [lki(game, t) for t in group if isinstance(t, int)]
    else:
        known = [lki(game, oid) for oid in objects(game, res, ref)]
    return {obj.name for obj in known if obj is not None}


def _choose(game: Game, res: Resolution, node: ir.SearchZones, searcher: int, owner: int,
            with_library: bool) -> Decision | None:
    """The cards found: a choice among the searched zones' matching cards (CR 701.19)."""
    player = game.players[owner]
    names = _names(game, res, node.same_name_as)
    pool: list[int] = []
    public: list[int] = []
    for zone in node.zones:
        if zone == "library" and not with_library:
            continue
        cards = {"library": player.library, "hand": player.hand,
                 "graveyard": player.graveyard}.get(zone, [])
        found = [o for o in reversed(cards)
                 if query.matches(game, game.objects[o], node.filter, searcher, res.source)
                 and (names is None or game.objects[o].name in names)]
        (public if zone == "graveyard" and node.every and not node.up_to else pool).extend(
            found)
    if public:  # "all cards ... and exile them": every one in a public zone (CR 701.19b)
        res.scratch[_key(node) + ":public"] = tuple(public)
    count = len(pool) if node.every else effect_amount(game, res, node.count, res.you)
    # CR 701.19b: a search for a stated quality may find nothing; 701.19d: "up to"
    has_quality = node.filter != ir.ObjectFilter() or node.up_to or names is not None
    if not pool and public:
        _found(game, res, node, searcher, owner, [])
        return None
    if not pool or count <= 0:
        res.bindings[node.bind] = ()
        res.did = False
        _finish(game, res, node, owner)
        return None
    return Decision("choose_objects", searcher, prompt="search", options=tuple(pool),
                    min_count=0 if has_quality else min(count, len(pool)),
                    max_count=min(count, len(pool)), source=res.source, rule="CR 701.19")


def _finish(game: Game, res: Resolution, node: ir.SearchZones, owner: int) -> None:
    """CR 701.20a: "If you search your library this way, shuffle"."""
    if node.shuffle and res.scratch.pop(_key(node), False):
        zones.shuffle(game, owner)
    else:
        res.scratch.pop(_key(node), None)
