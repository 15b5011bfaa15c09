"""Rolling dice (CR 706): RollDice with its results table, RollAgain, RollPlanarDie.

The roll, its modifiers and the results table are one ability (CR 706.3b): no player gets
priority between the roll and the effect (the seeds' rulings). Ignored dice (CR 706.6)
are logged with ``ignored=True``; triggers skip them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.effects.registry import resolves
from grimoire.effects.values import amount_value, objects, players
from grimoire.oracle import ir
from grimoire.rules import dice
from grimoire.rules import events as ev
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.resolution import DieRecord, Resolution

if TYPE_CHECKING:
    from grimoire.rules.game import Game


def _keep(naturals: list[int], keep: str) -> int:
    """Index of the die kept by a "roll extra and ignore" replacement (CR 706.6)."""
    if keep == "lowest":
        return naturals.index(min(naturals))
    return naturals.index(max(naturals))


def _start(game: Game, res: Resolution, node: ir.RollDice, roller: int) -> dict[str, object]:
    count = max(0, amount_value(game, res, node.count, roller))
    if node.choose_from > 1:
        count = node.choose_from
    reps = dice.replacements(game, roller, node.sides)
    extra = sum(r.extra for r in reps)
    keep: str = reps[0].keep if reps else "highest"
    chooser, total = roller, False
    for i, (seat, more, sides, who, use_total) in enumerate(game.next_rolls):
        if seat == roller and sides in (None, node.sides):  # a one-shot replacement
            game.next_rolls = game.next_rolls[:i] + game.next_rolls[i + 1:]
            extra += more
            keep, chooser, total = ("total" if use_total else "choose"), who, use_total
            break
    rolled = tuple(tuple(dice.natural_roll(game, node.sides) for _ in range(1 + extra))
                   for _ in range(count))
    return {"groups": rolled, "keep": keep, "kept": (), "stage": "keep",
            "chooser": chooser, "total": total}


@resolves(ir.RollDice)
def roll_dice(game: Game, res: Resolution, node: ir.RollDice,
              answer: Action | None) -> Decision | None:
    """Each roller in turn (``node.player``, usually just you): roll, apply replacements
    and ignore dice (CR 706.6), modifiers (CR 706.2), maybe choose a result; then the
    results table (CR 706.3)."""
    # Per-roll state lives in res.scratch as immutable values, so game.copy() stays exact.
    state: dict[str, object] | None = res.scratch.get("roll")
    if answer is None or state is None:
        rollers = tuple(players(game, res, node.player))
        if not rollers:
            res.did = False
            return None
        state = {**_start(game, res, node, rollers[0]), "rollers": rollers, "i": 0,
                 "records": ()}
        res.scratch["roll"] = state
    while True:
        rollers_: tuple[int, ...] = state["rollers"]  # type: ignore[assignment]
        index: int = state["i"]  # type: ignore[assignment]
        decision = _one_roller(game, res, node, rollers_[index], state, answer)
        if decision is not None:
            return decision
        answer = None
        state = res.scratch["roll"]
        if index + 1 >= len(rollers_):
            break
        state = {**state, **_start(game, res, node, rollers_[index + 1]), "i": index + 1}
        res.scratch["roll"] = state
    records: tuple[tuple[int, DieRecord], ...] = state["records"]  # type: ignore[assignment]
    del res.scratch["roll"]
    mine = next((r for p, r in records if p == res.you), records[0][1])
    res.die = mine
    if len(records) > 1:
        res.scratch["rolls_by_player"] = {p: r.result for p, r in records}
    if node.store_on is not None:  # CR 706.8a: store the results on the permanent
        for oid in objects(game, res, node.store_on):
            game.objects[oid].stored = game.objects[oid].stored + mine.results
    res.did = True
    result = mine.result
    for row in node.table:  # CR 706.3a: the row the result falls in
        if result >= row.low and (row.high is None or result <= row.high):
            res.push(row.effect)
            break
    return None


def _one_roller(game: Game, res: Resolution, node: ir.RollDice, roller: int,
                state: dict[str, object], answer: Action | None) -> Decision | None:
    groups_: tuple[tuple[int, ...], ...] = state["groups"]  # type: ignore[assignment]
    kept: tuple[int, ...] = state["kept"]  # type: ignore[assignment]
    if state["stage"] == "keep":
        while len(kept) < len(groups_):
            dice_group = list(groups_[len(kept)])
            keep_rule = str(state["keep"])
            if len(dice_group) == 1 or keep_rule == "total":
                kept = (*kept, 0)
            elif keep_rule == "choose":
                if answer is None:
                    res.scratch["roll"] = {**state, "kept": kept}
                    chooser: int = state.get("chooser", roller)  # type: ignore[assignment]
                    return Decision("choose_number", chooser, prompt="die to keep",
                                    options=tuple(range(len(dice_group))),
                                    source=res.source, rule="CR 706.6")
                assert isinstance(answer, Choose) and isinstance(answer.value, int)
                kept = (*kept, answer.value)
                answer = None
            else:
                kept = (*kept, _keep(dice_group, keep_rule))
        state = {**state, "kept": kept, "stage": "choose"}
        res.scratch["roll"] = state
        answer = None
    bonus = (amount_value(game, res, node.bonus, roller) if node.bonus is not None else 0)
    bonus += dice.modifier(game, roller, node.sides)
    if state.get("total"):  # "instead roll two dN and use the total"
        faces = [sum(g) for g in groups_]
        kept = tuple(-1 for _ in groups_)
    else:
        faces = [g[k] for g, k in zip(groups_, kept, strict=True)]
    counted = list(range(len(faces)))
    if node.keep_highest is not None and node.keep_highest < len(faces):
        # "ignore all but the highest roll(s)" (CR 706.6)
        counted = sorted(sorted(counted, key=lambda i: -faces[i])[:node.keep_highest])
    naturals = tuple(faces[i] for i in counted)
    results = tuple(n + bonus for n in naturals)
    chosen = 0
    if node.choose_from > 1 and len(set(results)) > 1:
        if answer is None:
            return Decision("choose_number", roller, prompt="choose a result",
                            options=tuple(range(len(results))), source=res.source,
                            rule="CR 706.4")
        assert isinstance(answer, Choose) and isinstance(answer.value, int)
        chosen = answer.value
    for i, (group, k) in enumerate(zip(groups_, kept, strict=True)):
        for j, natural in enumerate(group):
            ignored = (k >= 0 and j != k) or i not in counted
            game.emit(ev.DieRolled(roller, node.sides, natural,
                                   natural if ignored else natural + bonus, ignored=ignored))
    game.emit(ev.RollCompleted(roller, node.sides, naturals, results))
    record = DieRecord(node.sides, naturals, results, node, chosen)
    records: tuple[tuple[int, DieRecord], ...] = state["records"]  # type: ignore[assignment]
    res.scratch["roll"] = {**state, "records": (*records, (roller, record))}
    return None


@resolves(ir.RollAgain)
def roll_again(game: Game, res: Resolution, node: ir.RollAgain, answer: Action | None) -> None:
    # CR 706.3c: the same kind and number of dice, with the same modifiers.
    if res.die is not None and res.die.node is not None:
        res.push(res.die.node)


PLANAR_FACES = ("chaos", "planeswalker", "blank", "blank", "blank", "blank")
"""CR 901.3: the planar die: one chaos face, one planeswalker face, four blank faces."""


@resolves(ir.RollPlanarDie)
def roll_planar(game: Game, res: Resolution, node: ir.RollPlanarDie,
                answer: Action | None) -> None:
    natural = dice.natural_roll(game, 6)
    # CR 706.7: it triggers "whenever you roll one or more dice" but has no numeric result.
    game.emit(ev.DieRolled(res.you, 0, natural, 0))
    res.scratch["planar"] = PLANAR_FACES[natural - 1]
    res.did = True
