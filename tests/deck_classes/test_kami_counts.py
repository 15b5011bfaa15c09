"""Kami Reborn's classes: "target opponent discards a card for each <count>" (the count read
as the ability resolves, CR 608.2h; Ashen-Skin Zubera counts itself, it died this turn,
CR 700.4), and "search your library for any number of Spirit cards, put them into your
graveyard, then shuffle" (CR 701.19b: any number, none included; CR 701.20a)."""

from __future__ import annotations

from tests.deck_classes._cards import card
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

RECORDS = {r["name"]: r for r in (
    card("Ashen-Skin Zubera", "{1}{B}", "Creature — Zubera Spirit",
         "When this creature dies, target opponent discards a card for each Zubera that died "
         "this turn.", "1/2"),
    card("Honden of Night's Reach", "{3}{B}", "Legendary Enchantment — Shrine",
         "At the beginning of your upkeep, target opponent discards a card for each Shrine "
         "you control."),
    card("Test Shrine", "{1}", "Enchantment — Shrine", ""),
    card("Iname, Death Aspect", "{4}{B}{B}", "Legendary Creature — Spirit",
         "When Iname enters, you may search your library for any number of Spirit cards, put "
         "them into your graveyard, then shuffle.", "4/4"),
)}


def _defs() -> list[ir.CardDefinition]:
    out = [compile_source(r) for r in RECORDS.values()]
    for d in out:
        assert ir.is_fully_implemented(d) and not engine_gaps(d), d.name
    return out


def _game(me: PlayerSpec, them: PlayerSpec, step: str = "main1") -> Game:
    return game(me, them, extra=_defs(), step=step)


def _shock(g: Game, target: int) -> None:
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell)
                 and g.objects[a.card].name == "Shock" and a.targets == ((target,),)))
    resolve(g)


def test_compiled() -> None:
    _defs()


def test_zubera_counts_every_zubera_that_died_this_turn_itself_included() -> None:
    """The first Zubera dies: one Zubera died this turn, one discard; the second dies: two
    died, two more discards (three in all)."""
    them = PlayerSpec(hand=("Island",) * 5)
    me = PlayerSpec(hand=("Shock", "Shock"), battlefield=(
        perm("Ashen-Skin Zubera"), perm("Ashen-Skin Zubera"), *lands("Mountain", 2)))
    g = _game(me, them)
    first, second = [o for o in g.battlefield if g.objects[o].name == "Ashen-Skin Zubera"]
    _shock(g, first)
    assert len(g.players[1].hand) == 4
    _shock(g, second)
    assert len(g.players[1].hand) == 2


def test_honden_discards_one_per_shrine() -> None:
    """Two Shrines (the Honden itself and another): the opponent discards two cards at the
    beginning of my upkeep."""
    them = PlayerSpec(hand=("Island",) * 5)
    me = PlayerSpec(battlefield=(perm("Honden of Night's Reach"), perm("Test Shrine")))
    g = game(me, them, extra=_defs(), step="untap", turn=2)
    for _ in range(60):
        if g.step == "draw" or g.pending is None:
            break
        g.apply(g.legal_actions()[0] if g.pending.kind != "priority" else PassPriority())
    assert len(g.players[1].hand) == 3


def test_iname_any_number_of_spirits_to_the_graveyard() -> None:
    """Iname enters: I choose two of the three Spirit cards of my library; they go to my
    graveyard, the third stays in the library; a non-Spirit can't be chosen."""
    library = ("Ashen-Skin Zubera", "Ashen-Skin Zubera", "Iname, Death Aspect",
               "Grizzly Bears", *("Swamp",) * 6)
    me = PlayerSpec(hand=("Iname, Death Aspect",), library=library,
                    battlefield=lands("Swamp", 6))
    g = _game(me, PlayerSpec())
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell)))
    for _ in range(30):
        if g.pending is not None and g.pending.kind == "choose_objects":
            break
        if g.pending is not None and g.pending.kind == "yes_no":
            g.apply(Choose(True))
        else:
            g.apply(g.legal_actions()[0])
    assert g.pending is not None and g.pending.kind == "choose_objects"
    options = g.pending.options
    assert {g.objects[int(o)].name for o in options} == {"Ashen-Skin Zubera",  # type: ignore[call-overload]
                                                         "Iname, Death Aspect"}
    zuberas = tuple(o for o in options if g.objects[int(o)].name  # type: ignore[call-overload]
                    == "Ashen-Skin Zubera")
    g.apply(Choose(zuberas))
    resolve(g)
    yard = sorted(g.objects[o].name for o in g.players[0].graveyard)
    assert yard == ["Ashen-Skin Zubera", "Ashen-Skin Zubera"]
    assert one(g, "Iname, Death Aspect", "library")
