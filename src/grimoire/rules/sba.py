"""State-based actions (CR 704): checked whenever a player would receive priority.

All applicable actions are performed simultaneously as one event, then the check repeats
until none applies (CR 704.3). The legend rule needs a choice (CR 704.5j): that returns
a decision, and the check resumes after the answer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.rules import attachments, damage, hooks, query, zones
from grimoire.rules.actions import Decision
from grimoire.rules.batch import abandon, close_batch, open_batch
from grimoire.rules.cardinfo import present
from grimoire.rules.control import sync
from grimoire.rules.counters import add_counters
from grimoire.rules.grants import refresh
from grimoire.rules.layers import own_info, world
from grimoire.rules.replace import ProposedLoss, outcome, replace
from grimoire.rules.transform import day_night_check

if TYPE_CHECKING:
    from grimoire.rules.game import Game


SPECIAL_WORDS = frozenset({"saga", "daybound", "nightbound", "ControlAttached"})
"""What a card's IR needs for the special checks: a Saga (CR 704.5s), day/night (CR 702.145),
an Aura's "You control enchanted ..." (CR 613.1b). A game without them skips their scan."""


def _legend_conflict(game: Game) -> tuple[int, tuple[int, ...]] | None:
    seen: dict[tuple[int, str], list[int]] = {}
    for oid in game.battlefield:
        obj = game.objects[oid]
        if obj.info.is_legendary:
            seen.setdefault((obj.controller, obj.name), []).append(oid)
    for (controller, _), ids in seen.items():
        if len(ids) > 1:
            return controller, tuple(ids)
    return None


def check(game: Game) -> Decision | None:
    """Perform state-based actions until none apply; a decision if a player must choose."""
    given = False
    if game.n_statics or game.n_granted or game.effects or game.command:
        for refresh_types in hooks.BEFORE_SBA.funcs:  # CR 613.1d: living metal, station
            refresh_types(game)
        given = _given(game)
        if not given:  # CR 613.1f: granted abilities
            refresh(game)
    objects = game.objects
    special = present(game, SPECIAL_WORDS) and any(
        objects[o].info.special_sba or objects[o].own_controller is not None
        for o in game.battlefield)
    if (game.n_statics or game.effects or special) and not given:
        sync(game)  # CR 613.1b: control-changing effects (layer 2)
    if special:
        day_night_check(game)  # CR 702.145c-g: immediately, checked with state-based actions
    acted = False
    while True:
        performed, legends = _round(game, special)
        for state_based in hooks.STATE_BASED.in_game(game):  # CR 704.6f planes, 704.5t
            if game.result is None:
                performed = state_based(game) or performed
        if not performed:
            break
        acted = True
        if game.result is not None or game.one_shots:  # CR 610.3: the cards a source
            return None  # exiled "until" it left return first; the check runs again after
    if acted and (game.n_statics or game.n_granted or game.effects or game.command):
        refresh(game)  # CR 613: a permanent put into a graveyard may have ended effects
        # ("for as long as ~ remains on the battlefield", a static's grant, CR 611.2b-3a)
        sync(game)  # ... control-changing ones too (CR 613.1b: Opportunistic Dragon died)
    for asks in hooks.SBA_DECISIONS.funcs if game.states else ():  # CR 903.9a: a commander
        # to the command zone?
        choice = asks(game)
        if choice is not None:
            return choice
    # The last round changed nothing, so its count of legendary permanents is current:
    # with fewer than two there is no conflict to look for.
    conflict = _legend_conflict(game) if legends > 1 else None
    if conflict is not None:  # CR 704.5j: the controller chooses one to keep
        controller, ids = conflict
        return Decision("legend_rule", controller, prompt="legend rule: keep which?",
                        options=ids, rule="CR 704.5j")
    return None


def _given(game: Game) -> bool:
    """Whether the layers' world is the one :func:`refresh` last gave the permanents and
    each permanent has its info and controller there: then ``refresh`` and ``sync`` would
    both change nothing (the tests of their first loops, in one loop: it runs at every
    check in a game with continuous effects)."""
    current = world(game)
    if current is not game.chars_given or len(current) != len(game.battlefield):
        return False
    objects = game.objects
    for oid in game.battlefield:
        chars = current.get(oid)
        obj = objects[oid]
        if chars is None or chars.controller != obj.controller \
                or chars.info is not own_info(obj):
            return False
    return True


def _round(game: Game, special: bool = True) -> tuple[bool, int]:
    """One simultaneous round of state-based actions: whether any was performed, and how
    many legendary permanents the round saw on the battlefield (for CR 704.5j).
    ``special``: whether a permanent may need a Saga check (CR 704.5s)."""
    losers: list[tuple[int, str]] = []
    for p in game.players:
        if p.lost:
            continue
        if p.life <= 0:
            losers.append((p.index, "0 or less life (CR 704.5a)"))
        elif p.drew_from_empty:
            losers.append((p.index, "drew from an empty library (CR 704.5b)"))
        elif p.counters and p.counters.get("poison", 0) >= 10:
            losers.append((p.index, "ten or more poison counters (CR 704.5c)"))
    for more in hooks.LOSERS.funcs if game.states else ():  # CR 704.6c: 21 combat damage
        losers.extend(x for x in more(game) if all(x[0] != s for s, _ in losers))
    if losers and game.n_statics:  # CR 104.3: an effect may say a player can't lose
        kept = [(s, r) for s, r in losers if outcome(game, ProposedLoss(s, r)) is not None]
        for seat, reason in [x for x in losers if x not in kept]:  # CR 614.1a: "instead
            replace(game, ProposedLoss(seat, reason))  # exile ~ and ..." is done now
        for seat, _ in set(losers) - set(kept):  # CR 704.5b looks at draws since the last
            game.players[seat].drew_from_empty = False  # check only: this one is spent
        losers = kept
    to_graveyard: list[int] = []
    destroyed: set[int] = set()
    cease: list[int] = []
    counters_fix: list[int] = []
    attached: list[int] = []
    objects = game.objects
    legends = 0
    plain = not (game.n_statics or game.effects or game.command or game.n_granted)
    current = None if plain else world(game)  # (read once: what characteristics() reads)
    for oid in game.battlefield:
        obj = objects[oid]
        info = obj.info
        if info.is_legendary:
            legends += 1
        if info.is_creature:
            if plain and info.cda is None and not obj.counters:
                toughness = info.toughness or 0  # query.toughness without effects
            else:
                chars = None if current is None or obj.counters else current.get(oid)
                if chars is not None and not chars.switched and not chars.dynamic \
                        and chars.info is own_info(obj):
                    toughness = (chars.toughness or 0) + chars.t_mod  # layers.toughness,
                    # inline
                else:
                    toughness = query.toughness(game, obj)
                    current = None if plain else world(game)  # (it may have been rebuilt)
            if toughness <= 0:  # CR 704.5f
                to_graveyard.append(oid)
            elif (obj.damage >= toughness or (obj.deathtouched and obj.damage > 0)) \
                    and not query.has_keyword(game, obj, "indestructible"):
                # CR 704.5g lethal damage, CR 704.5h deathtouch: destroyed
                to_graveyard.append(oid)
                destroyed.add(oid)
        if "planeswalker" in info.types and obj.counter("loyalty") <= 0:
            to_graveyard.append(oid)  # CR 704.5i
        if obj.counters and obj.counters.get("+1/+1") and obj.counters.get("-1/-1"):
            counters_fix.append(oid)  # CR 704.5q
        if obj.attached_to is not None or "Aura" in info.subtypes:
            attached.append(oid)  # CR 704.5m-n, 704.5p: checked below
        obj.deathtouched = False
    if game.n_volatile:  # tokens or copies of cards exist somewhere
        for zone_ids in (game.exile, game.stack, game.command):
            for oid in zone_ids:
                obj = objects[oid]
                if obj.kind == "token" or (obj.kind == "copy" and obj.zone != "stack"):
                    cease.append(oid)
        for p in game.players:
            for zone_ids in (p.library, p.hand, p.graveyard):
                for oid in zone_ids:
                    if objects[oid].kind in ("token", "copy"):  # CR 704.5d, 704.5e
                        cease.append(oid)
    unattach: list[int] = []
    if attached:  # CR 704.5m-n, 704.5p (protection, CR 702.16c-d, is one reason)
        unattach = attachments.illegal_attachments(game, attached)
    sagas: list[int] = []
    if special:  # CR 704.5s: Sagas past their final chapter
        for to_sacrifice in hooks.SBA_SACRIFICES.funcs:
            sagas.extend(to_sacrifice(game))
    if not (losers or to_graveyard or cease or counters_fix or unattach or sagas):
        return False, legends
    open_batch(game)  # CR 704.3: all of them at once, one batch of events
    try:
        _perform(game, losers, to_graveyard, destroyed, cease, counters_fix, unattach, sagas)
    except BaseException:
        abandon(game)
        raise
    close_batch(game)
    return True, legends


def _perform(game: Game, losers: list[tuple[int, str]], to_graveyard: list[int],
             destroyed: set[int], cease: list[int], counters_fix: list[int],
             unattach: list[int], sagas: list[int]) -> None:
    """Perform one round's state-based actions (CR 704.3)."""
    objects = game.objects
    for oid in sagas:
        if oid in objects:
            zones.sacrifice(game, oid)
    if unattach:
        attachments.fix(game, unattach)
    for oid in to_graveyard:
        if oid in objects:
            if oid in destroyed:
                damage.destroy(game, oid, by_rule=True)  # regeneration can replace it
                # (CR 704.5g-h), a shield counter can't (CR 122.1c: "as the result of an effect")
            else:
                zones.move(game, oid, "graveyard")
    for oid in cease:
        if oid in objects:
            zones.cease(game, oid)
    for oid in counters_fix:
        fixed = objects.get(oid)
        if fixed is not None and fixed.counters:
            n = min(fixed.counters.get("+1/+1", 0), fixed.counters.get("-1/-1", 0))
            add_counters(game, fixed, "+1/+1", -n)
            add_counters(game, fixed, "-1/-1", -n)
    for seat, reason in losers:
        game.lose(seat, reason, check_end=False)
    if losers:
        game.check_end()  # CR 104.4a: all remaining players losing at once is a draw


def keep_legend(game: Game, keep: int, options: tuple[int, ...]) -> None:
    """Apply the legend-rule choice: the others go to the graveyard (CR 704.5j)."""
    for oid in options:
        if oid != keep and oid in game.objects:
            zones.move(game, oid, "graveyard")
