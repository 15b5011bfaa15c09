"""A noncreature artifact animated with power and toughness each equal to its mana value
(CR 205.1b, 613.1d, 613.4b, 208.3a): "{U}: Target noncreature artifact becomes an artifact
creature with power and toughness each equal to its mana value until end of turn." (Sydri,
Galvanic Genius; the same words on Karn's Touch, Karn, Silver Golem and Toymaker). "Power
and toughness each equal to" sets them (layer 7b, CR 613.4b) like "base power and
toughness". Rulings: it keeps its other types (an Equipment stays an Equipment); an Equipment
that becomes a creature becomes unattached (CR 301.5c); it can attack only if continuously
controlled since its controller's turn began (CR 302.6); the effect ends at cleanup (CR
514.2)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import one

from grimoire.rules import layers, query
from grimoire.rules.actions import ActivateAbility, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
SYDRI = record("Sydri, Galvanic Genius", "{W}{U}{B}", "Legendary Creature — Human Artificer",
               "{U}: Target noncreature artifact becomes an artifact creature with power and "
               "toughness each equal to its mana value until end of turn.\n{W}{B}: Target "
               "artifact creature gains deathtouch and lifelink until end of turn.", "2", "2")
TOUCH = record("Karn's Touch", "{U}{U}", "Instant",
               "Target noncreature artifact becomes an artifact creature with power and "
               "toughness each equal to its mana value until end of turn. (It retains its "
               "abilities.)")
TOYMAKER = record("Toymaker", "{2}", "Artifact Creature — Spellshaper",
                  "{1}, {T}, Discard a card: Target noncreature artifact becomes an artifact "
                  "creature with power and toughness each equal to its mana value until end "
                  "of turn. (It retains its abilities.)", "0", "1")
SWORD = record("Test Sword", "{3}", "Artifact — Equipment",
               "Equipped creature gets +2/+0.\nEquip {2}")
ROCK = record("Test Rock", "{4}", "Legendary Artifact", "{T}: Add {C}.")
PEBBLE = record("Test Pebble", "{0}", "Artifact", "{T}: Add {C}.")
GOLEM = record("Test Golem", "{5}", "Artifact Creature — Golem", "", "3", "3")
ISLANDS = tuple(P("Island") for _ in range(3))
CARDS = (SYDRI, SWORD, ROCK, PEBBLE, GOLEM)


def test_the_records_compile() -> None:
    compiled(SYDRI, TOUCH, TOYMAKER)


def _animate(game: Game, name: str) -> None:
    """Sydri's first ability on ``name``, resolved."""
    target = one(game, name)
    game.apply(next(a for a in game.legal_actions() if isinstance(a, ActivateAbility)
                    and a.source == one(game, "Sydri, Galvanic Genius") and a.index == 0
                    and a.targets == ((target,),)))
    while game.stack:
        game.apply(PassPriority())


def test_it_becomes_a_creature_with_its_mana_value_and_keeps_its_types() -> None:
    """A legendary 4-mana artifact: a legendary artifact creature 4/4 (CR 613.4b; ruling:
    its supertypes kept, no creature type); its mana ability stays."""
    game = table(CARDS, PlayerSpec(battlefield=(P("Sydri, Galvanic Genius"), P("Test Rock"),
                                                *ISLANDS)), PlayerSpec())
    _animate(game, "Test Rock")
    rock = game.objects[one(game, "Test Rock")]
    chars = layers.characteristics(game, rock)
    assert set(chars.types) == {"artifact", "creature"}
    assert "legendary" in chars.supertypes and not chars.subtypes
    assert (query.power(game, rock), query.toughness(game, rock)) == (4, 4)


def test_only_a_noncreature_artifact_is_a_target() -> None:
    """An artifact creature (Test Golem) and Sydri herself can't be chosen; the rock can."""
    game = table(CARDS, PlayerSpec(battlefield=(P("Sydri, Galvanic Genius"), P("Test Rock"),
                                                P("Test Golem"), *ISLANDS)), PlayerSpec())
    sydri = one(game, "Sydri, Galvanic Genius")
    targets = {a.targets[0][0] for a in game.legal_actions()
               if isinstance(a, ActivateAbility) and a.source == sydri and a.index == 0}
    assert targets == {one(game, "Test Rock")}


def test_an_equipment_falls_off_and_stays_an_equipment() -> None:
    """Rulings: the equipped Sword becomes a 3/3 Equipment artifact creature and becomes
    unattached (CR 301.5c, 704.5n); Sydri loses the +2/+0."""
    game = table(CARDS, PlayerSpec(battlefield=(P("Sydri, Galvanic Genius"),
                                                P("Test Sword", attached_to=(0, 0)),
                                                *ISLANDS)), PlayerSpec())
    sydri = game.objects[one(game, "Sydri, Galvanic Genius")]
    assert query.power(game, sydri) == 4
    _animate(game, "Test Sword")
    sword = game.objects[one(game, "Test Sword")]
    assert set(layers.characteristics(game, sword).subtypes) == {"Equipment"}
    assert (query.power(game, sword), query.toughness(game, sword)) == (3, 3)
    assert sword.attached_to is None and query.power(game, sydri) == 2


def test_a_zero_mana_artifact_dies_as_a_zero_zero() -> None:
    """Mana value 0: a 0/0 creature, put into the graveyard (CR 704.5f)."""
    game = table(CARDS, PlayerSpec(battlefield=(P("Sydri, Galvanic Genius"), P("Test Pebble"),
                                                *ISLANDS)), PlayerSpec())
    _animate(game, "Test Pebble")
    assert one(game, "Test Pebble", "graveyard")


def test_the_effect_ends_with_the_turn() -> None:
    """CR 514.2: at cleanup it is a noncreature artifact again."""
    game = table(CARDS, PlayerSpec(battlefield=(P("Sydri, Galvanic Genius"), P("Test Rock"),
                                                *ISLANDS)), PlayerSpec())
    _animate(game, "Test Rock")
    while game.turn == 3:
        game.apply(PassPriority() if game.pending is not None and game.pending.kind
                   == "priority" else game.legal_actions()[0])
    assert not query.is_creature(game, game.objects[one(game, "Test Rock")])


def _attackers(game: Game) -> set[int]:
    while game.pending is not None and game.pending.kind != "declare_attackers":
        game.apply(PassPriority() if game.pending.kind == "priority"
                   else game.legal_actions()[0])
    return {c for a in game.legal_actions() if isinstance(a, DeclareAttackers)
            for c, _ in a.attacks}


def test_it_attacks_only_if_controlled_since_the_turn_began() -> None:
    """Ruling (CR 302.6): a rock held since the turn began attacks; one that came under
    Alice's control this turn can't, however long it's been a creature."""
    game = table(CARDS, PlayerSpec(battlefield=(P("Sydri, Galvanic Genius"), P("Test Rock"),
                                                *ISLANDS)), PlayerSpec())
    _animate(game, "Test Rock")
    assert one(game, "Test Rock") in _attackers(game)
    game = table(CARDS, PlayerSpec(battlefield=(P("Sydri, Galvanic Genius"),
                                                P("Test Rock", sick=True), *ISLANDS)),
                 PlayerSpec())
    _animate(game, "Test Rock")
    assert one(game, "Test Rock") not in _attackers(game)


HUMBLER = record("Test Humbler", "{2}{W}", "Enchantment",
                 "Creatures have base power and toughness 1/1.")


def test_a_later_animation_wins_over_an_earlier_static_of_layer_7b() -> None:
    """CR 613.4b, 613.7: both set power and toughness in layer 7b, so the later timestamp
    wins. The Humbler was on the battlefield first; Sydri's ability resolves later, so the
    rock is 4/4, while Test Golem, touched only by the static, is 1/1. The ability doesn't
    rewrite the rock's own power and toughness (CR 707.2): its card still has none."""
    game = table((*CARDS, HUMBLER),
                 PlayerSpec(battlefield=(P("Test Humbler"), P("Sydri, Galvanic Genius"),
                                         P("Test Rock"), P("Test Golem"), *ISLANDS)),
                 PlayerSpec())
    _animate(game, "Test Rock")
    rock = game.objects[one(game, "Test Rock")]
    golem = game.objects[one(game, "Test Golem")]
    assert (query.power(game, rock), query.toughness(game, rock)) == (4, 4)
    assert (query.power(game, golem), query.toughness(game, golem)) == (1, 1)
    assert layers.own_info(rock).card.power is None
