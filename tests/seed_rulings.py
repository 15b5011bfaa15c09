"""The rulings in ``../shared/seeds/``, each with a stable id that tests cite.

Every ruling in the seeds is a test: a pytest test cites a ruling by writing
``ruling:<id>`` in its docstring, a scenario file by ``ruling: <id>`` (a key or a comment).
``tests/test_seed_rulings.py`` checks that every ruling paragraph in the seeds is listed
here (by the opening words of its English or Portuguese text) and that every id is cited
by at least one test, except the ones in :data:`NOT_A_RULES_TEST`, each with its reason.
"""

from __future__ import annotations

RULINGS: dict[str, tuple[str, ...]] = {
    # Dice (CR 706): on the pages of all three cards and the rulings page.
    "dice-results-table": (
        "An ability that tells you to roll a die will also specify",
        "Uma habilidade que instrui você a rolar um dado",
    ),
    "dice-targets-before-roll": (
        "An effect that says “choose a target, then roll a d20”",
        "Um efeito que diz “escolha um alvo e depois role um d20”",
    ),
    "dice-named-by-faces": (
        "Dice are identified by the number of faces",
        "Os dados são identificados pelo número de faces",
    ),
    "dice-fair": (
        "Dice used must have equally likely outcomes",
        "Os dados usados devem ter resultados igualmente prováveis",
    ),
    "dice-ignored-never-rolled": (
        "Some abilities, like that of Pixie Guide and Barbarian Class",
        "Algumas habilidades, como as de Pixie Guide e Barbarian Class",
    ),
    "dice-roll-again": (
        "Some effects instruct you to roll again.",
        "Alguns efeitos instruem você a rolar novamente.",
    ),
    "dice-result-vs-natural": (
        "Some effects may modify the result of a die roll.",
        "Alguns efeitos podem modificar o resultado de uma rolagem de dado.",
    ),
    "dice-same-ability": (
        "The instruction to roll a die and the effect that occurs",
        "A instrução para rolar um dado e o efeito que ocorre",
    ),
    "dice-tournament": (
        "Tournament events have more specific rules",
        "Eventos de torneio têm regras mais específicas",
    ),
    "dice-planar-die": (
        "While playing Planechase, rolling the planar die",
        "Ao jogar Planechase, rolar o dado planar",
    ),
    # Underdark Rift.
    "rift-fewer-than-x": ("If that permanent's owner has fewer than X cards",),
    # Treasure Chest.
    "chest-hand-no-reveal": ("If you choose to put the card into your hand, you don't need",),
    "chest-otherwise": ("The “otherwise” in the last ability refers to",),
    # Mana, {T} and {Q} (CR 106, 107.5, 107.6, 605).
    "mana-undefined-type": ("If an ability would produce one or more mana of an undefined type",),
    "mana-could-produce": ("Some abilities produce mana based on the type of mana",),
    "mana-tap-for-mana": ("To “tap [a permanent] for mana” is to activate",),
    "mana-tapped-for-mana-trigger": ("An ability that triggers whenever a permanent “is tapped",),
    "mana-tapped-for-mana-replacement": ("A replacement effect that applies if a permanent",),
    "mana-x-in-etb": ("If an object’s enters-the-battlefield triggered ability",),
    "tap-symbol": ("The tap symbol is {T}.",),
    "untap-symbol": ("The untap symbol is {Q}.",),
    # Wizard's Spellbook.
    "spellbook-tracks-separately": ("If you control multiple copies of Wizard's Spellbook",),
    "spellbook-1-9": ("If your result is 1–9, you must still pay all costs",),
    "spellbook-10-19": ("If your result is 10–19, you may pay {1} instead",),
    "spellbook-20": ("If your result is 20, you may cast the copies without paying",),
    "spellbook-copies-cease": ("In all cases, any copies you don't cast cease to exist",),
}

NOT_A_RULES_TEST: dict[str, str] = {
    "dice-tournament": (
        "It points to the Magic Tournament Rules, which govern events, not the game's rules; "
        "there is no game behaviour to check."
    ),
}
