"""Mana counted by devotion to a chosen color (CR 700.5, 106.4): Nykthos, Shrine to Nyx's
"{2}, {T}: Choose a color. Add an amount of mana of that color equal to your devotion to that
color." and Nyx Lotus. The rulings: it is a mana ability (no stack, CR 605.3b); numeric
symbols and symbols in text boxes don't count; hybrid and Phyrexian symbols count for their
colors; the devotion is counted as the ability resolves."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import ActivateAbility, Choose
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

NYKTHOS = record("Nykthos, Shrine to Nyx", "", "Legendary Land",
                 "{T}: Add {C}.\n{2}, {T}: Choose a color. Add an amount of mana of that color "
                 "equal to your devotion to that color. (Your devotion to a color is the number "
                 "of mana symbols of that color in the mana costs of permanents you control.)")
LOTUS = record("Nyx Lotus", "{4}", "Legendary Artifact",
               "This artifact enters tapped.\n{T}: Choose a color. Add an amount of mana of that "
               "color equal to your devotion to that color. (Your devotion to a color is the "
               "number of mana symbols of that color in the mana costs of permanents you "
               "control.)")
ANGEL = record("Serra Angel", "{3}{W}{W}", "Creature — Angel", "Flying, vigilance", "4", "4")
RECKONER = record("Boros Reckoner", "{R/W}{R/W}{R/W}", "Creature — Minotaur Wizard", "", "3",
                  "3")
LEGIONNAIRE = record("Porcelain Legionnaire", "{2}{W/P}", "Artifact Creature — Phyrexian "
                     "Soldier", "First strike", "3", "1")
SIGIL = record("Mana Sigil", "{G}", "Enchantment", "{T}: Add {W}{W}{W}.")
RECORDS = (NYKTHOS, LOTUS, ANGEL, RECKONER, LEGIONNAIRE, SIGIL)
PLAINS = (PermanentSpec("Plains"), PermanentSpec("Plains"))


def test_the_records_compile() -> None:
    """The two sentences become one mana step, and the ability stays a mana ability."""
    compiled(*RECORDS)
    for rec, index in ((NYKTHOS, 1), (LOTUS, 0)):
        ability = compile_source(rec).abilities[index + (rec is LOTUS)]
        assert isinstance(ability, ir.ActivatedAbility) and ability.is_mana_ability
        assert ability.effect == ir.AddManaDevotion()


def _game(mine: tuple[str, ...], theirs: tuple[str, ...] = ()) -> Game:
    specs = tuple(PermanentSpec(n, tapped=n == "Mana Sigil") for n in mine)
    return table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Nykthos, Shrine to Nyx"),
                                                  *PLAINS, *specs)),
                 PlayerSpec(battlefield=tuple(PermanentSpec(n) for n in theirs)))


def _activate(game: Game, name: str, index: int) -> tuple[str, ...]:
    """Activate ability ``index`` of ``name`` (paying {2} from the Plains): the mana choices
    offered."""
    game.offer_mana_abilities = True
    game.apply(next(a for a in game.legal_actions() if isinstance(a, ActivateAbility)
                    and a.source == one(game, name) and a.index == index))
    offered: tuple[str, ...] = ()
    while game.pending is not None and game.pending.kind != "priority":
        if game.pending.kind == "choose_color":
            offered = tuple(str(o) for o in game.pending.options)
            return offered
        game.apply(game.legal_actions()[0])
    return offered


def _pool(game: Game, seat: int = 0) -> dict[str, int]:
    return {m: n for m, n in zip("WUBRGC", game.players[seat].pool, strict=False) if n}


def test_the_chosen_color_counts_hybrid_and_phyrexian_symbols() -> None:
    """CR 700.5 and the rulings: {W}{W} of Serra Angel, each {R/W} of Boros Reckoner (for white
    and for red) and {W/P} count; the generic {3} and {2} and the {W}{W}{W} in Mana Sigil's
    text box don't; Mana Sigil's {G} counts for green (it is tapped: the {2} is paid by the
    Plains). Choosing white adds six {W}."""
    game = _game(("Serra Angel", "Boros Reckoner", "Porcelain Legionnaire", "Mana Sigil"))
    offered = _activate(game, "Nykthos, Shrine to Nyx", 1)
    assert sorted(offered) == sorted(["W" * 6, "RRR", "G"])
    game.apply(Choose("W" * 6))
    assert _pool(game) == {"W": 6}
    assert not game.stack  # a mana ability: it didn't use the stack (CR 605.3b)


def test_red_devotion_is_counted_apart() -> None:
    """Choosing red adds only red: the three hybrid symbols (CR 700.5)."""
    game = _game(("Serra Angel", "Boros Reckoner"))
    game.apply(Choose(next(o for o in _activate(game, "Nykthos, Shrine to Nyx", 1)
                           if o.startswith("R"))))
    assert _pool(game) == {"R": 3}


def test_no_devotion_adds_no_mana() -> None:
    """With no colored symbol among your permanents' costs the ability adds nothing (the
    Plains and Nykthos have no mana cost); it is still activated: Nykthos is tapped."""
    game = _game((), theirs=("Serra Angel",))  # an opponent's permanents don't count
    assert _activate(game, "Nykthos, Shrine to Nyx", 1) == ()
    assert _pool(game) == {}
    assert game.objects[one(game, "Nykthos, Shrine to Nyx")].tapped


def test_only_one_color_is_offered_without_asking() -> None:
    """Devotion to one color only: that color's mana is added without a question."""
    game = _game(("Serra Angel",))
    assert _activate(game, "Nykthos, Shrine to Nyx", 1) == ()
    assert _pool(game) == {"W": 2}


def test_nyx_lotus_counts_its_controller_devotion_in_a_four_player_game() -> None:
    """Nyx Lotus ({4}: no devotion itself) in a four-player game: only its controller's
    permanents count, not the three opponents' white permanents."""
    game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Nyx Lotus"),
                                                  PermanentSpec("Boros Reckoner"))),
                 *(PlayerSpec(battlefield=(PermanentSpec("Serra Angel"),)) for _ in range(3)))
    game.apply(Choose(next(o for o in _activate(game, "Nyx Lotus", 1) if o.startswith("W"))))
    assert _pool(game) == {"W": 3}
