"""Predefined tokens (CR 111.10): Powerstone (111.10h), Map (111.10s), Junk (111.10t) and the
Lander of Edge of Eternities (defined by its reminder text), and the Powerstone's spending
restriction "This mana can't be spent to cast a nonartifact spell" (CR 106.6).

CR 111.10h: "A Powerstone token is a colorless Powerstone artifact token with '{T}: Add {C}.
This mana can't be spent to cast a nonartifact spell.'" Rulings (Koilos Roc et al.): the
mana can be spent on an artifact spell, and on anything that isn't casting a spell: activated
abilities of any permanent, costs such as ward's."""

from __future__ import annotations

from tests.dice_rules._util import game, ids, lands, one, perm, resolve
from tests.verb_classes._cards import defs

from grimoire.oracle import ir
from grimoire.oracle.support import engine_gaps
from grimoire.oracle.tokens import PREDEFINED_TOKENS
from grimoire.rules.actions import ActivateAbility, CastSpell, Choose
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

NAMES = ("Stern Lesson", "Koilos Roc", "The Mightstone and Weakstone", "Beamsaw Prospector")


def _game(me: PlayerSpec, library: tuple[str, ...] = ()) -> Game:
    return game(me, PlayerSpec(), extra=defs(*NAMES))


def _casts(g: Game, name: str) -> list[CastSpell]:
    cards = ids(g, name, "hand")
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card in cards]


def test_honoured() -> None:
    """Every predefined token's text compiles whole; the cards that make them are playable."""
    for name in ("Powerstone", "Map", "Junk", "Lander"):
        spec = PREDEFINED_TOKENS()[name]
        assert spec.card_types == ("artifact",) and spec.subtypes == (name,)
        assert not any(isinstance(n, ir.Unimplemented) for a in spec.abilities
                       for n in ir.iter_nodes(a)), name
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name


def test_a_tapped_powerstone_is_created() -> None:
    """CR 111.10h: Stern Lesson creates a colorless Powerstone artifact token, tapped."""
    g = _game(PlayerSpec(hand=("Stern Lesson",), battlefield=lands("Island", 3)))
    g.apply(_casts(g, "Stern Lesson")[0])
    resolve(g)
    (stone,) = ids(g, "Powerstone")
    obj = g.objects[stone]
    assert obj.tapped and obj.kind == "token" and obj.controller == 0


def test_powerstone_mana_pays_artifact_spells_and_abilities_only() -> None:
    """CR 106.6, 111.10h: the mana pays for an artifact spell (Fellwar Stone) and for an
    activated ability (Short Sword's equip {1}), never for a nonartifact spell (Grizzly
    Bears' generic {1})."""
    me = PlayerSpec(hand=("Grizzly Bears", "Fellwar Stone"), battlefield=(
        perm("The Mightstone and Weakstone"), perm("Forest")))
    g = _game(me)
    assert _casts(g, "Grizzly Bears") == []
    g.apply(_casts(g, "Fellwar Stone")[0])
    resolve(g)
    assert ids(g, "Fellwar Stone")
    g = _game(PlayerSpec(battlefield=(
        perm("The Mightstone and Weakstone"), perm("Short Sword"), perm("Grizzly Bears"))))
    sword, bears = one(g, "Short Sword"), one(g, "Grizzly Bears")
    equip = next(a for a in g.legal_actions() if isinstance(a, ActivateAbility)
                 and a.source == sword and a.targets == ((bears,),))
    g.apply(equip)
    resolve(g)
    assert g.objects[sword].attached_to == bears


def test_the_token_itself_is_restricted() -> None:
    """The Powerstone token's own mana (untapped next turn) can't pay for Grizzly Bears."""
    g = _game(PlayerSpec(hand=("Stern Lesson", "Grizzly Bears", "Grizzly Bears"),
                         battlefield=(*lands("Island", 3), perm("Forest"))))
    g.apply(_casts(g, "Stern Lesson")[0])
    resolve(g)
    (stone,) = ids(g, "Powerstone")
    g.objects[stone].tapped = False  # as if its controller's untap step had passed
    assert _casts(g, "Grizzly Bears") == []


def test_lander_fetches_a_basic_land_tapped() -> None:
    """Lander (its reminder text): "{2}, {T}, Sacrifice this token: Search your library for a
    basic land card, put it onto the battlefield tapped, then shuffle." Beamsaw Prospector
    dies (Lightning Bolt) and leaves one."""
    g = _game(PlayerSpec(hand=("Lightning Bolt",), battlefield=(
        perm("Beamsaw Prospector"), *lands("Mountain", 3))))
    prospector = one(g, "Beamsaw Prospector")
    g.apply(next(a for a in _casts(g, "Lightning Bolt") if a.targets == ((prospector,),)))
    resolve(g)
    (lander,) = ids(g, "Lander")
    g.apply(next(a for a in g.legal_actions() if isinstance(a, ActivateAbility)
                 and a.source == lander))
    while g.pending is not None and (g.stack or g.pending.kind != "priority"):
        if g.pending.kind == "choose_objects":  # the search: a basic land found
            g.apply(next(a for a in g.legal_actions() if isinstance(a, Choose) and a.value))
        else:
            g.apply(g.legal_actions()[0])
    assert ids(g, "Lander") == []
    lands_now = [o for o in g.objects.values() if o.zone == "battlefield"
                 and o.controller == 0 and "land" in o.info.types]
    assert len(lands_now) == 4
    assert all(o.tapped for o in lands_now)  # three paid for Bolt and {2}; one fetched tapped
