"""Tapping for mana (CR 106.12), its triggers (CR 106.12a, 605.1b, 605.4a) and its
replacement effects (CR 106.12b): Heartbeat of Spring, Mirari's Wake, Utopia Sprawl,
Overgrowth, Leyline of Abundance, Mana Reflection, Contamination."""

from __future__ import annotations

from tests.mana._game import card, cast, game_at, ids, kind, one, perm, pool_of, produced, tap

from grimoire.rules.actions import ActivateAbility, CastSpell, Choose, PassPriority
from grimoire.rules.position import PlayerSpec

BATTERY = card("Battery Rock", "Artifact", "{1}: Add {C}.")
STUDY = card("Quick Study", "Sorcery", "Draw a card.", "{1}{U}")


def test_tap_for_mana_means_a_tap_ability() -> None:
    """ruling:mana-tap-for-mana — CR 106.12: only a mana ability with {T} in its cost taps
    a permanent for mana; Heartbeat of Spring doesn't see a {1}: Add {C} ability."""
    game = game_at(PlayerSpec(battlefield=(perm("Forest"), perm("Heartbeat of Spring"))))
    tap(game, one(game, "Forest"))
    assert pool_of(game) == "GG" and [e.tapped_for_mana for e in produced(game)] == [True, False]
    game = game_at(PlayerSpec(battlefield=(perm("Battery Rock"), perm("Forest"),
                                           perm("Mana Reflection"))), extra=(BATTERY,))
    game.apply(ActivateAbility(one(game, "Battery Rock"), 0))
    # the Forest paid {1} (tapped for mana: doubled to GG), then {C} is not doubled
    assert pool_of(game) == "GC"


def test_trigger_resolves_at_once_without_the_stack() -> None:
    """ruling:mana-tapped-for-mana-trigger — CR 605.1b, 605.4a: Mirari's Wake's trigger is
    a mana ability; it resolves right after the land's ability, never on the stack."""
    game = game_at(PlayerSpec(battlefield=(perm("Plains"), perm("Mirari's Wake"))))
    tap(game, one(game, "Plains"))
    assert pool_of(game) == "WW" and not game.stack
    assert game.pending is not None and kind(game) == "priority"


def test_trigger_choice_is_the_players_at_priority() -> None:
    """ruling:mana-tapped-for-mana-trigger — Heartbeat of Spring after a land made {G}{U}:
    "one mana of any type that land produced" is its controller's choice (CR 605.4a,
    no silent default), asked after the land's own mana is added."""
    game = game_at(PlayerSpec(battlefield=(perm("Growth Chamber"), perm("Heartbeat of Spring"))))
    tap(game, one(game, "Growth Chamber"))
    assert game.pending is not None and game.pending.kind == "choose_color"
    assert set(game.pending.options) == {"G", "U"} and pool_of(game) == "UG"
    assert not [a for a in game.legal_actions() if isinstance(a, ActivateAbility)]
    game.apply(Choose("U"))
    assert pool_of(game) == "UUG" and kind(game) == "priority"


def test_trigger_choice_during_automatic_payment() -> None:
    """ruling:mana-tapped-for-mana-trigger — when the payer taps the land, the trigger's
    choice is still the player's: a choose_payment decision before anything is paid."""
    game = game_at(PlayerSpec(hand=("Quick Study",),
                              battlefield=(perm("Growth Chamber"), perm("Heartbeat of Spring"))),
                   offer=False, extra=(STUDY,))
    cast(game, "Quick Study")
    assert game.pending is not None and game.pending.kind == "choose_payment"
    assert set(game.pending.options) == {"G", "U"}
    assert not game.stack and not game.objects[one(game, "Growth Chamber")].tapped
    game.apply(Choose("G"))
    assert [game.objects[o].name for o in game.stack] == ["Quick Study"]
    assert pool_of(game) == "G"  # {G}{U} + the chosen {G}: {1}{U} paid, {G} left


def test_aura_and_leyline_triggers() -> None:
    """ruling:mana-tapped-for-mana-trigger — Overgrowth (enchanted land: {G}{G} more),
    Utopia Sprawl (the color chosen as it entered), Leyline of Abundance (creatures)."""
    game = game_at(PlayerSpec(battlefield=(perm("Forest"), perm("Overgrowth", attached_to=(0, 0)),
                                           perm("Llanowar Elves"), perm("Leyline of Abundance"))))
    tap(game, one(game, "Forest"))
    assert pool_of(game) == "GGG"
    tap(game, one(game, "Llanowar Elves"))
    assert pool_of(game) == "GGGGG" and not game.stack


def test_utopia_sprawl_color_is_chosen_as_it_enters() -> None:
    """ruling:mana-tapped-for-mana-trigger — CR 614.12: Utopia Sprawl's color is chosen by
    its controller as it enters; the Forest then adds that color too."""
    game = game_at(PlayerSpec(hand=("Utopia Sprawl",), battlefield=(perm("Forest"),
                                                                    perm("Forest"))))
    host, other = sorted(ids(game, "Forest"))
    tap(game, other)  # {G} in the pool pays for the Aura: the host stays untapped
    # CR 303.4a: the Aura spell targets a Forest; it enters attached to it (CR 608.3)
    game.apply(CastSpell(one(game, "Utopia Sprawl", "hand"), targets=((host,),)))
    game.apply(PassPriority())
    game.apply(PassPriority())
    assert game.pending is not None and game.pending.kind == "choose_color"
    assert game.pending.player == 0 and len(game.pending.options) == 5
    game.apply(Choose("R"))
    sprawl = one(game, "Utopia Sprawl")
    assert game.objects[sprawl].chosen == "R"
    assert game.objects[sprawl].attached_to == host and not game.objects[host].tapped
    tap(game, host)
    assert pool_of(game) == "RG"


def test_replacements_modify_the_production() -> None:
    """ruling:mana-tapped-for-mana-replacement — CR 106.12b: Mana Reflection doubles and
    Contamination makes {B} "instead of any other type and amount"; both apply while the
    ability resolves, so triggers see the replaced mana."""
    game = game_at(PlayerSpec(battlefield=(perm("Forest"), perm("Mana Reflection"))))
    tap(game, one(game, "Forest"))
    assert pool_of(game) == "GG"
    game = game_at(PlayerSpec(battlefield=(perm("Growth Chamber"), perm("Contamination"))))
    tap(game, one(game, "Growth Chamber"))
    assert pool_of(game) == "B"
    # CR 616.1: the two replacements give different mana in different orders, so the
    # player who taps the Forest chooses which applies first.
    game = game_at(PlayerSpec(battlefield=(perm("Forest"), perm("Contamination"),
                                           perm("Mana Reflection"), perm("Heartbeat of Spring"))))
    tap(game, one(game, "Forest"))
    ask = game.pending
    assert ask is not None and ask.kind == "order_replacements" and ask.player == 0
    contamination = one(game, "Contamination")
    game.apply(Choose(next(k for k in ask.options if k[0] == contamination)))
    assert pool_of(game) == "BBB"  # {B}, doubled; Heartbeat adds a type the land produced
    assert [e.mana for e in produced(game)] == [("B", "B"), ("B",)]
    game = game_at(PlayerSpec(battlefield=(perm("Forest"), perm("Contamination"),
                                           perm("Mana Reflection"), perm("Heartbeat of Spring"))))
    tap(game, one(game, "Forest"))
    ask = game.pending
    assert ask is not None
    reflection = one(game, "Mana Reflection")
    game.apply(Choose(next(k for k in ask.options if k[0] == reflection)))
    assert pool_of(game) == "BB"  # {G}{G} becomes {B}; Heartbeat adds one more {B}
