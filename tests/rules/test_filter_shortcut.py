"""``query.matches`` stops after the types, colors, controller and owner when a filter asks
nothing more (issue 15: filters are matched for every target, every Aura's host, every
lord's creatures; most ask only "creature" or "land you control"). The shortcut must
answer as the full check does (CR 115.1, 205: a filter is the qualities a rule names)."""

from __future__ import annotations

from dataclasses import fields, replace

import pytest
from tests.ir_completeness._game import game_at, perm

from grimoire.oracle import ir
from grimoire.oracle.ir.base import iter_nodes
from grimoire.pool import CardPool
from grimoire.rules import query
from grimoire.rules.position import PlayerSpec


def _filters() -> list[ir.ObjectFilter]:
    """Every object filter in the built-in pool's cards, and a few asking more."""
    pool = CardPool.builtin()
    found = {id(n): n for name in pool for n in iter_nodes(pool.get(name))
             if isinstance(n, ir.ObjectFilter)}
    plain = ir.ObjectFilter(types_any=("creature",), zone="battlefield")
    more = [replace(plain, tapped=True), replace(plain, another=True),
            replace(plain, power=ir.NumberCheck("le", 2)), replace(plain, controller="defending"),
            replace(plain, name="Grizzly Bears"), replace(plain, attacking=False)]
    return [*found.values(), plain, *more]


@pytest.mark.interpreted_only
def test_the_shortcut_answers_as_the_full_check(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each filter against each object of a board (tapped and untapped, both controllers,
    the source itself), with the shortcut and without it: the same answers."""
    game = game_at(PlayerSpec(battlefield=(perm("Grizzly Bears", tapped=True), perm("Forest"),
                                           perm("Hill Giant"))),
                   PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Mountain")),
                              hand=("Lightning Bolt",)))
    objects = list(game.objects.values())
    filters = _filters()
    source = game.battlefield[0]
    cases = [(f, o, viewer) for f in filters for o in objects for viewer in (0, 1)]
    fast = [query.matches(game, o, f, viewer, source) for f, o, viewer in cases]
    monkeypatch.setattr(query, "_plain_rest", lambda flt: False)
    full = [query.matches(game, o, f, viewer, source) for f, o, viewer in cases]
    assert fast == full
    assert any(fast) and not all(fast)


def test_any_quality_beyond_the_head_turns_the_shortcut_off() -> None:
    """A filter is plain only when every field read after the controller and owner is at
    its default: setting any one of them (tapped, another, power, ...) turns it off."""
    base = ir.ObjectFilter(types_any=("creature",))
    assert query._plain_rest(base)
    for f in fields(ir.ObjectFilter):
        if f.name in query._HEAD:
            continue
        value = f.default
        changed: object = (True if value is False else "x" if value is None
                           else ("x",) if value == () else None)
        assert not query._plain_rest(replace(base, **{f.name: changed})), f.name
    assert not query._plain_rest(replace(base, controller="defending"))
    assert query._plain_rest(replace(base, controller="you", owner="opponent"))
