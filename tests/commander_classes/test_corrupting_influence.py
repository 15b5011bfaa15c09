"""The classes of Corrupting Influence [ONC] (issue #14), each for every card with its shape:

* "nonbasic landwalk" (CR 702.14a, 702.14c: a land *without* the basic supertype);
* token keywords with a number: "tokens with toxic 1 and "This token can't block."" (CR
  111.4, 702.164a);
* a one-shot boost per object counted by its controller: "each creature your opponents
  control gets -1/-1 until end of turn for each poison counter its controller has" (CR
  608.2h, 611.2c);
* a delayed trigger watching every object: "Whenever a creature blocks this turn, its
  controller gets a poison counter" (CR 603.7a, 603.7c);
* "Then for each opponent with three or more poison counters, you create another one of
  those tokens" (CR 111.2, 608.2h) with an X/X token "where X is the amount of mana spent to
  cast this spell" (CR 601.2h);
* "Whenever one or more creatures an opponent controls deal combat damage to you, that
  opponent gets a poison counter" (once per combat damage step, CR 510.2, 603.2c) and
  "Whenever a player attacks, if one or more players being attacked are poisoned, the
  attacking player draws a card" (CR 508.1, 506.2, 122.1f, 603.4);
* "Whenever this Equipment becomes unattached from a permanent, sacrifice that permanent"
  (CR 701.3d, 603.10a, the rulings of Grafted Exoskeleton);
* "Creatures can't attack you or planeswalkers you control unless their controller pays
  {W/P} for each of those creatures" (CR 508.1g-h, 107.4f: {W} or 2 life each);
* "For each opponent who has three or more poison counters as you cast this spell, put up
  to one target creature card from that player's graveyard onto the battlefield under your
  control" (CR 601.2c, 115.1: targets only in those opponents' graveyards, one each);
* "each opponent who has three or more poison counters exiles the top card of their library
  face down. You may look at and play those cards for as long as they remain exiled, and
  you may spend mana as though it were mana of any color to cast those spells" (CR 406.3,
  601.2, 609.4b);
* "If you put fewer than two lands onto the battlefield this way, proliferate a number of
  times equal to the difference" (CR 608.2c, 701.27a).
"""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, pass_to, record, settle, table
from tests.rules.helpers import ids, one

from grimoire.mechanics import face_down_exile
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules import combat, query, target_limits, targets
from grimoire.rules.actions import (
    ActivateAbility,
    CastSpell,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
)
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

BOOTS = record("Trailblazer's Boots", "{2}", "Artifact — Equipment",
               "Equipped creature has nonbasic landwalk. (It can't be blocked as long as "
               "defending player controls a nonbasic land.)\nEquip {2}")
VISHGRAZ = record("Vishgraz, the Doomhive", "{2}{W}{B}{G}", "Legendary Creature — Phyrexian "
                  "Insect", "Menace, toxic 1 (Players dealt combat damage by this creature "
                  "also get a poison counter.)\nWhen Vishgraz enters, create three 1/1 "
                  "colorless Phyrexian Mite artifact creature tokens with toxic 1 and \"This "
                  "token can't block.\"\nVishgraz gets +1/+1 for each poison counter your "
                  "opponents have.", "3", "3")
OUTBREAK = record("Phyresis Outbreak", "{2}{B}", "Sorcery",
                  "Each opponent gets a poison counter. Then each creature your opponents "
                  "control gets -1/-1 until end of turn for each poison counter its "
                  "controller has.")
ASSAULT = record("Noxious Assault", "{3}{G}{G}", "Sorcery",
                 "Creatures you control get +2/+2 until end of turn. Whenever a creature "
                 "blocks this turn, its controller gets a poison counter.")
WURMQUAKE = record("Wurmquake", "{4}{G}{G}", "Sorcery",
                   "Corrupted — Create an X/X green Phyrexian Wurm creature token with "
                   "trample and toxic 1, where X is the amount of mana spent to cast this "
                   "spell. Then for each opponent with three or more poison counters, you "
                   "create another one of those tokens.\nFlashback {8}{G}{G} (You may cast "
                   "this card from your graveyard for its flashback cost. Then exile it.)")
SPHERE = record("Expand the Sphere", "{3}{G}", "Sorcery",
                "Look at the top six cards of your library. Put up to two land cards from "
                "among them onto the battlefield tapped and the rest on the bottom of your "
                "library in a random order. If you put fewer than two lands onto the "
                "battlefield this way, proliferate a number of times equal to the "
                "difference. (Choose any number of permanents and/or players, then give each "
                "another counter of each kind already there.)")
DECREE = record("Norn's Decree", "{2}{W}", "Enchantment",
                "Whenever one or more creatures an opponent controls deal combat damage to "
                "you, that opponent gets a poison counter.\nWhenever a player attacks, if one "
                "or more players being attacked are poisoned, the attacking player draws a "
                "card.")
EXOSKELETON = record("Grafted Exoskeleton", "{4}", "Artifact — Equipment",
                     "Equipped creature gets +2/+2 and has infect. (It deals damage to "
                     "creatures in the form of -1/-1 counters and to players in the form of "
                     "poison counters.)\nWhenever this Equipment becomes unattached from a "
                     "permanent, sacrifice that permanent.\nEquip {2}")
ANNEX = record("Norn's Annex", "{3}{W/P}{W/P}", "Artifact",
               "({W/P} can be paid with either {W} or 2 life.)\nCreatures can't attack you or "
               "planeswalkers you control unless their controller pays {W/P} for each of "
               "those creatures.")
SUMMONS = record("Geth's Summons", "{2}{B}{B}", "Sorcery",
                 "Return up to one target creature card from your graveyard to the "
                 "battlefield.\nCorrupted — For each opponent who has three or more poison "
                 "counters as you cast this spell, put up to one target creature card from "
                 "that player's graveyard onto the battlefield under your control.")
IXHEL = record("Ixhel, Scion of Atraxa", "{1}{W}{B}{G}", "Legendary Creature — Phyrexian "
               "Angel", "Flying, vigilance, toxic 2\nCorrupted — At the beginning of your end "
               "step, each opponent who has three or more poison counters exiles the top card "
               "of their library face down. You may look at and play those cards for as long "
               "as they remain exiled, and you may spend mana as though it were mana of any "
               "color to cast those spells.", "2", "5")
SONG = record("Song of Blood", "{1}{R}", "Sorcery",
              "Mill four cards. Whenever a creature attacks this turn, it gets +1/+0 until end "
              "of turn for each creature card put into your graveyard this way.")
HARALD = record("Harald Unites the Elves", "{2}{B}{G}", "Enchantment — Saga",
                "(As this Saga enters and after your draw step, add a lore counter. Sacrifice "
                "after III.)\nI — Mill three cards. You may put an Elf or Tyvar card from your "
                "graveyard onto the battlefield.\nII — Put a +1/+1 counter on each Elf you "
                "control.\nIII — Whenever an Elf you control attacks this turn, target "
                "creature an opponent controls gets -1/-1 until end of turn.")
SHATTER = record("Shatter", "{1}{R}", "Instant", "Destroy target artifact.")
MURDER = record("Murder", "{1}{B}{B}", "Instant", "Destroy target creature.")
DESERT = record("Desert", "", "Land — Desert",
                "{T}: Add {C}.\n{T}: This land deals 1 damage to target attacking creature. "
                "Activate only during the end of combat step.")
RECORDS = (BOOTS, VISHGRAZ, OUTBREAK, ASSAULT, WURMQUAKE, SPHERE, DECREE, EXOSKELETON,
           SHATTER, MURDER, ANNEX, SUMMONS, IXHEL, SONG, DESERT)
SWAMPS = tuple(PermanentSpec("Swamp") for _ in range(10))
FORESTS = tuple(PermanentSpec("Forest") for _ in range(10))


def _game(*specs: PlayerSpec, step: str = "main1") -> Game:
    return table(RECORDS, *specs, *(PlayerSpec() for _ in range(4 - len(specs))), step=step)


def _cast(game: Game, name: str, **kwargs: object) -> None:
    game.apply(CastSpell(one(game, name, "hand"), **kwargs))  # type: ignore[arg-type]


def test_the_cards_compile() -> None:
    compiled(*RECORDS)


def test_nonbasic_landwalk_only_against_a_nonbasic_land() -> None:
    """CR 702.14c: the equipped creature can't be blocked while the defending player
    controls a land without the basic supertype (a Desert); basic lands alone don't count,
    nor a nonbasic land of the attacking player."""
    for theirs, blockable in ((("Desert",), False), (("Forest",), True), ((), True)):
        bears = PermanentSpec("Grizzly Bears")
        boots = PermanentSpec("Trailblazer's Boots", attached_to=(0, 0))
        game = _game(PlayerSpec(battlefield=(bears, boots, *(() if theirs else (
                         PermanentSpec("Desert"),)))),
                     PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),
                                             *(PermanentSpec(n) for n in theirs))),
                     step="beginning_of_combat")
        attacker = next(o for o in ids(game, "Grizzly Bears")
                        if game.objects[o].controller == 0)
        assert query.has_keyword(game, game.objects[attacker], "nonbasic landwalk")
        pass_to(game, "declare_attackers", active=0)
        game.apply(DeclareAttackers(((attacker, Seat(1)),)))
        assert any(option.blocks for option in combat.block_options(game, 1)) is blockable


def test_vishgraz_mites_have_toxic_and_cant_block() -> None:
    """CR 111.4, 702.164a: three 1/1 Mites with toxic 1 and "This token can't block"."""
    game = _game(PlayerSpec(hand=("Vishgraz, the Doomhive",),
                            battlefield=(*SWAMPS[:2], PermanentSpec("Plains"),
                                         *FORESTS[:2])))
    _cast(game, "Vishgraz, the Doomhive")
    settle(game)
    mites = ids(game, "Phyrexian Mite")
    assert len(mites) == 3
    mite = game.objects[mites[0]]
    assert "artifact" in mite.info.types and not mite.info.colors
    assert query.has_keyword(game, mite, "toxic")
    assert query.power(game, mite) == 1
    assert combat.has_rule(game, mite, "cant_block")


def test_phyresis_outbreak_counts_each_controllers_poison() -> None:
    """CR 608.2h: each opponent gets a poison counter first; then each opponent's creature
    gets -1/-1 for each poison counter its own controller has (1 and 3 here); your own
    creature is untouched."""
    game = _game(PlayerSpec(hand=("Phyresis Outbreak",), battlefield=(
                     *SWAMPS[:3], PermanentSpec("Grizzly Bears"))),
                 PlayerSpec(battlefield=(PermanentSpec("Hill Giant"),)),
                 PlayerSpec(battlefield=(PermanentSpec("Hill Giant"),)))
    game.players[2].counters["poison"] = 2
    _cast(game, "Phyresis Outbreak")
    settle(game)
    assert [game.players[p].counters.get("poison", 0) for p in range(4)] == [0, 1, 3, 1]
    giants = {game.objects[o].controller: game.objects[o] for o in ids(game, "Hill Giant")}
    assert (query.power(game, giants[1]), query.toughness(game, giants[1])) == (2, 2)
    assert 2 not in giants  # 3/3 with -3/-3: dies
    assert query.power(game, game.objects[one(game, "Grizzly Bears")]) == 2


def test_noxious_assault_poisons_each_blocker_controller_this_turn_only() -> None:
    """CR 603.7c: the delayed ability triggers for each creature that blocks this turn (two
    blockers: two poison counters for their controller); it is gone next turn."""
    game = _game(PlayerSpec(hand=("Noxious Assault",), battlefield=(
                     *FORESTS[:5], PermanentSpec("Hill Giant"))),
                 PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),
                                         PermanentSpec("Grizzly Bears"))))
    _cast(game, "Noxious Assault")
    settle(game)
    giant = one(game, "Hill Giant")
    assert query.power(game, game.objects[giant]) == 5
    pass_to(game, "declare_attackers", active=0)
    game.apply(DeclareAttackers(((giant, Seat(1)),)))
    pass_to(game, "declare_blockers", player=1)
    game.apply(DeclareBlockers(tuple((b, giant) for b in ids(game, "Grizzly Bears"))))
    settle(game)
    assert game.players[1].counters.get("poison", 0) == 2
    assert not game.delayed or all(d.turn == game.turn for d in game.delayed)
    pass_to(game, "declare_attackers", active=1)
    assert not any(d.turn == 3 for d in game.delayed)


def test_song_of_blood_counts_what_the_spell_milled() -> None:
    """CR 603.7c: "this way" inside the delayed ability is what Song of Blood milled as it
    resolved (two creature cards): the attacker gets +2/+0."""
    game = _game(PlayerSpec(hand=("Song of Blood",), library=(
        "Grizzly Bears", "Forest", "Hill Giant", "Forest", *(("Forest",) * 6)),
        battlefield=(PermanentSpec("Hill Giant"), *(PermanentSpec("Mountain") for _ in
                                                   range(2)))))
    _cast(game, "Song of Blood")
    settle(game)
    giant = next(o for o in ids(game, "Hill Giant") if game.objects[o].zone == "battlefield")
    pass_to(game, "declare_attackers", active=0)
    game.apply(DeclareAttackers(((giant, Seat(1)),)))
    settle(game)
    assert query.power(game, game.objects[giant]) == 5


def test_a_delayed_ability_with_its_own_target_is_not_read() -> None:
    """"Whenever an Elf you control attacks this turn, target creature ... gets -1/-1": the
    target would be chosen each time it triggers (CR 603.7c): not compiled as playable."""
    assert not card_is_compiled([compile_source(HARALD)])


def test_wurmquake_one_more_token_per_poisoned_opponent() -> None:
    """CR 601.2h, 608.2h: X is the mana spent (6); one more 6/6 for each opponent with three
    or more poison counters (two of three here)."""
    game = _game(PlayerSpec(hand=("Wurmquake",), battlefield=FORESTS[:6]))
    game.players[1].counters["poison"] = 3
    game.players[2].counters["poison"] = 5
    game.players[3].counters["poison"] = 2
    _cast(game, "Wurmquake")
    settle(game)
    wurms = ids(game, "Phyrexian Wurm")
    assert len(wurms) == 3
    assert all(query.power(game, game.objects[w]) == 6 for w in wurms)
    assert all(query.has_keyword(game, game.objects[w], "trample") for w in wurms)


def test_wurmquake_without_poisoned_opponents_makes_one() -> None:
    """No opponent has three poison counters: the one token only."""
    game = _game(PlayerSpec(hand=("Wurmquake",), battlefield=FORESTS[:6]))
    _cast(game, "Wurmquake")
    settle(game)
    assert len(ids(game, "Phyrexian Wurm")) == 1


def _sphere(library: tuple[str, ...], take: int) -> Game:
    game = _game(PlayerSpec(hand=("Expand the Sphere",), library=library,
                            battlefield=(*FORESTS[:4], PermanentSpec(
                                "Grizzly Bears", counters=(("+1/+1", 1),)))),
                 PlayerSpec())
    game.players[1].counters["poison"] = 1
    _cast(game, "Expand the Sphere")
    for _ in range(60):
        assert game.pending is not None
        if not game.stack and game.pending.kind == "priority":
            break
        if game.pending.prompt == "proliferate":
            game.apply(Choose(tuple(game.pending.options)))
        elif game.pending.kind == "choose_objects":
            lands = [o for o in game.pending.options if game.objects[o].info.is_land]
            game.apply(Choose(tuple(lands[:take])))
        elif game.pending.kind == "priority":
            game.apply(PassPriority())
        else:
            game.apply(game.legal_actions()[0])
    return game


def test_expand_the_sphere_two_lands_no_proliferate() -> None:
    """Two lands put onto the battlefield: the difference is 0, no proliferate."""
    game = _sphere(("Forest", "Island", "Grizzly Bears") * 2, 2)
    assert game.objects[one(game, "Grizzly Bears")].counters == {"+1/+1": 1}
    assert game.players[1].counters["poison"] == 1


def test_expand_the_sphere_proliferates_the_difference() -> None:
    """CR 608.2c, 701.27a: no land among the six cards: proliferate twice (the Bears get two
    more +1/+1 counters, the opponent two more poison counters); one land: once."""
    game = _sphere(("Grizzly Bears",) * 8, 0)
    assert game.objects[one(game, "Grizzly Bears")].counters == {"+1/+1": 3}
    assert game.players[1].counters["poison"] == 3
    game = _sphere(("Forest",) + ("Grizzly Bears",) * 7, 1)
    assert game.players[1].counters["poison"] == 2


def _decree_attack(poison: dict[int, int], attacks: tuple[int, ...]) -> Game:
    """Bob (seat 1) attacks with one Grizzly Bears per entry of ``attacks`` (the seat each
    attacks); Alice (seat 0) controls Norn's Decree."""
    game = _game(PlayerSpec(battlefield=(PermanentSpec("Norn's Decree"),)),
                 PlayerSpec(battlefield=tuple(PermanentSpec("Grizzly Bears") for _ in attacks)))
    for seat, count in poison.items():
        game.players[seat].counters["poison"] = count
    pass_to(game, "declare_attackers", active=1)
    bears = ids(game, "Grizzly Bears")
    game.apply(DeclareAttackers(tuple((b, Seat(t)) for b, t in zip(bears, attacks,
                                                                     strict=True))))
    return game


def _hand(game: Game, seat: int) -> int:
    return len(game.players[seat].hand)


def test_norns_decree_one_poison_counter_per_combat_damage_step() -> None:
    """CR 510.2, 603.2c: two creatures of Bob deal combat damage to Alice at once: Bob gets
    one poison counter (not two). Nobody is poisoned, so the attack draws no card."""
    game = _decree_attack({}, (0, 0))
    before = _hand(game, 1)
    settle(game)
    assert _hand(game, 1) == before
    advance(game, lambda g: g.players[0].life < 20)
    assert game.players[0].life == 16
    settle(game)
    assert game.players[1].counters.get("poison", 0) == 1


def test_norns_decree_not_for_damage_to_another_player() -> None:
    """The Bears deal combat damage to Carol, not to Alice: no poison counter."""
    game = _decree_attack({}, (2,))
    advance(game, lambda g: g.players[2].life < 20)
    settle(game)
    assert game.players[2].life == 18
    assert game.players[1].counters.get("poison", 0) == 0


def test_norns_decree_draws_when_a_poisoned_player_is_attacked() -> None:
    """CR 506.2, 122.1f: Carol has a poison counter and is attacked: Bob draws a card; when
    only Dave (not poisoned) is attacked, Bob draws nothing (the intervening "if", CR
    603.4), whoever else is poisoned."""
    game = _decree_attack({2: 1}, (2,))
    before = _hand(game, 1)
    settle(game)
    assert _hand(game, 1) == before + 1
    game = _decree_attack({2: 1}, (3,))
    before = _hand(game, 1)
    settle(game)
    assert _hand(game, 1) == before


def _grafted(*hand: str) -> tuple[Game, int, int]:
    """Alice's Exoskeleton equips the first of her two Grizzly Bears."""
    game = _game(PlayerSpec(hand=hand, battlefield=(
        PermanentSpec("Grizzly Bears"), PermanentSpec("Grizzly Bears"),
        PermanentSpec("Grafted Exoskeleton", attached_to=(0, 0)),
        *(PermanentSpec("Mountain") for _ in range(4)), *SWAMPS[:3])))
    first, second = ids(game, "Grizzly Bears")
    assert game.objects[one(game, "Grafted Exoskeleton")].attached_to == first
    return game, first, second


def test_grafted_exoskeleton_moved_sacrifices_the_old_host() -> None:
    """CR 701.3d: equipping the other Bears unattaches it from the first: the first is
    sacrificed, the second keeps it (+2/+2, infect)."""
    game, first, second = _grafted()
    exo = one(game, "Grafted Exoskeleton")
    equip = next(a for a in game.legal_actions() if isinstance(a, ActivateAbility)
                 and a.source == exo and a.targets == ((second,),))
    game.apply(equip)
    settle(game)
    assert first not in game.battlefield and game.objects[exo].attached_to == second
    assert query.power(game, game.objects[second]) == 4
    assert query.has_keyword(game, game.objects[second], "infect")


def test_grafted_exoskeleton_leaving_sacrifices_the_host() -> None:
    """The ruling: it becomes unattached if it leaves the battlefield (destroyed): the
    trigger looks back (CR 603.10a) and the creature is sacrificed."""
    game, first, second = _grafted("Shatter")
    game.apply(CastSpell(one(game, "Shatter", "hand"),
                         targets=((one(game, "Grafted Exoskeleton"),),)))
    settle(game)
    assert not ids(game, "Grafted Exoskeleton")
    assert first not in game.battlefield and second in game.battlefield


def test_grafted_exoskeleton_host_dying_sacrifices_nothing_else() -> None:
    """The ruling: when the equipped creature leaves, the trigger does nothing (the other
    Bears stay)."""
    game, first, second = _grafted("Murder")
    game.apply(CastSpell(one(game, "Murder", "hand"), targets=((first,),)))
    settle(game)
    assert first not in game.battlefield and second in game.battlefield
    assert game.objects[one(game, "Grafted Exoskeleton")].attached_to is None


def _annexed(lands: int, life: int = 20) -> Game:
    """Bob (active) has two Grizzly Bears and ``lands`` Plains; Alice has Norn's Annex."""
    game = _game(PlayerSpec(battlefield=(PermanentSpec("Norn's Annex"),)),
                 PlayerSpec(life=life, battlefield=(
                     PermanentSpec("Grizzly Bears"), PermanentSpec("Grizzly Bears"),
                     *(PermanentSpec("Plains") for _ in range(lands)))))
    pass_to(game, "declare_attackers", active=1)
    return game


def _attacks(game: Game) -> set[tuple[int, ...]]:
    """The seats each legal declaration attacks, one entry per declaration."""
    return {tuple(sorted(t.index for _, t in a.attacks if isinstance(t, Seat)))
            for a in game.legal_actions() if isinstance(a, DeclareAttackers)}


def test_norns_annex_each_attacker_pays_w_or_two_life() -> None:
    """CR 508.1h, 107.4f, the rulings: both Bears may attack Alice, two {W/P} paid (each
    with {W} or 2 life: the payer's choice here); attacking Carol costs nothing."""
    game = _annexed(1)
    assert (0, 0) in _attacks(game) and (2, 2) in _attacks(game)
    game.apply(DeclareAttackers(tuple((b, Seat(0)) for b in ids(game, "Grizzly Bears"))))
    plains = game.objects[one(game, "Plains")]
    assert (20 - game.players[1].life) // 2 + plains.tapped == 2


def test_norns_annex_unpayable_attacks_are_not_offered() -> None:
    """CR 119.4, 508.1d: at 1 life with no white mana Bob can't pay: no attack on Alice is
    offered (attacking Carol still is); at 3 life, one Bears (2 life) but not both."""
    game = _annexed(0, life=1)
    assert all(0 not in seats for seats in _attacks(game))
    assert (2, 2) in _attacks(game)
    game = _annexed(0, life=3)
    assert (0,) in _attacks(game) and (0, 0) not in _attacks(game)
    assert DeclareAttackers(tuple((b, Seat(0)) for b in ids(game, "Grizzly Bears"))) \
        not in game.legal_actions()


def _summons(carol: tuple[str, ...] = ("Hill Giant",)) -> Game:
    """Alice casts Geth's Summons; Bob (no poison) and Carol and Dave (three or more poison
    counters) have creature cards in their graveyards."""
    game = _game(PlayerSpec(hand=("Geth's Summons",), graveyard=("Grizzly Bears",),
                            battlefield=SWAMPS[:4]),
                 PlayerSpec(graveyard=("Hill Giant",)), PlayerSpec(graveyard=carol),
                 PlayerSpec(graveyard=("Hill Giant",)))
    game.players[2].counters["poison"] = 3
    game.players[3].counters["poison"] = 4
    return game


_SUMMONS_SPEC = compile_source(SUMMONS).spell.targets[1]  # type: ignore[union-attr]


def test_geths_summons_targets_only_corrupted_opponents_graveyards() -> None:
    """CR 601.2c: the second target is a creature card owned by an opponent with three or
    more poison counters (Carol's or Dave's, not Bob's), one per such opponent."""
    game = _summons()
    spell = one(game, "Geth's Summons", "hand")
    legal = targets.options(game, _SUMMONS_SPEC, 0, spell)
    assert {game.objects[t].owner for t in legal if isinstance(t, int)} == {2, 3}
    carol, dave = (game.players[p].graveyard[0] for p in (2, 3))
    bears = game.players[0].graveyard[0]
    _cast(game, "Geth's Summons", targets=((bears,), (carol, dave)))
    settle(game)
    mine = [o for o in game.battlefield if game.objects[o].controller == 0
            and game.objects[o].info.is_creature]
    assert sorted(game.objects[o].name for o in mine) == ["Grizzly Bears", "Hill Giant",
                                                          "Hill Giant"]
    assert game.players[1].graveyard  # Bob's Hill Giant stays


def test_geths_summons_one_target_per_corrupted_opponent() -> None:
    """Two cards of the same opponent can't both be chosen (one per opponent); with no
    opponent at three poison counters no card of theirs can be chosen."""
    game = _summons(("Hill Giant", "Hill Giant"))
    assert not target_limits.one_per_player(game, tuple(game.players[2].graveyard))
    game = _summons()
    game.players[2].counters["poison"] = 2
    game.players[3].counters["poison"] = 0
    spell = one(game, "Geth's Summons", "hand")
    assert not [t for t in targets.options(game, _SUMMONS_SPEC, 0, spell)
                if isinstance(t, int)]


def test_ixhel_exiles_face_down_from_corrupted_opponents_and_lets_you_play() -> None:
    """CR 406.3, 609.4b: at Alice's end step only Carol (three poison counters) exiles her top
    card (a Lightning Bolt) face down; Alice may look at it (Carol may not) and cast it with
    black mana as though it were red; Bob (no poison) exiles nothing."""
    game = _game(PlayerSpec(battlefield=(PermanentSpec("Ixhel, Scion of Atraxa"),
                                         *SWAMPS[:2])),
                 PlayerSpec(library=("Lightning Bolt",) * 5),
                 PlayerSpec(library=("Lightning Bolt",) * 5), step="main2")
    game.players[2].counters["poison"] = 3
    advance(game, lambda g: g.step == "end" and not g.stack and g.pending is not None
            and g.pending.kind == "priority" and any(g.objects[o].zone == "exile"
                                                     for o in g.exile))
    exiled = list(game.exile)
    assert len(exiled) == 1 and game.objects[exiled[0]].owner == 2
    card = game.objects[exiled[0]]
    assert face_down_exile.hidden_from(game, card, 2)
    assert not face_down_exile.hidden_from(game, card, 0)
    cast = [a for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == card.id]
    assert cast
    game.apply(CastSpell(card.id, targets=((Seat(1),),)))
    settle(game)
    assert game.players[1].life == 17


def test_ixhel_nothing_without_a_corrupted_opponent() -> None:
    """No opponent with three or more poison counters: nothing is exiled (two is not
    enough)."""
    game = _game(PlayerSpec(battlefield=(PermanentSpec("Ixhel, Scion of Atraxa"),)),
                 PlayerSpec(), step="main2")
    game.players[1].counters["poison"] = 2
    advance(game, lambda g: g.step == "end" and not g.stack)
    settle(game)
    assert not game.exile
