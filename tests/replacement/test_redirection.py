"""Redirection shields (CR 614.9) by grammar: "The next N damage that would be dealt to ~
this turn is dealt to target creature you control instead" (the en-Kor), "... to target
creature you control ... to another target creature" (Razia), "All damage that would be
dealt to target creature this turn is dealt to you instead" (Sivvi's Valor).

Expectations from the rules and rulings: a "next 1" shield moves 1 of a 3-damage Bolt and
the other 2 are dealt to the en-Kor; two activations move 2 (each shield once, CR 614.5);
the redirection does nothing if the new recipient has left the battlefield (CR 614.9) and
the shield waits for later damage; "all damage" redirects every damage event of the turn;
the shields end with the turn (CR 514.2)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record
from tests.rules.helpers import game_at, ids, one, perm, resolve_stack

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import ActivateAbility, CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

LANCERS = record("Lancers en-Kor", "{3}{W}{W}", "Creature — Kor Soldier",
                 "Trample\n{0}: The next 1 damage that would be dealt to this creature this "
                 "turn is dealt to target creature you control instead.", "3", "3")
RAZIA = record("Razia, Boros Archangel", "{4}{R}{R}{W}{W}", "Legendary Creature — Angel",
               "Flying, vigilance, haste\n{T}: The next 3 damage that would be dealt to target "
               "creature you control this turn is dealt to another target creature instead.",
               "6", "3")
VALOR = record("Sivvi's Valor", "{2}{W}", "Instant",
               "If you control a Plains, you may cast this spell without paying its mana "
               "cost.\nAll damage that would be dealt to target creature this turn is dealt to "
               "you instead.")
ALL = (LANCERS, RAZIA, VALOR)
EXTRA = tuple(compile_source(r) for r in ALL)


def test_the_records_compile() -> None:
    compiled(*ALL)


def _game(alice: tuple[str, ...], *, hand: tuple[str, ...] = ()) -> Game:
    """Alice's main phase: she holds ``hand`` and Lightning Bolts; Bob has nothing."""
    field = (*map(perm, alice), *(perm("Mountain") for _ in range(3)),
             *(perm("Plains") for _ in range(3)))
    return game_at(PlayerSpec(hand=("Lightning Bolt", "Lightning Bolt", *hand),
                              battlefield=field), extra=EXTRA)


def _activate(game: Game, name: str, *targets: int) -> None:
    oid = one(game, name)
    index = next(i for i, a in enumerate(game.objects[oid].info.card.abilities)
                 if isinstance(a, ir.ActivatedAbility))
    game.apply(ActivateAbility(oid, index, tuple((t,) for t in targets)))
    resolve_stack(game)


def _bolt(game: Game, target: int | Seat) -> None:
    game.apply(CastSpell(ids(game, "Lightning Bolt", "hand")[0], targets=((target,),)))
    resolve_stack(game)


def test_en_kor_moves_the_next_one_damage() -> None:
    game = _game(("Lancers en-Kor", "Hill Giant"))
    lancers, giant = one(game, "Lancers en-Kor"), one(game, "Hill Giant")
    _activate(game, "Lancers en-Kor", giant)
    _bolt(game, lancers)
    assert game.objects[lancers].damage == 2 and game.objects[giant].damage == 1


def test_two_activations_move_two() -> None:
    """Two shields, each used by 1 (CR 614.5): Lancers 1, Hill Giant 2."""
    game = _game(("Lancers en-Kor", "Hill Giant"))
    lancers, giant = one(game, "Lancers en-Kor"), one(game, "Hill Giant")
    _activate(game, "Lancers en-Kor", giant)
    _activate(game, "Lancers en-Kor", giant)
    _bolt(game, lancers)
    assert game.objects[lancers].damage == 1 and game.objects[giant].damage == 2
    assert not [s for s in game.prevention if s[0] == "redirect"]


def test_a_shield_is_used_up_and_the_rest_is_dealt_as_usual() -> None:
    """One shield: the first Bolt moves 1, the second deals all 3 to the Lancers."""
    game = _game(("Lancers en-Kor", "Hill Giant"))
    lancers, giant = one(game, "Lancers en-Kor"), one(game, "Hill Giant")
    _activate(game, "Lancers en-Kor", giant)
    _bolt(game, lancers)
    _bolt(game, lancers)
    assert ids(game, "Lancers en-Kor", "graveyard") and game.objects[giant].damage == 1


def test_the_new_recipient_gone_does_nothing_and_the_shield_waits() -> None:
    """CR 614.9: Razia's shield moves Grizzly Bears' damage to Hill Giant; the Giant is
    bolted to death first, so the next Bolt is dealt to the Bears (and kills them)."""
    game = _game(("Razia, Boros Archangel", "Grizzly Bears", "Hill Giant"),
                 hand=("Lightning Bolt",))
    bears, giant = one(game, "Grizzly Bears"), one(game, "Hill Giant")
    _activate(game, "Razia, Boros Archangel", bears, giant)
    _bolt(game, giant)  # 3 to the Giant: dies
    assert ids(game, "Hill Giant", "graveyard")
    _bolt(game, bears)
    assert ids(game, "Grizzly Bears", "graveyard")


def test_razia_moves_three_to_another_creature() -> None:
    game = _game(("Razia, Boros Archangel", "Grizzly Bears", "Colossal Dreadmaw"))
    bears, maw = one(game, "Grizzly Bears"), one(game, "Colossal Dreadmaw")
    _activate(game, "Razia, Boros Archangel", bears, maw)
    _bolt(game, bears)
    assert game.objects[bears].damage == 0 and game.objects[maw].damage == 3


def test_sivvis_valor_deals_it_to_you() -> None:
    """All of the Bolt's 3 to Grizzly Bears is dealt to Alice instead."""
    game = _game(("Grizzly Bears",), hand=("Sivvi's Valor",))
    bears = one(game, "Grizzly Bears")
    valor = one(game, "Sivvi's Valor", "hand")  # cast free: Alice controls a Plains
    game.apply(CastSpell(valor, targets=((bears,),), alt=0))
    resolve_stack(game)
    _bolt(game, bears)
    assert game.objects[bears].damage == 0 and game.players[0].life == 17
    _bolt(game, bears)  # "all damage ... this turn": a second Bolt too
    assert game.objects[bears].damage == 0 and game.players[0].life == 14


def test_the_shields_end_with_the_turn() -> None:
    """CR 514.2: at cleanup the shield is gone."""
    game = _game(("Lancers en-Kor", "Hill Giant"))
    _activate(game, "Lancers en-Kor", one(game, "Hill Giant"))
    assert any(s[0] == "redirect" for s in game.prevention)
    start = game.turn
    while game.turn == start and game.pending is not None:
        if game.pending.kind == "priority":
            game.apply(PassPriority())
        else:
            game.apply(game.legal_actions()[0])
    assert not any(s[0] == "redirect" for s in game.prevention)


ARCHANGEL = record("Empyrial Archangel", "{4}{G}{W}{W}{U}", "Creature — Angel",
                   "Flying\nShroud (This creature can't be the target of spells or abilities.)"
                   "\nAll damage that would be dealt to you is dealt to this creature instead.",
                   "5", "8")
SHIELD = record("Pariah's Shield", "{5}", "Artifact — Equipment",
                "All damage that would be dealt to you is dealt to equipped creature "
                "instead.\nEquip {3}")


def test_static_redirection_to_this_creature_and_to_an_unequipped_shield() -> None:
    """CR 614.9: Empyrial Archangel takes the Bolt aimed at Alice; Pariah's Shield attached
    to nothing redirects nothing (Alice takes 3)."""
    extra = tuple(compile_source(r) for r in (ARCHANGEL, SHIELD))
    compiled(ARCHANGEL, SHIELD)
    for name, life, dealt in (("Empyrial Archangel", 20, 3), ("Pariah's Shield", 17, 0)):
        game = game_at(PlayerSpec(battlefield=(perm(name),)),
                       PlayerSpec(hand=("Lightning Bolt",),
                                  battlefield=tuple(perm("Mountain") for _ in range(2))),
                       active=1, extra=extra)
        game.apply(CastSpell(one(game, "Lightning Bolt", "hand"), targets=((Seat(0),),)))
        resolve_stack(game)
        assert game.players[0].life == life, name
        assert game.objects[one(game, name)].damage == dealt
