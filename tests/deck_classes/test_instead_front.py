"""An instruction replaced under a condition, in the shapes the first class (test_instead.py)
left out. CR 608.2c: the text is read as a whole, so with the condition true the second
instruction is done *rather than* the first, and the condition is checked as the spell or
ability resolves.

* "If C, instead <E>." (Adamant, Addendum, Threshold, Ferocious...): E restates the
  ability's one instruction so far, in any shape ("Target player draws four cards, then
  discards three cards. If you cast this spell during your main phase, instead that player
  draws four cards, then discards two cards." Careful Consideration);
* another kind of instruction on the same object: "Counter target noncreature spell unless
  its controller pays {1}. Ferocious — If you control a creature with power 4 or greater,
  counter that spell instead." (Stubborn Denial: no payment then can save the spell);
  "deals 2 damage to each of two target creatures. Hellbent — Destroy those creatures instead
  if you have no cards in hand." (Twinstrike);
* an amount "X plus 2" (Crater's Claws, CR 107.3).

What stays unread: a new instruction that reads what only the replaced one bound (Once and
Future's "return those cards", which are its targets, not what its own exile bound); "you may
<E> instead" after a different instruction (declining must leave the first one done, which a
plain replacement would lose: Whirlpool Whelm). Also here: a bare "it" in a permanent's
activated ability with nothing before it is the source ("Remove two +1/+1 counters from this
creature: Regenerate it." Experiment One, CR 701.15a).
"""

from __future__ import annotations

from tests.deck_classes._cards import card
from tests.dice_rules._util import activate, cast, game, ids, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules import query
from grimoire.rules.actions import CastSpell, Choose, PlayLand
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

STUBBORN = card("Stubborn Denial", "{U}", "Instant",
                "Counter target noncreature spell unless its controller pays {1}.\n"
                "Ferocious — If you control a creature with power 4 or greater, counter that "
                "spell instead.")
CLAWS = card("Crater's Claws", "{X}{R}", "Sorcery",
             "Crater's Claws deals X damage to any target.\n"
             "Ferocious — Crater's Claws deals X plus 2 damage instead if you control a "
             "creature with power 4 or greater.")
CAREFUL = card("Careful Consideration", "{2}{U}", "Instant",
               "Target player draws four cards, then discards three cards. If you cast this "
               "spell during your main phase, instead that player draws four cards, then "
               "discards two cards.")
TWINSTRIKE = card("Twinstrike", "{3}{B}{R}", "Instant",
                  "Twinstrike deals 2 damage to each of two target creatures.\n"
                  "Hellbent — Destroy those creatures instead if you have no cards in hand.")
EXPERIMENT = card("Experiment One", "{G}", "Creature — Human Ooze",
                  "Evolve (Whenever a creature you control enters, if that creature has greater "
                  "power or toughness than this creature, put a +1/+1 counter on this "
                  "creature.)\nRemove two +1/+1 counters from this creature: Regenerate it. (The "
                  "next time this creature would be destroyed this turn, instead tap it, remove "
                  "it from combat, and heal all damage on it.)", "1/1")
ONCE = card("Once and Future", "{3}{G}", "Instant",
            "Return target card from your graveyard to your hand. Put up to one other target "
            "card from your graveyard on top of your library. Exile Once and Future.\n"
            "Adamant — If at least three green mana was spent to cast this spell, instead "
            "return those cards to your hand and exile Once and Future.")
WHELM = card("Whirlpool Whelm", "{1}{U}", "Instant",
             "Clash with an opponent, then return target creature to its owner's hand. If you "
             "win, you may put that creature on top of its owner's library instead.")
CARDS = tuple(compile_source(r) for r in (STUBBORN, CLAWS, CAREFUL, TWINSTRIKE, EXPERIMENT))


def test_the_cards_compile_whole() -> None:
    assert all(card_is_compiled([c]) for c in CARDS)


def test_reads_of_the_replaced_instruction_stay_unread() -> None:
    """Once and Future's "those cards" would read what its own exile bound; Whirlpool
    Whelm's "you may ... instead" after a bounce would lose the bounce when declined."""
    assert not card_is_compiled([compile_source(ONCE)])
    assert not card_is_compiled([compile_source(WHELM)])


def test_stubborn_denial_shape() -> None:
    spell = CARDS[0].spell
    assert spell is not None and isinstance(spell.effect, ir.Conditional)
    assert isinstance(spell.effect.then, ir.CounterSpell)
    assert isinstance(spell.effect.otherwise, ir.UnlessPays)


def _denial(ferocious: bool) -> Game:
    """Alice casts Divination holding {1} open, then Stubborn Denial on it; she would pay."""
    big = (perm("Craw Wurm"),) if ferocious else (perm("Grizzly Bears"),)
    g = game(PlayerSpec(hand=("Divination", "Stubborn Denial"),
                        battlefield=(*lands("Island", 5), *big)), PlayerSpec(), extra=CARDS)
    cast(g, "Divination")
    divination = one(g, "Divination", "stack")
    cast(g, "Stubborn Denial", ((divination,),))
    resolve(g, [Choose(True)] * 3)
    return g


def test_ferocious_counters_outright() -> None:
    """With a 6/4 (power 4 or greater): countered, no chance to pay (CR 608.2c)."""
    g = _denial(ferocious=True)
    assert ids(g, "Divination", "graveyard") and len(g.players[0].hand) == 0


def test_without_ferocious_the_tax_can_be_paid() -> None:
    """With only a 2/2: the controller pays {1} and Divination resolves (two cards)."""
    g = _denial(ferocious=False)
    assert len(g.players[0].hand) == 2


def _claws(power_four: bool) -> int:
    creature = "Craw Wurm" if power_four else "Grizzly Bears"
    g = game(PlayerSpec(hand=("Crater's Claws",), battlefield=(*lands("Mountain", 4),
                                                               perm(creature))),
             PlayerSpec(), extra=CARDS)
    g.apply(CastSpell(one(g, "Crater's Claws", "hand"), targets=((Seat(1),),), x=2))
    resolve(g)
    return 20 - g.players[1].life


def test_crater_s_claws_x_plus_two() -> None:
    """X=2: 4 damage with a creature of power 4 or greater, else 2 (CR 107.3)."""
    assert _claws(power_four=True) == 4
    assert _claws(power_four=False) == 2


def _careful(step: str) -> int:
    """Alice casts Careful Consideration on herself with an empty hand: draws 4, discards
    2 in her main phase, 3 otherwise."""
    g = game(PlayerSpec(hand=("Careful Consideration",), battlefield=lands("Island", 3)),
             PlayerSpec(), step=step, extra=CARDS)
    cast(g, "Careful Consideration", ((Seat(0),),))
    resolve(g)
    return len(g.players[0].hand)


def test_careful_consideration_main_phase_or_not() -> None:
    assert _careful("main1") == 2
    assert _careful("upkeep") == 1


def test_twinstrike_hellbent_destroys_instead() -> None:
    """No cards in hand as it resolves: both Craw Wurms (6/4, 2 damage would not kill them)
    are destroyed instead of dealt damage."""
    g = game(PlayerSpec(hand=("Twinstrike",), battlefield=(*lands("Mountain", 4), perm("Swamp"))),
             PlayerSpec(battlefield=(perm("Craw Wurm"), perm("Craw Wurm"))), extra=CARDS)
    wurms = ids(g, "Craw Wurm")
    cast(g, "Twinstrike", (tuple(wurms),))
    resolve(g)
    assert not ids(g, "Craw Wurm") and len(ids(g, "Craw Wurm", "graveyard")) == 2


def test_twinstrike_with_cards_in_hand_deals_damage() -> None:
    g = game(PlayerSpec(hand=("Twinstrike", "Island"),
                        battlefield=(*lands("Mountain", 4), perm("Swamp"))),
             PlayerSpec(battlefield=(perm("Craw Wurm"), perm("Craw Wurm"))), extra=CARDS)
    wurms = ids(g, "Craw Wurm")
    cast(g, "Twinstrike", (tuple(wurms),))
    resolve(g)
    assert [g.objects[w].damage for w in wurms] == [2, 2]


def test_experiment_one_regenerates_itself() -> None:
    """Removing two +1/+1 counters gives Experiment One itself a regeneration shield: the
    Lightning Bolt that would destroy the 1/1 taps it instead (CR 701.15a)."""
    g = game(PlayerSpec(hand=("Lightning Bolt",), battlefield=(
        perm("Experiment One", counters=(("+1/+1", 2),)), *lands("Mountain", 1))),
        PlayerSpec(), extra=CARDS)
    one_id = one(g, "Experiment One")
    activate(g, "Experiment One")
    resolve(g)
    assert query.power(g, g.objects[one_id]) == 1
    g.apply(CastSpell(one(g, "Lightning Bolt", "hand"), targets=((one_id,),)))
    resolve(g)
    assert ids(g, "Experiment One") == [one_id] and g.objects[one_id].tapped


SCUTE = card("Scute Swarm", "{2}{G}", "Creature — Insect",
             "Landfall — Whenever a land you control enters, create a 1/1 green Insect creature "
             "token. If you control six or more lands, create a token that's a copy of this "
             "creature instead.", "1/1")


def _landfall(lands_before: int) -> Game:
    g = game(PlayerSpec(hand=("Forest",), battlefield=(perm("Scute Swarm"),
                                                       *lands("Forest", lands_before))),
             PlayerSpec(), extra=(compile_source(SCUTE),))
    g.apply(PlayLand(one(g, "Forest", "hand")))
    resolve(g)
    return g


def test_scute_swarm_creates_a_copy_with_six_lands() -> None:
    """Creating a copy instead of an Insect is the same kind of instruction (creating a
    token), so it replaces it: six lands, a second Scute Swarm and no Insect."""
    g = _landfall(5)
    assert len(ids(g, "Scute Swarm")) == 2 and not ids(g, "Insect")


def test_scute_swarm_creates_an_insect_with_fewer() -> None:
    g = _landfall(4)
    assert len(ids(g, "Scute Swarm")) == 1 and len(ids(g, "Insect")) == 1
