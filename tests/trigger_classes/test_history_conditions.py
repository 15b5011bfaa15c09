"""More intervening "if" clauses (CR 603.4) on one player or on this turn's spells: "if
defending player is poisoned" (CR 506.2, 122.1f), "if it's not their turn" (CR 500), "if
you've cast another blue spell this turn" (CR 601.2i; not the spell this permanent was,
Dream Thief's ruling), "if at least four mana was spent to cast it" (CR 601.2h), "if a
creature died under your control this turn" (CR 700.4), "Whenever you're dealt damage"
(CR 120.3) and "your team" (CR 102.4: you, outside a game between teams)."""

from __future__ import annotations

from typing import Any

from tests.coverage_classes._cards import card
from tests.dice_rules._util import lands, one, perm, resolve
from tests.trigger_classes._history import compiled, table
from tests.trigger_classes._records import pass_until

from grimoire.oracle import ir
from grimoire.rules import query
from grimoire.rules.actions import CastSpell, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec
from grimoire.rules.targets import Seat

RECORDS = {r["name"]: r for r in (
    card('Septic Rats', '{1}{B}{B}', 'Creature — Phyrexian Rat', 'Infect (This creature '
         'deals damage to creatures in the form of -1/-1 counters and to players in the form '
         'of poison counters.)\nWhenever this creature attacks, if defending player is '
         'poisoned, it gets +1/+1 until end of turn.', '2/2'),
    card('Glademuse', '{2}{G}', 'Creature — Beast', "Whenever a player casts a spell, if it's "
         "not their turn, that player draws a card.", '2/4'),
    card('Dream Thief', '{2}{U}', 'Creature — Faerie Rogue', "Flying\nWhen this creature "
         "enters, draw a card if you've cast another blue spell this turn.", '2/1'),
    card('Prompto Argentum', '{1}{R}', 'Legendary Creature — Human Scout', 'Haste\nSelfie '
         'Shot — Whenever you cast a noncreature spell, if at least four mana was spent to '
         'cast it, create a Treasure token.', '2/2'),
    card('Rite of the Serpent', '{4}{B}{B}', 'Sorcery', 'Destroy target creature. If that '
         'creature had a +1/+1 counter on it, create a 1/1 green Snake creature token.'),
    card('Denethor, Ruling Steward', '{1}{W}{B}', 'Legendary Creature — Human Noble', 'At the '
         'beginning of your end step, if a creature died under your control this turn, '
         'create a 1/1 white Human Soldier creature token.\n{2}, Sacrifice another creature: '
         'Each opponent loses 1 life and you gain 1 life.', '2/4'),
    card('Sun Droplet', '{2}', 'Artifact', "Whenever you're dealt damage, put that many charge "
         "counters on this artifact.\nAt the beginning of each upkeep, you may remove a charge "
         "counter from this artifact. If you do, you gain 1 life."),
    card('Decorated Champion', '{1}{G}', 'Creature — Elf Warrior', 'Whenever another Warrior '
         'your team controls enters, put a +1/+1 counter on this creature.', '2/2'),
)}


def _defs() -> tuple[ir.CardDefinition, ...]:
    return compiled(RECORDS)


def _table(mine: tuple[PermanentSpec, ...], hand: tuple[str, ...] = (),
           **kwargs: Any) -> Game:
    return table(RECORDS, mine, hand, **kwargs)


def test_every_card_compiles_and_is_honoured() -> None:
    assert len(_defs()) == len(RECORDS)


def _rats_attack(poison: int) -> int:
    g = _table((perm("Septic Rats"),), step="beginning_of_combat")
    g.players[1].counters["poison"] = poison
    pass_until(g, "declare_attackers")
    g.apply(DeclareAttackers(((one(g, "Septic Rats"), Seat(1)),)))
    resolve(g)
    return query.power(g, g.objects[one(g, "Septic Rats")])


def test_defending_player_poisoned() -> None:
    """One poison counter: the defending player is poisoned (CR 122.1f): +1/+1."""
    assert _rats_attack(1) == 3


def test_defending_player_not_poisoned() -> None:
    assert _rats_attack(0) == 2


def _hand(g: Game, seat: int) -> int:
    return len(g.players[seat].hand)


def test_casting_on_their_turn_draws() -> None:
    """On the opponent's turn, after they pass priority, I cast Shock: not my turn, so I
    ("that player", the caster) draw a card."""
    g = _table((perm("Glademuse"), *lands("Mountain", 1)), ("Shock",), active=1)
    g.apply(PassPriority())  # the active player passes (CR 117.3d)
    assert g.priority_player == 0
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((Seat(1),),)))
    resolve(g)
    assert _hand(g, 0) == 1  # Shock left the hand, a card was drawn


def test_casting_on_my_own_turn_no_draw() -> None:
    g = _table((perm("Glademuse"), *lands("Mountain", 1)), ("Shock",))
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((Seat(1),),)))
    resolve(g)
    assert _hand(g, 0) == 0


def test_dream_thief_alone_draws_nothing() -> None:
    """Dream Thief is itself a blue spell, but not "another" one: no card."""
    g = _table(lands("Island", 3), ("Dream Thief",))
    g.apply(CastSpell(one(g, "Dream Thief", "hand")))
    resolve(g)
    assert _hand(g, 0) == 0


def test_dream_thief_after_a_blue_spell_draws() -> None:
    """Unsummon (blue) earlier this turn: Dream Thief's ability draws a card."""
    g = _table((*lands("Island", 4), perm("Grizzly Bears")), ("Unsummon", "Dream Thief"))
    g.apply(CastSpell(one(g, "Unsummon", "hand"), targets=((one(g, "Grizzly Bears"),),)))
    resolve(g)
    g.apply(CastSpell(one(g, "Dream Thief", "hand")))
    resolve(g)
    assert _hand(g, 0) == 2  # Grizzly Bears back in hand, and the card drawn


def _treasures(g: Game) -> int:
    return sum(1 for o in g.objects.values() if o.zone == "battlefield" and o.name == "Treasure")


def test_four_mana_spent_makes_a_treasure() -> None:
    """Rite of the Serpent: six mana spent to cast it (CR 601.2h): a Treasure."""
    g = _table((perm("Prompto Argentum"), *lands("Swamp", 6), perm("Grizzly Bears")),
               ("Rite of the Serpent",))
    g.apply(CastSpell(one(g, "Rite of the Serpent", "hand"),
                      targets=((one(g, "Grizzly Bears"),),)))
    resolve(g)
    assert _treasures(g) == 1


def test_one_mana_spent_no_treasure() -> None:
    g = _table((perm("Prompto Argentum"), *lands("Mountain", 1)), ("Shock",))
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((Seat(1),),)))
    resolve(g)
    assert _treasures(g) == 0


def _soldiers(g: Game) -> int:
    return sum(1 for o in g.objects.values() if o.zone == "battlefield"
               and o.name == "Human Soldier")


def test_my_creature_died_makes_a_soldier() -> None:
    g = _table((perm("Denethor, Ruling Steward"), perm("Grizzly Bears"),
                *lands("Mountain", 1)), ("Shock",), step="main2")
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((one(g, "Grizzly Bears"),),)))
    resolve(g)
    pass_until(g, "end")
    resolve(g)
    assert _soldiers(g) == 1


def test_their_creature_died_no_soldier() -> None:
    """An opponent's creature died: not under my control, no token."""
    g = _table((perm("Denethor, Ruling Steward"), *lands("Mountain", 1)), ("Shock",),
               theirs=(perm("Grizzly Bears"),), step="main2")
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((one(g, "Grizzly Bears"),),)))
    resolve(g)
    pass_until(g, "end")
    resolve(g)
    assert _soldiers(g) == 0


def test_your_team_is_you() -> None:
    """CR 102.4: another Warrior entering under my control counts; a Bear doesn't."""
    g = _table((perm("Decorated Champion"), *lands("Forest", 4)),
               ("Decorated Champion", "Grizzly Bears"))
    first = one(g, "Decorated Champion")
    g.apply(CastSpell(one(g, "Grizzly Bears", "hand")))
    resolve(g)
    assert g.objects[first].counter("+1/+1") == 0
    g.apply(CastSpell(one(g, "Decorated Champion", "hand")))
    resolve(g)
    assert g.objects[first].counter("+1/+1") == 1


def test_dealt_damage_that_many_counters() -> None:
    """The opponent Shocks me: I'm dealt 2 damage (CR 120.3), two charge counters; Shocking
    my creature instead deals no damage to me."""
    g = _table((perm("Sun Droplet"), perm("Grizzly Bears")), theirs=lands("Mountain", 2),
               their_hand=("Shock", "Shock"), active=1)
    shocks = [o.id for o in g.objects.values() if o.name == "Shock" and o.zone == "hand"]
    g.apply(CastSpell(shocks[0], targets=((one(g, "Grizzly Bears"),),)))
    resolve(g)
    droplet = one(g, "Sun Droplet")
    assert g.objects[droplet].counter("charge") == 0
    g.apply(CastSpell(shocks[1], targets=((Seat(0),),)))
    resolve(g)
    assert g.objects[droplet].counter("charge") == 2
