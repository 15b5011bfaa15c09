"""The automatic payer (issue 6; CR 601.2g-h, 602.2b): sources producing only what is
needed, colors the hand needs kept, no source whose {T} or sacrifice is part of the same
cost, Treasures last, a decision when the choice matters; explicit payment still works."""

from __future__ import annotations

from tests.mana._game import card, cast, game_at, ids, one, perm, pool_of, tap

from grimoire.rules.actions import ActivateAbility, CastSpell, Choose
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

GADGET = card("Gadget", "Artifact", "", "{1}")
ROCK = card("Pinging Rock", "Artifact", "{T}: Add {R}.\n{R}, {T}: This artifact deals 1 "
            "damage to any target.")
CANNON = card("Scrap Cannon", "Artifact", "{1}, Sacrifice an artifact: This artifact deals 1 "
              "damage to any target.")


def _tapped(game: object, name: str) -> bool:
    from grimoire.rules.game import Game
    assert isinstance(game, Game)
    return game.objects[one(game, name)].tapped


def test_prefers_sources_that_make_only_what_is_needed() -> None:
    """The payer taps the Forest for {G}, keeping Sylvan Caryatid's any color."""
    game = game_at(PlayerSpec(hand=("Llanowar Elves",),
                              battlefield=(perm("Sylvan Caryatid"), perm("Forest"))), offer=False)
    cast(game, "Llanowar Elves")
    assert _tapped(game, "Forest") and not _tapped(game, "Sylvan Caryatid")


def test_keeps_the_colors_the_hand_needs() -> None:
    """For {1} with a Forest and a Mountain and Lightning Bolt in hand, the Forest pays."""
    game = game_at(PlayerSpec(hand=("Gadget", "Lightning Bolt"),
                              battlefield=(perm("Forest"), perm("Mountain"))),
                   extra=(GADGET,), offer=False)
    cast(game, "Gadget")
    assert _tapped(game, "Forest") and not _tapped(game, "Mountain")


def test_asks_when_the_choice_matters() -> None:
    """With Lightning Bolt and Giant Growth in hand, tapping the Forest or the Mountain for
    {1} matters: a choose_payment decision, nothing paid or moved until it is answered;
    with nothing in hand needing either color there is no question."""
    game = game_at(PlayerSpec(hand=("Gadget", "Lightning Bolt", "Giant Growth"),
                              battlefield=(perm("Forest"), perm("Mountain"))),
                   extra=(GADGET,), offer=False)
    gadget = one(game, "Gadget", "hand")
    game.apply(CastSpell(gadget))
    decision = game.pending
    assert decision is not None and decision.kind == "choose_payment"
    mountain, forest = one(game, "Mountain"), one(game, "Forest")
    assert set(decision.options) == {(mountain,), (forest,)}
    assert gadget in game.players[0].hand and not game.stack
    assert set(game.legal_actions()) == {Choose((mountain,)), Choose((forest,))}
    game.apply(Choose((mountain,)))
    assert _tapped(game, "Mountain") and not _tapped(game, "Forest") and game.stack
    quiet = game_at(PlayerSpec(hand=("Gadget",), battlefield=(perm("Forest"), perm("Mountain"))),
                    extra=(GADGET,), offer=False)
    cast(quiet, "Gadget")
    assert quiet.stack and quiet.pending is not None and quiet.pending.kind == "priority"


def test_never_taps_the_source_whose_tap_is_in_the_cost() -> None:
    """ruling:tap-symbol — the Rock's {R}, {T} ability can't be paid by the Rock's own
    mana ({T} is part of the cost); a Mountain pays it."""
    game = game_at(PlayerSpec(battlefield=(perm("Pinging Rock"),)), extra=(ROCK,), offer=False)
    assert not [a for a in game.legal_actions() if isinstance(a, ActivateAbility)]
    game = game_at(PlayerSpec(battlefield=(perm("Pinging Rock"), perm("Mountain"))),
                   extra=(ROCK,), offer=False)
    game.apply(ActivateAbility(one(game, "Pinging Rock"), 1, ((Seat(1),),)))
    assert _tapped(game, "Mountain") and _tapped(game, "Pinging Rock")


def test_never_sacrifices_for_mana_what_the_cost_sacrifices() -> None:
    """A Treasure sacrificed for Scrap Cannon's cost can't also be sacrificed for its {1};
    sacrificing the Cannon itself and paying with the Treasure is legal."""
    game = game_at(PlayerSpec(battlefield=(perm("Scrap Cannon"), perm("Treasure", token=True))),
                   extra=(CANNON,), offer=False)
    cannon, treasure = one(game, "Scrap Cannon"), one(game, "Treasure")
    options = [a for a in game.legal_actions() if isinstance(a, ActivateAbility)]
    assert {a.costs for a in options} == {(cannon,)}
    assert ActivateAbility(cannon, 0, ((Seat(1),),), costs=(treasure,)) not in options
    game.apply(options[0])
    assert treasure not in game.battlefield and cannon not in game.battlefield


def test_treasures_last() -> None:
    """Sacrifice-for-mana sources (Treasure) pay only when nothing else can."""
    game = game_at(PlayerSpec(hand=("Llanowar Elves",), battlefield=(
        perm("Treasure", token=True), perm("Forest"))), offer=False)
    cast(game, "Llanowar Elves")
    assert ids(game, "Treasure") and _tapped(game, "Forest")
    game = game_at(PlayerSpec(hand=("Lightning Bolt",), battlefield=(
        perm("Treasure", token=True), perm("Forest"))), offer=False)
    game.apply(CastSpell(one(game, "Lightning Bolt", "hand"), ((Seat(1),),)))
    assert not ids(game, "Treasure") and not _tapped(game, "Forest")


def test_explicit_payment_stays_available() -> None:
    """CR 605.3a, 601.2g: the player may activate chosen mana abilities first; the pool
    then pays and the payer asks nothing."""
    game = game_at(PlayerSpec(hand=("Gadget", "Lightning Bolt", "Giant Growth"),
                              battlefield=(perm("Forest"), perm("Mountain"))), extra=(GADGET,))
    assert ActivateAbility(one(game, "Mountain"), 0) in game.legal_actions()
    tap(game, one(game, "Mountain"))
    assert pool_of(game) == "R"
    cast(game, "Gadget")
    assert game.stack and pool_of(game) == "" and not _tapped(game, "Forest")


def test_payment_answers_replay() -> None:
    """DESIGN principle 5: the choose_payment answers are actions in the log, so a saved
    game replays the same payment."""
    game = game_at(PlayerSpec(hand=("Gadget", "Lightning Bolt", "Giant Growth"),
                              battlefield=(perm("Forest"), perm("Mountain"))),
                   extra=(GADGET,), offer=False)
    cast(game, "Gadget")
    game.apply(Choose((one(game, "Mountain"),)))
    loaded = Game.load(game.save(), game.pool)
    assert _tapped(loaded, "Mountain") and not _tapped(loaded, "Forest")
    assert [loaded.objects[o].name for o in loaded.stack] == ["Gadget"]


def test_payer_plans_with_the_mana_replacements_produce() -> None:
    """ruling:mana-tapped-for-mana-replacement, CR 106.12b: under Contamination lands make
    {B}, so the payer can cast Typhoid Rats ({B}) with Plains, and can't cast Grizzly Bears
    ({1}{G}) with Forests (found by the whole-pool property test: the payer once planned
    with the printed output and failed mid-payment)."""
    rats = game_at(PlayerSpec(hand=("Typhoid Rats",),
                              battlefield=(perm("Contamination"), perm("Plains"))), offer=False)
    cast(rats, "Typhoid Rats")
    assert ids(rats, "Typhoid Rats", "stack")
    bears = game_at(PlayerSpec(hand=("Grizzly Bears",),
                               battlefield=(perm("Contamination"), perm("Forest"),
                                            perm("Forest"))), offer=False)
    assert not [a for a in bears.legal_actions() if isinstance(a, CastSpell)]
