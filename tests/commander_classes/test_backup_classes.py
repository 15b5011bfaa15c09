"""Call for Backup's classes: a token made under "If you do" bound for the steps after it
(CR 608.2c: "you may pay {R}. If you do, create a token that's a copy of that creature.
That token gains haste. Exile it at the beginning of the next end step."), and "the greatest
power among creatures they control" of the player the instruction names (Inscription of
Abundance: "Target player gains X life, where X is ...")."""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.rules import query
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

CONJURING = record("Flameshadow Conjuring", "{3}{R}", "Enchantment",
                   "Whenever a nontoken creature you control enters, you may pay {R}. If you "
                   "do, create a token that's a copy of that creature. That token gains haste. "
                   "Exile it at the beginning of the next end step.")
INSCRIPTION = record("Inscription of Abundance", "{1}{G}", "Instant",
                     "Kicker {2}{G}\nChoose one. If this spell was kicked, choose any number "
                     "instead.\n• Put two +1/+1 counters on target creature.\n• Target player "
                     "gains X life, where X is the greatest power among creatures they control."
                     "\n• Target creature you control fights target creature you don't control.")
RECORDS = (CONJURING, INSCRIPTION)


def test_the_records_compile() -> None:
    """Every card of this class compiles with nothing the engine ignores."""
    compiled(*RECORDS)


def _bears_enter(pay: bool):  # type: ignore[no-untyped-def]
    game = table(RECORDS, PlayerSpec(hand=("Grizzly Bears",), battlefield=(
        PermanentSpec("Flameshadow Conjuring"), PermanentSpec("Forest"),
        *(PermanentSpec("Mountain") for _ in range(2)))),
        PlayerSpec())
    game.apply(CastSpell(one(game, "Grizzly Bears", "hand")))
    for _ in range(30):
        pending = game.pending
        assert pending is not None
        if pending.kind == "yes_no":
            game.apply(Choose(pay))
        elif pending.kind == "priority":
            if not game.stack:
                break
            game.apply(PassPriority())
        else:
            game.apply(game.legal_actions()[0])
    return game


def test_paid_the_token_copy_has_haste_and_is_exiled() -> None:
    """CR 608.2c: paying {R}, Alice gets a token Bears with haste; at the beginning of the
    next end step it is exiled; the card Bears stay."""
    game = _bears_enter(pay=True)
    tokens = [o for o in ids(game, "Grizzly Bears") if game.objects[o].kind == "token"]
    assert len(tokens) == 1 and query.has_keyword(game, game.objects[tokens[0]], "haste")
    advance(game, lambda g: g.active != 0)
    assert [game.objects[o].kind for o in ids(game, "Grizzly Bears")] == ["card"]


def test_declined_no_token() -> None:
    """"you may pay": not paid, no token."""
    game = _bears_enter(pay=False)
    assert [game.objects[o].kind for o in ids(game, "Grizzly Bears")] == ["card"]


def test_life_equal_to_the_greatest_power_that_player_controls() -> None:
    """Bob is the target: he gains 6 (his Dreadmaw), not 4 (Alice's Angel)."""
    game = table(RECORDS, PlayerSpec(hand=("Inscription of Abundance",), battlefield=(
        PermanentSpec("Forest"), PermanentSpec("Forest"), PermanentSpec("Serra Angel"))),
        PlayerSpec(battlefield=(PermanentSpec("Colossal Dreadmaw"),
                                PermanentSpec("Grizzly Bears"))))
    card = one(game, "Inscription of Abundance", "hand")
    casts = [a for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == card
             and a.modes == (1,) and a.targets == ((Seat(1),),)]
    assert casts
    game.apply(casts[0])
    while game.stack:
        game.apply(PassPriority())
    assert [p.life for p in game.players] == [20, 26]
