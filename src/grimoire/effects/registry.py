"""The resolver registry, kept under its old name: it lives in :mod:`grimoire.rules.registry`
(the kernel's hook), so that the kernel never imports this package. New code imports it from
there."""

from grimoire.effects import missing_resolvers
from grimoire.rules.registry import RESOLVERS, Resolver, UnsupportedEffectError, resolves

__all__ = ["RESOLVERS", "Resolver", "UnsupportedEffectError", "missing_resolvers", "resolves"]
