"""A token whose power and toughness the next sentence sets (CR 111.4: the effect creating a
token defines it): "create a colorless Construct artifact creature token named Twin that's
attacking. Its power is equal to this creature's power and its toughness is equal to this
creature's toughness. Sacrifice the token at end of combat." (Gemini Engine); "Its power is
equal to that card's power ..." (Ritual of the Returned).

Gemini Engine's rulings: the Twin enters untapped and attacking (CR 508.4: it was never
declared as an attacker, so "whenever ... attacks" doesn't trigger for it); its power and
toughness are set equal to the Engine's as it is created (with an anthem's bonus: a 4/5
Engine makes a 4/5 Twin that the anthem makes 5/6) and don't follow the Engine afterwards.
"Sacrifice the token at end of combat" is a delayed triggered ability (CR 603.7, 511.2)."""

from __future__ import annotations

from tests.coverage_classes._cards import card
from tests.dice_rules._util import game, ids, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import query, zones
from grimoire.rules.actions import CastSpell, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

RECORDS = (
    card("Gemini Engine", "{6}", "Artifact Creature — Construct",
         "Whenever this creature attacks, create a colorless Construct artifact creature "
         "token named Twin that's attacking. Its power is equal to this creature's power and "
         "its toughness is equal to this creature's toughness. Sacrifice the token at end of "
         "combat.", "3/4"),
    card("Ritual of the Returned", "{3}{B}", "Instant",
         "Exile target creature card from your graveyard. Create a black Zombie creature "
         "token. Its power is equal to that card's power and its toughness is equal to that "
         "card's toughness."),
    card("Benalish Marshal", "{W}{W}{W}", "Creature — Human Knight",
         "Other creatures you control get +1/+1.", "3/3"),
)
DEFS = [compile_source(r) for r in RECORDS]


def _game(me: PlayerSpec, them: PlayerSpec | None = None, **kwargs: object) -> Game:
    return game(me, them or PlayerSpec(), extra=DEFS, **kwargs)  # type: ignore[arg-type]


def _attack_with_engine(g: Game) -> None:
    """Declare the Engine as the only attacker and resolve its trigger."""
    while g.pending is not None and g.pending.kind == "priority" and g.step != \
            "declare_attackers":
        g.apply(PassPriority())
    g.apply(DeclareAttackers(((one(g, "Gemini Engine"), Seat(1)),)))
    resolve(g)


def _twin(g: Game) -> int:
    return one(g, "Twin")


def test_compiled_and_honoured() -> None:
    for d in DEFS:
        assert not engine_gaps(d), d.name
    engine = DEFS[0].abilities[0]
    assert isinstance(engine, ir.TriggeredAbility) and isinstance(engine.effect, ir.Sequence)
    made = engine.effect.steps[0]
    assert isinstance(made, ir.CreateTokens) and made.attacking and not made.tapped
    assert made.size == ir.PowerOf(ir.ThisObject()) and made.toughness_size == ir.PowerOf(
        ir.ThisObject(), toughness=True)


def test_twin_attacks_untapped_with_the_engines_size_and_is_sacrificed() -> None:
    """The Twin enters attacking, untapped, 3/4 like the Engine; it attacks the player the
    Engine attacks; at end of combat it is sacrificed (the Engine stays)."""
    g = _game(PlayerSpec(battlefield=(perm("Gemini Engine"),)), step="beginning_of_combat")
    _attack_with_engine(g)
    twin = g.objects[_twin(g)]
    assert twin.kind == "token" and not twin.tapped
    assert (query.power(g, twin), query.toughness(g, twin)) == (3, 4)
    assert twin.id in g.combat.attackers
    while g.step not in ("main2", "end"):
        g.apply(PassPriority())
    assert not ids(g, "Twin") and ids(g, "Gemini Engine")
    assert g.players[1].life == 20 - 3 - 3


def test_size_read_once_with_an_anthem() -> None:
    """The ruling's anthem: the Engine is 4/5, the Twin is created 4/5 and the anthem makes
    it 5/6; a pump of the Engine afterwards doesn't change the Twin."""
    g = _game(PlayerSpec(battlefield=(perm("Gemini Engine"), perm("Benalish Marshal"))),
              step="beginning_of_combat")
    _attack_with_engine(g)
    twin = g.objects[_twin(g)]
    assert (query.power(g, twin), query.toughness(g, twin)) == (5, 6)


def test_pump_after_creation_is_not_followed() -> None:
    """Once created the Twin's power and toughness don't depend on the Engine's."""
    g = _game(PlayerSpec(hand=("Giant Growth",),
                         battlefield=(perm("Gemini Engine"), perm("Forest"))),
              step="beginning_of_combat")
    _attack_with_engine(g)
    g.apply(CastSpell(one(g, "Giant Growth", "hand"), ((one(g, "Gemini Engine"),),)))
    resolve(g)
    engine, twin = g.objects[one(g, "Gemini Engine")], g.objects[_twin(g)]
    assert query.power(g, engine) == 6
    assert (query.power(g, twin), query.toughness(g, twin)) == (3, 4)


def test_ritual_reads_the_exiled_card() -> None:
    """Ritual of the Returned: the Zombie is as big as the exiled card (its last known
    power and toughness, CR 608.2h); with the target gone the spell does nothing (CR
    608.2b)."""
    g = _game(PlayerSpec(hand=("Ritual of the Returned",), graveyard=("Hill Giant",),
                         battlefield=tuple(perm("Swamp") for _ in range(4))))
    g.apply(CastSpell(one(g, "Ritual of the Returned", "hand"),
                      ((one(g, "Hill Giant", "graveyard"),),)))
    resolve(g)
    zombie = g.objects[one(g, "Zombie")]
    assert (query.power(g, zombie), query.toughness(g, zombie)) == (3, 3)
    assert ids(g, "Hill Giant", "exile")


def test_ritual_with_its_target_gone() -> None:
    """CR 608.2b: the only target left the graveyard before the spell resolved: the spell
    doesn't resolve, and no Zombie is made."""
    g = _game(PlayerSpec(hand=("Ritual of the Returned",), graveyard=("Hill Giant",),
                         battlefield=tuple(perm("Swamp") for _ in range(4))))
    giant = one(g, "Hill Giant", "graveyard")
    g.apply(CastSpell(one(g, "Ritual of the Returned", "hand"), ((giant,),)))
    zones.move(g, giant, "library")
    resolve(g)
    assert not ids(g, "Zombie")
