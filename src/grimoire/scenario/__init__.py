"""Scenario files: a position, actions and expected results, in YAML a judge can read.

Run them with ``grimoire scenario run FILE...`` (one ``PASS name`` / ``FAIL name: what
differed`` line per scenario; exit status 0 only if all pass; a directory runs every
``*.yaml`` in it) and look at one with ``grimoire scenario show FILE`` (``--after`` shows
the board after the actions). The test suite runs every file in ``tests/scenarios/``.

A file holds one scenario, or several separated by ``---``::

    name: Underdark Rift with fewer than X cards puts the permanent on the bottom
    ruling: rift-fewer-than-x        # optional; more as `# ruling: id` comments
    seed: 7                          # optional (default 0)
    players:                         # two to six, in turn order (CR 800.1)
      - name: Alice                  # default Alice, Bob, Carol, ...
        life: 20                     # default 20
        library: [Island, Island]    # top card first; "Forest x3" repeats a card
        hand: [Lightning Bolt]
        graveyard: []                # oldest first
        exile: []
        lands_played: 0
        battlefield:
          - Underdark Rift           # untapped, controlled since the turn began
          - Forest x5
          - {card: Grizzly Bears, tapped: true, sick: true, damage: 1,
             counters: {"+1/+1": 2}, token: false}
          - {card: Pacifism, attached_to: "Bob:Grizzly Bears"}   # an Aura on its host
      - name: Bob
        battlefield: [Grizzly Bears]
    turn: {active: Alice, step: main1, number: 3}     # defaults: first player, main1, 1
    dice: [7]                        # natural results of the next rolls, in order
    actions:
      - {by: Alice, activate: Underdark Rift, ability: 2, targets: ["Bob:Grizzly Bears"]}
      - resolve
    expect:
      Bob:   {library: [Grizzly Bears], battlefield: []}
      Alice: {exile: [Underdark Rift], life: 20}

Steps: untap, upkeep, draw, main1, beginning_of_combat, declare_attackers,
declare_blockers, first_strike_damage, combat_damage, end_of_combat, main2, end, cleanup.

**Attachments.** ``attached_to:`` on a battlefield entry puts an Aura or Equipment
on its host from the start: a reference to a permanent on either battlefield
(``Grizzly Bears``, ``Bob:Grizzly Bears``, ``Forest#2``) or a player's name ("enchant
player"). A reference that matches nothing, names permanents of both players without
saying whose, or names the entry itself is an error citing its line; an illegal host is
fixed by state-based actions when the game starts (CR 704.5m-n).

**References.** A card name (any case); ``Bob:Grizzly Bears`` for Bob's (controlled on
the battlefield or stack, owned elsewhere); ``Forest#2`` for the second one in its zone;
a player's name as a target. Naming a card both players have, without saying whose, is
an error.

**Actions** (each needs ``by:``, except ``resolve``):

* ``activate: CARD`` with ``ability: N`` (the N-th activated ability in its Oracle text,
  1-based, mana abilities count; optional when it has one non-mana ability),
  ``targets: [...]``, ``x: N``, ``costs: [...]`` (objects to sacrifice/discard/exile), and
  ``pay: [sources]`` (tap these for mana first; otherwise the automatic payer pays);
* ``cast: CARD`` with ``targets``, ``x``, ``costs``, ``pay``, ``modes: [1, 3]``, ``face: 1``
  (the face cast: a split card's right half, an Adventure; ``-1`` fused);
* ``play: LAND``; ``pass: true``; ``concede: true``; ``roll_planar_die: true`` (the
  special action of CR 901.9: it triggers "whenever you roll one or more dice", but no
  effect reads a number from it, CR 706.7);
* ``advance: STEP`` (optionally ``active: NAME``): both players pass priority until that
  step next begins (of that player's turn); any other decision on the way fails the run;
* ``resolve``: players pass in turn until the top of the stack resolves (or a decision
  comes up, which the next action must answer);
* ``choose: ANSWER`` answers the pending decision: ``yes``/``no``; a card reference; a
  number (the value the decision offers); a zone name (``battlefield``, ``hand``,
  ``graveyard``, ``library``, ``exile``: the answer that puts the card there); a colour;
  a list of these for multi-choices (``[]`` chooses nothing). For "cast the copy?"
  decisions, ``yes`` or the copy's name (with ``targets:``) casts it, ``no`` declines;
* ``attack: [CARD, {card: CARD, defender: PLAYER-or-PLANESWALKER}]`` and
  ``block: [{BLOCKER: ATTACKER}]``: priority is passed with an empty stack until the
  declaration comes.

Only the player holding priority may act (CR 117.1). When an action leaves a decision
pending that the next action doesn't answer, the run fails and names the decision.

**Expectations.** Per player: ``life``, ``poison``, ``mana_pool`` (``"GG"``, ``""`` for
empty), ``library`` (exact, top first),
``library_unordered``, ``library_size``, ``hand``, ``hand_size``, ``graveyard``,
``exile``, ``battlefield`` (multisets; entries may be ``{card: X, tapped: true,
counters: {...}}``, and check the characteristics the layer system computes, CR 613:
``power: N``, ``toughness: N``, ``keywords: [flying, ...]`` (has all of these),
``without: [haste, ...]`` (has none of these), ``types: [artifact, creature, Zombie,
...]`` (card types, subtypes and supertypes: has all of these), ``colors: [black]``
(exactly these; ``[]`` for colorless)), ``never_sees: [CARD...]`` (no event of the game
as this player may see it names these cards: hidden information stays hidden). Whole
game: ``stack`` (top first), ``winner`` (a name or ``draw``),
``pending`` (``{player: Alice, kind: yes_no}`` or ``none``), and ``error: "text"``: the
last action must be rejected with a message containing the text, and change nothing.
Scripted dice that are never rolled fail the run, as does a roll with none left.

>>> from grimoire.scenario import load_text, run_scenario
"""

from __future__ import annotations

from grimoire.scenario.load import load_file, load_text
from grimoire.scenario.model import Expectation, PermanentExpectation, Scenario, Step
from grimoire.scenario.run import Outcome, build_game, run_file, run_scenario

__all__ = [
    "Expectation",
    "Outcome",
    "PermanentExpectation",
    "Scenario",
    "Step",
    "build_game",
    "load_file",
    "load_text",
    "run_file",
    "run_scenario",
]
