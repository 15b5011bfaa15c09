"""Cunning Rhetoric: "Whenever an opponent attacks you and/or one or more planeswalkers you
control, exile the top card of that player's library. You may play that card for as long as
it remains exiled, and you may spend mana as though it were mana of any color to cast it."

CR 508.1, 506.2: the trigger is one per declaration of attackers by an opponent, whether it
attacks you, your planeswalkers or both; not when it attacks only another player. CR 601.2,
305.1, 609.4b: the card exiled from the attacker's library may be played by the enchantment's
controller (rulings 2021-04-16: the usual timing and land plays apply; spending mana as
though it were any color; cast, it leaves exile and is a new object)."""

from __future__ import annotations

import pytest
from tests.commander_classes._table import advance, compiled, record, table

from grimoire.oracle import ir
from grimoire.rules import zones
from grimoire.rules.actions import CastSpell, DeclareAttackers, PassPriority, PlayLand
from grimoire.rules.cardinfo import info_for
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat, Target
from grimoire.rules.position import PermanentSpec, PlayerSpec

RHETORIC = record("Cunning Rhetoric", "{2}{B}", "Enchantment",
                  "Whenever an opponent attacks you and/or one or more planeswalkers you "
                  "control, exile the top card of that player's library. You may play that "
                  "card for as long as it remains exiled, and you may spend mana as though it "
                  "were mana of any color to cast it.")
RECORDS = (RHETORIC,)
SWAMPS = tuple(PermanentSpec("Swamp") for _ in range(4))


def test_the_record_compiles() -> None:
    """The trigger is read as a once-per-declaration attack trigger."""
    compiled(RHETORIC)


def _walker(game: Game, seat: int) -> int:
    card = ir.CardDefinition("Test Walker", card_types=("planeswalker",), loyalty=3)
    obj = zones.new_object(game, info_for(card), seat, "battlefield")
    obj.counters = {"loyalty": 3}
    return obj.id


def _bob_attacks(defenders: list[str], bob_library: tuple[str, ...]) -> Game:
    """Four players; Bob (seat 1) attacks with one Grizzly Bears per entry of ``defenders``
    ("alice", "walker": Alice's planeswalker, "carol"), then combat ends."""
    bears = tuple(PermanentSpec("Grizzly Bears") for _ in defenders)
    game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Cunning Rhetoric"), *SWAMPS)),
                 PlayerSpec(battlefield=bears, library=bob_library), PlayerSpec(), PlayerSpec(),
                 active=1, step="beginning_of_combat")
    walker = _walker(game, 0)
    advance(game, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    where: dict[str, Target] = {"alice": Seat(0), "walker": walker, "carol": Seat(2)}
    attackers = [o for o in game.battlefield if game.objects[o].name == "Grizzly Bears"]
    game.apply(DeclareAttackers(tuple((a, where[d]) for a, d in zip(attackers, defenders,
                                                                     strict=True))))
    advance(game, lambda g: g.step in ("declare_blockers", "combat_damage", "end_of_combat")
            and not g.stack)
    return game


def _exiled(game: Game, name: str) -> list[int]:
    return [o for o in game.exile if game.objects[o].name == name]


@pytest.mark.parametrize(("defenders", "exiled"), [
    (["alice"], 1),
    (["walker"], 1),            # only her planeswalker is attacked
    (["alice", "walker"], 1),   # "and/or": one trigger for the declaration
    (["carol"], 0),             # another player attacked: no trigger
    (["alice", "carol"], 1),
])
def test_one_card_per_declaration_attacking_her_or_her_planeswalkers(
        defenders: list[str], exiled: int) -> None:
    """CR 508.1, 506.2: Bob's declaration triggers the enchantment once when it attacks Alice
    and/or a planeswalker she controls; the card comes from Bob's library."""
    game = _bob_attacks(defenders, ("Hill Giant",) * 20)
    assert len(_exiled(game, "Hill Giant")) == exiled
    assert len(game.players[1].library) == 20 - exiled


def _to_alice_main(game: Game) -> None:
    advance(game, lambda g: g.active == 0 and g.step == "main1" and not g.stack
            and g.pending is not None and g.pending.kind == "priority")


def test_cast_with_mana_of_any_color_on_her_turn() -> None:
    """CR 609.4b: Alice, with only Swamps, casts Bob's exiled Grizzly Bears ({1}{G}) on her
    turn; it leaves exile and she controls the Bears. Bob can't cast it."""
    game = _bob_attacks(["alice"], ("Grizzly Bears",) * 20)
    (card,) = _exiled(game, "Grizzly Bears")
    assert not any(isinstance(a, CastSpell) and a.card == card for a in game.legal_actions()
                   if game.pending is not None and game.pending.player == 1)
    _to_alice_main(game)
    cast = [a for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == card]
    assert cast
    game.apply(cast[0])
    advance(game, lambda g: not g.stack)
    bears = [o for o in game.battlefield if game.objects[o].name == "Grizzly Bears"
             and game.objects[o].controller == 0]
    assert len(bears) == 1 and game.objects[bears[0]].owner == 1
    assert not _exiled(game, "Grizzly Bears")


def test_a_sorcery_speed_card_waits_for_her_main_phase() -> None:
    """Ruling 2021-04-16: the usual timing applies: during Bob's combat Alice can't cast the
    exiled creature card."""
    game = _bob_attacks(["alice"], ("Grizzly Bears",) * 20)
    (card,) = _exiled(game, "Grizzly Bears")
    advance(game, lambda g: g.pending is not None and g.pending.kind == "priority"
            and g.pending.player == 0)
    assert game.active == 1
    assert not any(isinstance(a, CastSpell) and a.card == card for a in game.legal_actions())


def test_a_land_uses_her_land_play() -> None:
    """Ruling 2021-04-16: an exiled land is played with a land play available; after she
    played a land from her hand, she can't."""
    game = _bob_attacks(["alice"], ("Forest",) * 20)
    (forest,) = _exiled(game, "Forest")
    _to_alice_main(game)
    assert PlayLand(forest) in game.legal_actions()
    game.apply(PlayLand(game.players[0].hand[0]))
    assert PlayLand(forest) not in game.legal_actions()
    game.apply(PassPriority())
