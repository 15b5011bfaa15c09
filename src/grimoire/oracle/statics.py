"""Static abilities and replacement effects of permanents (CR 604, 613, 614).

>>> boost = parse_static("Creatures you control get +1/+1.", Context())
>>> boost.filter.controller, boost.power, boost.toughness
('you', 1, 1)
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.amounts import for_each_amount, parse_amount, parse_number
from grimoire.oracle.cast_timing_text import cast_only
from grimoire.oracle.characteristic_text import characteristic_static, last_exiled_static
from grimoire.oracle.conditions import parse_condition
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.copy_text import enters_as_copy, others_enter_as_copy
from grimoire.oracle.cost_text import ability_cost_change, cost_change
from grimoire.oracle.costs import parse_cost
from grimoire.oracle.creature_keywords import GRANTABLE_KEYWORDS, with_keyword_abilities
from grimoire.oracle.damage_text import damage_plus_roll
from grimoire.oracle.devour_text import as_enters_devour
from grimoire.oracle.filters import needs_battlefield, parse_filter
from grimoire.oracle.for_each_boost import for_each_boost
from grimoire.oracle.granted_source import granted_naming_source
from grimoire.oracle.graveyard_text import exiled_play_static, graveyard_cast_static
from grimoire.oracle.ir import (
    AdditionalLandPlays,
    Amount,
    AsEntersChoose,
    CanBeCommander,
    CantBeAttached,
    CantBeCountered,
    CantBlock,
    CastAsThoughFlash,
    CastFromLibraryTop,
    CastOnlyBefore,
    CoinFlipReplacement,
    CombatRestrictionStatic,
    ConditionalStatic,
    ControlAttached,
    DieResult,
    DoesntUntapStatic,
    DynamicBoost,
    EntersRemovingCounters,
    EntersTapped,
    EntersTappedUnlessPaid,
    EntersWithCounters,
    EntersWithRolledBase,
    ExchangeRollWithBase,
    Fixed,
    GrantAbilities,
    HandsRevealed,
    IsYourTurn,
    Keyword,
    LookAtTopAnyTime,
    ManaReplacement,
    MayNotUntap,
    MustAttack,
    NoMaximumHandSize,
    Not,
    ObjectFilter,
    OpeningHandStart,
    OptionalReroll,
    OptionalRollAdjust,
    OthersEnterTapped,
    OthersEnterWithCounters,
    PowerToughnessBoost,
    RerollOn,
    RollBonus,
    RollDice,
    RollReplacement,
    SetCharacteristics,
    StaticEffect,
    Times,
    TopRevealed,
    UntapDuringOthers,
    UseInstalledResult,
)
from grimoire.oracle.keywords import SIMPLE_KEYWORDS
from grimoire.oracle.lexer import SELF
from grimoire.oracle.opening_reveal_text import opening_reveal
from grimoire.oracle.player_statics_text import player_static
from grimoire.oracle.replacement_text import replacement_static
from grimoire.oracle.seating_text import attack_limit_static
from grimoire.oracle.state_conditions import name_the_subject
from grimoire.oracle.tokens import compile_rules
from grimoire.oracle.trigger_doubling_text import cant_cast_early, trigger_doubling
from grimoire.oracle.unless_text import combat_unless, imprinted_boost, name_the_pronoun

_NUM = {"one": 1, "two": 2, "three": 3}
_TIMES = {"twice": 2, "three times": 3}


def _subject(text: str) -> ObjectFilter:
    low = text.lower()
    if text == SELF:
        return ObjectFilter(this_object=True, zone="battlefield")
    attached = re.fullmatch(r"(?:equipped|enchanted) (creature|land|artifact|permanent)", low)
    if attached:  # the permanent the source Aura or Equipment is attached to
        kind = attached.group(1)
        types = () if kind == "permanent" else (kind,)
        return ObjectFilter(types_any=types, attached_to_source=True, zone="battlefield")
    if low.startswith(("each ", "all ")):
        text = text.split(" ", 1)[1]
        low = text.lower()
    both = re.fullmatch(r"([A-Z]?[a-z]+s) and ([a-z]+ [a-z]+s|[a-z]+s) ((?:you|your opponents) "
                        r"control)", text)
    if both:  # "Creatures and nonbasic lands your opponents control": either kind, theirs
        kinds = tuple(parse_filter(f"{k} {both.group(3)}")[0] for k in both.group(1, 2))
        return replace(kinds[0], either=kinds, types_any=(), zone="battlefield")
    flt, _ = parse_filter(text.removeprefix("other ").removeprefix("Other "), _game_amount)
    flt = replace(flt, zone="battlefield", another=low.startswith("other "))
    return flt


def _game_amount(text: str) -> Amount:
    """An amount in a static's filter known only in the game ("creatures with power greater
    than the number of cards in your hand", Ensnaring Bridge: read whenever the filter is
    checked, "your" its controller); X has no value in a static."""
    if text.strip() == "X":
        raise ParseFailure(text, "X in a filter")
    return parse_amount(text, Context())


def _keyword_list(text: str) -> tuple[str, ...]:
    names = [k.strip().lower() for k in re.split(r",\s*(?:and\s+)?|\s+and\s+", text) if k.strip()]
    if not all(n in SIMPLE_KEYWORDS for n in names):
        raise ParseFailure(text, "unknown keywords")
    return tuple(names)


_AS_LONG = re.compile(r"(.+?),? as long as (.+)|As long as (.+?), (.+)|During your turn, (.+)")


_COMBAT_RULES = (
    (r"can't be blocked by more than one creature", "max_one_blocker"),
    # CR 509.1b: menace's rule with another number (CR 702.111b is "two or more")
    (r"can't be blocked except by (two|three|four|five) or more creatures", "min_blockers"),
    # CR 509.1a: one attacker each, unless an effect says otherwise
    (r"can block an additional (creature|two creatures|three creatures|ninety-nine "
     r"creatures) each combat", "extra_block"),
    (r"can block any number of creatures", "block_any_number"),
    (r"blocks? each combat if able", "must_block"),  # CR 509.1c: a requirement
    # CR 510.1a: the damage it assigns, not its power (Doran's rulings)
    (r"assigns? combat damage equal to (?:its|their) toughness rather than (?:its|their) "
     r"power", "toughness_damage"),
    # CR 509.1c: "by an Eldrazi": only a blocker of that kind obeys it (Slayer's Cleaver)
    (r"must be blocked(?: by (an? [A-Z]\w+|an? [a-z]+ creature))? if able", "must_be_blocked"),
    (r"can't attack or block alone", "cant_attack_or_block_alone"),
    (r"can't attack alone", "cant_attack_alone"),
    (r"is goaded", "goaded"),  # CR 701.38b: goaded by the source's controller
    # CR 508.1c: the restriction names the source's controller ("you")
    (r"can't attack you unless their controller pays \{(\d+)\} for each creature they "
     r"control that's attacking you", "attack_tax"),
    (r"can't attack you or planeswalkers you control unless their controller pays "
     r"\{(\d+|[WUBRG]/P)\} for each of those creatures", "attack_tax_or_planeswalkers"),
    (r"can't attack you or planeswalkers you control", "cant_attack_you_or_planeswalkers"),
    # CR 508.1h, 509.1d: the creature's controller pays to attack with it or to block
    (r"can't attack or block unless (?:its controller pays|you pay) \{(\d+)\}",
     "attack_block_cost"),
    (r"can't block unless their controller pays \{(\d+)\} for each of those creatures",
     "block_tax"),  # CR 509.1d
    (r"can't be sacrificed", "cant_be_sacrificed"),
    (r"can't attack you", "cant_attack_you"),
    (
        r"can't attack unless defending player controls (?:a|an) (.+)",
        "cant_attack_unless_defender_controls",
    ),
    (r"can't attack if defending player controls (?:a|an) (.+)",
     "cant_attack_if_defender_controls"),  # CR 508.1c (Orgg)
    (r"can attack as though (?:it|they) didn't have defender", "attacks_despite_defender"),
    (r"can block only (.+)", "can_block_only"),
    (r"can't be blocked by (.+)", "cant_be_blocked_by"),
)


def _except_by(text: str) -> str:
    """ "can't be blocked except by creatures with flying" is "can't be blocked by creatures
    without flying" (CR 509.1b); "except by Walls": by non-Wall creatures."""
    match = re.fullmatch(r"(.+?) can't be blocked except by (.+)", text)
    if match is None:
        return text
    by = match.group(2)
    keyword = re.fullmatch(r"creatures with (\w+)(?: or (\w+))?", by)
    if keyword and all(k in SIMPLE_KEYWORDS for k in keyword.groups() if k):
        # "except by creatures with flying or reach": by creatures with neither
        without = " and ".join(f"without {k}" for k in keyword.groups() if k)
        return f"{match.group(1)} can't be blocked by creatures {without}"
    quality = re.fullmatch(r"(white|blue|black|red|green|legendary|artifact) creatures", by)
    if quality:  # "except by black creatures": by nonblack creatures
        return f"{match.group(1)} can't be blocked by non{quality.group(1)} creatures"
    kind = re.fullmatch(r"([A-Z][a-z]+)s", by)
    if kind:
        return f"{match.group(1)} can't be blocked by non-{kind.group(1)} creatures"
    return text


LANDWALKS = ("swampwalk", "islandwalk", "forestwalk", "mountainwalk", "plainswalk", "desertwalk",
             "nonbasic landwalk")
"""CR 702.14a: the landwalk keywords ([land type]walk)."""
_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5}
_ADDITIONAL = {"creature": 1, "two creatures": 2, "three creatures": 3,
               "ninety-nine creatures": 99}


def _combat_static(text: str) -> StaticEffect | None:
    """Blocking and attacking rules of a creature (CR 508.1c-d, 509.1b-c)."""
    text = _except_by(text)
    cant_block = re.fullmatch(r"(~|This creature) can't block ([A-Z][a-z]+)s", text)
    if cant_block:  # "can't block Humans" = "can block only non-Human creatures" (509.1b)
        text = f"{cant_block.group(1)} can block only non-{cant_block.group(2)} creatures"
    weak = re.fullmatch(r"(.+?) can't block creatures with power (\d+) or "
                        r"(greater|less)", text)
    if weak:  # CR 509.1b: "can't block creatures with power 2 or greater" = "can block only
        n = int(weak.group(2))  # creatures with power 1 or less" (read as blocks are declared)
        bound = f"{n - 1} or less" if weak.group(3) == "greater" else f"{n + 1} or greater"
        text = f"{weak.group(1)} can block only creatures with power {bound}"
    if re.fullmatch(r"You may have (?:~|this creature) assign its combat damage as though "
                    r"it weren't blocked", text):
        return CombatRestrictionStatic("unblocked_damage", None)  # CR 510.1c
    attached = re.fullmatch(r"((?:Enchanted|Equipped) creature)'s controller may have it "
                            r"assign its combat damage as though it weren't blocked", text)
    if attached:  # CR 510.1c: the creature's controller assigns its combat damage anyway
        return CombatRestrictionStatic("unblocked_damage", _subject(attached.group(1)))
    each = re.fullmatch(r"[Ff]or each (creature you control|other creature you control), you "
                        r"may have that creature assign its combat damage as though it "
                        r"weren't blocked", text)
    if each:  # CR 510.1c, for each of them (Siege Behemoth: each chosen separately)
        return CombatRestrictionStatic("unblocked_damage", _subject(each.group(1)))
    lure = re.fullmatch(r"All creatures able to block (.+?) do so", text)
    if lure:  # CR 509.1c: each creature able to block it has a requirement to block it
        subject = lure.group(1)
        who = None if subject in (SELF, "this creature") else _subject(subject)
        return CombatRestrictionStatic("lure", who)
    power = re.fullmatch(r"(Creatures with power less than (?:this creature's|~'s) power) "
                         r"can't block (it|~|this creature|creatures you control)", text)
    if power:  # Den Protector, Champion of Lambholt: "X can't block it" is "it can't be
        # blocked by X" (CR 509.1b); the power is read as blockers are declared
        phrase = "c" + power.group(1)[1:].replace("this creature's", f"{SELF}'s")
        blockers, _ = parse_filter(phrase, lambda a: parse_amount(a, Context()))
        who = None if power.group(2) != "creatures you control" else _subject(power.group(2))
        return CombatRestrictionStatic("cant_be_blocked_by", who,
                                       replace(blockers, zone="battlefield"))
    walk = re.fullmatch(r"Creatures with (\w+walk|landwalk abilities) can be blocked as though "
                        r"they didn't have (?:\1|those abilities)", text)
    if walk:  # CR 702.14 (Undertow): those creatures' landwalk is ignored when blocking
        kinds = LANDWALKS if walk.group(1) == "landwalk abilities" else (walk.group(1),)
        if not set(kinds) <= set(LANDWALKS):
            raise ParseFailure(text, "an unknown landwalk")
        return CombatRestrictionStatic(
            "blockable_despite_landwalk", ObjectFilter(types_any=("creature",), zone="battlefield",
                                                       keywords_any=kinds),
            ObjectFilter(keywords_any=kinds))
    both = re.fullmatch(r"(.+?) can't block and can't be blocked", text)
    if both:
        raise ParseFailure(text, "two rules (grimoire.oracle.granted_keywords)")
    for pattern, rule in _COMBAT_RULES:
        match = re.fullmatch(r"(.+?) " + pattern, text)
        if match is None:
            continue
        who = None if match.group(1) == SELF else _subject(match.group(1))
        if rule.startswith("attack_tax") or rule in ("attack_block_cost", "block_tax"):
            paid = match.group(2)  # "{2}", or a Phyrexian "{W/P}" (CR 107.4f)
            return CombatRestrictionStatic(rule, who, tax=int(paid) if paid.isdigit() else 1,  # type: ignore[arg-type]
                                           tax_symbol="1" if paid.isdigit() else paid)
        if rule == "min_blockers":
            return CombatRestrictionStatic("min_blockers", who, count=_COUNTS[match.group(2)])
        if rule == "extra_block":
            return CombatRestrictionStatic("extra_block", who, count=_ADDITIONAL[match.group(2)])
        other = None
        if match.lastindex and match.lastindex >= 2:
            phrase = match.group(2)
            flt, _ = parse_filter(re.sub(r"^(?:a|an) ", "", phrase))
            other = replace(flt, zone="battlefield")
        return CombatRestrictionStatic(rule, who, other)  # type: ignore[arg-type]
    return None


_REVEALED = {"Your opponents play with their hands revealed": "opponents",
             "Players play with their hands revealed": "each",
             "Play with your hand revealed": "you"}


def parse_static(line: str, ctx: Context) -> StaticEffect:
    """Parse a static-ability line, or raise :class:`ParseFailure`."""
    text = line.strip().rstrip(".")
    # "it gets an additional +1/+1": one more boost of its own (CR 613.4c)
    text = re.sub(r"\b(gets?) an additional (?=[+-]\d)", r"\1 ", text)

    players = player_static(text)  # "You have hexproof", "Players can't gain life" (101.2)
    if players is not None:
        return players
    spell_cost = cost_change(text, ctx)  # "Artifact spells you cast cost {1} less" (601.2f)
    if spell_cost is not None:
        return spell_cost
    ability_cost = ability_cost_change(text)  # "Activated abilities of ... cost {3} more"
    if ability_cost is not None:  # (CR 602.2b)
        return ability_cost

    copying = enters_as_copy(text, ctx)  # Clone: "enter as a copy of ..." (CR 707.5)
    if copying is not None:
        return copying
    others = others_enter_as_copy(text)  # Essence of the Wild (CR 614.1c, 707.5)
    if others is not None:
        return others

    graveyard = graveyard_cast_static(text, ctx) or exiled_play_static(text, ctx)  # "You
    # may cast ~ from your graveyard ...", "... from among cards exiled with ~" (CR 601.3)
    if graveyard is not None:
        return graveyard

    replacing = replacement_static(text)  # Rest in Peace, Doubling Season, Furnace of Rath...
    if replacing is not None:
        return replacing

    doubling = trigger_doubling(text) or cant_cast_early(text)  # Panharmonicon, Teysa
    # Karlov (CR 603.2d); Serra Avenger (CR 101.2)
    if doubling is not None:
        return doubling

    plus = damage_plus_roll(text)  # "... that much damage plus the result of a d6 roll"
    if plus is not None:
        return plus

    unless = combat_unless(text, ctx)  # "can't block unless you control a Wolf" (611.3a)
    if unless is not None:
        return unless

    limit = attack_limit_static(text)  # Mystic Barrier, Crawlspace, Hooded Horror (508.1c)
    if limit is not None:
        return limit
    unblockable = re.fullmatch(r"(.+?) can't be blocked as long as defending player controls "
                               r"(?:a|an) (.+)", text)
    if unblockable:  # CR 509.1b: a restriction on the defending player's blocks (as landwalk)
        who = None if unblockable.group(1) in (SELF, "This creature") else _subject(
            unblockable.group(1))
        flt, _ = parse_filter(unblockable.group(2))
        return CombatRestrictionStatic("unblockable_if_defender_controls", who,
                                       replace(flt, zone="battlefield"))
    imprinted = imprinted_boost(text) or last_exiled_static(text, _subject)  # "+X/+Y, where X
    # is the exiled card's power"; "has the power, toughness ... of the last ..." (607.2a)
    if imprinted is not None:
        return imprinted
    conditional = _AS_LONG.fullmatch(text)
    if conditional:  # CR 611.3a: applies only while the condition holds
        if conditional.group(5):
            inner = conditional.group(5)
            cond: object = IsYourTurn()
        else:
            inner = conditional.group(1) or conditional.group(4)
            said = conditional.group(2) or conditional.group(3)
            if conditional.group(3):  # "As long as enchanted creature is a Human, it has ..."
                inner = name_the_pronoun(said, inner)
            if conditional.group(1):  # "This creature gets +1/+0 as long as it's
                said = name_the_subject(inner, said)  # attacking": "it" is this creature
            cond = parse_condition(said, ctx)
        effect = parse_static(inner[0].upper() + inner[1:], ctx)
        return ConditionalStatic(cond, effect)  # type: ignore[arg-type]

    changed = characteristic_static(text, ctx, _subject)  # CR 604.3, 613.1d-f, 613.4a-b
    if changed is not None:
        return changed
    granted = re.fullmatch(r"(.+?) (?:has|have) \"(.+)\"", text)
    if granted:
        flt = _subject(granted.group(1))
        quoted = granted.group(2)
        if SELF in quoted:  # CR 201.5a: the name means the granting object
            abilities = granted_naming_source(quoted)
        else:
            abilities = compile_rules("granted", quoted)
        return GrantAbilities(flt, abilities)  # CR 613.1f
    from grimoire.oracle.granted_keywords import granted_keywords

    granted_kw = granted_keywords(text, _subject)  # "has protection from red" (CR 702.16a)
    if granted_kw is not None:
        return granted_kw
    if text == f"{SELF} enters tapped":
        return EntersTapped()
    match = re.fullmatch(r"(.+?) (?:is|are) (white|blue|black|red|green)", text)
    if match:  # "this creature ... is black": its color is set (CR 105.3, 613.1e, layer 5)
        letter = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
        return SetCharacteristics(_subject(match.group(1)), colors=(letter[match.group(2)],))
    match = re.fullmatch(r"(.+?) isn't (?:a|an) (artifact|creature|enchantment|land)", text)
    if match:  # the Theros gods: "Heliod isn't a creature" (CR 613.1d, layer 4)
        return SetCharacteristics(_subject(match.group(1)), removed_types=(match.group(2),))
    if text == f"{SELF} can be your commander":
        return CanBeCommander()  # CR 903.3a: deck construction (grimoire.mechanics.loyalty)
    match = re.fullmatch(
        r"(.+?) (can't be blocked|can't attack or block|can't attack|can't block)", text
    )
    if match:  # ("~ can't block" is CantBlock, above)
        rule = match.group(2).replace("can't", "cant").replace(" ", "_")
        who = None if match.group(1) == SELF else _subject(match.group(1))
        return CombatRestrictionStatic(rule, who)  # type: ignore[arg-type]  # CR 508.1c, 509.1b
    match = re.fullmatch(
        r"As " + re.escape(SELF) + r" enters, roll a d(\d+) twice\. Its base power becomes "
        r"the first result and its base toughness becomes the second result",
        text,
    )
    if match:
        return EntersWithRolledBase(int(match.group(1)))  # CR 614.1c, 613.4b
    match = re.fullmatch(
        r"As ~ enters, remove all counters from all (\w+)\. ~ enters with (a|an|two) (.+?) "
        r"counters? on it for each counter removed this way", text)
    if match:  # CR 614.1c: one replacement; it counts what it removed (CR 608.2c)
        flt, _ = parse_filter(match.group(1))
        return EntersRemovingCounters(needs_battlefield(flt, match.group(1)), match.group(3),
                                      2 if match.group(2) == "two" else 1)

    each = for_each_boost(text, ctx, _subject)  # "gets +1/+0 for each artifact you control"
    if each is not None:
        return each
    match = re.fullmatch(r"(.+?) gets? ([+-])X/([+-])(X|0), where X is (.+)", text)
    if match:
        amount = parse_amount(match.group(5), ctx)
        power = amount if match.group(2) == "+" else Times(amount, -1)
        tough = (
            (amount if match.group(3) == "+" else Times(amount, -1))
            if match.group(4) == "X"
            else Fixed(0)
        )
        return DynamicBoost(_subject(match.group(1)), power, tough)
    match = re.fullmatch(r"(.+?) enters? with (a|an|one|two|three) additional (\S+) counters? "
                         r"on (?:it|them)(?: for each (.+?) you already control)?", text)
    if match and match.group(1) == SELF and not match.group(4):  # "it enters with three
        # additional time counters" (CR 614.1c)
        return EntersWithCounters(match.group(3), parse_number(match.group(2), ctx))
    if match and match.group(1) != SELF and not match.group(1).startswith("If "):
        already = replace(parse_filter(match.group(4))[0], controller="you",
                          zone="battlefield") if match.group(4) else None  # "for each
        # Angel you already control"; CR 614.1c, 614.12
        return OthersEnterWithCounters(_subject(match.group(1)), match.group(3),
                                       parse_number(match.group(2), ctx), per=already)
    match = re.fullmatch(r"(.+?) enter tapped", text)
    if match and match.group(1) != SELF:
        return OthersEnterTapped(_subject(match.group(1)))  # CR 614.1c
    match = re.fullmatch(
        r"You may tap (~|an untapped .+? you control) to (increase the result of a die any "
        r"player rolled by (\d+)|have any player reroll a die that player rolled)",
        text,
    )
    if match:
        cost = parse_cost("{T}" if match.group(1) == SELF else "tap " + match.group(1))
        if match.group(3):  # CR 706.2a: an optional modifier with a cost
            return OptionalRollAdjust(
                cost, int(match.group(3)), increase_only=True, any_player=True
            )
        return OptionalReroll(cost, any_player=True)  # CR 706.2b
    match = re.fullmatch(
        r"Once each turn, you may pay (\{[^ ]+\}) to reroll one or more dice you rolled", text
    )
    if match:
        return OptionalReroll(parse_cost(match.group(1)), once_per_turn=True, several=True)
    if text == (
        "If you would roll one or more planar dice, instead roll that many planar dice plus one "
        "and ignore one"
    ):
        return RollReplacement(1, "choose", planar=True)  # CR 706.6, 901.9
    combat = _combat_static(text)
    if combat is not None:
        return combat
    devour = as_enters_devour(text)  # "you may sacrifice any number of creatures" (702.82)
    if devour is not None:
        return devour
    match = re.fullmatch(
        r"As " + re.escape(SELF) + r" enters, you may (pay \d+ life|reveal (?:a|an) .+? from "
        r"your hand)\. If you don't, (?:it|" + re.escape(SELF) + r") enters tapped",
        text,
    )
    if match:
        return EntersTappedUnlessPaid(parse_cost(match.group(1)))
    match = re.fullmatch(r"If (~ was kicked(?: with its (?:\{[^}]+\})+ kicker)?), (?:it|~) "
                         r"(enters with \w+ .+? counters? on it)", text)
    if match:  # CR 702.33d-f, 614.1c: "If this creature was kicked, it enters with ..."
        enters = parse_static(f"{SELF} {match.group(2)}", ctx)
        if isinstance(enters, EntersWithCounters):
            return ConditionalStatic(parse_condition(match.group(1), ctx), enters)
    match = re.fullmatch(r"(~ enters with (?:a|an|one|two|three|four|five) \S+ counters? on it)"
                         r" if (.+)", text)
    if match:  # Raid, morbid, revolt: CR 614.1c, the condition checked as it enters
        enters = parse_static(match.group(1), ctx)
        if isinstance(enters, EntersWithCounters):
            return ConditionalStatic(parse_condition(match.group(2), ctx), enters)
    match = re.fullmatch(re.escape(SELF) + r" enters tapped unless (.+)", text)
    if match:
        # CR 614.1c: checked as it enters; it enters tapped if the condition is false.
        return ConditionalStatic(Not(parse_condition(match.group(1), ctx)), EntersTapped())
    if re.fullmatch(r"You control enchanted (?:creature|permanent|land|artifact|planeswalker)",
                    text):  # CR 613.1b: whatever the Aura is attached to (grimoire.rules.control)
        return ControlAttached()
    if text == f"You may choose not to untap {SELF} during your untap step":
        return MayNotUntap()  # CR 502.3
    if text == "You may look at the top card of your library any time":
        return LookAtTopAnyTime()
    if text == "You may play an additional land on each of your turns":
        return AdditionalLandPlays(1)  # CR 305.2
    if text == f"{SELF} can't be countered":
        return CantBeCountered()
    match = re.fullmatch(r"(.+?) spells you control (?:with (.+) )?can't be countered", text)
    if match:  # CR 101.2 (Destiny Spinner): those spells, while this is on the battlefield
        kinds = re.sub(r",? and ", " or ", match.group(1).replace(", ", " or "))
        with_ = f" with {match.group(2)}" if match.group(2) else ""
        kinds = kinds[0].lower() + kinds[1:]  # (the sentence's capital; subtypes keep theirs)
        flt, _ = parse_filter(f"{kinds} card{with_}")
        return CantBeCountered(replace(flt, zone="stack", is_spell=True, controller="you"))
    revealed = _REVEALED.get(text)
    if revealed is not None:  # hands made public (CR 400.2)
        return HandsRevealed(revealed)  # type: ignore[arg-type]
    if text == "Play with the top card of your library revealed":
        return TopRevealed()  # CR 401.5
    from_top = re.fullmatch(r"You may cast (.+? spells) from the top of your library", text)
    if from_top:  # CR 601.3: a permission to cast from the library's top
        flt, _ = parse_filter(from_top.group(1))
        return CastFromLibraryTop(replace(flt, zone=None, is_spell=False))
    attached = re.fullmatch(re.escape(SELF) + r" can't be (equipped|enchanted)", text)
    if attached:  # CR 301.5b, 303.4d: such attachments don't move onto it
        return CantBeAttached("Equipment" if attached.group(1) == "equipped" else "Aura")
    match = re.fullmatch(
        r"(.+?) (?:doesn't|don't) untap during (?:your|its controller's|their controllers') "
        r"untap steps?",
        text,
    )
    if match:
        which = None if match.group(1) == SELF else _subject(match.group(1))
        return DoesntUntapStatic(which)  # CR 502.3
    match = re.fullmatch(r"You may cast (.*?spells?(?: with \w+)?) as though (?:it|they) had "
                         r"flash", text)
    if match:  # CR 601.3b (grimoire.rules.flash_permission)
        return CastAsThoughFlash(parse_filter(match.group(1))[0])
    if text == "Untap all permanents you control during each other player's untap step":
        return UntapDuringOthers()  # CR 502.3 (grimoire.rules.turn)
    if text == f"{SELF} attacks each combat if able":
        return MustAttack()  # CR 508.1d: a requirement
    match = re.fullmatch(r"(.+?) attacks? each combat if able", text)
    if match:  # CR 508.1d: a requirement on each creature the filter names
        return CombatRestrictionStatic("must_attack", _subject(match.group(1)))
    if text == (f"Cast {SELF} only before combat or during combat before blockers are declared"):
        return CastOnlyBefore("declare_blockers")
    timing = cast_only(text)  # "Cast this spell only during combat" (CR 601.3)
    if timing is not None:
        return timing
    match = re.fullmatch(r"Increase the result of each die you roll by (\d+)", text)
    if match:
        return RollBonus(Fixed(int(match.group(1))))  # CR 706.2: a modifier
    if text == (
        "If you would roll a die, instead roll two of those dice and ignore one of those results"
    ):
        return RollReplacement(1, "choose", each_die=True)  # CR 706.6: per die rolled
    match = re.fullmatch(r"If you roll a (\d+) on a d(\d+), you may reroll that die", text)
    if match:
        return RerollOn(int(match.group(1)), int(match.group(2)))  # CR 706.2b
    if text == f"You may uninstall a result from {SELF} to use it for a die you rolled":
        return UseInstalledResult()  # grimoire.rules.roll_window
    if text == "If you would flip a coin, instead flip two coins and ignore one":
        return CoinFlipReplacement()  # CR 614.1a (grimoire.rules.coins)
    match = re.fullmatch(
        r"If you would roll one or more d(\d+), instead roll them and you may exchange one "
        r"result with ~'s base power or base toughness",
        text,
    )
    if match:  # CR 614.1a, 706.7 (grimoire.rules.roll_window)
        return ExchangeRollWithBase(int(match.group(1)))
    match = re.fullmatch(
        r"After you roll a die, you may (.+?)\. If you do, increase or decrease the result "
        r"by (\d+)(\. Do this only once each turn)?",
        text,
    )
    if match:
        # CR 706.2a: an optional modifier with an associated cost.
        return OptionalRollAdjust(
            parse_cost(match.group(1)), int(match.group(2)), bool(match.group(3))
        )
    if text in ("You have no maximum hand size", "Players have no maximum hand size"):
        return NoMaximumHandSize("you" if text.startswith("You") else "each")  # CR 402.2
    if text == f"{SELF} can't block":
        return CantBlock()
    match = re.fullmatch(re.escape(SELF) + r" enters with (\w+) (.+?) counters? on it", text)
    if match:
        return EntersWithCounters(match.group(2), parse_number(match.group(1), ctx))
    match = re.fullmatch(re.escape(SELF) + r" enters with X (\S+) counters on it, where X is "
                         r"(.+)", text)
    if match:  # CR 614.1c, 107.3a: "where X is the total life lost by your opponents this
        # turn" (Cryptborn Horror), counted as it enters
        return EntersWithCounters(match.group(1), parse_amount(match.group(2), ctx))
    match = re.fullmatch(re.escape(SELF) + r" enters with a number of (\S+) counters on it "
                         r"equal to (.+)", text)
    if match:  # CR 614.1c, 122.6: "equal to one plus the number of other creatures you
        # control" (counted as it enters)
        return EntersWithCounters(match.group(1), parse_amount(match.group(2), ctx))
    match = re.fullmatch(re.escape(SELF) + r" enters with (a|an|one|two|three) (.+?) counters? "
                         r"on it for each (.+)", text)
    if match:  # "for each time it was kicked" (CR 702.33c, 614.1c)
        counted = for_each_amount(match.group(3), ctx)
        per = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}[match.group(1)]
        return EntersWithCounters(match.group(2),
                                  counted if per == 1 else Times(counted, per))
    match = re.fullmatch(
        r"As " + re.escape(SELF) + r" enters, roll (\w+) d(\d+)\. "
        r"(?:It|~) enters with a number of (.+?) counters on it equal to the "
        r"(?:total of those results|result)",
        text,
    )
    if match:
        roll = RollDice(parse_number(match.group(1), ctx), int(match.group(2)))
        return EntersWithCounters(match.group(3), DieResult(total=True), roll=roll)
    match = re.fullmatch(
        r"As "
        + re.escape(SELF)
        + r" enters, choose (?:a|an|two) (colors?|opponent|player|creature type)"
        r"(?: other than (white|blue|black|red|green))?",
        text,
    )
    if match:
        other = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}.get(
            match.group(2) or "")
        if other is not None and match.group(1) != "color":
            raise ParseFailure(text, "'other than' a color for another kind of choice")
        kind = "two_colors" if match.group(1) == "colors" else match.group(1)
        if (kind == "two_colors") != (" two " in text):
            raise ParseFailure(text, "a count of colors")
        return AsEntersChoose(kind.replace(" ", "_"), other)  # type: ignore[arg-type]
    match = re.fullmatch(
        r"If " + re.escape(SELF) + r" is in your opening hand, you may begin the game "
        r"with it on the battlefield",
        text,
    )
    if match:
        return OpeningHandStart()
    from_hand = opening_reveal(text)  # the Chancellors (CR 103.6b)
    if from_hand is not None:
        return from_hand
    match = re.fullmatch(
        r"If you would roll (one or more dice|a die|one or more d(\d+)|a d(\d+)), "
        r"instead roll that many (?:dice|d\d+) plus (one|two) and ignore the "
        r"(lowest|highest) rolls?",
        text,
    )
    if match:
        sides = match.group(2) or match.group(3)
        return RollReplacement(
            _NUM[match.group(4)],
            "highest" if match.group(5) == "lowest" else "lowest",
            sides=int(sides) if sides else None,
        )
    match = re.fullmatch(
        r"If you tap (?:a|an) (.+?) for mana, it produces (twice|three times) as "
        r"much of that mana instead",
        text,
    )
    if match:
        flt, _ = parse_filter(match.group(1))
        return ManaReplacement(
            replace(flt, controller="you", zone="battlefield"), multiplier=_TIMES[match.group(2)]
        )
    match = re.fullmatch(
        r"If (?:a|an) (.+?) is tapped for mana, it produces \{([WUBRGC])\} instead of "
        r"any other type and amount",
        text,
    )
    if match:
        flt, _ = parse_filter(match.group(1))
        return ManaReplacement(replace(flt, zone="battlefield"), becomes=(match.group(2),))
    match = re.fullmatch(
        r"(.+?) (?:gets?|get) ([+-]\d+)/([+-]\d+)(?: and (?:has|have) (.+))?", text
    )
    if match:
        keywords = _keyword_list(match.group(4)) if match.group(4) else ()
        return PowerToughnessBoost(
            _subject(match.group(1)), int(match.group(2)), int(match.group(3)), keywords
        )
    match = re.fullmatch(r"(.+?) (?:has|have) (.+)", text)
    if match and not match.group(2).startswith('"'):
        keywords = _keyword_list(match.group(2))
        if any(k.lower() in GRANTABLE_KEYWORDS for k in keywords):
            # "Equipped creature has myriad", "Other creatures you control have extort": the
            # keyword and the triggered ability it stands for, granted together (CR 613.1f,
            # 702.116a, 702.101a)
            with_trigger = with_keyword_abilities(tuple(Keyword(k) for k in keywords))
            return GrantAbilities(_subject(match.group(1)), with_trigger)
        return PowerToughnessBoost(_subject(match.group(1)), 0, 0, keywords)
    raise ParseFailure(line, "unknown static ability")
