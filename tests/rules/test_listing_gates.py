"""The priority listing skips work whose answer is known (issue 15), and answers as the
full work does: a target filter only attacking or blocking creatures can match is tested
against the creatures in combat only (CR 506.4); an ability whose {T} can't be paid is
refused before its mana is counted (CR 302.6, 602.2b); a mana source is not asked about
effects no card of the game has."""

from __future__ import annotations

from dataclasses import replace

import pytest
from tests.ir_completeness._game import card, game_at, ids, perm

from grimoire.mechanics import loyalty
from grimoire.oracle import ir
from grimoire.oracle.ir.base import iter_nodes
from grimoire.rules import casting, cost_changes, costs, hooks, manapay, targets
from grimoire.rules.actions import ActivateAbility, CastSpell, PassPriority
from grimoire.rules.activation_limits import FORBIDDING_WORDS
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec
from grimoire.rules.replacement import mana_words

DECOY = card("Test Decoy", "Creature — Human Soldier", "{W}, {T}: Tap target creature.",
             "1", "2")


TEXTS = ("{T}: This creature deals 1 damage to target attacking or blocking creature.",
         "{T}: Target attacking creature gets +1/+1 until end of turn.",
         "{T}: Destroy target blocking creature.",
         "{T}: Destroy target attacking creature you don't control.")


def _combat_filters() -> list[ir.ObjectFilter]:
    """The target filters of abilities that name combat, compiled as pool cards are, and
    one of each combat field with more qualities."""
    found = [n for i, text in enumerate(TEXTS)
             for n in iter_nodes(card(f"Test Combat {i}", "Creature — Soldier", text, "1", "1"))
             if isinstance(n, ir.ObjectFilter)]
    creature = ir.ObjectFilter(types_any=("creature",))
    own = [replace(creature, controller=who, **{name: True}) for name in (
        "attacking_or_blocking", "attacking", "blocking", "unblocked", "attacking_you",
        "attacking_you_or_yours") for who in ("any", "opponent")]
    return [*found, *own]


@pytest.mark.interpreted_only  # compares with a replaced module function (targets compiled)
@pytest.mark.parametrize("in_combat", [True, False])
def test_combat_filters_list_what_every_object_tested_would(
        monkeypatch: pytest.MonkeyPatch, in_combat: bool) -> None:
    """Each combat filter as a target of either player's ability, with attackers and a
    blocker declared and with none: the prefiltered listing equals the listing that tests
    every permanent."""
    game = game_at(PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Hill Giant"),
                                           perm("Forest"))),
                   PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Mountain"))),
                   step="declare_blockers")
    bears, giant = ids(game, "Grizzly Bears")[0], ids(game, "Hill Giant")[0]
    blocker = ids(game, "Grizzly Bears")[1]
    if in_combat:
        game.combat.attackers[bears] = Seat(1)
        game.combat.attackers[giant] = Seat(1)
        game.combat.blocked_by[bears] = [blocker]
        game.combat.blocking[blocker] = bears
    filters = _combat_filters()
    assert all(targets._combat_only(f) for f in filters) and len(filters) > 12
    cases = [(ir.TargetSpec("object", filter=f), viewer) for f in filters for viewer in (0, 1)]
    fast = [targets.options(game, spec, viewer, None) for spec, viewer in cases]
    monkeypatch.setattr(targets, "_combat_only", lambda flt: False)
    full = [targets.options(game, spec, viewer, None) for spec, viewer in cases]
    assert fast == full
    assert any(fast) == in_combat


def test_not_attacking_is_not_a_combat_filter() -> None:
    """ "Target nonattacking creature" matches creatures outside combat: no prefilter."""
    assert not targets._combat_only(ir.ObjectFilter(types_any=("creature",), attacking=False))
    assert not targets._combat_only(ir.ObjectFilter(types_any=("creature",), blocking=False))


def test_a_tapped_source_is_refused_before_its_mana_is_counted() -> None:
    """ "{W}, {T}: Tap target creature." on a tapped creature lists nothing, and the
    player's mana sources were not listed for it; untapped, it lists one activation per
    target, after counting the mana."""
    game = game_at(PlayerSpec(battlefield=(perm("Test Decoy", tapped=True), perm("Plains"))),
                   PlayerSpec(battlefield=(perm("Grizzly Bears"),)), extra=(DECOY,))
    decoy = game.objects[ids(game, "Test Decoy")[0]]
    index, ability = decoy.info.nonmana_activated[0]
    game.cand_cache.clear()
    assert casting.ability_options(game, 0, decoy, index, ability) == []
    assert not costs.self_taps_ok(game, 0, ability.cost.parts, decoy.id)
    assert not game.cand_cache  # no sources listed, no payment searched
    decoy.tapped = False
    assert costs.self_taps_ok(game, 0, ability.cost.parts, decoy.id)
    found = casting.ability_options(game, 0, decoy, index, ability)
    assert sorted(a.targets[0][0] for a in found) == sorted(
        [decoy.id, *ids(game, "Grizzly Bears")])
    assert game.cand_cache  # the sources were listed to pay {W}


def test_a_new_creatures_tap_ability_is_refused_and_untap_symbol_needs_it_tapped() -> None:
    """CR 302.6: a creature that came under its controller's control this turn can't pay
    {T}; CR 107.6: {Q} needs the permanent tapped."""
    game = game_at(PlayerSpec(battlefield=(perm("Test Decoy", sick=True), perm("Plains"))),
                   extra=(DECOY,))
    decoy = game.objects[ids(game, "Test Decoy")[0]]
    index, ability = decoy.info.nonmana_activated[0]
    assert casting.ability_options(game, 0, decoy, index, ability) == []
    untap = (ir.UntapCost(),)
    decoy.tapped = True
    assert not costs.self_taps_ok(game, 0, untap, decoy.id)  # still new (CR 302.6)
    decoy.sick = False
    assert costs.self_taps_ok(game, 0, untap, decoy.id)
    decoy.tapped = False
    assert not costs.self_taps_ok(game, 0, untap, decoy.id)


ANTHEM = card("Test Anthem", "Enchantment", "Creatures you control get +1/+1.")
ELF = card("Test Elf", "Creature — Elf Druid", "{T}: Add {G}.", "1", "1")


@pytest.mark.interpreted_only  # counts calls through a replaced module function
def test_mana_sources_gated_by_the_games_cards_are_those_of_the_full_checks(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """With a static on the battlefield and no card that replaces mana, forbids
    activations or changes an ability's cost, the sources are listed without asking each
    source about them (CR 106.12b, 602.5, 602.2b); with the words of those effects in the
    game's vocabulary (so every check runs, finding no such effect), the same sources."""
    game = game_at(PlayerSpec(battlefield=(perm("Test Anthem"), perm("Test Elf"),
                                           perm("Forest"), perm("Plains"),
                                           perm("Forest", tapped=True))),
                   PlayerSpec(battlefield=(perm("Mountain"),)), extra=(ANTHEM, ELF))
    assert game.n_statics
    asked: list[int] = []
    changes = cost_changes.ability_changes
    monkeypatch.setattr(cost_changes, "ability_changes",
                        lambda g, o, a: asked.append(o.id) or changes(g, o, a))
    gated = [(c.oid, c.options) for c in manapay.candidates(game, 0)]
    assert len(gated) == 3 and not asked
    game.vocabulary = game.vocabulary | mana_words() | FORBIDDING_WORDS \
        | cost_changes.ABILITY_WORDS
    full = [(c.oid, c.options) for c in manapay.candidates(game, 0)]
    assert full == gated and len(asked) == 3


@pytest.mark.interpreted_only  # counts calls through a replaced module function
def test_a_listed_cast_is_paid_with_the_sources_its_listing_found(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Casting a spell the listing found: the payment question (CR 601.2g) reuses the
    listing's mana sources (nothing changed since), the payment lists them again once the
    spell is on the stack (CR 601.2a, 601.2h); the listing is forgotten before the cast."""
    game = game_at(PlayerSpec(hand=("Grizzly Bears",),
                              battlefield=(perm("Forest"), perm("Forest"), perm("Plains"))))
    listed: list[int] = []
    found = manapay.candidates
    monkeypatch.setattr(manapay, "candidates",
                        lambda g, p, e=frozenset(): listed.append(p) or found(g, p, e))
    casts = [a for a in game.legal_actions() if isinstance(a, CastSpell)]
    assert len(casts) == 1 and listed == [0]
    game.apply(casts[0], untouched=True)
    assert listed == [0, 0]  # the listing's, then the payment's (CR 601.2h)
    assert game.stack and sum(game.objects[o].tapped for o in game.battlefield) == 2


def test_a_listed_mana_ability_forgets_the_listing() -> None:
    """Activating a mana ability the listing found (CR 605.3a): the mana is in the pool,
    and the next listing counts the land as tapped (two Forests can't pay {2}{G} twice)."""
    game = game_at(PlayerSpec(hand=("Grizzly Bears",),
                              battlefield=(perm("Forest"), perm("Forest"))))
    game.offer_mana_abilities = True
    taps = [a for a in game.legal_actions() if isinstance(a, ActivateAbility)]
    assert taps and any(isinstance(a, CastSpell) for a in game.legal_actions())
    game.apply(taps[0], untouched=True)
    assert sum(game.players[0].pool) == 1
    actions = game.legal_actions()
    assert any(isinstance(a, CastSpell) for a in actions)  # the pool and one Forest
    assert len([a for a in actions if isinstance(a, ActivateAbility)]) == len(taps) - 1


WALKER = card("Test Walker", "Legendary Planeswalker — Test",
              "+1: You gain 1 life.\n−2: Draw a card.", mana_cost="{2}{W}")


def test_loyalty_checks_run_only_in_a_game_with_a_loyalty_ability() -> None:
    """CR 606.3: one loyalty ability per permanent per turn. The check is asked only in a
    game whose cards have a loyalty ability; there, the second activation is refused."""
    plain = game_at(PlayerSpec(battlefield=(perm("Test Decoy"),)), extra=(DECOY,))
    assert loyalty._problem not in hooks.ACTIVATION_PROBLEM.in_game(plain)
    assert loyalty.x_values not in hooks.ACTIVATION_X.in_game(plain)
    game = game_at(PlayerSpec(battlefield=(perm("Test Walker",
                                                counters=(("loyalty", 3),)),)),
                   extra=(WALKER,))
    assert loyalty._problem in hooks.ACTIVATION_PROBLEM.in_game(game)
    walker = game.objects[ids(game, "Test Walker")[0]]
    plus = [a for a in game.legal_actions() if isinstance(a, ActivateAbility)]
    assert len(plus) == 2
    game.apply(plus[0])
    game.apply(PassPriority())
    game.apply(PassPriority())  # it resolves
    assert walker.counter("loyalty") == 4
    assert not [a for a in game.legal_actions() if isinstance(a, ActivateAbility)]
