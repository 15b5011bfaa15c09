"""Oracle records of the cards the trigger-class tests play (the text as printed in the
Oracle list of 2025-09-25, so the tests need no ``../shared/data``), and game helpers."""

from __future__ import annotations

from functools import cache

from tests.coverage_classes._cards import card
from tests.dice_rules._util import game, lands, perm

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

RECORDS = {r["name"]: r for r in (
    card('Burst Lightning', '{R}', 'Instant', 'Kicker {4} (You may pay an additional {4} as '
         'you cast this spell.)\nBurst Lightning deals 2 damage to any target. If this spell '
         'was kicked, it deals 4 damage instead.'),
    card('Cancel', '{1}{U}{U}', 'Instant', 'Counter target spell.'),
    card('Up the Beanstalk', '{1}{G}', 'Enchantment', 'When this enchantment enters and '
         'whenever you cast a spell with mana value 5 or greater, draw a card.'),
    card('Daring Archaeologist', '{3}{W}', 'Creature — Human Artificer', 'When this creature '
         'enters, you may return target artifact card from your graveyard to your hand.\n'
         'Whenever you cast a historic spell, put a +1/+1 counter on this creature. '
         '(Artifacts, legendaries, and Sagas are historic.)', '3/3'),
    card('Bloodstone Goblin', '{1}{R}', 'Creature — Goblin Warrior', "Whenever you cast a "
         "spell, if that spell was kicked, this creature gets +1/+1 and gains menace until "
         "end of turn. (It can't be blocked except by two or more creatures.)", '2/2'),
    card('Lurking Lizards', '{1}{G}', 'Creature — Lizard Villain', 'Trample\nWhenever you '
         'cast a spell with mana value 4 or greater, put a +1/+1 counter on this creature.',
         '1/3'),
    card('Glimmer Seeker', '{2}{W}', 'Creature — Human Survivor', "Survival — At the "
         "beginning of your second main phase, if this creature is tapped, draw a card if "
         "you control a Glimmer creature. If you don't control a Glimmer creature, create a "
         "1/1 white Glimmer enchantment creature token.", '3/3'),
    card('Ornithopter', '{0}', 'Artifact Creature — Thopter', 'Flying', '0/2'),
    card('Isamaru, Hound of Konda', '{W}', 'Legendary Creature — Dog', '', '2/2'),
    card('Craw Wurm', '{4}{G}{G}', 'Creature — Wurm', '', '6/4'),
    card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3'),
    card('Raise Dead', '{B}', 'Sorcery', 'Return target creature card from your graveyard to '
         'your hand.'),
    card("Tormod's Crypt", '{0}', 'Artifact', "{T}, Sacrifice this artifact: Exile target "
         "player's graveyard."),
    card('Bearscape', '{1}{G}{G}', 'Enchantment', '{1}{G}, Exile two cards from your graveyard: '
         'Create a 2/2 green Bear creature token.'),
    card('Desecrated Tomb', '{3}', 'Artifact', 'Whenever one or more creature cards leave your '
         'graveyard, create a 1/1 black Bat creature token with flying.'),
    card('Rakshasa Vizier', '{2}{B}{G}{U}', 'Creature — Demon', 'Whenever one or more cards are '
         'put into exile from your graveyard, put that many +1/+1 counters on this creature.',
         '4/4'),
    card('Stonebound Mentor', '{1}{R}{W}', 'Creature — Spirit Advisor', 'Whenever one or more '
         'cards leave your graveyard, scry 1.', '3/3'),
    card('Attuned Hunter', '{2}{G}', 'Creature — Human Ranger', 'Trample\nWhenever one or more '
         'cards leave your graveyard during your turn, put a +1/+1 counter on this creature.',
         '3/3'),
    card('Woodland Champion', '{1}{G}', 'Creature — Elf Scout', 'Whenever one or more tokens '
         'you control enter, put that many +1/+1 counters on this creature.', '2/2'),
    card('Goblin Piker', '{1}{R}', 'Creature — Goblin Warrior', '', '2/1'),
    card('Pyroclasm', '{1}{R}', 'Sorcery', 'Pyroclasm deals 2 damage to each creature.'),
    card('General Kreat, the Boltbringer', '{2}{R}', 'Legendary Creature — Goblin Soldier',
         "Whenever one or more Goblins you control attack, create a 1/1 red Goblin creature "
         "token that's tapped and attacking.\nWhenever another creature you control enters, "
         "General Kreat deals 1 damage to each opponent.", '2/2'),
    card('Raise the Alarm', '{1}{W}', 'Instant', 'Create two 1/1 white Soldier creature '
         'tokens.'),
    card('Vengeful Townsfolk', '{2}{W}', 'Creature — Human Citizen', 'Whenever one or more '
         'other creatures you control die, put a +1/+1 counter on this creature.', '3/3'),
    card('Candlelit Cavalry', '{4}{G}', 'Creature — Human Knight', 'Coven — At the beginning '
         'of combat on your turn, if you control three or more creatures with different '
         'powers, this creature gains trample until end of turn.', '5/5'),
    card('Stoic Champion', '{W}{W}', 'Creature — Human Soldier', 'Whenever a player cycles a '
         'card, this creature gets +2/+2 until end of turn.', '2/2'),
    card('Drannith Healer', '{1}{W}', 'Creature — Human Cleric', 'Whenever you cycle another '
         'card, you gain 1 life.\nCycling {1} ({1}, Discard this card: Draw a card.)', '2/2'),
    card('Drifting Meadow', '', 'Land', 'This land enters tapped.\n{T}: Add {W}.\nCycling {2} '
         '({2}, Discard this card: Draw a card.)'),
    card('Mind Rot', '{2}{B}', 'Sorcery', 'Target player discards two cards.'),
    card('Wandertale Mentor', '{R}{G}', 'Creature — Raccoon Bard', 'Whenever you expend 4, put '
         'a +1/+1 counter on this creature. (You expend 4 as you spend your fourth total mana '
         'to cast spells during a turn.)\n{T}: Add {R} or {G}.', '2/2'),
    card('Netcaster Spider', '{2}{G}', 'Creature — Spider', 'Reach (This creature can block '
         'creatures with flying.)\nWhenever this creature blocks a creature with flying, this '
         'creature gets +2/+0 until end of turn.', '2/3'),
    card('Crimson Roc', '{4}{R}', 'Creature — Bird', 'Flying\nWhenever this creature blocks a '
         'creature without flying, this creature gets +1/+0 and gains first strike until end '
         'of turn.', '2/2'),
)}


@cache
def _compiled() -> dict[str, ir.CardDefinition]:
    """Every record compiled, once for all the tests."""
    return {name: compile_source(record) for name, record in RECORDS.items()}


def defs(*names: str) -> list[ir.CardDefinition]:
    """The compiled definitions of ``names``; each must be fully compiled."""
    found = [_compiled()[n] for n in names]
    assert all(ir.is_fully_implemented(d) for d in found), names
    return found


def table(mine: tuple[PermanentSpec, ...], hand: tuple[str, ...] = (), *,
          theirs: tuple[PermanentSpec, ...] = (), their_hand: tuple[str, ...] = (),
          step: str = "main1", graveyard: tuple[str, ...] = (),
          their_graveyard: tuple[str, ...] = (), seed: int = 0, active: int = 0) -> Game:
    """A two-player game (on my turn unless ``active`` says) with every record of this
    module in the pool."""
    me = PlayerSpec(hand=hand, battlefield=mine, graveyard=graveyard)
    them = PlayerSpec(hand=their_hand, battlefield=theirs, graveyard=their_graveyard)
    return game(me, them, step=step, seed=seed, active=active, extra=defs(*RECORDS))


def pass_until(g: Game, step: str, limit: int = 60) -> None:
    """Pass priority (both players, the stack empty) until the game is at ``step``."""
    for _ in range(limit):
        if g.step == step:
            return
        g.apply(PassPriority())
    raise AssertionError(f"never reached {step}: at {g.step}")


__all__ = ["RECORDS", "card", "defs", "lands", "pass_until", "perm", "table"]
