"""Target cards from one opponent's graveyard, returned "to their hand" (CR 115.1, 601.2c;
CR 400.3: a card goes to its owner's hand): the Advocates, "{T}: Return two target cards
from an opponent's graveyard to their hand. Destroy target attacking creature." (Spurnmage
Advocate; Nullmage, Pulsemage, Forcemage and Shieldmage Advocate have the same first
sentence). Rulings (2004-10-04): the ability can't be activated unless a single opponent
has at least two cards in their graveyard to target; with both cards gone, the creature
target still there, it isn't countered (CR 608.2b)."""

from __future__ import annotations

import json
from pathlib import Path

from tests.commander_classes._table import advance, compiled, record, settle, table
from tests.rules.helpers import one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import zones
from grimoire.rules.actions import ActivateAbility, DeclareAttackers
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

SPURNMAGE = record("Spurnmage Advocate", "{W}", "Creature — Human Nomad",
                   "{T}: Return two target cards from an opponent's graveyard to their hand. "
                   "Destroy target attacking creature.", "1", "1")
FIRST = "Return {n} from an opponent's graveyard to their hand."
OTHERS = tuple(record(f"Test Advocate {i}", "{W}", "Creature — Human Nomad",
                      "{T}: " + FIRST.format(n=n) + " " + tail, "1", "1")
               for i, (n, tail) in enumerate((
                   ("two target cards", "Destroy target artifact or enchantment."),
                   ("three target cards", "Return target creature card from your graveyard "
                                          "to the battlefield."),
                   ("target card", "Put a +1/+1 counter on target creature."))))
RECORDS = (SPURNMAGE, *OTHERS)
ORACLE = Path(__file__).resolve().parents[3] / "shared/data/oracle-cards-2025-09-25.json.xz"


def test_the_records_compile_with_one_owner() -> None:
    """Each compiles; the cards are one target group whose members share an owner (an
    opponent), put into that owner's hand."""
    compiled(*RECORDS)
    ability = compile_source(SPURNMAGE).abilities[0]
    assert isinstance(ability, ir.ActivatedAbility)
    cards, creature = ability.targets
    assert (cards.min_count, cards.max_count, cards.one_owner) == (2, 2, True)
    assert (cards.filter.zone, cards.filter.owner) == ("graveyard", "opponent")
    assert creature.filter.attacking is True
    assert isinstance(ability.effect, ir.Sequence)
    assert isinstance(ability.effect.steps[0], ir.PutIntoHand)


def _combat(bob_yard: tuple[str, ...], carol_yard: tuple[str, ...]) -> Game:
    """Bob attacks Alice with Grizzly Bears; Alice (Spurnmage Advocate, untapped) has
    priority in the declare attackers step."""
    game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Spurnmage Advocate"),)),
                 PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),), graveyard=bob_yard),
                 PlayerSpec(graveyard=carol_yard), PlayerSpec(), active=1,
                 step="beginning_of_combat")
    advance(game, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    game.apply(DeclareAttackers(((one(game, "Grizzly Bears"), Seat(0)),)))
    advance(game, lambda g: g.pending is not None and g.pending.kind == "priority"
            and g.pending.player == 0)
    return game


def _activations(game: Game) -> list[ActivateAbility]:
    advocate = one(game, "Spurnmage Advocate")
    return [a for a in game.legal_actions()
            if isinstance(a, ActivateAbility) and a.source == advocate]


def test_both_cards_from_one_opponent() -> None:
    """Bob has two cards in his graveyard, Carol one: every activation offered targets two
    of Bob's; they go to Bob's hand and the attacking Grizzly Bears is destroyed."""
    game = _combat(("Forest", "Island"), ("Swamp",))
    offered = _activations(game)
    assert offered
    for action in offered:
        assert {game.objects[c].owner for c in action.targets[0] if isinstance(c, int)} == {1}
    game.apply(offered[0])
    settle(game)
    assert sorted(game.objects[c].name for c in game.players[1].hand) == ["Forest", "Island"]
    assert "Grizzly Bears" in [game.objects[c].name for c in game.players[1].graveyard]


def test_no_single_opponent_with_two_cards() -> None:
    """Ruling: Bob and Carol have one card each: the ability can't be activated."""
    game = _combat(("Forest",), ("Swamp",))
    assert not _activations(game)


def test_cards_gone_the_creature_is_still_destroyed() -> None:
    """Ruling, CR 608.2b: both cards leave Bob's graveyard before the ability resolves;
    the attacking creature is still a legal target: it is destroyed."""
    game = _combat(("Forest", "Island"), ())
    game.apply(_activations(game)[0])
    for card in list(game.players[1].graveyard):
        zones.move(game, card, "exile")
    settle(game)
    assert not game.players[1].hand
    assert "Grizzly Bears" in [game.objects[c].name for c in game.players[1].graveyard]


def test_the_oracle_advocates_compile() -> None:
    """The five Advocates of the Oracle list compile (their other sentences included)."""
    import lzma
    if not ORACLE.exists():
        return
    with lzma.open(ORACLE, "rt") as f:
        cards = {c["name"]: c for c in json.load(f) if c["name"].endswith("mage Advocate")}
    names = ("Spurnmage Advocate", "Nullmage Advocate", "Pulsemage Advocate",
             "Forcemage Advocate", "Shieldmage Advocate")
    compiled(*(cards[n] for n in names))
