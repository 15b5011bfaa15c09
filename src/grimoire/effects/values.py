"""The IR evaluator, kept under its old name: it lives in :mod:`grimoire.rules.values` (the
kernel evaluates amounts, references and conditions), so that the kernel never imports this
package. New code imports it from there."""

from grimoire.rules.values import *  # noqa: F403
