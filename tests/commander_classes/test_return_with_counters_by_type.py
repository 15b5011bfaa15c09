""""Each of them enters with an additional +1/+1 counter on it if it's a creature and an
additional loyalty counter on it if it's a planeswalker." (Semester's End), "If it enters as
a creature, it enters with an additional +1/+1 counter on it." (Teferi's Time Twist), "If a
creature enters this way, it enters with an additional +1/+1 counter on it."
(Recommission): CR 614.1c, the permanent enters with the counters; which ones by the type it
enters as (CR 614.12); a planeswalker's additional loyalty counter adds to the loyalty it
enters with (CR 306.5b). A token exiled ceases to exist and doesn't return (CR 111.7)."""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, record, settle, table
from tests.rules.helpers import ids, one

from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

SEMESTER = record("Semester's End", "{3}{W}", "Instant",
                  "Exile any number of target creatures and/or planeswalkers you control. At "
                  "the beginning of the next end step, return each of them to the battlefield "
                  "under its owner's control. Each of them enters with an additional +1/+1 "
                  "counter on it if it's a creature and an additional loyalty counter on it if "
                  "it's a planeswalker.")
TWIST = record("Teferi's Time Twist", "{1}{U}", "Instant",
               "Exile target permanent you control. Return that card to the battlefield under "
               "its owner's control at the beginning of the next end step. If it enters as a "
               "creature, it enters with an additional +1/+1 counter on it.")
RECOMMISSION = record("Recommission", "{1}{W}", "Sorcery",
                      "Return target artifact or creature card with mana value 3 or less from "
                      "your graveyard to the battlefield. If a creature enters this way, it "
                      "enters with an additional +1/+1 counter on it.")
WALKER = {**record("Test Walker", "{2}{W}", "Legendary Planeswalker — Testa",
                   "+1: You gain 1 life."), "loyalty": "3"}
ROCK = record("Test Rock", "{1}", "Artifact", "{T}: You gain 1 life.")
RECORDS = (SEMESTER, TWIST, RECOMMISSION, WALKER, ROCK)
P = PermanentSpec
LANDS = (P("Plains"), P("Plains"), P("Plains"), P("Island"), P("Island"))


def test_the_records_compile() -> None:
    """The three cards compile whole."""
    compiled(SEMESTER, TWIST, RECOMMISSION)


def _cast(name: str, targets: tuple[str, ...], *mine: PermanentSpec,
          graveyard: tuple[str, ...] = ()) -> Game:
    game = table(RECORDS, PlayerSpec(hand=(name,), battlefield=(*LANDS, *mine),
                                     graveyard=graveyard), PlayerSpec(), PlayerSpec())
    zone = "graveyard" if graveyard else "battlefield"
    wanted = tuple(sorted(o for n in targets for o in ids(game, n, zone)))
    game.apply(next(a for a in game.legal_actions() if isinstance(a, CastSpell)
                    and a.card == one(game, name, "hand")
                    and tuple(sorted(t for group in a.targets for t in group)) == wanted))
    settle(game)
    return game


def _counters(game: Game, name: str) -> dict[str, int]:
    return {k: v for k, v in (game.objects[one(game, name)].counters or {}).items() if v}


def test_semester_creature_and_planeswalker_return_with_their_counter() -> None:
    """Bears, the walker (loyalty 3) and a token Bears exiled; at the next end step the
    Bears return with a +1/+1 counter, the walker with loyalty 3 + 1, the token is gone."""
    game = _cast("Semester's End", ("Grizzly Bears", "Test Walker", "Raging Goblin"),
                 P("Grizzly Bears"), P("Test Walker"), P("Raging Goblin", token=True))
    assert ids(game, "Grizzly Bears") == [] and ids(game, "Test Walker") == []
    advance(game, lambda g: g.step == "end" and not g.stack and g.pending is not None
            and g.pending.kind == "priority")
    assert _counters(game, "Grizzly Bears") == {"+1/+1": 1}
    assert _counters(game, "Test Walker") == {"loyalty": 4}
    assert ids(game, "Raging Goblin") == []


def test_semester_no_target_nothing_returns() -> None:
    """"Any number" includes none: nothing is exiled, nothing returns."""
    game = _cast("Semester's End", (), P("Grizzly Bears"))
    advance(game, lambda g: g.step == "end" and not g.stack)
    assert _counters(game, "Grizzly Bears") == {}


def test_time_twist_noncreature_gets_no_counter() -> None:
    """An artifact returns as a noncreature: no +1/+1 counter (CR 614.12); a creature gets
    one."""
    game = _cast("Teferi's Time Twist", ("Test Rock",), P("Test Rock"))
    advance(game, lambda g: g.step == "end" and not g.stack and bool(ids(g, "Test Rock")))
    assert _counters(game, "Test Rock") == {}
    game = _cast("Teferi's Time Twist", ("Grizzly Bears",), P("Grizzly Bears"))
    advance(game, lambda g: g.step == "end" and not g.stack and bool(ids(g, "Grizzly Bears")))
    assert _counters(game, "Grizzly Bears") == {"+1/+1": 1}


def test_recommission_creature_card_enters_with_a_counter() -> None:
    """Recommission returns Bears from the graveyard with a +1/+1 counter; the artifact
    card with none."""
    game = _cast("Recommission", ("Grizzly Bears",), graveyard=("Grizzly Bears",))
    assert _counters(game, "Grizzly Bears") == {"+1/+1": 1}
    game = _cast("Recommission", ("Test Rock",), graveyard=("Test Rock",))
    assert _counters(game, "Test Rock") == {}
