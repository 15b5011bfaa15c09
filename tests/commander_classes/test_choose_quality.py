""""Choose a creature type." as an instruction (CR 608.2d: chosen as the spell resolves) and
"of the chosen type" / "of that type" / "that aren't of the chosen type" after it (CR
607.2d, 205.3m); the affected set of "creatures you control of the chosen type get +1/+0
until end of turn" is locked in as it resolves (CR 611.2c)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import query
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

DOMINANCE = record("Kindred Dominance", "{5}{B}{B}", "Sorcery",
                   "Choose a creature type. Destroy all creatures that aren't of the chosen "
                   "type.")
MELODY = record("Distant Melody", "{3}{U}", "Sorcery",
                "Choose a creature type. Draw a card for each permanent you control of that "
                "type.")
FEAR = record("And They Shall Know No Fear", "{1}{W}", "Instant",
              "Choose a creature type. Creatures you control of the chosen type get +1/+0 and "
              "gain indestructible until end of turn.")
# the real creature types (the test pool's vanilla creatures have none)
TYPED = (record("Grizzly Bears", "{1}{G}", "Creature — Bear", "", "2", "2"),
         record("Hill Giant", "{3}{R}", "Creature — Giant", "", "3", "3"),
         record("Serra Angel", "{3}{W}{W}", "Creature — Angel", "Flying, vigilance", "4", "4"))
RECORDS = (DOMINANCE, MELODY, FEAR, *TYPED)
BEARS, GIANT, ANGEL = (PermanentSpec("Grizzly Bears"), PermanentSpec("Hill Giant"),
                       PermanentSpec("Serra Angel"))


def test_the_records_compile() -> None:
    """Each starts with the choice; "of that type" reads it like "of the chosen type"."""
    compiled(*RECORDS)
    effect = compile_source(MELODY).spell.effect  # type: ignore[union-attr]
    assert isinstance(effect, ir.Sequence)
    assert effect.steps[0] == ir.ChooseQuality("creature_type")
    assert "chosen_quality='type'" in repr(effect.steps[1])


def _cast(game: Game, name: str, chosen: str) -> list[str]:
    """Cast ``name`` and choose ``chosen``; the kinds of the choices asked."""
    game.apply(CastSpell(one(game, name, "hand")))
    asked = []
    while game.stack or (game.pending is not None and game.pending.kind != "priority"):
        assert game.pending is not None
        if game.pending.kind == "choose_creature_type":
            asked.append((game.pending.player, game.pending.rule))
            assert chosen in game.pending.options
            game.apply(Choose(chosen))
        else:
            game.apply(PassPriority() if game.pending.kind == "priority"
                       else game.legal_actions()[0])
    return [f"{p}:{r}" for p, r in asked]


def _swamps(n: int, name: str = "Swamp") -> tuple[PermanentSpec, ...]:
    return tuple(PermanentSpec(name) for _ in range(n))


def test_kindred_dominance_spares_every_players_creatures_of_the_type() -> None:
    """Alice chooses Bear: every player's Bears survive, the Giants and the Angel are
    destroyed (the spell's own controller's included)."""
    game = table(RECORDS, PlayerSpec(hand=("Kindred Dominance",),
                                     battlefield=(*_swamps(7), BEARS, GIANT)),
                 PlayerSpec(battlefield=(BEARS, ANGEL)), PlayerSpec(battlefield=(GIANT,)),
                 PlayerSpec(battlefield=(BEARS,)))
    assert _cast(game, "Kindred Dominance", "Bear") == ["0:CR 608.2d"]
    assert len(ids(game, "Grizzly Bears")) == 3
    assert not ids(game, "Hill Giant") and not ids(game, "Serra Angel")


def test_distant_melody_counts_only_the_chosen_type() -> None:
    """Alice controls two Bears and a Giant: choosing Bear draws two, Giant one, and a type
    she has none of draws nothing."""
    for chosen, drawn in (("Bear", 2), ("Giant", 1), ("Sliver", 0)):
        game = table(RECORDS, PlayerSpec(hand=("Distant Melody",),
                                         battlefield=(*_swamps(4, "Island"), BEARS, BEARS, GIANT)),
                     PlayerSpec(battlefield=(BEARS,)))
        _cast(game, "Distant Melody", chosen)
        assert len(game.players[0].hand) == drawn


def test_and_they_shall_know_no_fear_lasts_after_the_spell_is_gone() -> None:
    """Bears chosen: Alice's Bears get +1/+0 and indestructible until end of turn, after the
    spell has left the stack (CR 611.2c); her Giant and Bob's Bears don't."""
    game = table(RECORDS, PlayerSpec(hand=("And They Shall Know No Fear",),
                                     battlefield=(*_swamps(2, "Plains"), BEARS, GIANT)),
                 PlayerSpec(battlefield=(BEARS,)))
    _cast(game, "And They Shall Know No Fear", "Bear")
    mine = next(o for o in ids(game, "Grizzly Bears") if game.objects[o].controller == 0)
    theirs = next(o for o in ids(game, "Grizzly Bears") if game.objects[o].controller == 1)
    bear = game.objects[mine]
    assert query.power(game, bear) == 3 and query.has_keyword(game, bear, "indestructible")
    assert query.power(game, game.objects[theirs]) == 2
    giant = game.objects[one(game, "Hill Giant")]
    assert query.power(game, giant) == 3 and not query.has_keyword(game, giant, "indestructible")
