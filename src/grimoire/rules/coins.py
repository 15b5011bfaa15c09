"""Flipping a coin (CR 705) and reflipping it ("Reflip any coin", Goblin Bookie).

"Flip a coin" resolves in steps, each a plain-data state in the resolution's scratch (so a
game paused on a choice copies and saves exactly):

1. the flipper calls "heads" or "tails" (CR 705.2), a decision;
2. the coin is flipped: heads or tails, equally likely (CR 705.1), from the game's one
   fair random source (or the scripted results: CR 705.1 allows an even-sided die as the
   coin, so a scripted 1 is heads and a 2 is tails, see :func:`flip`). A "flip two coins
   and ignore one" replacement the flipper controls (Krark's Thumb, CR 614.1a) doubles the
   coins, each one applying once (CR 616.1), and the flipper chooses which face to keep
   when they differ;
3. a window like a die roll's (:mod:`grimoire.rules.roll_window`): before the result is
   used, players holding an activated "Reflip any coin" ability they can pay for may
   reflip it (the flipper first, then the others in seat order, until all decline); the
   previous flip's result is not used. Then the flip is won if the coin shows the call
   (CR 705.2), and "If you win the flip" / "If you lose the flip" read it
   (:func:`won_flip`); "Whenever you win a coin flip" triggers (only the flipper wins or
   loses, CR 705.2);
4. "Flip a coin until you lose a flip": after a won flip, again from step 1; "for each
   flip you won" counts them (:func:`flips_won`).

Every flip is logged as a :class:`~grimoire.rules.events.CoinFlipped` event (an ignored or
reflipped one with ``ignored=True``).

>>> RESULT_KEY, WINS_KEY
('coin_won', 'coin_wins')
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.rules import cost_changes, costs, manapay
from grimoire.rules import events as ev
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.casting import ability_problem
from grimoire.rules.dice import natural_roll
from grimoire.rules.registry import resolves
from grimoire.rules.triggers import Hit, matcher
from grimoire.rules.values import players

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject
    from grimoire.rules.resolution import Resolution

CALLS = ("heads", "tails")
"""CR 705.2: the flipper's call."""
RESULT_KEY = "coin_won"
"""Where a resolution keeps whether its last flip was won."""
WINS_KEY = "coin_wins"
"""Where a resolution counts the flips its last "flip a coin" won."""
STATE_KEY = "flip"
DONE = ("done",)
"""Declining to reflip (any more)."""


def flip(game: Game) -> bool:
    """One fair coin flip (CR 705.1): True for heads. It draws on the same random source
    as the dice (the game's seeded RNG, or the scripted results: 1 is heads, 2 tails, as
    with "an even-sided die" standing in for the coin, CR 705.1), but is no die roll: no
    roll replacement, modifier or trigger applies."""
    return natural_roll(game, 2) == 1


def reflippers(game: Game, player: int) -> tuple[tuple[Any, ...], ...]:
    """The ways ``player`` can reflip the coin now: ``("reflip", source, ability index,
    chosen cost objects)`` for each activated "Reflip any coin" ability they can activate
    and pay for (CR 602.2, costs as usual)."""
    out: list[tuple[Any, ...]] = []
    for oid in game.battlefield:
        obj = game.objects[oid]
        for index, ability in enumerate(obj.info.card.abilities):
            if not isinstance(ability, ir.ActivatedAbility) \
                    or not isinstance(ability.effect, ir.RerollAnyDie) or not ability.effect.coins \
                    or ability.targets or ability.timing != "any" \
                    or ability_problem(game, player, obj, index, ability,
                                       roll_window=True) is not None:
                continue
            cost = ability.cost
            symbols = cost_changes.ability_changed(game, player, obj, ability,
                                                   manapay.expand_x(cost.mana.symbols, 0))
            for chosen in costs.choices(game, player, cost.parts, oid):
                exclude = costs.payment_exclusions(cost.parts, oid, chosen)
                if costs.mana_plan(game, player, symbols, exclude) is not None:
                    out.append(("reflip", oid, index, chosen))
    return tuple(out)


def _reflip(game: Game, player: int, option: tuple[Any, ...]) -> None:
    """Activate the "Reflip any coin" ability: pay its costs now (it can't wait on the
    stack: the flip's result is about to be used)."""
    _, oid, index, chosen = option
    obj = game.objects[oid]
    ability = obj.info.card.abilities[index]
    assert isinstance(ability, ir.ActivatedAbility)
    if ability.once_per_turn:
        game.used_this_turn = game.used_this_turn | {(oid, index)}
    game.emit(ev.AbilityActivated(player, oid, obj.name, index))
    exclude = costs.payment_exclusions(ability.cost.parts, oid, chosen)
    costs.pay_mana(game, player, cost_changes.ability_changed(  # CR 602.2b, 601.2f
        game, player, obj, ability, manapay.expand_x(ability.cost.mana.symbols, 0)), exclude)
    costs.pay_parts(game, player, ability.cost.parts, oid, chosen)


def _order(game: Game, flipper: int) -> tuple[int, ...]:
    n = len(game.players)
    return tuple((flipper + i) % n for i in range(n))


def coins_per_flip(game: Game, player: int) -> int:
    """How many coins ``player`` flips for one flip: each "instead flip two coins and ignore
    one" they control doubles them (CR 614.1a, 616.1)."""
    n = 1
    if game.n_statics:
        for oid in game.battlefield:
            obj = game.objects[oid]
            if obj.controller == player:
                n *= 2 ** sum(isinstance(a.effect, ir.CoinFlipReplacement)
                              for _, a in obj.info.statics)
    return n


@resolves(ir.FlipCoin)
def flip_coin(game: Game, res: Resolution, node: ir.FlipCoin,
              answer: Action | None) -> Decision | None:
    """CR 705.2: call, flip (and keep one), the reflip window, then won or lost; again
    after a won flip for "until you lose a flip" (see the module doc)."""
    state: dict[str, Any] | None = res.scratch.get(STATE_KEY)
    if state is None:
        flippers = players(game, res, node.player)
        if not flippers:
            res.did = False
            return None
        res.scratch[WINS_KEY] = 0
        state = _new_flip(flippers[0])
        res.scratch[STATE_KEY] = state
        return _ask_call(res, state)
    offered: tuple[Any, ...] = state["ask"]
    if not isinstance(answer, Choose) or answer.value not in offered:
        raise IllegalActionError("choose one of the offered answers", rule="CR 705.2")
    if state["stage"] == "call":
        state = _toss(game, {**state, "call": answer.value})
    elif state["stage"] == "keep":  # "ignore one": the other coins' results aren't used
        heads = answer.value == "heads"
        faces = list(state["faces"])
        faces.remove(heads)
        for face in faces:
            game.emit(ev.CoinFlipped(state["player"], face, _won(state, face), ignored=True))
        state = {**state, "heads": heads, "stage": "window", "turn": 0, "quiet": 0}
    else:
        order = _order(game, state["player"])
        if answer.value == DONE:
            state = {**state, "turn": (state["turn"] + 1) % len(order),
                     "quiet": state["quiet"] + 1}
        else:  # reflip: the previous result isn't used
            option: tuple[Any, ...] = answer.value  # type: ignore[assignment]
            _reflip(game, order[state["turn"]], option)
            game.emit(ev.CoinFlipped(state["player"], state["heads"],
                                     _won(state, state["heads"]), ignored=True))
            state = _toss(game, state)
    return _next(game, res, state, again=node.until_lost)


def _new_flip(player: int) -> dict[str, Any]:
    return {"player": player, "call": None, "heads": None, "faces": (), "stage": "call",
            "turn": 0, "quiet": 0, "ask": CALLS}


def _toss(game: Game, state: dict[str, Any]) -> dict[str, Any]:
    """Flip the coin(s) for one flip: one face, or several to keep one of."""
    faces = tuple(flip(game) for _ in range(coins_per_flip(game, state["player"])))
    if len(set(faces)) > 1:
        return {**state, "faces": faces, "stage": "keep", "ask": CALLS}
    ignored = faces[1:]  # all alike: which one is kept changes nothing
    for face in ignored:
        game.emit(ev.CoinFlipped(state["player"], face, _won(state, face), ignored=True))
    return {**state, "heads": faces[0], "faces": (), "stage": "window", "turn": 0,
            "quiet": 0}


def _won(state: dict[str, Any], heads: object) -> bool:
    return bool((state["call"] == "heads") == bool(heads))


def _ask_call(res: Resolution, state: dict[str, Any]) -> Decision:
    return Decision("choose_mode", state["player"], prompt="call heads or tails",
                    options=CALLS, source=res.source, rule="CR 705.2")


def _next(game: Game, res: Resolution, state: dict[str, Any], *,
          again: bool) -> Decision | None:
    if state["stage"] == "keep":
        res.scratch[STATE_KEY] = state
        return Decision("choose_mode", state["player"], prompt="the coin to keep",
                        options=CALLS, source=res.source, rule="CR 614.1a",
                        data=state["faces"])
    order = _order(game, state["player"])
    while state["quiet"] < len(order):
        player = order[state["turn"]]
        found = reflippers(game, player)
        if found:
            options = (DONE, *found)
            res.scratch[STATE_KEY] = {**state, "ask": options}
            side = "heads" if state["heads"] else "tails"
            return Decision("choose_mode", player, prompt=f"the coin shows {side}: reflip it?",
                            options=options, source=res.source, rule="CR 705.2")
        state = {**state, "turn": (state["turn"] + 1) % len(order),
                 "quiet": state["quiet"] + 1}
    won = _won(state, state["heads"])
    game.emit(ev.CoinFlipped(state["player"], state["heads"], won))
    res.scratch[RESULT_KEY] = won
    res.scratch[WINS_KEY] = res.scratch.get(WINS_KEY, 0) + won
    res.did = True
    if won and again:  # "until you lose a flip": flip again
        state = _new_flip(state["player"])
        res.scratch[STATE_KEY] = state
        return _ask_call(res, state)
    del res.scratch[STATE_KEY]
    return None


def won_flip(res: Resolution, cond: ir.WonFlip) -> bool:
    """ "If you win the flip" / "If you lose the flip" (CR 705.2): the last flip of this
    resolution; no flip, no win and no loss."""
    won: bool | None = res.scratch.get(RESULT_KEY)
    return won is not None and won == cond.won


def flips_won(res: Resolution) -> int:
    """ "for each flip you won": the flips this resolution's last "flip a coin" won."""
    return int(res.scratch.get(WINS_KEY, 0))


@matcher(ir.CoinFlipTrigger, ev.CoinFlipped)
def _coin_flipped(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    """ "Whenever you win a coin flip" (CR 705.2: only the flipper wins or loses; an
    ignored or reflipped flip isn't won or lost)."""
    assert isinstance(trig, ir.CoinFlipTrigger) and isinstance(event, ev.CoinFlipped)
    if event.ignored or event.won != trig.won \
            or (trig.whose == "you" and event.player != source.controller):
        return []
    return [(None, event.player)]
