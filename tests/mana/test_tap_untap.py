"""The tap and untap symbols (CR 107.5, 107.6, 302.6): Order of Whiteclay, Puresight
Merrow and the other {Q} cards of the Oracle data."""

from __future__ import annotations

import json
import lzma
from pathlib import Path

import pytest
from tests.mana._game import card, game_at, one, perm, pool_of

from grimoire.errors import IllegalActionError
from grimoire.oracle import compile_faces, ir
from grimoire.rules.actions import ActivateAbility, PassPriority
from grimoire.rules.position import PlayerSpec

DATA = Path(__file__).resolve().parents[3] / "shared" / "data"
ELF = card("Hasty Elf", "Creature — Elf", "Haste\n{T}: Add {G}.\n{G}, {Q}: You gain 1 life.",
           "{G}", "1", "1")
SLOW_ELF = card("Slow Elf", "Creature — Elf", "{T}: Add {G}.\n{G}, {Q}: You gain 1 life.",
                "{G}", "1", "1")
DRUM = card("Drum", "Artifact", "{T}, Tap an untapped creature you control: Add one mana of "
            "any color.", "{1}")


def _actions(game: object, source: int) -> list[ActivateAbility]:
    from grimoire.rules.game import Game
    assert isinstance(game, Game)
    return [a for a in game.legal_actions() if isinstance(a, ActivateAbility)
            and a.source == source]


def test_order_of_whiteclay_untap_symbol() -> None:
    """ruling:untap-symbol — CR 107.6: {Q} means "untap this permanent": an untapped Order
    of Whiteclay can't pay it; a tapped one can, and is untapped as the cost is paid."""
    spec = dict(graveyard=("Grizzly Bears",), battlefield=(
        perm("Order of Whiteclay"), perm("Plains"), perm("Plains"), perm("Plains")))
    game = game_at(PlayerSpec(**spec), offer=False)  # type: ignore[arg-type]
    order = one(game, "Order of Whiteclay")
    assert not _actions(game, order)
    with pytest.raises(IllegalActionError):
        game.apply(ActivateAbility(order, 0, ((one(game, "Grizzly Bears", "graveyard"),),)))
    game.objects[order].tapped = True
    (action,) = _actions(game, order)
    game.apply(action)
    assert not game.objects[order].tapped and len(game.stack) == 1
    game.apply(PassPriority())
    game.apply(PassPriority())
    assert one(game, "Grizzly Bears") in game.battlefield


def test_summoning_sickness_and_haste() -> None:
    """ruling:tap-symbol, ruling:untap-symbol — CR 302.6: a creature's {T} or {Q} ability
    needs it under its controller's control since their most recent turn began; haste
    lifts that (CR 702.10c)."""
    game = game_at(PlayerSpec(battlefield=(perm("Order of Whiteclay", tapped=True, sick=True),
                                           perm("Plains"), perm("Plains"), perm("Plains")),
                              graveyard=("Grizzly Bears",)), offer=False)
    assert not _actions(game, one(game, "Order of Whiteclay"))
    game = game_at(PlayerSpec(battlefield=(perm("Slow Elf", sick=True),
                                           perm("Hasty Elf", sick=True))), extra=(ELF, SLOW_ELF))
    assert not _actions(game, one(game, "Slow Elf"))
    with pytest.raises(IllegalActionError):
        game.apply(ActivateAbility(one(game, "Slow Elf"), 0))
    game.apply(ActivateAbility(one(game, "Hasty Elf"), 1))
    assert pool_of(game) == "G"


def test_tapped_permanent_cant_tap_again() -> None:
    """ruling:tap-symbol — CR 107.5: a permanent that's already tapped can't be tapped
    again to pay {T}."""
    game = game_at(PlayerSpec(battlefield=(perm("Llanowar Elves", tapped=True),)))
    elves = one(game, "Llanowar Elves")
    assert not _actions(game, elves)
    with pytest.raises(IllegalActionError):
        game.apply(ActivateAbility(elves, 0))
    assert pool_of(game) == "" and game.objects[elves].tapped


def test_untap_cost_is_paid_with_the_cost_never_early() -> None:
    """ruling:untap-symbol — {Q} is paid as part of the cost (CR 601.2h, 602.2b), after
    mana abilities (CR 601.2g): the tapped Elf can't tap itself for the {G} of its own
    {G}, {Q} ability; another source can pay, and the Elf ends untapped."""
    game = game_at(PlayerSpec(battlefield=(perm("Slow Elf", tapped=True),)),
                   extra=(SLOW_ELF,), offer=False)
    elf = one(game, "Slow Elf")
    assert not _actions(game, elf)
    with pytest.raises(IllegalActionError):
        game.apply(ActivateAbility(elf, 1))
    game = game_at(PlayerSpec(battlefield=(perm("Slow Elf", tapped=True), perm("Forest"))),
                   extra=(SLOW_ELF,), offer=False)
    elf = one(game, "Slow Elf")
    game.apply(ActivateAbility(elf, 1))
    assert not game.objects[elf].tapped and game.objects[one(game, "Forest")].tapped
    game.apply(PassPriority())
    game.apply(PassPriority())
    assert game.players[0].life == 21


def test_puresight_merrow() -> None:
    """ruling:untap-symbol — Puresight Merrow's {W/U}, {Q}: the hybrid mana from an Island,
    the Merrow untapped by the cost; untapped, it can't activate it."""
    game = game_at(PlayerSpec(battlefield=(perm("Puresight Merrow", tapped=True),
                                           perm("Island"))), offer=False)
    merrow = one(game, "Puresight Merrow")
    (action,) = _actions(game, merrow)
    game.apply(action)
    assert not game.objects[merrow].tapped and game.objects[one(game, "Island")].tapped
    assert not _actions(game, merrow)


def test_tapping_other_creatures_isnt_the_tap_symbol() -> None:
    """CR 302.6 applies only to {T}/{Q}: "tap an untapped creature you control" may tap a
    creature that just came under your control; the Drum's own {T} still needs it
    untapped."""
    game = game_at(PlayerSpec(battlefield=(perm("Drum"), perm("Grizzly Bears", sick=True))),
                   extra=(DRUM,))
    bears = one(game, "Grizzly Bears")
    game.apply(ActivateAbility(one(game, "Drum"), 0, costs=(bears,)))
    assert game.pending is not None and game.pending.kind == "choose_color"
    assert game.objects[bears].tapped


@pytest.mark.shared_data
@pytest.mark.skipif(not DATA.is_dir(), reason=f"{DATA} is absent (shared data)")
def test_every_untap_symbol_card_compiles_its_cost() -> None:
    """CR 107.6: every Oracle card with {Q} in an ability's cost compiles it to an
    UntapCost (Crackleburr's "Untap two tapped blue creatures" cost excepted, see below)."""
    with lzma.open(DATA / "oracle-cards-2025-09-25.json.xz", "rt", encoding="utf-8") as fh:
        cards = json.load(fh)
    found = 0
    missing = []
    for record in cards:
        if "{Q}" not in json.dumps(record):
            continue
        for face in compile_faces(record):
            for ability in _activated(face.abilities):
                if "{Q}" not in ability.text.split(":")[0]:
                    continue
                found += 1
                if not any(isinstance(p, ir.UntapCost) for p in ability.cost.parts):
                    missing.append(face.name)
            if "{Q}" in face.oracle_text and not any(
                    "{Q}" in a.text.split(":")[0] for a in _activated(face.abilities)):
                missing.append(face.name)
    assert found >= 16
    assert missing == ["Crackleburr"]  # its cost "untap two tapped blue creatures you control"


def _activated(nodes: object) -> list[ir.ActivatedAbility]:
    """Activated abilities anywhere in ``nodes`` (granted ones included)."""
    out: list[ir.ActivatedAbility] = []
    if isinstance(nodes, ir.ActivatedAbility):
        out.append(nodes)
    elif isinstance(nodes, tuple):
        for node in nodes:
            out.extend(_activated(node))
    elif hasattr(nodes, "__dataclass_fields__"):
        for name in nodes.__dataclass_fields__:
            out.extend(_activated(getattr(nodes, name)))
    return out
