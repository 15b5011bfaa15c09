"""Object and player phrases: "target creature an opponent controls", "it", "each opponent".

A "target ..." phrase registers a :class:`~grimoire.oracle.ir.TargetSpec` on the ability
(CR 115.1) and becomes a :class:`~grimoire.oracle.ir.TargetRef`; "it", "that card",
"that creature" refer back to the last object named (the context's antecedent).

>>> ctx = Context()
>>> parse_object("target artifact, creature, or planeswalker", ctx)
TargetRef(index=0)
>>> ctx.targets[0].filter.types_any, ctx.targets[0].filter.zone
(('artifact', 'creature', 'planeswalker'), 'battlefield')
>>> parse_player("each opponent", ctx)
EachOpponent()
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.amounts import NUMBER_RE, parse_amount, parse_number
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import needs_battlefield, parse_filter
from grimoire.oracle.granted_source import granter_ref
from grimoire.oracle.ir import (
    AllMatching,
    Bound,
    Chosen,
    ChosenAsEntered,
    ChosenPlayer,
    ControllerOf,
    CountOf,
    CreateTokenCopy,
    DefendingPlayer,
    EachOpponent,
    EachPlayer,
    EnchantedOrEquipped,
    EnchantedPlayer,
    ExiledWith,
    Fixed,
    HighestRollers,
    NeighbourPlayer,
    ObjectFilter,
    ObjectRef,
    OtherOpponents,
    OwnerOf,
    PlayerOrController,
    PlayerRef,
    PlayersOtherThan,
    PlayersWhere,
    RandomPlayer,
    StatCheck,
    TargetRef,
    TargetSpec,
    ThisObject,
    TopCards,
    TriggeringObject,
    TriggeringPlayer,
    You,
)
from grimoire.oracle.ir import Bound as BoundRef
from grimoire.oracle.lexer import SELF
from grimoire.oracle.player_counts import checked_condition, players_with
from grimoire.oracle.same_name import same_name_ref

_FOUND = re.compile(r"those(?: [\w-]+)? cards|(?:all|the) (?!other\b)(?:[\w-]+ )+cards? "
                    r"revealed this way")
"""The cards a reveal-until found, named again (CR 608.2c): "those land cards", "all
creature cards revealed this way", "the nonland cards revealed this way"."""
_BACK_REFS = (
    "it",
    "the chosen cards",  # "Choose two target creature cards ... return the chosen cards"
    "the chosen card",
    "that card",
    "that creature",
    "that permanent",
    "them",
    "those cards",
    "those creatures",
    "that spell",
    "those permanents",
    "the card",
    "that artifact",
    "that land",
    "those tokens",
    "that token",
    "the token",  # "Create a ... token. ... Exile the token at end of combat."
    "the exiled card",
    "the chosen creature",
)
_THAT_KIND_CARD = re.compile(r"that (?:(?:non)?(?:artifact|creature|enchantment|land|"
                            r"planeswalker|permanent|instant|sorcery|legendary|battle) ){1,3}"
                            r"card")
"""A back reference naming the card's kinds: "that nonland permanent card"."""
_COUNT = {"two": 2, "three": 3, "four": 4, "five": 5, "X": -1}


_RANDOM = ("target opponent chosen at random", "target player chosen at random")


def parse_target(phrase: str, ctx: Context) -> TargetRef:
    """Parse "[up to N] [another] target <filter>" and register the target."""
    text = phrase.strip()
    if text.endswith(" chosen at random") and ctx.in_trigger:  # Witch Hunt's ruling
        ref = parse_target(text.removesuffix(" chosen at random"), ctx)
        ctx.targets[ref.index] = replace(ctx.targets[ref.index], random=True)
        return ref
    min_count, max_count = 1, 1
    match = re.match(
        r"^(?:each of )?up to (one|two|three|four|five|X) (?=(?:other |another )?target)", text
    )
    max_amount = None
    exact = False
    if match:
        min_count, max_count = 0, _COUNT.get(match.group(1), 1)
        if match.group(1) == "X":
            max_count, max_amount = 99, parse_number("X", ctx)
        text = text[match.end() :]
    else:
        match = re.match(r"^(?:each of )?(two|three|four|five|X) (?=(?:other )?target)", text)
        if match:
            min_count = max_count = _COUNT[match.group(1)]
            if match.group(1) == "X":  # CR 601.2c: exactly X, once X is announced
                min_count, max_count, max_amount = 0, 99, parse_number("X", ctx)
                exact = True
            text = text[match.end() :]
    if text in ("targets", "other targets") and (min_count, max_count) != (1, 1):
        text = "any target" if text == "targets" else "other targets"  # "each of two targets"
    if text.startswith(("any number of target ", "each of any number of target ")):
        min_count, max_count = 0, 99  # ("put a counter on each of any number of target ...")
        text = text[text.index("target ") :]
    total = None
    total_match = re.fullmatch(r"(.+?) with total mana value (X|\d+) or less( .+)?", text)
    if total_match:
        total = StatCheck("mana_value", "le", parse_number(total_match.group(2), ctx))
        text = total_match.group(1) + (total_match.group(3) or "")
    another = other = False
    if text.startswith("another target "):
        another, text = True, "target " + text[len("another target ") :]
    if text.startswith("other target "):
        other, text = True, "target " + text[len("other target ") :]
    if text in ("other targets", "any other target", "another target"):
        other, text = True, "any target"  # Arc Trail's "and 1 damage to another target"
    # CR 115.3: "another"/"other" target is one not chosen for this ability's earlier
    # targets; with no earlier target it is other than the ability's source (Solitude's
    # "exile up to one other target creature" can't exile Solitude).
    distinct = tuple(range(len(ctx.targets))) if another or other else ()
    if other and not distinct:
        if text == "any target":  # "any other target" (other than the source): no filter
            raise ParseFailure(phrase, "any target other than the source")
        another = True
    if text == "any target" or (another and text == "target any"):
        return ctx.add_target(TargetSpec("any", min_count=min_count, max_count=max_count,
                                         distinct_from=distinct, max_amount=max_amount,
                                         exact_amount=exact))
    if not text.startswith("target "):
        raise ParseFailure(phrase, "not a target phrase")
    noun = text[len("target ") :]
    chooser = re.fullmatch(r"(.+?) of an opponent's choice (?:they|he or she) controls?",
                           noun)  # an opponent the controller names chooses it (CR 601.2c;
    if chooser:  # grimoire.rules.opponent_targets)
        if (min_count, max_count) != (1, 1) or distinct:
            raise ParseFailure(phrase, "several targets of an opponent's choice")
        noun = chooser.group(1) + " an opponent controls"
    related = re.fullmatch(r"(.+) that (?:player|opponent)(?: or that planeswalker's "
                           r"controller)? controls", noun)
    controlled_by = None
    by_trigger = ctx.in_trigger and ctx.player_antecedent == TriggeringPlayer()
    if related and (not by_trigger or _has_player_target(ctx)):
        # Searing Blaze: "... and target creature that player controls" (an earlier target);
        # else, in a trigger, the player the trigger named (below)
        noun, controlled_by = related.group(1), _player_target_index(ctx, phrase)
    quality = None
    who_is = re.fullmatch(r"(player|opponent) who (.+)", noun)
    if who_is:  # "target player who lost life this turn" (CR 115.1)
        quality = checked_condition(who_is.group(2))
        if quality is None:
            raise ParseFailure(phrase, "what the target player must be")
        noun = who_is.group(1)
    if noun in ("player", "opponent", "players", "opponents"):
        who = "opponent" if noun.startswith("opponent") else "any"
        return ctx.add_target(
            TargetSpec(
                "player",
                player_filter=who,  # type: ignore[arg-type]
                min_count=min_count,
                max_count=max_count,
                distinct_from=distinct,
                player_quality=quality,
            )
        )
    also_player = False
    player_filter = "any"
    match = re.match(r"^(player|opponent) or (.+)$", noun) or re.match(
        r"^(.+?),? or (player|opponent)$", noun
    )
    if match:
        also_player = True
        groups = match.groups()
        player_word = groups[0] if groups[0] in ("player", "opponent") else groups[1]
        noun = groups[1] if groups[0] in ("player", "opponent") else groups[0]
        player_filter = "opponent" if player_word == "opponent" else "any"
    theirs = re.fullmatch(r"(.+) that (?:player|opponent) controls", noun)
    theirs = theirs if ctx.in_trigger and ctx.player_antecedent == TriggeringPlayer() else None
    if theirs:
        noun = theirs.group(1)  # the player the trigger named (CR 603.2)
    their_yard = re.fullmatch(r"(.+) from that player's graveyard", noun)
    their_yard = their_yard if ctx.in_trigger and ctx.player_antecedent == TriggeringPlayer() \
        else None
    if their_yard:  # "target instant card from that player's graveyard": the player the
        noun = their_yard.group(1) + " from a graveyard"  # trigger named owns it (CR 603.2)
    one_owner = noun.endswith(" from a single graveyard")  # CR 601.2c: one owner for all
    if noun.endswith(" from an opponent's graveyard"):  # one opponent's graveyard, however
        one_owner = True  # many cards (Spurnmage Advocate's ruling)
    if one_owner:
        noun = noun.removesuffix(" from a single graveyard") + " from a graveyard"
    flt = _mixed_zones(noun, ctx) or _either_cards(noun, ctx) or _either_permanents(noun, ctx)
    if flt is None:
        flt, _ = parse_filter(noun, lambda a: parse_amount(a, ctx))
        flt = needs_battlefield(flt, noun)
    if theirs:
        if flt.controller != "any":
            raise ParseFailure(phrase, "two controllers of the target")
        flt = replace(flt, controller="trigger_player")
    if their_yard:
        flt = replace(flt, owner="trigger_player")
    if another:
        flt = replace(flt, another=True)
    spec = TargetSpec(
        "object",
        flt,
        player_filter=player_filter,  # type: ignore[arg-type]
        min_count=min_count,
        max_count=max_count,
        also_player=also_player,
        total=total,
        max_amount=max_amount,
        exact_amount=exact,
        distinct_from=distinct,
        controlled_by_target=controlled_by,
        one_owner=one_owner,
        by_opponent=chooser is not None,
    )
    return ctx.add_target(spec)


def _has_player_target(ctx: Context) -> bool:
    """Whether an earlier target of this ability can be a player."""
    return any(spec.kind == "player" or spec.also_player for spec in ctx.targets)


def _player_target_index(ctx: Context, phrase: str) -> int:
    """The index of the latest earlier target that can be a player ("target player", "target
    player or planeswalker"): "that player" in a later target phrase."""
    for index in range(len(ctx.targets) - 1, -1, -1):
        spec = ctx.targets[index]
        if spec.kind == "player" or spec.also_player:
            return index
    raise ParseFailure(phrase, "'that player' with no player target before it")


_MIXED = re.compile(r"(\w+?)s? from the battlefield (?:and/)?or (\w+) cards? from (?:a )?"
                    r"graveyards?")


def _mixed_zones(noun: str, ctx: Context) -> ObjectFilter | None:
    """ "creatures from the battlefield and/or creature cards from graveyards": one target
    of either kind (CR 115.1: the target's zone is what the text says), or None."""
    match = _MIXED.fullmatch(noun)
    if match is None or match.group(1) != match.group(2):
        return None
    flt, _ = parse_filter(match.group(1), lambda a: parse_amount(a, ctx))
    return replace(flt, zone=None, or_graveyard_card=True)


_EITHER = re.compile(r"((?:[A-Z]\w+ )?\w+ card) or ((?:[A-Z]\w+ )?\w+ card)( from .+)")


def _either_cards(noun: str, ctx: Context) -> ObjectFilter | None:
    """ "Dragon creature card or Ugin planeswalker card from your graveyard": one target
    matching either description (where it is applies to both), or None."""
    match = _EITHER.fullmatch(noun)
    if match is None or not (match.group(1)[0].isupper() or match.group(2)[0].isupper()):
        return None  # "creature card or planeswalker card" reads as one type list
    where, _ = parse_filter("card" + match.group(3), lambda a: parse_amount(a, ctx))
    kinds = tuple(parse_filter(k, lambda a: parse_amount(a, ctx))[0]
                  for k in match.group(1, 2))
    return replace(where, either=kinds)


def _either_permanents(noun: str, ctx: Context) -> ObjectFilter | None:
    """ "planeswalker that was activated this turn or tapped creature": one target permanent
    matching either whole description (CR 115.1), when the words don't read as one type
    list; None otherwise."""
    head, sep, tail = noun.partition(" or ")
    if not sep or " or " in tail or "," in noun:
        return None
    try:
        parse_filter(noun, lambda a: parse_amount(a, ctx))
        return None  # one description ("creature or planeswalker", "red or white")
    except ParseFailure:
        pass
    try:
        kinds = tuple(needs_battlefield(parse_filter(k, lambda a: parse_amount(a, ctx))[0], k)
                      for k in (head, tail))
    except ParseFailure:
        return None
    if any(k.zone != "battlefield" or not k.types_any for k in kinds):
        return None
    if kinds[1].controller != "any" and kinds[0].controller == "any":  # "enchanted creature
        kinds = (replace(kinds[0], controller=kinds[1].controller), kinds[1])  # or enchantment
    return ObjectFilter(zone="battlefield", either=kinds)  # creature you control": both yours


_COUNTED_TARGETS = re.compile(r"(?:each of )?(?:up to )?(?:two|three|four|five|X) (?:other )?"
                              r"targets")  # "each of X targets": any targets (CR 115.4)
_COUNTERED = re.compile(r"(?:each|all) (?:creature|permanent)s? that had (?:a |an |one or more )?"
                        r"(?:[\w+/-]+ ){0,2}counters? put on (?:it|them) this way")


_TYPES_AND = re.compile(r"(?<=^each )(artifact|creature|enchantment|land|planeswalker|battle) and "
                        r"(artifact|creature|enchantment|land|planeswalker|battle)\b|(?<=^all )"
                        r"(artifacts|creatures|enchantments|lands|planeswalkers|battles) and "
                        r"(artifacts|creatures|enchantments|lands|planeswalkers|battles)\b")
"""Each/all of two card types, "each artifact and creature your opponents control": every
object of either type (the words mean each artifact and each creature)."""


def parse_object(phrase: str, ctx: Context) -> ObjectRef:
    """Parse a phrase naming objects an effect acts on."""
    text = phrase.strip()
    low = text.lower()
    granter = granter_ref(text)  # CR 201.5a: in a granted ability, the granting object
    if granter is not None:
        return granter
    if text == SELF:
        if ctx.antecedent is None:  # "put a counter on ~ ... put two counters on it"
            ctx.antecedent = ThisObject()
        return ThisObject()
    if low in ("itself",) and ctx.antecedent is None:
        return ThisObject()
    if low == "all cards revealed this way" and isinstance(ctx.antecedent, Bound) \
            and ctx.antecedent.name in ("found", "looked"):  # Treasure Hunt (CR 701.20a)
        return Bound("revealed" if ctx.antecedent.name == "found" else "looked")
    if low == "that player or planeswalker":  # the earlier "target player or planeswalker"
        return TargetRef(_player_target_index(ctx, phrase))
    named = same_name_ref(text, ctx, parse_target)  # "and all other permanents with the
    if named is not None:  # same name as that permanent" (CR 201.2)
        return named
    if _COUNTERED.fullmatch(low):  # "each creature that had counters put on it this way"
        return Bound("countered")  # (CR 608.2c; the counters step binds them)
    if low in (f"the creature put onto the battlefield with {SELF}",
               f"the permanent put onto the battlefield with {SELF}"):  # CR 607.2a
        return ExiledWith(ThisObject(), zone="battlefield")
    if low in ("the exiled card", "the exiled cards"):
        if isinstance(ctx.antecedent, BoundRef):
            return ctx.antecedent  # exiled by an earlier step of the same ability
        if ctx.of_permanent:
            # CR 607.2a: in another ability of the permanent (Imprint, "When ~ leaves the
            # battlefield, return the exiled card"), the cards the linked ability exiled.
            return ExiledWith(ThisObject())
    if (low.startswith("each of those ") and low[len("each of "):] in _BACK_REFS) \
            or low == "each of them":  # "Choose any number of target creatures. Put a
        # +1/+1 counter on each of them." (the chosen targets, CR 115.1d)
        return parse_object(text[len("each of "):], ctx)  # "each of those creatures"
    if low == "the token" and ctx.last_token is not None:
        return Bound("token")  # "create a Cat token. ... attach it to the token"
    copied = ctx.last_copy
    if low == "those tokens" and ctx.antecedent is None and isinstance(copied, CreateTokenCopy) \
            and copied.bind is not None:  # after "for each ..., create a token that's a copy
        return Bound(copied.bind)  # of that creature ...": all of them
    if ctx.antecedent == Bound("found") and _FOUND.fullmatch(low):
        return ctx.antecedent  # "until you reveal two land cards. Put those land cards ..."
    if ctx.antecedent is not None and _THAT_KIND_CARD.fullmatch(low):
        return ctx.antecedent  # "that nonland permanent card": the card named before
    if low in _BACK_REFS or low == "the copy" or low == "the copies":
        if low.startswith("the cop"):
            return ctx.antecedent or ThisObject()
        if ctx.antecedent is None:
            if low == "it" and ctx.of_permanent and not ctx.in_trigger:
                return ThisObject()  # "Remove two counters from ~: Regenerate it." (the source)
            raise ParseFailure(phrase, "reference without antecedent")
        return ctx.antecedent
    if low in (
        "enchanted creature",
        "equipped creature",
        "enchanted permanent",
        "enchanted land",
        "enchanted artifact",
        "enchanted enchantment",
        "enchanted forest",
    ):
        return EnchantedOrEquipped()
    by = re.fullmatch(r"(?:all )?(creatures) controlled by (that player) or by "
                      r"(that planeswalker's controller)", text)
    if by:  # "creatures controlled by that player or by that planeswalker's controller"
        text = f"all {by.group(1)} {by.group(2)} or {by.group(3)} controls"
    from grimoire.oracle.graveyards_text import graveyard_ref

    yard = graveyard_ref(text, ctx)  # "target player's graveyard", "all graveyards"
    if yard is not None:
        return yard
    match = re.fullmatch(r"(?:(?:each|all) (.+?)|([a-z ]+s)) (target player|target opponent|that "
                         r"player or that planeswalker's controller|that player|"
                         r"defending player|enchanted player) controls", text)
    if match:  # "Tap all creatures target player controls." (Sleep); "Creatures target
        noun = match.group(1) or match.group(2)  # player controls get +2/+2" (a plural)
        flt, _ = parse_filter(noun, lambda a: parse_amount(a, ctx))
        matching = AllMatching(needs_battlefield(flt, noun),
                               controlled_by=parse_player(match.group(3), ctx))
        ctx.antecedent = matching  # "Those creatures don't untap ..."
        return matching
    compared = re.fullmatch(r"(?:each|all) .+ with (?:power|toughness) .+ than target "
                            r"creature's (?:power|toughness)", low)  # (Fell the Mighty)
    if ("target" in low.split(" ") and not low.startswith("the top ") and not compared) or (
        low == "any target" or low.startswith("target ") or _COUNTED_TARGETS.fullmatch(text)
    ):
        return parse_target(text, ctx)
    match = re.fullmatch(
        r"(?:each|all) (?:cards? )?exiled with " + re.escape(SELF), text
    ) or re.fullmatch(r"each card exiled with " + re.escape(SELF), text)
    if match:
        return ExiledWith(ThisObject())
    match = re.fullmatch(r"(?:each|all) (.+? cards?) exiled with " + re.escape(SELF), text)
    if match:
        every = ExiledWith(ThisObject(), parse_filter(match.group(1))[0])
        ctx.antecedent = every
        return every
    match = re.fullmatch(
        r"the top (?:("
        + NUMBER_RE
        + r") )?cards? of (your|their|its owner's|target player's|that player's) library",
        text,
    )
    if match:
        amount = parse_number(match.group(1) or "one", ctx)
        return TopCards(amount, library_owner(match.group(2), ctx))
    match = re.fullmatch(  # "exile that many cards from the top of your library"
        r"(" + NUMBER_RE + r") cards? from the top of (your|their|target player's|that "
        r"player's) library", text)
    if match:
        return TopCards(parse_number(match.group(1), ctx), library_owner(match.group(2), ctx))
    both = re.fullmatch(re.escape(SELF) + r" and ((?:each|all) .+)", text)
    if both:  # "exile ~ and each creature your opponents control": one instruction, both
        rest = parse_object(both.group(1), ctx)  # at once (CR 608.2c)
        if not isinstance(rest, AllMatching):
            raise ParseFailure(phrase, "unknown object phrase")
        itself = ObjectFilter(this_object=True, zone="battlefield")
        matching = AllMatching(ObjectFilter(zone="battlefield", either=(itself, rest.filter)))
        ctx.antecedent = matching
        return matching
    match = re.fullmatch(r"(?:each|all) (.+)", text)
    if match:
        noun = _TYPES_AND.sub(lambda m: f"{m.group(1) or m.group(3)} or "
                              f"{m.group(2) or m.group(4)}", text, count=1).split(" ", 1)[1]
        flt, _ = parse_filter(noun, lambda a: parse_amount(a, ctx))
        matching = AllMatching(needs_battlefield(flt, noun))
        ctx.antecedent = matching  # "Tap all creatures ... Those creatures don't untap ..."
        return matching
    at_random = re.fullmatch(r"(.+?) at random( from .+)", text)
    if at_random:  # "a card at random from your graveyard"
        text = at_random.group(1) + at_random.group(2) + " at random"
    match = re.fullmatch(
        r"any number of (.+?) with total mana value (X|\d+) or less( from .+)?", text
    )
    if match:
        noun = match.group(1) + (match.group(3) or "")
        flt, _ = parse_filter(noun, lambda a: parse_amount(a, ctx))
        total = StatCheck("mana_value", "le", parse_number(match.group(2), ctx))
        chosen = Chosen(flt, CountOf(flt), up_to=True, total=total)
        ctx.antecedent = chosen
        return chosen
    match = re.fullmatch(r"any number of ((?:.+? )?cards? (?:of .+ )?from (?:your|their) "
                         r"graveyard)", text)
    if match:  # "return any number of cards of the chosen type from your graveyard"
        flt, _ = parse_filter(match.group(1), lambda a: parse_amount(a, ctx))
        chosen = Chosen(flt, CountOf(flt), up_to=True)
        ctx.antecedent = chosen
        return chosen
    match = re.fullmatch(r"(up to )?(" + NUMBER_RE + r"|any number of) (.+?)( at random)?", text)
    if match:
        noun = match.group(3)
        among: ObjectRef | None = None
        m2 = re.fullmatch(
            r"(.+?) from among (?:cards|the cards) exiled with " + re.escape(SELF), noun
        )
        if m2:
            noun, among = m2.group(1), ExiledWith(ThisObject())
        m3 = re.fullmatch(r"(.+?) from among (?:those cards|them|the exiled cards)", noun)
        source = ctx.cards if ctx.cards is not None else ctx.antecedent
        if m3 and source is not None:
            noun, among = m3.group(1), source
        m4 = re.fullmatch(r"(.+?) from among (?:the milled cards|the cards milled this way)",
                          noun)
        if m4 and ctx.cards == Bound("milled"):  # CR 701.13a: what the mill moved
            noun, among = m4.group(1), ctx.cards
        m2 = re.fullmatch(
            r"(.+?) put into (?:a graveyard|graveyards|your graveyard) this way", noun
        )
        if m2:
            noun, among = m2.group(1), Bound("sacrificed")
        flt, _ = parse_filter(noun, lambda a: parse_amount(a, ctx))
        if flt.zone is None and not re.search(r"\bcards?\b", noun):
            flt = replace(flt, zone="battlefield")
        if match.group(2) == "X" and ctx.in_trigger and ctx.x_value is None \
                and ctx.chosen_x is None:
            # CR 107.3f: a triggered ability's undefined X is chosen as it resolves: "you
            # may tap X untapped Myr you control" chooses any number; X is how many
            chosen = Chosen(flt, CountOf(flt), up_to=True, bind="chosen_x")
            ctx.chosen_x = CountOf(ObjectFilter(), among=Bound("chosen_x"))
            ctx.antecedent = chosen
            return chosen
        many = match.group(2) == "any number of"  # CR 107.1c: zero or more of them
        ref = Chosen(
            flt,
            CountOf(flt, among=among) if many else parse_number(match.group(2), ctx),
            up_to=bool(match.group(1)) or many,
            random=bool(match.group(4)),
            among=among,
        )
        ctx.antecedent = ref
        return ref
    raise ParseFailure(phrase, "unknown object phrase")


def parse_player(phrase: str, ctx: Context) -> PlayerRef:
    """Parse a phrase naming a player (or players)."""
    text = phrase.strip().lower()
    if text in ("you", "your"):
        return You()
    if text in ("each opponent", "each of your opponents", "your opponents"):
        return EachOpponent()
    if text in ("each other player", "all other players"):
        return EachOpponent()  # CR 102.3: in a free-for-all game every other player
    if text in ("each player", "all players"):
        return EachPlayer()
    if text == "each other opponent" and isinstance(ctx.player_antecedent, TriggeringPlayer):
        return OtherOpponents(TriggeringPlayer())  # other than the opponent the trigger names
    other = re.fullmatch(r"each player other than (target player|target opponent|that player)",
                         text)
    if other:  # CR 101.4: the others, in turn order
        return PlayersOtherThan(parse_player(other.group(1), ctx))
    picked = players_with(text, ctx)  # "each opponent who has three or more poison counters"
    if picked is not None:
        return picked
    if text in ("that player", "they") or (text in (
            "that attacking player", "the attacking player") and isinstance(
            ctx.player_antecedent, TriggeringPlayer)) or (  # who declared attackers (508.1)
            text in ("that opponent", "the player") and ctx.player_antecedent is not None):
        if ctx.player_antecedent is not None:
            return ctx.player_antecedent
        if ctx.in_trigger:
            return TriggeringPlayer()
        raise ParseFailure(phrase, "'that player' without antecedent")
    if text == "the chosen player":  # "Choose an opponent. ... the chosen player": that one;
        if isinstance(ctx.player_antecedent, ChosenPlayer | TargetRef):  # ("choose another
            return ctx.player_antecedent  # target player"); else "As this enters, choose a
        # player" (CR 614.12)
        chosen = [i for i, spec in enumerate(ctx.targets) if spec.kind == "player"]
        return TargetRef(chosen[-1]) if chosen else ChosenAsEntered()
    if text in ("defending player", "the defending player"):
        return DefendingPlayer()
    if text == "those opponents" and ctx.targets and ctx.targets[-1].kind == "player" \
            and ctx.targets[-1].player_filter == "opponent":  # "Choose any number of target
        return TargetRef(len(ctx.targets) - 1)  # opponents. ... those opponents control"
    match = re.fullmatch(r"the player to your (left|right)", text)
    if match:
        return NeighbourPlayer(match.group(1))  # type: ignore[arg-type]
    if text == "enchanted player":
        return EnchantedPlayer()
    match = re.fullmatch(r"(another )?(?:one of your opponents|an opponent) chosen at random", text)
    if match:
        # "another": other than the player the Aura now enchants.
        return RandomPlayer(True, EnchantedPlayer() if match.group(1) else None)
    if text in ("its owner", "their owner", "its owners", "their owners"):
        return OwnerOf(_antecedent(ctx, phrase))
    if text in ("its controller", "their controller"):
        return ControllerOf(_antecedent(ctx, phrase))
    match = re.fullmatch(
        r"(?:that|the) (creature|land|permanent|artifact|spell)'s (controller|owner)", text
    )
    if match:
        ref = _antecedent(ctx, phrase)
        return ControllerOf(ref) if match.group(2) == "controller" else OwnerOf(ref)
    if re.fullmatch(r"that player or that (?:planeswalker|battle)'s (?:controller|protector)",
                    text) and isinstance(ctx.antecedent, TargetRef):
        return PlayerOrController(ctx.antecedent.index)  # "target player or planeswalker"
    match = re.fullmatch(r"(enchanted|equipped) (creature|permanent|land)'s controller", text)
    if match:  # Parasitic Implant: "enchanted creature's controller sacrifices it"
        ctx.antecedent = EnchantedOrEquipped()
        return ControllerOf(EnchantedOrEquipped())
    if text == "that source's controller" and ctx.player_antecedent == TriggeringPlayer():
        return TriggeringPlayer()  # (Belltower Sphinx: set by the damage trigger)
    if text in ("target player", "target opponent", "another target player",
                "another target opponent") or (text in _RANDOM and ctx.in_trigger):
        ref = parse_target(text, ctx)  # ("another": not an earlier target, CR 115.3)
        ctx.player_antecedent = ref
        return ref
    owned = re.fullmatch(r"(target (?!player|opponent).+?)'s (owner|controller)", text) \
        or re.fullmatch(r"the (owner|controller) of (target (?!player|opponent).+)", text)
    if owned:  # "Target creature's owner puts it ...": "it" is that target (CR 115.1)
        noun, role = owned.groups() if owned.group(1).startswith("target") \
            else owned.groups()[::-1]
        target = parse_target(noun, ctx)
        ctx.antecedent = target
        return OwnerOf(target) if role == "owner" else ControllerOf(target)
    owned = re.fullmatch(r"the owner of (target .+)|(~|target [^']+)'s owner", text)
    if owned:  # "~'s owner shuffles it ...", "The owner of target permanent shuffles it"
        ref = ThisObject() if owned.group(2) == SELF else \
            parse_object(owned.group(1) or owned.group(2), ctx)
        ctx.antecedent = ref  # "it" (CR 108.3: the owner of the object, as it last was)
        return OwnerOf(ref)
    if text in ("the exiled card's owner", "the exiled cards' owner",
                "the exiled cards' owners"):  # CR 607.2a: the card a linked ability exiled
        return OwnerOf(parse_object("the exiled card", ctx))  # (Skyclave Apparition)
    raise ParseFailure(phrase, "unknown player phrase")


def library_owner(possessive: str, ctx: Context) -> PlayerRef:
    """Whose library a possessive names: "their" is the clause's player subject ("Each
    opponent exiles the top card of their library"; CR 109.5: "your" is the controller).

    >>> ctx = Context(last_subject=EachOpponent())
    >>> library_owner("their", ctx), library_owner("your", ctx)
    (EachOpponent(), You())
    """
    word = possessive.removesuffix("'s")
    if word == "their":
        if _is_player(ctx.last_subject, ctx) and ctx.last_subject != You():
            return ctx.last_subject  # type: ignore[return-value]
        if ctx.player_antecedent is not None:
            return ctx.player_antecedent
        if ctx.in_trigger:  # "Whenever ... a player ..., ... their library"
            return TriggeringPlayer()
        return You()
    if word == "its owner":
        return OwnerOf(_antecedent(ctx, possessive))
    if word in ("target player", "that player"):
        return parse_player(word, ctx)
    return You()


def _is_player(subject: object, ctx: Context) -> bool:
    """Whether a clause subject is a player reference (not an object's)."""

    return isinstance(
        subject,
        You | EachOpponent | EachPlayer | OwnerOf | ControllerOf | DefendingPlayer
        | TriggeringPlayer | NeighbourPlayer | RandomPlayer | HighestRollers
        | EnchantedPlayer | ChosenPlayer | PlayersWhere,
    ) or (
        isinstance(subject, TargetRef)
        and subject.index < len(ctx.targets)
        and ctx.targets[subject.index].kind == "player"
    )


def _antecedent(ctx: Context, phrase: str) -> ObjectRef:
    if ctx.antecedent is None:
        if ctx.in_trigger:
            return TriggeringObject()
        raise ParseFailure(phrase, "'its' without an antecedent")
    return ctx.antecedent


def is_player_phrase(phrase: str) -> bool:
    """Whether the phrase names players rather than objects."""
    return phrase.strip().lower() in (
        "you",
        "each opponent",
        "each player",
        "that player",
        "target player",
        "target opponent",
        "its owner",
        "its controller",
        "defending player",
        "they",
        "each of your opponents",
    )


ALL_FILTER = ObjectFilter()
ONE = Fixed(1)
