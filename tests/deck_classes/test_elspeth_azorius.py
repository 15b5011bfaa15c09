"""Classes two theme decks needed (Elspeth, Undaunted Hero; Eternal Siege; Azorius Advance):
"Whenever another creature you control enters or dies" (CR 603.2: either event triggers
it); "If it's an enchanted creature or enchantment creature, it also gains ..." (CR 303.4e:
an Aura is attached to it); "Each other multicolored creature you control gets +1/+1 for
each of its colors" (CR 105.2, 613.4c: each creature's own count); "Enchanted creature gets
+1/+1 for each card in its controller's hand" and "At the beginning of the draw step of
enchanted creature's controller, that player draws an additional card" (CR 303.4, 504)."""

from __future__ import annotations

from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import cast, game, lands, one, perm, resolve

from grimoire.oracle.compiler import compile_source
from grimoire.rules import query
from grimoire.rules.actions import PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

DAXOS = card("Daxos, Blessed by the Sun", "{W}", "Legendary Enchantment Creature — Demigod",
             "Daxos's toughness is equal to your devotion to white. (Each {W} in the mana costs "
             "of permanents you control counts toward your devotion to white.)\nWhenever "
             "another creature you control enters or dies, you gain 1 life.", "2/*")
BLESSING = card("Karametra's Blessing", "{W}", "Instant",
                "Target creature gets +2/+2 until end of turn. If it's an enchanted creature "
                "or enchantment creature, it also gains hexproof and indestructible until end "
                "of turn. (It can't be the target of spells or abilities your opponents "
                "control. Damage and effects that say \"destroy\" don't destroy it.)")
KNIGHT = card("Knight of New Alara", "{2}{G}{W}", "Creature — Human Knight",
              "Each other multicolored creature you control gets +1/+1 for each of its "
              "colors.", "2/2")
AUTHORITY = card("Righteous Authority", "{3}{W}{U}", "Enchantment — Aura",
                 "Enchant creature\nEnchanted creature gets +1/+1 for each card in its "
                 "controller's hand.\nAt the beginning of the draw step of enchanted "
                 "creature's controller, that player draws an additional card.")
CHARM = card("Boros Recruit", "{R/W}", "Creature — Goblin Soldier", "", "1/1")
CENTAUR = card("Watchwolf", "{G}{W}", "Creature — Wolf", "", "3/3")
SPRITE = card("Sprite Dragon", "{U}{R}", "Creature — Dragon", "", "1/1")
NEXUS = card("Tricolor Beast", "{G}{W}{U}", "Creature — Beast", "", "2/2")
RECORDS = (DAXOS, BLESSING, KNIGHT, AUTHORITY, CHARM, CENTAUR, SPRITE, NEXUS)


def test_the_records_are_honoured() -> None:
    assert_honoured(RECORDS)


def _game(me: PlayerSpec, them: PlayerSpec | None = None, step: str = "main1") -> Game:
    return game(me, them, step=step, extra=[compile_source(r) for r in RECORDS])


def test_daxos_gains_when_another_creature_enters_and_when_it_dies() -> None:
    """Grizzly Bears entering: +1 life; the Bears dying (Murder): +1 again."""
    g = _game(PlayerSpec(battlefield=(perm("Daxos, Blessed by the Sun"), *lands("Forest", 2),
                                      *lands("Swamp", 3)),
                         hand=("Grizzly Bears", "Murder")))
    cast(g, "Grizzly Bears")
    resolve(g)
    assert g.players[0].life == 21
    cast(g, "Murder", ((one(g, "Grizzly Bears"),),))
    resolve(g)
    assert g.players[0].life == 22


def _blessed(aura: bool) -> Game:
    battlefield = (perm("Grizzly Bears"), *lands("Plains", 2))
    if aura:
        battlefield = (*battlefield, perm("Holy Strength", attached_to=(0, 0)))
    g = _game(PlayerSpec(battlefield=battlefield, hand=("Karametra's Blessing",)))
    cast(g, "Karametra's Blessing", ((one(g, "Grizzly Bears"),),))
    resolve(g)
    return g


def test_blessing_adds_hexproof_and_indestructible_only_to_an_enchanted_creature() -> None:
    """Bears (2/2) get +2/+2; with Holy Strength (+1/+2) attached they also gain hexproof
    and indestructible (CR 303.4e); without an Aura they don't."""
    plain = _blessed(False)
    bears = plain.objects[one(plain, "Grizzly Bears")]
    assert (query.power(plain, bears), query.toughness(plain, bears)) == (4, 4)
    assert not query.has_keyword(plain, bears, "indestructible")
    enchanted = _blessed(True)
    bears = enchanted.objects[one(enchanted, "Grizzly Bears")]
    assert (query.power(enchanted, bears), query.toughness(enchanted, bears)) == (5, 6)
    assert query.has_keyword(enchanted, bears, "hexproof")
    assert query.has_keyword(enchanted, bears, "indestructible")


def test_blessing_on_an_enchantment_creature() -> None:
    """Daxos is an enchantment creature: it gains indestructible with no Aura on it."""
    g = _game(PlayerSpec(battlefield=(perm("Daxos, Blessed by the Sun"), *lands("Plains", 1)),
                         hand=("Karametra's Blessing",)))
    cast(g, "Karametra's Blessing", ((one(g, "Daxos, Blessed by the Sun"),),))
    resolve(g)
    assert query.has_keyword(g, g.objects[one(g, "Daxos, Blessed by the Sun")],
                             "indestructible")


def test_knight_counts_each_creatures_own_colors() -> None:
    """A two-color creature gets +2/+2, a three-color one +3/+3, a hybrid {R/W} one +2/+2
    (red and white, CR 105.2); a mono-colored one and the Knight itself nothing."""
    g = _game(PlayerSpec(battlefield=(perm("Knight of New Alara"), perm("Watchwolf"),
                                      perm("Tricolor Beast"), perm("Boros Recruit"),
                                      perm("Grizzly Bears"))),
              PlayerSpec(battlefield=(perm("Sprite Dragon"),)))

    def pt(name: str) -> tuple[int, int]:
        obj = g.objects[one(g, name)]
        return query.power(g, obj), query.toughness(g, obj)

    assert pt("Watchwolf") == (5, 5)
    assert pt("Tricolor Beast") == (5, 5)
    assert pt("Boros Recruit") == (3, 3)
    assert pt("Grizzly Bears") == (2, 2)
    assert pt("Knight of New Alara") == (2, 2)
    assert pt("Sprite Dragon") == (1, 1)  # the opponent's


def test_righteous_authority_counts_its_controllers_hand_and_draws_one_more() -> None:
    """Player 1's Bears under Righteous Authority: +1/+1 per card in player 1's hand (three:
    5/5); in player 1's draw step they draw two cards (CR 504.1 and the trigger): 7/7."""
    g = _game(PlayerSpec(hand=("Grizzly Bears",)),
              PlayerSpec(battlefield=(perm("Grizzly Bears"),
                                      perm("Righteous Authority", attached_to=(1, 0))),
                         hand=("Forest", "Forest", "Forest")), step="end")
    bears = g.objects[next(o.id for o in g.objects.values() if o.name == "Grizzly Bears"
                           and o.zone == "battlefield")]
    assert (query.power(g, bears), query.toughness(g, bears)) == (5, 5)
    while not (g.active == 1 and g.step == "main1"):
        assert g.pending is not None
        g.apply(next(iter(g.legal_actions())) if g.pending.kind != "priority"
                else PassPriority())
    assert len(g.players[1].hand) == 5
    assert (query.power(g, bears), query.toughness(g, bears)) == (7, 7)


SIGIL = card("Sigil Blessing", "{G}{W}", "Instant",
             "Until end of turn, target creature you control gets +3/+3 and other creatures "
             "you control get +1/+1.")


def test_sigil_blessing_target_and_the_others() -> None:
    """The target gets +3/+3 only (not +4/+4), each other creature of ours +1/+1, the
    opponent's none (CR 611.2c); all until end of turn (CR 514.2)."""
    assert_honoured((SIGIL,))
    g = game(PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Hill Giant"),
                                     *lands("Forest", 1), *lands("Plains", 1)),
                        hand=("Sigil Blessing",)),
             PlayerSpec(battlefield=(perm("Wind Drake"),)),
             extra=[compile_source(SIGIL)])
    cast(g, "Sigil Blessing", ((one(g, "Grizzly Bears"),),))
    resolve(g)

    def pt(name: str) -> tuple[int, int]:
        obj = g.objects[one(g, name)]
        return query.power(g, obj), query.toughness(g, obj)

    assert pt("Grizzly Bears") == (5, 5)
    assert pt("Hill Giant") == (4, 4)
    assert pt("Wind Drake") == (2, 2)
    while g.step != "cleanup" and g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    while g.active == 0 and g.pending is not None:
        g.apply(next(iter(g.legal_actions())) if g.pending.kind != "priority"
                else PassPriority())
    assert pt("Grizzly Bears") == (2, 2) and pt("Hill Giant") == (3, 3)


EXECUTION = card("Public Execution", "{5}{B}", "Instant",
                 "Destroy target creature an opponent controls. Each other creature that "
                 "player controls gets -2/-0 until end of turn.")


def test_public_execution_weakens_the_targets_controllers_other_creatures() -> None:
    """The target dies; the opponent's other creatures get -2/-0 (Hill Giant 3/3 -> 1/3);
    ours don't (CR 608.2h: "that player" is the destroyed creature's controller)."""
    assert_honoured((EXECUTION,))
    g = game(PlayerSpec(battlefield=(perm("Grizzly Bears"), *lands("Swamp", 6)),
                        hand=("Public Execution",)),
             PlayerSpec(battlefield=(perm("Wind Drake"), perm("Hill Giant"))),
             extra=[compile_source(EXECUTION)])
    cast(g, "Public Execution", ((one(g, "Wind Drake"),),))
    resolve(g)
    assert not [o for o in g.objects.values() if o.name == "Wind Drake"
                and o.zone == "battlefield"]
    giant, bears = g.objects[one(g, "Hill Giant")], g.objects[one(g, "Grizzly Bears")]
    assert (query.power(g, giant), query.toughness(g, giant)) == (1, 3)
    assert query.power(g, bears) == 2
