"""The layers' cached world across events (issue 15, :mod:`grimoire.rules.world_inputs`).

A world whose effects read only the permanents, their attachments, counters and the
continuous effects is kept across events that change none of those (life, mana, draws,
taps, a step beginning); any change it does read gives the permanents their
characteristics again (CR 613.1: the layers apply to the game as it is). Whole games with
many layer interactions check, at every decision, that the cached world is exactly the
world computed anew (:func:`grimoire.rules.cache_check.stale`).
"""

from __future__ import annotations

import random

import pytest
from tests.dice_rules._util import game, one, perm
from tests.layers._cards import definitions, pool

from grimoire.agents import RandomAgent
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import events as ev
from grimoire.rules import layers, query, zones
from grimoire.rules.actions import Action, Decision
from grimoire.rules.attachments import attach
from grimoire.rules.cache_check import stale
from grimoire.rules.counters import add_counters
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec
from grimoire.rules.view import PlayerView
from grimoire.rules.world_inputs import INERT, plain_filter, plain_static

_CARDS = definitions("Favorable Winds", "Wind Drake", "Crosswinds", "Glorious Anthem")


def _builds(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """A list that grows by one each time the layers build a world."""
    built: list[int] = []
    real = layers._apply_layers

    def counting(game: Game, world: dict[int, layers.Chars]) -> bool:
        built.append(1)
        return real(game, world)

    monkeypatch.setattr(layers, "_apply_layers", counting)
    return built


@pytest.mark.interpreted_only  # counts calls through a replaced layers._apply_layers
def test_plain_world_is_kept_across_inert_events(monkeypatch: pytest.MonkeyPatch) -> None:
    """Favorable Winds ("Creatures you control with flying get +1/+1", CR 613.4c) reads
    types, controllers and flying: a life change and a mana event change none of those,
    so the world built for them is the one read after them."""
    g = game(PlayerSpec(battlefield=(perm("Favorable Winds"), perm("Wind Drake"))),
             extra=_CARDS)
    drake = g.objects[one(g, "Wind Drake")]
    assert query.power(g, drake) == 3  # 2, +1 with flying
    built = _builds(monkeypatch)
    g.emit(ev.LifeChanged(player=0, amount=-3, life=17))
    g.emit(ev.ManaProduced(player=0, source=drake.id, mana=("U",)))
    assert query.power(g, drake) == 3 and not built  # kept
    assert stale(g) == []


def test_keyword_counter_changes_a_plain_world() -> None:
    """A flying counter (CR 122.1b) gives a creature flying in layer 6 (CR 613.1f), so
    Favorable Winds gives it +1/+1 from then on (CR 613.4c)."""
    g = game(PlayerSpec(battlefield=(perm("Favorable Winds"), perm("Grizzly Bears"))),
             extra=_CARDS)
    bears = g.objects[one(g, "Grizzly Bears")]
    assert (query.power(g, bears), query.toughness(g, bears)) == (2, 2)
    add_counters(g, bears, "flying", 1)
    assert (query.power(g, bears), query.toughness(g, bears)) == (3, 3)
    assert stale(g) == []


_ASCENSION = compile_source({
    "name": "Beastmaster Ascension", "type_line": "Enchantment", "mana_cost": "{2}{G}",
    "oracle_text": "Whenever a creature you control attacks, you may put a quest counter on "
                   "this enchantment.\nAs long as this enchantment has seven or more quest "
                   "counters on it, creatures you control get +5/+5."})


def test_counters_on_the_source_switch_a_plain_condition() -> None:
    """Beastmaster Ascension (CR 611.3a: the effect applies only while the condition
    holds): the seventh quest counter gives creatures you control +5/+5, losing it takes
    the bonus away, with a life change (inert) in between."""
    g = game(PlayerSpec(battlefield=(perm("Beastmaster Ascension", counters=(("quest", 6),)),
                                     perm("Grizzly Bears"))), extra=(_ASCENSION,))
    ascension = g.objects[one(g, "Beastmaster Ascension")]
    bears = g.objects[one(g, "Grizzly Bears")]
    assert query.power(g, bears) == 2
    add_counters(g, ascension, "quest", 1)
    assert (query.power(g, bears), query.toughness(g, bears)) == (7, 7)
    g.emit(ev.LifeChanged(player=0, amount=2, life=22))
    assert query.power(g, bears) == 7
    add_counters(g, ascension, "quest", -1)
    assert query.power(g, bears) == 2
    assert stale(g) == []


def test_attaching_without_an_event_changes_a_plain_world() -> None:
    """Bonesplitter ("Equipped creature gets +2/+0"): moving it to another creature
    (CR 701.3a) moves the bonus, even though attaching emits no event of its own."""
    g = game(PlayerSpec(battlefield=(perm("Bonesplitter"), perm("Grizzly Bears"),
                                     perm("Wind Drake"))), extra=_CARDS)
    splitter, bears = one(g, "Bonesplitter"), g.objects[one(g, "Grizzly Bears")]
    drake = g.objects[one(g, "Wind Drake")]
    assert attach(g, splitter, bears.id)
    assert (query.power(g, bears), query.power(g, drake)) == (4, 2)
    g.emit(ev.Resolved(splitter, "Equip"))  # an inert event between the two attachments
    assert attach(g, splitter, drake.id)
    assert (query.power(g, bears), query.power(g, drake)) == (2, 4)
    assert stale(g) == []


def test_a_permanent_leaving_changes_a_plain_world() -> None:
    """Glorious Anthem's +1/+1 (CR 613.4c) ends once it leaves the battlefield
    (CR 611.3a): the permanents the world was built from are not the game's any more."""
    g = game(PlayerSpec(battlefield=(perm("Glorious Anthem"), perm("Grizzly Bears"))),
             extra=_CARDS)
    bears = g.objects[one(g, "Grizzly Bears")]
    assert query.power(g, bears) == 3
    zones.move(g, one(g, "Glorious Anthem"), "graveyard")
    assert query.power(g, bears) == 2
    assert stale(g) == []


@pytest.mark.interpreted_only  # counts calls through a replaced layers._apply_layers
def test_the_world_built_as_a_permanent_enters_is_kept_after_its_zone_change(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A permanent's characteristics are computed as it enters (CR 613), before its
    ``ZoneChanged`` event: that world, built from the permanents as they are after the
    move (CR 400.7: the new object's id), is the one read after the event, and it is the
    world computed anew. One anthem entering and another leaving leave as many permanents
    as before, not the same ones."""
    g = game(PlayerSpec(battlefield=(perm("Glorious Anthem"), perm("Grizzly Bears")),
                        hand=("Wind Drake", "Glorious Anthem")), extra=_CARDS)
    bears = g.objects[one(g, "Grizzly Bears")]
    assert query.power(g, bears) == 3
    built = _builds(monkeypatch)
    drake = g.objects[zones.move(g, g.players[0].hand[0], "battlefield")]
    assert len(built) == 1  # as it entered
    assert isinstance(g.events[-1], ev.ZoneChanged)
    assert (query.power(g, drake), query.power(g, bears)) == (3, 3) and len(built) == 1
    assert stale(g) == []
    anthems = [o for o in g.battlefield if g.objects[o].name == "Glorious Anthem"]
    zones.move(g, g.players[0].hand[0], "battlefield", emit=False)
    zones.move(g, anthems[0], "graveyard", emit=False)  # (one out, one in: 4 permanents)
    g.emit(ev.LifeChanged(player=0, amount=1, life=21))
    assert (query.power(g, drake), query.power(g, bears)) == (3, 3)
    assert stale(g) == []


def test_what_makes_a_world_not_plain() -> None:
    """Filters on tapped or attacking status, combat's defending player, and conditions
    (CR 611.3a) other than "as long as you control <permanents>" may change with any
    event: their worlds are built again after each."""
    creatures = ir.ObjectFilter(types_any=("creature",), controller="you")
    assert plain_filter(creatures)
    assert plain_filter(ir.ObjectFilter(types_any=("creature",), keywords_all=("flying",)))
    assert not plain_filter(ir.ObjectFilter(types_any=("creature",), tapped=False))
    assert not plain_filter(ir.ObjectFilter(types_any=("creature",), attacking=True))
    assert not plain_filter(ir.ObjectFilter(types_any=("creature",), controller="defending"))
    boost = ir.PowerToughnessBoost(creatures, 1, 1)
    assert plain_static(boost, None)
    assert not plain_static(boost, ir.IsYourTurn())
    assert plain_static(boost, ir.YouControl(ir.ObjectFilter(subtypes_any=("Dinosaur",))))
    assert not plain_static(boost, ir.Not(ir.YouControl(ir.ObjectFilter(tapped=True))))
    quest = ir.AmountCompare(ir.CountersOn(ir.ThisObject(), "quest"), ir.NumberCheck("ge", 7))
    assert plain_static(boost, quest)  # (Beastmaster Ascension: counters are events)
    life = ir.AmountCompare(ir.LifeTotal(ir.You()), ir.NumberCheck("ge", 30))
    assert not plain_static(boost, life)
    assert ev.CountersChanged not in INERT and ev.ZoneChanged not in INERT


_LAYERED = ("Favorable Winds", "Windstorm Drake", "Wind Drake", "Spontaneous Flight",
            "Glorious Anthem", "Crosswinds", "Humility", "Opalescence", "Turn to Frog",
            "Impede Momentum", "Bonesplitter", "Holy Strength", "Rancor", "Tarmogoyf",
            "Mirror Entity", "Luminous Broodmoth")


def _deck(rng: random.Random) -> list[str]:
    spells = [rng.choice(_LAYERED) for _ in range(24)]
    return spells + ["Plains"] * 6 + ["Island"] * 5 + ["Forest"] * 5 + ["Swamp"] * 2 \
        + ["Mountain"] * 2


class _Checked:
    """A random agent that first checks the cached world against a fresh one."""

    def __init__(self, seed: int, game: Game, problems: list[str]) -> None:
        self.agent = RandomAgent(seed)
        self.game = game
        self.problems = problems

    def decide(self, view: PlayerView, decision: Decision) -> Action:
        self.problems.extend(stale(self.game))
        return self.agent.decide(view, decision)


@pytest.mark.parametrize("seed", range(6))
def test_cached_world_is_the_fresh_world_in_whole_games(seed: int) -> None:
    """At every decision of a game full of layer interactions (anthems, keyword counters,
    Equipment and Auras, Humility, Opalescence, characteristic-defining abilities, "until
    end of turn" effects), the cached characteristics equal those computed anew (CR 613)."""
    rng = random.Random(seed)
    g = Game.new([_deck(rng), _deck(rng)], pool(), seed=seed, first_player=seed % 2)
    problems: list[str] = []
    g.run([_Checked(seed * 2 + k, g, problems) for k in range(2)], max_turns=30)
    assert problems == []
