"""The heuristic AI: scores each legal action with a simple value model and picks the best.
The ``"hard"`` level searches (information-set MCTS, :mod:`grimoire.agents.ai.search`)
among the heuristic's candidates at the decisions that matter.

It sees only its :class:`~grimoire.rules.view.PlayerView` (CR 400.2: the opponent's hand
and the libraries are counts), the Oracle definitions of the objects it can see, and the
legal actions. Costs are paid by the engine's automatic payer. Levels: ``"normal"`` plays
the best-scoring action, plans attacks and blocks with a combat simulation, and values
die rolls by their exact odds; ``"easy"`` picks at random among the sensible actions and
attacks and blocks without looking ahead.

>>> from grimoire.rules.testing import vanilla_pool
>>> from grimoire.rules.game import Game
>>> from grimoire.agents import RandomAgent
>>> deck = ["Forest"] * 24 + ["Grizzly Bears"] * 36
>>> game = Game.new([deck, deck], vanilla_pool(), seed=3)
>>> game.run([AIAgent(1), RandomAgent(2)]).winner
0
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Literal

from grimoire.agents.ai import opponent_choice, vehicles
from grimoire.agents.ai.board import CARD_VALUE, Board, creature_value, permanent_value
from grimoire.agents.ai.combat import plan_attack, plan_blocks
from grimoire.agents.ai.dicechoice import choose as choose_number
from grimoire.agents.ai.hostile_blocks import hostile_blocks
from grimoire.agents.ai.loyalty import loyalty_cost
from grimoire.agents.ai.modes import modes_value
from grimoire.agents.ai.responses import fizzle_bonus, top_is_mine
from grimoire.agents.ai.statics import attach_value, is_aura
from grimoire.agents.ai.values import EffectContext, value
from grimoire.errors import GrimoireError
from grimoire.mechanics import face_down
from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules.ability_modes import modal_of
from grimoire.rules.actions import (
    Action,
    ActivateAbility,
    AssignDamage,
    CastSpell,
    Choose,
    Decision,
    DeclareAttackers,
    DeclareBlockers,
    Decline,
    Keep,
    PassPriority,
    PlayLand,
    TakeMulligan,
    TurnFaceUp,
)
from grimoire.rules.combat import AttackOptions, BlockOptions
from grimoire.rules.faces import added_by_face, face_card, face_indexes
from grimoire.rules.game import Agent
from grimoire.rules.objects import Seat
from grimoire.rules.view import HiddenObjectError, PermanentView, PlayerView

Level = Literal["easy", "normal", "hard"]
LEVELS: tuple[Level, ...] = ("easy", "normal", "hard")

SPELL_COST = 1.0
AURA_RISK = 0.5
"""An Aura is a card that dies with its host (two-for-one): its host must be worth more."""
"""What spending a card costs: a spell is cast only when its value beats this."""

MANA_COST = 0.25
"""What one mana spent on an ability costs (the mana could have cast something else)."""


class AIAgent:
    """A heuristic agent (see the module docstring); ``seed`` drives its own RNG (used for
    ties and by the easy level), never the game's."""

    def __init__(self, seed: int | None = None, level: Level = "normal") -> None:
        if level not in LEVELS:
            raise GrimoireError(f"unknown AI level {level!r}; one of {', '.join(LEVELS)}")
        self.rng = random.Random(seed)
        self.level: Level = level
        self.search: Agent | None = None
        if level == "hard":
            # a real cycle: the search builds on this heuristic for candidates and playouts
            from grimoire.agents.ai.search import SearchAgent
            self.search = SearchAgent(self.rng.getrandbits(32))

    def decide(self, view: PlayerView, decision: Decision) -> Action:
        if self.search is not None:
            return self.search.decide(view, decision)
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        board = Board.of(view)
        kind = decision.kind
        if kind == "priority":
            return self._priority(board, legal)
        if kind == "mulligan":
            return self._mulligan(board, legal)
        if kind == "declare_attackers":
            return self._attack(board, legal)
        if kind == "declare_blockers":
            return self._block(board, legal)
        if kind == "assign_damage":
            return max(legal, key=lambda a: _assignment_score(board, a))
        if kind in ("bottom", "discard"):
            return self._discard(board, decision, legal)
        if kind == "choose_objects":
            return self._choose_objects(board, decision, legal)
        if kind == "yes_no":
            return Choose(True) if Choose(True) in legal else legal[0]
        if kind == "choose_color":
            return self._color(board, legal)
        if kind == "trigger_targets":
            return self._trigger_targets(board, decision, legal)
        if kind == "trigger_modes":
            return self._trigger_modes(board, decision, legal)
        if kind == "opponent_target":  # CR 601.2c: an opponent named me to choose a target
            return opponent_choice.choose(board, decision, legal)
        if kind == "choose_number" and decision.source is not None:
            try:
                card = board.view.definition(decision.source)
            except HiddenObjectError:
                return legal[0]
            return choose_number(board, decision, card, legal)
        if kind == "choose_creature_type":  # the type most of my own cards share
            return self._creature_type(board, legal)
        if kind == "choose_defender":  # CR 508.4: the opponent closest to losing
            seats = [a for a in legal if isinstance(a, Choose) and isinstance(a.value, int)
                     and a.value < 0 and -1 - a.value < len(board.life)]
            if seats:
                return min(seats, key=lambda a: board.life[-1 - a.value])  # type: ignore[operator]
            return legal[0]
        if kind == "cast_copy":
            plays = [a for a in legal if isinstance(a, PlayLand)]
            if plays:  # a land played for free ("you may play the exiled card")
                return plays[0]
            casts = [a for a in legal if isinstance(a, CastSpell)]
            if casts:
                best = max(casts, key=lambda a: self.score(board, a))
                if self.score(board, best) > 0:
                    return best
            return Decline() if Decline() in legal else legal[0]
        return legal[0]

    def _creature_type(self, board: Board, legal: Sequence[Action]) -> Action:
        counts: dict[str, int] = {}
        seen = [oid for oid, _ in board.view.hand] + [p.id for p in board.mine]
        for oid in seen:
            try:
                card = board.view.definition(oid)
            except HiddenObjectError:
                continue
            if "creature" in card.card_types:
                for subtype in card.subtypes:
                    counts[subtype] = counts.get(subtype, 0) + 1
        return max(legal, key=lambda a: counts.get(getattr(a, "value", ""), 0))

    # --- priority -----------------------------------------------------------------

    def _priority(self, board: Board, legal: Sequence[Action]) -> Action:
        if top_is_mine(board) and PassPriority() in legal:
            return PassPriority()  # let our own spell or ability resolve first
        scored = [(self.score(board, a), i) for i, a in enumerate(legal)
                  if not isinstance(a, PassPriority)]
        good = [(s, i) for s, i in scored if s > 0]
        if not good:
            return PassPriority()
        if self.level == "easy":
            if self.rng.random() < 0.3:
                return PassPriority()
            return legal[self.rng.choice(good)[1]]
        best = max(s for s, _ in good)
        ties = [i for s, i in good if s == best]
        return legal[ties[0] if len(ties) == 1 else self.rng.choice(ties)]

    def score(self, board: Board, action: Action) -> float:
        """How much the AI wants to take ``action`` now (> 0: worth doing)."""
        view = board.view
        if isinstance(action, PlayLand):
            return 100.0 + _land_fit(board, action.card, action.face) \
                - _spell_given_up(view.definition(action.card), action.face)
        if isinstance(action, TurnFaceUp):  # CR 702.37e: when it is worth more face up
            return _turn_up_score(view, action)
        if isinstance(action, CastSpell):
            card = _as_cast(view.definition(action.card), action)  # CR 708.4: face down
            ctx = EffectContext(board, action.targets, action.x, action.card)
            if is_aura(card):  # CR 303.4a: an Aura spell targets what it will enchant
                host = action.targets[0][0] if action.targets and action.targets[0] else None
                return attach_value(card, host, board) + _enters_value(card, ctx) - AURA_RISK
            if card.spell is None or _is_permanent(card):
                worth = _permanent_score(card) + (value(card.spell.effect, ctx, card)
                                                  if card.spell else 0.0)
                if "creature" in card.card_types and board.overextended():
                    return min(worth, 0.0)  # keep it in hand against a board wipe
                return worth
            gain = value(card.spell.effect, ctx, card)
            for effect, first in added_by_face(card, action.face):  # CR 702.102d: fused
                gain += value(effect, EffectContext(board, action.targets[first:], action.x,
                                                    action.card), card)
            if gain > 0 and view.stack():  # CR 608.2b: it may also waste a spell
                gain += fizzle_bonus(board, {t for ts in action.targets for t in ts
                                             if isinstance(t, int) and board.sign(t) > 0})
            return gain - SPELL_COST
        if isinstance(action, ActivateAbility):
            return self._ability_score(board, action)
        return 0.0

    def _ability_score(self, board: Board, action: ActivateAbility) -> float:
        card = board.view.definition(action.source)
        ability = card.abilities[action.index]
        if not isinstance(ability, ir.ActivatedAbility) or ability.is_mana_ability:
            return 0.0
        if vehicles.handles(ability):  # crew, saddle, station (CR 702.122, 702.171)
            return vehicles.crew_score(board, action, ability, card)
        ctx = EffectContext(board, action.targets, action.x, action.source)
        gain = value(ability.effect, ctx, card)
        # CR 700.2a: the chosen modes
        gain += modes_value(ability.effect, action.modes, ctx, card)
        source = board.perms.get(action.source)
        cost = MANA_COST * len(ability.cost.mana.symbols) + action.x * MANA_COST
        for part in ability.cost.parts:
            if isinstance(part, ir.SacrificeCost | ir.ExileCost) and part.this:
                cost += permanent_value(source) if source is not None else CARD_VALUE
            elif isinstance(part, ir.TapCost) and source is not None and source.power:
                cost += 0.5  # a creature that taps can't attack or block
            elif isinstance(part, ir.LoyaltyCost):  # CR 606.4: loyalty is spent or gained
                cost += loyalty_cost(source, part, action.x)
        return gain - cost

    # --- other decisions ----------------------------------------------------------

    def _mulligan(self, board: Board, legal: Sequence[Action]) -> Action:
        lands = sum(1 for oid, _ in board.view.hand if _is_land(board.view, oid))
        taken = sum(1 for e in board.view.log(0) if isinstance(e, ev.MulliganTaken)
                    and e.player == board.me)
        if taken >= 2 or 2 <= lands <= 5 or TakeMulligan() not in legal:
            return Keep()
        return TakeMulligan()

    def _attack(self, board: Board, legal: Sequence[Action]) -> Action:
        creatures = legal.creatures if isinstance(legal, AttackOptions) else [
            c for a in legal if isinstance(a, DeclareAttackers) for c, _ in a.attacks]
        plan = plan_attack(board, creatures, careful=self.level == "normal")
        if plan in legal:
            return plan
        return DeclareAttackers(()) if DeclareAttackers(()) in legal else legal[0]

    def _block(self, board: Board, legal: Sequence[Action]) -> Action:
        hostile = hostile_blocks(board, legal, self.rng)  # another player's creatures
        if hostile is not None:  # (Brutal Hordechief: "you choose how those creatures block")
            return hostile
        if isinstance(legal, BlockOptions):
            choices = {b: list(c) for b, c in zip(legal.blockers, legal.choices, strict=True)}
        else:
            choices = {}
            for a in legal:
                if isinstance(a, DeclareBlockers):
                    for b, att in a.blocks:
                        choices.setdefault(b, []).append(att)
        plan = plan_blocks(board, choices, careful=self.level == "normal")
        while plan not in legal and plan.blocks:
            plan = DeclareBlockers(plan.blocks[:-1])  # e.g. a lone block on a menace creature
        return plan if plan in legal else legal[0]

    def _discard(self, board: Board, decision: Decision, legal: Sequence[Action]) -> Action:
        lands_out = sum(1 for p in board.mine if "land" in p.types)
        ranked = sorted(decision.options, key=lambda o: _keep_worth(board.view, o, lands_out))
        want = set(ranked[:decision.min_count])
        for action in legal:
            if isinstance(action, Choose) and isinstance(action.value, tuple) \
                    and set(action.value) == want:
                return action
        return legal[0]

    def _choose_objects(self, board: Board, decision: Decision,
                        legal: Sequence[Action]) -> Action:
        def worth(oid: object) -> float:
            if not isinstance(oid, int):
                return 0.0
            p = board.perms.get(oid)
            if p is not None:
                return permanent_value(p) * (1 if p.controller == board.me else -1)
            try:
                card = board.view.definition(oid)
            except HiddenObjectError:
                return 0.0
            return card.mana_cost.mana_value + (1.0 if _is_permanent(card) else 0.0)
        return max(legal, key=lambda a: sum(worth(o) for o in a.value)
                   if isinstance(a, Choose) and isinstance(a.value, tuple) else 0.0)

    def _trigger_targets(self, board: Board, decision: Decision,
                         legal: Sequence[Action]) -> Action:
        """CR 603.3d: targets for a triggered ability, by the same value model as spells:
        the source's triggered abilities with that many targets value each choice."""
        if decision.source is None:
            return legal[0]
        try:
            card = board.view.definition(decision.source)
        except HiddenObjectError:
            return legal[0]
        shapes = {len(a.value) for a in legal if isinstance(a, Choose)
                  and isinstance(a.value, tuple)}
        abilities = [a for a in card.abilities if isinstance(a, ir.TriggeredAbility)
                     and a.targets and len(a.targets) in shapes]
        if not abilities:
            return legal[0]

        def worth(action: Action) -> float:
            if not isinstance(action, Choose) or not isinstance(action.value, tuple):
                return float("-inf")
            chosen = tuple(tuple(t) for t in action.value)
            ctx = EffectContext(board, chosen, 0, decision.source)
            fits = [a for a in abilities if len(a.targets) == len(chosen)]
            return max(value(a.effect, ctx, card) for a in fits) if fits else float("-inf")

        scored = [(worth(a), i) for i, a in enumerate(legal)]
        return legal[max(scored)[1]]

    def _trigger_modes(self, board: Board, decision: Decision,
                       legal: Sequence[Action]) -> Action:
        """CR 700.2b: the modes of a modal trigger whose value (by the effect model, before
        its targets are chosen) is highest among the source's modal triggered abilities."""
        if decision.source is None:
            return legal[0]
        try:
            card = board.view.definition(decision.source)
        except HiddenObjectError:
            return legal[0]
        modal = [a for a in card.abilities if isinstance(a, ir.TriggeredAbility)]
        ctx = EffectContext(board, (), 0, decision.source)

        def worth(action: Action) -> float:
            if not isinstance(action, Choose) or not isinstance(action.value, tuple):
                return float("-inf")
            modes = action.value
            return max((modes_value(a.effect, modes, ctx, card) for a in modal
                        if _fits(a.effect, modes)), default=0.0)

        scored = [(worth(a), -i) for i, a in enumerate(legal)]
        return legal[-max(scored)[1]]

    def _color(self, board: Board, legal: Sequence[Action]) -> Action:
        need: dict[str, int] = {}
        for oid, _ in board.view.hand:
            for symbol in board.view.definition(oid).mana_cost.symbols:
                need[symbol] = need.get(symbol, 0) + 1
        return max(legal, key=lambda a: need.get(str(a.value), 0)
                   if isinstance(a, Choose) else 0)


def _fits(effect: ir.Effect | None, modes: tuple[int, ...]) -> bool:
    """Whether ``modes`` can be mode indexes of ``effect``'s modal part."""
    modal = modal_of(effect)
    return modal is not None and all(0 <= i < len(modal.modes) for i in modes)


def _is_permanent(card: ir.CardDefinition) -> bool:
    return bool({"creature", "artifact", "enchantment", "planeswalker", "battle", "land"}
                & set(card.card_types))


def _is_land(view: PlayerView, oid: int) -> bool:
    """A land card, or one with a land face it may be played as (CR 712.12)."""
    card = view.definition(oid)
    return any("land" in f.card_types for f in (card, *card.faces))


def _face(card: ir.CardDefinition, face: int) -> ir.CardDefinition:
    """The face of ``card`` cast or played as ``face`` (CR 709.3b, 712.11b-712.12, 715.3b)."""
    return (face_card(card, face) or card) if card.faces else card


MDFC_LAND = 3.0
"""What playing a spell // land card as its land face gives up (its spell face): a land
that is only a land is played first; with no other land play it still is a land drop."""


def _spell_given_up(card: ir.CardDefinition, face: int) -> float:
    """:data:`MDFC_LAND` when playing ``card`` as its land face ``face`` gives up a face
    that is not a land (a Pathway's two faces are both lands)."""
    others = (_face(card, f) for f in face_indexes(card) if f != face)
    return MDFC_LAND if any("land" not in f.card_types for f in others) else 0.0


def _as_cast(card: ir.CardDefinition, action: CastSpell) -> ir.CardDefinition:
    """The card as it will be cast: the face-down 2/2 for a morph or disguise cast; the
    face chosen of a multi-face card (CR 709.3b, 712.11b, 715.3b)."""
    card = _face(card, action.face)
    if action.alt is not None and 0 <= action.alt < len(card.alternative_costs) and \
            card.alternative_costs[action.alt].option in (face_down.FLAG,
                                                          face_down.DISGUISED_FLAG):
        return face_down.FACE_DOWN.card
    return card


def _turn_up_score(view: PlayerView, action: TurnFaceUp) -> float:
    """Turning face up: what the card adds over the face-down 2/2, less the mana spent."""
    try:
        card = view.look(action.permanent)
    except HiddenObjectError:
        return 0.0
    return _permanent_score(card) - _permanent_score(face_down.FACE_DOWN.card) + 0.5


def _permanent_score(card: ir.CardDefinition) -> float:
    """A permanent spell: creatures by size and keywords, the rest by mana value."""
    mv = card.mana_cost.mana_value
    if "creature" in card.card_types:
        kws = frozenset(a.name for a in card.abilities if isinstance(a, ir.Keyword))
        probe = PermanentView(0, card.name, 0, False, card.power or 0, card.toughness or 0,
                              0, (), False, frozenset(card.card_types), kws)
        return creature_value(probe) + 0.5 * mv
    return 1.0 + 0.5 * mv


def _enters_value(card: ir.CardDefinition, ctx: EffectContext) -> float:
    """The value of the permanent's own "when this enters" triggers (CR 603.6a)."""
    return sum(value(a.effect, ctx, card) for a in card.abilities
               if isinstance(a, ir.TriggeredAbility) and isinstance(a.trigger, ir.EntersTrigger)
               and a.trigger.filter is None)


def _land_fit(board: Board, land: int, face: int = 0) -> float:
    """Prefer a land (the face played, CR 712.12) that makes the colors the hand needs."""
    view = board.view
    produced: set[str] = set()
    for ability in _face(view.definition(land), face).abilities:
        if isinstance(ability, ir.ActivatedAbility) and isinstance(ability.effect, ir.AddMana):
            produced.update(ability.effect.symbols)
    if not produced:
        return -1.0  # a land with a cost of its own (saved for later)
    need = 0.0
    colors_out = _colors_on_battlefield(board)
    for oid, _ in view.hand:
        for symbol in view.definition(oid).mana_cost.symbols:
            if symbol in produced:
                need += 0.3 if symbol in colors_out else 1.0
    return need if produced != {"C"} else need - 0.5


def _colors_on_battlefield(board: Board) -> set[str]:
    out: set[str] = set()
    for p in board.mine:
        if "land" in p.types:
            for ability in board.view.definition(p.id).abilities:
                if isinstance(ability, ir.ActivatedAbility) and \
                        isinstance(ability.effect, ir.AddMana):
                    out.update(ability.effect.symbols)
    return out


def _keep_worth(view: PlayerView, oid: object, lands_out: int) -> float:
    """How much we'd rather keep a card in hand (low: discard or bottom it first)."""
    if not isinstance(oid, int):
        return 0.0
    try:
        card = view.definition(oid)
    except HiddenObjectError:
        return 0.0
    lands_in_hand = sum(1 for o, _ in view.hand if _is_land(view, o))
    if _is_land(view, oid):
        return 5.0 if lands_out + lands_in_hand <= 4 else 0.5
    mv = card.mana_cost.mana_value
    return 4.0 - max(0, mv - lands_out - lands_in_hand)


def _assignment_score(board: Board, action: Action) -> float:
    if not isinstance(action, AssignDamage):
        return 0.0
    total = 0.0
    for recipient, amount in action.assignment:
        if isinstance(recipient, Seat):
            total += amount * 0.5 if recipient.index != board.me else -amount
            continue
        p = board.perms.get(recipient)
        if p is not None and p.toughness is not None and amount >= p.toughness - p.damage:
            total += creature_value(p) * (1 if p.controller != board.me else -1)
    return total
