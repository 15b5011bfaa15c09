"""Rolling dice (CR 706): RollDice with its results table, RollAgain, RollPlanarDie,
RerollStored, RerollAnyDie.

The roll, its modifiers and the results table are one ability (CR 706.3b): no player gets
priority between the roll and the effect (ruling:dice-same-ability); targets were chosen
when the ability was put on the stack (ruling:dice-targets-before-roll). For each roller
(APNAP order, CR 101.4):

1. the roll replacements that apply (:func:`grimoire.rules.dice.replacements`); when
   their order can change anything, the roller picks it one at a time (CR 616.1);
2. the dice are rolled (:func:`grimoire.rules.dice.natural_roll`);
3. the replacements' ignoring is undone from the innermost out, asking a player only when
   the choice can change a result (CR 706.6, :class:`grimoire.rules.dice.Ignoring`);
4. the instruction's own "ignore all but the highest"; then the window for optional
   rerolls and adjustments (CR 706.2a-b, :mod:`grimoire.rules.roll_window`);
5. modifiers (the instruction's ``bonus`` plus other sources', CR 706.2), and "choose
   one result" (CR 706.4);
6. events: one ``DieRolled`` per rolled die in roll order (an ignored die has
   ``ignored=True``: it never happened, CR 706.6, so no trigger and no effect sees it),
   then ``RollCompleted`` with the counted naturals and results (once per roll
   instruction, for "whenever you roll one or more dice").

Then the row of the results table the result falls in resolves (CR 706.3a).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from grimoire.errors import IllegalActionError
from grimoire.mechanics import die_creatures
from grimoire.mechanics.planechase import STATE as planar_state
from grimoire.mechanics.planechase import after_roll
from grimoire.oracle import ir
from grimoire.rules import coins as _coins  # noqa: F401  (FlipCoin's resolver, CR 705)
from grimoire.rules import dice, roll_window
from grimoire.rules import events as ev
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.limits import check_dice
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import DieRecord, Resolution
from grimoire.rules.values import amount_value, objects, players

if TYPE_CHECKING:
    from grimoire.rules.game import Game

State = dict[str, Any]
"""Per-roll state in ``res.scratch["roll"]``: immutable values only (copies stay exact)."""


def _number(answer: Action | None, options: tuple[int, ...]) -> int:
    if not isinstance(answer, Choose) or not isinstance(answer.value, int) \
            or isinstance(answer.value, bool) or answer.value not in options:
        raise IllegalActionError(f"choose one of {options}", rule="CR 706.6")
    return answer.value


def _begin(game: Game, res: Resolution, node: ir.RollDice, roller: int) -> State:
    count = max(0, amount_value(game, res, node.count, roller))
    reps = dice.replacements(game, roller, node.sides) if count else []
    if dice.order_matters(reps):
        return {"stage": "order", "count": count, "left": tuple(reps), "steps": ()}
    return {"stage": "roll", "count": count, "left": (), "steps": tuple(reps)}


@resolves(ir.RollDice)
def roll_dice(game: Game, res: Resolution, node: ir.RollDice,
              answer: Action | None) -> Decision | None:
    """Each roller rolls (see the module docstring); then the results table."""
    state: State | None = res.scratch.get("roll")
    if answer is None or state is None:
        rollers = tuple(players(game, res, node.player))
        if not rollers:
            res.did = False
            return None
        state = {**_begin(game, res, node, rollers[0]), "rollers": rollers, "i": 0,
                 "records": ()}
        res.scratch["roll"] = state
    while True:
        rollers_: tuple[int, ...] = state["rollers"]
        index: int = state["i"]
        decision = _one_roller(game, res, node, rollers_[index], state, answer)
        if decision is not None:
            return decision
        answer = None
        state = res.scratch["roll"]
        if index + 1 >= len(rollers_):
            break
        state = {**state, **_begin(game, res, node, rollers_[index + 1]), "i": index + 1}
        res.scratch["roll"] = state
    records: tuple[tuple[int, DieRecord], ...] = state["records"]
    del res.scratch["roll"]
    mine = next((r for p, r in records if p == res.you), records[0][1])
    res.die = mine
    if len(records) > 1:
        res.scratch["rolls_by_player"] = {p: r.result for p, r in records}
    if node.store_on is not None:  # CR 706.8a: store the results on the permanent
        for oid in objects(game, res, node.store_on):
            game.objects[oid].stored = game.objects[oid].stored + mine.results
    res.did = bool(mine.results)
    if not mine.results:
        return None  # no die counted (zero dice): no row applies
    result = mine.result
    for row in node.table:  # CR 706.3a: the row the result falls in
        if result >= row.low and (row.high is None or result <= row.high):
            res.push(row.effect)
            break
    return None


def _one_roller(game: Game, res: Resolution, node: ir.RollDice, roller: int,
                state: State, answer: Action | None) -> Decision | None:
    if state["stage"] == "order":
        decision = _order(res, roller, state, answer)
        if decision is not None:
            return decision
        answer = None
        state = res.scratch["roll"]
    if state["stage"] == "roll":
        plan = dice.RollPlan(state["count"], node.sides, state["steps"])
        check_dice(plan.dice_to_roll)  # an engine limit, before any die is rolled
        naturals = tuple(dice.natural_roll(game, node.sides) for _ in range(plan.dice_to_roll))
        dice.use_one_shots(game, list(plan.steps))
        state = {**state, "stage": "ignore", "ign": dice.Ignoring.start(plan, naturals),
                 "ask": None}
        res.scratch["roll"] = state
    if state["stage"] == "ignore":
        ign: dice.Ignoring = state["ign"]
        ask: dice.Ask | None = state["ask"]
        choice = _number(answer, ask.options) if ask is not None else None
        ign, ask = ign.advance(choice)
        answer = None
        state = {**state, "ign": ign, "ask": ask}
        res.scratch["roll"] = state
        if ask is not None:
            return Decision("choose_number", roller if ask.chooser is None else ask.chooser,
                            prompt=ask.prompt, options=ask.options, source=res.source,
                            rule="CR 706.6", data=tuple(v for v, _ in ign.slots))
        ign = _keep_highest(ign, node.keep_highest)
        state = {**state, "stage": "window", "ign": ign, "ask": None,
                 "win": roll_window.Window.start(roller, node.sides, len(ign.slots))}
        res.scratch["roll"] = state
    if state["stage"] == "window":
        decision = _window(game, res, state, answer)
        if decision is not None:
            return decision
        answer = None
        state = res.scratch["roll"]
    return _finish(game, res, node, roller, state, answer)


def _keep_highest(ign: dice.Ignoring, keep: int | None) -> dice.Ignoring:
    """The instruction's own "ignore all but the highest roll(s)" (CR 706.6): only the
    ``keep`` highest slots stay counted (in roll order)."""
    slots = ign.slots
    if keep is None or keep >= len(slots):
        return ign
    kept = sorted(sorted(range(len(slots)), key=lambda i: -slots[i][0])[:keep])
    return replace(ign, slots=tuple(slots[i] for i in kept))


def _window(game: Game, res: Resolution, state: State,
            answer: Action | None) -> Decision | None:
    """CR 706.2a-b: optional rerolls, then optional adjustments, before the results are
    used (:mod:`grimoire.rules.roll_window`)."""
    win: roll_window.Window = state["win"]
    ign: dice.Ignoring = state["ign"]
    offered: tuple[roll_window.Option, ...] | None = state["ask"]
    choice: roll_window.Option | None = None
    if offered is not None:
        if not isinstance(answer, Choose) or answer.value not in offered:
            raise IllegalActionError("choose one of the offered roll modifications",
                                     rule="CR 706.2b")
        choice = answer.value
    win, ign, ask = roll_window.advance(game, win, ign, choice)
    if ask is None:
        res.scratch["roll"] = {**state, "win": win, "ign": ign, "ask": None,
                               "stage": "choose"}
        return None
    player, options = ask
    res.scratch["roll"] = {**state, "win": win, "ign": ign, "ask": options}
    return Decision("choose_mode", player, prompt="modify the roll?", options=options,
                    source=res.source, rule="CR 706.2b",
                    data=tuple(v for v, _ in ign.slots))


def _order(res: Resolution, roller: int, state: State, answer: Action | None) -> Decision | None:
    """CR 616.1: the affected player chooses which replacement applies first, then next."""
    left: tuple[dice.Replacement, ...] = state["left"]
    steps: tuple[dice.Replacement, ...] = state["steps"]
    if answer is not None:
        pick = _number(answer, tuple(range(len(left))))
        steps, left = (*steps, left[pick]), left[:pick] + left[pick + 1:]
    if len(left) > 1 and dice.order_matters(left):
        res.scratch["roll"] = {**state, "left": left, "steps": steps}
        return Decision("choose_number", roller, prompt="roll replacement to apply first",
                        options=tuple(range(len(left))), source=res.source,
                        rule="CR 616.1", data=left)
    res.scratch["roll"] = {**state, "left": (), "steps": (*steps, *left), "stage": "roll"}
    return None


def _finish(game: Game, res: Resolution, node: ir.RollDice, roller: int, state: State,
            answer: Action | None) -> Decision | None:
    ign: dice.Ignoring = state["ign"]
    win: roll_window.Window = state["win"]
    slots = ign.slots
    counted = list(range(len(slots)))
    naturals = tuple(slots[i][0] for i in counted)
    bonus = amount_value(game, res, node.bonus, roller) if node.bonus is not None else 0
    bonus += dice.modifier(game, roller, node.sides)  # CR 706.2: modifiers to the result
    # CR 706.2a: the optional adjustments applied in the window, per die
    results = tuple(n + bonus + win.adjust[i] for i, n in enumerate(naturals))
    chosen = 0
    if node.choose_from > 1 and len(set(results)) > 1:  # "choose one result" (CR 706.4)
        options = tuple(range(len(results)))
        if answer is None:
            return Decision("choose_number", roller, prompt="choose a result",
                            options=options, source=res.source, rule="CR 706.4",
                            data=results)
        chosen = _number(answer, options)
    members = {i for c in counted for i in slots[c][1]}
    # a single die's number (its natural, or what an exchange put there) and adjustment
    single = {slots[c][1][0]: slots[c][0] + win.adjust[c]
              for c in counted if len(slots[c][1]) == 1}
    by = dict(win.rerolled_by)  # dice rerolled by another player are theirs (Pippa ruling)
    for i, natural in enumerate(ign.naturals):
        if i in members:  # a counted die: the modifiers apply to it (not to a total's dice)
            game.emit(ev.DieRolled(by.get(i, roller), node.sides, natural,
                                   single[i] + bonus if i in single else natural))
        else:  # CR 706.6: ignored (or rerolled, CR 706.2b), never happened; logged only
            game.emit(ev.DieRolled(roller, node.sides, natural, natural, ignored=True))
    if naturals:
        game.emit(ev.RollCompleted(roller, node.sides, naturals, results))
    record = DieRecord(node.sides, naturals, results, node, chosen)
    records: tuple[tuple[int, DieRecord], ...] = state["records"]
    res.scratch["roll"] = {**state, "records": (*records, (roller, record))}
    return None


@resolves(ir.RollAgain)
def roll_again(game: Game, res: Resolution, node: ir.RollAgain, answer: Action | None) -> None:
    """CR 706.3c / ruling:dice-roll-again: the same kind and number of dice, with the same
    modifiers: the same roll instruction, resolved again (its table too)."""
    if res.die is not None and res.die.node is not None:
        res.push(res.die.node)
    else:
        res.did = False


@resolves(ir.RerollAnyDie)
def reroll_any_die(game: Game, res: Resolution, node: ir.RerollAnyDie,
                   answer: Action | None) -> Decision | None:
    """"Reroll any die": in a roll's window it applies at once (CR 706.2b,
    :mod:`grimoire.rules.roll_window`; a coin's reflip likewise, :mod:`grimoire.rules.coins`);
    from the stack, the dice still in the game are Die creatures
    (:mod:`grimoire.mechanics.die_creatures`)."""
    return die_creatures.reroll_die_creature(game, res, answer)


@resolves(ir.RollPlanarDie)
def roll_planar(game: Game, res: Resolution, node: ir.RollPlanarDie,
                answer: Action | None) -> None:
    """CR 706.7, 901.9d: triggers "roll one or more dice"; no numerical result (``res.die``
    is left alone, so "the result" never reads it)."""
    res.scratch["planar"] = dice.roll_planar_die(game, res.you)
    if planar_state.get(game) is not None:  # CR 901.9a-c, 311.7: chaos or planeswalking
        res.scratch["planar"] = after_roll(game, res.you, res.scratch["planar"])
    res.did = True


def _stored_sides(game: Game, source: int) -> int | None:
    """The kind of die the linked "store those results" ability rolls (CR 706.8a, 706.8c)."""
    obj = game.objects.get(source) or game.last_known.get(source)
    if obj is None:
        return None
    for found in ir.iter_nodes(obj.info.card):
        if isinstance(found, ir.RollDice) and found.store_on is not None:
            return found.sides
    return None


@resolves(ir.RerollStored)
def reroll_stored(game: Game, res: Resolution, node: ir.RerollStored,
                  answer: Action | None) -> Decision | None:
    """CR 706.8b: reroll any number of the stored results (``You()`` picks them one by one,
    a yes/no each); the rerolled ones stop being stored, the new results are stored."""
    targets = objects(game, res, node.what)
    if not targets or game.objects[targets[0]].zone != "battlefield":
        res.did = False
        return None
    oid = targets[0]
    sides = _stored_sides(game, oid)
    stored = game.objects[oid].stored
    picked: tuple[bool, ...] = res.scratch.get("reroll", ())
    if answer is not None:
        if not isinstance(answer, Choose) or not isinstance(answer.value, bool):
            raise IllegalActionError("answer yes or no", rule="CR 706.8b")
        picked = (*picked, answer.value)
    if sides is not None and len(picked) < len(stored):
        res.scratch["reroll"] = picked
        return Decision("yes_no", res.you, prompt=f"reroll stored result {stored[len(picked)]}?",
                        options=(True, False), source=oid, rule="CR 706.8b")
    res.scratch.pop("reroll", None)
    if sides is None or not any(picked):
        res.did = False
        return None
    kept = tuple(v for v, again in zip(stored, picked, strict=True) if not again)
    new = tuple(dice.natural_roll(game, sides) for again in picked if again)
    for natural in new:
        game.emit(ev.DieRolled(res.you, sides, natural, natural))
    game.emit(ev.RollCompleted(res.you, sides, new, new))
    game.objects[oid].stored = kept + new
    res.die = DieRecord(sides, new, new)
    return None


@resolves(ir.InstallResults)
def install_results(game: Game, res: Resolution, node: ir.InstallResults,
                    answer: Action | None) -> None:
    """ "Install the result on ~" (the die goes on the card: kept as a stored result,
    CR 706.8a) / "Uninstall all results from ~"."""
    targets = [o for o in objects(game, res, node.what)
               if game.objects[o].zone == "battlefield"]
    for oid in targets:
        obj = game.objects[oid]
        if node.uninstall:
            obj.stored = ()
        elif res.die is not None:
            obj.stored = obj.stored + res.die.results
    res.did = bool(targets) and (node.uninstall or res.die is not None)
