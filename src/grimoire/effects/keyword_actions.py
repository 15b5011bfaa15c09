"""Keyword actions of CR 701: amass (CR 701.44), incubate (CR 701.51), detain (CR 701.29:
a ``detained:<seat>`` flag on the permanent, read by :func:`is_detained`); and extra turns
(CR 500.7), kept in ``game.extra_turns`` and taken by :func:`next_turn_player`.

:func:`grimoire.effects.more_effects.keyword_action` hands the actions in
:data:`ACTIONS` to :func:`resolve`.

>>> incubator().back.name, incubator().back.card_types
('Phyrexian Token', ('artifact', 'creature'))
>>> army_spec("Orc").subtypes, army_spec("Orc").power
(('Orc', 'Army'), 0)
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from typing import TYPE_CHECKING

from grimoire.mechanics.ascend import ascend
from grimoire.mechanics.detain import ANY_DETENTION, DETAINED
from grimoire.mechanics.initiative import take as take_initiative
from grimoire.mechanics.planechase import chaos_ensues
from grimoire.mechanics.speed import increase as increase_speed
from grimoire.mechanics.vehicles import _swap
from grimoire.oracle import ir
from grimoire.oracle.tokens import compile_rules
from grimoire.rules import query, zones
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.attack_requirements import goad
from grimoire.rules.cardinfo import info_for, token_definition
from grimoire.rules.counters import add_counters
from grimoire.rules.flip import flip
from grimoire.rules.grants import own_info
from grimoire.rules.resolution import Resolution
from grimoire.rules.turn_order import add_extra_turn
from grimoire.rules.values import effect_amount, objects, players

if TYPE_CHECKING:
    from grimoire.rules.game import Game

ACTIONS = frozenset({"amass", "incubate", "extra_turn", "detain", "goad", "ascend", "chaos_ensues",
                     "speed_up", "learn", "take_initiative", "endure", "flip",
                     "goad_for_game"})
"""The keyword actions this module executes."""


LEARN = ir.Sequence((ir.MayDo(ir.Discard(ir.Fixed(1))), ir.IfDid(ir.DrawCards(ir.Fixed(1)))))
"""CR 701.45a: "Learn" means "You may discard a card. If you do, draw a card. If you didn't
discard a card, you may reveal a Lesson card you own from outside the game and put it into
your hand." A game Grimoire plays has no card outside it (CR 400.11: a deck's sideboard is
not loaded), so there is never a Lesson to reveal: the rest is the discard and the draw."""


@cache
def incubator() -> ir.CardDefinition:
    """CR 701.51b: the Incubator token, a transforming double-faced token: a colorless
    Incubator artifact with "{2}: Transform this artifact." whose back face is a 0/0
    colorless Phyrexian artifact creature named "Phyrexian Token"."""
    back = ir.CardDefinition("Phyrexian Token", card_types=("artifact", "creature"),
                             subtypes=("Phyrexian",), power=0, toughness=0)
    text = "{2}: Transform this artifact."
    return ir.CardDefinition("Incubator", card_types=("artifact",), subtypes=("Incubator",),
                             oracle_text=text, abilities=compile_rules("Incubator", text),
                             back=back)


def army_spec(subtype: str) -> ir.TokenSpec:
    """CR 701.44a: "a 0/0 black [subtype] Army creature token"."""
    return ir.TokenSpec(f"{subtype} Army", ("creature",), (subtype, "Army"), colors=("B",),
                        power=0, toughness=0)


def resolve(game: Game, res: Resolution, node: ir.KeywordAction,
            answer: Action | None) -> Decision | None:
    """Execute one keyword action of :data:`ACTIONS`."""
    seat = (players(game, res, node.player) or [res.you])[0]
    amount = effect_amount(game, res, node.amount, res.you) if node.amount is not None else 1
    if node.action == "incubate":
        _incubate(game, res, seat, amount)
        return None
    if node.action == "detain":
        _detain(game, res, node)
        return None
    if node.action in ("goad", "goad_for_game"):
        _goad(game, res, node)
        return None
    if node.action == "flip":  # CR 710.2, 710.4 (grimoire.rules.flip)
        what = node.what if node.what is not None else ir.ThisObject()
        res.did = any([flip(game, game.objects[o]) for o in objects(game, res, what)])
        return None
    if node.action == "learn":  # CR 701.45a
        res.push(LEARN, you=seat)
        return None
    if node.action == "speed_up":  # CR 702.179d (grimoire.mechanics.speed)
        increase_speed(game, seat, amount)
        res.did = True
        return None
    if node.action == "take_initiative":  # CR 723.3 (grimoire.mechanics.initiative)
        take_initiative(game, seat)
        res.did = True
        return None
    if node.action == "ascend":  # CR 702.131a (grimoire.mechanics.ascend)
        res.did = ascend(game, seat)
        return None
    if node.action == "extra_turn":
        add_extra_turn(game, seat)
        res.did = True
        return None
    if node.action == "endure":
        return _endure(game, res, node, amount, answer)
    if node.action == "chaos_ensues":  # CR 311.7, 701.32 (Will of the Planeswalkers)
        chaos_ensues(game, res.you)
        res.did = True
        return None
    return _amass(game, res, node, seat, amount, answer)


def _incubate(game: Game, res: Resolution, seat: int, amount: int) -> None:
    # CR 701.51a: create an Incubator token that enters with N +1/+1 counters on it.
    oid = zones.create_token(game, info_for(incubator()), seat)
    if amount > 0:
        add_counters(game, game.objects[oid], "+1/+1", amount)
    res.did = True
    return None


ARMY = ir.ObjectFilter(types_any=("creature",), subtypes_any=("Army",), controller="you")


def _armies(game: Game, seat: int) -> tuple[int, ...]:
    """The Army creatures ``seat`` controls (changelings included, CR 702.73a)."""
    return tuple(o for o in game.battlefield if query.matches(game, game.objects[o], ARMY, seat))


def _amass(game: Game, res: Resolution, node: ir.KeywordAction, seat: int, amount: int,
           answer: Action | None) -> Decision | None:
    # CR 701.44a: "If you don't control an Army creature, create a 0/0 black [subtype] Army
    # creature token. Choose an Army creature you control. Put N +1/+1 counters on that
    # creature. If it isn't a [subtype], it becomes a [subtype] in addition to its other
    # types." CR 701.44d: old "amass N" reads "amass Zombies N".
    subtype = node.subtype or "Zombie"
    armies = _armies(game, seat)
    if not armies:
        zones.create_token(game, info_for(token_definition(army_spec(subtype))), seat)
        armies = _armies(game, seat)
    if not armies:  # CR 701.44b: amassed even if the actions were impossible
        res.did = True
        return None
    if len(armies) > 1 and answer is None:
        return Decision("choose_objects", seat, prompt=f"amass {subtype}s {amount}",
                        options=armies, source=res.source, rule="CR 701.44a")
    chosen = armies[0] if answer is None else _chosen(answer)
    if chosen not in armies:
        chosen = armies[0]
    obj = game.objects[chosen]
    add_counters(game, obj, "+1/+1", amount)
    card = own_info(obj).card
    if subtype not in card.subtypes:  # a permanent type-changing effect (CR 613.1d)
        _swap(game, obj, replace(card, subtypes=(*card.subtypes, subtype)), "permanent")
    res.did = True
    return None


def spirit_spec(amount: int) -> ir.TokenSpec:
    """Endure's token: "an N/N white Spirit creature token"."""
    return ir.TokenSpec("Spirit", ("creature",), ("Spirit",), colors=("W",), power=amount,
                        toughness=amount)


def _endure(game: Game, res: Resolution, node: ir.KeywordAction, amount: int,
            answer: Action | None) -> Decision | None:
    """Endure N (its reminder text, Tarkir: Dragonstorm): "Put N +1/+1 counters on it or
    create an N/N white Spirit creature token." The ability's controller chooses; a
    permanent no longer on the battlefield can't get counters, so the token is created (the
    set's release notes). The token is the controller's."""
    found = [o for o in objects(game, res, node.what) if (obj := game.objects.get(o))
             is not None and obj.zone == "battlefield"] if node.what is not None else []
    if found and answer is None:
        return Decision("yes_no", res.you, prompt=f"endure {amount}: put {amount} +1/+1 "
                        f"counters on {game.objects[found[0]].name} (no: create a "
                        f"{amount}/{amount} Spirit token)?", options=(True, False),
                        source=res.source, rule="endure (reminder text)")
    if found and isinstance(answer, Choose) and answer.value is True:
        add_counters(game, game.objects[found[0]], "+1/+1", amount)
    else:
        zones.create_token(game, info_for(token_definition(spirit_spec(amount))), res.you)
    res.did = True
    return None


def _chosen(answer: Action) -> int:
    assert isinstance(answer, Choose)
    value = answer.value
    return int(value[0] if isinstance(value, tuple) else value)


def _detain(game: Game, res: Resolution, node: ir.KeywordAction) -> None:
    # CR 701.29a: "Until the next turn of the controller of that spell or ability, that
    # permanent can't attack or block and its activated abilities can't be activated."
    what = node.what if node.what is not None else ir.ThisObject()
    hit = [game.objects[o] for o in objects(game, res, what)
           if game.objects[o].zone == "battlefield"]
    for obj in hit:
        obj.flags = obj.flags | {f"{DETAINED}{res.you}", ANY_DETENTION}
    res.did = bool(hit)


def _goad(game: Game, res: Resolution, node: ir.KeywordAction) -> None:
    # CR 701.38a: goaded until the next turn of the controller of the spell or ability
    # ("goad_for_game": "goaded for the rest of the game").
    what = node.what if node.what is not None else ir.ThisObject()
    hit = [game.objects[o] for o in objects(game, res, what)
           if game.objects[o].zone == "battlefield"]
    for_game = node.action == "goad_for_game"
    res.did = any([goad(game, obj, res.you, for_game) for obj in hit])
