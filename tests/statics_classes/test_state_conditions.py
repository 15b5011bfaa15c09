"""Statics under a condition on the game's state (CR 611.3a: "as long as" effects apply only
while the condition holds, checked continuously; CR 613): what is attached to the creature
(CR 301.5, 303.4), cards in hands and graveyards (CR 402, 404), cards drawn this turn
(CR 121.1), counters on it (CR 122.1), mana values among cards (CR 202.3); and the
replacement effects "enters with a +1/+1 counter on it if you attacked this turn" (raid) and
"Each other Warrior creature you control enters with an additional +1/+1 counter on it"
(CR 614.1c, 614.12)."""

from __future__ import annotations

from tests.dice_rules._util import cast, game, one, perm, resolve
from tests.rules.helpers import pass_until
from tests.statics_classes._state_records import defs

from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules import layers, query
from grimoire.rules.actions import CastSpell, DeclareAttackers, PassPriority, PlayLand
from grimoire.rules.combat import _can_block, has_rule
from grimoire.rules.combat_restrictions import attack_target_ok
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

EXTRA = defs("Kor Duelist", "Thran Golem", "Thieves' Guild Enforcer", "Akki Underling",
             "Eyekite", "Goblin Boarders", "Bramblewood Paragon", "Elvish Warrior",
             "Aven Heartstabber", "Lightwalker", "Thieves' Tools", "Gift of Fangs",
             "Hunter's Blowgun", "Vampire Lacerator", "Tempered Steel", "Ornithopter",
             "Guardian's Magemark", "Benalish Marshal", "Savannah Lions",
             "Heliod, God of the Sun", "Possessed Aven", "Bog Wraith", "Quagmire",
             "Undertow", "Orgg", "Path of Bravery", "Ravaging Riftwurm", "Dog Umbra",
             "Thalia, Heretic Cathar", "Blasted Landscape")


def _game(me: PlayerSpec, them: PlayerSpec | None = None, **kwargs: object) -> Game:
    return game(me, them, extra=EXTRA, **kwargs)  # type: ignore[arg-type]


def _pt(g: Game, name: str) -> tuple[int, int]:
    obj = g.objects[one(g, name)]
    return query.power(g, obj), query.toughness(g, obj)


def _has(g: Game, name: str, keyword: str) -> bool:
    return query.has_keyword(g, g.objects[one(g, name)], keyword)


def test_compiled() -> None:
    for d in EXTRA:
        assert card_is_compiled([d]), d.name


def test_equipped_by_anyones_equipment() -> None:
    """CR 301.5: Kor Duelist is equipped while an Equipment is attached to it (whoever
    controls the Equipment): double strike then, not before."""
    bare = _game(PlayerSpec(battlefield=(perm("Kor Duelist"),)))
    assert not _has(bare, "Kor Duelist", "double strike")
    mine = _game(PlayerSpec(battlefield=(perm("Kor Duelist"),
                                         perm("Bonesplitter", attached_to=(0, 0)))))
    assert _has(mine, "Kor Duelist", "double strike")
    assert _pt(mine, "Kor Duelist") == (3, 1)
    theirs = _game(PlayerSpec(battlefield=(perm("Kor Duelist"),)),
                   PlayerSpec(battlefield=(perm("Bonesplitter", attached_to=(0, 0)),)))
    assert _has(theirs, "Kor Duelist", "double strike")


def test_enchanted_with_an_aura_not_equipped() -> None:
    """Thran Golem enchanted by Holy Strength: +2/+2 (and the Aura's +1/+2), flying, first
    strike, trample; an Equipment doesn't make it enchanted."""
    g = _game(PlayerSpec(battlefield=(perm("Thran Golem"),
                                      perm("Holy Strength", attached_to=(0, 0)))))
    assert _pt(g, "Thran Golem") == (6, 7)
    assert all(_has(g, "Thran Golem", k) for k in ("flying", "first strike", "trample"))
    equipped = _game(PlayerSpec(battlefield=(perm("Thran Golem"),
                                             perm("Bonesplitter", attached_to=(0, 0)))))
    assert _pt(equipped, "Thran Golem") == (5, 3)
    assert not _has(equipped, "Thran Golem", "flying")


def test_opponent_graveyard_count_changes() -> None:
    """Thieves' Guild Enforcer: +2/+1 and deathtouch once an opponent has eight or more cards
    in their graveyard (seven: not yet); its own controller's graveyard doesn't count."""
    seven = ("Forest",) * 7
    g = _game(PlayerSpec(battlefield=(perm("Thieves' Guild Enforcer"),), graveyard=seven * 2),
              PlayerSpec(graveyard=seven))
    assert _pt(g, "Thieves' Guild Enforcer") == (1, 1)
    assert not _has(g, "Thieves' Guild Enforcer", "deathtouch")
    g = _game(PlayerSpec(battlefield=(perm("Thieves' Guild Enforcer"),)),
              PlayerSpec(graveyard=(*seven, "Forest")))
    assert _pt(g, "Thieves' Guild Enforcer") == (3, 2)
    assert _has(g, "Thieves' Guild Enforcer", "deathtouch")


def test_cards_in_hand_read_continuously() -> None:
    """Akki Underling: +2/+1 and first strike with seven cards in hand; casting one of them
    (six left) ends it at once (CR 611.3a)."""
    hand = ("Shock",) + ("Forest",) * 6
    g = _game(PlayerSpec(hand=hand, battlefield=(perm("Akki Underling"), perm("Mountain"))))
    assert _pt(g, "Akki Underling") == (4, 2)
    assert _has(g, "Akki Underling", "first strike")
    cast(g, "Shock", ((Seat(1),),))
    assert _pt(g, "Akki Underling") == (2, 1)
    assert not _has(g, "Akki Underling", "first strike")


def test_cards_drawn_this_turn() -> None:
    """Eyekite gets +2/+0 once you've drawn two cards this turn (Divination), and not in the
    next turn (the count starts again); cards drawn by the opponent don't count."""
    g = _game(PlayerSpec(hand=("Divination",), battlefield=(
        perm("Eyekite"), perm("Island"), perm("Island"), perm("Island"))))
    assert _pt(g, "Eyekite") == (1, 2)
    cast(g, "Divination")
    resolve(g)
    assert _pt(g, "Eyekite") == (3, 2)
    while g.turn == 3:
        g.apply(PassPriority() if g.pending is not None and g.pending.kind == "priority"
                else g.legal_actions()[0])
    assert g.active == 1
    assert _pt(g, "Eyekite") == (1, 2)


def test_raid_counter_only_after_attacking() -> None:
    """Raid (CR 614.1c): Goblin Boarders cast before combat enters without a counter; cast
    after attacking with Grizzly Bears, with one."""
    lands = tuple(perm("Mountain") for _ in range(6))
    g = _game(PlayerSpec(hand=("Goblin Boarders",), battlefield=lands))
    cast(g, "Goblin Boarders")
    resolve(g)
    assert g.objects[one(g, "Goblin Boarders")].counter("+1/+1") == 0
    g = _game(PlayerSpec(hand=("Goblin Boarders",), battlefield=(perm("Grizzly Bears"), *lands)),
              step="beginning_of_combat")
    pass_until(g, "declare_attackers")
    g.apply(DeclareAttackers(((one(g, "Grizzly Bears"), Seat(1)),)))
    while g.step != "main2":
        g.apply(PassPriority() if g.pending is not None and g.pending.kind == "priority"
                else g.legal_actions()[0])
    cast(g, "Goblin Boarders")
    resolve(g)
    assert g.objects[one(g, "Goblin Boarders")].counter("+1/+1") == 1
    assert _pt(g, "Goblin Boarders") == (4, 3)


def test_other_warriors_enter_with_a_counter() -> None:
    """Bramblewood Paragon: another Warrior entering under your control gets a +1/+1
    counter (and so trample); a non-Warrior doesn't."""
    forests = tuple(perm("Forest") for _ in range(4))
    g = _game(PlayerSpec(hand=("Elvish Warrior", "Grizzly Bears"),
                         battlefield=(perm("Bramblewood Paragon"), *forests)))
    cast(g, "Elvish Warrior")
    resolve(g)
    cast(g, "Grizzly Bears")
    resolve(g)
    assert g.objects[one(g, "Elvish Warrior")].counter("+1/+1") == 1
    assert _has(g, "Elvish Warrior", "trample")
    assert g.objects[one(g, "Grizzly Bears")].counter("+1/+1") == 0
    assert g.objects[one(g, "Bramblewood Paragon")].counter("+1/+1") == 0


def test_mana_values_among_graveyard_cards() -> None:
    """Aven Heartstabber: five different mana values (a land's 0 is one, CR 202.3); two
    cards of the same mana value count once."""
    five = ("Forest", "Llanowar Elves", "Grizzly Bears", "Divination", "Craw Wurm")
    g = _game(PlayerSpec(battlefield=(perm("Aven Heartstabber"),), graveyard=five))
    assert _pt(g, "Aven Heartstabber") == (3, 3)
    assert _has(g, "Aven Heartstabber", "deathtouch")
    four = ("Forest", "Llanowar Elves", "Shock", "Grizzly Bears", "Divination")
    g = _game(PlayerSpec(battlefield=(perm("Aven Heartstabber"),), graveyard=four))
    assert _pt(g, "Aven Heartstabber") == (1, 1)


def test_counter_on_it() -> None:
    """Lightwalker has flying only while it has a +1/+1 counter on it."""
    g = _game(PlayerSpec(battlefield=(perm("Lightwalker"),)))
    assert not _has(g, "Lightwalker", "flying")
    g = _game(PlayerSpec(battlefield=(perm("Lightwalker", counters=(("+1/+1", 1),)),)))
    assert _has(g, "Lightwalker", "flying")


def test_equipped_creatures_power() -> None:
    """Thieves' Tools: the equipped creature can't be blocked while its power is 3 or less
    (Grizzly Bears); Craw Wurm (6) can."""
    g = _game(PlayerSpec(battlefield=(perm("Grizzly Bears"),
                                      perm("Thieves' Tools", attached_to=(0, 0)))))
    assert has_rule(g, g.objects[one(g, "Grizzly Bears")], "cant_be_blocked")
    g = _game(PlayerSpec(battlefield=(perm("Craw Wurm"),
                                      perm("Thieves' Tools", attached_to=(0, 0)))))
    assert not has_rule(g, g.objects[one(g, "Craw Wurm")], "cant_be_blocked")


def test_otherwise_the_other_rule() -> None:
    """Gift of Fangs: +2/+2 on a Vampire; otherwise -2/-2 (never both)."""
    g = _game(PlayerSpec(battlefield=(perm("Vampire Lacerator"), perm("Craw Wurm"),
                                      perm("Gift of Fangs", attached_to=(0, 0)),
                                      perm("Gift of Fangs", attached_to=(0, 1)))))
    assert _pt(g, "Vampire Lacerator") == (4, 4)
    assert _pt(g, "Craw Wurm") == (4, 2)


def test_otherwise_on_the_opponents_turn() -> None:
    """Hunter's Blowgun: deathtouch during its controller's turn, reach during the
    opponent's (CR 611.3a: the condition is read continuously)."""
    mine = _game(PlayerSpec(battlefield=(perm("Grizzly Bears"),
                                         perm("Hunter's Blowgun", attached_to=(0, 0)))))
    assert _has(mine, "Grizzly Bears", "deathtouch")
    assert not _has(mine, "Grizzly Bears", "reach")
    theirs = _game(PlayerSpec(battlefield=(perm("Grizzly Bears"),
                                           perm("Hunter's Blowgun", attached_to=(0, 0)))),
                   active=1)
    assert _has(theirs, "Grizzly Bears", "reach")
    assert not _has(theirs, "Grizzly Bears", "deathtouch")
    assert _pt(theirs, "Grizzly Bears") == (3, 3)


def test_artifact_creatures_and_enchanted_creatures_you_control() -> None:
    """Tempered Steel: only artifact creatures you control (not Grizzly Bears, not the
    opponent's Ornithopter); Guardian's Magemark: each enchanted creature you control (an
    Aura attached, CR 303.4e), the one it enchants getting both boosts."""
    g = _game(PlayerSpec(battlefield=(perm("Tempered Steel"), perm("Ornithopter"),
                                      perm("Grizzly Bears"))),
              PlayerSpec(battlefield=(perm("Ornithopter"),)))
    assert sorted(query.power(g, o) for o in g.objects.values()
                  if o.name == "Ornithopter" and o.zone == "battlefield") == [0, 2]
    assert _pt(g, "Grizzly Bears") == (2, 2)
    g = _game(PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Craw Wurm"),
                                      perm("Vampire Lacerator"),
                                      perm("Guardian's Magemark", attached_to=(0, 0)),
                                      perm("Holy Strength", attached_to=(0, 1)))))
    assert _pt(g, "Grizzly Bears") == (4, 4)
    assert _pt(g, "Craw Wurm") == (8, 7)
    assert _pt(g, "Vampire Lacerator") == (2, 2)


def test_god_is_a_creature_only_with_devotion() -> None:
    """Heliod, God of the Sun isn't a creature while your devotion to white is less than
    five (its own {W} counts, CR 700.5); it loses the type creature and its creature
    subtype God (the gods' rulings) and stays a legendary enchantment; with devotion five it
    is a 5/6 creature (and gets Benalish Marshal's +1/+1)."""
    low = _game(PlayerSpec(battlefield=(perm("Heliod, God of the Sun"),
                                        perm("Benalish Marshal"))))
    heliod = low.objects[one(low, "Heliod, God of the Sun")]
    chars = layers.characteristics(low, heliod)
    assert "creature" not in chars.types and "God" not in chars.subtypes
    assert {"enchantment"} <= chars.types and "legendary" in chars.supertypes
    assert _has(low, "Benalish Marshal", "vigilance")  # its abilities still work
    high = _game(PlayerSpec(battlefield=(perm("Heliod, God of the Sun"),
                                         perm("Benalish Marshal"), perm("Savannah Lions"))))
    heliod = high.objects[one(high, "Heliod, God of the Sun")]
    assert "creature" in layers.characteristics(high, heliod).types
    assert _pt(high, "Heliod, God of the Sun") == (6, 7)


def test_threshold_boost_color_and_ability() -> None:
    """Possessed Aven with seven cards in its controller's graveyard: 4/4, black instead of
    blue (its color is set, CR 105.3, layer 5), and the granted ability; with six, none."""
    six = ("Forest",) * 6
    g = _game(PlayerSpec(battlefield=(perm("Possessed Aven"),), graveyard=six))
    aven = g.objects[one(g, "Possessed Aven")]
    assert _pt(g, "Possessed Aven") == (3, 3)
    assert layers.characteristics(g, aven).colors == frozenset({"U"})
    g = _game(PlayerSpec(battlefield=(perm("Possessed Aven"),), graveyard=(*six, "Forest")))
    aven = g.objects[one(g, "Possessed Aven")]
    assert _pt(g, "Possessed Aven") == (4, 4)
    chars = layers.characteristics(g, aven)
    assert chars.colors == frozenset({"B"})
    assert any(type(a).__name__ == "ActivatedAbility" for a in chars.abilities)


def test_landwalk_blocked_as_though_it_didnt_have_it() -> None:
    """CR 702.14c: Bog Wraith (swampwalk) can't be blocked while the defending player
    controls a Swamp; with Quagmire on the battlefield (anyone's) it can; Undertow (about
    islandwalk) doesn't change swampwalk."""
    def blockable(extra: tuple[str, ...]) -> bool:
        g = _game(PlayerSpec(battlefield=(perm("Bog Wraith"),)),
                  PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Swamp"),
                                          *(perm(n) for n in extra))))
        return _can_block(g, g.objects[one(g, "Grizzly Bears")],
                          g.objects[one(g, "Bog Wraith")])
    assert not blockable(())
    assert blockable(("Quagmire",))
    assert not blockable(("Undertow",))


def test_cant_attack_if_defender_controls() -> None:
    """CR 508.1c: Orgg can't attack a player who controls an untapped creature with power 3
    or greater (Craw Wurm); a tapped one, or Grizzly Bears, doesn't stop it."""
    def can(spec: PlayerSpec) -> bool:
        g = _game(PlayerSpec(battlefield=(perm("Orgg"),)), spec)
        return attack_target_ok(g, g.objects[one(g, "Orgg")], Seat(1))
    assert not can(PlayerSpec(battlefield=(perm("Craw Wurm"),)))
    assert can(PlayerSpec(battlefield=(perm("Craw Wurm", tapped=True),)))
    assert can(PlayerSpec(battlefield=(perm("Grizzly Bears"),)))


def test_life_total_against_starting_life() -> None:
    """Path of Bravery: +1/+1 while your life total is at least your starting life total
    (20, CR 103.4); at 19, none; the opponent's life doesn't matter."""
    def bears(life: int, theirs: int = 20) -> tuple[int, int]:
        g = _game(PlayerSpec(life=life, battlefield=(perm("Path of Bravery"),
                                                     perm("Grizzly Bears"))),
                  PlayerSpec(life=theirs))
        return _pt(g, "Grizzly Bears")
    assert bears(20) == (3, 3)
    assert bears(25, 5) == (3, 3)
    assert bears(19, 30) == (2, 2)


def test_kicked_additional_time_counters() -> None:
    """Ravaging Riftwurm: two time counters (vanishing), three more if it was kicked
    (CR 614.1c: both replacements apply as it enters; they are time counters)."""
    def counters(kicked: bool) -> int:
        lands = tuple(perm("Forest") for _ in range(7))
        g = _game(PlayerSpec(hand=("Ravaging Riftwurm",), battlefield=lands))
        g.apply(CastSpell(one(g, "Ravaging Riftwurm", "hand"),
                          additional=(0,) if kicked else ()))
        resolve(g)
        return g.objects[one(g, "Ravaging Riftwurm")].counter("time")
    assert counters(False) == 2
    assert counters(True) == 5


def test_dog_umbra_either_rule() -> None:
    """Dog Umbra on an opponent's creature: it can't attack or block, the Aura has no umbra
    armor; on its controller's own creature: umbra armor, no restriction."""
    g = _game(PlayerSpec(battlefield=(perm("Dog Umbra", attached_to=(1, 0)),)),
              PlayerSpec(battlefield=(perm("Grizzly Bears"),)))
    bears = g.objects[one(g, "Grizzly Bears")]
    assert has_rule(g, bears, "cant_attack") and has_rule(g, bears, "cant_block")
    assert not _has(g, "Dog Umbra", "umbra armor")
    g = _game(PlayerSpec(battlefield=(perm("Grizzly Bears"),
                                      perm("Dog Umbra", attached_to=(0, 0)))))
    assert not has_rule(g, g.objects[one(g, "Grizzly Bears")], "cant_attack")
    assert _has(g, "Dog Umbra", "umbra armor")


def test_creatures_and_nonbasic_lands_enter_tapped() -> None:
    """Thalia, Heretic Cathar (CR 614.1c): the opponent's creature and nonbasic land enter
    tapped, their basic land doesn't; Thalia's controller's creatures enter untapped."""
    g = _game(PlayerSpec(hand=("Grizzly Bears",), battlefield=(
        perm("Thalia, Heretic Cathar"), perm("Forest"), perm("Forest"))),
              PlayerSpec(hand=("Grizzly Bears", "Blasted Landscape", "Forest"),
                         battlefield=(perm("Forest"), perm("Forest"))), active=1)
    g.apply(PlayLand(one(g, "Blasted Landscape", "hand")))
    assert g.objects[one(g, "Blasted Landscape")].tapped
    g.apply(CastSpell(next(o.id for o in g.objects.values() if o.name == "Grizzly Bears"
                           and o.zone == "hand" and o.controller == 1)))
    resolve(g)
    theirs = [o for o in g.objects.values() if o.name == "Grizzly Bears"
              and o.zone == "battlefield"]
    assert len(theirs) == 1 and theirs[0].tapped
    g = _game(PlayerSpec(battlefield=(perm("Thalia, Heretic Cathar"),)),
              PlayerSpec(hand=("Forest",)), active=1)
    g.apply(PlayLand(one(g, "Forest", "hand")))
    assert not g.objects[one(g, "Forest")].tapped
    g = _game(PlayerSpec(hand=("Grizzly Bears",), battlefield=(
        perm("Thalia, Heretic Cathar"), perm("Forest"), perm("Forest"))))
    cast(g, "Grizzly Bears")
    resolve(g)
    assert not g.objects[one(g, "Grizzly Bears")].tapped
