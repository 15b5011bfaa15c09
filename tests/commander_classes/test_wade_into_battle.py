"""Classes that blocked the Wade into Battle Commander decks (issue 14), each from its
Oracle text and rulings:

* "deals 4 damage to each of X targets" (Meteor Blast; CR 601.2b-c: X is announced, then
  exactly X targets are chosen, none twice, CR 115.3; CR 608.2b: the damage goes to the
  targets still legal). "X target <objects>" is the same class (Tap X target creatures).
* "where X is the revealed card's mana value" after "As an additional cost to cast this
  spell, reveal a creature card from your hand" (Disaster Radius; CR 601.2h, 701.16a).
* "up to three other target creatures from the battlefield and/or creature cards from
  graveyards" (Angel of Serenity; CR 115.1, 607.2a: the leaves trigger returns the cards
  its enters trigger exiled).
* "choose a creature card in an opponent's graveyard, then that player chooses a creature
  card in your graveyard. You may return those cards ..." (Dawnbreak Reclaimer; CR 608.2d,
  with its ruling: no such card, you choose the opponent who chooses).
* "If a spell you control would deal damage to an opponent, prevent that damage. Create a
  3/1 ... token for each 1 damage prevented this way" (Hostility; CR 615.5), and "When ~ is
  put into a graveyard from anywhere, shuffle it into its owner's library" (the
  Incarnations, Serra Avatar; it triggers from the graveyard, CR 603.6a with the rulings).
"""

from __future__ import annotations

import pytest
from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.errors import IllegalActionError
from grimoire.rules import query, zones
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
METEOR = record("Meteor Blast", "{X}{R}{R}{R}", "Sorcery",
                "Meteor Blast deals 4 damage to each of X targets.")
TAPPER = record("Word of Binding", "{X}{B}{B}", "Sorcery", "Tap X target creatures.")

ANGEL = record("Angel of Serenity", "{4}{W}{W}{W}", "Creature — Angel",
               "Flying\nWhen this creature enters, you may exile up to three other target "
               "creatures from the battlefield and/or creature cards from graveyards.\nWhen "
               "this creature leaves the battlefield, return the exiled cards to their owners' "
               "hands.", "5", "6")
RADIUS = record("Disaster Radius", "{5}{R}{R}", "Sorcery",
                "As an additional cost to cast this spell, reveal a creature card from your "
                "hand.\nDisaster Radius deals X damage to each creature your opponents control, "
                "where X is the revealed card's mana value.")

RECLAIMER = record("Dawnbreak Reclaimer", "{4}{W}", "Creature — Angel",
                   "Flying\nAt the beginning of your end step, choose a creature card in an "
                   "opponent's graveyard, then that player chooses a creature card in your "
                   "graveyard. You may return those cards to the battlefield under their "
                   "owners' control.", "5", "5")

HOSTILITY = record("Hostility", "{3}{R}{R}{R}", "Creature — Elemental Incarnation",
                   "Haste\nIf a spell you control would deal damage to an opponent, prevent "
                   "that damage. Create a 3/1 red Elemental Shaman creature token with haste "
                   "for each 1 damage prevented this way.\nWhen Hostility is put into a "
                   "graveyard from anywhere, shuffle it into its owner's library.", "6", "6")
MIND_ROT = record("Mind Rot", "{2}{B}", "Sorcery", "Target player discards two cards.")


def test_the_records_compile() -> None:
    """Each card of these classes compiles with nothing the engine ignores."""
    compiled(METEOR, TAPPER, RADIUS, ANGEL, RECLAIMER, HOSTILITY, MIND_ROT)


def _resolve(game: Game) -> None:
    while game.stack:
        assert game.pending is not None and game.pending.kind == "priority"
        game.apply(PassPriority())


def _meteor_table() -> Game:
    return table((METEOR,), PlayerSpec(hand=("Meteor Blast",), battlefield=(P("Mountain"),) * 5),
                 PlayerSpec(battlefield=(P("Hill Giant"),)), PlayerSpec(battlefield=(
                     P("Serra Angel"),)), PlayerSpec())


def test_meteor_blast_deals_four_to_each_of_x_targets() -> None:
    """CR 601.2c, 120.3: X=2, a creature and a player: the Hill Giant (3/3) dies, the third
    player loses 4 life; the player and creature not chosen are untouched."""
    game = _meteor_table()
    giant, angel = one(game, "Hill Giant"), one(game, "Serra Angel")
    game.apply(CastSpell(one(game, "Meteor Blast", "hand"), x=2,
                         targets=((giant, Seat(3)),)))
    _resolve(game)
    assert not ids(game, "Hill Giant")
    assert game.players[3].life == 16 and game.players[2].life == 20
    assert game.objects[angel].damage == 0


def test_meteor_blast_needs_exactly_x_distinct_targets() -> None:
    """CR 601.2c, 115.3 (ruling: it can't target the same permanent or player more than
    once): with X=2, one target or the same target twice is refused."""
    game = _meteor_table()
    blast, giant = one(game, "Meteor Blast", "hand"), one(game, "Hill Giant")
    with pytest.raises(IllegalActionError):
        game.apply(CastSpell(blast, x=2, targets=((giant,),)))
    with pytest.raises(IllegalActionError):
        game.apply(CastSpell(blast, x=2, targets=((giant, giant),)))
    listed = [a for a in game.legal_actions() if isinstance(a, CastSpell)]
    assert listed and all(len(a.targets[0]) == a.x for a in listed)
    assert {a.x for a in listed} == {0, 1, 2}


def test_meteor_blast_spares_a_target_gone_before_it_resolves() -> None:
    """CR 608.2b (ruling: if some targets have become illegal, it deals damage to the
    remaining legal targets): the Giant leaves, the player still takes 4."""
    game = _meteor_table()
    giant = one(game, "Hill Giant")
    game.apply(CastSpell(one(game, "Meteor Blast", "hand"), x=2, targets=((giant, Seat(1)),)))
    zones.move(game, giant, "hand")
    _resolve(game)
    assert game.players[1].life == 16
    assert ids(game, "Hill Giant", "hand")


def test_tap_x_target_creatures_taps_exactly_x() -> None:
    """CR 601.2c: "Tap X target creatures" with X=2 taps the two chosen creatures; X
    creatures must be chosen (one is refused)."""
    game = table((TAPPER,), PlayerSpec(hand=("Word of Binding",),
                                       battlefield=(P("Swamp"),) * 4),
                 PlayerSpec(battlefield=(P("Hill Giant"), P("Serra Angel"), P("Grizzly Bears"))),
                 PlayerSpec())
    word = one(game, "Word of Binding", "hand")
    giant, angel = one(game, "Hill Giant"), one(game, "Serra Angel")
    with pytest.raises(IllegalActionError):
        game.apply(CastSpell(word, x=2, targets=((giant,),)))
    game.apply(CastSpell(word, x=2, targets=((giant, angel),)))
    _resolve(game)
    assert game.objects[giant].tapped and game.objects[angel].tapped
    assert not game.objects[one(game, "Grizzly Bears")].tapped
    assert query.power(game, game.objects[giant]) == 3



def test_disaster_radius_reads_the_revealed_cards_mana_value() -> None:
    """CR 601.2h, 701.16a: the creature card revealed as the cost (Serra Angel, mana value
    5) sets X: 5 damage to each creature every opponent controls (CR 102.2: both
    opponents; the 6/6 survives it), none to Alice's; the revealed card stays in her hand."""
    game = table((RADIUS,), PlayerSpec(hand=("Disaster Radius", "Serra Angel"),
                                       battlefield=(P("Mountain"),) * 7 + (P("Hill Giant"),)),
                 PlayerSpec(battlefield=(P("Hill Giant"), P("Serra Angel"))),
                 PlayerSpec(battlefield=(P("Colossal Dreadmaw"),)))
    angel = one(game, "Serra Angel", "hand")
    game.apply(CastSpell(one(game, "Disaster Radius", "hand"), costs=(angel,)))
    _resolve(game)
    assert [game.objects[o].controller for o in ids(game, "Hill Giant")] == [0]
    assert not ids(game, "Serra Angel") and ids(game, "Serra Angel", "hand") == [angel]
    assert game.objects[one(game, "Colossal Dreadmaw")].damage == 5  # 6/6: survives


def test_disaster_radius_needs_a_creature_card_to_reveal() -> None:
    """CR 601.2h: with no creature card in hand, the cost can't be paid: it isn't castable."""
    game = table((RADIUS,), PlayerSpec(hand=("Disaster Radius", "Mountain"),
                                       battlefield=(P("Mountain"),) * 7), PlayerSpec())
    assert not [a for a in game.legal_actions() if isinstance(a, CastSpell)]


def _angel() -> tuple[Game, list[tuple[tuple[int, ...], ...]]]:
    """Alice casts the Angel; Bob has a Hill Giant on the battlefield and Serra Angel in his
    graveyard, Carol Grizzly Bears in hers and a Forest (not a creature) on the battlefield.
    Returns the game at the enters trigger's target choice and the offered groups."""
    game = table((ANGEL,), PlayerSpec(hand=("Angel of Serenity", "Murder"),
                                      battlefield=(P("Plains"),) * 7 + (P("Swamp"),) * 3),
                 PlayerSpec(battlefield=(P("Hill Giant"),), graveyard=("Serra Angel",)),
                 PlayerSpec(battlefield=(P("Forest"),), graveyard=("Grizzly Bears", "Island")))
    game.apply(CastSpell(one(game, "Angel of Serenity", "hand")))
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    assert game.pending is not None and game.pending.kind == "trigger_targets"
    return game, [a.value for a in game.legal_actions()  # type: ignore[misc]
                  if isinstance(a, Choose)]


def test_angel_of_serenity_targets_creatures_and_creature_cards() -> None:
    """CR 115.1 (ruling: up to three total targets from among other creatures on the
    battlefield and creature cards in graveyards; zero is allowed): the Giant and the two
    creature cards are offered; the Angel itself, the Forest and the Island card are not."""
    game, options = _angel()
    giant = one(game, "Hill Giant")
    serra, bears = one(game, "Serra Angel", "graveyard"), one(game, "Grizzly Bears", "graveyard")
    offered = {t for o in options for t in o[0]}
    assert offered == {giant, serra, bears}
    assert ((),) in options and ((giant, serra, bears),) in options


def test_angel_of_serenity_exiles_then_returns_to_owners_hands() -> None:
    """CR 607.2a, 603.6c: the Giant and both cards are exiled; when the Angel dies, its
    second ability returns them to their owners' hands (Bob: Giant and Serra Angel, Carol:
    Grizzly Bears)."""
    game, _ = _angel()
    giant = one(game, "Hill Giant")
    serra, bears = one(game, "Serra Angel", "graveyard"), one(game, "Grizzly Bears", "graveyard")
    game.apply(Choose(((giant, serra, bears),)))
    while game.stack:
        pending = game.pending
        assert pending is not None
        game.apply(Choose(True) if pending.kind == "yes_no" else PassPriority())
    assert {game.objects[o].name for o in game.exile} == {"Hill Giant", "Serra Angel",
                                                           "Grizzly Bears"}
    game.apply(CastSpell(one(game, "Murder", "hand"), targets=((one(game, "Angel of Serenity"),),)))
    _resolve(game)
    hands = [sorted(game.objects[o].name for o in p.hand) for p in game.players]
    assert hands[1] == ["Hill Giant", "Serra Angel"] and hands[2] == ["Grizzly Bears"]
    assert not game.exile



def _reclaimer(*graveyards: tuple[str, ...]) -> Game:
    """Alice (Dawnbreak Reclaimer, Hill Giant and Grizzly Bears in her graveyard) and three
    opponents with ``graveyards``, in Alice's second main phase."""
    return table((RECLAIMER,), PlayerSpec(battlefield=(P("Dawnbreak Reclaimer"),),
                                          graveyard=("Hill Giant", "Grizzly Bears", "Island")),
                 *(PlayerSpec(graveyard=g) for g in graveyards), step="main2")


def _to_choice(game: Game) -> None:
    """Pass priority into Alice's end step until its trigger asks something."""
    while game.pending is not None and game.pending.kind == "priority":
        assert game.step in ("main2", "end"), game.step
        game.apply(PassPriority())


def test_dawnbreak_reclaimer_trades_creature_cards_between_graveyards() -> None:
    """CR 608.2d: Alice chooses a creature card in an opponent's graveyard (Bob's Serra
    Angel or Dan's Giant Spider; never her own, Carol has none); "that player" (Bob, its
    owner) then chooses one of Alice's creature cards; she returns both, each under its
    owner's control (CR 110.2)."""
    game = _reclaimer(("Serra Angel",), ("Forest",), ("Giant Spider",))
    _to_choice(game)
    pending = game.pending
    assert pending is not None and pending.kind == "choose_objects" and pending.player == 0
    serra = one(game, "Serra Angel", "graveyard")
    assert set(pending.options) == {serra, one(game, "Giant Spider", "graveyard")}
    game.apply(Choose((serra,)))
    pending = game.pending
    assert pending is not None and pending.kind == "choose_objects" and pending.player == 1
    bears = one(game, "Grizzly Bears", "graveyard")
    assert set(pending.options) == {one(game, "Hill Giant", "graveyard"), bears}
    game.apply(Choose((bears,)))
    assert game.pending is not None and game.pending.kind == "yes_no"
    game.apply(Choose(True))
    assert game.objects[one(game, "Serra Angel")].controller == 1
    assert game.objects[one(game, "Grizzly Bears")].controller == 0
    assert ids(game, "Hill Giant", "graveyard") and ids(game, "Giant Spider", "graveyard")


def test_dawnbreak_reclaimer_may_return_nothing() -> None:
    """CR 608.2d: "You may return those cards": declined, both stay in the graveyards."""
    game = _reclaimer(("Serra Angel",), (), ())
    _to_choice(game)
    game.apply(Choose((one(game, "Serra Angel", "graveyard"),)))
    game.apply(Choose((one(game, "Hill Giant", "graveyard"),)))
    game.apply(Choose(False))
    assert ids(game, "Serra Angel", "graveyard") and ids(game, "Hill Giant", "graveyard")


def test_dawnbreak_reclaimer_with_no_opponent_creature_card_you_choose_the_opponent() -> None:
    """Ruling: with no creature card in any opponent's graveyard, Alice still may return one
    of hers; she chooses which opponent chooses it (Carol here), and that card returns."""
    game = _reclaimer(("Forest",), (), ())
    _to_choice(game)
    pending = game.pending
    assert pending is not None and pending.player == 0
    assert set(pending.options) == {Seat(1), Seat(2), Seat(3)}
    game.apply(Choose((Seat(2),)))
    pending = game.pending
    assert pending is not None and pending.kind == "choose_objects" and pending.player == 2
    game.apply(Choose((one(game, "Hill Giant", "graveyard"),)))
    game.apply(Choose(True))
    assert game.objects[one(game, "Hill Giant")].controller == 0


def _hostile(*bolts: str) -> Game:
    """Alice controls Hostility and two Mountains, Bob a Mountain and Grizzly Bears; both have
    ``bolts`` (Lightning Bolt) in hand; a third player, Carol."""
    return table((HOSTILITY,), PlayerSpec(hand=bolts, battlefield=(
                     P("Hostility"), P("Mountain"), P("Mountain"))),
                 PlayerSpec(hand=bolts, battlefield=(P("Mountain"), P("Grizzly Bears"))),
                 PlayerSpec())


def _shamans(game: Game) -> list[int]:
    return [game.objects[o].controller for o in ids(game, "Elemental Shaman")]


def test_hostility_turns_spell_damage_to_an_opponent_into_shamans() -> None:
    """CR 615.5: Alice's Lightning Bolt at Bob is prevented (he stays at 20) and she creates
    three 3/1 Elemental Shamans with haste, one for each 1 damage prevented."""
    game = _hostile("Lightning Bolt")
    game.apply(CastSpell(game.players[0].hand[0], targets=((Seat(1),),)))
    _resolve(game)
    assert game.players[1].life == 20
    assert _shamans(game) == [0, 0, 0]
    shaman = game.objects[ids(game, "Elemental Shaman")[0]]
    assert (query.power(game, shaman), query.toughness(game, shaman)) == (3, 1)
    assert "haste" in shaman.info.keywords


def test_hostility_leaves_other_damage_alone() -> None:
    """Only damage a spell Alice controls would deal to an opponent: her Bolt at a creature
    kills it, and at herself costs her 3 life; no token is made."""
    game = _hostile("Lightning Bolt", "Lightning Bolt")
    first, second = game.players[0].hand
    game.apply(CastSpell(first, targets=((one(game, "Grizzly Bears"),),)))
    _resolve(game)
    game.apply(CastSpell(second, targets=((Seat(0),),)))
    _resolve(game)
    assert not ids(game, "Grizzly Bears") and game.players[0].life == 17
    assert _shamans(game) == []


def test_hostility_ignores_an_opponents_spell() -> None:
    """"a spell you control": Bob's Lightning Bolt at Carol deals its 3 damage; Alice gets no
    token."""
    game = _hostile("Lightning Bolt")
    game.apply(PassPriority())
    bolt = game.players[1].hand[0]
    assert game.pending is not None and game.pending.player == 1
    game.apply(CastSpell(bolt, targets=((Seat(2),),)))
    _resolve(game)
    assert game.players[2].life == 17 and _shamans(game) == []


def test_an_incarnation_discarded_is_shuffled_into_its_library() -> None:
    """"put into a graveyard from anywhere": discarded from the hand, Hostility's ability
    triggers from the graveyard and it goes into Bob's library (CR 701.20a)."""
    game = table((HOSTILITY, MIND_ROT),
                 PlayerSpec(hand=("Mind Rot",), battlefield=(P("Swamp"),) * 3),
                 PlayerSpec(hand=("Hostility", "Hill Giant")), PlayerSpec())
    hostility = one(game, "Hostility", "hand")
    before = len(game.players[1].library)
    game.apply(CastSpell(one(game, "Mind Rot", "hand"), targets=((Seat(1),),)))
    _resolve(game)
    assert ids(game, "Hill Giant", "graveyard") and not ids(game, "Hostility", "graveyard")
    assert len(game.players[1].library) == before + 1
    assert [game.objects[o].name for o in game.players[1].library].count("Hostility") == 1
    assert hostility not in game.objects or game.objects[hostility].zone != "hand"


def test_an_incarnation_that_dies_is_shuffled_into_its_library() -> None:
    """The ability triggers when it dies too (a graveyard from the battlefield)."""
    game = table((HOSTILITY,), PlayerSpec(hand=("Murder",), battlefield=(P("Swamp"),) * 3),
                 PlayerSpec(battlefield=(P("Hostility"),)), PlayerSpec())
    game.apply(CastSpell(one(game, "Murder", "hand"), targets=((one(game, "Hostility"),),)))
    _resolve(game)
    assert [game.objects[o].name for o in game.players[1].library].count("Hostility") == 1
    assert not ids(game, "Hostility", "graveyard")
