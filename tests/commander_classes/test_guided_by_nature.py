"""Classes that blocked the Guided by Nature Commander decks (issue 14), from the Oracle
text and rulings:

* Reinforce (CR 702.77a): "Reinforce N—[cost]" means "[Cost], Discard this card: Put N
  +1/+1 counters on target creature", an ability that works only from the hand (Hunting
  Triad). It isn't cycling.
* "As long as this creature is attacking, for each creature you control, you may have that
  creature assign its combat damage as though it weren't blocked" (Siege Behemoth;
  CR 510.1c, 611.3a; ruling: a choice for each creature).
* "for each creature put into your graveyard from the battlefield this turn" (Fresh Meat;
  its ruling: the creatures you owned, tokens too) and "for each creature that died this
  turn" (Bloodcrazed Paladin; CR 700.4).
* "For each permanent put into a graveyard this way, its controller creates a 3/3 green
  Elephant creature token" (Terastodon; CR 608.2c, 608.2h).
* "Enchanted permanent is a colorless Forest land" (Song of the Dryads; CR 205.1a, 305.7,
  613.1d-e, with its rulings) and "Enchanted land is an Island" (Spreading Seas; CR 305.7).
* "each player chooses a creature type and returns any number of cards of that type from
  their graveyard to their hand" (Grave Sifter; CR 101.4, 608.2d; its ruling: each
  player's type applies to that player only).
* Champion (CR 702.72a-b): "When this enters, sacrifice it unless you exile another [object]
  you control" and "When it leaves the battlefield, return the exiled card to the
  battlefield under its owner's control" (Wren's Run Packmaster).
* Assault Suit: "Equipped creature gets +2/+2, has haste, can't attack you or planeswalkers
  you control, and can't be sacrificed" (CR 701.17a with its rulings: an edict takes
  another creature) and "you may have that player gain control of equipped creature until
  end of turn. If you do, untap it." (CR 603.2, 608.2c).
* Wave of Vitriol: "Each player sacrifices all artifacts, enchantments, and nonbasic lands
  they control" (CR 701.17a), then each may search for a basic land for each land they
  sacrificed, tapped onto the battlefield (CR 701.19b), and each who searched shuffles.
"""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import layers, query
from grimoire.rules.actions import (
    ActivateAbility,
    AssignDamage,
    CastSpell,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
)
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
TRIAD = record("Hunting Triad", "{3}{G}", "Tribal Sorcery — Elf",
               "Create three 1/1 green Elf Warrior creature tokens.\nReinforce 3—{3}{G} "
               "({3}{G}, Discard this card: Put three +1/+1 counters on target creature.)")
BEHEMOTH = record("Siege Behemoth", "{5}{G}{G}", "Creature — Beast",
                  "Hexproof\nAs long as this creature is attacking, for each creature you "
                  "control, you may have that creature assign its combat damage as though it "
                  "weren't blocked.", "7", "4")

MEAT = record("Fresh Meat", "{3}{G}", "Instant",
              "Create a 3/3 green Beast creature token for each creature put into your "
              "graveyard from the battlefield this turn.")
PALADIN = record("Bloodcrazed Paladin", "{1}{B}", "Creature — Vampire Knight",
                 "Flash\nThis creature enters with a +1/+1 counter on it for each creature "
                 "that died this turn.", "1", "1")

TERASTODON = record("Terastodon", "{6}{G}{G}", "Creature — Elephant",
                    "When this creature enters, you may destroy up to three target noncreature "
                    "permanents. For each permanent put into a graveyard this way, its "
                    "controller creates a 3/3 green Elephant creature token.", "9", "9")

SONG = record("Song of the Dryads", "{2}{G}", "Enchantment — Aura",
              "Enchant permanent\nEnchanted permanent is a colorless Forest land.")
SEAS = record("Spreading Seas", "{1}{U}", "Enchantment — Aura",
              "Enchant land\nWhen this Aura enters, draw a card.\nEnchanted land is an Island.")

SIFTER = record("Grave Sifter", "{5}{G}", "Creature — Elemental Beast",
                "When this creature enters, each player chooses a creature type and returns any "
                "number of cards of that type from their graveyard to their hand.", "5", "7")
ELVES = record("Llanowar Elves", "{G}", "Creature — Elf Druid", "{T}: Add {G}.", "1", "1")
PIKER = record("Goblin Piker", "{1}{R}", "Creature — Goblin Warrior",
               "This creature can't block.", "2", "1")

PACKMASTER = record("Wren's Run Packmaster", "{3}{G}", "Creature — Elf Warrior",
                    "Champion an Elf (When this creature enters, sacrifice it unless you exile "
                    "another Elf you control. When this creature leaves the battlefield, that "
                    "card returns to the battlefield.)\n{2}{G}: Create a 2/2 green Wolf "
                    "creature token.\nWolves you control have deathtouch.", "5", "5")

SUIT = record("Assault Suit", "{4}", "Artifact — Equipment",
              "Equipped creature gets +2/+2, has haste, can't attack you or planeswalkers you "
              "control, and can't be sacrificed.\nAt the beginning of each opponent's upkeep, "
              "you may have that player gain control of equipped creature until end of turn. "
              "If you do, untap it.\nEquip {3}")
EDICT = record("Diabolic Edict", "{1}{B}", "Instant", "Target player sacrifices a creature.")

WAVE = record("Wave of Vitriol", "{5}{G}{G}", "Sorcery",
              "Each player sacrifices all artifacts, enchantments, and nonbasic lands they "
              "control. For each land sacrificed this way, its controller may search their "
              "library for a basic land card and put it onto the battlefield tapped. Then each "
              "player who searched their library this way shuffles.")
VAULT = record("Radiant Fountain", "", "Land",
               "When this land enters, you gain 2 life.\n{T}: Add {C}.")
ANTHEM = record("Glorious Anthem", "{1}{W}{W}", "Enchantment", "Creatures you control get +1/+1.")


def test_the_records_compile() -> None:
    """Each card of these classes compiles with nothing the engine ignores."""
    compiled(TRIAD, BEHEMOTH, MEAT, PALADIN, TERASTODON, SONG, SEAS, SIFTER, PACKMASTER,
             SUIT, EDICT, WAVE, VAULT, ANTHEM)


def test_reinforce_discards_the_card_for_counters() -> None:
    """CR 702.77a: {3}{G} and discarding Hunting Triad from the hand put three +1/+1
    counters on the target creature (Bob's Hill Giant may be chosen too); the card goes to
    the graveyard; it is not a spell cast."""
    game = table((TRIAD,), PlayerSpec(hand=("Hunting Triad",), battlefield=(
        P("Forest"),) * 4 + (P("Grizzly Bears"),)), PlayerSpec(battlefield=(P("Hill Giant"),)))
    triad, bears = one(game, "Hunting Triad", "hand"), one(game, "Grizzly Bears")
    options = [a for a in game.legal_actions() if isinstance(a, ActivateAbility)
               and a.source == triad]
    assert {a.targets[0][0] for a in options} == {bears, one(game, "Hill Giant")}
    game.apply(next(a for a in options if a.targets == ((bears,),)))
    assert one(game, "Hunting Triad", "graveyard")
    while game.stack:
        game.apply(PassPriority())
    obj = game.objects[bears]
    assert obj.counters.get("+1/+1") == 3 and query.power(game, obj) == 5
    assert not [o for o in game.objects.values() if o.name == "Elf Warrior"]


def test_reinforce_only_from_the_hand() -> None:
    """CR 702.77a: the ability works only while the card is in a hand: not from the
    graveyard."""
    game = table((TRIAD,), PlayerSpec(graveyard=("Hunting Triad",), battlefield=(
        P("Forest"),) * 4 + (P("Grizzly Bears"),)), PlayerSpec())
    assert not [a for a in game.legal_actions() if isinstance(a, ActivateAbility)]


def _combat(attackers: tuple[str, ...]) -> tuple[Game, dict[str, int]]:
    """Alice attacks Bob with ``attackers``; Bob's Wall of Wood blocks the Bears."""
    game = table((BEHEMOTH,), PlayerSpec(battlefield=(P("Siege Behemoth"), P("Grizzly Bears"))),
                 PlayerSpec(battlefield=(P("Wall of Wood"),)), PlayerSpec(),
                 step="beginning_of_combat")
    named = {n: one(game, n) for n in ("Siege Behemoth", "Grizzly Bears", "Wall of Wood")}
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    game.apply(DeclareAttackers(tuple((named[a], Seat(1)) for a in attackers)))
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    game.apply(DeclareBlockers(((named["Wall of Wood"], named["Grizzly Bears"]),)))
    while game.pending is not None and game.pending.kind == "priority" \
            and game.step == "declare_blockers":
        game.apply(PassPriority())
    return game, named


def test_siege_behemoth_attacking_lets_a_blocked_creature_hit_the_player() -> None:
    """CR 510.1c: with the Behemoth attacking, the Bears blocked by the Wall may assign their
    2 damage to Bob as though unblocked: Bob loses 7 + 2."""
    game, named = _combat(("Siege Behemoth", "Grizzly Bears"))
    bears = named["Grizzly Bears"]
    assert game.pending is not None and game.pending.kind == "assign_damage"
    options = list(game.legal_actions())
    assert AssignDamage(bears, ((Seat(1), 2),)) in options
    assert AssignDamage(bears, ((named["Wall of Wood"], 2),)) in options
    game.apply(AssignDamage(bears, ((Seat(1), 2),)))
    while game.step not in ("end_of_combat", "main2"):
        game.apply(PassPriority())
    assert game.players[1].life == 11
    assert game.objects[named["Wall of Wood"]].damage == 0


def test_siege_behemoth_not_attacking_gives_nothing() -> None:
    """CR 611.3a: only as long as the Behemoth is attacking: the Bears attack alone and
    must assign their damage to the Wall that blocks them."""
    game, named = _combat(("Grizzly Bears",))
    bears = named["Grizzly Bears"]
    if game.pending is not None and game.pending.kind == "assign_damage":
        assert AssignDamage(bears, ((Seat(1), 2),)) not in list(game.legal_actions())
        game.apply(AssignDamage(bears, ((named["Wall of Wood"], 2),)))
    assert game.step in ("combat_damage", "end_of_combat")
    assert game.players[1].life == 20
    assert game.objects[named["Wall of Wood"]].damage == 2


def _two_deaths(card: str) -> Game:
    """Alice (Grizzly Bears, and a Bears token) and Bob (Hill Giant): Alice murders her
    Bears and Bob's Giant, and Lightning Bolts her token; ``card`` is left in her hand."""
    game = table((MEAT, PALADIN), PlayerSpec(
        hand=("Murder", "Murder", "Lightning Bolt", card),
        battlefield=(P("Grizzly Bears"), P("Grizzly Bears", token=True))
        + (P("Swamp"),) * 7 + (P("Mountain"),) + (P("Forest"),) * 3),
        PlayerSpec(battlefield=(P("Hill Giant"),)), PlayerSpec())
    bears = next(o for o in ids(game, "Grizzly Bears") if game.objects[o].kind != "token")
    token = next(o for o in ids(game, "Grizzly Bears") if game.objects[o].kind == "token")
    murders = ids(game, "Murder", "hand")
    for spell, target in ((murders[0], bears), (murders[1], one(game, "Hill Giant")),
                          (one(game, "Lightning Bolt", "hand"), token)):
        game.apply(CastSpell(spell, targets=((target,),)))
        while game.stack:
            game.apply(PassPriority())
    assert not ids(game, "Grizzly Bears") and not ids(game, "Hill Giant")
    return game


def test_fresh_meat_counts_creatures_into_your_graveyard() -> None:
    """Ruling: the Bears and the token Alice owned count (the token was put into her
    graveyard before it ceased to exist, CR 704.5d); Bob's Giant went to his: two Beasts."""
    game = _two_deaths("Fresh Meat")
    game.apply(CastSpell(one(game, "Fresh Meat", "hand")))
    while game.stack:
        game.apply(PassPriority())
    beasts = ids(game, "Beast")
    assert len(beasts) == 2 and {game.objects[b].controller for b in beasts} == {0}


def test_died_this_turn_counts_every_players_creatures() -> None:
    """CR 700.4: "each creature that died this turn": all three (Bob's too): the Paladin
    enters with three +1/+1 counters."""
    game = _two_deaths("Bloodcrazed Paladin")
    game.apply(CastSpell(one(game, "Bloodcrazed Paladin", "hand")))
    while game.stack:
        game.apply(PassPriority())
    assert game.objects[one(game, "Bloodcrazed Paladin")].counters.get("+1/+1") == 3


def test_nothing_died_nothing_counted() -> None:
    """With no creature dead this turn, Fresh Meat makes no Beast."""
    game = table((MEAT,), PlayerSpec(hand=("Fresh Meat",), battlefield=(P("Forest"),) * 4),
                 PlayerSpec())
    game.apply(CastSpell(one(game, "Fresh Meat", "hand")))
    while game.stack:
        game.apply(PassPriority())
    assert ids(game, "Beast") == []


def test_terastodon_gives_each_controller_an_elephant_per_permanent() -> None:
    """CR 608.2c, 608.2h: Alice destroys her Forest and two of Bob's lands: she gets one
    Elephant, Bob two; Carol (none destroyed) none."""
    game = table((TERASTODON,), PlayerSpec(hand=("Terastodon",), battlefield=(P("Forest"),) * 8),
                 PlayerSpec(battlefield=(P("Plains"), P("Island"))), PlayerSpec(
                     battlefield=(P("Swamp"),)))
    game.apply(CastSpell(one(game, "Terastodon", "hand")))
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    assert game.pending is not None and game.pending.kind == "trigger_targets"
    forest = ids(game, "Forest")[0]
    game.apply(Choose(((forest, one(game, "Plains"), one(game, "Island")),)))
    while game.stack:
        pending = game.pending
        assert pending is not None
        game.apply(Choose(True) if pending.kind == "yes_no" else PassPriority())
    owners = sorted(game.objects[e].controller for e in ids(game, "Elephant"))
    assert owners == [0, 1, 1]
    assert ids(game, "Swamp") and len(ids(game, "Forest")) == 7


def _mana_texts(game: Game, oid: int) -> list[str]:
    chars = layers.characteristics(game, game.objects[oid])
    return [getattr(a, "text", "") for a in chars.abilities]


def test_song_of_the_dryads_makes_a_creature_a_colorless_forest() -> None:
    """Rulings: Serra Angel enchanted loses its card types, subtypes and colors (a colorless
    Land — Forest, no longer a creature), keeps its name, loses flying and vigilance from
    its rules text and gains "{T}: Add {G}" (CR 305.7, 613.1d-e)."""
    game = table((SONG,), PlayerSpec(), PlayerSpec(battlefield=(
        P("Serra Angel"), P("Song of the Dryads", attached_to=(1, 0)))))
    angel = one(game, "Serra Angel")
    chars = layers.characteristics(game, game.objects[angel])
    assert chars.types == frozenset({"land"}) and chars.subtypes == frozenset({"Forest"})
    assert chars.colors == frozenset() and not query.is_creature(game, game.objects[angel])
    assert not query.has_keyword(game, game.objects[angel], "flying")
    assert _mana_texts(game, angel) == ["{T}: Add {G}."]


def test_song_of_the_dryads_on_a_land_keeps_its_supertypes() -> None:
    """Ruling: it keeps any supertypes (a basic Island stays basic) and makes {G} only."""
    game = table((SONG,), PlayerSpec(), PlayerSpec(battlefield=(
        P("Island"), P("Song of the Dryads", attached_to=(1, 0)))))
    island = one(game, "Island")
    chars = layers.characteristics(game, game.objects[island])
    assert chars.subtypes == frozenset({"Forest"}) and "basic" in chars.supertypes
    assert _mana_texts(game, island) == ["{T}: Add {G}."]


def test_spreading_seas_makes_a_land_an_island() -> None:
    """CR 305.7: the enchanted Mountain's land type is set to Island: it taps for {U} only;
    it stays a land (the Aura only sets its subtype)."""
    game = table((SEAS,), PlayerSpec(), PlayerSpec(battlefield=(
        P("Mountain"), P("Spreading Seas", attached_to=(1, 0)))))
    mountain = one(game, "Mountain")
    chars = layers.characteristics(game, game.objects[mountain])
    assert chars.subtypes == frozenset({"Island"}) and "land" in chars.types
    assert _mana_texts(game, mountain) == ["{T}: Add {U}."]


def test_grave_sifter_each_player_returns_cards_of_their_own_type() -> None:
    """CR 101.4, 608.2d (ruling: the type each player chooses applies only to that player):
    Alice chooses Elf and returns her Llanowar Elves (not her Goblin Piker); Bob chooses
    Goblin and returns his Goblin Piker, not his Llanowar Elves."""
    game = table((SIFTER, ELVES, PIKER), PlayerSpec(
        hand=("Grave Sifter",), battlefield=(P("Forest"),) * 6,
        graveyard=("Llanowar Elves", "Goblin Piker")),
        PlayerSpec(graveyard=("Goblin Piker", "Llanowar Elves")))
    game.apply(CastSpell(one(game, "Grave Sifter", "hand")))
    asked = []
    while game.stack or (game.pending is not None and game.pending.kind != "priority"):
        pending = game.pending
        assert pending is not None
        if pending.kind == "choose_creature_type":
            asked.append(pending.player)
            game.apply(Choose("Elf" if pending.player == 0 else "Goblin"))
        elif pending.kind == "choose_objects":
            game.apply(Choose(tuple(pending.options)))  # every card offered
        else:
            game.apply(PassPriority())
    assert asked == [0, 1]
    hands = [sorted(game.objects[o].name for o in p.hand) for p in game.players]
    assert hands[0] == ["Llanowar Elves"] and hands[1] == ["Goblin Piker"]


def _champion(battlefield: tuple[PermanentSpec, ...]) -> Game:
    """Alice casts Wren's Run Packmaster (Murder in hand for later)."""
    game = table((PACKMASTER, ELVES), PlayerSpec(
        hand=("Wren's Run Packmaster", "Murder"),
        battlefield=(P("Forest"),) * 4 + (P("Swamp"),) * 3 + battlefield), PlayerSpec())
    game.apply(CastSpell(one(game, "Wren's Run Packmaster", "hand")))
    return game


def _answer(game: Game, pay: bool) -> None:
    while game.stack:
        pending = game.pending
        assert pending is not None
        if pending.kind == "yes_no":
            game.apply(Choose(pay))
        elif pending.kind == "priority":
            game.apply(PassPriority())
        else:
            game.apply(game.legal_actions()[0])


def test_champion_exiles_another_elf_and_returns_it_when_it_leaves() -> None:
    """CR 702.72a-b: Alice exiles her Llanowar Elves to keep the Packmaster; when the
    Packmaster dies, the Elves return to the battlefield under her control."""
    game = _champion((P("Llanowar Elves"),))
    _answer(game, True)
    assert ids(game, "Wren's Run Packmaster") and not ids(game, "Llanowar Elves")
    assert ids(game, "Llanowar Elves", "exile")
    game.apply(CastSpell(one(game, "Murder", "hand"),
                         targets=((one(game, "Wren's Run Packmaster"),),)))
    _answer(game, True)
    assert ids(game, "Wren's Run Packmaster", "graveyard")
    assert game.objects[one(game, "Llanowar Elves")].controller == 0


def test_champion_without_another_elf_is_sacrificed() -> None:
    """CR 702.72a: no other Elf to exile (a Grizzly Bears isn't one): it is sacrificed."""
    game = _champion((P("Grizzly Bears"),))
    _answer(game, True)
    assert ids(game, "Wren's Run Packmaster", "graveyard") and ids(game, "Grizzly Bears")


def test_champion_declined_is_sacrificed() -> None:
    """CR 118.12a: Alice may decline to exile her Elf: the Packmaster is sacrificed."""
    game = _champion((P("Llanowar Elves"),))
    _answer(game, False)
    assert ids(game, "Wren's Run Packmaster", "graveyard") and ids(game, "Llanowar Elves")


def _suited(*others: str, step: str = "main1") -> Game:
    """Alice's Hill Giant wears Assault Suit (``others`` beside it); Bob has an Edict and
    Swamps; Carol and Dan have nothing."""
    return table((SUIT, EDICT), PlayerSpec(battlefield=(
        P("Hill Giant"), P("Assault Suit", attached_to=(0, 0)), *(P(o) for o in others))),
        PlayerSpec(hand=("Diabolic Edict",), battlefield=(P("Swamp"),) * 2), PlayerSpec(),
        PlayerSpec(), step=step)


def _edict(game: Game) -> None:
    game.apply(PassPriority())
    assert game.pending is not None and game.pending.player == 1
    game.apply(CastSpell(one(game, "Diabolic Edict", "hand"), targets=((Seat(0),),)))
    while game.stack:
        game.apply(PassPriority() if game.pending is not None and game.pending.kind ==
                   "priority" else game.legal_actions()[0])


def test_assault_suit_equipped_creature_gets_bigger_and_hasty() -> None:
    """CR 613.4c, 613.1f: the Giant is 5/5 with haste."""
    game = _suited()
    giant = game.objects[one(game, "Hill Giant")]
    assert (query.power(game, giant), query.toughness(game, giant)) == (5, 5)
    assert query.has_keyword(game, giant, "haste")


def test_assault_suit_edict_takes_another_creature() -> None:
    """Ruling: told to sacrifice a creature, Alice must sacrifice one other than the
    equipped Giant: the Bears go."""
    game = _suited("Grizzly Bears")
    _edict(game)
    assert ids(game, "Hill Giant") and not ids(game, "Grizzly Bears")


def test_assault_suit_edict_with_only_the_equipped_creature_does_nothing() -> None:
    """Ruling: an instruction to sacrifice it can't be followed: the Giant stays."""
    game = _suited()
    _edict(game)
    assert ids(game, "Hill Giant")


def test_assault_suit_lends_the_creature_untapped_but_not_against_alice() -> None:
    """CR 603.2: at Bob's upkeep Alice lets him gain control of the tapped Giant until end
    of turn and it untaps; it can attack Carol or Dan but not Alice."""
    game = _suited(step="end")
    giant = one(game, "Hill Giant")
    game.objects[giant].tapped = True
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    assert game.active == 1 and game.step == "upkeep"
    assert game.pending is not None and game.pending.kind == "yes_no"
    game.apply(Choose(True))
    obj = game.objects[giant]
    assert obj.controller == 1 and not obj.tapped
    while not (game.pending is not None and game.pending.kind == "declare_attackers"):
        game.apply(PassPriority())
    assert game.pending.player == 1
    attacks = [a for a in game.legal_actions() if isinstance(a, DeclareAttackers)]
    targets = {t for a in attacks for o, t in a.attacks if o == giant}
    assert Seat(0) not in targets and {Seat(2), Seat(3)} <= targets


def test_wave_of_vitriol_sacrifices_and_replaces_lands() -> None:
    """CR 701.17a, 701.19b: Bob sacrifices his Assault Suit, Glorious Anthem and two
    Radiant Fountains (not his basic Island nor his creature) and searches for two basic
    lands, tapped; Alice sacrifices nothing of hers (basic Forests only) and isn't asked."""
    game = table((WAVE, VAULT, ANTHEM, SUIT), PlayerSpec(
        hand=("Wave of Vitriol",), battlefield=(P("Forest"),) * 7),
        PlayerSpec(battlefield=(P("Assault Suit"), P("Glorious Anthem"), P("Radiant Fountain"),
                                P("Radiant Fountain"), P("Island"), P("Grizzly Bears")),
                   library=("Plains", "Swamp", "Hill Giant") * 3),
        PlayerSpec())
    game.apply(CastSpell(one(game, "Wave of Vitriol", "hand")))
    asked: list[int] = []
    while game.stack or (game.pending is not None and game.pending.kind != "priority"):
        pending = game.pending
        assert pending is not None
        if pending.kind == "yes_no":
            asked.append(pending.player)
            game.apply(Choose(True))
        elif pending.kind == "choose_objects":
            assert pending.player == 1 and pending.max_count == 2
            names = {game.objects[o].name: o for o in pending.options}
            assert set(names) == {"Plains", "Swamp"}
            game.apply(Choose((names["Plains"], names["Swamp"])))
        else:
            game.apply(PassPriority())
    assert asked == [1]
    bob = [game.objects[o] for o in game.battlefield if game.objects[o].controller == 1]
    assert sorted(o.name for o in bob) == ["Grizzly Bears", "Island", "Plains", "Swamp"]
    assert all(o.tapped for o in bob if o.name in ("Plains", "Swamp"))
    assert len(ids(game, "Forest")) == 7


def test_wave_of_vitriol_searchers_shuffle() -> None:
    """CR 701.20a: "Then each player who searched their library this way shuffles": the
    shuffle is part of what a player who searches does (and only they)."""
    steps = compile_source(WAVE).spell.effect.steps  # type: ignore[union-attr]
    searched = [n for n in ir.iter_nodes(steps[-1]) if isinstance(n, ir.MayDo)]
    assert len(steps) == 2 and len(searched) == 1
    assert [type(n).__name__ for n in searched[0].effect.steps] == ["SearchLibrary", "Shuffle"]
