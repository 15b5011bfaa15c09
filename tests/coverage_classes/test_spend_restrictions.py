"""Mana spending restrictions (CR 106.6): "Spend this mana only to cast a creature spell",
"... only to cast artifact spells", "... only to activate abilities of artifacts".

CR 106.6: the mana keeps its type but can pay only for what the restriction names: the
payer taps a restricted source only for such a payment, restricted mana floating in the
pool can't pay for anything else (and stays there until the pool empties, CR 106.4), and
what a restricted ability made beyond the cost stays restricted (CR 106.6a: all the mana
it made). Rulings: Mishra's Workshop's mana can pay an artifact spell's total cost but not
an activated ability; Soldevi Machinist's can pay for abilities of artifacts, not spells."""

from __future__ import annotations

from tests.coverage_classes._cards import defs
from tests.dice_rules._util import game, ids, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import ActivateAbility, CastSpell, Choose
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

NAMES = ("Beastcaller Savant", "Mishra's Workshop", "Soldevi Machinist", "Geosurge")


def _game(me: PlayerSpec) -> Game:
    return game(me, PlayerSpec(), extra=defs(*NAMES))


def _casts(g: Game, name: str) -> list[CastSpell]:
    card = one(g, name, "hand")
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card]


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name
        assert any(isinstance(n, ir.SpendOnly) for n in ir.iter_nodes(d)), d.name


def test_a_restricted_source_pays_only_for_what_it_names() -> None:
    """CR 106.6: Beastcaller Savant's mana pays for Grizzly Bears (a creature spell), not
    for Giant Growth."""
    g = _game(PlayerSpec(hand=("Giant Growth", "Grizzly Bears"), battlefield=(
        perm("Beastcaller Savant"), perm("Forest"))))
    assert _casts(g, "Grizzly Bears")
    g = _game(PlayerSpec(hand=("Giant Growth",), battlefield=(
        perm("Beastcaller Savant"), perm("Grizzly Bears"))))
    assert _casts(g, "Giant Growth") == []
    g = _game(PlayerSpec(hand=("Giant Growth",), battlefield=(
        perm("Beastcaller Savant"), perm("Grizzly Bears"), perm("Forest"))))
    bears = one(g, "Grizzly Bears")
    g.apply(next(a for a in _casts(g, "Giant Growth") if a.targets == ((bears,),)))
    assert g.objects[one(g, "Forest")].tapped
    assert not g.objects[one(g, "Beastcaller Savant")].tapped


def test_floating_restricted_mana_waits_for_a_matching_spell() -> None:
    """CR 106.6: the Savant's {G} made at priority floats restricted: Giant Growth can't use
    it; Llanowar Elves (a creature spell) can, and it is spent."""
    g = _game(PlayerSpec(hand=("Giant Growth", "Llanowar Elves"), battlefield=(
        perm("Beastcaller Savant"), perm("Grizzly Bears"))))
    savant = one(g, "Beastcaller Savant")
    index = next(i for i, a in enumerate(g.objects[savant].info.card.abilities)
                 if isinstance(a, ir.ActivatedAbility) and a.is_mana_ability)
    g.apply(ActivateAbility(savant, index))
    if g.pending is not None and g.pending.kind == "choose_color":
        g.apply(Choose("G"))
    assert g.players[0].pool[4] == 1  # WUBRG C: one green
    assert _casts(g, "Giant Growth") == []
    g.apply(_casts(g, "Llanowar Elves")[0])
    assert g.players[0].pool == [0, 0, 0, 0, 0, 0]
    resolve(g)
    assert ids(g, "Llanowar Elves")


def test_what_is_left_stays_restricted() -> None:
    """CR 106.6a: Mishra's Workshop's {C}{C}{C} pays Short Sword's {1}; the {C}{C} left
    pays Fellwar Stone (an artifact spell) but not Endless One's {X} (a creature, not an
    artifact)."""
    g = _game(PlayerSpec(hand=("Short Sword", "Fellwar Stone", "Endless One"),
                         battlefield=(perm("Mishra's Workshop"),)))
    assert not any(a.x > 0 for a in _casts(g, "Endless One"))
    g.apply(_casts(g, "Short Sword")[0])
    resolve(g)  # (the pool empties only as the step ends, CR 106.4)
    assert g.players[0].pool[5] == 2  # two {C} left
    assert not any(a.x > 0 for a in _casts(g, "Endless One"))
    g.apply(_casts(g, "Fellwar Stone")[0])
    assert g.players[0].pool == [0, 0, 0, 0, 0, 0]
    resolve(g)
    assert ids(g, "Short Sword") and ids(g, "Fellwar Stone")


def test_abilities_of_artifacts_not_spells() -> None:
    """Soldevi Machinist's {C}{C} pays Short Sword's equip {1} (an ability of an artifact)
    but not Fellwar Stone ({2}, an artifact spell)."""
    me = PlayerSpec(hand=("Fellwar Stone",), battlefield=(
        perm("Soldevi Machinist"), perm("Short Sword"), perm("Grizzly Bears")))
    g = _game(me)
    assert _casts(g, "Fellwar Stone") == []
    sword = one(g, "Short Sword")
    equips = [a for a in g.legal_actions() if isinstance(a, ActivateAbility)
              and a.source == sword]
    assert equips
    g.apply(next(a for a in equips if a.targets == ((one(g, "Grizzly Bears"),),)))
    resolve(g)
    assert g.objects[sword].attached_to == one(g, "Grizzly Bears")
    assert g.objects[one(g, "Soldevi Machinist")].tapped


def test_a_spell_adding_restricted_mana() -> None:
    """CR 106.6: Geosurge's seven {R} pay for Shivan Dragon (a creature spell) but not for
    Lightning Bolt."""
    g = _game(PlayerSpec(hand=("Geosurge", "Lightning Bolt", "Shivan Dragon"),
                         battlefield=lands("Mountain", 4)))
    g.apply(_casts(g, "Geosurge")[0])
    resolve(g)
    assert g.players[0].pool[3] == 7
    assert _casts(g, "Lightning Bolt") == []
    g.apply(_casts(g, "Shivan Dragon")[0])
    assert g.players[0].pool[3] == 1  # {4}{R}{R} paid with six of the seven
    resolve(g)
    assert ids(g, "Shivan Dragon")
