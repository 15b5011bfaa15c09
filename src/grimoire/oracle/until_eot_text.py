"""Word order of "until end of turn" effects, put back in the order the clause parsers read.

- "Until end of turn, <subject> gets +A/+B for each <thing>" is "<subject> gets +A/+B until
  end of turn for each <thing>" (CR 611.2a: one continuous effect lasting until end of turn;
  the count is read once, as the spell or ability resolves, CR 608.2h).
- "Until end of turn, <subject> gains <keywords> and gets +A/+B for each <thing>" (and the
  same with the boost first) is the counted boost, then "it gains <keywords> until end of
  turn" (both last until end of turn).
- "<subject> [also] gains <keywords> until end of turn if <condition>" is "If <condition>,
  <subject> gains <keywords> until end of turn": the condition is checked as the effect
  happens (CR 608.2c; Temur Battle Rage's ruling: checked as it resolves).

>>> eot_front("Until end of turn, target creature gains trample and gets +1/+0 for each card "
...           "you've drawn this turn")
"target creature gets +1/+0 until end of turn for each card you've drawn this turn, then it \
gains trample until end of turn"
>>> eot_front("Until end of turn, ~ gets +1/+1 for each creature you control and gains reach")
'~ gets +1/+1 until end of turn for each creature you control, then it gains reach until end \
of turn'
>>> eot_front("That creature also gains trample until end of turn if you control a creature "
...           "with power 4 or greater")
'If you control a creature with power 4 or greater, that creature gains trample until end of turn'
>>> eot_front("Until end of turn, target creature gets +2/+2")
'target creature gets +2/+2 until end of turn'
"""

from __future__ import annotations

import re

_PREFIX = "until end of turn, "
_BOOST = r"(gets?) ([+-]\w+/[+-]\w+)"
_GAIN_THEN_BOOST = re.compile(rf"(.+?) (gains?) (.+?) and {_BOOST} for each (.+)")
_BOOST_THEN_GAIN = re.compile(rf"(.+?) {_BOOST} for each (.+?) and (gains?) ([^,]+)")
_COUNTED = re.compile(rf"(.+?) {_BOOST} for each (.+)")
_IF_AFTER = re.compile(r"(.+?) (?:also )?(gains?|gets?|loses?|has|have) (.+? until end of turn) "
                       r"if (.+)")


def _pronoun(verb: str) -> str:
    """ "it" for a singular subject ("gets"), "they" for a plural one ("get")."""
    return "it" if verb.endswith("s") else "they"


def eot_front(text: str) -> str:
    """``text`` (one clause, without its period) in the order the parsers read; unchanged
    when it is none of the shapes above."""
    if text.lower().startswith(_PREFIX):
        body = text[len(_PREFIX):]
        match = _GAIN_THEN_BOOST.fullmatch(body)
        if match:
            who, gain, kws, get, pt, tail = match.groups()
            return (f"{who} {get} {pt} until end of turn for each {tail}, then "
                    f"{_pronoun(get)} {gain} {kws} until end of turn")
        match = _BOOST_THEN_GAIN.fullmatch(body)
        if match:
            who, get, pt, tail, gain, kws = match.groups()
            return (f"{who} {get} {pt} until end of turn for each {tail}, then "
                    f"{_pronoun(get)} {gain} {kws} until end of turn")
        match = _COUNTED.fullmatch(body)
        if match:
            who, get, pt, tail = match.groups()
            return f"{who} {get} {pt} until end of turn for each {tail}"
        return body + " until end of turn"
    match = _IF_AFTER.fullmatch(text)
    if match and not match.group(1).lower().startswith(("if ", "when", "as long as")):
        who, verb, rest, condition = match.groups()
        if who.split(" ", 1)[0] in ("That", "Target", "Creatures", "Each", "It", "They"):
            who = who[0].lower() + who[1:]
        return f"If {condition}, {who} {verb} {rest}"
    return text
