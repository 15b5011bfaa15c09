"""The Dragons of Tarkir bonus of a spell whose optional additional cost reveals a card: "As
an additional cost to cast this spell, you may reveal a Dragon card from your hand. ... If you
revealed a Dragon card or controlled a Dragon as you cast this spell, ..." (CR 601.2b: the
optional additional cost is chosen as the spell is cast; CR 601.2h: it is paid; CR 601.2i: the
spell becomes cast when the costs are paid, "as you cast" is read then; CR 707.10: a copy is
not cast). Silumgar's Scorn (Cruel Plots), Foul-Tongue Invocation, Draconic Roar; the
permanents whose text reads the bonus (Scaleguard Sentinels, Orator of Ojutai) and
Dragonlord's Prerogative ("can't be countered") stay unplayable."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import one

from grimoire.oracle.compiler import compile_source
from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

_COST = "As an additional cost to cast this spell, you may reveal a Dragon card from your hand.\n"
SCORN = record("Silumgar's Scorn", "{U}{U}", "Instant",
               _COST + "Counter target spell unless its controller pays {1}. If you revealed a "
               "Dragon card or controlled a Dragon as you cast this spell, counter that spell "
               "instead.")
INVOCATION = record("Foul-Tongue Invocation", "{2}{B}", "Instant",
                    _COST + "Target player sacrifices a creature of their choice. If you "
                    "revealed a Dragon card or controlled a Dragon as you cast this spell, you "
                    "gain 4 life.")
ROAR = record("Draconic Roar", "{1}{R}", "Instant",
              _COST + "Draconic Roar deals 3 damage to target creature. If you revealed a Dragon "
              "card or controlled a Dragon as you cast this spell, Draconic Roar deals 3 damage "
              "to that creature's controller.")
SENTINELS = record("Scaleguard Sentinels", "{G}{G}", "Creature — Human Soldier",
                   _COST + "This creature enters with a +1/+1 counter on it if you revealed a "
                   "Dragon card or controlled a Dragon as you cast this spell.", "2", "3")
ORATOR = record("Orator of Ojutai", "{1}{W}", "Creature — Bird Monk",
                _COST + "Defender, flying\nWhen this creature enters, if you revealed a Dragon "
                "card or controlled a Dragon as you cast this spell, draw a card.", "0", "4")
WHELP = record("Test Whelp", "{1}{R}", "Creature — Dragon", "Flying", "2", "2")
SHOCK = record("Shock", "{R}", "Instant", "Shock deals 2 damage to any target.")
RECORDS = (SCORN, INVOCATION, ROAR, WHELP, SHOCK)
ISLANDS = (PermanentSpec("Island"), PermanentSpec("Island"))
MOUNTAINS = (PermanentSpec("Mountain"), PermanentSpec("Mountain"))


def test_the_spells_compile_and_the_permanents_do_not() -> None:
    """The three spells compile fully; the permanents (which would have to remember how they
    were cast) stay unplayable."""
    compiled(SCORN, INVOCATION, ROAR)
    for rec in (SENTINELS, ORATOR):
        assert not card_is_compiled([compile_source(rec)]), rec["name"]


def _settle(game: Game, pay: bool = True) -> list[str]:
    """Pass until the stack is empty, answering "pay {1}?" with ``pay``; returns the
    non-priority decision kinds met."""
    met: list[str] = []
    for _ in range(40):
        if not game.stack and game.pending is not None and game.pending.kind == "priority":
            return met
        assert game.pending is not None
        if game.pending.kind == "priority":
            game.apply(PassPriority())
        elif game.pending.kind == "yes_no":
            met.append("yes_no")
            game.apply(Choose(pay))
        else:
            met.append(game.pending.kind)
            game.apply(game.legal_actions()[0])
    raise AssertionError("never settled")


def _scorn_table(alice_field: tuple[PermanentSpec, ...] = ()) -> Game:
    """Bob (active) casts Shock at Alice, who holds Silumgar's Scorn and a Dragon card; Bob
    keeps a Mountain untapped to pay {1}."""
    alice = PlayerSpec(battlefield=(*ISLANDS, *alice_field),
                       hand=("Silumgar's Scorn", "Test Whelp"))
    bob = PlayerSpec(battlefield=MOUNTAINS, hand=("Shock",))
    game = table(RECORDS, alice, bob, active=1)
    game.apply(CastSpell(one(game, "Shock", "hand"), targets=((Seat(0),),)))
    game.apply(PassPriority())
    assert game.pending is not None and game.pending.player == 0
    return game


def _cast_scorn(game: Game, reveal: bool) -> None:
    casts = [a for a in game.legal_actions() if isinstance(a, CastSpell)
             and a.card == one(game, "Silumgar's Scorn", "hand")]
    chosen = [a for a in casts if bool(a.additional) == reveal]
    assert chosen, casts
    game.apply(chosen[0])


def test_without_a_dragon_the_controller_may_pay() -> None:
    """No Dragon revealed or controlled: "counter unless its controller pays {1}"; Bob pays
    and Shock resolves (Alice 18)."""
    game = _scorn_table()
    _cast_scorn(game, reveal=False)
    assert _settle(game, pay=True) == ["yes_no"]
    assert game.players[0].life == 18


def test_a_revealed_dragon_counters_outright() -> None:
    """Revealing the Dragon card (it stays in Alice's hand, CR 701.16a): "counter that spell
    instead", Bob is not asked to pay and Shock is countered."""
    game = _scorn_table()
    _cast_scorn(game, reveal=True)
    assert _settle(game, pay=True) == []
    assert game.players[0].life == 20
    assert one(game, "Shock", "graveyard") and one(game, "Test Whelp", "hand")


def test_a_controlled_dragon_counters_outright_even_if_it_is_gone() -> None:
    """Alice controls a Dragon as she casts the Scorn (no reveal): the bonus is fixed as the
    spell is cast (CR 601.2i), so Bob destroying the Dragon in response changes nothing."""
    game = _scorn_table(alice_field=(PermanentSpec("Test Whelp"),))
    _cast_scorn(game, reveal=False)
    whelp = one(game, "Test Whelp")
    game.objects[whelp].damage = 2  # lethal damage: the Dragon dies before the Scorn resolves
    game.apply(PassPriority())
    assert not [o for o in game.battlefield if game.objects[o].name == "Test Whelp"]
    assert _settle(game, pay=True) == []
    assert game.players[0].life == 20


def test_declining_the_payment_counters_it_anyway() -> None:
    """No bonus and Bob declines to pay {1}: Shock is countered by the first sentence."""
    game = _scorn_table()
    _cast_scorn(game, reveal=False)
    assert _settle(game, pay=False) == ["yes_no"]
    assert game.players[0].life == 20


def _invocation(reveal: bool, three_players: bool = False) -> Game:
    alice = PlayerSpec(battlefield=(PermanentSpec("Swamp"), PermanentSpec("Swamp"),
                                    PermanentSpec("Swamp")),
                       hand=("Foul-Tongue Invocation", "Test Whelp"))
    bob = PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),))
    specs = (alice, bob, PlayerSpec()) if three_players else (alice, bob)
    game = table(RECORDS, *specs)
    casts = [a for a in game.legal_actions() if isinstance(a, CastSpell)
             and a.card == one(game, "Foul-Tongue Invocation", "hand")
             and a.targets == ((Seat(1),),) and bool(a.additional) == reveal]
    game.apply(casts[0])
    _settle(game)
    return game


def test_invocation_gains_life_only_with_the_bonus() -> None:
    """Foul-Tongue Invocation: Bob sacrifices his Bears either way; Alice gains 4 life only
    when she revealed the Dragon card (three players: only the target sacrifices)."""
    game = _invocation(reveal=True, three_players=True)
    assert game.players[0].life == 24 and one(game, "Grizzly Bears", "graveyard")
    game = _invocation(reveal=False)
    assert game.players[0].life == 20 and one(game, "Grizzly Bears", "graveyard")


def test_roar_hits_the_controller_with_a_dragon() -> None:
    """Draconic Roar with a Dragon on Alice's battlefield: 3 to the Bears and 3 to Bob; without
    one (and nothing revealed), only the Bears."""
    for dragon, bob_life in ((True, 17), (False, 20)):
        alice = PlayerSpec(battlefield=(*MOUNTAINS, *((PermanentSpec("Test Whelp"),)
                                                      if dragon else ())),
                           hand=("Draconic Roar",))
        bob = PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),))
        game = table(RECORDS, alice, bob)
        bears = one(game, "Grizzly Bears")
        game.apply(CastSpell(one(game, "Draconic Roar", "hand"), targets=((bears,),)))
        _settle(game)
        assert game.players[1].life == bob_life
        assert one(game, "Grizzly Bears", "graveyard")
