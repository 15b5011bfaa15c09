"""The creatures that convoked a spell (CR 702.51c: "A creature tapped to pay for mana in a
spell's total cost this way is said to have 'convoked' that spell").

* "When this creature enters, put a +1/+1 counter on each creature that convoked it."
  (Venerated Loxodon): only the creatures tapped for convoke, not the ones tapped for mana nor
  the untapped ones; none when it was cast with mana only.
* "This creature enters with two +1/+1 counters on it for each creature that convoked it."
  (Ancient Imperiosaur): read as it enters (CR 614.1c).
* "Each creature that convoked ~ connives." (Lethal Scheme): the spell's own creatures.
"""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, settle, table
from tests.rules.helpers import ids, one

from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
LOXODON = record("Venerated Loxodon", "{4}{W}", "Creature — Elephant Cleric",
                 "Convoke (Your creatures can help cast this spell. Each creature you tap while "
                 "casting this spell pays for {1} or one mana of that creature's color.)\nWhen "
                 "this creature enters, put a +1/+1 counter on each creature that convoked it.",
                 "4", "4")
IMPERIOSAUR = record("Ancient Imperiosaur", "{5}{G}{G}", "Creature — Dinosaur",
                     "Convoke (Your creatures can help cast this spell. Each creature you tap "
                     "while casting this spell pays for {1} or one mana of that creature's "
                     "color.)\nTrample, ward {2}\nThis creature enters with two +1/+1 counters "
                     "on it for each creature that convoked it.", "6", "6")
RECORDS = (LOXODON, IMPERIOSAUR)


def test_the_records_compile() -> None:
    compiled(*RECORDS)




def _counters(game: Game, oid: int) -> int:
    return (game.objects[oid].counters or {}).get("+1/+1", 0)


def _board(*extra: PermanentSpec) -> tuple[PermanentSpec, ...]:
    return (P("Grizzly Bears"), P("Raging Goblin"), P("Youthful Knight"), *extra)


def test_loxodon_counts_only_the_convoking_creatures() -> None:
    """Bears and Knight convoke (generic and {W}), three Plains pay the rest; the Goblin stays
    untapped: counters on the Bears and the Knight only."""
    game = table(RECORDS, PlayerSpec(hand=("Venerated Loxodon",),
                                     battlefield=_board(P("Plains"), P("Plains"), P("Plains"))),
                 PlayerSpec(), PlayerSpec())
    bears, goblin, knight = (one(game, n) for n in ("Grizzly Bears", "Raging Goblin",
                                                   "Youthful Knight"))
    game.apply(CastSpell(one(game, "Venerated Loxodon", "hand"), costs=(bears, knight)))
    assert game.objects[bears].tapped and game.objects[knight].tapped
    settle(game)
    assert (_counters(game, bears), _counters(game, knight), _counters(game, goblin)) == (1, 1, 0)
    assert _counters(game, one(game, "Venerated Loxodon")) == 0


def test_loxodon_cast_with_mana_only() -> None:
    """No creature convoked it: no counter anywhere (lands paid it all,
    convoke, CR 702.51c)."""
    game = table(RECORDS, PlayerSpec(hand=("Venerated Loxodon",),
                                     battlefield=_board(*(P("Plains"),) * 5)),
                 PlayerSpec(), PlayerSpec())
    game.apply(CastSpell(one(game, "Venerated Loxodon", "hand")))
    settle(game)
    assert all(_counters(game, o) == 0 for o in game.battlefield)


def test_imperiosaur_enters_with_two_counters_per_convoker() -> None:
    """Three creatures convoke it: it enters with six +1/+1 counters."""
    game = table(RECORDS, PlayerSpec(hand=("Ancient Imperiosaur",),
                                     battlefield=_board(*(P("Forest"),) * 4)),
                 PlayerSpec(), PlayerSpec())
    helpers = tuple(one(game, n) for n in ("Grizzly Bears", "Raging Goblin", "Youthful Knight"))
    game.apply(CastSpell(one(game, "Ancient Imperiosaur", "hand"), costs=helpers))
    settle(game)
    assert _counters(game, one(game, "Ancient Imperiosaur")) == 6
    assert not ids(game, "Ancient Imperiosaur", "hand")
