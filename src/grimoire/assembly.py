"""Assembles the engine from its layers, once, when the package ``grimoire`` is imported.

The rules kernel (:mod:`grimoire.rules`) looks effect resolvers up in its registry
(:mod:`grimoire.rules.registry`), runs the mechanisms through its hooks
(:mod:`grimoire.rules.hooks`) and takes its default card pool from a hook
(:func:`grimoire.rules.game.set_default_pool`); it imports neither the resolvers
(:mod:`grimoire.effects`), the mechanisms (:mod:`grimoire.mechanics`) nor the pool
(:mod:`grimoire.pool`), which sit above it and import it. This module, above all of them,
plugs them in: importing :mod:`grimoire.effects` registers every resolver, importing
:mod:`grimoire.mechanics` every mechanism's hooks, and the pool hook is set to
:meth:`grimoire.pool.CardPool.open`.

``grimoire/__init__.py`` imports this module. Python runs a package's ``__init__`` before any
of its submodules, so whatever a program imports first (``grimoire``,
``grimoire.rules.game``, a test importing one resolver module), a :class:`Game` never runs
without its resolvers or its default pool, and no package imports one above it.

>>> from grimoire.effects import missing_resolvers
>>> missing_resolvers()
[]
"""

import grimoire.effects
import grimoire.mechanics  # noqa: F401  (plugs every mechanism into the kernel's hooks)
from grimoire.pool import CardPool
from grimoire.rules.game import set_default_pool

set_default_pool(CardPool.open)
