"""Face-down spells and permanents (CR 708): morph, megamorph and disguise.

* **Casting face down** (CR 702.37a, 702.37c, 702.168a-b): the compiler gives a card with
  morph, megamorph or disguise an alternative cost of {3} whose cast option is
  ``"face_down"`` (or ``"disguised"``; :mod:`grimoire.oracle.face_down_text`). Casting with
  it turns the card face down as it is put onto the stack (CR 708.4): the object's info
  becomes :data:`FACE_DOWN` — a 2/2 creature with no name, no text, no subtypes, no mana
  cost, colorless (CR 708.2) — or :data:`DISGUISED` (the same with ward {2}); the card's own
  info is kept in ``obj.hidden``. The permanent the spell becomes is face down too.
* **Turning face up** (CR 116.2b, 702.37e, 702.168d): a special action any time its
  controller has priority, paying the morph/megamorph/disguise cost the card would have
  face up (:class:`~grimoire.rules.actions.TurnFaceUp`). Its own characteristics return
  (CR 708.8), counters, damage and effects stay; megamorph adds a +1/+1 counter
  (CR 702.37b); a :class:`~grimoire.rules.events.TurnedFaceUp` event fires "When ~ is
  turned face up" (no enters abilities trigger, CR 708.8).
* **Hidden information** (CR 708.5, 708.9): the opponent sees only the face-down info;
  its controller may look at it (:func:`identity`); leaving the battlefield (or the stack
  for anywhere but the battlefield) the card is revealed: the new object has its own info.

>>> FACE_DOWN.name, FACE_DOWN.power, FACE_DOWN.toughness, sorted(FACE_DOWN.types)
('', 2, 2, ['creature'])
>>> FACE_DOWN.colors, FACE_DOWN.mana_value, sorted(DISGUISED.keywords)
(frozenset(), 0, ['ward'])
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.core.mana import ManaCost
from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.rules import costs, grants, hooks, layers, manapay, zones
from grimoire.rules import events as ev
from grimoire.rules.actions import CastSpell, Choose, Decision, TurnFaceUp
from grimoire.rules.cardinfo import CardInfo, info_for, present
from grimoire.rules.counters import add_counters
from grimoire.rules.resolution import Resolution

if TYPE_CHECKING:
    from grimoire.rules.casting import CastContext
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

FLAG = "face_down"
"""The flag of a face-down object (and the cast option of a morph cast)."""
MANIFESTED = "manifested"
"""A manifested permanent (CR 701.34a): turned face up for its mana cost if a creature."""
CLOAKED = "cloaked"
"""A cloaked permanent (CR 701.56a): ward {2} while face down, like a manifested one."""
_KEPT = frozenset({MANIFESTED, CLOAKED})
DISGUISED_FLAG = "disguised"
"""The cast option of a disguise cast (CR 702.168a: ward {2} while face down)."""
hooks.CASTABLE_LAND_OPTIONS.update((FLAG, DISGUISED_FLAG))  # CR 702.37c: a land card too
TURN_UP_KEYWORDS = ("morph", "megamorph", "disguise")
"""CR 702.37a-b, 702.168a: keywords with a cost to turn the permanent face up."""
FACE_DOWN_WORDS = frozenset({FLAG, DISGUISED_FLAG, "manifest", "manifest_dread", "cloak"})
"""What puts a permanent face down, in a card's IR: a morph or disguise cost's option
(CR 702.37c, 702.168b) or a keyword action (manifest, manifest dread, cloak: CR 701.34a,
701.60a, 701.56a)."""

_FACE_DOWN_CARD = ir.CardDefinition("", card_types=("creature",), power=2, toughness=2)
_DISGUISED_CARD = ir.CardDefinition(
    "", card_types=("creature",), power=2, toughness=2,
    abilities=(ir.Keyword("ward", cost=ir.Cost(ManaCost(("2",)))),))
FACE_DOWN: CardInfo = info_for(_FACE_DOWN_CARD)
"""CR 702.37a, 708.2: a 2/2 creature with no text, no name, no subtypes, no mana cost."""
DISGUISED: CardInfo = info_for(_DISGUISED_CARD)
"""CR 702.168a: a 2/2 face-down creature with ward {2}."""


def is_face_down(obj: GameObject) -> bool:
    """Whether ``obj`` is face down."""
    return obj.hidden is not None


def turn_down(obj: GameObject, disguised: bool) -> None:
    """Turn ``obj`` face down (CR 708.4: before it is put onto the stack)."""
    if obj.hidden is None:
        obj.hidden = obj.base or obj.info
    obj.base = None
    obj.info = DISGUISED if disguised else FACE_DOWN
    obj.flags = obj.flags | {FLAG}


def cast_face_down(obj: GameObject, card: ir.CardDefinition, alt: int | None) -> bool:
    """Turn the card being cast face down if the alternative cost ``alt`` is a morph or
    disguise cost (CR 702.37c, 702.168b); True if it did."""
    if alt is None or not 0 <= alt < len(card.alternative_costs):
        return False
    option = card.alternative_costs[alt].option
    if option not in (FLAG, DISGUISED_FLAG):
        return False
    turn_down(obj, option == DISGUISED_FLAG)
    return True


def _casting(game: Game, player: int, card: GameObject, action: CastSpell,
             ctx: CastContext) -> frozenset[str]:
    if ctx.mode == "normal":  # CR 708.4: a morph or disguise cast is turned face down first
        cast_face_down(card, card.info.card, action.alt)
    return frozenset()


def carry(old: GameObject, new: GameObject, from_zone: str, to_zone: str) -> None:
    """A face-down object changed zones: a face-down spell resolving becomes a face-down
    permanent (CR 702.37c, 708.4); anywhere else it is revealed and is the card again
    (CR 708.9, 400.7)."""
    if old.hidden is None:
        return
    if to_zone in ("stack", "battlefield") and from_zone not in ("battlefield", to_zone):
        new.hidden = old.hidden
        new.flags = new.flags | (old.flags & _KEPT) | {FLAG}
        return
    new.info = old.hidden


def turn_up_cost(obj: GameObject, mana_cost: bool = False) -> tuple[str, ir.Cost] | None:
    """The keyword and cost that turn ``obj`` face up: the morph, megamorph or disguise
    cost it would have face up (CR 702.37e: without one it can't be turned up this way);
    with ``mana_cost``: the mana cost of a manifested or cloaked creature card
    (CR 701.34b, 701.56b; not an instant or sorcery, CR 701.34g)."""
    if obj.hidden is None:
        return None
    if mana_cost:
        card = obj.hidden.card
        if not obj.flags & {MANIFESTED, CLOAKED} or not obj.hidden.is_creature:
            return None
        return "manifest", ir.Cost(card.mana_cost)
    for ability in obj.hidden.card.abilities:
        if isinstance(ability, ir.Keyword) and ability.name in TURN_UP_KEYWORDS \
                and ability.cost is not None:
            return ability.name, ability.cost
    return None


def _may_take_abilities(game: Game) -> bool:
    """Whether any continuous effect could take an ability away now (CR 613.1f): a lasting
    effect that removes abilities or rewrites text, or a static "lose all abilities"."""
    if any(e.lose_all or e.remove_keywords or e.text_change for e in game.effects):
        return True
    for oid in game.battlefield:
        for _, static in game.objects[oid].info.statics:
            effect = static.effect
            if isinstance(effect, ir.ConditionalStatic):
                effect = effect.effect
            if isinstance(effect, ir.SetCharacteristics) and (
                    effect.lose_all_abilities or effect.replace_land_types):
                return True
    return False


def keeps_turn_up_cost(game: Game, obj: GameObject, keyword: str) -> bool:
    """CR 702.37e, 702.168d: a face-down permanent is turned face up for its morph or
    disguise cost only if it would have that cost face up; the effects applied to it
    still apply then (CR 708.8), so one that "loses all abilities" has none (Ovinize's
    ruling). Asked of the layers on a copy of the game with the permanent face up, only
    when some effect could take abilities away."""
    if not _may_take_abilities(game):
        return True
    trial = game.copy()
    up = trial.objects[obj.id]
    reveal(trial, up)
    trial.version += 1
    abilities = layers.characteristics(trial, up).abilities
    return any(isinstance(a, ir.Keyword) and a.name == keyword for a in abilities)


def problem(game: Game, player: int, oid: int, mana_cost: bool = False
            ) -> tuple[str, str] | None:
    """Why ``player`` can't turn ``oid`` face up now (before paying), or None."""
    obj = game.objects.get(oid)
    if obj is None or obj.zone != "battlefield" or obj.hidden is None:
        return ("that is not a face-down permanent", "CR 702.37e")
    if obj.controller != player:
        return ("you don't control that permanent", "CR 702.37e")
    found = turn_up_cost(obj, mana_cost)
    if found is None:
        if mana_cost:
            return ("only a manifested or cloaked creature card is turned face up for its "
                    "mana cost", "CR 701.34b")
        return ("it has no morph or disguise cost to turn it face up", "CR 702.37e")
    if not mana_cost and not keeps_turn_up_cost(game, obj, found[0]):
        return (f"it wouldn't have its {found[0]} cost face up (an effect took its "
                "abilities)", "CR 702.37e, 708.8")
    return None


def options(game: Game, player: int) -> list[TurnFaceUp]:
    """Every legal :class:`TurnFaceUp` for ``player`` now (CR 116.2b: with priority)."""
    out: list[TurnFaceUp] = []
    if not present(game, FACE_DOWN_WORDS):
        return out  # nothing in this game can be face down on the battlefield
    for oid in game.battlefield:
        obj = game.objects[oid]
        if obj.hidden is None or obj.controller != player:
            continue
        for mana_cost in (False, True):
            found = turn_up_cost(obj, mana_cost)
            if found is not None and (mana_cost or keeps_turn_up_cost(game, obj, found[0])):
                out.extend(_payments(game, player, oid, found[1], mana_cost))
    return out


def _payments(game: Game, player: int, oid: int, cost: ir.Cost,
              mana_cost: bool) -> list[TurnFaceUp]:
    part_sets = costs.choices(game, player, cost.parts, oid)
    xs = range(0, 1)
    if "X" in cost.mana.symbols:
        xs = range(0, manapay.max_mana(game.players[player].pool,
                                       costs.sources(game, player, cached=True)) + 1)
    out: list[TurnFaceUp] = []
    for x in xs:
        symbols = manapay.expand_x(cost.mana.symbols, x)
        for chosen in part_sets:
            exclude = costs.payment_exclusions(cost.parts, oid, chosen)
            if costs.mana_plan(game, player, symbols, exclude, cached=True) is not None:
                out.append(TurnFaceUp(oid, x, chosen, mana_cost))
    return out


def turn_up(game: Game, player: int, action: TurnFaceUp) -> None:
    """Validate and take the special action: pay the cost, turn the permanent face up
    (CR 702.37e, 708.8); IllegalActionError (nothing changed) if it is not legal."""
    found = problem(game, player, action.permanent, action.mana_cost)
    if found is not None:
        raise IllegalActionError(found[0], rule=found[1])
    if action not in options(game, player):
        raise IllegalActionError(f"can't pay the cost to turn it face up: {action!r}",
                                 rule="CR 702.37e")
    obj = game.objects[action.permanent]
    turn_up_found = turn_up_cost(obj, action.mana_cost)
    assert turn_up_found is not None
    keyword, cost = turn_up_found
    costs.pay_mana(game, player, manapay.expand_x(cost.mana.symbols, action.x),
                   costs.payment_exclusions(cost.parts, obj.id, action.costs))
    costs.pay_parts(game, player, cost.parts, obj.id, action.costs,
                    Resolution(source=obj.id, controller=player, x=action.x))
    obj = game.objects.get(action.permanent, obj)
    if obj.zone != "battlefield" or obj.hidden is None:
        return  # paying the cost removed it (CR 702.37e: nothing is left to turn up)
    reveal(game, obj)
    obj.x = action.x  # CR 702.37f, 702.168e: the X its other abilities refer to
    if keyword == "megamorph":  # CR 702.37b: a +1/+1 counter as it is turned face up
        add_counters(game, obj, "+1/+1", 1)
    # CR 708.8: the effects applied to the face-down permanent still apply face up, so
    # its abilities are what the layers give it before "when turned face up" is looked
    # for (CR 603.2: after the event; not a look-back trigger, CR 603.10): one that lost
    # all abilities doesn't trigger (Ovinize's ruling)
    grants.now(game)
    game.emit(ev.TurnedFaceUp(obj.id, obj.name, player))


def reveal(game: Game, obj: GameObject) -> None:
    """Turn a face-down permanent face up: its own characteristics return (CR 708.8)."""
    hidden = obj.hidden
    assert hidden is not None
    before_statics, before_triggers = bool(obj.info.statics), bool(obj.info.triggered)
    if obj.grant is not None:  # granted abilities are applied again to the card's own info
        game.n_granted -= 1
        obj.grant = None
    # an "until end of turn" change made while face down reverts to the face-up card
    game.reverts = tuple(
        (kind, oid, hidden if kind == "info" and oid == obj.id and old in (FACE_DOWN, DISGUISED)
         else old) for kind, oid, old in game.reverts)
    obj.info = hidden
    obj.hidden = None
    obj.flags = obj.flags - {FLAG} - _KEPT
    game.n_statics += bool(hidden.statics) - before_statics
    game.n_watchers += bool(hidden.triggered) - before_triggers


def own_turned_up_trigger(ability: ir.TriggeredAbility) -> bool:
    """Whether ``ability`` is "When ~ is turned face up" (CR 702.37f: its X is the X of the
    morph cost paid)."""
    trigger = ability.trigger
    return isinstance(trigger, ir.StateChangeTrigger) and trigger.event == "turned_face_up" \
        and trigger.filter is None


def identity(game: Game, viewer: int, oid: int) -> ir.CardDefinition | None:
    """The face-down card ``oid`` as ``viewer`` may know it: its controller may look at it
    (CR 708.5), and everyone once the game is over (CR 708.9); None otherwise or if it is
    not face down."""
    obj = game.objects.get(oid)
    if obj is None or obj.hidden is None:
        return None
    if obj.controller == viewer or game.result is not None:
        return obj.hidden.card
    return None


def manifest(game: Game, oid: int, player: int, cloak: bool = False) -> int:
    """Manifest (CR 701.34a) or cloak (CR 701.56a, with ward {2}) card ``oid``: turned face
    down, it is put onto the battlefield under ``player``'s control. Returns the permanent."""
    obj = game.objects[oid]
    turn_down(obj, cloak)
    obj.flags = obj.flags | {CLOAKED if cloak else MANIFESTED}
    return zones.move(game, oid, "battlefield", controller=player)


def manifest_dread(game: Game, player: int, source: int,
                   answer: Choose | None) -> Decision | None:
    """CR 701.60a: "Look at the top two cards of your library. Manifest one of them, then
    put the cards you looked at that were not manifested this way into your graveyard."
    Asks which one (a ``choose_objects`` decision) when there are two."""
    library = game.players[player].library
    top = tuple(reversed(library[-2:]))
    if answer is None and len(top) == 2:
        return Decision("choose_objects", player, prompt="manifest dread: the card to manifest",
                        options=top, source=source, rule="CR 701.60a")
    if not top:
        return None
    chosen = top[0]
    if answer is not None and isinstance(answer.value, tuple) and answer.value:
        chosen = int(answer.value[0])
    manifest(game, chosen, player)
    for oid in top:
        if oid != chosen and oid in game.objects and game.objects[oid].zone == "library":
            zones.move(game, oid, "graveyard")
    return None


def _could_be(game: Game, obj: GameObject, card: ir.CardDefinition) -> bool | None:
    """A face-down spell or permanent cast face down could be any card with a morph or
    disguise cost (CR 702.37c, 702.168b); one manifested or cloaked could be any card
    (CR 701.34a, 701.56a); None for an object that isn't face down on the stack or the
    battlefield."""
    if obj.hidden is None or obj.zone not in ("stack", "battlefield"):
        return None
    if obj.flags & {MANIFESTED, CLOAKED}:
        return True
    return any(isinstance(a, ir.Keyword) and a.name in TURN_UP_KEYWORDS for a in card.abilities)


hooks.OWN_X_TRIGGER.add(own_turned_up_trigger)  # CR 702.37f


hooks.FACE_DOWN_MOVED.add(carry)  # CR 708.4, 708.9
hooks.COULD_BE.add(_could_be)  # CR 708.5: what the other players know of a face-down card
hooks.SPELL_CAST.add(_casting)  # CR 708.4


# CR 116.2b, 702.37e: turning face up
hooks.PRIORITY_OPTIONS.add(options, order=10, words=FACE_DOWN_WORDS)
hooks.SPECIAL_ACTIONS[TurnFaceUp] = turn_up
