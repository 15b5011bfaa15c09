"""One parser per effect verb: ``handler(subject, rest, ctx) -> Effect``.

``subject`` is who or what does it (``You()`` for imperatives); ``rest`` is the text after
the verb. A handler raises :class:`ParseFailure` when the words don't fit.

Handlers register themselves in :data:`VERBS` (:mod:`.registry`) when their module is
imported; this package imports every handler module, so importing it fills the table.

>>> from grimoire.oracle.ir import You
>>> VERBS["draw"](You(), "three cards", Context())
DrawCards(amount=Fixed(value=3), player=You())
"""

from grimoire.oracle import choose as _choose  # noqa: F401  (registers "choose")
from grimoire.oracle import distribute_text as _distribute  # noqa: F401  ("distribute")
from grimoire.oracle import text_change_text as _text  # noqa: F401  (registers "change")
from grimoire.oracle import unset_text as _unset_text  # noqa: F401  (registers "phase")
from grimoire.oracle.context import Context
from grimoire.oracle.verbs import assign_verbs as _assign_verbs  # noqa: F401  ("assign")
from grimoire.oracle.verbs import common as _common  # noqa: F401  (registers handlers)
from grimoire.oracle.verbs import control_counter as _control_counter  # noqa: F401  ("gain")
from grimoire.oracle.verbs import create as _create  # noqa: F401  (registers "create")
from grimoire.oracle.verbs import dice_verbs as _dice_verbs  # noqa: F401  (roll, reroll)
from grimoire.oracle.verbs import discard_verbs as _discard_verbs  # noqa: F401  (discard)
from grimoire.oracle.verbs import double_verbs as _double_verbs  # noqa: F401  (double)
from grimoire.oracle.verbs import exchange_verbs as _exchange_verbs  # noqa: F401  (values)
from grimoire.oracle.verbs import exile_counters as _exile_counters  # noqa: F401  (exile)
from grimoire.oracle.verbs import exile_until_other as _exile_until  # noqa: F401  (exile)
from grimoire.oracle.verbs import flip_verbs as _flip_verbs  # noqa: F401  (flip a card)
from grimoire.oracle.verbs import keyword_verbs as _keyword_verbs  # noqa: F401  (registers)
from grimoire.oracle.verbs import look_hand as _look_hand  # noqa: F401  (look at a hand)
from grimoire.oracle.verbs import more as _more  # noqa: F401  (registers handlers)
from grimoire.oracle.verbs import move_verbs as _move_verbs  # noqa: F401  (registers "move")
from grimoire.oracle.verbs import put_attacking as _put_attacking  # noqa: F401  (attacking)
from grimoire.oracle.verbs import remove_combat as _remove_combat  # noqa: F401  (combat)
from grimoire.oracle.verbs import reveal_until_theirs as _theirs  # noqa: F401  (reveal)
from grimoire.oracle.verbs.more import doesnt_untap
from grimoire.oracle.verbs.registry import VERBS, Handler, Subject, as_object, as_player, verb
from grimoire.oracle.verbs.rest_of import put_rest

__all__ = [
    "VERBS", "Context", "Handler", "Subject", "as_object", "as_player", "doesnt_untap",
    "put_rest", "verb",
]
