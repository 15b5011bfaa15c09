"""Meld (CR 701.37, 712.4, 712.8g, 712.21, 903.3b, 903.9c): Gisela, the Broken Blade's "At
the beginning of your end step, if you both own and control Gisela and a creature named
Bruna, the Fading Light, exile them, then meld them into Brisela, Voice of Nightmares." (an
intervening "if", CR 603.4), and the melded permanent: one object with the back face's
characteristics and the fronts' combined mana value (CR 712.8g; no mana cost for devotion,
CR 202.3c), two cards when it leaves the battlefield (CR 712.21). The rulings: in Commander
the melded permanent is the commander if Bruna or Gisela is (CR 903.3b), and only the
commander card may go to the command zone when it leaves (CR 903.9c)."""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, record, table
from tests.rules.helpers import ids, one, pool

from grimoire.mechanics.commander import is_commander
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import query, zones
from grimoire.rules.actions import Choose, Keep, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec
from grimoire.rules.values import devotion

GISELA = record("Gisela, the Broken Blade", "{2}{W}{W}", "Legendary Creature — Angel Horror",
                "Flying, first strike, lifelink\nAt the beginning of your end step, if you both "
                "own and control Gisela and a creature named Bruna, the Fading Light, exile "
                "them, then meld them into Brisela, Voice of Nightmares.", "4", "3")
BRUNA = record("Bruna, the Fading Light", "{5}{W}{W}", "Legendary Creature — Angel Horror",
               "When you cast this spell, you may return target Angel or Human creature card "
               "from your graveyard to the battlefield.\nFlying, vigilance\n(Melds with Gisela, "
               "the Broken Blade.)", "5", "7")
BRISELA = record("Brisela, Voice of Nightmares", "", "Legendary Creature — Eldrazi Angel",
                 "Flying, first strike, vigilance, lifelink\nYour opponents can't cast spells "
                 "with mana value 3 or less.", "9", "10")
RATS = record("Graf Rats", "{1}{B}", "Creature — Rat",
              "At the beginning of combat on your turn, if you both own and control this "
              "creature and a creature named Midnight Scavengers, exile them, then meld them "
              "into Chittering Host.", "2", "1")
RECORDS = (GISELA, BRUNA, BRISELA, RATS)
NAMES = ("Gisela, the Broken Blade", "Bruna, the Fading Light", "Brisela, Voice of Nightmares")


def test_the_records_compile() -> None:
    """The meld trigger: an intervening "if" that both are yours (owned and controlled), and
    the meld; the same wording at the beginning of combat (Graf Rats)."""
    compiled(*RECORDS)
    for rec, partner, into in ((GISELA, "Bruna, the Fading Light", NAMES[2]),
                               (RATS, "Midnight Scavengers", "Chittering Host")):
        ability = compile_source(rec).abilities[-1]
        assert isinstance(ability, ir.TriggeredAbility)
        assert isinstance(ability.condition, ir.AllOf)
        assert ability.effect == ir.Meld(ir.ObjectFilter(
            types_any=("creature",), name=partner, controller="you", owner="you"), into)


def _game(mine: tuple[PermanentSpec, ...], theirs: tuple[PermanentSpec, ...] = (),
          players: int = 2) -> Game:
    return table(RECORDS, PlayerSpec(battlefield=mine), PlayerSpec(battlefield=theirs),
                 *(PlayerSpec() for _ in range(players - 2)))


def _to_end_step(game: Game) -> None:
    """Pass until the end step's triggers are on the stack (or the turn ends)."""
    turn = game.turn
    advance(game, lambda g: g.turn != turn or (g.step == "end" and bool(g.stack)))


def _resolve(game: Game) -> None:
    advance(game, lambda g: not g.stack)


def _brisela(game: Game) -> int:
    return one(game, NAMES[2])


BOTH = (PermanentSpec(NAMES[0]), PermanentSpec(NAMES[1]))


def test_they_meld_at_the_end_step_into_one_permanent() -> None:
    """Four players: at Alice's end step Gisela and Bruna become Brisela, one permanent with
    the back face's characteristics (9/10, flying, first strike, vigilance, lifelink), mana
    value 11 (4 + 7, CR 712.8g) and no mana symbols for devotion (CR 202.3c, 700.5). Neither
    front card is anywhere else."""
    game = _game(BOTH, players=4)
    _to_end_step(game)
    _resolve(game)
    oid = _brisela(game)
    obj = game.objects[oid]
    assert (query.power(game, obj), query.toughness(game, obj)) == (9, 10)
    assert obj.info.mana_value == 11 and obj.controller == 0 and obj.owner == 0
    assert {"flying", "first strike", "vigilance", "lifelink"} <= set(obj.info.keywords)
    assert devotion(game, [0], ("W",)) == 0
    assert not [o for o in game.objects.values() if o.name in NAMES[:2]]


def test_no_trigger_without_both() -> None:
    """CR 603.4: with Bruna controlled by an opponent (owned by them), or without Bruna, the
    ability doesn't trigger: nothing is put on the stack and Gisela stays."""
    for theirs in ((PermanentSpec(NAMES[1]),), ()):
        game = _game((PermanentSpec(NAMES[0]),), theirs)
        _to_end_step(game)
        assert not game.stack
        assert one(game, NAMES[0])


def test_bruna_gone_before_it_resolves() -> None:
    """CR 603.4: the condition is checked again as it resolves: Bruna left in response, so
    nothing is exiled or melded."""
    game = _game(BOTH)
    _to_end_step(game)
    assert game.stack
    zones.move(game, one(game, NAMES[1]), "graveyard")
    _resolve(game)
    assert one(game, NAMES[0]) and not ids(game, NAMES[2])
    assert one(game, NAMES[1], "graveyard")


def test_a_token_bruna_cant_meld() -> None:
    """CR 701.37b-c: a token named Bruna is exiled with Gisela but they can't be melded:
    Gisela stays in exile and the token ceases to exist."""
    game = _game((PermanentSpec(NAMES[0]), PermanentSpec(NAMES[1], token=True)))
    _to_end_step(game)
    _resolve(game)
    assert not ids(game, NAMES[2])
    assert one(game, NAMES[0], "exile")
    assert not ids(game, NAMES[1], "exile")


def test_both_cards_go_where_the_melded_permanent_goes() -> None:
    """CR 712.21: the melded permanent destroyed puts both cards into the graveyard; bounced,
    both into the hand; exiled, both into exile."""
    for zone in ("graveyard", "hand", "exile"):
        game = _game(BOTH)
        _to_end_step(game)
        _resolve(game)
        zones.move(game, _brisela(game), zone)
        assert one(game, NAMES[0], zone) and one(game, NAMES[1], zone)
        assert not ids(game, NAMES[2], zone)
        assert game.objects[one(game, NAMES[1], zone)].info.mana_value == 7  # front again


def test_opponents_cant_cast_cheap_spells() -> None:
    """Brisela's static ability works on the melded permanent: Bob can't cast a spell with
    mana value 3 or less."""
    game = _game(BOTH)
    _to_end_step(game)
    _resolve(game)
    statics = [a.effect for _, a in game.objects[_brisela(game)].info.statics]
    assert statics and not isinstance(statics[0], ir.Unimplemented)


MAIN = ["Plains"] * 60 + ["Grizzly Bears"] * 38
MINE = ["Plains"] * 59 + ["Grizzly Bears"] * 38 + [NAMES[0]] * 1


def _melded_commander(game: Game) -> int:
    """Alice's commander Bruna and Gisela (from her library) melded at her end step."""
    bruna = next(o.id for o in game.objects.values() if o.name == NAMES[1] and o.owner == 0)
    zones.move(game, bruna, "battlefield")
    zones.move(game, next(o.id for o in game.objects.values() if o.name == NAMES[0]),
               "battlefield")
    _to_end_step(game)
    _resolve(game)
    return _brisela(game)


def test_the_melded_commander_dies() -> None:
    """CR 903.3b (the ruling): with Bruna as Alice's commander, the melded Brisela is her
    commander; when it dies, Bruna may go to the command zone (CR 903.9a) and Gisela stays
    in the graveyard (CR 903.9c)."""
    game = _commander_game()
    oid = _melded_commander(game)
    assert is_commander(game, oid)
    zones.move(game, oid, "graveyard")
    assert one(game, NAMES[0], "graveyard")
    advance(game, lambda g: g.pending is not None and g.pending.rule == "CR 903.9a")
    game.apply(Choose(True))
    assert len(ids(game, NAMES[1], "command")) == 2  # Alice's and Bob's commanders
    assert one(game, NAMES[0], "graveyard")


def test_the_melded_commander_bounced() -> None:
    """CR 903.9b-c: returned to its owner's hand, the commander card goes to the command zone
    (its owner's choice) while Gisela goes to the hand."""
    game = _commander_game()
    zones.move(game, _melded_commander(game), "hand")
    assert one(game, NAMES[0], "hand")
    assert len(ids(game, NAMES[1], "command")) == 2  # Alice's and Bob's commanders


def _commander_game() -> Game:
    cards = pool(*(compile_source(r) for r in RECORDS))
    game = Game.new([MINE, MAIN], cards, seed=1, first_player=0,
                    format="commander", commanders=[[NAMES[1]], [NAMES[1]]])
    while game.stage == "mulligan":
        game.apply(Keep())
    while not (game.step == "main1" and game.pending is not None
               and game.pending.kind == "priority" and game.pending.player == 0):
        game.apply(PassPriority())
    return game


SCAVENGERS = record("Midnight Scavengers", "{4}{B}", "Creature — Zombie",
                    "When this creature enters, you may return target creature card with mana "
                    "value 3 or less from your graveyard to your hand.\n(Melds with Graf Rats.)",
                    "3", "3")
HOST = record("Chittering Host", "", "Creature — Eldrazi Horror",
              "Haste\nMenace (This creature can't be blocked except by two or more creatures.)\n"
              "When this creature enters, other creatures you control get +1/+0 and gain menace "
              "until end of turn.", "5", "6")


def test_graf_rats_meld_at_the_beginning_of_combat() -> None:
    """The same class at the beginning of combat on your turn (Graf Rats): the melded
    Chittering Host enters as itself, so its own "When this creature enters" triggers (its
    characteristics are the back face's as it enters, CR 712.14c): the Grizzly Bears get
    +1/+0 and menace; the Host (mana value 2 + 5) has haste."""
    game = table((*RECORDS, SCAVENGERS, HOST), PlayerSpec(battlefield=(
        PermanentSpec("Graf Rats"), PermanentSpec("Midnight Scavengers"),
        PermanentSpec("Grizzly Bears"))), PlayerSpec())
    turn = game.turn
    advance(game, lambda g: g.turn != turn or bool(ids(g, "Chittering Host")))
    advance(game, lambda g: not g.stack)
    host = game.objects[one(game, "Chittering Host")]
    bears = game.objects[one(game, "Grizzly Bears")]
    assert host.info.mana_value == 7 and "haste" in host.info.keywords
    assert query.power(game, bears) == 3
    assert not ids(game, "Graf Rats") and not ids(game, "Midnight Scavengers")
