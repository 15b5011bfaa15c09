"""Reproductions of crashes found by random play (issue 18), each now a test."""

from __future__ import annotations

import sys

from tests.dice_rules._util import game, perm
from tests.engine_gaps._util import attack_with, pass_until

from grimoire.agents import RandomAgent
from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import Choose, DeclareAttackers, DeclareBlockers
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

SHIMIAN = compile_source({
    "name": "Shimian Specter", "type_line": "Creature — Specter", "mana_cost": "{2}{B}{B}",
    "power": "2", "toughness": "2",
    "oracle_text": "Flying\nWhenever this creature deals combat damage to a player, that "
                   "player reveals their hand. You choose a nonland card from it. Search "
                   "that player's graveyard, hand, and library for all cards with the same "
                   "name as that card and exile them. Then that player shuffles."})


def test_sixty_three_possible_attackers_are_listed_lazily() -> None:
    """CR 508.1a: 63 creatures that may each attack or not make 2**63 declarations, one
    more than ``len()`` can return: the listing is capped and marked truncated, indexing
    works, and an unlisted legal declaration (all attack) is still accepted."""
    g = game(PlayerSpec(battlefield=tuple(perm("Grizzly Bears", sick=False)
                                          for _ in range(63))), step="beginning_of_combat")
    pass_until(g, "declare_attackers")
    listed = g.legal_actions()
    assert getattr(listed, "total") == 2 ** 63  # noqa: B009
    assert getattr(listed, "truncated") is True  # noqa: B009
    assert len(listed) == sys.maxsize
    assert isinstance(listed[len(listed) - 1], DeclareAttackers)
    RandomAgent(1).decide(g.view(0), g.pending)  # type: ignore[arg-type]
    everyone = DeclareAttackers(tuple((o, Seat(1)) for o in g.battlefield))
    assert everyone in listed
    g.apply(everyone)
    assert len(g.combat.attackers) == 63


def test_eight_attackers_against_twenty_blockers() -> None:
    """CR 509.1a: each of 20 untapped creatures may block one of 8 attackers or not: 9**20
    declarations, counted exactly but listed lazily without overflowing ``len()``."""
    g = game(PlayerSpec(battlefield=tuple(perm("Grizzly Bears", sick=False)
                                          for _ in range(8))),
             PlayerSpec(battlefield=tuple(perm("Grizzly Bears") for _ in range(20))),
             step="beginning_of_combat")
    attackers = [o for o in g.battlefield if g.objects[o].controller == 0]
    attack_with(g, *attackers)
    pass_until(g, "declare_blockers")
    listed = g.legal_actions()
    assert getattr(listed, "total") == 9 ** 20  # noqa: B009
    assert len(listed) == sys.maxsize
    blockers = [o for o in g.battlefield if g.objects[o].controller == 1]
    g.apply(DeclareBlockers(tuple((b, attackers[i % 8]) for i, b in enumerate(blockers))))
    assert len(g.combat.blocking) == 20


def test_shimian_specter_exiles_every_card_with_the_chosen_name() -> None:
    """CR 701.16a (reveal), 701.19 (search), 608.2c: the damaged player reveals their hand,
    the Specter's controller chooses a nonland card from it (before searching: it used to
    fail an assertion there), and the cards with that name are exiled: all of them from the
    graveyard (public, CR 701.19b), those found in hand and library; then a shuffle
    (CR 701.20)."""
    g = game(PlayerSpec(battlefield=(perm("Shimian Specter", sick=False),)),
             PlayerSpec(hand=("Lightning Bolt", "Lightning Bolt", "Forest", "Grizzly Bears"),
                        graveyard=("Lightning Bolt",),
                        library=("Lightning Bolt", "Forest", "Grizzly Bears")),
             step="beginning_of_combat", extra=[SHIMIAN])
    specter = next(o for o in g.battlefield if g.objects[o].name == "Shimian Specter")
    attack_with(g, specter)
    chose = searched = False
    for _ in range(60):
        d = g.pending
        assert d is not None
        if d.kind == "choose_objects" and d.player == 0 and not chose:
            bolt = next(o for o in d.options if g.objects[o].name == "Lightning Bolt")
            g.apply(Choose((bolt,)))
            chose = True
        elif d.kind == "choose_objects" and d.player == 0:
            # CR 701.19b: the hand and library are hidden zones: finding is a choice
            assert {g.objects[o].name for o in d.options} == {"Lightning Bolt"}
            g.apply(Choose(tuple(d.options)))
            searched = True
            break
        else:
            g.apply(g.legal_actions()[0])
    assert chose and searched
    pass_until(g, "priority")
    bob = g.players[1]
    names = [g.objects[o].name for o in (*bob.hand, *bob.graveyard, *bob.library)]
    assert "Lightning Bolt" not in names
    assert sum(g.objects[o].name == "Lightning Bolt" for o in g.exile) == 4
    assert bob.life == 18
