"""Static abilities under a condition (CR 611.3a: the effect applies at any moment the
condition holds, and stops as soon as it doesn't): "can't block unless you control another
Wolf or Werewolf" (Howlpack Wolf), "can't attack unless there are five or more Islands on the
battlefield" (Harbor Serpent), "attacks each combat if able unless you control another Ally"
(Reckless Cohort, a requirement, CR 508.1d), "As long as enchanted creature is a Human, it
has first strike" (Hope Against Hope: "it" is the enchanted creature), "As long as you control
a red or white permanent" (Battle Brawler) and "As long as there are two or more instant
and/or sorcery cards in your graveyard" (Ghitu Lavarunner)."""

from __future__ import annotations

from tests.deck_classes._cards import defs
from tests.dice_rules._util import game, lands, one, perm

from grimoire.oracle.support import engine_gaps
from grimoire.rules import combat, query, zones
from grimoire.rules.actions import DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

NAMES = ("Howlpack Wolf", "Harbor Serpent", "Reckless Cohort", "Hope Against Hope",
         "Battle Brawler", "Ghitu Lavarunner", "Elite Vanguard")


def _game(me: PlayerSpec, them: PlayerSpec | None = None, step: str = "main1") -> Game:
    return game(me, them or PlayerSpec(), step=step, extra=defs(*NAMES))


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name


def test_cant_block_unless_you_control_another_wolf() -> None:
    """A lone Howlpack Wolf can't block; with a second Wolf both can; when the other Wolf
    leaves, the restriction is back (the condition is checked continuously)."""
    g = _game(PlayerSpec(battlefield=(perm("Howlpack Wolf"),)))
    wolf = g.objects[one(g, "Howlpack Wolf")]
    assert combat.has_rule(g, wolf, "cant_block")
    g = _game(PlayerSpec(battlefield=(perm("Howlpack Wolf"), perm("Howlpack Wolf"))))
    first, second = [g.objects[o] for o in g.battlefield if g.objects[o].name == "Howlpack Wolf"]
    assert not combat.has_rule(g, first, "cant_block")
    zones.move(g, second.id, "graveyard")
    assert combat.has_rule(g, first, "cant_block")


def test_cant_attack_unless_five_islands_on_the_battlefield() -> None:
    """Every player's Islands count ("on the battlefield"): 3 + 1 is too few, 3 + 2 is enough."""
    me = PlayerSpec(battlefield=(perm("Harbor Serpent"), *lands("Island", 3)))
    g = _game(me, PlayerSpec(battlefield=lands("Island", 1)))
    assert not combat.can_attack(g, g.objects[one(g, "Harbor Serpent")])
    g = _game(me, PlayerSpec(battlefield=lands("Island", 2)))
    assert combat.can_attack(g, g.objects[one(g, "Harbor Serpent")])


def _attack_declarations(me: PlayerSpec) -> tuple[Game, list[DeclareAttackers]]:
    """The legal declarations (none when the engine declared the only legal one itself)."""
    g = _game(me, step="beginning_of_combat")
    while g.pending is not None and g.pending.kind == "priority" \
            and g.step == "beginning_of_combat":
        g.apply(PassPriority())
    if g.pending is None or g.pending.kind != "declare_attackers":
        return g, []
    return g, [a for a in g.legal_actions() if isinstance(a, DeclareAttackers)]


def test_attacks_each_combat_unless_you_control_another_ally() -> None:
    """Alone, Reckless Cohort must attack (CR 508.1d: the only legal declaration, made at
    once); with another Ally the requirement is gone, so attacking with nobody is legal."""
    g, alone = _attack_declarations(PlayerSpec(battlefield=(perm("Reckless Cohort"),)))
    assert all(a.attacks for a in alone)
    assert alone or list(g.combat.attackers) == [one(g, "Reckless Cohort")]
    _, paired = _attack_declarations(PlayerSpec(battlefield=(perm("Reckless Cohort"),
                                                             perm("Reckless Cohort"))))
    assert any(not a.attacks for a in paired)


def test_aura_grants_first_strike_only_to_a_human() -> None:
    """Hope Against Hope: +1/+1 per creature you control; first strike on a Human only."""
    me = PlayerSpec(battlefield=(perm("Elite Vanguard"), perm("Hope Against Hope",
                                                               attached_to=(0, 0)),
                                 perm("Grizzly Bears")))
    g = _game(me)
    human = g.objects[one(g, "Elite Vanguard")]
    assert "first strike" in query.keywords(g, human)
    assert (query.power(g, human), query.toughness(g, human)) == (4, 3)
    me = PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Hope Against Hope",
                                                              attached_to=(0, 0))))
    g = _game(me)
    bears = g.objects[one(g, "Grizzly Bears")]
    assert "first strike" not in query.keywords(g, bears)
    assert query.power(g, bears) == 3


def test_red_or_white_permanent() -> None:
    """Battle Brawler (black) alone is a 2/2; with a red permanent it is 3/2 first strike."""
    g = _game(PlayerSpec(battlefield=(perm("Battle Brawler"), *lands("Mountain", 2))))
    brawler = g.objects[one(g, "Battle Brawler")]
    assert query.power(g, brawler) == 2 and "first strike" not in query.keywords(g, brawler)
    g = _game(PlayerSpec(battlefield=(perm("Battle Brawler"), perm("Raging Goblin"))))
    brawler = g.objects[one(g, "Battle Brawler")]
    assert query.power(g, brawler) == 3 and "first strike" in query.keywords(g, brawler)


def test_two_instant_or_sorcery_cards_in_your_graveyard() -> None:
    """Ghitu Lavarunner: one instant isn't enough; an instant and a sorcery are (and/or)."""
    g = _game(PlayerSpec(battlefield=(perm("Ghitu Lavarunner"),), graveyard=("Shock",
                                                                           "Grizzly Bears")))
    runner = g.objects[one(g, "Ghitu Lavarunner")]
    assert query.power(g, runner) == 1 and "haste" not in query.keywords(g, runner)
    g = _game(PlayerSpec(battlefield=(perm("Ghitu Lavarunner"),), graveyard=("Shock",
                                                                           "Lava Axe")))
    runner = g.objects[one(g, "Ghitu Lavarunner")]
    assert query.power(g, runner) == 2 and "haste" in query.keywords(g, runner)
