"""Goad (CR 701.38), "can't attack you [or planeswalkers you control]" (CR 508.1c) and
attack requirements of effects and statics (CR 508.1d) with several opponents, including
those for a player's whole next turn (Taunt, Gideon Jura; CR 611.2a, 611.2c)."""

from __future__ import annotations

import pytest
from tests.commander_classes._table import advance, compiled, pass_to, record, table
from tests.rules.helpers import one

from grimoire.errors import IllegalActionError
from grimoire.rules import zones
from grimoire.rules.actions import ActivateAbility, CastSpell, DeclareAttackers, PassPriority
from grimoire.rules.cardinfo import info_for
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

DISRUPT = record("Disrupt Decorum", "{2}{R}{R}", "Sorcery",
                 "Goad all creatures you don't control. (Until your next turn, those creatures "
                 "attack each combat if able and attack a player other than you if able.)")
VOW = record("Vow of Duty", "{2}{W}", "Enchantment — Aura",
             "Enchant creature\nEnchanted creature gets +2/+2, has vigilance, and can't attack "
             "you or planeswalkers you control.")
SANDWURM = record("Sandwurm Convergence", "{6}{G}{G}", "Enchantment",
                  "Creatures with flying can't attack you or planeswalkers you control.\nAt the "
                  "beginning of your end step, create a 5/5 green Wurm creature token.")
BIDENT = record("Bident of Thassa", "{2}{U}{U}", "Legendary Enchantment Artifact",
                "Whenever a creature you control deals combat damage to a player, you may draw "
                "a card.\n{1}{U}, {T}: Creatures your opponents control attack this turn if able.")
TURTLE = record("Angler Turtle", "{5}{U}{U}", "Creature — Turtle",
                "Hexproof\nCreatures your opponents control attack each combat if able.", "5", "7")
RECORDS = (DISRUPT, VOW, SANDWURM, BIDENT, TURTLE)
MOUNTAINS = tuple(PermanentSpec("Mountain") for _ in range(4))


def test_the_records_compile() -> None:
    """Every card of this class compiles with nothing the engine ignores."""
    compiled(*RECORDS)


def _goaded_table(*others: PlayerSpec) -> tuple:  # type: ignore[type-arg]
    game = table(RECORDS, PlayerSpec(hand=("Disrupt Decorum",), battlefield=MOUNTAINS),
                 PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),)), *others)
    game.apply(CastSpell(one(game, "Disrupt Decorum", "hand")))
    while game.stack:
        game.apply(PassPriority())
    return game, one(game, "Grizzly Bears")


def test_goaded_creature_attacks_a_player_other_than_the_goader() -> None:
    """CR 701.38b: on its controller's next turn, the goaded Bears must attack, and attack
    a player other than the goading player: Carol or Dave, never Alice; not attacking is
    illegal (CR 508.1d)."""
    game, bears = _goaded_table(PlayerSpec(), PlayerSpec())
    pass_to(game, "declare_attackers", active=1)
    legal = set(game.legal_actions())
    assert legal == {DeclareAttackers(((bears, Seat(2)),)), DeclareAttackers(((bears, Seat(3)),))}
    for illegal in (DeclareAttackers(()), DeclareAttackers(((bears, Seat(0)),))):
        with pytest.raises(IllegalActionError):
            game.apply(illegal)
    game.apply(DeclareAttackers(((bears, Seat(3)),)))
    assert game.combat.attackers == {bears: Seat(3)}


def test_goaded_creature_with_only_the_goader_left_attacks_the_goader() -> None:
    """CR 701.38b "if able": in a two-player game the only player it can attack is the
    goading one, so it must attack that player (the "attacks each combat" requirement)."""
    game, bears = _goaded_table()
    advance(game, lambda g: g.active == 1 and bool(g.combat.attackers))  # made for Bob
    assert game.active == 1 and game.combat.attackers == {bears: Seat(0)}


def test_goad_ends_as_the_goaders_next_turn_begins() -> None:
    """CR 701.38a: "until your next turn": after Alice's next turn begins, the Bears are free
    again on Bob's following turn (not attacking is legal)."""
    game, bears = _goaded_table(PlayerSpec())
    pass_to(game, "declare_attackers", active=1)
    game.apply(DeclareAttackers(((bears, Seat(2)),)))
    pass_to(game, "priority", active=0)
    assert "goaded" not in game.objects[bears].flags
    pass_to(game, "declare_attackers", active=1)
    assert DeclareAttackers(()) in game.legal_actions()


def test_a_goaded_creature_that_cant_attack_the_others_may_attack_the_goader() -> None:
    """CR 701.38b, 508.1c-d: Carol's Vow of Duty keeps the goaded Bears off Carol; with no
    other player left to attack, it must still attack (Alice, the goader)."""
    game, bears = _goaded_table(
        PlayerSpec(battlefield=(PermanentSpec("Vow of Duty", attached_to=(1, 0)),)))
    advance(game, lambda g: g.active == 1 and bool(g.combat.attackers))
    assert game.active == 1 and game.combat.attackers == {bears: Seat(0)}


def test_vow_of_duty_bans_attacking_its_controller_and_their_planeswalkers() -> None:
    """CR 508.1c: enchanted by Alice's Vow of Duty, Bob's Bears (4/4, vigilance) can't
    attack Alice; Carol may be attacked."""
    game = table(RECORDS,
                 PlayerSpec(battlefield=(PermanentSpec("Vow of Duty", attached_to=(1, 0)),)),
                 PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),)), PlayerSpec(),
                 active=1, step="beginning_of_combat")
    pass_to(game, "declare_attackers", active=1)
    bears = one(game, "Grizzly Bears")
    assert set(game.legal_actions()) == {DeclareAttackers(()),
                                         DeclareAttackers(((bears, Seat(2)),))}
    with pytest.raises(IllegalActionError) as err:
        game.apply(DeclareAttackers(((bears, Seat(0)),)))
    assert err.value.rule == "CR 508.1c"
    game.apply(DeclareAttackers(((bears, Seat(2)),)))
    assert not game.objects[bears].tapped  # vigilance from the Vow


def test_sandwurm_convergence_names_only_fliers() -> None:
    """CR 508.1c: "Creatures with flying can't attack you": Bob's Serra Angel can't attack
    Alice (the Convergence's controller), his Bears can."""
    game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Sandwurm Convergence"),)),
                 PlayerSpec(battlefield=(PermanentSpec("Serra Angel"),
                                         PermanentSpec("Grizzly Bears"))),
                 active=1, step="beginning_of_combat")
    pass_to(game, "declare_attackers", active=1)
    angel, bears = one(game, "Serra Angel"), one(game, "Grizzly Bears")
    assert set(game.legal_actions()) == {DeclareAttackers(()),
                                         DeclareAttackers(((bears, Seat(0)),))}
    assert angel not in {c for a in game.legal_actions() for c, _ in a.attacks}


def test_bident_forces_the_opponents_creatures_this_turn() -> None:
    """CR 508.1d: after Bident's ability resolves on Bob's turn (Alice activates it in his
    beginning of combat), Bob's untapped creatures must attack someone this turn."""
    game = table(RECORDS,
                 PlayerSpec(battlefield=(PermanentSpec("Bident of Thassa"),
                                         PermanentSpec("Island"), PermanentSpec("Island"))),
                 PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),
                                         PermanentSpec("Hill Giant", tapped=True))),
                 PlayerSpec(), active=1, step="beginning_of_combat")
    pass_to(game, "priority", active=1)
    while game.pending is not None and game.pending.player != 0:
        game.apply(PassPriority())
    bident = one(game, "Bident of Thassa")
    game.apply(next(a for a in game.legal_actions()
                    if isinstance(a, ActivateAbility) and a.source == bident))
    while game.stack or game.step == "beginning_of_combat":
        game.apply(game.legal_actions()[0] if game.pending.kind != "priority"  # type: ignore[union-attr]
                   else PassPriority())
    bears = one(game, "Grizzly Bears")
    assert game.pending is not None and game.pending.kind == "declare_attackers"
    assert set(game.legal_actions()) == {DeclareAttackers(((bears, Seat(0)),)),
                                         DeclareAttackers(((bears, Seat(2)),))}


def _turtle_table(goaded: bool) -> tuple:  # type: ignore[type-arg]
    from grimoire.rules.attack_requirements import goad, goaders
    game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Angler Turtle"),)),
                 PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),)), PlayerSpec(),
                 active=1, step="beginning_of_combat")
    bears = one(game, "Grizzly Bears")
    if goaded:
        assert goad(game, game.objects[bears], 0) and not goad(game, game.objects[bears], 0)
        assert goaders(game.objects[bears]) == {0}
    return game, bears


def test_angler_turtle_requirement_and_goad_add_up() -> None:
    """CR 508.1d, 701.38c-d: Angler Turtle (Alice's) forces Bob's Bears to attack Alice or
    Carol; goaded by Alice as well, only Carol obeys every requirement; goading again by
    the same player adds nothing (CR 701.38d)."""
    game, bears = _turtle_table(False)
    pass_to(game, "declare_attackers", active=1)
    assert set(game.legal_actions()) == {DeclareAttackers(((bears, Seat(0)),)),
                                         DeclareAttackers(((bears, Seat(2)),))}
    game, bears = _turtle_table(True)  # the one legal declaration is made for Bob
    advance(game, lambda g: g.active == 1 and bool(g.combat.attackers))
    assert game.combat.attackers == {bears: Seat(2)}


PROPAGANDA = record("Propaganda", "{2}{U}", "Enchantment",
                    "Creatures can't attack you unless their controller pays {2} for each "
                    "creature they control that's attacking you.")


def _taxed_table(forests: int, *, goaded_by: int | None = None) -> tuple:  # type: ignore[type-arg]
    from grimoire.rules.attack_requirements import goad
    game = table((*RECORDS, PROPAGANDA),
                 PlayerSpec(battlefield=(PermanentSpec("Propaganda"),)),
                 PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),
                                         PermanentSpec("Grizzly Bears"),
                                         *(PermanentSpec("Forest") for _ in range(forests)))),
                 PlayerSpec(), active=1, step="beginning_of_combat")
    if goaded_by is not None:
        for oid in [o for o in game.battlefield if game.objects[o].name == "Grizzly Bears"]:
            goad(game, game.objects[oid], goaded_by)
    pass_to(game, "declare_attackers", active=1)
    b1, b2 = sorted(o for o in game.battlefield if game.objects[o].name == "Grizzly Bears")
    return game, b1, b2


def test_propaganda_lets_only_what_the_attacker_can_pay_for_attack_you() -> None:
    """CR 508.1h: each Bears costs {2} to attack Alice; with two Forests Bob may send one
    Bears at her, never both (8 of the 9 combinations); he pays as he declares, after the
    attackers tap (CR 508.1f, 508.1j)."""
    compiled(PROPAGANDA)
    game, b1, b2 = _taxed_table(2)
    legal = list(game.legal_actions())
    assert len(legal) == len(set(legal)) == 8
    both = DeclareAttackers(((b1, Seat(0)), (b2, Seat(0))))
    assert both not in legal
    with pytest.raises(IllegalActionError):
        game.apply(both)
    game.apply(DeclareAttackers(((b1, Seat(0)), (b2, Seat(2)))))
    forests = [o for o in game.battlefield if game.objects[o].name == "Forest"]
    assert all(game.objects[o].tapped for o in forests)
    assert game.combat.attackers == {b1: Seat(0), b2: Seat(2)}


def test_propaganda_without_mana_bans_attacking_its_controller() -> None:
    """CR 508.1h: no mana, no attack on Alice; Carol can still be attacked freely."""
    game, _, _ = _taxed_table(0)
    targets = {t for a in game.legal_actions() for _, t in a.attacks}  # type: ignore[attr-defined]
    assert targets == {Seat(2)}


def test_a_goaded_creature_is_never_required_to_pay_to_attack() -> None:
    """CR 508.1d: goaded by Carol, the Bears must attack if able and attack a player other
    than Carol if able; attacking Alice costs {2}, which Bob is not required to pay: Carol
    is a legal choice, and so is paying for Alice; not attacking is not."""
    game, b1, b2 = _taxed_table(4, goaded_by=2)
    legal = set(game.legal_actions())
    assert DeclareAttackers(((b1, Seat(2)), (b2, Seat(2)))) in legal
    assert DeclareAttackers(((b1, Seat(0)), (b2, Seat(0)))) in legal
    assert DeclareAttackers(()) not in legal and DeclareAttackers(((b1, Seat(2)),)) not in legal


IMPETUS = record("Shiny Impetus", "{2}{R}", "Enchantment — Aura",
                 "Enchant creature\nEnchanted creature gets +2/+2 and is goaded.\nWhenever "
                 "enchanted creature attacks, you create a Treasure token.")
ANCESTOR = record("Vengeful Ancestor", "{2}{R}{R}", "Creature — Spirit Dragon",
                  "Flying\nWhenever this creature enters or attacks, goad target creature. (Until "
                  "your next turn, that creature attacks each combat if able and attacks a player "
                  "other than you if able.)\nWhenever a goaded creature attacks, it deals 1 damage "
                  "to its controller.", "3", "4")


def test_an_aura_that_says_is_goaded_goads_for_its_controller() -> None:
    """CR 701.38b: "Enchanted creature ... is goaded": Alice's Aura on Bob's Bears makes them
    attack each combat, a player other than Alice (Carol); when the Aura is gone, so is the
    requirement. A "goaded creature" attacking triggers Vengeful Ancestor: 1 damage to its
    controller (Bob)."""
    compiled(IMPETUS, ANCESTOR)
    game = table((*RECORDS, IMPETUS, ANCESTOR),
                 PlayerSpec(battlefield=(PermanentSpec("Shiny Impetus", attached_to=(1, 0)),
                                         PermanentSpec("Vengeful Ancestor"))),
                 PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),)), PlayerSpec(),
                 active=1, step="beginning_of_combat")
    bears = one(game, "Grizzly Bears")
    advance(game, lambda g: g.active == 1 and bool(g.combat.attackers))
    assert game.combat.attackers == {bears: Seat(2)}  # the one legal declaration
    advance(game, lambda g: not g.stack and g.step == "declare_attackers"
            and g.pending is not None and g.pending.kind == "priority")
    assert game.players[1].life == 19  # Vengeful Ancestor: 1 damage to Bob
    assert game.players[0].life == 20


def test_without_the_aura_not_goaded() -> None:
    """The same table without the Aura: Bob may keep his Bears home; the Ancestor's trigger
    doesn't fire for a creature that isn't goaded."""
    game = table((*RECORDS, IMPETUS, ANCESTOR),
                 PlayerSpec(battlefield=(PermanentSpec("Vengeful Ancestor"),)),
                 PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),)), PlayerSpec(),
                 active=1, step="beginning_of_combat")
    pass_to(game, "declare_attackers", active=1)
    assert DeclareAttackers(()) in game.legal_actions()
    bears = one(game, "Grizzly Bears")
    game.apply(DeclareAttackers(((bears, Seat(0)),)))
    assert not game.pending_triggers and game.players[1].life == 20


SNARE = record("Soul Snare", "{W}", "Enchantment",
               "{W}, Sacrifice this enchantment: Exile target creature that's attacking you or a "
               "planeswalker you control.")


def test_soul_snare_targets_only_creatures_attacking_its_controller() -> None:
    """CR 506.2, 115.1: Bob attacks Alice with the Hill Giant and Carol with the Bears;
    Alice's Soul Snare can target the Giant, not the Bears."""
    from grimoire.oracle.compiler import compile_source
    from grimoire.rules import targets as target_rules
    compiled(SNARE)
    game = table((*RECORDS, SNARE), PlayerSpec(battlefield=(PermanentSpec("Soul Snare"),
                                                            PermanentSpec("Plains"))),
                 PlayerSpec(battlefield=(PermanentSpec("Hill Giant"),
                                         PermanentSpec("Grizzly Bears"))), PlayerSpec(),
                 active=1, step="beginning_of_combat")
    pass_to(game, "declare_attackers", active=1)
    giant, bears = one(game, "Hill Giant"), one(game, "Grizzly Bears")
    game.apply(DeclareAttackers(((giant, Seat(0)), (bears, Seat(2)))))
    spec = compile_source(SNARE).abilities[0].targets[0]  # type: ignore[union-attr]
    snare = one(game, "Soul Snare")
    legal = target_rules.options(game, spec, 0, snare)
    assert giant in legal and bears not in legal


KAZUUL = record("Kazuul, Tyrant of the Cliffs", "{3}{R}{R}", "Legendary Creature — Ogre Warrior",
                "Whenever a creature an opponent controls attacks, if you're the defending "
                "player, create a 3/3 red Ogre creature token unless that creature's controller "
                "pays {3}.", "5", "4")


def _kazuul(target: Seat, pay: bool) -> tuple:  # type: ignore[type-arg]
    from grimoire.rules.actions import Choose
    kazuul = PermanentSpec("Kazuul, Tyrant of the Cliffs")
    game = table((KAZUUL,), PlayerSpec(battlefield=(kazuul,)),
                 PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),
                                         *(PermanentSpec("Forest") for _ in range(3)))),
                 PlayerSpec(), active=1, step="beginning_of_combat")
    pass_to(game, "declare_attackers", active=1)
    game.apply(DeclareAttackers(((one(game, "Grizzly Bears"), target),)))
    asked = []
    while game.stack or game.pending_triggers or (
            game.pending is not None and game.pending.kind != "priority"):
        assert game.pending is not None
        if game.pending.kind == "yes_no":
            asked.append(game.pending.player)
            game.apply(Choose(pay))
        else:
            game.apply(PassPriority() if game.pending.kind == "priority"
                       else game.legal_actions()[0])
    ogres = [o for o in game.battlefield if game.objects[o].kind == "token"]
    return game, asked, ogres


def test_kazuul_taxes_creatures_attacking_its_controller() -> None:
    """CR 802.2a, 118.12a: Bob's Bears attack Alice (Kazuul's controller): Bob may pay {3};
    declining gives Alice a 3/3 Ogre, paying taps his Forests and no Ogre. Attacking Carol,
    Alice is not the defending player: nothing triggers."""
    compiled(KAZUUL)
    game, asked, ogres = _kazuul(Seat(0), pay=False)
    assert asked == [1] and len(ogres) == 1 and game.objects[ogres[0]].controller == 0
    game, asked, ogres = _kazuul(Seat(0), pay=True)
    assert asked == [1] and not ogres
    assert all(game.objects[o].tapped for o in game.battlefield
               if game.objects[o].name == "Forest")
    game, asked, ogres = _kazuul(Seat(2), pay=False)
    assert not asked and not ogres


TAUNT = record("Taunt", "{U}", "Sorcery",
               "During target player's next turn, creatures that player controls attack you if "
               "able.")
GIDEON = {**record("Gideon Jura", "{3}{W}{W}", "Legendary Planeswalker — Gideon",
                   "+2: During target opponent's next turn, creatures that player controls "
                   "attack Gideon Jura if able.\n−2: Destroy target tapped creature.\n0: Until "
                   "end of turn, Gideon Jura becomes a 6/6 Human Soldier creature that's still a "
                   "planeswalker. Prevent all damage that would be dealt to him this turn."),
          "loyalty": "6"}


def test_taunt_and_gideon_compile() -> None:
    """Both cards compile with nothing the engine ignores."""
    compiled(TAUNT, GIDEON)


def _taunted(*others: PlayerSpec) -> tuple:  # type: ignore[type-arg]
    game = table((TAUNT, GIDEON), PlayerSpec(hand=("Taunt",), battlefield=(
        PermanentSpec("Island"),)), PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),),
                                               hand=("Raging Goblin",),
                                               library=("Mountain",) * 10), *others)
    game.apply(CastSpell(one(game, "Taunt", "hand"), targets=((Seat(1),),)))
    while game.stack:
        game.apply(PassPriority())
    return game, one(game, "Grizzly Bears")


def test_taunt_makes_bobs_creatures_attack_alice_on_his_next_turn() -> None:
    """CR 508.1d, 611.2a: during Bob's next turn the Bears must attack, and only attacking
    Alice obeys the requirement (Carol is not a legal choice for them then)."""
    game, bears = _taunted(PlayerSpec())
    advance(game, lambda g: g.active == 1 and bool(g.combat.attackers))  # the only choice,
    assert game.turn == 4 and game.combat.attackers == {bears: Seat(0)}  # made for Bob


def test_taunt_covers_creatures_arriving_that_turn_and_ends_with_it() -> None:
    """CR 611.2c: the requirement isn't a characteristic: a haste creature Bob casts that
    turn must attack Alice too; on Bob's following turn it's over (not attacking is legal)."""
    game, bears = _taunted(PlayerSpec())
    pass_to(game, "priority", active=1, player=1)
    while game.step != "main1":
        game.apply(PassPriority())
    goblin = zones.new_object(game, info_for(game.pool.get("Raging Goblin")), 1, "battlefield")
    advance(game, lambda g: g.active == 1 and bool(g.combat.attackers))
    assert game.combat.attackers == {bears: Seat(0), goblin.id: Seat(0)}
    pass_to(game, "priority", active=2)
    pass_to(game, "declare_attackers", active=1)
    assert game.turn == 7 and DeclareAttackers(()) in game.legal_actions()


def test_gideon_makes_the_opponents_creatures_attack_him() -> None:
    """Gideon Jura's +2: on Bob's next turn the Bears must attack Gideon (a planeswalker,
    CR 506.2), not Alice nor Carol."""
    game = table((TAUNT, GIDEON), PlayerSpec(battlefield=(PermanentSpec("Gideon Jura"),)),
                 PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),)), PlayerSpec())
    gideon = one(game, "Gideon Jura")
    plus = next(a for a in game.legal_actions() if isinstance(a, ActivateAbility)
                and a.source == gideon and a.index == 0 and a.targets == ((Seat(1),),))
    game.apply(plus)
    while game.stack:
        game.apply(PassPriority())
    bears = one(game, "Grizzly Bears")
    advance(game, lambda g: g.active == 1 and bool(g.combat.attackers))
    assert game.combat.attackers == {bears: gideon}


def test_gideon_gone_the_requirement_can_be_ignored() -> None:
    """CR 508.1d: a requirement that can't be met is ignored: Gideon left the battlefield
    before Bob's turn, so the Bears may attack anyone or not at all."""
    game = table((TAUNT, GIDEON), PlayerSpec(battlefield=(PermanentSpec("Gideon Jura"),)),
                 PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),)))
    gideon = one(game, "Gideon Jura")
    game.apply(next(a for a in game.legal_actions() if isinstance(a, ActivateAbility)
                    and a.source == gideon and a.index == 0))
    while game.stack:
        game.apply(PassPriority())
    zones.move(game, gideon, "graveyard")
    pass_to(game, "declare_attackers", active=1)
    assert game.turn == 4 and DeclareAttackers(()) in game.legal_actions()
