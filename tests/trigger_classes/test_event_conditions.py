"""Intervening "if" clauses about what happened earlier (CR 603.4: checked as the ability
triggers and again as it resolves): "if you cast it from your hand" (CR 601.2a), descend
(CR 700.11: a permanent card put into your graveyard from anywhere this turn), celebration
(two or more nonland permanents entered under your control this turn), "if it had counters
on it" (the permanent as it last existed, CR 603.10a, 608.2h), pack tactics (total power of
the creatures you attacked with this combat, CR 508.1), "more cards in hand than each
opponent" (an "as long as" static, CR 611.3a)."""

from __future__ import annotations

from typing import Any

from tests.coverage_classes._cards import card
from tests.dice_rules._util import lands, one, perm, resolve
from tests.trigger_classes._history import compiled, table
from tests.trigger_classes._records import pass_until

from grimoire.oracle import ir
from grimoire.rules import layers, query
from grimoire.rules.actions import CastSpell, Choose, DeclareAttackers
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec
from grimoire.rules.targets import Seat

RECORDS = {r["name"]: r for r in (
    card('Coal Stoker', '{3}{R}', 'Creature — Elemental', 'When this creature enters, if you '
         'cast it from your hand, add {R}{R}{R}.', '3/3'),
    card('Zombify', '{3}{B}', 'Sorcery', 'Return target creature card from your graveyard to '
         'the battlefield.'),
    card('Child of the Volcano', '{3}{R}', 'Creature — Elemental', 'Trample\nAt the beginning '
         'of your end step, if you descended this turn, put a +1/+1 counter on this creature. '
         '(You descended if a permanent card was put into your graveyard from anywhere.)',
         '3/3'),
    card('Belligerent of the Ball', '{2}{R}', 'Creature — Ogre Warrior', "Celebration — At "
         "the beginning of combat on your turn, if two or more nonland permanents entered the "
         "battlefield under your control this turn, target creature you control gets +1/+0 "
         "and gains menace until end of turn. (It can't be blocked except by two or more "
         "creatures.)", '3/3'),
    card('Angelic Sleuth', '{2}{W}', 'Creature — Angel Advisor', 'Flying\nWhenever another '
         'permanent you control leaves the battlefield, if it had counters on it, '
         'investigate. (Create a Clue artifact token with "{2}, Sacrifice this token: Draw a '
         'card.")', '2/3'),
    card('Gnoll Hunter', '{1}{G}', 'Creature — Gnoll', 'Pack tactics — Whenever this creature '
         'attacks, if you attacked with creatures with total power 6 or greater this combat, '
         'put a +1/+1 counter on this creature.', '2/2'),
    card('Okina Nightwatch', '{4}{G}', 'Creature — Human Monk', 'As long as you have more '
         'cards in hand than each opponent, this creature gets +3/+3.', '4/3'),
    card('Rite of the Serpent', '{4}{B}{B}', 'Sorcery', 'Destroy target creature. If that '
         'creature had a +1/+1 counter on it, create a 1/1 green Snake creature token.'),
    card('Canyon Crab', '{1}{U}', 'Creature — Crab', "{1}{U}: This creature gets +2/-2 until "
         "end of turn.\nAt the beginning of your end step, if you haven't cast a spell from "
         "your hand this turn, draw a card, then discard a card.", '0/5'),
)}


def _defs() -> tuple[ir.CardDefinition, ...]:
    return compiled(RECORDS)


def _table(mine: tuple[PermanentSpec, ...], hand: tuple[str, ...] = (),
           **kwargs: Any) -> Game:
    return table(RECORDS, mine, hand, **kwargs)


def _counters(g: Game, name: str) -> int:
    return g.objects[one(g, name)].counter("+1/+1")


def test_every_card_compiles_and_is_honoured() -> None:
    assert len(_defs()) == len(RECORDS)


def test_cast_from_hand_adds_mana() -> None:
    """Coal Stoker cast from my hand: its ability adds {R}{R}{R} (CR 601.2a, 603.4)."""
    g = _table(lands("Mountain", 4), ("Coal Stoker",))
    g.apply(CastSpell(one(g, "Coal Stoker", "hand")))
    resolve(g)
    assert g.players[0].pool[3] == 3  # WUBRGC: red


def test_put_onto_the_battlefield_was_not_cast() -> None:
    """Returned from my graveyard by Zombify, Coal Stoker wasn't cast: no mana."""
    g = _table(lands("Swamp", 4), ("Zombify",), graveyard=("Coal Stoker",))
    g.apply(CastSpell(one(g, "Zombify", "hand"), targets=((one(g, "Coal Stoker",
                                                               "graveyard"),),)))
    resolve(g)
    assert one(g, "Coal Stoker")
    assert sum(g.players[0].pool) == 0


def _end_step(g: Game) -> None:
    pass_until(g, "end")
    resolve(g)


def test_descended_a_creature_card_died() -> None:
    """My Grizzly Bears (a permanent card) is Shocked into my graveyard: I descended, so
    Child of the Volcano gets a +1/+1 counter at my end step."""
    g = _table((perm("Child of the Volcano"), perm("Grizzly Bears"), *lands("Mountain", 1)),
               ("Shock",), step="main2")
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((one(g, "Grizzly Bears"),),)))
    resolve(g)
    _end_step(g)
    assert _counters(g, "Child of the Volcano") == 1


def test_an_instant_card_is_no_descent() -> None:
    """Shock (an instant card) goes to my graveyard: not a permanent card, no counter."""
    g = _table((perm("Child of the Volcano"), *lands("Mountain", 1)), ("Shock",),
               step="main2")
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((Seat(1),),)))
    resolve(g)
    _end_step(g)
    assert _counters(g, "Child of the Volcano") == 0


def test_a_token_dying_is_no_descent() -> None:
    """A creature token isn't a card (CR 111.1, 700.11): no counter."""
    g = _table((perm("Child of the Volcano"), perm("Grizzly Bears", token=True),
                *lands("Mountain", 1)), ("Shock",), step="main2")
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((one(g, "Grizzly Bears"),),)))
    resolve(g)
    _end_step(g)
    assert _counters(g, "Child of the Volcano") == 0


def _menace(g: Game, name: str) -> bool:
    return "menace" in layers.characteristics(g, g.objects[one(g, name)]).keywords


def test_celebration_two_tokens() -> None:
    """Raise the Alarm makes two Soldier tokens (two nonland permanents entered under my
    control): the celebration ability triggers at the beginning of combat."""
    g = _table((perm("Belligerent of the Ball"), *lands("Plains", 2)), ("Raise the Alarm",))
    g.apply(CastSpell(one(g, "Raise the Alarm", "hand")))
    resolve(g)
    pass_until(g, "beginning_of_combat")
    ogre = one(g, "Belligerent of the Ball")
    resolve(g, (Choose(((ogre,),)),))  # its target: itself
    assert _menace(g, "Belligerent of the Ball")


def test_celebration_one_permanent_and_lands() -> None:
    """One Grizzly Bears entered (the lands on the battlefield were there already): fewer
    than two, no trigger."""
    g = _table((perm("Belligerent of the Ball"), *lands("Forest", 2)), ("Grizzly Bears",))
    g.apply(CastSpell(one(g, "Grizzly Bears", "hand")))
    resolve(g)
    pass_until(g, "beginning_of_combat")
    assert not g.stack and g.pending_triggers == []
    resolve(g)
    assert not _menace(g, "Belligerent of the Ball")


def _clues(g: Game) -> int:
    return sum(1 for o in g.objects.values() if o.zone == "battlefield" and o.name == "Clue")


def test_left_with_counters_investigates() -> None:
    """My Grizzly Bears with a +1/+1 counter dies: it had counters as it last existed on
    the battlefield (CR 603.10a), so Angelic Sleuth investigates."""
    g = _table((perm("Angelic Sleuth"), perm("Grizzly Bears", counters=(("+1/+1", 1),)),
                *lands("Mountain", 1)), ("Lightning Bolt",))
    g.apply(CastSpell(one(g, "Lightning Bolt", "hand"), targets=((one(g, "Grizzly Bears"),),)))
    resolve(g)
    assert _clues(g) == 1


def test_left_without_counters_no_clue() -> None:
    g = _table((perm("Angelic Sleuth"), perm("Grizzly Bears"), *lands("Mountain", 1)),
               ("Shock",))
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((one(g, "Grizzly Bears"),),)))
    resolve(g)
    assert _clues(g) == 0


def test_destroyed_target_read_as_it_last_was() -> None:
    """Rite of the Serpent destroys a creature with a +1/+1 counter: "that creature had a
    +1/+1 counter on it" reads it as it last existed (CR 608.2h): a Snake token."""
    g = _table(lands("Swamp", 6), ("Rite of the Serpent",),
               theirs=(perm("Grizzly Bears", counters=(("+1/+1", 1),)),))
    g.apply(CastSpell(one(g, "Rite of the Serpent", "hand"),
                      targets=((one(g, "Grizzly Bears"),),)))
    resolve(g)
    snakes = [o for o in g.objects.values() if o.zone == "battlefield" and o.name == "Snake"]
    assert len(snakes) == 1 and snakes[0].controller == 0


def test_destroyed_target_without_counter_no_snake() -> None:
    g = _table(lands("Swamp", 6), ("Rite of the Serpent",), theirs=(perm("Grizzly Bears"),))
    g.apply(CastSpell(one(g, "Rite of the Serpent", "hand"),
                      targets=((one(g, "Grizzly Bears"),),)))
    resolve(g)
    assert not [o for o in g.objects.values() if o.name == "Snake"]


def _attack(*names: str) -> Game:
    g = _table(tuple(perm(n) for n in ("Gnoll Hunter", "Grizzly Bears", "Craw Wurm")),
               step="beginning_of_combat")
    pass_until(g, "declare_attackers")
    g.apply(DeclareAttackers(tuple((one(g, n), Seat(1)) for n in names)))
    resolve(g)
    return g


def test_pack_tactics_total_power_eight() -> None:
    """Gnoll Hunter (2) and Craw Wurm (6) attack: total power 8, a +1/+1 counter."""
    g = _attack("Gnoll Hunter", "Craw Wurm")
    assert _counters(g, "Gnoll Hunter") == 1


def test_pack_tactics_total_power_four() -> None:
    """Gnoll Hunter (2) and Grizzly Bears (2): total power 4, no counter."""
    g = _attack("Gnoll Hunter", "Grizzly Bears")
    assert _counters(g, "Gnoll Hunter") == 0


def _power(g: Game, name: str) -> int:
    return query.power(g, g.objects[one(g, name)])


def test_more_cards_in_hand_than_each_opponent() -> None:
    """Two cards in my hand against one: Okina Nightwatch is 7/6; with as many as the
    opponent it is 4/3 (CR 611.3a: the condition is checked continuously)."""
    g = _table((perm("Okina Nightwatch"),), ("Grizzly Bears", "Shock"),
               their_hand=("Shock",))
    assert _power(g, "Okina Nightwatch") == 7
    g = _table((perm("Okina Nightwatch"),), ("Grizzly Bears",), their_hand=("Shock",))
    assert _power(g, "Okina Nightwatch") == 4


def test_no_spell_from_hand_loots() -> None:
    """Canyon Crab: no spell cast from my hand this turn, so it loots at my end step (a
    draw, then a discard decision)."""
    g = _table((perm("Canyon Crab"),), ("Grizzly Bears",), step="main2")
    pass_until(g, "end")
    assert g.stack


def test_spell_from_hand_no_loot() -> None:
    g = _table((perm("Canyon Crab"), *lands("Mountain", 1)), ("Shock",), step="main2")
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((Seat(1),),)))
    resolve(g)
    pass_until(g, "end")
    assert not g.stack
