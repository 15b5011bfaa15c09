"""A choice of objects with different names, then one token copy of each (CR 201.2, 608.2d,
707.2): Battle for Bretagard, "III — Choose any number of artifact tokens and/or
creature tokens you control with different names. For each of them, create a token that's a
copy of it."

Rulings (2021-02-05): the ability doesn't target (chosen as it resolves); a Human Warrior
token and an Elf Warrior token have different names (a token's name is its creature types
unless the effect names it), so both may be copied; two tokens of the same name can't both
be chosen; the new token copies the original's copiable values only, not whether it is
tapped nor its counters (CR 707.2)."""

from __future__ import annotations

import pytest
from tests.commander_classes._table import advance, compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.rules.actions import CastSpell, Choose
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

BRETAGARD = record(
    "Battle for Bretagard", "{1}{G}{W}", "Enchantment — Saga",
    "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after "
    "III.)\nI — Create a 1/1 white Human Warrior creature token.\nII — Create a 1/1 green "
    "Elf Warrior creature token.\nIII — Choose any number of artifact tokens and/or creature "
    "tokens you control with different names. For each of them, create a token that's a copy "
    "of it.")
SOL_RING = record("Sol Ring", "{1}", "Artifact", "{T}: Add {C}{C}.")
RECORDS = (BRETAGARD, SOL_RING)
LANDS = tuple(PermanentSpec(n) for n in ("Plains", "Plains", "Forest", "Forest"))


def test_the_record_compiles() -> None:
    """Chapter III compiles as the choice, then a copy of each chosen token."""
    compiled(BRETAGARD)


def _to_chapter_three() -> Game:
    """Alice casts the Saga and plays it to chapter III; she also controls two Grizzly Bears
    tokens (one with a +1/+1 counter), a Sol Ring token, a nontoken Hill Giant;
    Bob controls a Bears token."""
    bears = (PermanentSpec("Grizzly Bears", token=True, counters=(("+1/+1", 1),)),
             PermanentSpec("Grizzly Bears", token=True))
    game = table(RECORDS, PlayerSpec(hand=("Battle for Bretagard",), battlefield=(
        *LANDS, *bears, PermanentSpec("Sol Ring", token=True), PermanentSpec("Hill Giant"))),
                 PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears", token=True),)))
    game.apply(CastSpell(one(game, "Battle for Bretagard", "hand")))
    advance(game, lambda g: g.pending is not None and g.pending.kind == "choose_objects"
            and g.pending.rule == "CR 201.2")
    return game


def _names(game: Game, oids: tuple[int, ...]) -> list[str]:
    return sorted(game.objects[o].name for o in oids)


def test_the_choices_tokens_she_controls_never_two_of_a_name() -> None:
    """CR 201.2: the options are Alice's tokens only (not the Hill Giant, not Bob's Bears);
    no legal answer holds both Bears; Human Warrior and Elf Warrior differ."""
    game = _to_chapter_three()
    d = game.pending
    assert d is not None and d.player == 0
    assert _names(game, d.options) == ["Elf Warrior", "Grizzly Bears", "Grizzly Bears",
                                       "Human Warrior", "Sol Ring"]
    answers = [a.value for a in game.legal_actions() if isinstance(a, Choose)]
    assert () in answers
    assert all(_names(game, a).count("Grizzly Bears") <= 1 for a in answers)
    assert max(len(a) for a in answers) == 4
    bears = tuple(o for o in d.options if game.objects[o].name == "Grizzly Bears")
    with pytest.raises(ValueError):
        game.apply(Choose(bears))


def test_one_copy_of_each_chosen_untapped_without_counters() -> None:
    """Alice chooses the tapped Bears (with its counter), the two Warriors and the Sol Ring
    token: one copy of each (CR 707.2: untapped, no counter); the Saga is then sacrificed."""
    game = _to_chapter_three()
    d = game.pending
    assert d is not None
    tapped = next(o for o in d.options if game.objects[o].counter("+1/+1"))
    game.objects[tapped].tapped = True  # (it untapped in her untap steps: tapped again)
    pick = (*(o for o in d.options if game.objects[o].name != "Grizzly Bears"), tapped)
    game.apply(Choose(pick))
    advance(game, lambda g: not g.stack and g.pending is not None
            and g.pending.kind == "priority")
    mine = [game.objects[o] for o in game.battlefield if game.objects[o].controller == 0
            and game.objects[o].kind == "token"]
    names = sorted(o.name for o in mine)
    assert names == ["Elf Warrior", "Elf Warrior", "Grizzly Bears", "Grizzly Bears",
                     "Grizzly Bears", "Human Warrior", "Human Warrior", "Sol Ring",
                     "Sol Ring"]
    new = [o for o in mine if o.id > max(d.options)]
    assert len(new) == 4
    assert all(not o.tapped and o.counter("+1/+1") == 0 for o in new)
    assert len(ids(game, "Grizzly Bears")) == 4  # Bob's untouched
    assert not ids(game, "Battle for Bretagard")


def test_choosing_none_makes_none() -> None:
    """"Any number": choosing none makes no token."""
    game = _to_chapter_three()
    before = len(game.battlefield)
    game.apply(Choose(()))
    advance(game, lambda g: not g.stack and g.pending is not None
            and g.pending.kind == "priority")
    assert len(game.battlefield) == before - 1  # (the Saga sacrificed)
