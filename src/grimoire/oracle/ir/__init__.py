"""The ability IR: what the Oracle compiler produces and the rules engine executes.

Every card's behaviour is data built from these frozen, slotted dataclasses. The compiler
(:mod:`grimoire.oracle.compiler`) turns Oracle text into them; the engine executes each
effect node with exactly one resolver (:mod:`grimoire.rules.registry`). Resolvers never
read card text. Text the compiler does not understand becomes :class:`Unimplemented`,
carrying the exact span, and a card holding one is reported as not supported.

Conventions (read these before adding a node):

* **Amounts** (:data:`Amount`) are numbers that may depend on the game: ``Fixed(3)``,
  ``VarX()`` (the X chosen for the spell or ability), ``DieResult()`` ("the result", after
  modifiers, CR 706.2), ``CountOf(filter)``...
* **Object references** (:data:`ObjectRef`) name objects an effect acts on:
  ``ThisObject()`` (the source), ``TargetRef(i)`` (the i-th target of the ability, chosen
  when it was put on the stack, CR 601.2c / 602.2b), ``Bound("name")`` (an object an earlier
  step of the same resolution bound, e.g. the card a search found, the copy a copy effect
  made: "that card", "it"), ``AllMatching(filter)`` ("each creature"),
  ``ExiledWith(ThisObject())`` (CR 607.2a linked abilities).
* **Player references** (:data:`PlayerRef`): ``You()`` (the controller of the resolving
  spell or ability), ``TargetRef(i)`` (a target that is a player), ``EachOpponent()``,
  ``OwnerOf(ref)``, ``ControllerOf(ref)``...
* **Bindings**: effects that find or make objects bind them under a name
  (``SearchLibrary(bind="found")``, ``CopyCard(bind="copy")``); later steps refer to them
  with ``Bound(name)``. A die roll binds its result for ``DieResult()``.
* **"If you do" / "Otherwise"**: every effect node records whether it *did* something in
  the resolution's ``did`` flag: :class:`MayDo` sets it to whether the player chose to act
  and the action happened; a :class:`Conditional` whose condition is false and has no
  ``otherwise`` sets it to False; a move of zero objects sets it to False. :class:`IfDid`
  reads it. (Treasure Chest's 20: "If it's an artifact card, you may put it onto the
  battlefield. Otherwise, put that card into your hand": the "otherwise" reads whether the
  card was put onto the battlefield, per its ruling.)
* Nodes are immutable and shared between games; per-game state never lives here.

Layout: one module per IR family (:mod:`.values` references, amounts and targets;
:mod:`.filters`; :mod:`.conditions`; :mod:`.effects_core`, :mod:`.effects_more`,
:mod:`.effects_special` effect nodes; :mod:`.costs`; :mod:`.triggers`; :mod:`.statics`
(:mod:`.copies`: the copy effects among them);
:mod:`.abilities` abilities and card definitions; :mod:`.base` :class:`Unimplemented` and the
tree walkers). This package re-exports every public name, so ``from grimoire.oracle.ir import
X`` works for every node. To add an effect node, define it in its family module and add it to
the :data:`Effect` union in :mod:`.effects`; :data:`EFFECT_TYPES` is derived from the union.

>>> roll = RollDice(count=Fixed(1), sides=10)
>>> roll.sides, roll.table
(10, ())
>>> is_fully_implemented(Sequence((DrawCards(Fixed(1), You()), Unimplemented("flip a coin"))))
False
"""

# The nodes live in one module per IR family; this package re-exports them all, so
# ``from grimoire.oracle.ir import X`` and ``ir.X`` work for every node.
from grimoire.oracle.ir.abilities import *  # noqa: F403
from grimoire.oracle.ir.absorb import *  # noqa: F403
from grimoire.oracle.ir.attack_control import *  # noqa: F403
from grimoire.oracle.ir.attack_others import *  # noqa: F403
from grimoire.oracle.ir.attack_tokens import *  # noqa: F403
from grimoire.oracle.ir.attacked_by import *  # noqa: F403
from grimoire.oracle.ir.base import *  # noqa: F403
from grimoire.oracle.ir.block_control import *  # noqa: F403
from grimoire.oracle.ir.block_taxes import *  # noqa: F403
from grimoire.oracle.ir.conditions import *  # noqa: F403
from grimoire.oracle.ir.copies import *  # noqa: F403
from grimoire.oracle.ir.cost_changes import *  # noqa: F403
from grimoire.oracle.ir.costs import *  # noqa: F403
from grimoire.oracle.ir.counts import *  # noqa: F403
from grimoire.oracle.ir.devotion_mana import *  # noqa: F403
from grimoire.oracle.ir.different_names import *  # noqa: F403
from grimoire.oracle.ir.discards import *  # noqa: F403
from grimoire.oracle.ir.draw_instead import *  # noqa: F403
from grimoire.oracle.ir.draw_reveal import *  # noqa: F403
from grimoire.oracle.ir.effects import *  # noqa: F403
from grimoire.oracle.ir.effects_core import *  # noqa: F403
from grimoire.oracle.ir.effects_more import *  # noqa: F403
from grimoire.oracle.ir.effects_special import *  # noqa: F403
from grimoire.oracle.ir.exchange import *  # noqa: F403
from grimoire.oracle.ir.exiled_play import *  # noqa: F403
from grimoire.oracle.ir.exploit import *  # noqa: F403
from grimoire.oracle.ir.extra_phases import *  # noqa: F403
from grimoire.oracle.ir.fights import *  # noqa: F403
from grimoire.oracle.ir.filters import *  # noqa: F403
from grimoire.oracle.ir.haunt import *  # noqa: F403
from grimoire.oracle.ir.history import *  # noqa: F403
from grimoire.oracle.ir.land_plays import *  # noqa: F403
from grimoire.oracle.ir.life_casts import *  # noqa: F403
from grimoire.oracle.ir.loss import *  # noqa: F403
from grimoire.oracle.ir.meld import *  # noqa: F403
from grimoire.oracle.ir.named_choices import *  # noqa: F403
from grimoire.oracle.ir.next_attacks import *  # noqa: F403
from grimoire.oracle.ir.next_spell import *  # noqa: F403
from grimoire.oracle.ir.offers import *  # noqa: F403
from grimoire.oracle.ir.outside_types import *  # noqa: F403
from grimoire.oracle.ir.owner_control import *  # noqa: F403
from grimoire.oracle.ir.per_player import *  # noqa: F403
from grimoire.oracle.ir.player_events import *  # noqa: F403
from grimoire.oracle.ir.player_order import *  # noqa: F403
from grimoire.oracle.ir.prevention import *  # noqa: F403
from grimoire.oracle.ir.remember import *  # noqa: F403
from grimoire.oracle.ir.repeat_paid import *  # noqa: F403
from grimoire.oracle.ir.repeat_times import *  # noqa: F403
from grimoire.oracle.ir.rooms import *  # noqa: F403
from grimoire.oracle.ir.seating import *  # noqa: F403
from grimoire.oracle.ir.spell_enters import *  # noqa: F403
from grimoire.oracle.ir.spell_grants import *  # noqa: F403
from grimoire.oracle.ir.statics import *  # noqa: F403
from grimoire.oracle.ir.trigger_doubling import *  # noqa: F403
from grimoire.oracle.ir.triggers import *  # noqa: F403
from grimoire.oracle.ir.turn_limits import *  # noqa: F403
from grimoire.oracle.ir.values import *  # noqa: F403
from grimoire.oracle.ir.x_payments import *  # noqa: F403
