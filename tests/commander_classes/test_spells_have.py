""" "<Kind> spells you cast have <keyword>" (grimoire.mechanics.spell_grants): Zinnia, Valley's
Voice's "Creature spells you cast have offspring {2}", Chief Engineer's "Artifact spells you
cast have convoke", Sami's "Spells you cast have affinity for artifacts".

Expectations from CR 611.3a (a static ability's effect applies while its source is on the
battlefield), 601.2a-f (the card is on the stack, and has the keyword, as its costs are
determined), 702.175a-b (offspring: an optional additional cost; each instance paid
separately and triggering only for its own payment), 611.3d (the battlefield part of an
ability given with the spell lasts for the rest of the game: the creature gets its token
even if Zinnia left), 603.4 (the intervening "if": a copy wasn't cast with it paid),
702.51a (convoke), 702.41a (affinity); unsupported keywords stay unplayable."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, settle, table
from tests.rules.helpers import ids, one

from grimoire.oracle.compiler import compile_source
from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules import query, zones
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
ZINNIA = record("Zinnia, Valley's Voice", "{U}{R}{W}", "Legendary Creature — Bird Bard",
                "Flying\nZinnia gets +X/+0, where X is the number of other creatures you "
                "control with base power 1.\nCreature spells you cast have offspring {2}. "
                "(You may pay an additional {2} as you cast a creature spell. If you do, when "
                "that creature enters, create a 1/1 token copy of it.)", "1", "3")
BEARS = record("Test Bears", "{1}{G}", "Creature — Bear", "", "2", "2")
GIANT = record("Test Giant", "{2}{G}", "Creature — Giant", "Trample", "3", "3")
BANDIT = record("Prosperous Bandit", "{2}{R}", "Creature — Raccoon Rogue",
                "Offspring {1} (You may pay an additional {1} as you cast this spell. If you "
                "do, when this creature enters, create a 1/1 token copy of it.)\nFirst strike",
                "2", "2")
ORB = record("Test Orb", "{3}", "Artifact", "{T}: You gain 1 life.")
ENGINEER = record("Chief Engineer", "{1}{U}", "Creature — Human Artificer",
                  "Artifact spells you cast have convoke. (Your creatures can help cast those "
                  "spells. Each creature you tap while casting an artifact spell pays for {1} "
                  "or one mana of that creature's color.)", "1", "3")
SAMI = record("Sami, Wildcat Captain", "{4}{R}{W}", "Legendary Creature — Human Artificer Rogue",
              "Double strike, vigilance\nSpells you cast have affinity for artifacts. (They "
              "cost {1} less to cast for each artifact you control.)", "4", "4")
NYMPH = record("Test Nymph", "{1}{W}", "Enchantment Creature — Nymph",
               "Bestow {3}{W} (If you cast this card for its bestow cost, it's an Aura spell "
               "with enchant creature. It becomes a creature again if it's not attached.)\n"
               "Enchanted creature gets +1/+1.", "1", "1")
SHOCK = record("Test Shock", "{R}", "Instant", "Test Shock deals 3 damage to any target.")
RECORDS = (ZINNIA, BEARS, GIANT, BANDIT, ORB, ENGINEER, SAMI, SHOCK, NYMPH)


def _lands(name: str, n: int) -> tuple[PermanentSpec, ...]:
    return tuple(P(name) for _ in range(n))


def _casts(game: Game, oid: int) -> list[CastSpell]:
    return [a for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == oid]


def test_the_records_compile() -> None:
    """Every card compiles with nothing the engine ignores."""
    compiled(*RECORDS)


def test_unsupported_keywords_stay_unplayable() -> None:
    """Only keywords the engine honours on a spell given one are read: cascade, replicate
    with its cost defined by a second sentence, blitz, demonstrate stay unplayable."""
    for text in ("Sliver spells you cast have cascade.",
                 "Each instant and sorcery spell you cast has replicate. The replicate cost is "
                 "equal to its mana cost.",
                 "Creature spells you cast have demonstrate.",
                 "Spells you cast have ripple 4."):
        card = compile_source(record("Test Granter", "{2}", "Artifact", text))
        assert not card_is_compiled([card]), text


def test_zinnia_offers_offspring_and_the_token_is_a_one_one_copy() -> None:
    """CR 702.175a, 601.2b, 601.2f: a creature spell may be cast with or without the extra
    {2}; paid, the creature enters and its trigger creates a 1/1 token copy of it."""
    alice = PlayerSpec(hand=("Test Giant",), battlefield=(P("Zinnia, Valley's Voice"),
                                                          *_lands("Forest", 5)))
    game = table(RECORDS, alice, PlayerSpec())
    giant = one(game, "Test Giant", "hand")
    casts = _casts(game, giant)
    assert sorted(a.additional for a in casts) == [(), (0,)]
    game.apply(next(a for a in casts if a.additional == (0,)))
    assert sum(game.objects[f].tapped for f in ids(game, "Forest")) == 5  # {2}{G} + {2}
    settle(game)
    found = [game.objects[o] for o in ids(game, "Test Giant")]
    assert sorted(o.kind for o in found) == ["card", "token"]
    token = next(o for o in found if o.kind == "token")
    assert (query.power(game, token), query.toughness(game, token)) == (1, 1)
    assert query.has_keyword(game, token, "trample")
    assert len(found) == 2  # the token wasn't cast with the cost paid: no token of its own


def test_offspring_declined_or_not_affordable() -> None:
    """CR 702.175a: declined, no token; CR 601.2f-h: with three lands only the mana cost
    can be paid, so the cost isn't offered."""
    alice = PlayerSpec(hand=("Test Giant",), battlefield=(P("Zinnia, Valley's Voice"),
                                                          *_lands("Forest", 3)))
    game = table(RECORDS, alice, PlayerSpec())
    giant = one(game, "Test Giant", "hand")
    casts = _casts(game, giant)
    assert [a.additional for a in casts] == [()]
    game.apply(casts[0])
    settle(game)
    assert [game.objects[o].kind for o in ids(game, "Test Giant")] == ["card"]


def test_only_creature_spells_and_only_its_controllers() -> None:
    """CR 611.3a: "Creature spells you cast": an artifact spell gets no offspring, nor does
    another player's creature spell."""
    alice = PlayerSpec(hand=("Test Orb",), battlefield=(P("Zinnia, Valley's Voice"),
                                                        *_lands("Forest", 6)))
    bob = PlayerSpec(hand=("Test Bears",), battlefield=_lands("Forest", 6))
    game = table(RECORDS, alice, bob)
    assert [a.additional for a in _casts(game, one(game, "Test Orb", "hand"))] == [()]
    game2 = table(RECORDS, bob, alice)
    bears = one(game2, "Test Bears", "hand")
    assert [a.additional for a in _casts(game2, bears)] == [()]


def test_printed_and_given_offspring_are_paid_separately() -> None:
    """CR 702.175b: a creature with printed offspring gets a second instance from Zinnia;
    each is paid separately and triggers only for its own payment: one paid, one token;
    both paid, two tokens."""
    for paid, tokens in (((0,), 1), ((1,), 1), ((0, 1), 2)):
        alice = PlayerSpec(hand=("Prosperous Bandit",),
                           battlefield=(P("Zinnia, Valley's Voice"), *_lands("Mountain", 6)))
        game = table(RECORDS, alice, PlayerSpec())
        bandit = one(game, "Prosperous Bandit", "hand")
        casts = _casts(game, bandit)
        assert sorted(a.additional for a in casts) == [(), (0,), (0, 1), (1,)]
        game.apply(next(a for a in casts if a.additional == paid))
        settle(game)
        kinds = [game.objects[o].kind for o in ids(game, "Prosperous Bandit")]
        assert kinds.count("token") == tokens, paid


def test_the_token_comes_even_if_zinnia_left() -> None:
    """CR 611.3d: Zinnia killed in response to the creature spell, the offspring cost was
    paid and the creature still gets its token as it enters."""
    alice = PlayerSpec(hand=("Test Giant",), battlefield=(P("Zinnia, Valley's Voice"),
                                                          *_lands("Forest", 5)))
    bob = PlayerSpec(hand=("Test Shock",), battlefield=_lands("Mountain", 1))
    game = table(RECORDS, alice, bob)
    giant = one(game, "Test Giant", "hand")
    game.apply(next(a for a in _casts(game, giant) if a.additional == (0,)))
    zinnia = one(game, "Zinnia, Valley's Voice")
    game.apply(PassPriority())
    game.apply(CastSpell(one(game, "Test Shock", "hand"), ((zinnia,),)))
    settle(game)
    assert ids(game, "Zinnia, Valley's Voice", "graveyard")
    assert sorted(game.objects[o].kind for o in ids(game, "Test Giant")) == ["card", "token"]


def test_no_token_after_zinnia_left_before_the_cast() -> None:
    """CR 611.3a: with Zinnia gone, creature spells have no offspring any more."""
    alice = PlayerSpec(hand=("Test Giant",), battlefield=(P("Zinnia, Valley's Voice"),
                                                          *_lands("Forest", 5)))
    game = table(RECORDS, alice, PlayerSpec())
    zones.move(game, one(game, "Zinnia, Valley's Voice"), "graveyard")
    assert [a.additional for a in _casts(game, one(game, "Test Giant", "hand"))] == [()]


def test_the_permanent_loses_the_trigger_when_it_leaves() -> None:
    """CR 400.7: the creature returned to the hand and cast again without paying has no
    trigger left from the first cast."""
    alice = PlayerSpec(hand=("Test Giant",), battlefield=(P("Zinnia, Valley's Voice"),
                                                          *_lands("Forest", 8)))
    game = table(RECORDS, alice, PlayerSpec())
    giant = one(game, "Test Giant", "hand")
    game.apply(next(a for a in _casts(game, giant) if a.additional == (0,)))
    settle(game)
    card = next(o for o in ids(game, "Test Giant") if game.objects[o].kind == "card")
    zones.move(game, card, "hand")
    again = one(game, "Test Giant", "hand")
    assert len(game.objects[again].info.card.abilities) == 1  # trample only
    game.apply(next(a for a in _casts(game, again) if a.additional == ()))
    settle(game)
    assert sorted(game.objects[o].kind for o in ids(game, "Test Giant")) == ["card", "token"]


def test_convoke_given_to_artifact_spells() -> None:
    """CR 702.51a: with Chief Engineer, an artifact spell may be paid by tapping creatures;
    a creature spell may not."""
    alice = PlayerSpec(hand=("Test Orb", "Test Bears"),
                       battlefield=(P("Chief Engineer"), P("Test Giant"), P("Test Bears"),
                                    P("Forest")))
    game = table(RECORDS, alice, PlayerSpec())
    orb = one(game, "Test Orb", "hand")
    casts = _casts(game, orb)
    assert casts  # {3}: a Forest and two creatures (no more than three sources here)
    game.apply(casts[0])
    settle(game)
    assert one(game, "Test Orb")
    assert not _casts(game, one(game, "Test Bears", "hand"))  # {1}{G}: all tapped now


def test_affinity_given_to_every_spell() -> None:
    """CR 702.41a: with Sami and three artifacts, a {3} artifact spell costs nothing to
    cast, a {2}{G} creature spell only {G}."""
    alice = PlayerSpec(hand=("Test Orb", "Test Giant"),
                       battlefield=(P("Sami, Wildcat Captain"), P("Test Orb"), P("Test Orb"),
                                    P("Test Orb"), P("Forest")))
    game = table(RECORDS, alice, PlayerSpec())
    giant = next(o for o in ids(game, "Test Giant", "hand"))
    game.apply(_casts(game, giant)[0])
    settle(game)
    assert one(game, "Test Giant")
    orb = one(game, "Test Orb", "hand")
    game.apply(_casts(game, orb)[0])
    settle(game)
    assert len(ids(game, "Test Orb")) == 4


def test_a_bestow_card_is_not_given_offspring() -> None:
    """CR 702.103b: cast bestowed it is an Aura spell, not a creature spell, so whether
    "Creature spells you cast" applies depends on the cost chosen; such a card is given
    nothing (conservatively: no offspring offered either way)."""
    alice = PlayerSpec(hand=("Test Nymph",), battlefield=(P("Zinnia, Valley's Voice"),
                                                          P("Test Bears"), *_lands("Plains", 8)))
    game = table(RECORDS, alice, PlayerSpec())
    casts = _casts(game, one(game, "Test Nymph", "hand"))
    assert casts and all(a.additional == () for a in casts)
    assert {a.alt for a in casts} == {None, 0}
