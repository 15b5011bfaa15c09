"""Keyword abilities count as compiled only if the engine executes them (CR 702)."""

from __future__ import annotations

import re

from tests.ir_completeness import _engine
from tests.ir_completeness._game import card

from grimoire.oracle import ir, support
from grimoire.oracle.compiler import compile_card
from grimoire.oracle.keywords import SIMPLE_KEYWORDS


def test_honoured_keywords_are_named_by_the_engine() -> None:
    """Each keyword listed as honoured is read by engine code (by its name), so a keyword
    the engine only records as a name can't be listed."""
    source = _engine.engine_source()
    unread = [k for k in support.HONOURED_KEYWORDS
              if not re.search(rf"[\"']{re.escape(k)}[\"']", source)]
    assert unread == []
    assert not set(support.HONOURED_KEYWORDS) & set(support.KEYWORDS_WITHOUT_ENGINE)


def test_other_keywords_are_gaps() -> None:
    """CR 702.140 (mutate), 702.3 (defender): a keyword the engine lacks is a gap; an
    executed one is not."""
    assert support.engine_gaps(ir.Keyword("mutate"))
    assert not support.engine_gaps(ir.Keyword("defender"))
    grant = card("Test Grant", "Instant", "Target creature gains flying until end of turn.")
    assert not support.engine_gaps(grant)
    storm = ir.GrantKeywords(ir.ThisObject(), ("storm",))
    assert support.engine_gaps(storm) == ["GrantKeywords: keyword 'storm' is not implemented"]
    unknown = sorted(k for k in SIMPLE_KEYWORDS if k not in support.HONOURED_KEYWORDS
                     and k not in support.KEYWORDS_WITHOUT_ENGINE)
    assert all(support.engine_gaps(ir.Keyword(k)) for k in unknown)


def test_cycling_compiles_to_its_activated_ability() -> None:
    """CR 702.29a: the keyword stays (CR 702.29b) and its activated ability works from the
    hand; CR 702.29e-f: typecycling is a cycling ability."""
    for text in ("Cycling {2}", "Basic landcycling {1}{G}"):
        definition = card("Test Cycler", "Creature — Beast", text, "2", "2")
        keyword, ability = definition.abilities
        assert isinstance(keyword, ir.Keyword)
        assert isinstance(ability, ir.ActivatedAbility)
        assert ability.zone == "hand" and ability.cycling
        assert ir.DiscardCost(this=True) in ability.cost.parts


def _blockable(attacker_text: str, blocker: str, defender_lands: tuple[str, ...] = (),
               blocker_def: ir.CardDefinition | None = None) -> bool:
    """Whether ``blocker`` may block a 2/2 with ``attacker_text`` (CR 509.1b)."""
    from tests.ir_completeness._game import game_at, ids, perm
    from tests.rules.helpers import pass_until

    from grimoire.rules import combat
    from grimoire.rules.actions import DeclareAttackers
    from grimoire.rules.objects import Seat
    from grimoire.rules.position import PlayerSpec
    attacker = card("Test Raider", "Creature — Rogue", attacker_text, "2", "2",
                    mana_cost="{1}{B}")
    extra = (attacker,) + ((blocker_def,) if blocker_def is not None else ())
    game = game_at(PlayerSpec(battlefield=(perm("Test Raider"),)),
                   PlayerSpec(battlefield=(perm(blocker), *(perm(n) for n in defender_lands))),
                   step="beginning_of_combat", extra=extra)
    pass_until(game, "declare_attackers")
    game.apply(DeclareAttackers(((ids(game, "Test Raider")[0], Seat(1)),)))
    return any(option.blocks for option in combat.block_options(game, 1))


def test_landwalk() -> None:
    """CR 702.14c: unblockable while the defending player controls a land of the type."""
    assert not _blockable("Swampwalk", "Grizzly Bears", ("Swamp",))
    assert _blockable("Swampwalk", "Grizzly Bears", ("Forest",))


def test_fear_intimidate_shadow_horsemanship_skulk() -> None:
    """CR 702.36b fear, 702.13b intimidate, 702.28b shadow, 702.31b horsemanship, 702.118b
    skulk: who may block."""
    assert not _blockable("Fear", "Grizzly Bears")
    assert not _blockable("Intimidate", "Grizzly Bears")  # green can't block black
    assert not _blockable("Shadow", "Grizzly Bears")
    assert not _blockable("Horsemanship", "Grizzly Bears")
    assert _blockable("Skulk", "Grizzly Bears")  # 2 power: not greater
    assert not _blockable("Skulk", "Hill Giant")
    shade = card("Test Shade", "Creature — Shade", "Shadow", "1", "1", mana_cost="{B}")
    assert _blockable("Shadow", "Test Shade", blocker_def=shade)
    assert not _blockable("Flying", "Test Shade", blocker_def=shade)  # CR 702.28b
    assert _blockable("Fear", "Test Shade", blocker_def=card(
        "Test Shade", "Creature — Shade", "", "1", "1", mana_cost="{B}"))


def test_devoid_is_colorless() -> None:
    """CR 702.114a: "Devoid" means "This object is colorless."."""
    from grimoire.rules.cardinfo import CardInfo
    drone = card("Test Drone", "Creature — Eldrazi Drone", "Devoid", "2", "2",
                 mana_cost="{1}{B}")
    assert CardInfo(drone).colors == frozenset()


def test_prowess_and_bushido_compile_to_their_triggers() -> None:
    """CR 702.108a prowess, 702.45a bushido N: the keyword stays and its triggered ability
    is compiled from the definition."""
    from tests.ir_completeness._game import cast, game_at, ids, perm, resolve

    from grimoire.rules import query
    from grimoire.rules.position import PlayerSpec
    monk = card("Test Monk", "Creature — Human Monk", "Prowess", "1", "2")
    samurai = card("Test Samurai", "Creature — Human Samurai", "Bushido 2", "1", "1")
    trigger = samurai.abilities[1]
    assert isinstance(trigger, ir.TriggeredAbility)
    assert trigger.trigger == ir.BlockTrigger("blocks_or_becomes_blocked")
    spark = card("Test Spark", "Instant", "You gain 1 life.")
    game = game_at(PlayerSpec(hand=("Test Spark", "Grizzly Bears"), battlefield=(
        perm("Test Monk"), perm("Forest"), perm("Forest"))), extra=(monk, spark))
    cast(game, "Test Spark")
    resolve(game)
    (oid,) = ids(game, "Test Monk")
    assert query.power(game, game.objects[oid]) == 2
    cast(game, "Grizzly Bears")  # a creature spell: no trigger
    resolve(game)
    assert query.power(game, game.objects[oid]) == 2


def test_infect_and_wither_damage() -> None:
    """CR 120.3b/702.90b: infect damage to a player gives poison counters (no life loss);
    CR 120.3d/702.80a/702.90c: infect or wither damage to a creature is -1/-1 counters."""
    from tests.ir_completeness._game import game_at, ids, perm

    from grimoire.rules import damage, query
    from grimoire.rules.objects import Seat
    from grimoire.rules.position import PlayerSpec
    blight = card("Test Blight", "Creature — Phyrexian", "Infect", "2", "2")
    hag = card("Test Hag", "Creature — Elemental", "Wither", "2", "2")
    game = game_at(PlayerSpec(battlefield=(perm("Test Blight"), perm("Test Hag"))),
                   PlayerSpec(battlefield=(perm("Hill Giant"),)), extra=(blight, hag))
    infecter, witherer = ids(game, "Test Blight")[0], ids(game, "Test Hag")[0]
    (giant,) = ids(game, "Hill Giant")
    assert damage.deal_damage(game, game.objects[infecter], Seat(1), 2) == 2
    assert game.players[1].life == 20 and game.players[1].counters["poison"] == 2
    damage.deal_damage(game, game.objects[witherer], giant, 1)
    damage.deal_damage(game, game.objects[infecter], giant, 1)
    obj = game.objects[giant]
    assert obj.damage == 0 and obj.counter("-1/-1") == 2
    assert query.toughness(game, obj) == 1


def test_exalted_only_when_attacking_alone() -> None:
    """CR 702.83a-b, 506.5: exalted triggers only if a single creature is declared as an
    attacker, and pumps that creature."""
    from tests.ir_completeness._game import game_at, ids, perm, resolve
    from tests.rules.helpers import pass_until

    from grimoire.rules import query
    from grimoire.rules.actions import DeclareAttackers
    from grimoire.rules.objects import Seat
    from grimoire.rules.position import PlayerSpec
    knight = card("Test Knight", "Creature — Human Knight", "Exalted", "1", "1")
    for attackers, expected in ((1, 3), (2, 2)):
        game = game_at(PlayerSpec(battlefield=(perm("Test Knight"), perm("Grizzly Bears"),
                                                perm("Grizzly Bears"))),
                       step="beginning_of_combat", extra=(knight,))
        pass_until(game, "declare_attackers")
        bears = ids(game, "Grizzly Bears")[:attackers]
        game.apply(DeclareAttackers(tuple((b, Seat(1)) for b in bears)))
        resolve(game)
        assert query.power(game, game.objects[bears[0]]) == expected


def test_flashback_casts_from_the_graveyard_then_exiles() -> None:
    """CR 702.34a: cast from the graveyard for the flashback cost (only from there), and
    exiled instead of going anywhere else when it leaves the stack."""
    from tests.ir_completeness._game import game_at, ids, perm, resolve

    from grimoire.rules.actions import CastSpell
    from grimoire.rules.objects import Seat
    from grimoire.rules.position import PlayerSpec
    flare = card("Test Flare", "Sorcery", "This spell deals 2 damage to any target.\n"
                 "Flashback {1}{R}", mana_cost="{R}")
    assert flare.alternative_costs[0].flashback
    game = game_at(PlayerSpec(hand=("Test Flare",), graveyard=("Test Flare",),
                              battlefield=(perm("Mountain"), perm("Mountain"))),
                   extra=(flare,))
    (in_hand,) = ids(game, "Test Flare", "hand")
    (in_yard,) = ids(game, "Test Flare", "graveyard")
    casts = [a for a in game.legal_actions() if isinstance(a, CastSpell)]
    assert {a.alt for a in casts if a.card == in_hand} == {None}  # no flashback from hand
    from_yard = [a for a in casts if a.card == in_yard and a.targets == ((Seat(1),),)]
    assert [a.alt for a in from_yard] == [0]
    game.apply(from_yard[0])
    resolve(game)
    assert game.players[1].life == 18
    assert ids(game, "Test Flare", "exile") and not ids(game, "Test Flare", "graveyard")
    assert all(game.objects[o].tapped for o in ids(game, "Mountain"))  # paid {1}{R}


def test_flashback_on_a_permanent_is_not_compiled() -> None:
    """CR 702.34a: flashback works only for an instant or sorcery spell."""
    from grimoire.oracle import compile_card
    beast = compile_card(name="Test Beast", type_line="Creature — Beast", mana_cost="{G}",
                         oracle_text="Flashback {G}", power="1", toughness="1")
    assert not ir.is_fully_implemented(beast)


def test_buyback_returns_the_resolved_spell_to_hand() -> None:
    """CR 702.27a: with the buyback cost paid, the spell goes to its owner's hand as it
    resolves; without it, to the graveyard (CR 608.2n)."""
    from tests.ir_completeness._game import game_at, ids, perm, resolve

    from grimoire.rules.actions import CastSpell
    from grimoire.rules.objects import Seat
    from grimoire.rules.position import PlayerSpec
    zap = card("Test Zapper", "Instant", "This spell deals 1 damage to any target.\n"
               "Buyback {2}", mana_cost="{R}")
    for bought, zone in (((0,), "hand"), ((), "graveyard")):
        game = game_at(PlayerSpec(hand=("Test Zapper",), battlefield=(perm("Mountain"),) * 3),
                       extra=(zap,))
        (oid,) = ids(game, "Test Zapper", "hand")
        action = next(a for a in game.legal_actions() if isinstance(a, CastSpell)
                      and a.card == oid and a.additional == bought
                      and a.targets == ((Seat(1),),))
        game.apply(action)
        resolve(game)
        assert game.players[1].life == 19 and ids(game, "Test Zapper", zone)


def test_soulshift_returns_a_spirit() -> None:
    """CR 702.46a: "Soulshift N": when it dies, you may return target Spirit card with mana
    value N or less from your graveyard to your hand."""
    from tests.ir_completeness._game import cast, game_at, ids, perm, resolve

    from grimoire.rules.position import PlayerSpec
    axe = card("Test Axe", "Instant", "Destroy target creature.")
    shifter = card("Test Shifter", "Creature — Spirit", "Soulshift 3", "2", "2",
                   mana_cost="{3}{B}")
    ghost = card("Test Ghost", "Creature — Spirit", "", "1", "1", mana_cost="{1}{B}")
    game = game_at(PlayerSpec(hand=("Test Axe",), battlefield=(perm("Test Shifter"),),
                              graveyard=("Test Ghost",)), extra=(shifter, ghost, axe))
    (oid,) = ids(game, "Test Shifter")
    cast(game, "Test Axe", (oid,))
    resolve(game, True)  # the only legal target is chosen for us (CR 603.3d)
    assert [game.objects[o].name for o in game.players[0].hand] == ["Test Ghost"]


def test_a_granted_keyword_is_honoured_only_where_it_is_expanded() -> None:
    """CR 613.1f: a keyword an effect grants works only if the grant carries what the
    keyword stands for. "All Sliver creatures have provoke" (CR 702.39a) holds provoke's
    triggered ability, so it is honoured; a granted escape (CR 702.138a: an alternative cost
    read from the card's own definition) is not expanded, so it is a gap."""
    sliver = card("Hunter Sliver", "Creature — Sliver", "All Sliver creatures have provoke.",
                  "1", "1", "{1}{R}")
    assert not support.engine_gaps(sliver)
    locker = compile_card(
        name="The Grim Captain's Locker", type_line="Legendary Artifact", mana_cost="{3}{B}",
        oracle_text='{T}: Surveil 1.\n{T}: Until end of turn, each creature card in your '
        'graveyard gains "Escape—{3}{B}, Exile four other cards from your graveyard."')
    gaps = {gap for node in ir.iter_nodes(locker) for gap in support.engine_gaps(node)}
    assert gaps == {"GainAbilities: granted keyword 'escape' is not implemented"}
