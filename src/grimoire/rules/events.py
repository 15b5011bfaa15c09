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

from dataclasses import dataclass, replace


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
class VisitRolled:
    """A roll to visit Attractions (CR 701.49)."""

    player: int
    result: int


@dataclass(frozen=True, slots=True)
class Sacrificed:
    """A permanent was sacrificed (CR 701.17); ``object`` is its id on the battlefield."""

    player: int
    object: int
    name: str


@dataclass(frozen=True, slots=True)
class HandRevealed:
    player: int
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class BecameMonstrous:
    object: int


@dataclass(frozen=True, slots=True)
class SpellCast:
    player: int
    spell: int
    name: str


@dataclass(frozen=True, slots=True)
class AbilityActivated:
    player: int
    source: int
    name: str
    index: int


@dataclass(frozen=True, slots=True)
class AbilityTriggered:
    player: int
    source: int
    name: str
    index: int


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


@dataclass(frozen=True, slots=True)
class CountersChanged:
    object: int
    kind: str
    amount: int


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
class GameEnded:
    winner: int | None
    """None for a draw (CR 104.4a)."""
    reason: str


Event = (
    TurnBegan | StepBegan | ZoneChanged | CardDrawn | ManaProduced | DamageDealt | LifeChanged
    | DieRolled | RollCompleted | VisitRolled | Sacrificed | BecameMonstrous | HandRevealed
    | SpellCast
    | AbilityActivated | AbilityTriggered | Resolved | LandPlayed
    | Tapped | CountersChanged | AttackersDeclared | BlockersDeclared | Shuffled
    | MulliganTaken | HandKept | PlayerLost | GameEnded
)

_HIDDEN = {"library", "hand"}


def redact(event: Event, viewer: int) -> Event:
    """The event as ``viewer`` sees it: names of cards moving between hidden zones they
    cannot see (the opponent's hand, any library) become ``"?"`` (CR 400.2)."""
    if isinstance(event, CardDrawn) and event.player != viewer:
        return replace(event, card=0, name="?")
    if isinstance(event, ZoneChanged) and event.from_zone in _HIDDEN \
            and event.to_zone in _HIDDEN and event.owner != viewer:
        return replace(event, name="?")
    if isinstance(event, ZoneChanged) and event.from_zone == "library" \
            and event.to_zone == "library":
        return replace(event, name="?")
    return event


def describe(event: Event, names: tuple[str, ...]) -> str:
    """A one-line English description of ``event`` (``names``: the players' names)."""
    def who(seat: int) -> str:
        return names[seat]

    def target(code: int) -> str:
        return who(-1 - code) if code < 0 else f"#{code}"

    match event:
        case TurnBegan(turn, player):
            return f"--- turn {turn}: {who(player)} ---"
        case StepBegan(step, _):
            return f"  [{step}]"
        case ZoneChanged(old, new, name, _, _, frm, to, _):
            return f"{name}#{old} {frm} -> {to}" + (f" (#{new})" if new else " (ceases to exist)")
        case CardDrawn(player, _, name):
            return f"{who(player)} draws {name}"
        case ManaProduced(player, source, mana, _):
            return f"{who(player)} adds {''.join('{' + m + '}' for m in mana)} (#{source})"
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
        case VisitRolled(player, result):
            return f"{who(player)} rolls {result} to visit Attractions"
        case Sacrificed(player, obj, name):
            return f"{who(player)} sacrifices {name}#{obj}"
        case HandRevealed(player, cards):
            return f"{who(player)} reveals their hand: {', '.join(cards) or 'nothing'}"
        case BecameMonstrous(obj):
            return f"#{obj} becomes monstrous"
        case SpellCast(player, spell, name):
            return f"{who(player)} casts {name}#{spell}"
        case AbilityActivated(player, source, name, index):
            return f"{who(player)} activates {name}#{source} ability {index}"
        case AbilityTriggered(player, source, name, index):
            return f"{name}#{source} ability {index} triggers for {who(player)}"
        case Resolved(item, name, fizzled):
            return f"{name}#{item} " + ("does nothing: all targets illegal" if fizzled
                                        else "resolves")
        case LandPlayed(player, card, name):
            return f"{who(player)} plays {name}#{card}"
        case Tapped(obj, untapped):
            return f"#{obj} {'untaps' if untapped else 'taps'}"
        case CountersChanged(obj, kind, amount):
            return f"#{obj} {'gets' if amount > 0 else 'loses'} {abs(amount)} {kind} counter(s)"
        case AttackersDeclared(player, attackers):
            listed = ", ".join(f"#{a} -> {target(d)}" for a, d in attackers) or "none"
            return f"{who(player)} attacks: {listed}"
        case BlockersDeclared(player, blocks):
            listed = ", ".join(f"#{b} blocks #{a}" for b, a in blocks) or "none"
            return f"{who(player)} blocks: {listed}"
        case Shuffled(player):
            return f"{who(player)} shuffles their library"
        case MulliganTaken(player, count):
            return f"{who(player)} takes mulligan {count}"
        case HandKept(player, size):
            return f"{who(player)} keeps {size} cards"
        case PlayerLost(player, reason):
            return f"{who(player)} loses the game ({reason})"
        case GameEnded(winner, reason):
            return "game over: " + (f"{who(winner)} wins" if winner is not None else "draw") \
                + f" ({reason})"
    return repr(event)  # pragma: no cover
