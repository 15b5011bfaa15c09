""""You may choose not to untap ~ during your untap step" (CR 502.3) and the duration "for
as long as ~ remains tapped" (CR 611.2b) on what the tap ability does (issue 13):

* the untap step asks the active player, for each tapped permanent of theirs with the
  ability, whether to leave it tapped (no priority there, CR 502.4); declined, it untaps;
* "Target creature gets +0/+2 for as long as ~ remains tapped" (Spirit Shield), "Target Elf
  creature gets +2/+2 and has trample ..." (Everglove Courier): a continuous effect that ends
  when the source untaps or leaves the battlefield, and doesn't begin again when the source
  is tapped again (CR 611.2b);
* "It doesn't untap during its controller's untap step for as long as ~ remains tapped"
  (Mana Leech): an untap lock (CR 502.3) with that duration;
* "Gain control of target creature for as long as you control ~ and ~ remains tapped"
  (Helm of Possession): layer 2 (CR 613.1b), over when either part ends;
* if the source is untapped as the ability resolves, the duration never starts and the
  effect does nothing (CR 611.2b).
"""

from __future__ import annotations

from tests.coverage_classes._cards import card
from tests.deck_classes._cards import assert_honoured
from tests.dice_rules._util import activate, game, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import query
from grimoire.rules.actions import Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.layers import characteristics
from grimoire.rules.position import PlayerSpec

SHIELD = card("Spirit Shield", "{3}", "Artifact",
              "You may choose not to untap this artifact during your untap step.\n{2}, {T}: "
              "Target creature gets +0/+2 for as long as this artifact remains tapped.")
COURIER = card("Everglove Courier", "{2}{G}", "Creature — Elf",
               "You may choose not to untap this creature during your untap step.\n{2}{G}, "
               "{T}: Target Elf creature gets +2/+2 and has trample for as long as this "
               "creature remains tapped.", "2/1")
LEECH = card("Mana Leech", "{2}{B}", "Creature — Leech",
             "You may choose not to untap this creature during your untap step.\n{T}: Tap "
             "target land. It doesn't untap during its controller's untap step for as long as "
             "this creature remains tapped.", "1/1")
HELM = card("Helm of Possession", "{4}", "Artifact",
            "You may choose not to untap this artifact during your untap step.\n{2}, {T}, "
            "Sacrifice a creature: Gain control of target creature for as long as you control "
            "this artifact and this artifact remains tapped.")
SWITCH = card("Kill Switch", "{3}", "Artifact",
              "{2}, {T}: Tap all other artifacts. They don't untap during their controllers' "
              "untap steps for as long as this artifact remains tapped.")
RECORDS = (SHIELD, COURIER, LEECH, HELM, SWITCH)


def _game(me: PlayerSpec, them: PlayerSpec | None = None) -> Game:
    return game(me, them, extra=[compile_source(r) for r in RECORDS])  # type: ignore[arg-type]


def _to_untap_question(g: Game, active: int) -> None:
    """Pass priority until ``active``'s untap step asks "don't untap ...?" (CR 502.3)."""
    for _ in range(300):
        assert g.pending is not None
        if g.pending.rule == "CR 502.3":
            assert g.active == active and g.step == "untap"
            return
        _go_on(g)
    raise AssertionError("no untap question")


def _go_on(g: Game) -> None:
    """Pass priority, or take the first answer of another decision (no attacks)."""
    assert g.pending is not None
    g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])


def _to_upkeep(g: Game, active: int) -> None:
    """Pass priority until ``active``'s upkeep (no untap question may come up)."""
    for _ in range(300):
        assert g.pending is not None and g.pending.rule != "CR 502.3"
        if g.step == "upkeep" and g.active == active:
            return
        _go_on(g)
    raise AssertionError("no upkeep")


def _toughness(g: Game, name: str) -> int:
    return query.toughness(g, g.objects[one(g, name)])


def test_the_records_are_honoured() -> None:
    """Every record compiles whole, with nothing the engine ignores (CR 502.3, 611.2b)."""
    assert_honoured(RECORDS)


def test_the_durations_compile() -> None:
    """CR 611.2b: the duration is on the change itself, not "until end of turn"."""
    shield = compile_source(SHIELD)
    boost = next(n for n in ir.iter_nodes(shield) if isinstance(n, ir.ModifyPowerToughness))
    assert boost.duration == "while_tapped"
    helm = compile_source(HELM)
    gain = next(n for n in ir.iter_nodes(helm) if isinstance(n, ir.GainControl))
    assert gain.duration == "while_control_tapped"
    leech = compile_source(LEECH)
    assert any(isinstance(n, ir.DoesntUntap) and n.while_tapped for n in ir.iter_nodes(leech))


def _shield_game() -> tuple[Game, int]:
    me = PlayerSpec(battlefield=(perm("Spirit Shield"), perm("Grizzly Bears"),
                                 *lands("Plains", 2)))
    g = _game(me)
    bears = one(g, "Grizzly Bears")
    activate(g, "Spirit Shield", targets=((bears,),))
    resolve(g)
    return g, bears


def test_shield_lasts_while_kept_tapped() -> None:
    """CR 502.3: choosing not to untap it keeps the +0/+2 over the next turns."""
    g, _ = _shield_game()
    assert _toughness(g, "Grizzly Bears") == 4
    _to_untap_question(g, 0)  # turn 5 (player 1's turn 4 asks nothing: not their artifact)
    g.apply(Choose(True))  # don't untap it
    _to_upkeep(g, 0)
    assert g.objects[one(g, "Spirit Shield")].tapped
    assert _toughness(g, "Grizzly Bears") == 4


def test_shield_ends_as_it_untaps() -> None:
    """Declined, the artifact untaps and the effect ends (CR 611.2b)."""
    g, _ = _shield_game()
    _to_untap_question(g, 0)
    g.apply(Choose(False))
    _to_upkeep(g, 0)
    assert not g.objects[one(g, "Spirit Shield")].tapped
    assert _toughness(g, "Grizzly Bears") == 2


def test_shield_doesnt_come_back_when_tapped_again() -> None:
    """CR 611.2b: once the source untapped, the duration is over even if it is tapped again
    (here by hand: the effect stays ended)."""
    g, _ = _shield_game()
    shield = g.objects[one(g, "Spirit Shield")]
    shield.tapped = False
    from grimoire.rules import events as ev
    g.emit(ev.Tapped(shield.id, untapped=True))
    shield.tapped = True
    g.emit(ev.Tapped(shield.id))
    assert _toughness(g, "Grizzly Bears") == 2


def test_shield_ends_when_it_leaves() -> None:
    """The source leaving the battlefield ends the duration (CR 611.2b)."""
    from grimoire.rules import zones
    g, _ = _shield_game()
    zones.move(g, one(g, "Spirit Shield"), "graveyard")
    assert _toughness(g, "Grizzly Bears") == 2


def test_untapped_source_never_starts() -> None:
    """CR 611.2b: the Shield untapped before the ability resolves: nothing happens."""
    me = PlayerSpec(battlefield=(perm("Spirit Shield"), perm("Grizzly Bears"),
                                 *lands("Plains", 2)))
    g = _game(me)
    bears = one(g, "Grizzly Bears")
    activate(g, "Spirit Shield", targets=((bears,),))
    g.objects[one(g, "Spirit Shield")].tapped = False  # (an untap effect in response)
    resolve(g)
    assert _toughness(g, "Grizzly Bears") == 2
    g.objects[one(g, "Spirit Shield")].tapped = True
    assert _toughness(g, "Grizzly Bears") == 2


def _stats(g: Game, oid: int) -> tuple[int, int]:
    obj = g.objects[oid]
    return query.power(g, obj), query.toughness(g, obj)


def test_courier_gives_trample_while_tapped() -> None:
    """ "gets +2/+2 and has trample" — both last while it remains tapped."""
    me = PlayerSpec(battlefield=(perm("Everglove Courier"), perm("Llanowar Elves"),
                                 *lands("Forest", 3)))
    g = _game(me)
    elf = one(g, "Llanowar Elves")
    activate(g, "Everglove Courier", targets=((elf,),))
    resolve(g)
    chars = characteristics(g, g.objects[elf])
    assert _stats(g, elf) == (3, 3) and "trample" in chars.keywords
    _to_untap_question(g, 0)
    g.apply(Choose(False))
    _to_upkeep(g, 0)
    chars = characteristics(g, g.objects[elf])
    assert _stats(g, elf) == (1, 1) and "trample" not in chars.keywords


def _leech_game() -> tuple[Game, int]:
    me = PlayerSpec(battlefield=(perm("Mana Leech"),))
    them = PlayerSpec(battlefield=(perm("Forest"),))
    g = _game(me, them)
    forest = one(g, "Forest")
    activate(g, "Mana Leech", targets=((forest,),))
    resolve(g)
    return g, forest


def test_leech_holds_the_land_while_tapped() -> None:
    """CR 502.3: the land stays tapped in its controller's untap step while the Leech is
    tapped; once the Leech untaps, the land untaps in the next one."""
    g, forest = _leech_game()
    assert g.objects[forest].tapped
    _to_upkeep(g, 1)
    assert g.objects[forest].tapped  # held in player 1's untap step
    _to_untap_question(g, 0)
    g.apply(Choose(False))  # the Leech untaps: the lock is over
    _to_upkeep(g, 1)
    assert not g.objects[forest].tapped


def test_leech_kept_tapped_keeps_holding() -> None:
    g, forest = _leech_game()
    _to_upkeep(g, 1)
    _to_untap_question(g, 0)
    g.apply(Choose(True))
    _to_upkeep(g, 1)
    assert g.objects[forest].tapped


def test_helm_control_ends_when_it_untaps() -> None:
    """CR 613.1b, 611.2b: control while you control the Helm and it remains tapped."""
    me = PlayerSpec(battlefield=(perm("Helm of Possession"), perm("Grizzly Bears"),
                                 *lands("Plains", 2)))
    them = PlayerSpec(battlefield=(perm("Hill Giant"),))
    g = _game(me, them)
    giant = one(g, "Hill Giant")
    activate(g, "Helm of Possession", targets=((giant,),),
             costs=(one(g, "Grizzly Bears"),))
    resolve(g)
    assert g.objects[giant].controller == 0
    _to_untap_question(g, 0)
    g.apply(Choose(True))
    _to_upkeep(g, 0)
    assert g.objects[giant].controller == 0
    _to_untap_question(g, 0)
    g.apply(Choose(False))
    _to_upkeep(g, 0)
    g.apply(PassPriority())  # (state-based actions sync control, CR 613.1b)
    assert g.objects[giant].controller == 1


def test_kill_switch_holds_every_other_artifact() -> None:
    """ "They" are the artifacts it tapped: the opponent's Fellwar Stone stays tapped in
    its controller's untap step (CR 502.3)."""
    me = PlayerSpec(battlefield=(perm("Kill Switch"), *lands("Plains", 2)))
    them = PlayerSpec(battlefield=(perm("Fellwar Stone"),))
    g = _game(me, them)
    activate(g, "Kill Switch")
    resolve(g)
    shield = one(g, "Fellwar Stone")
    assert g.objects[shield].tapped
    for _ in range(300):  # player 1's untap step: the Shield is held, nothing to ask
        assert g.pending is not None and g.pending.rule != "CR 502.3"
        if g.step == "upkeep" and g.active == 1:
            break
        _go_on(g)
    assert g.objects[shield].tapped
