"""Regenerate the compiler snapshots (review the diff by hand before committing).

Run from the project root: ``PYTHONPATH=src python tests/oracle/snapshot_tool.py``.
Inputs (Oracle text and characteristics) are stored in the snapshot files themselves, so the
snapshot tests run without ``../shared/data``; this tool needs it to (re)build them.
"""

from __future__ import annotations

import json
import lzma
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "src"))

from grimoire.oracle import compile_faces  # noqa: E402
from grimoire.oracle.coverage import load_pool  # noqa: E402
from grimoire.oracle.show import compact  # noqa: E402

DATA = ROOT.parent / "shared" / "data"
SNAPSHOTS = Path(__file__).resolve().parent / "snapshots"
FIELDS = (
    "name",
    "type_line",
    "mana_cost",
    "oracle_text",
    "power",
    "toughness",
    "loyalty",
    "card_faces",
)
EFFECT_KINDS = [
    "Counterspell",
    "Rampant Growth",
    "Mind Rot",
    "Concentrate",
    "Lava Spike",
    "Disfigure",
    "Opt",
    "Elvish Visionary",
    "Man-o'-War",
    "Gravedigger",
    "Wall of Omens",
    "Sol Ring",
    "Mind Stone",
    "Evolving Wilds",
    "Swiftfoot Boots",
    "Glorious Anthem",
    "Sakura-Tribe Elder",
    "Day of Judgment",
    "Mortify",
    "Lightning Helix",
    "Terramorphic Expanse",
    "Armageddon",
    "Dark Ritual",
    "Birds of Paradise",
    "Stone Rain",
    "Flametongue Kavu",
    "Ravenous Chupacabra",
    "Cloudshift",
    "Thought Scour",
    "Mulldrifter",
    "Night's Whisper",
    "Vindicate",
    "Beast Within",
    "Lotus Petal",
    "Chromatic Sphere",
    "Grim Lavamancer",
    "Prodigal Sorcerer",
    "Icy Manipulator",
    "Siege Rhino",
    "Kor Skyfisher",
    "Manamorphose",
    "Go for the Throat",
    "Hero's Downfall",
    "Read the Bones",
    "Goblin Bombardment",
    "Viscera Seer",
    "Ajani's Pridemate",
    "Soul Warden",
    "Elvish Archdruid",
    "Priest of Titania",
    "Gilded Lotus",
    "Worn Powerstone",
    "Hedron Archive",
    "Phyrexian Arena",
    "Cathartic Reunion",
    "Faithless Looting",
    "Repulse",
    "Abrade",
    "Putrefy",
    "Pacifism",
    "Tragic Slip",
]


DICE_SAMPLE = [
    "Jumbo Imp",
    "Hammer Jammer",
    "Atomwheel Acrobats",
    "Attempted Murder",
    "Circuits Act",
    "Inhumaniac",
    "Krazy Kow",
    "Arden Angel",
    "As Luck Would Have It",
    "Night Shift of the Living Dead",
    "Luck Bobblehead",
    "Myrkul's Edict",
    "Temp of the Damned",
    "Chittering Doom",
    "Krark's Other Thumb",
    "Squirrel-Powered Scheme",
    "Steamfloggery",
    "Lifetime Pass Holder",
    "Boing!",
    "Strength-Testing Hammer",
]
"""Numeric-die cards (many Un-set) the compiler's second round made compile."""


def entry(card: dict[str, Any]) -> dict[str, Any]:
    """A snapshot entry: the inputs and the compiled IR of every face."""
    item = {key: card.get(key) for key in FIELDS if card.get(key) is not None}
    item["ir"] = [compact(d) for d in compile_faces(item)]
    return item


def write(name: str, cards: list[dict[str, Any]]) -> None:
    path = SNAPSHOTS / f"{name}.json"
    path.write_text(
        json.dumps([entry(c) for c in cards], indent=1, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    print(f"wrote {path} ({len(cards)} cards)")


def main() -> None:
    SNAPSHOTS.mkdir(exist_ok=True)
    write("builtin_pool", load_pool())
    dice = load_pool(DATA / "dice_cards.tsv")
    write("afr_afc_dice", [c for c in dice if set(c["set_codes"].split(",")) & {"AFR", "AFC"}])
    by_name = {c["name"].strip('"').replace('"', ""): c for c in dice}
    write("dice_sample", [by_name[name] for name in DICE_SAMPLE])
    with lzma.open(DATA / "oracle-cards-2025-09-25.json.xz", "rt", encoding="utf-8") as handle:
        oracle = {c["name"]: c for c in json.load(handle)}
    write("effect_kinds", [oracle[name] for name in EFFECT_KINDS])


if __name__ == "__main__":
    main()
