"""An instruction repeated for as long as its player pays (CR 118.3, 119.4, 401.4, 701.20a,
608.2c): "Look at the top five cards of your library. As many times as you choose, you may
pay 1 life, put those cards on the bottom of your library in any order, then look at the top
five cards of your library. Then shuffle and put the last cards you looked at this way on
top in any order." (Lim-Dûl's Vault). Rulings: no life paid: the rest is shuffled and the
five first cards go back on top in any order; each payment puts the five on the bottom and
shows the next five; with five or fewer cards in the library the same cards come back."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table

from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
VAULT = record("Lim-Dûl's Vault", "{U}{B}", "Instant",
               "Look at the top five cards of your library. As many times as you choose, you "
               "may pay 1 life, put those cards on the bottom of your library in any order, "
               "then look at the top five cards of your library. Then shuffle and put the last "
               "cards you looked at this way on top in any order.")
LANDS = (P("Island"), P("Swamp"))


def test_the_record_compiles() -> None:
    compiled(VAULT)


def _vault(payments: int, life: int = 20, library: tuple[str, ...] = ()
           ) -> tuple[Game, list[int], list[str]]:
    """Alice casts the Vault and pays ``payments`` times (or as often as she can); returns
    the game, her library before it (top first) and the decision prompts met."""
    game = table((VAULT,), PlayerSpec(hand=("Lim-Dûl's Vault",), battlefield=LANDS, life=life,
                                      library=library), PlayerSpec())
    before = list(reversed(game.players[0].library))
    game.apply(next(a for a in game.legal_actions() if isinstance(a, CastSpell)))
    prompts: list[str] = []
    paid = 0
    for _ in range(200):
        pending = game.pending
        if pending is None or (pending.kind == "priority" and not game.stack):
            return game, before, prompts
        if pending.kind != "priority":
            prompts.append(pending.prompt)
        if pending.kind == "yes_no" and pending.prompt.startswith("pay the cost"):
            paid += 1
            game.apply(Choose(paid <= payments))
        else:
            game.apply(PassPriority() if pending.kind == "priority"
                       else game.legal_actions()[0])
    raise AssertionError("never resolved")


def _top(game: Game, count: int = 5) -> set[int]:
    return set(list(reversed(game.players[0].library))[:count])


def test_no_life_paid_the_first_five_stay_on_top() -> None:
    """Declined at once: no life paid; the five first cards are back on top (any order)."""
    game, before, prompts = _vault(0)
    assert game.players[0].life == 20 and _top(game) == set(before[:5])
    assert len(game.players[0].library) == len(before)
    assert sum(p.startswith("pay the cost") for p in prompts) == 1


def test_each_payment_shows_the_next_five() -> None:
    """Paid twice: 2 life; the cards 11-15 end on top; the first ten were put on the bottom
    and then shuffled with the rest."""
    game, before, _ = _vault(2)
    assert game.players[0].life == 18 and _top(game) == set(before[10:15])
    assert len(game.players[0].library) == len(before)


def test_the_last_life_can_be_paid_then_no_more() -> None:
    """CR 119.4: at 1 life Alice can pay once (to 0), then can't pay again: the loop ends,
    the spell finishes (cards 6-10 on top) and she loses the game (CR 704.5a)."""
    game, before, prompts = _vault(10, life=1)
    assert sum(p.startswith("pay the cost") for p in prompts) == 1
    assert _top(game) == set(before[5:10])
    assert game.players[0].life == 0 and game.pending is None


def test_a_small_library_shows_the_same_cards() -> None:
    """Ruling: four cards in the library: each payment puts them all on the bottom and the
    same four are seen again; they end on top (the whole library)."""
    game, _, prompts = _vault(3, library=("Forest", "Island", "Mountain", "Plains"))
    names = sorted(game.objects[o].name for o in game.players[0].library)
    assert game.players[0].life == 17 and names == ["Forest", "Island", "Mountain", "Plains"]
    assert sum(p.startswith("pay the cost") for p in prompts) == 4
