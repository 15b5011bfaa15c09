"""The general pieces behind "copy that card / you may cast the copy", "without paying its
mana cost", "by paying {N} rather than paying its mana cost" and "cards exiled with ~",
on cards compiled from their Oracle text (not only Wizard's Spellbook)."""

from __future__ import annotations

import pytest
from tests.copies.helpers import activate_book, casts, copies, named, resolve_all

from grimoire.errors import IllegalActionError
from grimoire.oracle.compiler import compile_card
from grimoire.oracle.ir import CardDefinition, unimplemented_nodes
from grimoire.pool import CardPool
from grimoire.rules.actions import (
    ActivateAbility,
    CastSpell,
    Choose,
    Decline,
    PassPriority,
)
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec, Position

# Oracle text as printed in the 2025 Oracle list (../shared/data).
ORACLE = {
    "Oblivion Ring": ("Enchantment", "{2}{W}", (
        "When this enchantment enters, exile another target nonland permanent.\n"
        "When this enchantment leaves the battlefield, return the exiled card to the "
        "battlefield under its owner's control."), None, None),
    "Isochron Scepter": ("Artifact", "{2}", (
        "Imprint — When this artifact enters, you may exile an instant card with mana value "
        "2 or less from your hand.\n{2}, {T}: You may copy the exiled card. If you do, you "
        "may cast the copy without paying its mana cost."), None, None),
    "Shiko, Paragon of the Way": ("Legendary Creature — Spirit Dragon", "{2}{U}{R}{W}", (
        "Flying, vigilance\nWhen Shiko enters, exile target nonland card with mana value 3 or "
        "less from your graveyard. Copy it, then you may cast the copy without paying its mana "
        "cost. (A copy of a permanent spell becomes a token.)"), "4", "5"),
    "Bloodline Culling": ("Instant", "{1}{B}{B}", (
        "Choose one —\n• Target creature gets -5/-5 until end of turn.\n• Creature tokens get "
        "-2/-2 until end of turn."), None, None),
    "Free Recall Test": ("Sorcery", "{2}{U}", (
        "You may cast target instant or sorcery card with mana value 3 or less from your "
        "graveyard without paying its mana cost."), None, None),
    "Banisher Priest": ("Creature — Human Cleric", "{1}{W}{W}", (
        "When this creature enters, exile target creature an opponent controls until this "
        "creature leaves the battlefield."), "2", "2"),
    "Glimpse Test": ("Sorcery", "{1}{U}", (
        "Look at the top three cards of your library. You may cast an instant or sorcery "
        "spell from among them without paying its mana cost. Put the rest on the bottom of "
        "your library in a random order."), None, None),
    "Into the Roil": ("Instant", "{1}{U}", (
        "Kicker {1}{U} (You may pay an additional {1}{U} as you cast this spell.)\n"
        "Return target nonland permanent to its owner's hand. If this spell was kicked, draw "
        "a card."), None, None),
    "Mnemonic Deluge": ("Sorcery", "{6}{U}{U}{U}", (
        "Exile target instant or sorcery card from a graveyard. Copy that card three times. "
        "You may cast the copies without paying their mana costs. Exile Mnemonic Deluge."),
        None, None),
    # Two rules-text shapes of the same family, as a test card of the class:
    "Recast Test": ("Sorcery", "{1}{U}", (
        "Exile target card from a graveyard. Copy it. You may cast the copy by paying {2} "
        "rather than paying its mana cost."), None, None),
    "Forced Recast Test": ("Sorcery", "{U}", (
        "Exile target instant or sorcery card from a graveyard. Copy that card. Cast the copy "
        "without paying its mana cost."), None, None),
}


def _compiled() -> list[CardDefinition]:
    out = []
    for name, (type_line, cost, text, power, toughness) in ORACLE.items():
        card = compile_card(name, type_line, cost, text, power, toughness)
        assert not unimplemented_nodes(card), name
        out.append(card)
    return out


def _game(mine: tuple[str, ...], hand: tuple[str, ...] = (), graveyard: tuple[str, ...] = (),
          theirs: tuple[str, ...] = (), their_graveyard: tuple[str, ...] = ()) -> Game:
    library = ("Forest",) * 10
    pool = CardPool.builtin().add(*_compiled())
    position = Position(players=(
        PlayerSpec(battlefield=tuple(PermanentSpec(n) for n in mine), hand=hand,
                   graveyard=graveyard, library=library),
        PlayerSpec(battlefield=tuple(PermanentSpec(n) for n in theirs),
                   graveyard=their_graveyard, library=library)), turn=3, step="main1")
    return Game.from_position(position, pool, seed=0)


def _cast_from_hand(g: Game, name: str, targets: tuple[tuple[int | Seat, ...], ...] = ()) -> None:
    card = named(g, name, "hand")[0]
    option = next(a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card
                  and (not targets or a.targets == targets))
    g.apply(option)
    resolve_all(g)


def test_copy_of_a_permanent_card_stays_on_the_battlefield_as_a_token() -> None:
    """CR 707.12, 111.13, 608.3f: Shiko's copy of a creature card is cast free during the
    trigger's resolution; it resolves into a token permanent, which does not cease to exist
    (CR 704.5e only removes copies outside the stack and battlefield)."""
    g = _game(("Island", "Mountain", "Plains", "Plains", "Plains"),
              hand=("Shiko, Paragon of the Way",), graveyard=("Grizzly Bears",))
    bears = named(g, "Grizzly Bears", "graveyard")[0]
    _cast_from_hand(g, "Shiko, Paragon of the Way")
    if g.pending is not None and g.pending.kind == "trigger_targets":
        g.apply(Choose(((bears,),)))
        resolve_all(g)
    assert g.pending is not None and g.pending.kind == "cast_copy"
    (option,) = casts(g)
    g.apply(option)
    resolve_all(g)
    (token,) = named(g, "Grizzly Bears")
    assert g.objects[token].kind == "token" and g.objects[token].controller == 0
    assert named(g, "Grizzly Bears", "exile")  # the card itself stays exiled


def test_imprint_the_exiled_card_is_linked_and_reused() -> None:
    """CR 607.2a: Isochron Scepter's "the exiled card" is the card its Imprint ability
    exiled; each activation copies it again and the copy is cast free (CR 118.9)."""
    g = _game(("Mountain", "Mountain", "Mountain", "Mountain"), hand=("Isochron Scepter",
                                                                       "Lightning Bolt"))
    _cast_from_hand(g, "Isochron Scepter")  # its Imprint trigger resolves too
    assert g.pending is not None and g.pending.kind == "yes_no"  # "you may exile"
    g.apply(Choose(True))
    if g.pending is not None and g.pending.kind == "choose_objects":
        g.apply(g.legal_actions()[0])
    scepter = named(g, "Isochron Scepter")[0]
    bolt = named(g, "Lightning Bolt", "exile")[0]
    assert g.linked[scepter] == (bolt,)
    g.apply(next(a for a in g.legal_actions()
                 if isinstance(a, ActivateAbility) and a.source == scepter))
    g.apply(PassPriority())
    g.apply(PassPriority())
    g.apply(Choose(True))  # "You may copy the exiled card"
    assert g.pending is not None and g.pending.kind == "cast_copy"
    g.apply(CastSpell(g.pending.options[0], ((Seat(1),),)))
    resolve_all(g)
    assert g.players[1].life == 17 and copies(g) == []
    assert named(g, "Lightning Bolt", "exile") == [bolt]


def test_exiled_card_returns_under_its_owners_control_when_the_source_leaves() -> None:
    """CR 607.2a, 110.2: Oblivion Ring's leaves-the-battlefield ability returns the card its
    other ability exiled, under its owner's control; the record belongs to that object."""
    g = _game(("Plains", "Plains", "Plains", "Forest", "Forest"),
              hand=("Oblivion Ring", "Naturalize"), theirs=("Grizzly Bears",))
    bears = named(g, "Grizzly Bears")[0]
    _cast_from_hand(g, "Oblivion Ring")
    if g.pending is not None and g.pending.kind == "trigger_targets":
        g.apply(Choose(((bears,),)))
    resolve_all(g)
    assert named(g, "Grizzly Bears", "exile") and not named(g, "Grizzly Bears")
    ring = named(g, "Oblivion Ring")[0]
    _cast_from_hand(g, "Naturalize", ((ring,),))
    resolve_all(g)
    (back,) = named(g, "Grizzly Bears")
    assert g.objects[back].controller == 1 and named(g, "Oblivion Ring", "graveyard")


def test_instead_mana_mode_from_text() -> None:
    """CR 118.9: "cast the copy by paying {2} rather than paying its mana cost": {2} is paid
    whatever the mana cost; timing is ignored (a sorcery's copy while a spell resolves,
    CR 608.2g)."""
    g = _game(("Island", "Island", "Forest", "Forest"), hand=("Recast Test",),
              their_graveyard=("Divination",))
    divination = named(g, "Divination", "graveyard")[0]
    _cast_from_hand(g, "Recast Test", ((divination,),))
    assert g.pending is not None and g.pending.kind == "cast_copy"
    (option,) = casts(g)
    g.apply(option)
    lands = [o for o in g.battlefield if g.objects[o].info.is_land]
    assert sum(g.objects[o].tapped for o in lands) == 4  # {1}{U} then {2}
    resolve_all(g)
    assert len(g.players[0].hand) == 2


def test_a_land_copy_is_never_cast() -> None:
    """CR 305.9 (lands are played, not cast), 707.12: a copy of a land card can't be cast
    during a resolution either; it ceases to exist (CR 704.5e)."""
    g = _game(("Island", "Island", "Forest", "Forest"), hand=("Recast Test",),
              their_graveyard=("Forest",))
    land = named(g, "Forest", "graveyard")[0]
    _cast_from_hand(g, "Recast Test", ((land,),))
    assert g.pending is not None and g.pending.kind == "priority"
    assert copies(g) == [] and named(g, "Forest", "exile")


def test_mandatory_cast_cannot_be_declined() -> None:
    """CR 608.2g: "Cast the copy" (no "you may") must be done while it can be; declining is
    refused with the rule named, and nothing changes."""
    g = _game(("Island",), hand=("Forced Recast Test",), their_graveyard=("Lightning Bolt",))
    bolt = named(g, "Lightning Bolt", "graveyard")[0]
    _cast_from_hand(g, "Forced Recast Test", ((bolt,),))
    d = g.pending
    assert d is not None and d.kind == "cast_copy" and Decline() not in g.legal_actions()
    before = len(g.events)
    with pytest.raises(IllegalActionError, match=r"CR 608\.2g"):
        g.apply(Decline())
    assert len(g.events) == before and g.pending == d
    g.apply(CastSpell(d.options[0], ((Seat(1),),)))
    resolve_all(g)
    assert g.players[1].life == 17


def test_cast_copy_decision_survives_save_and_load() -> None:
    """DESIGN principle 5: a game paused on a cast-copy decision saves and reloads to the
    same decision and answers (ruling:spellbook-20 — any order, picked one at a time)."""
    from tests.copies.helpers import BOOK, game
    g = game(battlefield=(BOOK, "Mountain"), their_graveyard=("Lightning Bolt",))
    activate_book(g, named(g, BOOK)[0], named(g, "Lightning Bolt", "graveyard")[0], 20)
    assert g.pending is not None and g.pending.kind == "cast_copy"
    again = Game.load(g.save(), g.pool)
    assert again.pending == g.pending
    assert list(again.legal_actions()) == list(g.legal_actions())


def test_modal_copy_mode_and_target_chosen_as_it_is_cast() -> None:
    """CR 601.2b-c, 700.2: a cast copy's mode and targets are chosen as it is cast during the
    resolution (Wizard's Spellbook's 20, free: ruling:spellbook-20)."""
    from tests.copies.helpers import BOOK
    g = _game((BOOK,), their_graveyard=("Bloodline Culling",), theirs=("Hill Giant",))
    culling = named(g, "Bloodline Culling", "graveyard")[0]
    activate_book(g, named(g, BOOK)[0], culling, 20)
    assert g.pending is not None and g.pending.kind == "cast_copy"
    giant = named(g, "Hill Giant")[0]
    options = casts(g)
    assert {(a.modes, a.targets) for a in options} >= {((0,), ((giant,),)), ((1,), ())}
    g.apply(next(a for a in options if a.modes == (0,) and a.targets == ((giant,),)))
    resolve_all(g)
    assert named(g, "Hill Giant", "graveyard")


def test_cast_a_target_card_itself_without_paying() -> None:
    """CR 608.2g, 118.9: "You may cast target ... card from your graveyard without paying its
    mana cost": the card itself (not a copy) is cast during the resolution, X is 0, and it
    goes to the graveyard after resolving like any spell (CR 608.2n)."""
    g = _game(("Island", "Island", "Island"), hand=("Free Recall Test",),
              graveyard=("Blaze", "Lava Axe"))
    blaze = named(g, "Blaze", "graveyard")[0]
    card = named(g, "Free Recall Test", "hand")[0]
    targets = {a.targets for a in g.legal_actions() if isinstance(a, CastSpell)
               and a.card == card}
    assert targets == {((blaze,),)}  # Lava Axe has mana value 5
    _cast_from_hand(g, "Free Recall Test", ((blaze,),))
    assert g.pending is not None and g.pending.kind == "cast_copy"
    assert {a.x for a in casts(g)} == {0}
    g.apply(next(a for a in casts(g) if a.targets == ((Seat(1),),)))
    assert g.objects[g.stack[-1]].kind == "card"
    resolve_all(g)
    assert named(g, "Blaze", "graveyard") and copies(g) == []


def _priest_exiles_giant() -> Game:
    g = _game(("Plains", "Plains", "Plains", "Swamp", "Swamp", "Swamp"),
              hand=("Banisher Priest", "Murder"), theirs=("Hill Giant",))
    card = named(g, "Banisher Priest", "hand")[0]
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card))
    g.apply(PassPriority())
    g.apply(PassPriority())  # the Priest resolves; its trigger targets the only choice
    if g.pending is not None and g.pending.kind == "trigger_targets":
        g.apply(g.legal_actions()[0])
    return g


def test_exiled_until_the_source_leaves_returns_under_its_owners_control() -> None:
    """CR 610.3, 610.3c: Banisher Priest's exile lasts until it leaves the battlefield; then
    the card returns at once (a one-shot effect, no stack) under its owner's control."""
    g = _priest_exiles_giant()
    resolve_all(g)
    assert named(g, "Hill Giant", "exile") and not named(g, "Hill Giant")
    priest = named(g, "Banisher Priest")[0]
    _cast_from_hand(g, "Murder", ((priest,),))
    (giant,) = named(g, "Hill Giant")
    assert g.objects[giant].controller == 1 and named(g, "Banisher Priest", "graveyard")
    assert not g.exiled_until


def test_exile_until_does_nothing_if_the_source_already_left() -> None:
    """CR 610.3b: if the Priest leaves before its trigger resolves, the creature is not
    exiled at all (it would otherwise never come back)."""
    from grimoire.rules import zones
    g = _priest_exiles_giant()
    assert g.stack  # the trigger waits on the stack
    zones.move(g, named(g, "Banisher Priest")[0], "graveyard")  # as if destroyed in response
    resolve_all(g)
    assert named(g, "Hill Giant") and not named(g, "Hill Giant", "exile")


def test_cast_one_spell_from_among_looked_at_cards() -> None:
    """CR 608.2g: "You may cast an instant or sorcery spell from among them without paying
    its mana cost": only matching cards are offered, and at most one is cast; the rest go to
    the bottom."""
    pool = CardPool.builtin().add(*_compiled())
    position = Position(players=(
        PlayerSpec(battlefield=(PermanentSpec("Island"), PermanentSpec("Island")),
                   hand=("Glimpse Test",), library=(
                       "Grizzly Bears", "Lightning Bolt", "Divination", "Forest", "Forest")),
        PlayerSpec(library=("Forest",) * 5)), turn=3, step="main1")
    g = Game.from_position(position, pool, seed=0)
    _cast_from_hand(g, "Glimpse Test")
    assert g.pending is not None and g.pending.kind == "cast_copy"
    assert sorted(g.objects[o].name for o in g.pending.options) == [
        "Divination", "Lightning Bolt"]  # not the creature card
    g.apply(next(a for a in casts(g) if g.objects[a.card].name == "Lightning Bolt"
                 and a.targets == ((Seat(1),),)))
    assert g.pending is not None and g.pending.kind == "priority"  # one spell, no more
    resolve_all(g)
    assert g.players[1].life == 17
    library = [g.objects[o].name for o in g.players[0].library]
    assert sorted(library[:2]) == ["Divination", "Grizzly Bears"]  # on the bottom


def test_kicker_is_an_optional_additional_cost() -> None:
    """CR 702.33a, 702.33d, 601.2b: kicker may be paid as the spell is cast; a kicked spell
    does its "if this spell was kicked" part."""
    g = _game(("Island",) * 4, hand=("Into the Roil",), theirs=("Grizzly Bears",))
    bears = named(g, "Grizzly Bears")[0]
    card = named(g, "Into the Roil", "hand")[0]
    ways = {a.additional for a in g.legal_actions() if isinstance(a, CastSpell)
            and a.card == card and a.targets == ((bears,),)}
    assert ways == {(), (0,)}
    g.apply(CastSpell(card, ((bears,),), additional=(0,)))
    assert all(g.objects[o].tapped for o in named(g, "Island"))  # {1}{U} + {1}{U}
    resolve_all(g)
    assert named(g, "Grizzly Bears", "hand") and len(g.players[0].hand) == 1  # drew


def test_free_copy_may_still_pay_an_optional_additional_cost() -> None:
    """ruling:spellbook-20 — "You may pay any additional costs": the free copy of Into the
    Roil may be kicked by paying {1}{U}; it is then kicked (CR 702.33d) and draws a card."""
    from tests.copies.helpers import BOOK
    g = _game((BOOK, "Island", "Island"), their_graveyard=("Into the Roil",),
              theirs=("Grizzly Bears",))
    activate_book(g, named(g, BOOK)[0], named(g, "Into the Roil", "graveyard")[0], 20)
    bears = named(g, "Grizzly Bears")[0]
    assert {a.additional for a in casts(g) if a.targets == ((bears,),)} == {(), (0,)}
    g.apply(next(a for a in casts(g) if a.targets == ((bears,),) and a.additional == (0,)))
    assert all(g.objects[o].tapped for o in named(g, "Island"))  # only the kicker was paid
    resolve_all(g)
    assert named(g, "Grizzly Bears", "hand") and len(g.players[0].hand) == 1


def test_several_copies_of_one_card_each_cast_then_the_spell_exiles_itself() -> None:
    """CR 707.12, 608.2g: "Copy that card three times. You may cast the copies": three
    copies, each cast free in turn, each with its own target; the spell then exiles itself
    (CR 608.2n does not put it into the graveyard)."""
    g = _game(("Island",) * 3 + ("Mountain",) * 6, hand=("Mnemonic Deluge",),
              their_graveyard=("Lightning Bolt",), theirs=("Grizzly Bears",))
    bolt = named(g, "Lightning Bolt", "graveyard")[0]
    _cast_from_hand(g, "Mnemonic Deluge", ((bolt,),))
    bears = named(g, "Grizzly Bears")[0]
    for target in ((Seat(1),), (bears,), (Seat(1),)):
        assert g.pending is not None and g.pending.kind == "cast_copy"
        g.apply(next(a for a in casts(g) if a.targets == (target,)))
    # The Deluge finished resolving (it exiled itself); the three copies wait on the stack.
    assert [g.objects[o].kind for o in g.stack] == ["copy"] * 3
    assert named(g, "Mnemonic Deluge", "exile")
    resolve_all(g)
    assert g.players[1].life == 14 and named(g, "Grizzly Bears", "graveyard")
    assert copies(g) == []
