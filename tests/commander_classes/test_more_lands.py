"""Classes from the Commander decks: Oreskos Explorer's "search your library for up to X Plains
cards, where X is the number of players who control more lands than you. Reveal those cards,
put them into your hand, then shuffle." (CR 701.19a, 701.16a, 701.20a, CR 800: every other
player counts) and Rite of the Raging Storm's "Creatures named Lightning Rager can't attack you
or planeswalkers you control" (CR 201.2, 508.1c) with its token's "It has trample, haste, and
"At the beginning of the end step, sacrifice this token."" (CR 111.4)."""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import combat_restrictions, query
from grimoire.rules.actions import CastSpell, Choose
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

ORESKOS = record("Oreskos Explorer", "{1}{W}", "Creature — Cat Scout",
                 "When this creature enters, search your library for up to X Plains cards, where "
                 "X is the number of players who control more lands than you. Reveal those cards, "
                 "put them into your hand, then shuffle.", "2", "2")
RITE = record("Rite of the Raging Storm", "{3}{R}{R}", "Enchantment",
              "Creatures named Lightning Rager can't attack you or planeswalkers you control.\n"
              "At the beginning of each player's upkeep, that player creates a 5/1 red Elemental "
              "creature token named Lightning Rager. It has trample, haste, and \"At the "
              "beginning of the end step, sacrifice this token.\"")
WALKER = {**record("Ajani Tester", "{2}{W}", "Legendary Planeswalker — Ajani",
                   "+1: You gain 1 life."), "loyalty": "3"}
RECORDS = (ORESKOS, RITE, WALKER)
P = PermanentSpec
ALICE_LIBRARY = ("Plains",) * 5 + ("Forest",) * 5


def test_the_records_compile() -> None:
    """Both cards compile with nothing the engine ignores."""
    compiled(*RECORDS)


def _explore(*others: int) -> list[tuple[int, ...]]:
    """Alice (two Plains) casts Oreskos Explorer; the other players control ``others`` lands
    each. Returns the search's choices; Alice takes the largest."""
    specs = [PlayerSpec(hand=("Oreskos Explorer",), battlefield=(P("Plains"), P("Plains")),
                        library=ALICE_LIBRARY)]
    specs += [PlayerSpec(battlefield=(P("Forest"),) * n) for n in others]
    game = table(RECORDS, *specs)
    game.apply(CastSpell(one(game, "Oreskos Explorer", "hand")))
    advance(game, lambda g: g.pending is not None and g.pending.kind == "choose_objects")
    options = [a.value for a in game.legal_actions() if isinstance(a, Choose)]
    game.apply(Choose(max(options, key=len)))  # type: ignore[arg-type]
    hand = [game.objects[o].name for o in game.players[0].hand]
    assert hand == ["Plains"] * max(len(o) for o in options)  # type: ignore[arg-type]
    assert len(game.players[0].library) == len(ALICE_LIBRARY) - len(hand)
    return options  # type: ignore[return-value]


def test_oreskos_counts_each_player_with_more_lands() -> None:
    """CR 800 (multiplayer): Bob (4 lands) and Dan (3) control more lands than Alice (2);
    Carol (2) doesn't: up to two Plains, revealed and put into Alice's hand; the ruling: X is
    counted as the ability resolves."""
    options = _explore(4, 2, 3)
    assert max(len(o) for o in options) == 2 and () in options  # "up to": none is allowed


def test_oreskos_with_no_player_ahead_still_searches() -> None:
    """The ruling: if no player controls more lands than Alice, she still searches (and
    shuffles) but can't find any card."""
    options = _explore(2, 1)
    assert options == [()]


def test_the_token_has_trample_haste_and_its_end_step_sacrifice() -> None:
    """CR 111.4: "It has trample, haste, and "At the beginning of the end step, sacrifice this
    token."": the keywords and the quoted ability are part of the token."""
    trigger = compile_source(RITE).abilities[1]
    assert isinstance(trigger, ir.TriggeredAbility)
    assert isinstance(trigger.effect, ir.CreateTokens)
    token = trigger.effect.token
    assert (token.name, token.power, token.toughness) == ("Lightning Rager", 5, 1)
    assert ir.Keyword("trample") in token.abilities and ir.Keyword("haste") in token.abilities
    assert any(isinstance(a, ir.TriggeredAbility) and isinstance(a.effect, ir.SacrificeThis)
               for a in token.abilities)


def test_lightning_ragers_cant_attack_the_rites_controller() -> None:
    """CR 508.1c, 201.2: at Bob's upkeep, Bob gets a Lightning Rager; it can attack Carol but
    not Alice (the Rite's controller) nor her planeswalker; a Grizzly Bears (another name) can
    attack Alice; at the end step the Rager is sacrificed."""
    game = table(RECORDS, PlayerSpec(battlefield=(P("Rite of the Raging Storm"),
                                                  P("Ajani Tester"))),
                 PlayerSpec(battlefield=(P("Grizzly Bears"),)),
                 PlayerSpec(battlefield=(P("Ajani Tester"),)), active=1, step="untap", turn=2)
    advance(game, lambda g: bool(ids(g, "Lightning Rager")))
    rager = game.objects[one(game, "Lightning Rager")]
    bears = game.objects[one(game, "Grizzly Bears")]
    assert rager.controller == 1 and query.has_keyword(game, rager, "haste")
    assert not combat_restrictions.attack_target_ok(game, rager, Seat(0))
    assert combat_restrictions.attack_target_ok(game, rager, Seat(2))
    alices, carols = (next(o for o in ids(game, "Ajani Tester") if game.objects[o].controller
                           == seat) for seat in (0, 2))
    assert not combat_restrictions.attack_target_ok(game, rager, alices)
    assert combat_restrictions.attack_target_ok(game, rager, carols)
    assert combat_restrictions.attack_target_ok(game, bears, Seat(0))
    advance(game, lambda g: g.step == "cleanup" or g.active != 1)
    assert not ids(game, "Lightning Rager")


def test_alices_own_rager_can_attack_anyone_else() -> None:
    """"you" is the Rite's controller: Alice's own Lightning Rager may attack Bob."""
    game = table(RECORDS, PlayerSpec(battlefield=(P("Rite of the Raging Storm"),)),
                 PlayerSpec(), active=0, step="untap", turn=2)
    advance(game, lambda g: bool(ids(g, "Lightning Rager")))
    rager = game.objects[one(game, "Lightning Rager")]
    assert rager.controller == 0
    assert combat_restrictions.attack_target_ok(game, rager, Seat(1))

