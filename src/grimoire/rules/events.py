"""Typed game events, appended in order to ``game.events``; triggers watch them (CR 603.2).

Every event is a frozen, slotted dataclass. ``name`` fields hold the name of the object the
event is about so a log reads without the game at hand; :func:`redact` hides what a player
may not see (a card drawn by the opponent).

>>> LifeChanged(player=1, amount=-3, life=17)
LifeChanged(player=1, amount=-3, life=17)
>>> describe(LifeChanged(player=1, amount=-3, life=17), ("Alice", "Bob"))
'Bob loses 3 life (17)'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from grimoire.rules.objects import Seat, Target


@dataclass(frozen=True, slots=True)
class TurnBegan:
    turn: int
    player: int


@dataclass(frozen=True, slots=True)
class StepBegan:
    step: str
    player: int


@dataclass(frozen=True, slots=True)
class ZoneChanged:
    """An object moved (CR 400.7: ``new`` is the id of the new object, 0 if it ceased to exist)."""

    old: int
    new: int
    name: str
    owner: int
    controller: int
    from_zone: str
    to_zone: str
    kind: str = "card"
    face_down: bool = False
    """Put there face down (foretell, CR 702.143a): only its owner sees which card."""


@dataclass(frozen=True, slots=True)
class CardDrawn:
    player: int
    card: int
    name: str


@dataclass(frozen=True, slots=True)
class ManaProduced:
    player: int
    source: int
    mana: tuple[str, ...]
    tapped_for_mana: bool = True


@dataclass(frozen=True, slots=True)
class DamageDealt:
    source: int
    source_name: str
    target: int
    """An object id, or ``-1 - seat`` for a player."""
    amount: int
    combat: bool = False


@dataclass(frozen=True, slots=True)
class LifeChanged:
    player: int
    amount: int
    life: int


@dataclass(frozen=True, slots=True)
class DieRolled:
    """A die roll (CR 706); ``ignored`` rolls never happened for rules purposes (CR 706.6)."""

    player: int
    sides: int
    natural: int
    result: int
    ignored: bool = False


@dataclass(frozen=True, slots=True)
class RollCompleted:
    """All the dice of one roll instruction that count (not ignored, CR 706.6)."""

    player: int
    sides: int
    naturals: tuple[int, ...]
    results: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class CoinFlipped:
    """A coin flip (CR 705): how it came up and whether the flipper won it (CR 705.2);
    ``ignored``: it was reflipped, so this flip's result isn't used."""

    player: int
    heads: bool
    won: bool
    ignored: bool = False


@dataclass(frozen=True, slots=True)
class VisitRolled:
    """A roll to visit Attractions (CR 701.49)."""

    player: int
    result: int


@dataclass(frozen=True, slots=True)
class Fought:
    """A creature fought (CR 701.12a): it and the other creature dealt each other damage
    equal to their power; one such event for each of the two creatures."""

    object: int
    other: int


@dataclass(frozen=True, slots=True)
class BecameMonarch:
    """``player`` became the monarch (CR 722.1-722.4); ``previous`` was it before (None:
    there was no monarch). A player who already is the monarch doesn't become it again."""

    player: int
    previous: int | None


@dataclass(frozen=True, slots=True)
class Cranked:
    """A player cranked a Contraption on a sprocket (Unstable; see
    :mod:`grimoire.mechanics.contraptions`)."""

    player: int
    object: int
    name: str
    sprocket: int


@dataclass(frozen=True, slots=True)
class AttractionVisited:
    """An Attraction ``player`` controls was visited: its lit-up numbers include the result
    of their roll to visit (CR 701.49a)."""

    player: int
    object: int
    name: str


@dataclass(frozen=True, slots=True)
class Phased:
    """A permanent phased out (``out``) or in (CR 702.26b-c); no zone change (CR 702.26d)."""

    object: int
    name: str
    out: bool


@dataclass(frozen=True, slots=True)
class Sacrificed:
    """A permanent was sacrificed (CR 701.17); ``object`` is its id on the battlefield."""

    player: int
    object: int
    name: str


@dataclass(frozen=True, slots=True)
class Destroyed:
    """A resolving spell or ability destroyed a permanent (CR 701.8a): ``object`` is its id on
    the battlefield, ``new`` its id where it went; ``player`` controlled the spell or ability
    that destroyed it and ``source`` is that spell or ability's source ("Whenever a spell or
    ability an opponent controls destroys ..."). A state-based destruction (CR 704.5g) has
    none: no spell or ability destroyed it."""

    player: int
    object: int
    new: int
    name: str
    source: int


@dataclass(frozen=True, slots=True)
class Scried:
    """``player`` scried or surveilled (``kind``): the process is complete, even if some
    or all of it was impossible (CR 701.18d); not after "scry 0" (CR 701.18b, 701.42c)."""

    player: int
    kind: str


@dataclass(frozen=True, slots=True)
class Cycled:
    """``player`` cycled a card (CR 702.29a): discarded it to pay a cycling cost. ``old``:
    its id in the hand, ``card``: its id where it went (CR 702.29c)."""

    player: int
    old: int
    card: int
    name: str


@dataclass(frozen=True, slots=True)
class HandRevealed:
    player: int
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class BecameMonstrous:
    """A permanent became monstrous (CR 701.31b) or renowned (CR 702.112b)."""

    object: int
    designation: str = "monstrous"


@dataclass(frozen=True, slots=True)
class SpellCast:
    player: int
    spell: int
    name: str
    targets: tuple[int, ...] = ()
    """What it targets: object ids, or ``-1 - seat`` for players (CR 601.2c)."""


@dataclass(frozen=True, slots=True)
class SpellCopied:
    """``player`` put a copy of a spell on the stack (CR 707.10: a copy is not cast); the
    event "whenever you cast or copy a spell" also watches (magecraft, CR 207.2c)."""

    player: int
    spell: int
    name: str


@dataclass(frozen=True, slots=True)
class AbilityActivated:
    player: int
    source: int
    name: str
    index: int
    targets: tuple[int, ...] = ()
    """What it targets, coded as in :class:`SpellCast` (CR 602.2b)."""


@dataclass(frozen=True, slots=True)
class AbilityTriggered:
    player: int
    source: int
    name: str
    index: int
    targets: tuple[int, ...] = ()
    """What it targets, coded as in :class:`SpellCast` (CR 603.3d)."""


def target_codes(targets: tuple[tuple[Target, ...], ...]) -> tuple[int, ...]:
    """Chosen targets (one group per target spec; object ids or seats) as event codes.

    >>> target_codes(((Seat(1),), (12, 14)))
    (-2, 12, 14)
    """
    return tuple(-1 - t.index if isinstance(t, Seat) else t for group in targets for t in group)


@dataclass(frozen=True, slots=True)
class Resolved:
    item: int
    name: str
    fizzled: bool = False


@dataclass(frozen=True, slots=True)
class LandPlayed:
    player: int
    card: int
    name: str


@dataclass(frozen=True, slots=True)
class Tapped:
    object: int
    untapped: bool = False
    attacking: bool = False
    """Tapped as it is declared as an attacker (CR 508.1f)."""


@dataclass(frozen=True, slots=True)
class TurnedFaceUp:
    """A face-down permanent was turned face up (CR 702.37e, 708.8): ``name`` its name now."""

    object: int
    name: str
    player: int


@dataclass(frozen=True, slots=True)
class DayNightChanged:
    """Day became night or night became day (CR 728.1a); ``now`` is "day" or "night"."""

    now: str


@dataclass(frozen=True, slots=True)
class Transformed:
    """A double-faced permanent turned over (CR 701.28a): ``name`` the face now up."""

    object: int
    name: str
    player: int


@dataclass(frozen=True, slots=True)
class CountersChanged:
    object: int
    kind: str
    amount: int
    by: int | None = None
    """The player who put the counters on (CR 122.6a: the controller of the spell or ability
    putting them, of the damage's source, or of the permanent entering with them)."""


@dataclass(frozen=True, slots=True)
class AttackersDeclared:
    player: int
    attackers: tuple[tuple[int, int], ...]
    """(creature id, defender): the defender is ``-1 - seat`` or a planeswalker id."""


@dataclass(frozen=True, slots=True)
class BlockersDeclared:
    player: int
    blocks: tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True)
class Shuffled:
    player: int


@dataclass(frozen=True, slots=True)
class MulliganTaken:
    player: int
    count: int


@dataclass(frozen=True, slots=True)
class HandKept:
    player: int
    size: int


@dataclass(frozen=True, slots=True)
class PlayerLost:
    player: int
    reason: str


@dataclass(frozen=True, slots=True)
class BecameCrewed:
    """A crew ability of ``vehicle`` resolved (CR 702.122d) or a saddle ability made it
    saddled (``role="saddle"``, CR 702.171b)."""

    vehicle: int
    role: str = "crew"


@dataclass(frozen=True, slots=True)
class PlanarRolled:
    """The face of a planar die roll (CR 901.3a): "chaos", "planeswalker" or "blank"
    (after "each blank roll is a {CHAOS} roll")."""

    player: int
    face: str


@dataclass(frozen=True, slots=True)
class ChaosEnsued:
    """Chaos ensues (CR 311.7), for ``player``'s roll or an effect."""

    player: int


@dataclass(frozen=True, slots=True)
class Planeswalked:
    """``player`` planeswalked (CR 901.11) to ``card`` (the face-up object, 0 if none) named
    ``name``, away from the cards named ``away``."""

    player: int
    card: int
    name: str
    away: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class VentureMoved:
    """``player`` moved their venture marker into ``room`` of dungeon object ``dungeon``
    (CR 309.4, 701.46)."""

    player: int
    dungeon: int
    name: str
    room: str


@dataclass(frozen=True, slots=True)
class DungeonCompleted:
    """``player`` completed the dungeon ``name`` (CR 309.7)."""

    player: int
    name: str


@dataclass(frozen=True, slots=True)
class CrewedBy:
    """``creature`` was tapped to pay a crew cost of ``vehicle`` (it crews it, CR 702.122b)
    or a saddle cost (``role="saddle"``: it saddles it, CR 702.171c)."""

    creature: int
    vehicle: int
    role: str = "crew"


@dataclass(frozen=True, slots=True)
class Exploited:
    """``source`` exploited a creature (CR 702.110b): ``player``, the controller of its
    exploit ability, sacrificed ``object`` (its id on the battlefield) as it resolved."""

    player: int
    source: int
    object: int
    name: str


@dataclass(frozen=True, slots=True)
class RoomFullyUnlocked:
    """``player`` fully unlocked the Room permanent ``object`` (CR 709.5i): it had one unlocked
    designation and got the other, or had neither and got both. (Rooms are not implemented
    yet, :mod:`grimoire.oracle.faces`: nothing emits this event until they are.)"""

    player: int
    object: int


@dataclass(frozen=True, slots=True)
class Explored:
    """``object`` explored (CR 701.40b: the process complete, even if some of it was
    impossible; its last known information if it left, 701.40c), ``player`` controlling it."""

    object: int
    player: int


@dataclass(frozen=True, slots=True)
class Proliferated:
    """``player`` proliferated (CR 701.27a), whatever they chose (even nothing)."""

    player: int


@dataclass(frozen=True, slots=True)
class BecameUnattached:
    """``thing`` (an Equipment, Fortification...) became unattached from the permanent
    ``host`` and stays on the battlefield (CR 701.3d: moved elsewhere, unattached by an
    effect or a cost, or by a state-based action, CR 704.5n-p)."""

    thing: int
    host: int


@dataclass(frozen=True, slots=True)
class GameEnded:
    winner: int | None
    """None for a draw (CR 104.4a)."""
    reason: str


Event = (
    TurnBegan | StepBegan | ZoneChanged | CardDrawn | ManaProduced | DamageDealt | LifeChanged
    | DieRolled | RollCompleted | CoinFlipped | VisitRolled | Sacrificed | Destroyed | Cycled
    | Scried
    | BecameMonstrous
    | Cranked | Phased | AttractionVisited | Fought | BecameMonarch
    | HandRevealed
    | SpellCast | SpellCopied
    | PlanarRolled | ChaosEnsued | Planeswalked | VentureMoved | DungeonCompleted
    | AbilityActivated | AbilityTriggered | Resolved | LandPlayed
    | Tapped | TurnedFaceUp | CountersChanged | AttackersDeclared | BlockersDeclared | Shuffled
    | Transformed | DayNightChanged
    | MulliganTaken | HandKept | PlayerLost | GameEnded | BecameCrewed | CrewedBy
    | Exploited | RoomFullyUnlocked | Explored | Proliferated | BecameUnattached
)

_HIDDEN = {"library", "hand"}


def redact(event: Event, viewer: int) -> Event:
    """The event as ``viewer`` sees it: names of cards moving between hidden zones they
    cannot see (the opponent's hand, any library) become ``"?"`` (CR 400.2), and so does
    a card put face down (CR 708.5). When such a card leaves a hidden zone, its old id
    becomes ``0`` as well: the id of a card in a hand or library that the viewer once saw
    (revealed, or put there from a public zone) would otherwise tell which card was drawn,
    tutored, put back, foretold or turned face down (CR 400.7: it is a new object, with
    no link to the old one for a player who can't see it)."""
    if isinstance(event, CardDrawn) and event.player != viewer:
        return replace(event, card=0, name="?")
    if isinstance(event, ZoneChanged) and event.owner != viewer and (event.face_down or (
            event.from_zone in _HIDDEN and event.to_zone in _HIDDEN)):
        return replace(event, name="?", old=0 if event.from_zone in _HIDDEN else event.old)
    if isinstance(event, ZoneChanged) and event.from_zone == "library" \
            and event.to_zone == "library":
        return replace(event, name="?")
    return event


def _zone_words(zone: str, owner: str) -> str:
    return {"battlefield": "the battlefield", "stack": "the stack", "exile": "exile",
            "command": "the command zone"}.get(zone, f"{owner}'s {zone}")


def _move(event: ZoneChanged, who: Callable[[int], str], step: str) -> str:
    """A zone change in words (CR 400.7; CR 701.8a: hand to graveyard is a discard)."""
    owner = who(event.owner)
    name = "a card" if event.name == "?" else event.name
    frm, to = event.from_zone, event.to_zone
    if event.new == 0:
        return f"{name} ceases to exist"
    if (frm, to) == ("hand", "graveyard"):
        reason = " (hand size, CR 514.1)" if step == "cleanup" else ""
        return f"{owner} discards {name}{reason}"
    if (frm, to) == ("battlefield", "graveyard"):
        return f"{name} is put into {owner}'s graveyard from the battlefield"
    if (frm, to) == ("library", "library"):
        return f"{owner} moves a card within their library"
    if to == "library":
        return f"{name} is put into {owner}'s library from {_zone_words(frm, owner)}"
    if to == "hand":
        return f"{name} is put into {owner}'s hand from {_zone_words(frm, owner)}"
    if to == "exile":
        return f"{name} is exiled from {_zone_words(frm, owner)}"
    return f"{name} moves from {_zone_words(frm, owner)} to {_zone_words(to, owner)}"


def _targeting(codes: tuple[int, ...], target: Callable[[int], str]) -> str:
    return " targeting " + ", ".join(target(c) for c in codes) if codes else ""


def describe(event: Event, names: tuple[str, ...], *,
             label: Callable[[int], str] | None = None, step: str = "") -> str:
    """A one-line English description of ``event``.

    ``names``: the players' names; ``label``: how to name an object by id (without it,
    ``#id``; :class:`grimoire.rules.narrate.Narrator` names objects from the log);
    ``step``: the step the event happened in (a discard in the cleanup step is the
    hand-size discard, CR 514.1). A card a viewer can't see (``"?"``, see :func:`redact`)
    reads "a card".

    >>> describe(CardDrawn(0, 0, "?"), ("Alice", "Bob"))
    'Alice draws a card'
    >>> describe(SpellCast(0, 7, "Lightning Bolt", (-2,)), ("Alice", "Bob"))
    'Alice casts Lightning Bolt targeting Bob'
    >>> describe(ZoneChanged(9, 12, "Murder", 1, 1, "hand", "graveyard"), ("Alice", "Bob"),
    ...          step="cleanup")
    'Bob discards Murder (hand size, CR 514.1)'
    """
    def who(seat: int) -> str:
        return names[seat]

    def obj(oid: int) -> str:
        return label(oid) if label is not None else f"#{oid}"

    def target(code: int) -> str:
        return who(-1 - code) if code < 0 else obj(code)

    match event:
        case TurnBegan(turn, player):
            return f"--- Turn {turn}: {who(player)} ---"
        case StepBegan(step_name, _):
            return f"  [{step_name.replace('_', ' ')}]"
        case ZoneChanged():
            return _move(event, who, step)
        case CardDrawn(player, _, name):
            return f"{who(player)} draws " + ("a card" if name == "?" else name)
        case ManaProduced(player, source, mana, _):
            return f"{who(player)} adds {''.join('{' + m + '}' for m in mana)} with {obj(source)}"
        case DamageDealt(_, source_name, tgt, amount, combat):
            kind = "combat damage" if combat else "damage"
            return f"{source_name} deals {amount} {kind} to {target(tgt)}"
        case LifeChanged(player, amount, life):
            verb = "gains" if amount > 0 else "loses"
            return f"{who(player)} {verb} {abs(amount)} life ({life})"
        case DieRolled(player, sides, natural, result, ignored):
            extra = " (ignored)" if ignored else ""
            return f"{who(player)} rolls a d{sides}: {natural} -> {result}{extra}"
        case RollCompleted(player, sides, _, results):
            return f"{who(player)}'s d{sides} roll counts {results}"
        case CoinFlipped(player, heads, won, ignored):
            side = "heads" if heads else "tails"
            outcome = " (reflipped)" if ignored else (" and wins" if won else " and loses")
            return f"{who(player)} flips a coin: {side}{outcome}"
        case VisitRolled(player, result):
            return f"{who(player)} rolls {result} to visit Attractions"
        case Fought(oid, other):
            return f"{obj(oid)} fights {obj(other)}"
        case BecameMonarch(player, _):
            return f"{who(player)} becomes the monarch"
        case Cranked(player, _, name, sprocket):
            return f"{who(player)} cranks {name} (sprocket {sprocket})"
        case AttractionVisited(player, _, name):
            return f"{who(player)} visits {name}"
        case Phased(_, name, out):
            return f"{name} phases {'out' if out else 'in'}"
        case Sacrificed(player, _, name):
            return f"{who(player)} sacrifices {name}"
        case Destroyed(player, _, _, name, _):
            return f"{name} is destroyed by {who(player)}'s spell or ability"
        case Cycled(player, _, _, name):
            return f"{who(player)} cycles {name}"
        case Scried(player, kind):
            return f"{who(player)} {'scries' if kind == 'scry' else 'surveils'}"
        case HandRevealed(player, cards):
            return f"{who(player)} reveals their hand: {', '.join(cards) or 'nothing'}"
        case BecameMonstrous(oid, designation):
            return f"{obj(oid)} becomes {designation}"
        case BecameCrewed(oid, role):
            return f"{obj(oid)} becomes {'saddled' if role == 'saddle' else 'crewed'}"
        case CrewedBy(creature, vehicle, role):
            return f"{obj(creature)} {'saddles' if role == 'saddle' else 'crews'} {obj(vehicle)}"
        case Exploited(_, source, _, name):
            return f"{obj(source)} exploits {name}"
        case RoomFullyUnlocked(player, oid):
            return f"{who(player)} fully unlocks {obj(oid)}"
        case Explored(oid, _):
            return f"{obj(oid)} explores"
        case Proliferated(player):
            return f"{who(player)} proliferates"
        case BecameUnattached(thing, host):
            return f"{obj(thing)} becomes unattached from {obj(host)}"
        case SpellCast(player, _, name, codes):
            return f"{who(player)} casts {name}" + _targeting(codes, target)
        case SpellCopied(player, _, name):
            return f"{who(player)} copies {name}"
        case AbilityActivated(player, _, name, _, codes):
            return f"{who(player)} activates {name}'s ability" + _targeting(codes, target)
        case AbilityTriggered(player, _, name, _, codes):
            return f"{name}'s ability triggers ({who(player)})" + _targeting(codes, target)
        case Resolved(_, name, fizzled):
            return name + (" does nothing: all its targets are illegal (CR 608.2b)"
                           if fizzled else " resolves")
        case LandPlayed(player, _, name):
            return f"{who(player)} plays {name}"
        case Tapped(oid, untapped):
            return f"{obj(oid)} {'untaps' if untapped else 'taps'}"
        case TurnedFaceUp(oid, name, player):
            return f"{who(player)} turns {obj(oid)} face up: it is {name}"
        case DayNightChanged(now):
            return f"it becomes {now}"
        case Transformed(oid, name, _):
            return f"{obj(oid)} transforms into {name}"
        case CountersChanged(oid, kind, amount):
            noun = "counter" if abs(amount) == 1 else "counters"
            verb = "gets" if amount > 0 else "loses"
            return f"{obj(oid)} {verb} {abs(amount)} {kind} {noun}"
        case AttackersDeclared(player, attackers):
            if not attackers:
                return f"{who(player)} attacks with nothing"
            listed = ", ".join(obj(a) + ("" if d < 0 else f" (attacking {obj(d)})")
                               for a, d in attackers)
            return f"{who(player)} attacks with {listed}"
        case BlockersDeclared(player, blocks):
            if not blocks:
                return f"{who(player)} declares no blockers"
            listed = ", ".join(f"{obj(b)} blocks {obj(a)}" for b, a in blocks)
            return f"{who(player)} blocks: {listed}"
        case Shuffled(player):
            return f"{who(player)} shuffles their library"
        case MulliganTaken(player, count):
            return f"{who(player)} takes a mulligan ({count})"
        case HandKept(player, size):
            return f"{who(player)} keeps {size} cards"
        case PlayerLost(player, reason):
            return f"{who(player)} loses the game ({reason})"
        case PlanarRolled(player, face):
            return f"{who(player)} rolls the planar die: {face}"
        case ChaosEnsued(player):
            return f"chaos ensues ({who(player)})"
        case Planeswalked(player, _, name, away):
            return f"{who(player)} planeswalks to {name or 'nothing'}" + (
                f" (away from {', '.join(away)})" if away else "")
        case VentureMoved(player, _, name, room):
            return f"{who(player)} ventures into {room} ({name})"
        case DungeonCompleted(player, name):
            return f"{who(player)} completes {name}"
        case GameEnded(winner, reason):
            return "Game over: " + (f"{who(winner)} wins" if winner is not None else "draw") \
                + f" ({reason})"
    return repr(event)  # pragma: no cover
