"""Verb handlers: draw, gain and lose, damage, destroy and exile, return and put,
sacrifice, discard, tap and untap, scry, surveil and mill."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Literal

from grimoire.oracle.amounts import (
    BLOCKING,
    NUMBER_RE,
    for_each_amount,
    parse_amount,
    parse_number,
    that_many,
    that_much,
)
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.counters_of_text import counters_of
from grimoire.oracle.filters import needs_battlefield, parse_filter
from grimoire.oracle.for_each_boost import _scaled
from grimoire.oracle.granted_keywords import keyword_grant, quality_keywords
from grimoire.oracle.granted_source import granter_ref
from grimoire.oracle.ir import (
    AllMatching,
    Amount,
    Assemble,
    AttackedBySource,
    Bound,
    Chosen,
    CountedThisWay,
    CounterSpec,
    CountOf,
    DealDamage,
    DealDividedDamage,
    DelayedTrigger,
    Destroy,
    DieResult,
    DrawCards,
    EachOpponent,
    EachPlayer,
    Effect,
    EnchantedOrEquipped,
    EventAmount,
    ExchangeControl,
    Exile,
    Fixed,
    ForEach,
    GainAbilities,
    GainControl,
    GainLife,
    GetEnergy,
    GrantKeywords,
    HalfOf,
    HandOf,
    LibraryLook,
    LifeLostThisWay,
    LifeTotal,
    LoseGame,
    LoseKeywords,
    LoseLife,
    ModifyPowerToughness,
    ObjectFilter,
    ObjectRef,
    OwnerOf,
    OwnersGainControl,
    PlayerCounters,
    PlayerRef,
    Plus,
    PowerOf,
    ProtectionFromChosenColor,
    PutCounters,
    PutIntoGraveyard,
    PutIntoHand,
    PutIntoLibrary,
    PutOntoBattlefield,
    PutOnTopOrBottom,
    RestOf,
    ReturnToHand,
    SacrificeObjects,
    SacrificePermanents,
    SacrificeThis,
    Sequence,
    StepTrigger,
    TapOrUntap,
    TapPermanents,
    TargetRef,
    TargetSpec,
    ThisObject,
    Times,
    TopCards,
    TriggeringObject,
    WinGame,
    You,
)
from grimoire.oracle.ir import ExiledWith as ExiledWithRef
from grimoire.oracle.keywords import SIMPLE_KEYWORDS
from grimoire.oracle.lexer import SELF
from grimoire.oracle.refs import parse_object, parse_player
from grimoire.oracle.this_way_text import note_mass_count
from grimoire.oracle.vehicles import _gained
from grimoire.oracle.verbs.registry import VERBS, Handler, Subject, as_object, as_player, verb
from grimoire.oracle.verbs.rest_of import put_rest


@verb("draw")
def _draw(subject: Subject, rest: str, ctx: Context) -> Effect:
    # "that player draws an additional card" (Howling Mine): a draw beyond the turn's own
    rest = re.sub(r"^an additional card\b", "a card", rest)
    rest = re.sub(r"^(\w+) additional cards\b", r"\1 cards", rest)
    plus = re.fullmatch(r"(" + NUMBER_RE + r") cards plus (one|two|three)", rest)
    if plus:  # "draw that many cards plus one" (Path of the Pyromancer): the sum
        return DrawCards(Plus((parse_number(plus.group(1), ctx),
                               parse_number(plus.group(2), ctx))), as_player(subject, ctx))
    match = re.fullmatch(r"(" + NUMBER_RE + r") cards?(?: for each (.+))?", rest)
    if not match:
        raise ParseFailure(rest, "draw what")
    amount = parse_number(match.group(1), ctx)
    if match.group(2):  # "draw two cards for each ...": two each
        each = for_each_amount(match.group(2), ctx)
        amount = each if amount == Fixed(1) else _times(each, amount, rest)
        if isinstance(each, CountOf) and each.among is None and ctx.antecedent is None:
            ctx.antecedent = AllMatching(each.filter)  # "Those creatures gain ..."
    return DrawCards(amount, as_player(subject, ctx))


def _times(each: Amount, per: Amount, text: str) -> Amount:
    """``per`` for each of ``each`` (a fixed number per thing counted)."""
    if not isinstance(per, Fixed):
        raise ParseFailure(text, "a varying number for each")
    return Times(each, per.value)


def _life(rest: str, ctx: Context) -> Amount:
    if rest in ("that much life", "that many life"):
        if isinstance(ctx.counted, LifeLostThisWay):  # "Target player loses 2 life ... You
            return ctx.counted  # gain that much life": the life lost (CR 608.2c)
        return that_much(ctx)
    plus = re.fullmatch(r"(\d+) life plus (" + NUMBER_RE + r" life for each .+)", rest)
    if plus:  # "2 life plus 2 life for each Spirit sacrificed this way" (CR 107.1)
        return Plus((Fixed(int(plus.group(1))), _life(plus.group(2), ctx)))
    match = re.fullmatch(r"(" + NUMBER_RE + r") life(?: for each (.+))?", rest)
    if not match:
        raise ParseFailure(rest, "how much life")
    if match.group(2):
        each = for_each_amount(match.group(2), ctx)
        value = parse_number(match.group(1), ctx)
        return (
            each
            if value == Fixed(1)
            else Times(each, value.value)
            if isinstance(value, Fixed)
            else each
        )
    return parse_number(match.group(1), ctx)


_CONTROL_DURATIONS = {
    None: "permanent",
    "until end of turn": "end_of_turn",
    "until the end of your next turn": "end_of_your_next_turn",
    "for as long as ~ remains on the battlefield": "while_source",
    "for as long as you control ~": "while_you_control",
}
_CONTROL_RE = re.compile(
    r"control of (.+?)(?: (until end of turn|until the end of your next turn"
    r"|for as long as ~ remains on the battlefield|for as long as you control ~))?"
)


@verb("exchange")
def _exchange(subject: Subject, rest: str, ctx: Context) -> Effect:
    """ "exchange control of <A> and <B>" / "of two target lands" (CR 701.12a)."""

    both = re.fullmatch(r"control of (two target .+)", rest)
    if both:
        return ExchangeControl(parse_object(both.group(1), ctx))
    match = re.fullmatch(r"control of (.+?) and ((?:another )?target .+)", rest)
    if match is None:
        raise ParseFailure(rest, "exchange what")
    return ExchangeControl(parse_object(match.group(1), ctx), parse_object(match.group(2), ctx))


@verb("gain")
def _gain(subject: Subject, rest: str, ctx: Context) -> Effect:
    owned = re.fullmatch(r"control of all (.+) they own", rest)
    if owned and isinstance(subject, EachPlayer):  # CR 108.3, 613.1b (Homeward Path)
        flt, _ = parse_filter(owned.group(1))
        return OwnersGainControl(replace(flt, zone="battlefield"))
    match = _CONTROL_RE.fullmatch(rest)
    if match:
        what = parse_object(match.group(1), ctx)
        ctx.antecedent = what  # "... gain control of equipped creature. If you do, untap it."
        return GainControl(
            what,
            as_player(subject, ctx),
            _CONTROL_DURATIONS[match.group(2)],  # type: ignore[arg-type]
        )
    if re.search(r"\blife\b", rest):
        return GainLife(_life(rest, ctx), as_player(subject, ctx))
    if rest == "protection from the color of your choice until end of turn":
        return ProtectionFromChosenColor(as_object(subject))  # CR 702.16
    if rest == "protection from the chosen color until end of turn" \
            and ctx.chosen_kind == "color":  # after "Choose a color." (CR 608.2d)
        return ProtectionFromChosenColor(as_object(subject), chosen=True)
    match = re.fullmatch(r"(.+?) until (end of turn|your next turn)", rest)
    if match:  # CR 611.2a: "until your next turn" ends as your next turn begins
        until: Literal["end_of_turn", "until_your_next_turn"] = \
            "end_of_turn" if match.group(2) == "end of turn" else "until_your_next_turn"
        gained = quality_keywords(match.group(1))  # "protection from white" (CR 702.16a)
        if gained:
            return GainAbilities(as_object(subject), gained, until)  # CR 613.1f
        if '"' in match.group(1):  # gains "When this creature dies, ..." (CR 613.1f)
            return GainAbilities(as_object(subject), _gained(match.group(1)), until)
        what = as_object(subject)
        if isinstance(what, AllMatching) and ctx.antecedent is None:
            ctx.antecedent = what  # "Creatures you control gain ... each of those creatures"
        return keyword_grant(what, keyword_names(match.group(1)), until)  # CR 613.1f
    if not re.search(r"\b(?:life|control)\b", rest):
        # no duration: the effect lasts indefinitely (CR 611.2a)
        return GrantKeywords(as_object(subject), keyword_names(rest), "permanent")
    raise ParseFailure(rest, "gain what")


def keyword_names(text: str) -> tuple[str, ...]:
    names = [k.strip().lower() for k in re.split(r",\s*(?:and\s+)?|\s+and\s+", text) if k.strip()]
    if not names or not all(n in SIMPLE_KEYWORDS for n in names):
        raise ParseFailure(text, "unknown keywords")
    return tuple(names)


@verb("lose")
def _lose(subject: Subject, rest: str, ctx: Context) -> Effect:
    if rest == "the game":
        return LoseGame(as_player(subject, ctx))
    locked = re.fullmatch(r"(.+?) and can't have (?:or gain )?(.+?) until end of turn", rest)
    if locked:  # "lose hexproof and shroud and can't have hexproof or shroud" (layer 6)
        names = keyword_names(locked.group(1))
        if set(keyword_names(locked.group(2).replace(" or ", " and "))) != set(names):
            raise ParseFailure(rest, "can't have other keywords than those lost")
        return LoseKeywords(as_object(subject), names, cant_have=True)
    lose_kw = re.fullmatch(r"(.+?) until end of turn", rest)
    if lose_kw and not re.search(r"\blife\b", rest):
        return LoseKeywords(as_object(subject), keyword_names(lose_kw.group(1)))
    if rest in ("that much life", "that many life"):
        return LoseLife(that_much(ctx), as_player(subject, ctx))
    half = re.fullmatch(r"half (?:their|your) life, rounded (up|down)", rest)
    if half:  # CR 107.1a: the text says which way to round
        who = as_player(subject, ctx)
        lose = LoseLife(HalfOf(LifeTotal(), half.group(1) == "up"), You())
        if isinstance(who, You):
            return lose
        if isinstance(who, EachOpponent | EachPlayer):  # each their own half (CR 101.4)
            return ForEach(who, lose)
        return LoseLife(HalfOf(LifeTotal(who), half.group(1) == "up"), who)
    lost = _life(rest, ctx)
    if not isinstance(lost, EventAmount | DieResult):
        ctx.counted = LifeLostThisWay()
    return LoseLife(lost, as_player(subject, ctx))


@verb("win")
def _win(subject: Subject, rest: str, ctx: Context) -> Effect:
    if rest != "the game":
        raise ParseFailure(rest, "win what")
    return WinGame(as_player(subject, ctx))


def _pt(value: str, ctx: Context) -> Amount:
    sign = -1 if value[0] in "-−" else 1
    body = value[1:]
    amount = parse_number(body, ctx)
    if isinstance(amount, Fixed):
        return Fixed(sign * amount.value)
    return amount if sign == 1 else Times(amount, -1)


@verb("get")
def _get(subject: Subject, rest: str, ctx: Context) -> Effect:
    poison = re.fullmatch(r"(" + NUMBER_RE + r") (poison|rad|experience) counters?", rest)
    if poison:
        return PlayerCounters(
            poison.group(2), parse_number(poison.group(1), ctx), as_player(subject, ctx)
        )  # CR 122.1
    if re.fullmatch(r"(\{E\})+", rest):
        return GetEnergy(Fixed(rest.count("{E}")), as_player(subject, ctx))  # CR 107.14
    energy = re.fullmatch(r"(\{E\})+ for each (.+)|an amount of \{E\}", rest)
    if energy and (energy.group(2) or ctx.x_value is not None):  # "... equal to <amount>"
        per = for_each_amount(energy.group(2), ctx) if energy.group(2) else ctx.x_value
        count = rest.count("{E}") if energy.group(2) else 1
        return GetEnergy(per if count == 1 else Times(per, count),  # type: ignore[arg-type]
                         as_player(subject, ctx))
    each = re.fullmatch(r"([+-−])(\d+)/([+-−])(\d+) until end of turn for each (.+)", rest)
    blocking = each is not None and BLOCKING.fullmatch(each.group(5)) is not None
    if blocking and as_object(subject) != ThisObject():  # "it": the source itself
        raise ParseFailure(rest, "blockers of another creature")
    if each and (blocking or not re.search(r"\b(it|its|them|their)\b", each.group(5))):
        # "Target creature gets -1/-1 until end of turn for each artifact you control": the
        # count is read as it resolves, and the change is locked in (CR 608.2h, 611.2c)

        amount = for_each_amount(each.group(5), ctx)
        return ModifyPowerToughness(as_object(subject),
                                    _scaled(amount, each.group(1), each.group(2)),
                                    _scaled(amount, each.group(3), each.group(4)))
    match = re.fullmatch(r"([+-−]\w+)/([+-−]\w+)(?: and gains? (.+?))? until end of turn", rest)
    nxt = re.fullmatch(r"([+-−]\w+)/([+-−]\w+) until your next turn", rest)
    if nxt:  # CR 611.2a: ends as your next turn begins
        return ModifyPowerToughness(as_object(subject), _pt(nxt.group(1), ctx),
                                    _pt(nxt.group(2), ctx), "until_your_next_turn")
    if not match:
        raise ParseFailure(rest, "gets what")
    what = as_object(subject)
    if isinstance(what, AllMatching) and ctx.antecedent is None:
        ctx.antecedent = what  # "Creatures you control get +1/+1 ... Untap them."
    effect: Effect = ModifyPowerToughness(what, _pt(match.group(1), ctx), _pt(match.group(2), ctx))
    if match.group(3) and '"' in match.group(3):  # gains "<ability>" (CR 613.1f)
        effect = Sequence((effect, GainAbilities(what, _gained(match.group(3)))))
    elif match.group(3):
        effect = Sequence((effect, GrantKeywords(what, keyword_names(match.group(3)))))
    return effect


_DIVIDED = {
    "any number of": (1, 99),
    "one or two": (1, 2),
    "one, two, or three": (1, 3),
    "one or more": (1, 99),
}


@verb("deal")
def _deal(subject: Subject, rest: str, ctx: Context) -> Effect:
    itself = re.fullmatch(r"damage to itself equal to its (power|toughness)", rest)
    if itself:  # "Target creature deals damage to itself equal to its power": it is the
        if isinstance(as_object(subject), AllMatching):  # source and recipient; "Each
            raise ParseFailure(rest, "each deals damage to itself")  # creature ...": not yet
        rest = f"damage equal to its {itself.group(1)} to itself"
    own = re.fullmatch(r"damage equal to (its|that creature's|~'s) (power|toughness) to (.+)", rest)
    if own:  # "its" is the subject dealing the damage
        source = as_object(subject)
        ref = source if own.group(1) != "that creature's" else ctx.antecedent
        if ref is None:
            raise ParseFailure(rest, "'that creature' without an antecedent")
        amount_of = PowerOf(ref, toughness=own.group(2) == "toughness")
        to = source if own.group(3) == "itself" else _recipient(own.group(3), ctx)
        return DealDamage(amount_of, to, source)  # (CR 120.3)
    valued = re.fullmatch(r"damage equal to (that spell's|that card's) mana value to (.+)", rest)
    if valued:  # "equal to that spell's mana value" (a cast trigger's spell, CR 202.3)
        amount = parse_amount(f"{valued.group(1)} mana value", ctx)
        return DealDamage(amount, _recipient(valued.group(2), ctx), as_object(subject))
    divided = re.fullmatch(
        r"(" + NUMBER_RE + r") damage divided as you choose among "
        r"(any number of|one or two|one, two, or three|one or more) "
        r"(?:targets|target (.+))",
        rest,
    )
    evenly = re.fullmatch(
        r"(" + NUMBER_RE + r") damage divided evenly, rounded down, among any number of "
        r"targets", rest)
    if evenly:  # Fireball: no choice, so divided as it resolves (its rulings); zero targets
        spec = TargetSpec("any", min_count=0, max_count=99)  # may be chosen
        return DealDividedDamage(parse_number(evenly.group(1), ctx), ctx.add_target(spec),
                                 as_object(subject), evenly=True)
    pair = re.fullmatch(
        r"(" + NUMBER_RE + r") damage to (.+?) and (" + NUMBER_RE + r") damage to (.+)", rest
    )
    if pair:  # "deals 2 damage to any target and 1 damage to you"
        source = as_object(subject)
        first = DealDamage(parse_number(pair.group(1), ctx), _recipient(pair.group(2), ctx), source)
        second = DealDamage(
            parse_number(pair.group(3), ctx), _recipient(pair.group(4), ctx), source
        )
        return Sequence((first, second))
    if divided:  # CR 601.2d: the division is announced as it is put on the stack
        low, high = _DIVIDED[divided.group(2)]
        if divided.group(3):  # "among any number of target attacking or blocking creatures"
            flt, _ = parse_filter(divided.group(3))
            if flt.is_spell or flt.zone not in (None, "battlefield"):
                raise ParseFailure(rest, "divided among what")
            spec = TargetSpec("object", needs_battlefield(flt, divided.group(3)),
                              min_count=low, max_count=high)
        else:
            spec = TargetSpec("any", min_count=low, max_count=high)
        targets = ctx.add_target(spec)
        return DealDividedDamage(parse_number(divided.group(1), ctx), targets, as_object(subject))
    match = re.fullmatch(r"(" + NUMBER_RE + r"|that much) damage to (.+)", rest)
    if not match:
        raise ParseFailure(rest, "deals what")
    source = as_object(subject)
    amount = that_much(ctx) if match.group(1) == "that much" else parse_number(match.group(1), ctx)
    steps: list[Effect] = []
    for recipient_text in re.split(r" and (?=each )", match.group(2)):
        if recipient_text == "each battle they protect" and steps and \
                isinstance(steps[-1], DealDamage) and isinstance(
                    steps[-1].recipient, EachOpponent | EachPlayer):
            continue  # CR 310.5: no battle card is playable here (grimoire.oracle.faces
            # .BATTLE: protectors aren't implemented), so no battle is ever on the battlefield
        steps.append(DealDamage(amount, _recipient(recipient_text, ctx), source))
    return steps[0] if len(steps) == 1 else Sequence(tuple(steps))


def _recipient(text: str, ctx: Context) -> ObjectRef | PlayerRef:
    if text == "itself":
        return ThisObject()
    if text == "the player or planeswalker it's attacking" and ctx.of_permanent:
        # CR 506.2: what "it" attacks: the creature whose attack triggered the ability
        # ("Whenever a creature you control attacks"), the equipped one, else this one
        it = ctx.antecedent if isinstance(ctx.antecedent, TriggeringObject
                                          | EnchantedOrEquipped) else ThisObject()
        return AttackedBySource(it)
    chosen = [i for i, spec in enumerate(ctx.targets) if spec.kind == "any"]
    if text == "that permanent or player" and len(chosen) == 1:
        return TargetRef(chosen[0])  # "Choose any target. ... to that permanent or player"
    try:
        return parse_player(text, ctx)
    except ParseFailure:
        return parse_object(text, ctx)


_TARGET_LIST = re.compile(r",? (?:and )?(?=target )")


def _each_target(rest: str, ctx: Context, act: Callable[[ObjectRef], Effect]) -> Effect | None:
    """ "target artifact, target creature, target enchantment, and target land": one target
    of each kind (CR 601.2c), the instruction done to each still legal (CR 608.2b); None
    when ``rest`` doesn't list several targets."""
    parts = _TARGET_LIST.split(rest)
    if len(parts) < 2 or not all(p.startswith("target ") for p in parts):
        return None
    return Sequence(tuple(act(parse_object(part, ctx)) for part in parts))


@verb("destroy")
def _destroy(subject: Subject, rest: str, ctx: Context) -> Effect:
    listed = _each_target(rest, ctx, Destroy)
    if listed is not None:
        return listed
    what = parse_object(rest, ctx)
    note_mass_count(what, "destroyed", ctx)  # "destroy all creatures. ... that many"
    return Destroy(what)


@verb("exile")
def _exile(subject: Subject, rest: str, ctx: Context) -> Effect:
    until = re.fullmatch(r"(.+?) until " + re.escape(SELF) + r" leaves the battlefield", rest)
    if until:  # CR 610.3: a linked return when the source leaves the battlefield
        what = parse_object(until.group(1), ctx)
        ctx.antecedent = Bound("exiled")
        return Exile(what, linked=True, bind="exiled", until_source_leaves=True)
    if rest in ("them again", "it again") and ctx.antecedent is not None:
        return Exile(ctx.antecedent, linked=ctx.linked)
    from_hand = re.fullmatch(r"(" + NUMBER_RE + r") cards? from (?:their|your) hand", rest)
    if from_hand:  # "Each player exiles two cards from their hand": each chooses their own
        player = as_player(subject, ctx)  # (CR 608.2d), in turn order (CR 101.4)
        own = Exile(Chosen(ObjectFilter(), parse_number(from_hand.group(1), ctx),
                           among=HandOf(You())), linked=ctx.linked)
        return own if isinstance(player, You) else ForEach(player, own)
    yard = re.fullmatch(r"(.+? cards?) from their graveyard", rest)
    player = as_player(subject, ctx) if yard else You()
    if yard and not isinstance(player, You):  # "That player exiles an instant or sorcery
        # card from their graveyard": that player chooses one of their own (CR 608.2d)
        own = Exile(parse_object(f"{yard.group(1)} from your graveyard", ctx),
                    linked=ctx.linked, bind="exiled")
        ctx.antecedent = ctx.cards = Bound("exiled")
        return ForEach(player, own)
    what = parse_object(rest, ctx)
    note_mass_count(what, "exiled", ctx)  # "exile all creatures you control. Then ... that many"
    ctx.antecedent = ctx.cards = Bound("exiled")
    return Exile(what, linked=ctx.linked, bind="exiled")


@verb("assemble")
def _assemble(subject: Subject, rest: str, ctx: Context) -> Effect:
    match = re.fullmatch(r"(" + NUMBER_RE + r") Contraptions?", rest)
    if not match:
        raise ParseFailure(rest, "assemble what")
    player = You() if isinstance(subject, ThisObject) else as_player(subject, ctx)
    return Assemble(parse_number(match.group(1), ctx), player)  # CR 701.41


def _in_play(ref: ObjectRef, ctx: Context) -> bool:
    if isinstance(ref, TargetRef):
        return ctx.targets[ref.index].filter.zone == "battlefield"
    if isinstance(ref, AllMatching | Chosen):
        return ref.filter.zone == "battlefield"
    return False


_HAND = r"(?:its owner's|their owners'|their owner's|your|its owners'|their) hands?"
_LIB = r"(?:your|its owner's|their owner's|their owners'|their) library"


def _object_from(text: str, ctx: Context) -> ObjectRef:
    """An object phrase that may end in "from your graveyard" (kept in a filter's zone,
    dropped after "~" or "that card", which already say which object)."""
    match = re.fullmatch(r"(.+?) from (?:your|a|any|their) graveyards?", text)
    if match and (
        match.group(1) == SELF
        or not re.search(r"\bcards?\b", match.group(1))
        or match.group(1).startswith(("that ", "those ", "the "))
    ):
        return parse_object(match.group(1), ctx)
    return parse_object(text, ctx)


@verb("return")
def _return(subject: Subject, rest: str, ctx: Context) -> Effect:
    if not isinstance(subject, You | EachPlayer | EachOpponent) \
            and " from their graveyard " in rest:
        # "then that player returns a creature card from their graveyard to the
        # battlefield": that player's own instruction, "you" naming them (their choice, as it
        # resolves, CR 608.2d; under their control, CR 110.2a)
        return ForEach(as_player(subject, ctx), _return(You(), re.sub(
            r"\btheir (graveyard|control)\b", r"your \1", rest), ctx))
    front = re.fullmatch(r"to (your hand|their owners' hands) ((?:all|target) .+)", rest)
    if front:  # "Return to your hand all creature cards ...": other word order, same instruction
        rest = f"{front.group(2)} to {front.group(1)}"
    if subject != You() and re.search(r"from (?:their|defending player's) graveyard to their "
                                      r"hand$", rest):  # "that player returns ... from their
        rest = rest[:-len("their hand")] + "its owner's hand"  # graveyard to their hand"
    delayed = re.fullmatch(r"(.+?) at the beginning of the next end step", rest)
    if delayed:  # CR 603.7a: a delayed triggered ability
        inner = _return(subject, delayed.group(1), ctx)
        return DelayedTrigger(StepTrigger("end", "each"), inner)
    attached = re.fullmatch(r"(~|this card) from your graveyard to the battlefield attached to "
                            r"(target .+)", rest)
    if attached:  # Gryff's Boon (CR 303.4f: the Aura enters attached to that creature)
        return PutOntoBattlefield(ThisObject(), attach_to=parse_object(attached.group(2), ctx))
    pair = re.fullmatch(r"(target [^,]+?) and ((?:another )?target [^,]+?) to their owners' "
                        r"hands", rest)
    if pair:  # Aether Tradewinds: two targets, each to its owner's hand (CR 400.3)
        return Sequence(tuple(ReturnToHand(parse_object(pair.group(i), ctx)) for i in (1, 2)))
    match = re.fullmatch(r"(.+?) to " + _HAND, rest)
    pair = re.fullmatch(r"((?:up to \w+ )?target .+? cards?) and ((?:up to \w+ )?target .+? "
                        r"cards?) (from your graveyard)", match.group(1)) if match else None
    if pair:  # "up to one target instant card and up to one target sorcery card from your
        return Sequence(  # graveyard": two target groups (CR 601.2c), each returned (608.2b)
            tuple(PutIntoHand(_object_from(f"{g} {pair.group(3)}", ctx)) for g in pair.group(1, 2)))
    if match:
        what = _object_from(match.group(1), ctx)
        if isinstance(what, TargetRef) and ctx.player_antecedent is None \
                and "owner" in rest[match.end(1):]:
            # "Return target permanent to its owner's hand. Then that player discards a
            # card.": that player is the owner (its last known information, CR 608.2h)
            ctx.player_antecedent = OwnerOf(what)
        return ReturnToHand(what) if _in_play(what, ctx) else PutIntoHand(what)
    match = re.fullmatch(
        r"(.+?) to the battlefield"
        r"( tapped)?( transformed)?"  # CR 712.14a: back face up
        r"( under (?:your|its owner's|their owners'|their owner's) control)?"
        r"(?: with (" + NUMBER_RE + r") (\S+) counters? on (?:it|them))?",
        rest,
    )
    if match:
        counters: tuple[CounterSpec, ...] = ()
        if match.group(5):
            counters = (CounterSpec(match.group(6), parse_number(match.group(5), ctx)),)
        what = _object_from(match.group(1), ctx)
        if ctx.counted is None and re.match(r"(?:up to \w+|any number of) target", match.group(1)):
            # "Return up to three target land cards ... to the battlefield tapped. Create that
            # many ... tokens": how many it returned (CR 608.2c; an illegal target isn't, 608.2b)
            ctx.counted = CountedThisWay("put_onto_battlefield")
        turned = bool(match.group(3))
        if match.group(4) and "owner" in match.group(4):  # CR 110.2: its owner controls it
            return PutOntoBattlefield(what, OwnerOf(what), tapped=bool(match.group(2)),
                                      counters=counters, transformed=turned)
        return PutOntoBattlefield(what, tapped=bool(match.group(2)), counters=counters,
                                  transformed=turned)
    raise ParseFailure(rest, "return where")


@verb("put")
def _put(subject: Subject, rest: str, ctx: Context) -> Effect:
    special = put_rest(rest, ctx) or counters_of(rest, ctx)  # "its counters on target ..."
    if special is not None:
        return special
    end = re.fullmatch(r"the (top|bottom) card of (?:your|their) library into (?:your|their) "
                       r"graveyard", rest)
    if end:  # "Target player puts the bottom card of their library into their graveyard.
        # If it's a creature card, ...": that one card, bound for "it" (CR 608.2c)
        ctx.antecedent = Bound("put_card")
        return PutIntoGraveyard(TopCards(Fixed(1), as_player(subject, ctx),
                                         bottom=end.group(1) == "bottom"), bind="put_card")
    if rest == "your commander into your hand from the command zone":  # Command Beacon
        return PutIntoHand(AllMatching(ObjectFilter(commander=True, owner="you",
                                                    zone="command")))  # CR 903.3d
    match = re.fullmatch(
        r"one of (those cards|them) onto the battlefield( tapped)? and the other into your hand",
        rest,
    )
    if match and isinstance(ctx.antecedent, Bound):
        # "the other": the bound cards the first step did not move.
        among = ctx.antecedent
        first = PutOntoBattlefield(
            Chosen(ObjectFilter(), Fixed(1), among=among), tapped=bool(match.group(2))
        )
        return Sequence((first, PutIntoHand(RestOf(among.name))))
    match = re.fullmatch(
        r"(.+?) on (?:their|your|its owner's) choice of the top or bottom of "
        r"(?:their|your|its owner's) library",
        rest,
    )
    if match:
        return PutOnTopOrBottom(parse_object(match.group(1), ctx), as_player(subject, ctx))
    pair = re.fullmatch(rf"((?:an?|{NUMBER_RE}) \S+ counters? on .+?) and ((?:an?|{NUMBER_RE}) "
                        r"\S+ counters? on (?:~|that creature|it|.*\btarget .+))", rest)
    if pair:  # "a +1/+1 counter on that creature and a +1/+1 counter on ~": both (608.2c)
        return Sequence(tuple(_put(subject, part, ctx) for part in pair.groups()))
    match = re.fullmatch(
        r"(" + NUMBER_RE + r"|that many) (.+?) counters? on (.+?)(?: for each (.+))?", rest
    )
    if match and " onto the battlefield" not in match.group(2):  # a card put (CR 614.1c)
        if match.group(1) == "that many":  # an earlier instruction's count first (CR 608.2c)
            amount = that_many(ctx) if ctx.counted is not None or ctx.rolled else that_much(ctx)
        else:
            amount = parse_number(match.group(1), ctx)
            if match.group(4):  # "two +1/+1 counters ... for each sprout vote": 2 each
                each = for_each_amount(match.group(4), ctx)
                amount = each if amount == Fixed(1) else _times(each, amount, rest)
        return PutCounters(match.group(2), amount, parse_object(match.group(3), ctx))
    match = re.fullmatch(
        r"(.+?)(?: from (?:your|a|any) (?:graveyard|hand))? onto the battlefield"
        r"( tapped)?( under your control)?(?: with (" + NUMBER_RE + r") (\S+) counters? on it)?",
        rest,
    )
    if match:
        # "a creature card from any graveyard": the zone belongs to the chosen card's filter.
        whole = rest[: rest.index(" onto the battlefield")]
        what = (
            _object_from(whole, ctx) if whole != match.group(1) and match.group(1) != SELF else None
        )
        if what is None:
            what = parse_object(match.group(1), ctx)
        n, kind = match.group(4, 5)  # "with three +1/+1 counters on it" (CR 614.1c)
        extra = (CounterSpec(kind, parse_number(n, ctx)),) if n else ()
        return PutOntoBattlefield(what, tapped=bool(match.group(2)), counters=extra)
    match = re.fullmatch(r"(.+?) into " + _HAND, rest)
    if match:
        return PutIntoHand(parse_object(match.group(1), ctx))
    match = re.fullmatch(r"(.+?) on (top|the bottom) of " + _LIB + r"(?: in any order)?", rest)
    if match:
        place = "top" if match.group(2) == "top" else "bottom"
        return PutIntoLibrary(parse_object(match.group(1), ctx), place)  # type: ignore[arg-type]
    match = re.fullmatch(
        r"(.+?) into " + _LIB + r" just beneath the top (\w+) cards of that library", rest
    )
    if match:
        what = parse_object(match.group(1), ctx)
        return PutIntoLibrary(what, "beneath_top", parse_number(match.group(2), ctx))
    match = re.fullmatch(r"(.+?) into " + _LIB + r" (\w+) from the top", rest)
    if match and match.group(2) in _NTH:  # "second from the top": beneath the top card
        what = parse_object(match.group(1), ctx)  # (fewer cards: the bottom, CR 401.3)
        return PutIntoLibrary(what, "beneath_top", Fixed(_NTH[match.group(2)] - 1))
    match = re.fullmatch(r"(.+?) into " + _LIB + r" (\w+) from the top or on the bottom", rest)
    if match and match.group(2) in _NTH:  # Temporal Cleansing: the putting player chooses
        return PutOnTopOrBottom(parse_object(match.group(1), ctx), as_player(subject, ctx),
                                _NTH[match.group(2)] - 1)
    match = re.fullmatch(r"(.+?) into (?:your|its owner's|their owners') graveyards?", rest)
    if match:
        return PutIntoGraveyard(parse_object(match.group(1), ctx))
    raise ParseFailure(rest, "put where")


_NTH = {"second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7}

_GREATEST = re.compile(
    r"(?:a|an) (creature) with the greatest power among creatures (?:that player|they) controls?"
)


_GREATEST_MV = re.compile(
    r"an? ([\w ]+?)(?: (?:they|that player) controls?)? with the greatest mana value among "
    r"([\w ]+?) (?:that player|they) controls?"
)


def _same_kinds(one: str, among: str) -> bool:
    """Whether "a creature or planeswalker" names the same kinds as "creatures and
    planeswalkers" (the chosen object must be one of those compared)."""
    singular = parse_filter(one)[0]
    plural = parse_filter(among)[0]
    return replace(singular, zone=None) == replace(plural, zone=None)


@verb("sacrifice")
def _sacrifice(subject: Subject, rest: str, ctx: Context) -> Effect:
    each = re.fullmatch(r"(an? \w+), (an? \w+),? and (an? \w+)", rest)
    if each:  # "sacrifice a creature, an artifact, and a land": one of each (CR 701.17a)
        return Sequence(tuple(_sacrifice(subject, part, ctx) for part in each.groups()))
    another = re.fullmatch(r"another (.+)", rest)
    if another and not another.group(1).startswith("target"):
        flt, _ = parse_filter(another.group(1))
        flt = replace(flt, zone="battlefield", another=True)
        return SacrificePermanents(as_player(subject, ctx), flt, Fixed(1))
    every = re.fullmatch(r"all (.+?) (?:they|you) control", rest)
    if every:  # "Each player sacrifices all artifacts, enchantments, and nonbasic lands they
        # control": every one, at once (CR 701.17a)
        kinds = [replace(parse_filter(k)[0], zone="battlefield")
                 for k in re.split(r",? and |, ", every.group(1))]
        if len(kinds) == 1:  # "Sacrifice all creatures you control, then create that many"
            note_mass_count(AllMatching(kinds[0]), "sacrificed", ctx)
        return SacrificePermanents(as_player(subject, ctx), kinds[0], Fixed(1), every=True,
                                   also=tuple(kinds[1:]))
    if _GREATEST.fullmatch(rest):
        flt = ObjectFilter(types_any=("creature",), zone="battlefield")
        return SacrificePermanents(as_player(subject, ctx), flt, Fixed(1), greatest_power=True)
    top_mv = _GREATEST_MV.fullmatch(rest)
    if top_mv and _same_kinds(top_mv.group(1), top_mv.group(2)):
        # "a creature or planeswalker with the greatest mana value among creatures and
        # planeswalkers they control" (CR 202.3): ties are the sacrificing player's choice
        flt = replace(parse_filter(top_mv.group(1))[0], zone="battlefield")
        return SacrificePermanents(as_player(subject, ctx), flt, Fixed(1),
                                   greatest_mana_value=True)
    if rest == "it" and isinstance(ctx.antecedent, AllMatching | ExiledWithRef):
        # "put all cards exiled with ~ onto the battlefield, then sacrifice it": a singular
        # "it" after a plural antecedent is the source.
        return SacrificeThis()
    if (rest in ("it", "them", "that creature", "those creatures", "that token", "those tokens",
                 "the token", "the tokens", "that permanent") and ctx.antecedent is not None
            and ctx.antecedent != ThisObject()
            and not isinstance(ctx.antecedent, AllMatching | ExiledWithRef)):
        if isinstance(ctx.antecedent, TargetRef) and ctx.targets[ctx.antecedent.index].kind \
                == "any":  # "any target" can't be what you sacrifice: "it" is another object
            raise ParseFailure(rest, "sacrifice 'it' after 'any target'")
        return SacrificeObjects(ctx.antecedent)  # CR 701.17a
    if rest == SELF or (rest in ("it", "them") and ctx.antecedent == ThisObject()):
        ctx.antecedent = ThisObject()  # "sacrifice ~ and it deals 3 damage ..."
        return SacrificeThis()
    granter = granter_ref(rest)
    if granter is not None:  # CR 201.5a: "you may sacrifice Spare Dagger" (granted)
        return SacrificeObjects(granter)
    # "a creature of their choice with flying": the choice is the sacrificing player's
    # (CR 701.17a) wherever the words stand
    rest = re.sub(r" of (?:their|his or her|your) choice(?= with )", "", rest)
    match = re.fullmatch(
        r"(" + NUMBER_RE + r") (.+?)(?: of (?:their|his or her|your) choice)?", rest
    )
    if not match:
        raise ParseFailure(rest, "sacrifice what")
    flt, _ = parse_filter(match.group(2))
    flt = replace(flt, zone="battlefield")
    return SacrificePermanents(as_player(subject, ctx), flt, parse_number(match.group(1), ctx))


def _tap_handler(untap: bool) -> Handler:
    def handler(subject: Subject, rest: str, ctx: Context) -> Effect:
        groups = re.fullmatch(r"((?:up to \w+ )?target .+?) and ((?:up to \w+ )?target .+)", rest)
        if groups:  # "Untap up to two target creatures and up to two target lands": two
            # target groups (CR 601.2c), the instruction done to each (CR 608.2b)
            return Sequence(tuple(TapPermanents(parse_object(g, ctx), untap=untap)
                                  for g in groups.groups()))
        both = re.fullmatch(r"(all .+?) and (all .+)", rest)
        if both:  # "Untap all creatures you control and all creatures target opponent
            return Sequence(tuple(  # controls": both groups
                TapPermanents(parse_object(g, ctx), untap=untap) for g in both.groups()))
        what = parse_object(rest, ctx)
        if isinstance(what, TargetRef) and rest in ("it", "them"):
            spec = ctx.targets[what.index]
            if spec.kind != "object" or spec.also_player:
                # "untap it" after "target player or planeswalker": a player can't be
                # tapped (CR 701.21a: permanents), so in a permanent's ability "it" is the
                # permanent itself (Lobe Lobber's "...untap it"); otherwise ambiguous.
                if ctx.of_permanent and rest == "it":
                    return TapPermanents(ThisObject(), untap=untap)
                raise ParseFailure(rest, "tap/untap a target that may be a player")
        return TapPermanents(what, untap=untap)

    return handler


@verb("tap or untap")
def _tap_or_untap(subject: Subject, rest: str, ctx: Context) -> Effect:
    return TapOrUntap(parse_object(rest, ctx))


VERBS["tap"] = _tap_handler(False)
VERBS["untap"] = _tap_handler(True)


def _look_handler(kind: str) -> Handler:
    def handler(subject: Subject, rest: str, ctx: Context) -> Effect:
        pattern = r"(" + NUMBER_RE + r")" + (r" cards?" if kind == "mill" else r"(?: cards?)?")
        match = re.fullmatch(pattern, rest)
        if not match:
            raise ParseFailure(rest, f"{kind} how many")
        if kind == "mill":  # "You may put a land card from among them into your hand"
            ctx.cards = Bound("milled")  # (bound when a later step reads them: link_binds)
        return LibraryLook(
            kind,  # type: ignore[arg-type]
            parse_number(match.group(1), ctx),
            as_player(subject, ctx),
        )

    return handler


for _kind in ("scry", "surveil", "mill"):
    VERBS[_kind] = _look_handler(_kind)
