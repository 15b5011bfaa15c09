"""Ability lines to IR: keyword lines, activated ``cost: effect`` (CR 602), triggered
``When/Whenever/At`` (CR 603), static lines (CR 604), spell text (CR 608.2), results tables
(CR 706) and Class level bars (CR 716).

>>> from grimoire.oracle.lexer import split_lines
>>> parsed = parse_lines(split_lines("{T}: Add {C}.", "Rift"), "Rift", is_spell=False)
>>> parsed.abilities[0].is_mana_ability
True
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from grimoire.oracle.activation_windows import add_restriction
from grimoire.oracle.alt_cost_order import rather_first
from grimoire.oracle.alt_keywords import (
    ALT_KEYWORDS,
    ZONE_KEYWORDS,
    alt_keyword_abilities,
    zone_ability,
)
from grimoire.oracle.checks import bullet_results
from grimoire.oracle.compound_conditions import compound_condition
from grimoire.oracle.conditions import EMINENCE, IN_COMMAND_ZONE, parse_condition
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.cost_text import own_ability_change
from grimoire.oracle.costs import parse_cost
from grimoire.oracle.creature_keywords import (
    EXPANDED_KEYWORDS,
    creature_keyword_abilities,
    fill_backup,
)
from grimoire.oracle.dfc_text import day_night_static
from grimoire.oracle.draw_reveal_text import draw_reveal_abilities
from grimoire.oracle.effects import parse_compound, parse_effect, seq
from grimoire.oracle.either_subject import split_subjects
from grimoire.oracle.enter_modes import enter_modes
from grimoire.oracle.granted_keywords import parse_statics
from grimoire.oracle.indicated import expand_indicated
from grimoire.oracle.instead_text import conditional_instead
from grimoire.oracle.ir import (
    Ability,
    ActivatedAbility,
    AdditionalCost,
    AddMana,
    AddManaChoice,
    AddManaChosenColor,
    AddManaCommanderIdentity,
    AddManaCouldProduce,
    AddManaDevotion,
    AddManaLikeProduced,
    AlternativeCost,
    CardMovedTrigger,
    CastThisTrigger,
    ClassLevel,
    Conditional,
    Cost,
    Effect,
    ExileCost,
    Fixed,
    GrantingSource,
    IfDid,
    Keyword,
    LoyaltyCost,
    MayDo,
    Modal,
    Mode,
    RemoveCountersCost,
    RevealCost,
    RollCost,
    RollDice,
    Sequence,
    SpellAbility,
    StaticAbility,
    TableRow,
    TappedForManaTrigger,
    TokenSpec,
    TriggeredAbility,
    Unimplemented,
    VisitTrigger,
)
from grimoire.oracle.keyword_lines import line_keyword
from grimoire.oracle.keyword_texts import CYCLE_TYPES, TRIGGERED_KEYWORDS
from grimoire.oracle.keywords import parse_keyword_line
from grimoire.oracle.level_text import LevelerLines
from grimoire.oracle.lexer import SELF, Line, strip_ability_word
from grimoire.oracle.loss_text import lose_instead
from grimoire.oracle.loyalty import bracket_cost
from grimoire.oracle.meld_text import meld_trigger
from grimoire.oracle.modal_text import mode_bonus, repeatable_modes, spree_modes
from grimoire.oracle.noted import upkeep_condition
from grimoire.oracle.once_batches import singular_once
from grimoire.oracle.prevention_riders import prevention_rider
from grimoire.oracle.sacrifice_reduction_text import split_reduction, with_reduction
from grimoire.oracle.saga_text import chapter_abilities, chapter_numbers
from grimoire.oracle.sentence_links import link_binds
from grimoire.oracle.trigger_players import that_player_controls
from grimoire.oracle.trigger_zone import trigger_zone
from grimoire.oracle.triggers import split_trigger
from grimoire.oracle.two_triggers import two_triggers
from grimoire.oracle.upkeep_keywords import (
    RETURN_KEYWORDS,
    UPKEEP_KEYWORDS,
    return_ability,
    upkeep_ability,
)
from grimoire.oracle.vehicles import (
    STATION_BAR,
    expand_keywords,
    restricted_line,
    station_block,
)
from grimoire.oracle.x_floor import x_floor

_MANA_NODES = (AddMana, AddManaChoice, AddManaCouldProduce, AddManaLikeProduced, AddManaChosenColor,
               AddManaCommanderIdentity, AddManaDevotion)
_LEVEL = re.compile(r"^((?:\{[^}]+\})+): Level (\d+)$")
_MODAL = re.compile(
    r"(?:^|, |\. )choose (one|two|three|four|one or more|one or both|any number|up to one|"
    r"up to two) —$",
    re.IGNORECASE,
)

_MODAL_COUNTS = {
    "one": (1, 1),
    "two": (2, 2),
    "three": (3, 3),
    "four": (4, 4),
    "one or both": (1, 2),
    "one or more": (1, 99),
    "any number": (0, 99),
    "up to one": (0, 1),  # CR 700.2: none, or one mode
    "up to two": (0, 2),
}


@dataclass(slots=True)
class Block:
    """One ability's text with its table rows and modal bullets."""

    line: Line
    rows: list[Line] = field(default_factory=list)
    bullets: list[str] = field(default_factory=list)

    @property
    def span(self) -> str:
        """The exact printed text of the whole block."""
        parts = [self.line.raw or self.line.text]
        parts += [r.raw or r.text for r in self.rows]
        parts += [f"• {b}" for b in self.bullets]
        return "\n".join(parts)


@dataclass(slots=True)
class Parsed:
    """Everything the lines of one face compile to."""

    abilities: list[Ability] = field(default_factory=list)
    spell_effects: list[Effect] = field(default_factory=list)
    spell_ctx: Context = field(default_factory=Context)
    additional_costs: list[AdditionalCost] = field(default_factory=list)
    alternative_costs: list[AlternativeCost] = field(default_factory=list)
    spell_unimplemented: list[Unimplemented] = field(default_factory=list)

    @property
    def spell(self) -> SpellAbility | None:
        """The spell ability assembled from the spell lines."""
        if self.spell_unimplemented:
            return SpellAbility(
                seq([*self.spell_effects, *self.spell_unimplemented]), tuple(self.spell_ctx.targets)
            )
        if not self.spell_effects:
            return None
        return SpellAbility(seq(self.spell_effects), tuple(self.spell_ctx.targets))


def group_blocks(lines: list[Line]) -> list[Block]:
    """Attach results-table rows and modal bullets to the ability line above them."""
    blocks: list[Block] = []
    for line in lines:
        if line.row is not None and blocks:
            blocks[-1].rows.append(line)
        elif line.text.startswith("•") and blocks:
            blocks[-1].bullets.append(line.text.lstrip("• ").strip())
        elif line.text.startswith("+ {") and blocks and blocks[-1].line.text == "Spree":
            blocks[-1].bullets.append(line.text.strip())  # CR 702.172a: "+ {1} — ..." modes
        else:
            blocks.append(Block(line))
    return blocks


def parse_lines(lines: list[Line], name: str, *, is_spell: bool) -> Parsed:
    """Compile one face's lines."""
    parsed = Parsed(spell_ctx=Context(card_name=name))
    # CR 607.2a: "cards exiled with ~" and "the exiled card" link to the exiling ability.
    linked = any("exiled with" in line.text or re.search(r"the exiled (?:\w+ )?card", line.text)
                 for line in lines)
    parsed.spell_ctx.linked = linked
    level: tuple[int, object, list[Ability], str] | None = None
    levels: list[ClassLevel] = []
    blocks = group_blocks(lines)
    prizes = [b for b in blocks if b.line.text.startswith("Prize — ") and not b.rows]
    prize = prizes[0].line.text[len("Prize — ") :] if len(prizes) == 1 else None
    if prize is not None:  # CR 702.159b: the Prize paragraph is part of the visit ability
        blocks = [b for b in blocks if b is not prizes[0]]
    station: tuple[int, list[Ability], str] | None = None  # "STATION N+" and its abilities
    leveler = LevelerLines()  # CR 711, 702.87: "Level up", "LEVEL N1-N2" striations
    for block in blocks:
        if (wrap := line_keyword(block.line.raw)) is not None:  # "Max speed —", "Boast —"
            _parse_block(block, parsed, (kept := list[Ability]()), linked=linked, is_spell=False)
            parsed.abilities.extend(wrap(kept, block.span))  # (CR 702.178a, 702.142a)
            continue
        if not block.rows and leveler.take(block.line.text, block.line.raw, lambda out: (
                _parse_block(block, parsed, out, linked=linked, is_spell=False))):  # noqa: B023
            continue
        if block.line.text.startswith("Visit — ") and not block.bullets:
            parsed.abilities.append(_visit(block, prize, linked))
            continue
        bar = STATION_BAR.fullmatch(block.line.text)
        if bar or station is not None:
            if bar:
                if station is not None:
                    parsed.abilities.append(station_block(*station))
                station = (int(bar.group(1)), [], block.span)
            else:
                _parse_block(block, parsed, station[1], linked=linked, is_spell=False)  # type: ignore[index]
            continue
        match = _LEVEL.match(block.line.text)
        if match:
            if level is not None:
                levels.append(_close_level(level))
            try:
                cost = parse_cost(match.group(1))
            except ParseFailure as failure:
                parsed.abilities.append(Unimplemented(block.span, failure.reason))
                level = None
                continue
            level = (int(match.group(2)), cost, [], block.span)
            continue
        target = level[2] if level is not None else parsed.abilities
        _parse_block(block, parsed, target, linked=linked, is_spell=is_spell and level is None)
    if level is not None:
        levels.append(_close_level(level))
    if station is not None:
        parsed.abilities.append(station_block(*station))
    parsed.abilities.extend(leveler.close())
    parsed.abilities.extend(levels)
    parsed.abilities[:] = fill_backup(parsed.abilities)  # CR 702.165a: the abilities below
    return parsed


_EQUIP = re.compile(
    r"Equip(?: (?P<quality>(?!planeswalker\b)[A-Za-z][\w' -]*?))?"
    r"(?: (?P<mana>(?:\{[^}]+\})+)|—(?P<cost>[^.]+))(?P<rest>\. .+)?\.?"
)


def equip_definition(text: str) -> str | None:
    """The text an equip ability stands for (CR 702.6a: "Equip [cost]" means "[Cost]:
    Attach this permanent to target creature you control. Activate only as a sorcery."),
    with its quality (CR 702.6c: "Equip legendary creature {3}") and any further
    restriction; None if ``text`` is not an equip ability.

    >>> equip_definition("Equip {1}")
    '{1}: Attach ~ to target creature you control. Activate only as a sorcery.'
    >>> equip_definition("Equip Knight {1}. Activate only once each turn.")
    '{1}: Attach ~ to target Knight creature you control. Activate only as a sorcery. \
Activate only once each turn.'
    >>> equip_definition("Equipped creature gets +1/+1.") is None
    True
    """
    match = _EQUIP.fullmatch(text.strip())
    if match is None:
        return None
    quality = (match.group("quality") or "").strip()
    what = quality if quality.endswith("creature") else f"{quality} creature".strip()
    cost = match.group("mana") or match.group("cost").strip()
    rest = (match.group("rest") or "").strip(". ")
    tail = f" {rest}." if rest else ""
    return (f"{cost}: Attach {SELF} to target {what} you control. "
            f"Activate only as a sorcery.{tail}")


def _close_level(level: tuple[int, object, list[Ability], str]) -> ClassLevel:
    number, cost, abilities, text = level
    return ClassLevel(number, cost, tuple(abilities), text)  # type: ignore[arg-type]


def _parse_block(
    block: Block, parsed: Parsed, out: list[Ability], *, linked: bool, is_spell: bool
) -> None:
    text = block.line.text
    name = parsed.spell_ctx.card_name  # (a Siege's words; "has bushido X, where X is ...")
    moded = enter_modes(name, text, block.bullets, block.span, TRIGGERED_KEYWORDS)
    if moded is not None:  # "As ~ enters, choose Khans or Dragons. • Khans — ..." (614.12)
        out.extend(moded)
        return
    if chapters := chapter_numbers(block.line.raw):  # CR 714.2: "I, II — [Effect]"
        try:
            ctx = Context(linked=linked, of_permanent=True)
            effect = _effect_with_table(block, text, ctx)
            out.extend(chapter_abilities(chapters, effect, tuple(ctx.targets), block.span))
        except ParseFailure as failure:
            out.append(Unimplemented(block.span, failure.reason))
        return
    if not block.rows and not block.bullets and (pair := split_subjects(text)) is not None:
        for half in pair:  # "this creature or enchanted creature" (bestow, CR 702.103)
            out.extend(a if isinstance(a, Keyword) else replace(a, text=block.span)
                       for a in _expand_line(Block(replace(block.line, text=half)), parsed,
                                             linked))
        return
    if (revealing := draw_reveal_abilities(text, name)) is not None:  # CR 121.1, 607.2
        out.extend(replace(a, text=block.span) for a in revealing)
        return
    if (day := day_night_static(text)) is not None:  # CR 728: "it becomes day as ~ enters"
        out.append(replace(day, text=block.span))
        return
    equip = equip_definition(text) if not block.rows and not block.bullets else None
    if equip is not None:  # CR 702.6a: an activated ability, compiled from its definition
        try:
            expanded = _activated(Block(replace(block.line, text=equip)), linked)
        except ParseFailure as failure:
            expanded, reason = None, failure.reason
        else:
            reason = "equip cost"
        out.append(replace(expanded, text=block.span) if expanded is not None
                   else Unimplemented(block.span, reason))
        return
    if not block.rows and not block.bullets:
        keywords = parse_keyword_line(text)
        restricted = restricted_line(text, block.line.raw)  # "Crew 1. Activate only once..."
        if restricted is not None:
            out.extend(restricted)
            return
        if keywords is not None:
            out.extend(expand_keywords(keywords, block.span))  # crew, saddle: CR 702.122a
            out.extend(_cycling(k, block, linked) for k in keywords if _is_cycling(k))
            out.extend(_triggered_keyword(k, block, linked) for k in keywords
                       if k.name in TRIGGERED_KEYWORDS)
            out.extend(upkeep_ability(k, block.span) for k in keywords
                       if k.name in UPKEEP_KEYWORDS)  # echo, cumulative upkeep
            out.extend(a for k in keywords if k.name in ALT_KEYWORDS
                       for a in alt_keyword_abilities(k, block.span))  # evoke, dash
            out.extend(zone_ability(k, block.span) for k in keywords
                       if k.name in ZONE_KEYWORDS)  # unearth, encore, embalm, transmute...
            out.extend(return_ability(k, block.span) for k in keywords
                       if k.name in RETURN_KEYWORDS)  # persist, undying
            for k in keywords:  # afterlife, fabricate, fading, living weapon... (CR 702)
                if k.name == "haunt" and is_spell:  # CR 702.55a: "put into a graveyard
                    out.append(Unimplemented(block.span, "haunt on an instant or sorcery"))
                elif k.name in EXPANDED_KEYWORDS:  # during its resolution" (not built)
                    out.extend(creature_keyword_abilities(k, block.span, lambda t: _expand_line(
                        Block(replace(block.line, text=t)), parsed, linked)))
            return
    try:  # a spell's "When you next cast ..." creates a delayed trigger (CR 603.7a)
        if re.match(r"^(When|Whenever|At) ", text) and not (is_spell and re.match(
                r"^When you (?:next cast|cast your next) |^Whenever [^,.]+ this turn, |"
                r"^At the beginning of the next ", text)):  # (a spell's delayed trigger)
            either = _either_event(text)
            if either is not None:  # CR 603.2: it triggers on each of the two events
                out.extend(replace(_triggered(replace(block, line=replace(block.line, text=one)),
                                              linked), text=block.span) for one in either)
                return
            ability = _triggered(block, linked)
            if ability.condition == IN_COMMAND_ZONE:  # works only from the command zone
                ability = replace(ability, zone="command")  # (CR 113.6, 903.6)
            out.append(ability)
            if ability.condition == EMINENCE and ability.zone == "battlefield":
                out.append(replace(ability, zone="command"))  # eminence: from both zones
            return
        match = re.fullmatch(
            r"As an additional cost to cast " + re.escape(SELF) + r", (.+?)\.?", text
        )
        if match:  # (with "This spell costs {2} less to cast for each creature sacrificed")
            reduced = split_reduction(match.group(1))
            costs = _additional_costs(reduced[0] if reduced else match.group(1), text)
            costs = with_reduction(costs, reduced[1], text) if reduced else costs
            parsed.additional_costs.extend(costs)
            parsed.spell_ctx.revealed_cost = any(  # "the revealed card's mana value"
                isinstance(p, RevealCost) and not c.optional for c in costs for p in c.cost.parts)
            parsed.spell_ctx.optional_reveal = any(  # "if you revealed a Dragon card"
                isinstance(p, RevealCost) and c.optional for c in costs for p in c.cost.parts)
            parsed.spell_ctx.exiled_cost = any(  # "the exiled card's power"
                isinstance(p, ExileCost) and not c.optional for c in costs for p in c.cost.parts)
            return
        match = re.fullmatch(
            r"You may (.+?) rather than pay " + re.escape(SELF) + r"'s mana cost\.?", text
        )
        if match:
            parsed.alternative_costs.append(AlternativeCost(parse_cost(match.group(1)), text=text))
            return
        conditional = _conditional_alternative(rather_first(text))  # (either order)
        if conditional is not None:  # "If you control a Swamp, you may ... rather than pay"
            parsed.alternative_costs.append(conditional)
            return
        either = _either_cost(text)
        if either is not None:  # "{3}, {T} or {B}, {T}: ...": two ways to activate it
            found = [_activated(Block(replace(block.line, text=t)), linked) for t in either]
            if all(a is not None for a in found):
                out.extend(replace(a, text=block.span) for a in found if a is not None)
                return
        activated = _activated(block, linked)
        if activated is not None:
            out.append(activated)
            return
        if not block.rows and not block.bullets:
            rider = prevention_rider(text, Context()) or lose_instead(text, Context())
            if rider is not None:
                out.append(StaticAbility(rider, text=block.span))
                return
            try:
                out.extend(StaticAbility(e, text=block.span)
                           for e in parse_statics(text, Context()))
                return
            except ParseFailure:
                if not is_spell:
                    raise
        if is_spell:
            ctx = parsed.spell_ctx
            replaced = conditional_instead(block.line.text, parsed.spell_effects, ctx)
            if replaced is not None:  # "Landfall — If ..., ... instead." on its own line
                parsed.spell_effects[-1] = replaced
                return
            parsed.spell_effects.append(_effect_with_table(block, block.line.text, ctx))
            return
        raise ParseFailure(text, "unknown ability")
    except ParseFailure as failure:
        node = Unimplemented(block.span, failure.reason)
        if is_spell:
            parsed.spell_unimplemented.append(node)
        else:
            out.append(node)


def _expand_line(block: Block, parsed: Parsed, linked: bool) -> list[Ability]:
    """The abilities one line of a keyword's definition compiles to (a permanent's text)."""
    out: list[Ability] = []
    _parse_block(block, parsed, out, linked=linked, is_spell=False)
    return out


def _effect_with_table(block: Block, text: str, ctx: Context) -> Effect:
    text, new_rows, new_bullets = expand_indicated(text, block.rows, block.bullets)
    if (new_rows, new_bullets) != (block.rows, block.bullets):
        block = Block(block.line, new_rows, new_bullets)
    if block.bullets:
        return _modal(block, text, ctx)
    effect = parse_effect(text, ctx)
    if not block.rows:
        return effect
    state = ctx.snapshot()
    rows: list[TableRow] = []
    for row in block.rows:
        assert row.row is not None
        token = ctx.last_token  # "Create two of those tokens" reads the row above
        copy = ctx.last_copy
        ctx.restore(state)
        ctx.last_token = token
        ctx.last_copy = copy
        low, high = row.row
        if row.text.rstrip(".").lower() == "do nothing":
            rows.append(TableRow(low, high, Sequence(())))  # CR 706.3a: a row with no effect
            continue
        rows.append(TableRow(low, high, parse_effect(row.text, ctx)))
    ctx.restore(state)
    attached, done = attach_table(effect, tuple(rows))
    if not done:
        raise ParseFailure(block.span, "results table without a die roll")
    return link_binds(attached)


def _modal(block: Block, text: str, ctx: Context) -> Effect:
    text, repeat = repeatable_modes(text)  # "Choose three. You may choose the same mode ..."
    text, more = mode_bonus(text, len(block.bullets), ctx)  # "... choose both instead"
    if text == "Spree":
        return spree_modes(block.bullets, ctx)  # CR 702.172a
    match = _MODAL.search(text)
    if not match:  # "• If the result ...": more sentences of the ability, not modes
        return seq([parse_effect(text, ctx), *bullet_results(block.bullets, ctx)])
    before = text[: match.start()].strip()
    low, high = _MODAL_COUNTS[match.group(1).lower()]
    modes = []
    for bullet in block.bullets:
        mode_ctx = Context(card_name=ctx.card_name, linked=ctx.linked,
                           in_trigger=ctx.in_trigger, antecedent=ctx.antecedent)
        # CR 207.2d: a flavor word before a mode ("• Smash Relics — Destroy ...") means nothing
        modes.append(Mode(parse_effect(strip_ability_word(bullet), mode_ctx),
                          tuple(mode_ctx.targets)))
    modal = Modal(tuple(modes), low, high if repeat else min(high, len(modes)), repeat, more)
    if before:
        return seq([parse_effect(before, ctx), modal])
    return modal


def attach_table(effect: Effect, rows: tuple[TableRow, ...]) -> tuple[Effect, bool]:
    """Give ``rows`` to the last :class:`RollDice` of ``effect`` (the roll the table reads)."""
    if isinstance(effect, RollDice):
        return replace(effect, table=rows), True
    if isinstance(effect, Sequence):
        steps = list(effect.steps)
        for index in range(len(steps) - 1, -1, -1):
            new, done = attach_table(steps[index], rows)
            if done:
                steps[index] = new
                return Sequence(tuple(steps)), True
        return effect, False
    if isinstance(effect, MayDo | Conditional):
        inner = effect.effect if isinstance(effect, MayDo) else effect.then
        new, done = attach_table(inner, rows)
        if done:
            return (
                replace(effect, effect=new)
                if isinstance(effect, MayDo)
                else replace(effect, then=new)
            ), True
    if isinstance(effect, IfDid) and effect.then is not None:
        new, done = attach_table(effect.then, rows)
        if done:
            return replace(effect, then=new), True
    return effect, False


def adds_mana(effect: object) -> bool:
    """Whether the effect could add mana (CR 605.1a); a token's own abilities don't count.

    >>> from grimoire.oracle.tokens import PREDEFINED_TOKENS
    >>> from grimoire.oracle.ir import CreateTokens, Fixed
    >>> adds_mana(CreateTokens(Fixed(1), PREDEFINED_TOKENS()["Treasure"]))
    False
    """
    stack: list[object] = [effect]
    while stack:
        node = stack.pop()
        if isinstance(node, _MANA_NODES):
            return True
        if isinstance(node, TokenSpec):
            continue
        if isinstance(node, tuple):
            stack.extend(node)
        elif hasattr(node, "__dataclass_fields__"):
            stack.extend(getattr(node, name) for name in node.__dataclass_fields__)
    return False


def _visit(block: Block, prize: str | None, linked: bool) -> Ability:
    """A visit ability (CR 702.159a) with its prize (CR 702.159b)."""

    ctx = Context(linked=linked, in_trigger=True, prize=prize)
    try:
        effect = _effect_with_table(block, block.line.text[len("Visit — ") :], ctx)
    except ParseFailure as failure:
        return Unimplemented(block.span, failure.reason)
    if prize is not None and "claim the prize" not in block.line.text:
        return Unimplemented(block.span, "a Prize without 'claim the prize'")
    return TriggeredAbility(VisitTrigger(), effect, tuple(ctx.targets), text=block.span)


def _triggered_keyword(keyword: Keyword, block: Block, linked: bool) -> Ability:
    """The triggered ability a keyword means (the keyword itself stays, for "with prowess")."""
    text = TRIGGERED_KEYWORDS[keyword.name]
    if "{N}" in text:
        if not isinstance(keyword.amount, Fixed):
            return Unimplemented(block.span, f"{keyword.name} without a number")
        text = text.replace("{N}", str(keyword.amount.value))
    try:
        ability = _triggered(Block(replace(block.line, text=text)), linked)
    except ParseFailure as failure:
        return Unimplemented(block.span, failure.reason)
    return replace(ability, text=block.span)


def _is_cycling(keyword: Keyword) -> bool:
    return keyword.cost is not None and (
        keyword.name in ("cycling", "reinforce") or keyword.name in CYCLE_TYPES)


def _cycling(keyword: Keyword, block: Block, linked: bool) -> Ability:
    """CR 702.29a: "Cycling [cost]" means "[Cost], Discard this card: Draw a card."; CR
    702.29e: "[Type]cycling [cost]" searches for a [type] card instead. Both work only from
    the hand; the activated ability is compiled from that definition. CR 702.77a: so is
    "Reinforce N—[cost]": "[Cost], Discard this card: Put N +1/+1 counters on target
    creature." (not cycling)."""
    assert keyword.cost is not None
    kind = CYCLE_TYPES.get(keyword.name)
    effect = "Draw a card." if kind is None else (
        f"Search your library for a {kind} card, reveal it, put it into your hand, "
        "then shuffle.")
    if keyword.name == "reinforce":
        if not isinstance(keyword.amount, Fixed):
            return Unimplemented(block.span, "reinforce X")
        effect = f"Put {keyword.amount.value} +1/+1 counters on target creature."
    text = f"{keyword.cost.mana}, Discard {SELF}: {effect}".removeprefix(", ")
    try:  # "Cycling—Pay 2 life": the other parts are paid too (CR 702.29a)
        expanded = _activated(Block(replace(block.line, text=text)), linked)
        expanded = expanded and replace(expanded, cost=replace(
            expanded.cost, parts=keyword.cost.parts + expanded.cost.parts))
    except ParseFailure as failure:
        return Unimplemented(block.span, failure.reason)
    if expanded is None:
        return Unimplemented(block.span, "cycling cost")
    return replace(expanded, zone="hand", cycling=keyword.name != "reinforce",
                   text=block.span if keyword.name == "reinforce"
                   else f"{keyword.name.capitalize()} {keyword.cost.mana}")


def _conditional_alternative(text: str) -> AlternativeCost | None:
    """ "If <condition>, you may <cost> rather than pay ~'s mana cost" / "..., you may cast ~
    without paying its mana cost" (CR 118.9: an alternative cost, here usable only while the
    condition holds as the spell is cast, CR 601.2b)."""
    match = re.fullmatch(r"If (.+?), you may (?:(.+?) rather than pay " + re.escape(SELF)
                         + r"'s mana cost|cast (?:" + re.escape(SELF)
                         + r"|this spell) without paying its mana cost)\.?", text)
    if match is None:
        return None

    try:
        condition = parse_condition(match.group(1), Context())
    except ParseFailure:  # "an opponent controls a Plains and you control a Swamp"
        both = compound_condition(match.group(1), Context())
        if both is None:
            raise
        condition = both
    cost = parse_cost(match.group(2)) if match.group(2) else Cost()
    return AlternativeCost(cost, text=text, condition=condition)


def _additional_costs(cost: str, text: str) -> list[AdditionalCost]:
    """ "As an additional cost to cast this spell, <cost>" (CR 118.8); "<cost> or <cost>": a
    choice, exactly one of them paid (CR 601.2b)."""
    # "you may sacrifice any number of Spirits": none is one of the choices (CR 601.2b)
    cost = re.sub(r"^you may (?=sacrifice any number of )", "", cost)
    if cost.startswith("you may "):  # an optional cost, paid or not (CR 601.2b)
        return [AdditionalCost(parse_cost(cost[len("you may "):]), optional=True, text=text)]
    try:
        return [AdditionalCost(parse_cost(cost), text=text)]
    except ParseFailure:
        either = cost.split(" or ")
        if len(either) != 2:
            raise
        return [AdditionalCost(parse_cost(c), optional=True, text=text, one_of="either")
                for c in either]


_EVENTS = (r"(enters|attacks|dies|blocks|becomes blocked|leaves the battlefield|becomes tapped"
           r"|becomes the target of a spell an opponent controls)")
_EITHER = re.compile(r"(When|Whenever) (~|this (?:creature|artifact|enchantment|permanent|land|"
                     r"Vehicle)|your commander|(?:a|an|another) [^,]+? you control) "
                     + _EVENTS + r" or " + _EVENTS + r"(, .+)", re.DOTALL)


def _either_event(text: str) -> tuple[str, str] | None:
    """ "When this creature enters or attacks, ..." as its two triggers (CR 603.2: the
    ability triggers whenever either event occurs), or None.

    >>> _either_event("When this creature enters or dies, draw a card.")
    ('When this creature enters, draw a card.', 'When this creature dies, draw a card.')
    >>> _either_event("Whenever another creature you control enters or dies, you gain 1 life.")[1]
    'Whenever another creature you control dies, you gain 1 life.'
    """
    two = two_triggers(text)  # "... or a Mountain you control enters", "When you cycle
    if two is not None:  # this card and when this creature dies, ..."
        return two
    match = _EITHER.fullmatch(text)
    if match is None:
        return None
    when, who, first, second, rest = match.groups()
    return f"{when} {who} {first}{rest}", f"{when} {who} {second}{rest}"


def _triggered(block: Block, linked: bool) -> TriggeredAbility:
    ctx = Context(linked=linked, of_permanent=True)
    if (melded := meld_trigger(block.line.text, ctx, block.span)) is not None:
        return melded  # "..., if you both own and control ~ and ..., meld them" (701.37)
    text = singular_once(block.line.text)  # "one or more ... once each turn" (CR 603.2c)
    first = re.match(r"^(?:When|Whenever) (?:this \w+|" + re.escape(SELF) + r") [^,]*?"
                     r"( for the first time each turn), ", text)
    if first and not text[first.end():].startswith("if "):
        # valiant: the first such event of this object each turn is the first time its
        # ability triggers (once_each_turn). Not for events of other objects or players
        # ("you gain life for the first time each turn" doesn't trigger after a gain made
        # before it was on the battlefield), nor with an intervening "if" (a first event
        # with the "if" false would still count)
        text = text[:first.start(1)] + text[first.end(1):]
    trigger, rest = split_trigger(text, ctx)
    rest = that_player_controls(trigger, rest)  # CR 506.2, 510.1; CR 102.1, 503.1
    once = re.search(r"\s*This ability triggers only once each turn\.$", rest)
    if once:  # a limit on triggering, not an instruction (TriggeredAbility.once_each_turn)
        rest = rest[:once.start()]
    condition = None
    match = re.match(r"^if (.+?), (.+)$", rest)
    if match:
        condition = parse_condition(match.group(1), ctx)
        rest = match.group(2)
    effect = _effect_with_table(block, rest, ctx)
    condition = condition or upkeep_condition(trigger, effect)  # "don't roll during upkeeps"
    # CR 113.6k: an ability that returns this card from a graveyard works from there.
    zone: str = trigger_zone(trigger, rest, block.line.text)
    if isinstance(trigger, CastThisTrigger):
        zone = "stack"  # CR 113.6c: "when you cast this spell" functions on the stack
    if isinstance(trigger, CardMovedTrigger) and trigger.filter.this_object:
        zone = "graveyard"  # "When ~ is put into a graveyard from anywhere" (CR 603.6a)
    mana = isinstance(trigger, TappedForManaTrigger) and adds_mana(effect) and not ctx.targets
    return TriggeredAbility(
        trigger,
        effect,
        tuple(ctx.targets),
        condition=condition,
        is_mana_ability=mana,
        text=block.span,
        zone=zone,  # type: ignore[arg-type]
        once_each_turn=once is not None or text != block.line.text,
    )


def _either_cost(text: str) -> tuple[str, str] | None:
    """ "{3}, {T} or {B}, {T}: Effect." as "{3}, {T}: Effect." and "{B}, {T}: Effect." (an
    activated ability with alternative costs: each is a way to activate it, CR 602.1a)."""
    match = re.match(r'^([^:"]*\}) or (\{[^:"]*): (.+)$', text)
    if match is None:
        return None
    try:
        parse_cost(match.group(1))
        parse_cost(match.group(2))
    except ParseFailure:
        return None
    return f"{match.group(1)}: {match.group(3)}", f"{match.group(2)}: {match.group(3)}"


def _activated(block: Block, linked: bool) -> ActivatedAbility | None:
    text = block.line.text
    match = re.match(r'^([^:"]+?): (.+)$', text)
    if not match:
        return None
    try:
        cost = parse_cost(bracket_cost(match.group(1)))  # "+1: ..." (CR 606, 107.7)
    except ParseFailure:
        return None
    body = match.group(2)
    options: dict[str, object] = {}
    if "Any player may activate this ability." in body:  # CR 602.1
        options["any_player"] = True
        body = body.replace("Any player may activate this ability.", "").strip()
    for sentence in re.findall(r"(Activate (?:only|no more than) [^.]+)\.?", body):
        add_restriction(options, sentence)  # CR 602.5b, 602.5d
        body = body.replace(sentence + ".", "").replace(sentence, "").strip()

    for sentence in re.findall(r"(This ability costs [^.]+ to activate[^.]*)\.?", body):
        change = own_ability_change(sentence, Context())  # CR 602.2b, 601.2f
        if change is not None:
            options["cost_change"] = change
            body = body.replace(sentence + ".", "").replace(sentence, "").strip()

    span = block.span
    body, bullets = x_floor(body, block.bullets, cost, options)  # "X can't be 0." (107.3a)
    block = Block(block.line, block.rows, bullets) if bullets != block.bullets else block
    if any(isinstance(part, LoyaltyCost) for part in cost.parts):
        # CR 606.3: a loyalty ability: main phase, empty stack; once per turn per permanent
        # (all its loyalty abilities together) is checked by grimoire.mechanics.loyalty.
        options.update(timing="sorcery")
    ctx = Context(linked=linked, of_permanent=True)
    if body.startswith("It ") and any(getattr(p, "granter", None) for p in cost.parts):
        ctx.antecedent = GrantingSource()  # "Unattach Razor Boomerang: It deals 1 damage"
    ctx.rolled = any(isinstance(part, RollCost) for part in cost.parts)  # "Roll a d8: ..."
    ctx.removed_x = next((p.kind for p in cost.parts if isinstance(p, RemoveCountersCost)
                          and p.x), None)  # "for each storage counter removed this way"
    if options.get("zone") == "graveyard" or re.search(re.escape(SELF) + r" from your graveyard",
                                                       body) or re.search(  # CR 113.6k
            r"xile (?:~|this card) from your graveyard", match.group(1)):
        options["zone"] = "graveyard"
    elif re.search(r"^Put " + re.escape(SELF) + r" from your hand onto the battlefield", body):
        options["zone"] = "hand"  # CR 113.6: an ability that puts this card from your hand
    effect = _effect_with_table(block, body, ctx)
    targets = tuple(ctx.targets)
    # CR 605.1a: no target, could add mana, not a loyalty ability -> a mana ability.
    is_mana = not targets and adds_mana(effect)
    return ActivatedAbility(
        cost,
        effect,
        targets,
        is_mana_ability=is_mana,
        text=span,
        **options,  # type: ignore[arg-type]
    )


def compile_effect_text(text: str, ctx: Context) -> Effect:
    """Compile a bare effect (used for token rules and tests)."""
    return parse_compound(text, ctx)
