"""The parsing context shared by the phrase parsers of one ability.

It collects the ability's targets as "target ..." phrases are met (CR 115.1: targets are
chosen as the ability is put on the stack, so they belong to the ability, not the
sentence), remembers what "it" / "that card" refer to, and what "X" means in the sentence
("where X is the result").

>>> ctx = Context()
>>> ctx.add_target(TargetSpec("any"))
TargetRef(index=0)
>>> ctx.antecedent
TargetRef(index=0)
"""

from __future__ import annotations

from dataclasses import dataclass, field

from grimoire.oracle.ir import (
    Amount,
    Effect,
    ObjectRef,
    PlayerRef,
    TargetRef,
    TargetSpec,
    TokenSpec,
)


class ParseFailure(Exception):
    """Raised inside the parser when a phrase is not understood (never escapes compile)."""

    def __init__(self, text: str, reason: str) -> None:
        self.text = text
        self.reason = reason
        super().__init__(f"{reason}: {text!r}")


@dataclass(slots=True)
class Context:
    """Mutable state while one ability is parsed."""

    card_name: str = ""
    targets: list[TargetSpec] = field(default_factory=list)
    antecedent: ObjectRef | None = None
    """What "it", "that card", "that creature", "them" refer to."""
    player_antecedent: PlayerRef | None = None
    """What "that player" refers to."""
    x_value: Amount | None = None
    """What "X" means in the current sentence ("where X is the result")."""
    in_trigger: bool = False
    cast_spell: ObjectRef | None = None
    """What "that spell" means in the effect of a "whenever ... cast a spell" trigger: the
    spell cast (the triggering object, CR 603.2, 603.10)."""
    cast_this: bool = False
    """The ability is "When you cast this spell, ...": ~ is the spell, on the stack."""
    event_counts: bool = False
    """The trigger's event has a number ("is dealt damage", "you gain life"): "that many"
    in its effect is that number (set by :func:`grimoire.oracle.triggers.split_trigger`)."""
    life_event: str | None = None
    """ "gained" / "lost": the trigger is "Whenever you gain life" / "Whenever you lose
    life", so "for each 1 life you gained" in its effect is that event's amount."""
    chosen_kind: str | None = None
    """An earlier "Choose a creature type." / "Choose a color." of this ability: "of that
    type" / "of that color" mean the chosen one (:mod:`grimoire.oracle.chosen_text`)."""
    counted: Amount | None = None
    """What "that many" means after an earlier instruction of the ability counted something
    (CR 608.2c: "sacrifice any number of creatures, then draw that many cards")."""
    linked: bool = False
    """The card refers to cards "exiled with" itself (CR 607.2a)."""
    rolled: bool = False
    """A die roll happened earlier in this ability (so "the result" is meaningful)."""
    chooses_two: bool = False
    """The roll is "roll two dN and choose one result" ("the other result" is meaningful)."""
    last_token: TokenSpec | None = None
    """The token the last "create" made ("two of those tokens")."""
    last_subject: object = None
    """The subject of the previous clause ("Target player draws two cards and loses 2 life")."""
    result_total: bool = False
    """In "whenever you roll one or more dice", "the result" is the total of the roll."""
    last_copy: Effect | None = None
    """The last "create a token that's a copy of ..." step ("Create one of those tokens")."""
    chosen_x: Amount | None = None
    """The X a triggered ability defined by what it chose ("you may tap X untapped Myr you
    control. If you do, ~ gets +X/+0": how many were tapped, CR 107.3f); later sentences
    read it."""
    removed_x: str | None = None
    """The kind of counter the ability's cost removes X of ("Remove any number of storage
    counters from this land: Add {B} for each storage counter removed this way"): that
    count is the ability's X (CR 107.3a)."""
    of_permanent: bool = False
    """The ability is an activated or triggered ability of a permanent: a bare "It" with
    nothing else to refer to is the source ("Remove a counter from ~: It deals 1 damage")."""
    cards: ObjectRef | None = None
    """The cards an earlier step exiled, found or looked at ("from among those cards")."""
    prize: str | None = None
    revealed_cost: bool = False
    """The spell's additional cost reveals a card: "the revealed card" is it (CR 601.2h)."""
    exiled_cost: bool = False
    """The spell's additional cost exiles a card: "the exiled card" is it (CR 601.2h)."""
    difference: Amount | None = None
    """What "the difference" means after "if that player has more cards in hand than you"."""
    """The text of an Attraction's "Prize —" paragraph ("claim the prize!", CR 702.159b)."""
    optional_reveal: bool = False
    """The spell's optional additional cost reveals a card ("you may reveal a Dragon card
    from your hand"): the spell's text may ask "if you revealed a Dragon card"."""

    def add_target(self, spec: TargetSpec) -> TargetRef:
        """Register a target and make it the antecedent of "it"."""
        self.targets.append(spec)
        ref = TargetRef(len(self.targets) - 1)
        self.antecedent = ref
        return ref

    def snapshot(self) -> Snapshot:
        """The mutable state, to undo a failed parse attempt."""
        return Snapshot(
            len(self.targets),
            self.antecedent,
            self.player_antecedent,
            self.x_value,
            self.rolled,
            self.chooses_two,
            self.last_token,
            self.last_subject,
            self.last_copy,
            self.chosen_x,
        )

    def restore(self, state: Snapshot) -> None:
        """Undo to a :meth:`snapshot`."""
        del self.targets[state.targets :]
        self.antecedent = state.antecedent
        self.player_antecedent = state.player_antecedent
        self.x_value = state.x_value
        self.rolled = state.rolled
        self.chooses_two = state.chooses_two
        self.last_token = state.last_token
        self.last_subject = state.last_subject
        self.last_copy = state.last_copy
        self.chosen_x = state.chosen_x


@dataclass(frozen=True, slots=True)
class Snapshot:
    """A saved :class:`Context` state."""

    targets: int
    antecedent: ObjectRef | None
    player_antecedent: PlayerRef | None
    x_value: Amount | None
    rolled: bool
    chooses_two: bool
    last_token: TokenSpec | None
    last_subject: object
    last_copy: Effect | None = None
    chosen_x: Amount | None = None
