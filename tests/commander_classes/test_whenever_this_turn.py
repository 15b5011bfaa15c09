"""A delayed triggered ability for the rest of the turn (CR 603.7a, 603.7c, 603.7d):
"Whenever you cast a creature spell this turn, draw a card." (Glimpse of Nature),
"{1}{W}{B}: Whenever you gain life this turn, each opponent loses that much life." (Vizkopa
Guildmage), "Whenever a creature attacks this turn, it gains lifelink until end of turn."
(Ondu Rising). Created as the instruction is followed; it triggers each time its event
happens until the turn ends (not before it was created, not on the next turn); its
controller is the creating ability's."""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, pass_to, record, settle, table
from tests.rules.helpers import one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import zones
from grimoire.rules.actions import ActivateAbility, CastSpell, DeclareAttackers
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

GLIMPSE = record("Glimpse of Nature", "{G}", "Sorcery",
                 "Whenever you cast a creature spell this turn, draw a card.")
VIZKOPA = record("Vizkopa Guildmage", "{W}{B}", "Creature — Human Wizard",
                 "{1}{W}{B}: Target creature gains lifelink until end of turn.\n{1}{W}{B}: "
                 "Whenever you gain life this turn, each opponent loses that much life.", "2", "2")
ONDU = record("Test Rising", "{W}", "Sorcery",
              "Whenever a creature attacks this turn, it gains lifelink until end of turn.")
SALVE = record("Test Salve", "{0}", "Instant", "You gain 3 life.")
RECORDS = (GLIMPSE, VIZKOPA, ONDU, SALVE)
P = PermanentSpec


def test_the_records_compile() -> None:
    """The cards compile with nothing the engine ignores; a spell's "Whenever ... this
    turn" line is its effect, not a triggered ability of the card."""
    compiled(*RECORDS)
    spell = compile_source(GLIMPSE).spell
    assert spell is not None and isinstance(spell.effect, ir.DelayedTrigger)
    assert spell.effect.this_turn and spell.effect.each_time


def test_a_delayed_ability_with_its_own_target_is_not_read() -> None:
    """ "Whenever you cast a spell this turn, put a counter on target creature": the
    delayed ability would choose a target as it triggers — not compiled (no guess)."""
    card = compile_source(record("Test Skald", "{2}", "Sorcery", "Whenever you cast a spell "
                                 "this turn, put a +1/+1 counter on target creature you "
                                 "control."))
    assert any(isinstance(n, ir.Unimplemented) for n in ir.iter_nodes(card.spell))


def test_glimpse_draws_for_each_creature_spell_this_turn_only() -> None:
    """Alice casts Glimpse, then two Grizzly Bears: two cards drawn (each time, CR 603.7c);
    a creature spell cast before Glimpse drew nothing; Bob's creature spell draws Alice
    nothing ("you cast")."""
    game = table(RECORDS, PlayerSpec(hand=("Grizzly Bears", "Glimpse of Nature", "Grizzly Bears",
                                           "Grizzly Bears"),
                                     battlefield=tuple(P("Forest") for _ in range(7))),
                 PlayerSpec())
    bears = [o.id for o in game.objects.values() if o.name == "Grizzly Bears" and o.zone == "hand"]
    game.apply(CastSpell(bears[0]))
    settle(game)
    hand = len(game.players[0].hand)
    game.apply(CastSpell(one(game, "Glimpse of Nature", "hand")))
    settle(game)
    assert len(game.players[0].hand) == hand - 1
    for oid in bears[1:]:
        game.apply(CastSpell(oid))
        settle(game)
    assert len(game.players[0].hand) == hand - 1 - 2 + 2


def _vizkopa(active: int = 0) -> Game:
    game = table(RECORDS, PlayerSpec(hand=("Test Salve", "Test Salve"), battlefield=(
        P("Vizkopa Guildmage"), P("Plains"), P("Swamp"), P("Swamp"))), PlayerSpec(), PlayerSpec())
    game.apply(ActivateAbility(one(game, "Vizkopa Guildmage"), 1))
    settle(game)
    return game


def test_vizkopa_each_gain_this_turn_drains_each_opponent() -> None:
    """After the ability, Alice gains 3 twice: Bob and Carol each lose 3 each time (that
    much, CR 603.7c: each time this turn); Alice's own life is only gained."""
    game = _vizkopa()
    for _ in range(2):
        game.apply(CastSpell(next(o.id for o in game.objects.values()
                                  if o.name == "Test Salve" and o.zone == "hand")))
        settle(game)
    assert [p.life for p in game.players] == [26, 14, 14]


def test_vizkopa_ends_with_the_turn() -> None:
    """The ability lasts this turn only: on Bob's turn Alice's gain drains nobody."""
    game = _vizkopa()
    advance(game, lambda g: g.active == 1 and g.step == "main1" and g.pending is not None
            and g.pending.player == 0)
    game.apply(CastSpell(next(o.id for o in game.objects.values()
                              if o.name == "Test Salve" and o.zone == "hand")))
    settle(game)
    assert [p.life for p in game.players] == [23, 20, 20]


def test_rising_gives_each_attacker_lifelink() -> None:
    """Alice casts the Rising, then attacks Bob with her Bears: it gains lifelink; her 2
    damage gains her 2 (CR 702.15b)."""
    game = table(RECORDS, PlayerSpec(hand=("Test Rising",), battlefield=(
        P("Grizzly Bears"), P("Plains"))), PlayerSpec())
    game.apply(CastSpell(one(game, "Test Rising", "hand")))
    settle(game)
    pass_to(game, "declare_attackers", active=0)
    game.apply(DeclareAttackers(((one(game, "Grizzly Bears"), Seat(1)),)))
    advance(game, lambda g: g.step == "end")
    assert game.players[0].life == 22 and game.players[1].life == 18


# --- "At the beginning of the next end step, sacrifice it. If you do, ..." (CR 603.7c) ----

EMBRACE = record("Spinal Embrace", "{3}{U}{U}{B}", "Instant",
                 "Cast this spell only during combat.\nUntap target creature you don't control "
                 "and gain control of it. It gains haste until end of turn. At the beginning of "
                 "the next end step, sacrifice it. If you do, you gain life equal to its "
                 "toughness.")


def _embrace(kill_first: bool) -> Game:
    """Alice casts Spinal Embrace on Bob's Hill Giant (3/3) in her combat; if
    ``kill_first``, the Giant is gone before the end step; the turn runs to its end."""
    game = table((*RECORDS, EMBRACE), PlayerSpec(hand=("Spinal Embrace",), battlefield=(
        P("Island"), P("Island"), P("Swamp"), P("Swamp"), P("Swamp"), P("Swamp"))),
        PlayerSpec(battlefield=(P("Hill Giant"),)), step="beginning_of_combat")
    game.apply(CastSpell(one(game, "Spinal Embrace", "hand"),
                         targets=((one(game, "Hill Giant"),),)))
    settle(game)
    giant = game.objects[one(game, "Hill Giant")]
    assert giant.controller == 0
    if kill_first:
        zones.move(game, giant.id, "graveyard")
    advance(game, lambda g: g.active != 0)
    return game


def test_embrace_sacrifices_at_end_step_and_gains_its_toughness() -> None:
    """The delayed ability sacrifices the Giant and, because it did, Alice gains 3 (its
    toughness as it last existed, CR 608.2h)."""
    game = _embrace(kill_first=False)
    assert game.players[0].life == 23
    assert not [o for o in game.objects.values() if o.name == "Hill Giant"
                and o.zone == "battlefield"]


def test_embrace_gains_nothing_when_nothing_was_sacrificed() -> None:
    """The Giant left before the end step: nothing is sacrificed, so no life (the "if you
    do" of the delayed ability)."""
    game = _embrace(kill_first=True)
    assert game.players[0].life == 20


def test_what_the_creating_ability_named_or_a_following_sentence_is_not_guessed() -> None:
    """ "copy the exiled card" in the delayed ability (an object the creating ability
    named) and a sentence after the delayed one (whose instruction it is can't be told)
    leave the card not compiled; "for each creature card put into your graveyard this way"
    counts the creating ability's mill (CR 603.7c)."""
    surge = compile_source(record("Test Surge", "{4}{R}{R}", "Sorcery",
                                  "Exile target instant or sorcery card from your graveyard. "
                                  "Whenever a creature you control deals combat damage to a "
                                  "player this turn, copy the exiled card. You may cast the copy "
                                  "without paying its mana cost."))
    after = compile_source(record("Test After", "{R}", "Sorcery", "Whenever a creature attacks "
                                  "this turn, it gets +1/+0 until end of turn. Draw a card."))
    for card in (surge, after):
        assert any(isinstance(n, ir.Unimplemented) for n in ir.iter_nodes(card.spell))
    song = compile_source(record("Test Song", "{1}{R}", "Sorcery", "Mill four cards. Whenever "
                                 "a creature attacks this turn, it gets +1/+0 until end of turn "
                                 "for each creature card put into your graveyard this way."))
    counted = [n for n in ir.iter_nodes(song.spell) if isinstance(n, ir.CountedThisWay)]
    assert counted and all(n.of_creator for n in counted)
