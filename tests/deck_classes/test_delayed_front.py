"""A delayed triggered ability written tail first (CR 603.7a): "At the beginning of the next
end step, <instruction>." It remembers what the creating ability named (CR 603.7c:
"return that card" is the card exiled) and what it counted: Synthetic Destiny's "Exile all
creatures you control. At the beginning of the next end step, reveal cards from the top of
your library until you reveal that many creature cards, put all creature cards revealed this
way onto the battlefield, then shuffle the rest of the revealed cards into your library."
(its rulings: tokens exiled count; the cards enter at the end step, not before)."""

from __future__ import annotations

from tests.deck_classes._cards import card
from tests.dice_rules._util import cast, game, ids, lands, perm, resolve
from tests.rules.helpers import pass_to_step

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules.actions import CastSpell
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

DESTINY = card("Synthetic Destiny", "{4}{U}{U}", "Instant",
               "Exile all creatures you control. At the beginning of the next end step, reveal "
               "cards from the top of your library until you reveal that many creature cards, "
               "put all creature cards revealed this way onto the battlefield, then shuffle the "
               "rest of the revealed cards into your library.")
JOURNEY = card("Otherworldly Journey", "{1}{W}", "Instant — Arcane",
               "Exile target creature. At the beginning of the next end step, return that card "
               "to the battlefield under its owner's control with a +1/+1 counter on it.")
CARDS = tuple(compile_source(r) for r in (DESTINY, JOURNEY))


def test_compiled_whole() -> None:
    assert all(card_is_compiled([c]) for c in CARDS)


def test_synthetic_destiny_counts_at_cast_and_returns_at_end_step() -> None:
    """Two creatures exiled (a token among them). Nothing enters until the end step; then
    the first two creature cards of the library enter, even though by then Alice controls
    no creature (the count is the one made as the spell resolved)."""
    library = ("Island", "Hill Giant", "Shock", "Craw Wurm", "Grizzly Bears")
    g = game(PlayerSpec(hand=("Synthetic Destiny",), battlefield=(
        *lands("Island", 6), perm("Wind Drake"), perm("Hill Giant", token=True)),
        library=library), PlayerSpec(), extra=CARDS)
    cast(g, "Synthetic Destiny")
    resolve(g)
    assert not ids(g, "Wind Drake") and not ids(g, "Hill Giant") and not ids(g, "Craw Wurm")
    pass_to_step(g, "end")
    resolve(g)
    assert len(ids(g, "Hill Giant")) == 1 and len(ids(g, "Craw Wurm")) == 1
    assert not ids(g, "Grizzly Bears") and len(g.players[0].library) == 3


def test_otherworldly_journey_comes_back_with_a_counter() -> None:
    g = game(PlayerSpec(hand=("Otherworldly Journey",), battlefield=lands("Plains", 2)),
             PlayerSpec(battlefield=(perm("Grizzly Bears"),)), extra=CARDS)
    cast(g, "Otherworldly Journey", ((ids(g, "Grizzly Bears")[0],),))
    resolve(g)
    assert not ids(g, "Grizzly Bears")
    pass_to_step(g, "end")
    resolve(g)
    (bears,) = ids(g, "Grizzly Bears")
    assert g.objects[bears].controller == 1 and dict(g.objects[bears].counters) == {"+1/+1": 1}


RAISE = card("Brief Return", "{B}", "Instant",
             "Return target creature card from your graveyard to the battlefield. Sacrifice "
             "those creatures at the beginning of the next end step.")


def test_delayed_ability_remembers_the_targets() -> None:
    """The delayed ability has no targets of its own: "those creatures" are the creating
    spell's targets, named as it resolved (CR 603.7c): the returned Hill Giant is sacrificed
    at the end step."""
    g = game(PlayerSpec(hand=("Brief Return",), battlefield=lands("Swamp", 1),
                        graveyard=("Hill Giant",)), PlayerSpec(), extra=(compile_source(RAISE),))
    cast(g, "Brief Return", ((ids(g, "Hill Giant", "graveyard")[0],),))
    resolve(g)
    assert len(ids(g, "Hill Giant")) == 1
    pass_to_step(g, "end")
    resolve(g)
    assert not ids(g, "Hill Giant") and ids(g, "Hill Giant", "graveyard")


def test_unfollowed_card_from_hand_stays_unread() -> None:
    """ "You may put a creature card from your hand onto the battlefield. At the beginning of
    the next end step, return that creature to your hand." is not read: the card chosen
    from the hand is not followed onto the battlefield."""
    deploy = card("Surprise Deployment", "{3}{W}", "Instant",
                  "You may put a nonwhite creature card from your hand onto the battlefield. At "
                  "the beginning of the next end step, return that creature to your hand.")
    assert not card_is_compiled([compile_source(deploy)])


def test_if_you_do_after_a_delayed_instruction_joins_it() -> None:
    """ "At the beginning of the next end step, sacrifice it. If you do, you gain life equal
    to its toughness." (Spinal Embrace): the "if you do" belongs to the delayed ability; it
    is not made a step of the spell (which would gain the life at once). The game itself:
    tests/commander_classes/test_if_you_do_delayed.py."""
    embrace = card("Spinal Embrace", "{3}{U}{U}{B}", "Instant",
                   "Untap target creature you don't control and gain control of it. It gains "
                   "haste until end of turn. At the beginning of the next end step, sacrifice "
                   "it. If you do, you gain life equal to its toughness.")
    compiled = compile_source(embrace)
    assert card_is_compiled([compiled])
    assert compiled.spell is not None and isinstance(compiled.spell.effect, ir.Sequence)
    delayed = compiled.spell.effect.steps[-1]
    assert isinstance(delayed, ir.DelayedTrigger) and "IfDid" in repr(delayed.effect)


CHARM = card("Sapphire Charm", "{U}", "Instant",
             "Choose one —\n• Target player draws a card at the beginning of the next turn's "
             "upkeep.\n• Target creature gains flying until end of turn.\n• Target creature an "
             "opponent controls phases out.")


def test_a_target_player_is_remembered_by_the_delayed_ability() -> None:
    """CR 603.7c: the delayed ability's "target player" is the player the charm targeted,
    remembered as the charm resolved (a soak game crashed reading it as an object): Bob
    draws at the beginning of his upkeep, before his draw step; Alice draws nothing."""
    g = game(PlayerSpec(hand=("Sapphire Charm",), battlefield=lands("Island", 1),
                        library=("Island",) * 5),
             PlayerSpec(library=("Forest",) * 5), extra=(compile_source(CHARM),))
    assert card_is_compiled([compile_source(CHARM)])
    g.apply(CastSpell(ids(g, "Sapphire Charm", "hand")[0], targets=((Seat(1),),), modes=(0,)))
    resolve(g)
    hands = len(g.players[0].hand), len(g.players[1].hand)
    pass_to_step(g, "upkeep", active=1)
    resolve(g)
    assert g.step == "upkeep"
    assert (len(g.players[0].hand), len(g.players[1].hand)) == (hands[0], hands[1] + 1)
