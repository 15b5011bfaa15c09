""""As this enters, choose a player" (CR 614.12: the choice is made as it enters and
remembered by the permanent) and "the chosen player" read later: Saskia the Unyielding
("Whenever a creature you control deals combat damage to a player, it deals that much damage
to the chosen player.") and its rulings: the chosen player who was dealt the combat damage is
dealt it again; the second damage isn't combat damage; once the chosen player has left the
game the ability does nothing; back on the battlefield, Saskia chooses again."""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, record, table
from tests.rules.helpers import one

from grimoire.rules.actions import CastSpell, Choose, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

SASKIA = record("Saskia the Unyielding", "{B}{R}{G}{W}", "Legendary Creature — Human Soldier",
                "Vigilance, haste\nAs Saskia enters, choose a player.\nWhenever a creature you "
                "control deals combat damage to a player, it deals that much damage to the "
                "chosen player.", "3", "4")
LANDS = tuple(PermanentSpec(n) for n in ("Plains", "Swamp", "Mountain", "Forest"))


def _cast(game: Game, seat: int) -> None:
    """Alice casts Saskia and chooses ``seat``."""
    game.apply(CastSpell(one(game, "Saskia the Unyielding", "hand")))
    for _ in range(20):
        d = game.pending
        assert d is not None
        if d.kind == "choose_mode" and d.rule == "CR 614.12":
            assert d.options == tuple(f"player {p}" for p in range(len(game.players)))
            game.apply(Choose(f"player {seat}"))
            return
        game.apply(PassPriority())
    raise AssertionError("no choice of a player")


def _attack_bob_with_bears(game: Game) -> None:
    advance(game, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    game.apply(DeclareAttackers(((one(game, "Grizzly Bears"), Seat(1)),)))
    advance(game, lambda g: g.step == "end_of_combat" or g.step == "main2")


def _four() -> Game:
    alice = PlayerSpec(hand=("Saskia the Unyielding",),
                       battlefield=(*LANDS, PermanentSpec("Grizzly Bears")))
    return table((SASKIA,), alice, PlayerSpec(), PlayerSpec(), PlayerSpec(), step="main1")


def test_the_record_compiles() -> None:
    """The choice and "the chosen player" are both honoured."""
    compiled(SASKIA)


def test_combat_damage_is_dealt_again_to_the_chosen_player() -> None:
    """CR 614.12: Alice chooses Carol as Saskia enters (any player, herself included); the
    Bears deal 2 combat damage to Bob; they deal 2 more to Carol (not combat damage: Saskia
    doesn't trigger again, the rulings)."""
    game = _four()
    _cast(game, 2)
    assert game.objects[one(game, "Saskia the Unyielding")].chosen == "player 2"
    _attack_bob_with_bears(game)
    assert [p.life for p in game.players] == [20, 18, 18, 20]


def test_the_chosen_player_dealt_damage_again() -> None:
    """Ruling: Bob is the chosen player and is dealt the combat damage: he is dealt it again."""
    game = _four()
    _cast(game, 1)
    _attack_bob_with_bears(game)
    assert [p.life for p in game.players] == [20, 16, 20, 20]


def test_a_chosen_player_who_left_the_game_is_dealt_nothing() -> None:
    """Ruling, CR 800.4a: once the chosen player has left the game the ability does
    nothing."""
    game = _four()
    _cast(game, 3)
    game.players[3].lost = True
    _attack_bob_with_bears(game)
    assert [p.life for p in game.players[:3]] == [20, 18, 20]


RAISE = record("Test Raise", "{B}", "Sorcery",
               "Return target creature card from your graveyard to the battlefield.")


def test_it_chooses_again_when_it_returns() -> None:
    """Ruling, CR 400.7, 614.12: Saskia put onto the battlefield by an effect (from the
    graveyard, where it remembers nothing) asks again; its new choice is read."""
    alice = PlayerSpec(hand=("Test Raise",), battlefield=(*LANDS, PermanentSpec("Grizzly Bears")),
                       graveyard=("Saskia the Unyielding",))
    game = table((SASKIA, RAISE), alice, PlayerSpec(), PlayerSpec(), step="main1")
    card = one(game, "Saskia the Unyielding", "graveyard")
    game.apply(CastSpell(one(game, "Test Raise", "hand"), targets=((card,),)))
    for _ in range(20):
        d = game.pending
        assert d is not None
        if d.kind == "choose_mode":
            assert d.rule == "CR 614.12" and d.options == ("player 0", "player 1", "player 2")
            game.apply(Choose("player 2"))
            break
        game.apply(PassPriority())
    assert game.objects[one(game, "Saskia the Unyielding")].chosen == "player 2"
    _attack_bob_with_bears(game)
    assert [p.life for p in game.players] == [20, 18, 18]


def test_the_chosen_target_player_is_that_target() -> None:
    """"choose another target player. ... to the chosen player" (The Lord of Pain): the
    target, not a choice made as the permanent entered."""
    from grimoire.oracle import ir
    from grimoire.oracle.compiler import compile_source
    lord = record("The Lord of Pain", "{2}{B}{R}", "Legendary Creature — Human Assassin",
                  "Menace\nYour opponents can't gain life.\nWhenever a player casts their first "
                  "spell each turn, choose another target player. The Lord of Pain deals damage "
                  "equal to that spell's mana value to the chosen player.", "5", "5")
    hits = [n for n in ir.iter_nodes(compile_source(lord)) if isinstance(n, ir.DealDamage)]
    assert hits and hits[0].recipient == ir.TargetRef(0)
