"""Static abilities about players (:class:`grimoire.oracle.ir.PlayerRestriction`), applied
while their permanent is on the battlefield with the ability (CR 604.1, 613: an ability
lost is no longer applied):

* "You have hexproof": the player can't be the target of spells or abilities their
  opponents control (CR 702.11c); "You have shroud": of any spell or ability (CR 702.18a);
* "Players can't gain life": a gain doesn't happen, and no replacement of it applies
  (CR 119.7);
* "Your opponents can't cast noncreature spells", "Each player can't cast more than one
  spell each turn" (CR 101.2: the "can't" beats any permission; a spell cast during a
  resolution is refused too; a spell already cast counts whether or not it resolved);
* "Skip your draw step": the controller's draw steps are skipped (CR 614.1b, 614.10).

Under "as long as <condition>" (:class:`grimoire.oracle.ir.ConditionalStatic`) a restriction
applies only while the condition holds ("As long as this Equipment is attached to a creature,
your opponents can't cast spells during your turn", CR 611.3a).

Each plugs into a kernel hook registered with ``words`` (the per-game mechanism index):
a game without such an ability asks nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks, layers, query

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

WORDS = frozenset({"PlayerRestriction"})
_COMBAT = frozenset({"beginning_of_combat", "declare_attackers", "declare_blockers",
                     "first_strike_damage", "combat_damage", "end_of_combat"})


def restrictions(game: Game, rule: str) -> Iterator[tuple[GameObject, ir.PlayerRestriction]]:
    """Each player restriction with ``rule`` that applies now, with its permanent (after
    the layers, CR 613; "during your turn": the permanent's controller's, "during combat":
    the combat phase, CR 506.1)."""
    for obj, eff in layers.static_effects(game):
        if isinstance(eff, ir.ConditionalStatic) and isinstance(eff.effect, ir.PlayerRestriction):
            if eff.effect.rule != rule or not query.static_condition(game, obj, eff.condition):
                continue  # CR 611.3a: applies only while its condition holds
            eff = eff.effect
        if not isinstance(eff, ir.PlayerRestriction) or eff.rule != rule:
            continue
        if eff.when == "your_turn" and game.active != obj.controller:
            continue
        if eff.when == "combat" and game.step not in _COMBAT:
            continue
        yield obj, eff


def _applies(source: GameObject, eff: ir.PlayerRestriction, seat: int) -> bool:
    """Whether ``eff`` of ``source`` names player ``seat`` ("you": its controller)."""
    if eff.who == "each":
        return True
    return (seat == source.controller) == (eff.who == "you")


def untargetable(game: Game, seat: int, controller: int) -> bool:
    """CR 702.11c: a player with hexproof can't be the target of spells or abilities their
    opponents control; CR 702.18a: with shroud, of any."""
    if any(_applies(s, e, seat) for s, e in restrictions(game, "shroud")):
        return True
    return controller != seat and any(
        _applies(s, e, seat) for s, e in restrictions(game, "hexproof"))


def cant_gain_life(game: Game, player: int) -> bool:
    """CR 119.7: "<players> can't gain life"."""
    return any(_applies(s, e, player) for s, e in restrictions(game, "cant_gain_life"))


def _named(game: Game, card: GameObject, eff: ir.PlayerRestriction, seat: int) -> bool:
    """Whether ``card`` is one of the spells ``eff`` names (its characteristics as a card,
    read before it is cast)."""
    return eff.spells is None or query.matches(game, card, eff.spells, seat, None)


def _cast_this_turn(game: Game, player: int, flt: ir.ObjectFilter | None) -> bool:
    """Whether ``player`` cast a spell matching ``flt`` this turn (CR 601.2i: each is one
    ``SpellCast`` event; read as it was on the stack, CR 400.7)."""
    for event in reversed(game.events):
        if type(event) is ev.TurnBegan:
            return False
        if type(event) is ev.SpellCast and event.player == player:
            spell = game.last_known.get(event.spell) or game.objects.get(event.spell)
            if spell is not None and (flt is None or query.matches(game, spell, flt, player,
                                                                   None)):
                return True
    return False


def cast_forbidden(game: Game, player: int, card: GameObject) -> hooks.Problem:
    """CR 101.2: "<players> can't cast <spells>", "can't cast more than one <spell> each
    turn"."""
    for source, eff in restrictions(game, "cant_cast"):
        if _applies(source, eff, player) and _named(game, card, eff, player):
            return f"{source.name}: that player can't cast that spell now", "CR 101.2"
    for source, eff in restrictions(game, "spell_limit"):
        if _applies(source, eff, player) and _named(game, card, eff, player) \
                and _cast_this_turn(game, player, eff.spells):
            return (f"{source.name}: that player can't cast more than one such spell each "
                    "turn", "CR 101.2")
    return None


def skips_step(game: Game, step: str) -> bool:
    """CR 614.1b, 614.10: "Skip your draw step": the active player's draw step doesn't
    happen while they control such a permanent."""
    return step == "draw" and any(_applies(s, e, game.active)
                                  for s, e in restrictions(game, "skip_draw"))


hooks.PLAYER_UNTARGETABLE.add(untargetable, words=WORDS)
hooks.STEP_SKIPPED.add(skips_step, words=WORDS)
hooks.LIFE_GAIN_BARRED.add(cant_gain_life, words=WORDS)
hooks.CAST_FORBIDDEN.add(cast_forbidden, words=WORDS)
