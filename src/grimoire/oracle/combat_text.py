"""Effect sentences about choosing creatures and combat requirements: "Choose any number of
creatures. They block this turn if able." (CR 509.1c), "You choose which creatures block
..." (CR 509.1), "~ can't attack those players ..." (CR 508.1c)."""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.amounts import parse_number
from grimoire.oracle.block_control_text import players_creatures_block
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import needs_battlefield, parse_filter
from grimoire.oracle.ir import (
    AllMatching,
    AttackDuringNextTurn,
    AttacksNextCombat,
    CantAttackPlayers,
    Chosen,
    CombatRestriction,
    ControlAttacks,
    ControlBlocks,
    CountOf,
    DealDamage,
    Effect,
    Fixed,
    MustAttackPlayer,
    MustBlock,
    NextRollReplacement,
    NumberCheck,
    ObjectFilter,
    ObjectRef,
    OpponentsAttackOthers,
    PlayerRef,
    PowerOf,
    PreventDamage,
    PreventDividedDamage,
    PutIntoLibrary,
    Regenerate,
    Sequence,
    SetBasePowerToughness,
    TargetSpec,
    ThisObject,
    You,
)
from grimoire.oracle.ir import ObjectFilter as Quality
from grimoire.oracle.lexer import SELF
from grimoire.oracle.prevention_shields import prevention_shield
from grimoire.oracle.refs import parse_object, parse_player

_NOOP = Sequence(())


def combat_clause(text: str, ctx: Context) -> Effect | None:
    """Choices and combat requirements: "Choose any number of creatures. They block this
    turn if able." (CR 509.1c), "You choose which creatures block ..." (CR 509.1),
    "~ can't attack those players ..." (CR 508.1c)."""

    shield = prevention_shield(text, ctx)  # CR 615: a source of your choice, an object's
    if shield is not None:  # damage
        return shield
    low = text.lower()
    match = re.fullmatch(r"(.+?) can't be regenerated this turn", text)
    if match:  # "Target creature can't be regenerated this turn" (CR 701.15c)
        what = match.group(1)
        return Regenerate(parse_object(what[0].lower() + what[1:] if what != SELF else what,
                                       ctx), denied=True)
    match = re.fullmatch(r"choose any number of (\w+)", low)
    if match:
        flt = needs_battlefield(parse_filter(match.group(1))[0], match.group(1))
        ctx.antecedent = Chosen(flt, CountOf(flt), up_to=True)
        return _NOOP
    match = re.fullmatch(r"(~|it|this creature) attacks that player this combat if able", low)
    if match and ctx.player_antecedent is not None:  # CR 508.1d: only that player will do
        who = ThisObject() if match.group(1) != "it" or ctx.antecedent is None \
            else ctx.antecedent
        return MustAttackPlayer(who, ctx.player_antecedent)
    match = re.fullmatch(r"during (target opponent|target player)'s next turn, creatures that "
                         r"player controls attack (you|~) if able", text, re.IGNORECASE)
    if match:  # CR 508.1d, for the whole of that player's next turn (Taunt, Gideon Jura)
        player = parse_player(match.group(1).lower(), ctx)
        return AttackDuringNextTurn(player, this=match.group(2) == SELF)
    if low == ("until your next turn, creatures your opponents control attack each combat if "
               "able and attack a player other than you if able"):
        return OpponentsAttackOthers()  # CR 508.1d, 611.2a (Kardur, Doomscourge)
    match = re.fullmatch(r"(they|those creatures|it|that creature) blocks? this turn if able", low)
    if match and ctx.antecedent is not None:
        return MustBlock(ctx.antecedent)
    match = re.fullmatch(r"((?:up to one )?target [^,]*?creature[^,]*?) blocks this turn if "
                         r"able", low)  # "Target creature blocks this turn if able" (509.1c)
    if match:
        return MustBlock(parse_object(match.group(1), ctx))
    match = re.fullmatch(r"((?:up to one )?target .*?creature.*?) blocks (~|this creature|it|"
                         r"target creature) this (turn|combat) if able", text, re.IGNORECASE)
    if match:  # "Target creature blocks ~ this turn if able" (CR 509.1c: blocking that one)
        named_before = ctx.antecedent  # "it": what was named before the blocker
        blocker = parse_object(match.group(1)[0].lower() + match.group(1)[1:], ctx)
        if match.group(2) in (SELF, "this creature"):
            attacker: ObjectRef = ThisObject()
        elif match.group(2) == "it":
            if named_before is None:
                raise ParseFailure(text, "blocks what")
            attacker = named_before
        else:
            attacker = parse_object(match.group(2), ctx)
        return MustBlock(blocker, attacker=attacker, this_combat=match.group(3) == "combat")
    group = players_creatures_block(low)
    if group is not None:
        return group
    match = re.fullmatch(r"(each creature .+|all creatures .+|target creature .*) blocks? this "
                         r"turn if able", text, re.IGNORECASE)
    if match:  # "Each creature your opponents control blocks this turn if able" (509.1c)
        return MustBlock(parse_object(match.group(1)[0].lower() + match.group(1)[1:], ctx))
    each = re.fullmatch(r"((?:up to \w+ )?(?:\w+ )?target creatures .*?) each deal damage equal to "
                        r"their power to (.+)", text, re.IGNORECASE)
    if each:  # Band Together: each source its own power (CR 120.3)
        sources = parse_object(each.group(1)[0].lower() + each.group(1)[1:], ctx)
        return DealDamage(PowerOf(sources), parse_object(each.group(2), ctx), sources,
                          each_source=True)
    if low == ("put ~ and each creature it's blocking on top of their owners' libraries, then "
               "those players shuffle"):  # Gomazoa: each owner shuffles (CR 401.4, 701.20)
        blocked = ObjectFilter(types_any=("creature",), zone="battlefield",
                               blocked_by_source=True)
        return Sequence((PutIntoLibrary(AllMatching(blocked), "shuffled"),
                         PutIntoLibrary(ThisObject(), "shuffled")))
    several = re.fullmatch(r"(?:(.+?) )?can block (an additional creature|any number of "
                           r"creatures|(?:up to )?(?:an additional )?(two|three) additional "
                           r"creatures|an additional (two|three) creatures) this turn", text)
    if several:  # CR 509.1a: it may block more than one attacker this turn
        subject = several.group(1)
        what = (parse_object(subject[0].lower() + subject[1:] if subject != SELF else subject,
                             ctx) if subject else ctx.last_subject)
        if isinstance(what, ObjectRef):
            if several.group(2).startswith("any"):
                return CombatRestriction(what, "block_any_number")
            count = {"two": 2, "three": 3}.get(several.group(3) or several.group(4) or "", 1)
            return CombatRestriction(what, "extra_block", count=count)
    combat = re.fullmatch(r"(that creature|it|target creature) can't block this combat", low)
    if combat:  # Forgestoker Dragon (CR 509.1b, 511.3)
        return CombatRestriction(parse_object(combat.group(1), ctx), "cant_block",
                                 this_combat=True)
    weak = re.fullmatch(r"(?:(.+?) )?can't be blocked by creatures with power (\d+) or "
                        r"(less|greater) this turn", text)
    if weak:  # CR 509.1b: a restriction on which creatures may block it, this turn
        subject = weak.group(1)
        what = ctx.last_subject if subject is None else parse_object(
            subject[0].lower() + subject[1:] if subject != SELF else subject, ctx)
        if isinstance(what, ObjectRef):
            check = NumberCheck("le" if weak.group(3) == "less" else "ge", int(weak.group(2)))
            return CombatRestriction(what, "cant_be_blocked", blocker_power=check)
    bare = re.fullmatch(r"(can't block|can't be blocked|can't attack or block|can't attack) "
                        r"this turn", low)
    if bare and isinstance(ctx.last_subject, ObjectRef):
        # "Target creature gets +1/+0 until end of turn and can't be blocked this turn": the
        # clause's subject is the one before (CR 509.1b, 508.1c)
        rule = bare.group(1).replace("can't", "cant").replace(" ", "_")
        return CombatRestriction(ctx.last_subject, rule)  # type: ignore[arg-type]
    despite = re.fullmatch(r"(?:(.+?) )?can attack this turn as though (?:it|they) didn't have "
                           r"defender", text)
    if despite:  # CR 702.3b: this turn, defender doesn't stop it attacking
        what = parse_object(despite.group(1)[0].lower() + despite.group(1)[1:], ctx) \
            if despite.group(1) else ctx.last_subject
        if isinstance(what, ObjectRef):
            return CombatRestriction(what, "attacks_despite_defender")
    lure = re.fullmatch(r"all creatures able to block (.+?) this turn do so", low) or \
        re.fullmatch(r"(.+?) must be blocked this turn if able", low)
    if lure:  # CR 509.1c: requirements on the blockers for this turn
        what = parse_object(lure.group(1), ctx)
        return CombatRestriction(what, "lure" if low.startswith("all ")
                                 else "must_be_blocked")
    pair = re.fullmatch(r"(.+?) can't block (~|this creature|it|that creature|target "
                        r"creature) this turn", text)
    if pair:  # "Target creature can't block ~ this turn": that attacker only (CR 509.1b)
        named_before = ctx.antecedent
        subject = pair.group(1)
        what = parse_object(subject[0].lower() + subject[1:], ctx)
        if pair.group(2) in (SELF, "this creature"):
            restricted: ObjectRef = ThisObject()
        elif pair.group(2) in ("it", "that creature"):
            if named_before is None:
                raise ParseFailure(text, "can't block what")
            restricted = named_before
        else:
            restricted = parse_object(pair.group(2), ctx)
        return CombatRestriction(what, "cant_block", attacker=restricted)
    match = re.fullmatch(r"(.+?) attacks during its controller's next combat phase if able",
                         text)
    if match:  # CR 508.1d, in a later combat (grimoire.mechanics.next_combat_attacks)
        subject = match.group(1)
        return AttacksNextCombat(parse_object(
            subject[0].lower() + subject[1:] if subject != SELF else subject, ctx))
    match = re.fullmatch(
        r"(.+?) (can't block|can't be blocked|can't attack or block|can't attack|attacks? "
        r"(?:you )?this turn if able)(?: this turn)?",
        text,
    )
    if match and (match.group(2).endswith("if able") or text.endswith(" this turn")):
        rule = match.group(2).replace("can't", "cant").replace(" ", "_")
        if rule.endswith("if_able"):  # a requirement for this turn (CR 508.1d), maybe
            rule = "must_attack_you" if "_you_" in rule else "must_attack"  # on a player
        subject = match.group(1)
        subject = subject[0].lower() + subject[1:] if subject != SELF else subject
        if re.match(r"(?:creatures|other creatures|non\S+ creatures)\b", subject):
            subject = "all " + subject  # a bare plural: "Creatures without flying can't ..."
        what = parse_object(subject, ctx)
        return CombatRestriction(what, rule)  # type: ignore[arg-type]
    match = re.fullmatch(r"prevent all (combat )?damage (it|~) would deal this turn", low)
    if match:
        source = ThisObject() if match.group(2) == SELF else ctx.antecedent
        if source is None:
            raise ParseFailure(text, "'it' without an antecedent")
        return PreventDamage(None, None, combat_only=bool(match.group(1)), source=source)
    moved = re.fullmatch(r"(prevent all (?:combat )?damage that would be dealt)( by .+?)"
                         r"( this turn)", text, re.IGNORECASE)
    if moved:  # "... dealt by creatures this turn" (Chant of Vitu-Ghazi): the same shield
        text = moved.group(1) + moved.group(3) + moved.group(2)
        low = text.lower()
    match = re.fullmatch(
        r"prevent all (combat )?damage that would be dealt(?: to (.+?))? this turn by (.+)",
        low)
    if match:  # "... this turn by attacking creatures", "... by colorless sources"
        return _prevent_by(text, match, ctx)
    match = re.fullmatch(r"prevent all (combat )?damage that would be dealt to you and (.+?) "
                         r"this turn", low)
    if match:  # "to you and creatures you control": the creatures as damage would be dealt
        return PreventDamage(None, You(), combat_only=bool(match.group(1)),
                             to_also=_battlefield_quality(text, match.start(2), match.end(2)))
    match = re.fullmatch(r"prevent the next (\w+) damage that would be dealt this turn to any "
                         r"number of targets, divided as you choose", low)
    if match:  # CR 601.2d: announced as it is put on the stack; CR 615.7: a shield each
        spec = TargetSpec("any", min_count=1, max_count=99)
        return PreventDividedDamage(parse_number(match.group(1), ctx), ctx.add_target(spec))
    match = re.fullmatch(
        r"prevent (all|the next (\w+)) (combat )?damage that would be dealt"
        r"(?: to (.+?))? this turn",
        low,
    )
    if match:
        amount = parse_number(match.group(2), ctx) if match.group(2) else None
        to = None
        if match.group(4):
            to_text = text[low.index(" to ", low.index("dealt")) + 4 : -len(" this turn")]
            to = (
                parse_player(to_text, ctx)
                if to_text.lower() in ("you", "target player")
                else parse_object(to_text, ctx)
            )
        return PreventDamage(amount, to, combat_only=bool(match.group(3)))  # CR 615.1a
    match = re.fullmatch(
        r"(.+?) (?:has|have) base (power|toughness|power and toughness) (\d+)(?:/(\d+))? "
        r"until end of turn",
        text,
    )
    if match:
        subject = match.group(1)
        what = parse_object(subject[0].lower() + subject[1:] if subject != SELF else subject, ctx)
        value = Fixed(int(match.group(3)))
        kind = match.group(2)
        if kind == "power and toughness":
            if not match.group(4):
                raise ParseFailure(text, "base power and toughness N/M")
            return SetBasePowerToughness(what, value, Fixed(int(match.group(4))))  # CR 613.4b
        return SetBasePowerToughness(
            what, value if kind == "power" else None, value if kind == "toughness" else None
        )
    match = re.fullmatch(
        r"the next time (target player|you) would roll (one or more dice|a d(\d+))(?: this turn)?, "
        r"instead (?:they |you )?roll (?:that many dice plus one(?:,)? (?:and|then) you choose one "
        r"of those rolls to ignore|two d(\d+) and use the total of those results)",
        text,
        re.IGNORECASE,
    )
    if match:
        # CR 614.1a, 706.6: a one-shot replacement of that player's next roll.
        player = parse_player(match.group(1), ctx)
        sides = int(match.group(3)) if match.group(3) else None
        this_turn = " this turn," in low
        if match.group(4):
            return NextRollReplacement(player, 1, sides, You(), True, this_turn)
        return NextRollReplacement(player, 1, sides, You(), False, this_turn)
    if low in ("you choose which creatures block this turn and how those creatures block",
               "you choose which creatures block this combat and how those creatures block"):
        return ControlBlocks(You(), this_combat=" this combat " in low)  # CR 509.1, 511.3
    if low == "you choose which creatures attack this turn":  # CR 508.1 (the ruling: the
        return ControlAttacks(You())  # active player still chooses what each attacks)
    match = re.fullmatch(
        r"(.+?) can't attack those players or planeswalkers they control this combat", text
    )
    if match and ctx.player_antecedent is not None:
        what = parse_object(match.group(1), ctx)
        return CantAttackPlayers(what, ctx.player_antecedent)
    return None


def _battlefield_quality(text: str, start: int, end: int) -> Quality:
    """The filter of the permanents named by ``text[start:end]`` ("creatures you control"),
    matched as damage would be dealt (not a set locked in)."""
    phrase = text[start:end]
    if re.search(r"\b(?:target|that|those|it|its|their|chosen)\b", phrase, re.IGNORECASE):
        raise ParseFailure(phrase, "a prevention for particular objects")
    return replace(parse_filter(phrase)[0], zone="battlefield")


def _prevent_by(text: str, match: re.Match[str], ctx: Context) -> PreventDamage:
    """ "Prevent all [combat] damage that would be dealt [to X] this turn by <sources>"
    (CR 615.1a): the sources are a filter read as the damage would be dealt (Harmless
    Assault: "by attacking creatures"; Lithomancer's Focus: "to that creature ... by
    colorless sources")."""
    by_text = text[match.start(3):match.end(3)]
    if re.search(r"\b(?:target|that|those|it|its|their|chosen|choice|you)\b", by_text,
                 re.IGNORECASE):
        raise ParseFailure(by_text, "damage from particular sources")
    # a source is any object (CR 609.7a): "colorless sources" as "colorless objects"
    by = replace(parse_filter(re.sub(r"\bsources\b", "objects", by_text))[0], zone=None)
    to: ObjectRef | PlayerRef | None = None
    if match.group(2):
        to_text = text[match.start(2):match.end(2)]
        to = parse_player(to_text, ctx) if to_text.lower() in ("you", "target player") \
            else parse_object(to_text, ctx)
    return PreventDamage(None, to, combat_only=bool(match.group(1)), by=by)
