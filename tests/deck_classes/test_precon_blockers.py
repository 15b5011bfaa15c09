"""Classes that alone kept real theme decks from playing (issue 13): "Return target
permanent to its owner's hand. Then that player discards a card [if you control a Zombie]"
(the owner, CR 608.2h; a trailing condition, CR 608.2c), two-subtype nouns ("can't be blocked
by Eldrazi Scions": both subtypes, CR 205.3, 509.1b), "This creature can't be equipped"
(CR 301.5b, 704.5n), "That creature is a black Zombie in addition to its other colors
and types" (CR 105.3, 205.1b, 613.1d-e), "Counter target activated ability from an artifact
source" (CR 113.7a, 701.6b), "Your opponents play with their hands revealed" (CR 400.2) and
"target Forest becomes a 4/5 green Treefolk creature for as long as this creature remains on
the battlefield" (CR 611.2b) and "can't be blocked except by three or more creatures" (CR
509.1b), "Target creature blocks ~ this turn if able" (CR 509.1c) and "Any number of
target players each gain 6 life" (CR 601.2c)."""

from __future__ import annotations

import pytest
from tests.deck_classes._cards import card
from tests.dice_rules._util import activate, cast, game, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import combat, combat_restrictions, continuous, query, zones
from grimoire.rules.actions import ActivateAbility, Choose, DeclareBlockers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec
from grimoire.rules.view import HiddenObjectError

DETERRENCE = card("Compelling Deterrence", "{1}{U}", "Instant",
                  "Return target nonland permanent to its owner's hand. Then that player "
                  "discards a card if you control a Zombie.")
RECOIL = card("Recoil", "{1}{U}{B}", "Instant",
              "Return target permanent to its owner's hand. Then that player discards a card.")
CASTIGATOR = card("Kor Castigator", "{1}{W}", "Creature — Kor Wizard Ally",
                  "This creature can't be blocked by Eldrazi Scions.", "3/1")
BRAWLER = card("Goblin Brawler", "{2}{R}", "Creature — Goblin Warrior",
               "First strike\nThis creature can't be equipped.", "2/2")
RISE = card("Rise from the Grave", "{4}{B}", "Sorcery",
            "Put target creature card from a graveyard onto the battlefield under your "
            "control. That creature is a black Zombie in addition to its other colors and "
            "types.")
EVER_AFTER = card("Ever After", "{4}{B}{B}", "Sorcery",
                  "Return up to two target creature cards from your graveyard to the "
                  "battlefield. Each of those creatures is a black Zombie in addition to its "
                  "other colors and types. Put Ever After on the bottom of its owner's library.")
SCION = ir.CardDefinition("Eldrazi Scion", card_types=("creature",),
                          subtypes=("Eldrazi", "Scion"), power=1, toughness=1)
ELDRAZI = ir.CardDefinition("Plain Eldrazi", card_types=("creature",), subtypes=("Eldrazi",),
                            power=1, toughness=1)
GOLEM = ir.CardDefinition("Clay Golem", card_types=("artifact", "creature"),
                          subtypes=("Golem",), power=2, toughness=2)
SCION_ONLY = ir.CardDefinition("Lone Scion", card_types=("creature",), subtypes=("Scion",),
                               power=1, toughness=1)
RECORDS = (DETERRENCE, RECOIL, CASTIGATOR, BRAWLER, RISE, EVER_AFTER)


def _defs() -> list[ir.CardDefinition]:
    return [compile_source(r) for r in RECORDS]


def _game(me: PlayerSpec, them: PlayerSpec | None = None) -> Game:
    return game(me, them, extra=(*_defs(), SCION, ELDRAZI, SCION_ONLY, GOLEM))


def test_the_records_are_honoured() -> None:
    """Every record compiles whole, with nothing the engine ignores."""
    for d in _defs():
        assert not [a for a in ir.iter_nodes(d) if isinstance(a, ir.Unimplemented)], d.name
        assert not engine_gaps(d), d.name


# --- "Then that player discards a card" (the owner of the returned permanent) ---------


def _hand(g: Game, seat: int) -> list[str]:
    return [g.objects[o].name for o in g.players[seat].hand]


def test_owner_discards_when_you_control_a_zombie() -> None:
    """The opponent's Hill Giant goes home and its owner discards a card (here the only
    other card, or the Giant itself: the ruling lets the returned card be the one)."""
    me = PlayerSpec(hand=("Compelling Deterrence",),
                    battlefield=(perm("Walking Corpse"), *lands("Island", 2)))
    them = PlayerSpec(hand=("Forest",), battlefield=(perm("Hill Giant"),))
    g = _game(me, them)
    cast(g, "Compelling Deterrence", ((one(g, "Hill Giant"),),))
    resolve(g)
    assert len(_hand(g, 1)) == 1  # Forest + Hill Giant, one discarded
    assert len(g.players[1].graveyard) == 1
    assert _hand(g, 0) == []  # the caster discards nothing


def test_no_zombie_no_discard() -> None:
    """Without a Zombie the permanent still returns; nobody discards (CR 608.2c)."""
    me = PlayerSpec(hand=("Compelling Deterrence",), battlefield=lands("Island", 2))
    them = PlayerSpec(hand=("Forest",), battlefield=(perm("Hill Giant"),))
    g = _game(me, them)
    cast(g, "Compelling Deterrence", ((one(g, "Hill Giant"),),))
    resolve(g)
    assert sorted(_hand(g, 1)) == ["Forest", "Hill Giant"]
    assert not g.players[1].graveyard


def test_bouncing_your_only_zombie_means_no_discard() -> None:
    """Ruling: targeting the only Zombie you control returns it, and then you don't control
    a Zombie, so you don't discard (the condition is checked after the return)."""
    me = PlayerSpec(hand=("Compelling Deterrence", "Forest"),
                    battlefield=(perm("Walking Corpse"), *lands("Island", 2)))
    g = _game(me)
    cast(g, "Compelling Deterrence", ((one(g, "Walking Corpse"),),))
    resolve(g)
    assert sorted(_hand(g, 0)) == ["Forest", "Walking Corpse"]
    assert not g.players[0].graveyard or _names(g, 0) == ["Compelling Deterrence"]


def _names(g: Game, seat: int) -> list[str]:
    return [g.objects[o].name for o in g.players[seat].graveyard]


def test_target_gone_no_discard() -> None:
    """Ruling: if the permanent becomes an illegal target, the spell doesn't resolve and
    that player doesn't discard (CR 608.2b)."""
    me = PlayerSpec(hand=("Recoil",), battlefield=(*lands("Swamp", 2), perm("Island")))
    them = PlayerSpec(hand=("Forest",), battlefield=(perm("Hill Giant"),))
    g = _game(me, them)
    giant = one(g, "Hill Giant")
    cast(g, "Recoil", ((giant,),))
    zones.move(g, giant, "graveyard")
    resolve(g)
    assert _hand(g, 1) == ["Forest"]


def test_recoil_owner_may_discard_the_returned_card() -> None:
    """Recoil: the owner, with no other card, must discard the returned one."""
    me = PlayerSpec(hand=("Recoil",), battlefield=(*lands("Swamp", 2), perm("Island")))
    them = PlayerSpec(battlefield=(perm("Hill Giant"),))
    g = _game(me, them)
    cast(g, "Recoil", ((one(g, "Hill Giant"),),))
    resolve(g)
    assert _hand(g, 1) == [] and _names(g, 1) == ["Hill Giant"]


# --- two-subtype nouns ----------------------------------------------------------------


def test_cant_be_blocked_by_eldrazi_scions_needs_both_subtypes() -> None:
    """Ruling: an Eldrazi that isn't a Scion (or a Scion that isn't an Eldrazi) can block
    Kor Castigator; an Eldrazi Scion can't (CR 509.1b)."""
    me = PlayerSpec(battlefield=(perm("Kor Castigator"),))
    them = PlayerSpec(battlefield=(perm("Eldrazi Scion", token=True), perm("Plain Eldrazi"),
                                   perm("Lone Scion")))
    g = _game(me, them)
    kor = g.objects[one(g, "Kor Castigator")]
    assert not combat_restrictions.pair_ok(g, g.objects[one(g, "Eldrazi Scion")], kor)
    assert combat_restrictions.pair_ok(g, g.objects[one(g, "Plain Eldrazi")], kor)
    assert combat_restrictions.pair_ok(g, g.objects[one(g, "Lone Scion")], kor)


def test_two_subtype_noun_compiles_to_both() -> None:
    """"Sacrifice an Eldrazi Scion" / "Elf Warriors you control": both subtypes."""
    d = compile_source(card("Test", "{1}", "Creature — Elf", "Elf Warriors you control get "
                            "+1/+1.", "1/1"))
    static = d.abilities[0]
    assert isinstance(static, ir.StaticAbility)
    assert isinstance(static.effect, ir.PowerToughnessBoost)
    assert static.effect.filter.subtypes_all == ("Elf", "Warrior")
    assert static.effect.filter.subtypes_any == ()


# --- "can't be equipped" --------------------------------------------------------------


def test_equip_targets_but_the_equipment_doesnt_move() -> None:
    """Ruling: an equip ability may target Goblin Brawler, but the Equipment fails to move
    onto it (CR 301.5b); it stays unattached and the Brawler gets nothing."""
    me = PlayerSpec(battlefield=(perm("Goblin Brawler"), perm("Bonesplitter"),
                                 *lands("Mountain", 1)))
    g = _game(me)
    brawler = one(g, "Goblin Brawler")
    activate(g, "Bonesplitter", ((brawler,),))
    resolve(g)
    assert g.objects[one(g, "Bonesplitter")].attached_to is None
    assert query.power(g, g.objects[brawler]) == 2


def test_equipment_already_attached_falls_off() -> None:
    """An Equipment attached to it (a position) becomes unattached as a state-based action
    (CR 704.5n) and stays on the battlefield; another creature can still be equipped."""
    me = PlayerSpec(battlefield=(perm("Goblin Brawler"), perm("Short Sword",
                                                              attached_to=(0, 0)),
                                 perm("Grizzly Bears"), *lands("Mountain", 1)))
    g = _game(me)
    resolve(g)
    sword = one(g, "Short Sword")
    assert g.objects[sword].attached_to is None
    bears = one(g, "Grizzly Bears")
    activate(g, "Short Sword", ((bears,),))
    resolve(g)
    assert g.objects[sword].attached_to == bears


def test_auras_still_enchant_it() -> None:
    """"Can't be equipped" says nothing of Auras: Holy Strength enchants the Brawler."""
    me = PlayerSpec(hand=("Holy Strength",),
                    battlefield=(perm("Goblin Brawler"), *lands("Plains", 1)))
    g = _game(me)
    brawler = one(g, "Goblin Brawler")
    cast(g, "Holy Strength", ((brawler,),))
    resolve(g)
    assert g.objects[one(g, "Holy Strength")].attached_to == brawler


# --- "is a black Zombie in addition to its other colors and types" ----------------------


def test_rise_from_the_grave_adds_black_and_zombie() -> None:
    """Ruling: the color and subtype are added, not overwritten: the opponent's green Bear
    comes back under your control green and black, a Bear and a Zombie."""
    me = PlayerSpec(hand=("Rise from the Grave",), battlefield=lands("Swamp", 5))
    them = PlayerSpec(graveyard=("Grizzly Bears",))
    g = _game(me, them)
    cast(g, "Rise from the Grave", ((one(g, "Grizzly Bears", "graveyard"),),))
    resolve(g)
    bears = g.objects[one(g, "Grizzly Bears")]
    ch = query.layers.characteristics(g, bears)
    assert bears.controller == 0
    assert ch.colors == {"G", "B"}
    assert {"Bear", "Zombie"} <= ch.subtypes and "creature" in ch.types


def test_colorless_creature_becomes_only_black() -> None:
    """Ruling: a colorless creature simply becomes black (it can't be both)."""
    me = PlayerSpec(hand=("Rise from the Grave",), graveyard=("Clay Golem",),
                    battlefield=lands("Swamp", 5))
    g = _game(me)
    cast(g, "Rise from the Grave", ((one(g, "Clay Golem", "graveyard"),),))
    resolve(g)
    ch = query.layers.characteristics(g, g.objects[one(g, "Clay Golem")])
    assert ch.colors == {"B"} and "Zombie" in ch.subtypes


def test_a_later_color_change_overwrites_it() -> None:
    """Ruling: a later effect that sets the creature's colors overwrites the added black
    (CR 613.7: layer 5 in timestamp order); the Zombie type stays."""
    me = PlayerSpec(hand=("Rise from the Grave",), battlefield=lands("Swamp", 5))
    them = PlayerSpec(graveyard=("Grizzly Bears",))
    g = _game(me, them)
    cast(g, "Rise from the Grave", ((one(g, "Grizzly Bears", "graveyard"),),))
    resolve(g)
    bears = one(g, "Grizzly Bears")
    continuous.lasting(g, bears, 0, "end_of_turn", frozenset({bears}), colors=("U",))
    ch = query.layers.characteristics(g, g.objects[bears])
    assert ch.colors == {"U"} and "Zombie" in ch.subtypes


def test_target_gone_nothing_returns() -> None:
    """The card left the graveyard before resolution: the spell does nothing (608.2b)."""
    me = PlayerSpec(hand=("Rise from the Grave",), battlefield=lands("Swamp", 5))
    them = PlayerSpec(graveyard=("Grizzly Bears",))
    g = _game(me, them)
    card_id = one(g, "Grizzly Bears", "graveyard")
    cast(g, "Rise from the Grave", ((card_id,),))
    zones.move(g, card_id, "exile")
    resolve(g)
    assert not [o for o in g.battlefield if g.objects[o].name == "Grizzly Bears"]


def test_ever_after_each_of_those_creatures() -> None:
    """"Each of those creatures is ...": both returned creatures become black Zombies."""
    me = PlayerSpec(hand=("Ever After",), graveyard=("Grizzly Bears", "Hill Giant"),
                    battlefield=lands("Swamp", 6))
    g = _game(me)
    targets = (one(g, "Grizzly Bears", "graveyard"), one(g, "Hill Giant", "graveyard"))
    cast(g, "Ever After", (targets,))
    resolve(g)  # (no decision: Ever After returns both targets)
    for name in ("Grizzly Bears", "Hill Giant"):
        ch = query.layers.characteristics(g, g.objects[one(g, name)])
        assert "B" in ch.colors and "Zombie" in ch.subtypes, name


# --- "Counter target activated ability from an artifact source" --------------------------

OUPHE = card("Brown Ouphe", "{G}", "Creature — Ouphe",
             "{1}{G}, {T}: Counter target activated ability from an artifact source. (Mana "
             "abilities can't be targeted.)", "1/1")
PYROMANCER = card("Prodigal Pyromancer", "{2}{R}", "Creature — Human Wizard",
                  "{T}: This creature deals 1 damage to any target.", "1/1")


def _ouphe_game() -> Game:
    me = PlayerSpec(battlefield=(perm("Brown Ouphe"), perm("Prodigal Pyromancer"),
                                 perm("Bonesplitter"), perm("Grizzly Bears"),
                                 *lands("Forest", 3)))
    return game(me, extra=[compile_source(r) for r in (OUPHE, PYROMANCER)])


def _ouphe_targets(g: Game) -> set[int]:
    ouphe = one(g, "Brown Ouphe")
    return {t for a in g.legal_actions() if isinstance(a, ActivateAbility)
            and a.source == ouphe for group in a.targets for t in group}


def test_counters_an_equip_ability() -> None:
    """Bonesplitter's equip ability (an artifact source) is countered: the Equipment stays
    unattached (CR 701.6b: a countered ability is removed from the stack)."""
    g = _ouphe_game()
    bears = one(g, "Grizzly Bears")
    activate(g, "Bonesplitter", ((bears,),))
    equip = g.stack[-1]
    assert _ouphe_targets(g) == {equip}
    activate(g, "Brown Ouphe", ((equip,),))
    resolve(g)
    assert g.objects[one(g, "Bonesplitter")].attached_to is None
    assert query.power(g, g.objects[bears]) == 2


def test_a_creatures_ability_is_not_a_legal_target() -> None:
    """Prodigal Pyromancer's ability has a creature source, not an artifact one."""
    g = _ouphe_game()
    activate(g, "Prodigal Pyromancer", ((Seat(1),),))
    assert _ouphe_targets(g) == set()


def test_source_gone_still_an_artifact_source() -> None:
    """The Equipment left the battlefield after activating: its ability still has an
    artifact source (its last known information, CR 113.7a) and can be targeted."""
    g = _ouphe_game()
    activate(g, "Bonesplitter", ((one(g, "Grizzly Bears"),),))
    equip = g.stack[-1]
    zones.move(g, one(g, "Bonesplitter"), "graveyard")
    assert _ouphe_targets(g) == {equip}


# --- "play with their hands revealed" -------------------------------------------------

TELEPATHY = card("Telepathy", "{U}", "Enchantment",
                 "Your opponents play with their hands revealed.")
REVELATION = card("Revelation", "{0}{G}", "World Enchantment",
                  "Players play with their hands revealed.")


def _reveal_game(mine: str) -> Game:
    me = PlayerSpec(hand=("Forest",), battlefield=(perm(mine),))
    them = PlayerSpec(hand=("Hill Giant", "Island"))
    return game(me, them, extra=[compile_source(r) for r in (TELEPATHY, REVELATION)])


def test_telepathy_shows_the_opponents_hand_only() -> None:
    """Telepathy: its controller sees the opponent's hand (names and definitions, CR 400.2);
    the opponent still sees only the size of the controller's hand."""
    g = _reveal_game("Telepathy")
    mine, theirs = g.view(0), g.view(1)
    [(seat, cards)] = mine.revealed_hands()
    assert seat == 1 and sorted(name for _, name in cards) == ["Hill Giant", "Island"]
    assert mine.definition(one(g, "Hill Giant", "hand")).name == "Hill Giant"
    assert theirs.revealed_hands() == ()
    with pytest.raises(HiddenObjectError):  # the Telepathy player's own hand stays hidden
        theirs.definition(one(g, "Forest", "hand"))
    assert mine.to_data()["revealed_hands"][0][0] == 1


def test_revelation_reveals_every_hand() -> None:
    """"Players play with their hands revealed": each player sees the other's hand."""
    g = _reveal_game("Revelation")
    assert [s for s, _ in g.view(0).revealed_hands()] == [1]
    assert [s for s, _ in g.view(1).revealed_hands()] == [0]


def test_hidden_again_once_the_enchantment_leaves() -> None:
    """The hands are revealed only while the permanent is on the battlefield."""
    g = _reveal_game("Telepathy")
    zones.move(g, one(g, "Telepathy"), "graveyard")
    assert g.view(0).revealed_hands() == ()
    with pytest.raises(HiddenObjectError):
        g.view(0).definition(one(g, "Hill Giant", "hand"))


# --- "for as long as ~ remains on the battlefield" (CR 611.2b) -------------------------------

DRUID = card("Awakener Druid", "{2}{G}", "Creature — Human Druid",
             "When this creature enters, target Forest becomes a 4/5 green Treefolk creature "
             "for as long as this creature remains on the battlefield. It's still a land.",
             "1/1")


def _druid_game() -> Game:
    me = PlayerSpec(hand=("Awakener Druid",), battlefield=lands("Forest", 3))
    them = PlayerSpec(battlefield=(perm("Forest"),))
    return game(me, them, extra=[compile_source(DRUID)])


def _their_forest(g: Game) -> int:
    return next(o for o in g.battlefield if g.objects[o].name == "Forest"
                and g.objects[o].controller == 1)


def _next_turn(g: Game) -> None:
    """Play on (first legal answers) until the next turn's first main phase."""
    turn = g.turn
    for _ in range(300):
        if g.turn > turn and g.step == "main1":
            return
        pending = g.pending
        assert pending is not None
        g.apply(PassPriority() if pending.kind == "priority" else g.legal_actions()[0])
    raise AssertionError("the turn never ended")


def test_druid_animates_a_forest_that_stays_a_land() -> None:
    """The Forest (any player's) becomes a 4/5 green Treefolk creature and is still a land
    (CR 205.1b); it stays one past the end of the turn (CR 611.2b, not 514.2)."""
    g = _druid_game()
    forest = _their_forest(g)
    cast(g, "Awakener Druid")
    resolve(g, [])
    obj = g.objects[forest]
    if not query.is_creature(g, obj):  # the trigger chose one of my Forests: find it
        obj = next(g.objects[o] for o in g.battlefield
                   if g.objects[o].name == "Forest" and query.is_creature(g, g.objects[o]))
    ch = query.layers.characteristics(g, obj)
    assert {"creature", "land"} <= ch.types and {"Treefolk", "Forest"} <= ch.subtypes
    assert ch.colors == {"G"}
    assert (query.power(g, obj), query.toughness(g, obj)) == (4, 5)
    _next_turn(g)
    assert obj.id in g.battlefield and query.is_creature(g, obj)


def test_druid_leaving_ends_it_at_once() -> None:
    """The Druid leaves: the Forest is just a land again, at once (CR 611.2b)."""
    g = _druid_game()
    cast(g, "Awakener Druid")
    resolve(g, [])
    treefolk = next(o for o in g.battlefield if g.objects[o].name == "Forest"
                    and query.is_creature(g, g.objects[o]))
    zones.move(g, one(g, "Awakener Druid"), "graveyard")
    obj = g.objects[treefolk]
    assert not query.is_creature(g, obj) and obj.info.card.subtypes == ("Forest",)
    assert query.layers.characteristics(g, obj).colors == frozenset()


def test_druid_gone_before_the_trigger_resolves() -> None:
    """Ruling: if the Druid leaves before its ability resolves, nothing happens to the
    Forest (the duration never starts, CR 611.2b)."""
    g = _druid_game()
    cast(g, "Awakener Druid")
    for _ in range(10):
        if g.stack and g.objects[g.stack[-1]].kind == "ability":
            break
        pending = g.pending
        assert pending is not None
        g.apply(PassPriority() if pending.kind == "priority" else g.legal_actions()[0])
    zones.move(g, one(g, "Awakener Druid"), "graveyard")
    resolve(g, [])
    assert not any(query.is_creature(g, g.objects[o]) for o in g.battlefield)


# --- "can't be blocked except by three or more creatures" (CR 509.1b) ------------------------

PATHRAZER = card("Pathrazer of Ulamog", "{11}", "Creature — Eldrazi",
                 "Annihilator 3 (Whenever this creature attacks, defending player sacrifices "
                 "three permanents of their choice.)\nThis creature can't be blocked except by "
                 "three or more creatures.", "9/9")


def _blocks_of(them: tuple[str, ...]) -> tuple[Game, int, list[int]]:
    me = PlayerSpec(battlefield=(perm("Pathrazer of Ulamog"),))
    g = game(me, PlayerSpec(battlefield=tuple(perm(n) for n in them)),
             extra=[compile_source(PATHRAZER)])
    attacker = one(g, "Pathrazer of Ulamog")
    g.combat.attackers[attacker] = Seat(1)
    counts = sorted(len(d.blocks) for d in combat.block_options(g, 1))
    return g, attacker, counts


def test_three_or_more_blockers_or_none() -> None:
    """Three possible blockers: no block, or all three (one or two blockers are illegal)."""
    _, _, counts = _blocks_of(("Grizzly Bears", "Hill Giant", "Wind Drake"))
    assert counts == [0, 3]


def test_four_blockers_any_three_or_four() -> None:
    """Four possible blockers: none, any three (four ways) or all four."""
    _, _, counts = _blocks_of(("Grizzly Bears", "Hill Giant", "Wind Drake", "Craw Wurm"))
    assert counts == [0, 3, 3, 3, 3, 4]


def test_two_blockers_is_an_illegal_declaration() -> None:
    """Declaring two blockers is refused, naming the rule."""
    g, attacker, counts = _blocks_of(("Grizzly Bears", "Hill Giant"))
    assert counts == [0]
    bears, giant = one(g, "Grizzly Bears"), one(g, "Hill Giant")
    declaration = DeclareBlockers(((bears, attacker), (giant, attacker)))
    assert declaration not in combat.block_options(g, 1)
    problem = combat_restrictions.block_problem(g, declaration)
    assert problem is not None and problem[1] == "CR 509.1b"


# --- "you may create a token. It has "..."" (CR 111.4) -----------------------------------------

ZONE = card("Awakening Zone", "{2}{G}", "Enchantment",
            "At the beginning of your upkeep, you may create a 0/1 colorless Eldrazi Spawn "
            "creature token. It has \"Sacrifice this token: Add {C}.\"")


def _upkeep(accept: bool) -> Game:
    """Play the upkeep, answering the trigger's "you may" with ``accept`` (it must ask)."""
    asked = False
    g = game(PlayerSpec(battlefield=(perm("Awakening Zone"),)), step="untap",
             extra=[compile_source(ZONE)])
    for _ in range(20):
        pending = g.pending
        assert pending is not None
        if pending.kind == "priority" and not g.stack and g.step != "untap" and (
                g.step != "upkeep" or any(o.kind == "token" for o in g.objects.values())
                or not accept):
            break
        if pending.kind == "priority":
            g.apply(PassPriority())
        else:
            yes = [a for a in g.legal_actions() if isinstance(a, Choose) and a.value is accept]
            asked = asked or bool(yes)
            g.apply(yes[0] if yes else g.legal_actions()[0])
    assert asked
    return g


def test_the_spawn_token_has_its_mana_ability() -> None:
    """Accepting: a 0/1 Eldrazi Spawn whose "Sacrifice this token: Add {C}" is a mana
    ability of the token."""
    g = _upkeep(True)
    [token] = [o for o in g.objects.values() if o.kind == "token"]
    assert {"Eldrazi", "Spawn"} <= set(token.info.card.subtypes)
    assert any(isinstance(a, ir.ActivatedAbility) and a.is_mana_ability
               for a in token.info.card.abilities)


def test_declining_makes_no_token() -> None:
    """"You may" declined: no token."""
    g = _upkeep(False)
    assert not [o for o in g.objects.values() if o.kind == "token"]


# --- "Target creature blocks ~ this turn if able" (CR 509.1c) ----------------------------------

ANGLER = card("Tangle Angler", "{3}{G}", "Creature — Phyrexian Horror",
              "Infect (This creature deals damage to creatures in the form of -1/-1 counters "
              "and to players in the form of poison counters.)\n{G}: Target creature blocks "
              "this creature this turn if able.", "1/5")
FEAST = card("Hunters' Feast", "{3}{G}", "Sorcery", "Any number of target players each gain 6 "
             "life.")


def _lured(tapped: bool) -> tuple[Game, int, int]:
    me = PlayerSpec(battlefield=(perm("Tangle Angler"), perm("Grizzly Bears"),
                                 *lands("Forest", 1)))
    them = PlayerSpec(battlefield=(perm("Hill Giant", tapped=tapped), perm("Wind Drake")))
    g = game(me, them, extra=[compile_source(ANGLER)])
    angler, giant = one(g, "Tangle Angler"), one(g, "Hill Giant")
    activate(g, "Tangle Angler", ((giant,),))
    resolve(g)
    g.combat.attackers[angler] = Seat(1)
    g.combat.attackers[one(g, "Grizzly Bears")] = Seat(1)
    return g, angler, giant


def test_the_target_must_block_the_angler() -> None:
    """Every legal declaration has the Hill Giant blocking Tangle Angler (not the Bears,
    not nothing); the Drake is free."""
    g, angler, giant = _lured(tapped=False)
    options = list(combat.block_options(g, 1))
    assert options and all((giant, angler) in d.blocks for d in options)
    bears = one(g, "Grizzly Bears")
    assert DeclareBlockers(((giant, bears),)) not in combat.block_options(g, 1)


def test_a_tapped_target_has_no_requirement() -> None:
    """The Giant is tapped: it can't block, so nothing is required (CR 509.1c); not
    blocking at all is legal."""
    g, _, _ = _lured(tapped=True)
    assert DeclareBlockers(()) in combat.block_options(g, 1)


def test_hunters_feast_any_number_of_players() -> None:
    """Both players, one, or none may be chosen; each chosen player gains 6 life."""
    for chosen, gains in (((Seat(0), Seat(1)), (6, 6)), ((Seat(1),), (0, 6)), ((), (0, 0))):
        me = PlayerSpec(hand=("Hunters' Feast",), battlefield=lands("Forest", 4))
        g = game(me, extra=[compile_source(FEAST)])
        cast(g, "Hunters' Feast", (chosen,))
        resolve(g)
        assert (g.players[0].life - 20, g.players[1].life - 20) == gains, chosen
