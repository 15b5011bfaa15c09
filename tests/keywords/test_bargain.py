"""Bargain in real games (CR 702.166; grimoire.oracle.alt_keywords.bargain_costs): an
optional additional cost, sacrificing an artifact, enchantment, or token, that makes the
spell "bargained".

Expectations from CR 702.166a ("As an additional cost to cast this spell, you may sacrifice
an artifact, enchantment, or token"), 702.166b (paid, the spell was "bargained"), 702.166c
(the linked "if this spell was bargained"), 702.166d (a target only if bargained: such a
card stays unplayable), 601.2b, 601.2h (the sacrifice is paid as the spell is cast)."""

from __future__ import annotations

from tests.dice_rules._util import game, ids, lands, one, perm, resolve
from tests.ir_completeness._game import card

from grimoire.oracle import compile_card, ir
from grimoire.oracle.support import engine_gaps
from grimoire.rules import query
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

_REMINDER = ("Bargain (You may sacrifice an artifact, enchantment, or token as you cast this "
             "spell.)")
CANDY_GRAPPLE = card("Candy Grapple", "Instant", _REMINDER + "\nTarget creature gets -3/-3 "
                     "until end of turn. If this spell was bargained, that creature gets -5/-5 "
                     "until end of turn instead.", mana_cost="{1}{B}")
OUPHE = card("Troublemaker Ouphe", "Creature — Ouphe", _REMINDER + "\nWhen this creature "
             "enters, if it was bargained, exile target artifact or enchantment an opponent "
             "controls.", "2", "2", mana_cost="{1}{G}")
EXTRA = (CANDY_GRAPPLE, OUPHE)


def _casts(g: Game, name: str) -> list[CastSpell]:
    oid = one(g, name, "hand")
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == oid]


def test_bargained_sacrifices_a_token_and_the_linked_part_applies() -> None:
    """CR 702.166a-c: sacrificing a token (a creature token counts: "or token") bargains
    the spell; its "-5/-5 instead" applies: a 4/4 dies. The sacrificed token is gone."""
    g = game(PlayerSpec(hand=("Candy Grapple",), battlefield=(
        *lands("Swamp", 2), perm("Grizzly Bears", token=True))),
        PlayerSpec(battlefield=(perm("Grizzly Bears"),)), extra=EXTRA)
    token = next(o for o in ids(g, "Grizzly Bears") if g.objects[o].kind == "token")
    theirs = next(o for o in ids(g, "Grizzly Bears") if g.objects[o].controller == 1)
    casts = _casts(g, "Candy Grapple")
    bargained = [a for a in casts if a.additional == (0,) and a.targets == ((theirs,),)]
    assert [a.costs for a in bargained] == [(token,)]
    g.apply(bargained[0])
    assert not ids(g, "Grizzly Bears") or token not in ids(g, "Grizzly Bears")
    resolve(g)
    assert ids(g, "Grizzly Bears") == []  # theirs died (-5/-5); the token was sacrificed


def test_not_bargained_gets_only_minus_three() -> None:
    """CR 702.166b: the cost not paid, the spell isn't bargained: -3/-3 only."""
    g = game(PlayerSpec(hand=("Candy Grapple",), battlefield=(
        *lands("Swamp", 2), perm("Bonesplitter"))),
        PlayerSpec(battlefield=(perm("Grizzly Bears"),)), extra=EXTRA)
    bears = one(g, "Grizzly Bears")
    (plain,) = [a for a in _casts(g, "Candy Grapple") if a.additional == ()
                and a.targets == ((bears,),)]
    g.apply(plain)
    resolve(g)
    assert ids(g, "Grizzly Bears", "graveyard") and ids(g, "Bonesplitter")


def test_only_an_artifact_enchantment_or_token_may_be_sacrificed() -> None:
    """CR 702.166a: a nontoken creature is not an artifact, enchantment, or token: with only
    one, the spell can't be bargained; an artifact (Bonesplitter) can be sacrificed."""
    g = game(PlayerSpec(hand=("Candy Grapple",), battlefield=(
        *lands("Swamp", 2), perm("Grizzly Bears"))), extra=EXTRA)
    assert all(a.additional == () for a in _casts(g, "Candy Grapple"))
    g = game(PlayerSpec(hand=("Candy Grapple",), battlefield=(
        *lands("Swamp", 2), perm("Bonesplitter"))),
        PlayerSpec(battlefield=(perm("Grizzly Bears"),)), extra=EXTRA)
    assert any(a.additional == (0,) for a in _casts(g, "Candy Grapple"))


def test_bargained_permanent_remembers_it_for_its_enters_trigger() -> None:
    """CR 702.166b-c, 603.4: Troublemaker Ouphe bargained (sacrificing Bonesplitter) exiles
    the opponent's enchantment as it enters; not bargained, its trigger doesn't happen."""
    g = game(PlayerSpec(hand=("Troublemaker Ouphe",), battlefield=(
        *lands("Forest", 2), perm("Bonesplitter"))),
        PlayerSpec(battlefield=(perm("Mana Reflection"),)), extra=EXTRA)
    g.apply(next(a for a in _casts(g, "Troublemaker Ouphe") if a.additional == (0,)))
    resolve(g)
    assert ids(g, "Mana Reflection", "exile") and ids(g, "Bonesplitter", "graveyard")
    g = game(PlayerSpec(hand=("Troublemaker Ouphe",), battlefield=(
        *lands("Forest", 2), perm("Bonesplitter"))),
        PlayerSpec(battlefield=(perm("Mana Reflection"),)), extra=EXTRA)
    g.apply(next(a for a in _casts(g, "Troublemaker Ouphe") if a.additional == ()))
    resolve(g)
    assert ids(g, "Mana Reflection") and ids(g, "Bonesplitter") and not g.stack
    assert query.power(g, g.objects[one(g, "Troublemaker Ouphe")]) == 2


def test_a_target_only_if_bargained_compiles() -> None:
    """CR 702.166d: "If this spell was bargained, target land you control becomes ...":
    that target is chosen only if bargained (played in tests/keywords/test_paid_targets.py),
    so Brave the Wilds is fully playable."""
    brave = compile_card(name="Brave the Wilds", type_line="Sorcery", mana_cost="{G}",
                         oracle_text=_REMINDER + "\nIf this spell was bargained, target land "
                         "you control becomes a 3/3 Elemental creature with haste that's still "
                         "a land.\nSearch your library for a basic land card, reveal it, put "
                         "it into your hand, then shuffle.")
    assert ir.is_fully_implemented(brave) and engine_gaps(brave) == []
