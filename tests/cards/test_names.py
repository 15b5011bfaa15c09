"""Name normalisation: case, accents, punctuation and full-width forms fold; scripts stay."""

from __future__ import annotations

import pytest

from grimoire.cards.names import fold, normalize_name, script_languages


@pytest.mark.parametrize(
    ("typed", "printed"),
    [
        ("unterreich-spalte", "Unterreich-Spalte"),
        ("UNTERREICH SPALTE", "Unterreich-Spalte"),
        ("sima de la infraoscuridad", "Sima de la Infraoscuridad"),
        ("faille de l outreterre", "Faille de l'Outreterre"),
        ("fenda do subterraneo", "Fenda do Subterrâneo"),
        ("wizards spellbook", "Wizard's Spellbook"),
        ("Wizard’s Spellbook", "Wizard's Spellbook"),
        ("ｕｎｄｅｒｄａｒｋ　ｒｉｆｔ", "Underdark Rift"),
        ("ＵＮＤＥＲＤＡＲＫ－ＲＩＦＴ", "Underdark Rift"),
        ("aether vial", "Æther Vial"),
        ("lim dul the necromancer", "Lim-Dûl the Necromancer"),
        ("разлом подземья", "Разлом Подземья"),
        ("ｱﾝﾀﾞｰﾀﾞｰｸの裂け目", "アンダーダークの裂け目"),  # half-width katakana
    ],
)
def test_equivalent_spellings_share_a_key(typed: str, printed: str) -> None:
    assert normalize_name(typed) == normalize_name(printed)


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("幽暗地域裂缝", "幽暗地域裂縫"),  # Simplified and Traditional Chinese stay distinct
        ("ダーク", "ターク"),  # a voicing mark is part of the letter, not an accent
        ("Treasure Chest", "Treasure Chests"),
        ("보물 상자", "보물 상지"),
    ],
)
def test_different_names_keep_different_keys(one: str, other: str) -> None:
    assert normalize_name(one) != normalize_name(other)


def test_cjk_kana_and_hangul_are_kept_verbatim() -> None:
    assert normalize_name("アンダーダークの裂け目") == "アンダーダークの裂け目"
    assert normalize_name("幽暗地域裂缝") == "幽暗地域裂缝"
    assert normalize_name("보물 상자") == "보물상자"


def test_punctuation_only_names_still_have_a_key() -> None:
    assert normalize_name("_____") == "_____"
    assert normalize_name("  ") == ""


def test_fold_keeps_spaces_for_phrase_search() -> None:
    assert fold("Roll a D20.") == "roll a d20."
    assert fold("Crème Brûlée") == "creme brulee"
    assert fold("ＲＯＬＬ") == "roll"


def test_script_languages_guides_suggestions() -> None:
    assert script_languages("アンダーダーク") == ("ja",)
    assert script_languages("보물") == ("ko",)
    assert script_languages("宝箱") == ("ja", "zhs", "zht")
    assert script_languages("Сундук") == ("ru",)
    assert "de" in script_languages("Schatztruhe")
    assert script_languages("123") == ()
