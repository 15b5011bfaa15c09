"""An offline subset of Scryfall's search syntax: a parser and a compiler to SQL.

Syntax (terms are ANDed; ``or`` and parentheses group; ``-`` negates a term or a group):

=====================================  ==============================================
``bolt``, ``"lightning bolt"``         name contains the word / phrase
``!"Lightning Bolt"``                   exact English name
``name:bolt``                          name contains
``o:draw``, ``oracle:"roll a d20"``    Oracle text contains
``t:artifact``, ``type:"legendary creature"``  type line contains
``c:rg``, ``c=r``, ``c>=ub``, ``c<=w``  colors include / are exactly / are within
``c:colorless``, ``c:m``                 colorless, multicolored (also guild and shard names)
``id:g``, ``identity<=bant``           color identity (``id:`` means "fits in", as on Scryfall)
``mv=3``, ``cmc>=5``, ``pow>tou``      mana value, power, toughness, loyalty comparisons
``s:afr``, ``set:AFC``                 printed in a set
``r:rare``, ``r>=rare``                printed at a rarity
``lang:ja``, ``lang:german``           printed in a language
``kw:flying``, ``f:commander``         keyword; legal in a format
``m:{R}{R}``, ``a:"Dan Scott"``         mana cost contains; artist
``is:permanent``, ``has:rulings``       flags (see :data:`IS_FLAGS`, :data:`HAS_FLAGS`)
=====================================  ==============================================

Conditions on printing fields (``s:``, ``r:``, ``lang:``, ``a:``) within one AND group must
hold for the same printing, as on Scryfall: ``s:afr r:mythic`` is a card with a mythic AFR
printing, ``(s:afr or s:afc) r:rare`` one with a rare printing in AFR or AFC. A negated printing
term stays a card-level test: ``-s:afr`` is a card with no AFR printing.

A malformed query raises :class:`SearchSyntaxError` whose ``position`` points at the fault:

>>> compile_query('o:"roll a d20" t:artifact')[1]
['roll a d20', 'artifact']
>>> compile_query("t:artifact (c:r or")
Traceback (most recent call last):
  ...
grimoire.cards.search.SearchSyntaxError: expected a search term after 'or' at position 18
  t:artifact (c:r or
                    ^
>>> parse("-(c:r or c:g) mv<=2")
And(items=(Not(item=Or(items=(Term(key='color', op=':', value='r', position=2, \
value_position=4), Term(key='color', op=':', value='g', position=9, value_position=11)))), \
Term(key='mv', op='<=', value='2', position=14, value_position=18)))
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from grimoire.cards.model import language_code
from grimoire.cards.names import fold, normalize_name
from grimoire.core.mana import COLORS
from grimoire.errors import GrimoireError

__all__ = [
    "HAS_FLAGS",
    "IS_FLAGS",
    "KEYS",
    "And",
    "Node",
    "Not",
    "Or",
    "SearchSyntaxError",
    "Term",
    "compile_query",
    "parse",
]


class SearchSyntaxError(GrimoireError):
    """A malformed search query; ``position`` is the 0-based index of the fault."""

    def __init__(self, message: str, query: str, position: int) -> None:
        self.message = message
        self.query = query
        self.position = position
        # A long query shows only the 60 characters on either side of the fault.
        start = max(0, min(position, len(query)) - 60)
        shown = query[start:position + 60]
        lead = "..." if start else ""
        tail = "..." if position + 60 < len(query) else ""
        caret = " " * (len(lead) + position - start)
        super().__init__(f"{message} at position {position}\n  {lead}{shown}{tail}\n  {caret}^")


@dataclass(frozen=True, slots=True)
class Term:
    """One ``key op value`` condition (bare words have key ``name``)."""

    key: str
    op: str
    value: str
    position: int
    value_position: int


@dataclass(frozen=True, slots=True)
class Not:
    """Negation of a node."""

    item: Node


@dataclass(frozen=True, slots=True)
class And:
    """All of the items."""

    items: tuple[Node, ...]


@dataclass(frozen=True, slots=True)
class Or:
    """Any of the items."""

    items: tuple[Node, ...]


Node = Term | Not | And | Or

KEYS: dict[str, str] = {
    "name": "name", "n": "name",
    "o": "oracle", "oracle": "oracle", "text": "oracle",
    "t": "type", "type": "type",
    "c": "color", "color": "color", "colour": "color",
    "id": "identity", "identity": "identity", "ci": "identity",
    "mv": "mv", "cmc": "mv", "manavalue": "mv",
    "pow": "power", "power": "power",
    "tou": "toughness", "toughness": "toughness",
    "loy": "loyalty", "loyalty": "loyalty",
    "s": "set", "set": "set", "e": "set", "edition": "set",
    "r": "rarity", "rarity": "rarity",
    "lang": "lang", "language": "lang",
    "kw": "keyword", "keyword": "keyword",
    "f": "format", "format": "format", "legal": "format",
    "m": "mana", "mana": "mana",
    "a": "artist", "artist": "artist",
    "is": "is", "has": "has",
}  # fmt: skip
"""Search keywords (and their aliases) -> the field they query."""

_TEXT_KEYS = {"name", "oracle", "type", "keyword", "format", "mana", "artist", "is", "has",
              "set", "lang"}
_NUMERIC = {"mv": "s.mana_value", "power": "s.power_num", "toughness": "s.toughness_num",
            "loyalty": "s.loyalty_num"}
_FIELD_NAMES = {"mv": "mv", "cmc": "mv", "pow": "power", "power": "power", "tou": "toughness",
                "toughness": "toughness", "loy": "loyalty", "loyalty": "loyalty"}
_SQL_OPS = {":": "=", "=": "=", "!=": "!=", ">": ">", "<": "<", ">=": ">=", "<=": "<="}
_RARITIES = ("common", "uncommon", "rare", "mythic")
_RARITY_ALIASES = {"c": "common", "u": "uncommon", "r": "rare", "m": "mythic",
                   "mythic rare": "mythic", "s": "special", "b": "bonus"}
_COLOR_NAMES: dict[str, str] = {
    "white": "W", "blue": "U", "black": "B", "red": "R", "green": "G",
    "azorius": "WU", "dimir": "UB", "rakdos": "BR", "gruul": "RG", "selesnya": "GW",
    "orzhov": "WB", "izzet": "UR", "golgari": "BG", "boros": "RW", "simic": "GU",
    "bant": "GWU", "esper": "WUB", "grixis": "UBR", "jund": "BRG", "naya": "RGW",
    "abzan": "WBG", "jeskai": "URW", "sultai": "BGU", "mardu": "RWB", "temur": "GUR",
}  # fmt: skip
_PERMANENT_TYPES = ("artifact", "creature", "enchantment", "land", "planeswalker", "battle")

IS_FLAGS: dict[str, str] = {
    "permanent": "(" + " OR ".join(f"instr(s.type_search, '{t}') > 0"
                                   for t in _PERMANENT_TYPES) + ")",
    "spell": "NOT (instr(s.type_search, 'land') > 0 AND instr(s.type_search, 'creature') = 0)",
    "vanilla": "(s.oracle_search = '' AND instr(s.type_search, 'creature') > 0)",
    "commander": "((instr(s.type_search, 'legendary') > 0 AND instr(s.type_search, 'creature')"
                 " > 0) OR instr(s.oracle_search, 'can be your commander') > 0)",
    "historic": "(instr(s.type_search, 'legendary') > 0 OR instr(s.type_search, 'artifact') > 0"
                " OR instr(s.type_search, 'saga') > 0)",
    "multicolored": "(s.color_mask & (s.color_mask - 1)) != 0",
    "colorless": "s.color_mask = 0",
    "multiface": "s.layout IN ('split', 'flip', 'transform', 'modal_dfc', 'meld', 'adventure',"
                 " 'aftermath', 'reversible_card')",
    "dfc": "s.layout IN ('transform', 'modal_dfc', 'meld', 'reversible_card')",
    "mdfc": "s.layout = 'modal_dfc'",
    "split": "s.layout IN ('split', 'aftermath')",
    "flip": "s.layout = 'flip'",
    "transform": "s.layout = 'transform'",
    "meld": "s.layout = 'meld'",
    "adventure": "s.layout = 'adventure'",
    "leveler": "s.layout = 'leveler'",
    "saga": "instr(s.type_search, 'saga') > 0",
    "reserved": "instr(s.flags, 'reserved') > 0",
    "funny": "instr(s.flags, 'funny') > 0",
}
"""``is:`` flags and their SQL (over the ``card_search`` table aliased ``s``)."""

HAS_FLAGS: dict[str, str] = {
    "rulings": "s.id IN (SELECT card_id FROM rulings)",
    "printings": "s.id IN (SELECT card_id FROM printings)",
    "loyalty": "s.loyalty_num IS NOT NULL",
    "pt": "s.power_num IS NOT NULL",
    "keywords": "s.keyword_search != '||'",
    "translations": "s.id IN (SELECT card_id FROM localized WHERE lang != 'en')",
}
"""``has:`` flags and their SQL."""

_KEY_OP = re.compile(r"([A-Za-z]+)(>=|<=|!=|:|=|>|<)")
_STOP = " \t\r\n()"


MAX_QUERY = 10_000
"""The longest query accepted, in characters."""
MAX_DEPTH = 50
"""The deepest nesting of parentheses and '-' accepted (each level is a recursive parse
and a nested SQL expression, which SQLite limits too)."""
MAX_TERMS = 200
"""The most search terms in one query (each is an SQL sub-expression and parameters)."""


class _Parser:
    def __init__(self, query: str) -> None:
        self.query = query
        self.pos = 0
        self.depth = 0
        self.terms = 0

    def error(self, message: str, position: int | None = None) -> SearchSyntaxError:
        return SearchSyntaxError(message, self.query,
                                 self.pos if position is None else position)

    def skip_space(self) -> None:
        while self.pos < len(self.query) and self.query[self.pos].isspace():
            self.pos += 1

    def peek(self) -> str:
        self.skip_space()
        return self.query[self.pos] if self.pos < len(self.query) else ""

    def word_is(self, word: str) -> bool:
        """Whether the next word is ``word`` (case-insensitive, standing alone)."""
        self.skip_space()
        end = self.pos + len(word)
        if self.query[self.pos : end].lower() != word:
            return False
        return end == len(self.query) or self.query[end] in _STOP

    def parse(self) -> Node:
        if len(self.query) > MAX_QUERY:
            raise self.error(f"the query is too long ({len(self.query)} characters; "
                             f"at most {MAX_QUERY})", MAX_QUERY)
        if not self.peek():
            raise self.error("empty query")
        node = self.parse_or()
        if self.peek() == ")":
            raise self.error("unexpected ')' without a matching '('")
        return node

    def parse_or(self) -> Node:
        items = [self.parse_and()]
        while self.word_is("or"):
            self.pos += 2
            if self.peek() in ("", ")") or self.word_is("or"):
                raise self.error("expected a search term after 'or'")
            items.append(self.parse_and())
        return items[0] if len(items) == 1 else Or(tuple(items))

    def parse_and(self) -> Node:
        items: list[Node] = []
        while True:
            char = self.peek()
            if not char or char == ")" or self.word_is("or"):
                break
            if self.word_is("and"):
                self.pos += 3
                if self.peek() in ("", ")") or self.word_is("or"):
                    raise self.error("expected a search term after 'and'")
                continue
            items.append(self.parse_unary())
        if not items:
            if self.peek() == ")":
                raise self.error("expected a search term before ')'")
            raise self.error("expected a search term")
        return items[0] if len(items) == 1 else And(tuple(items))

    def parse_unary(self) -> Node:
        if self.peek() == "-":
            start = self.pos
            self.pos += 1
            if self.pos >= len(self.query) or self.query[self.pos].isspace():
                raise self.error("'-' must be followed by a term (no space)", start)
            self.enter(start)
            node = Not(self.parse_unary())
            self.depth -= 1
            return node
        return self.parse_atom()

    def enter(self, start: int) -> None:
        """One level deeper (parentheses, '-'); too deep is an error, not a RecursionError."""
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise self.error(f"nested too deeply (at most {MAX_DEPTH} levels)", start)

    def parse_atom(self) -> Node:
        char = self.peek()
        start = self.pos
        if char == "(":
            self.enter(start)
            self.pos += 1
            if self.peek() == ")":
                raise self.error("empty parentheses")
            node = self.parse_or()
            if self.peek() != ")":
                raise self.error("missing ')' to close this '('", start)
            self.pos += 1
            self.depth -= 1
            return node
        if char == ")":
            raise self.error("unexpected ')'")
        self.terms += 1
        if self.terms > MAX_TERMS:
            raise self.error(f"too many search terms (at most {MAX_TERMS})", start)
        if char == "!":
            self.pos += 1
            value_start = self.pos
            value = self.read_value()
            return Term("exact", "=", value, start, value_start)
        match = _KEY_OP.match(self.query, self.pos)
        if match:
            key_text, op = match.group(1), match.group(2)
            key = KEYS.get(key_text.lower())
            if key is None:
                known = ", ".join(sorted({k for k in KEYS if len(k) > 1}))
                raise self.error(f"unknown search keyword {key_text!r} (known: {known})", start)
            self.pos = match.end()
            value_start = self.pos
            if self.pos >= len(self.query) or self.query[self.pos] in _STOP:
                raise self.error(f"missing value after '{key_text}{op}'")
            value = self.read_value()
            return Term(key, op, value, start, value_start)
        value = self.read_value()
        return Term("name", ":", value, start, start)

    def read_value(self) -> str:
        if self.pos < len(self.query) and self.query[self.pos] == '"':
            close = self.query.find('"', self.pos + 1)
            if close < 0:
                raise self.error("unterminated quoted string")
            value = self.query[self.pos + 1 : close]
            self.pos = close + 1
            if not value.strip():
                raise self.error("empty quoted string", close - 1)
            return value
        start = self.pos
        while self.pos < len(self.query) and self.query[self.pos] not in _STOP:
            self.pos += 1
        if self.pos == start:
            raise self.error("expected a value")
        return self.query[start : self.pos]


def parse(query: str) -> Node:
    """Parse a query into a tree of :class:`Term`, :class:`Not`, :class:`And`, :class:`Or`."""
    return _Parser(query).parse()


class _Compiler:
    def __init__(self, query: str) -> None:
        self.query = query
        self.params: list[object] = []

    def error(self, message: str, position: int) -> SearchSyntaxError:
        return SearchSyntaxError(message, self.query, position)

    def compile(self, node: Node) -> str:
        if _printing_only(node):
            # Scryfall: printing conditions of one AND group hold for the SAME printing.
            return self.printing_exists([node])
        if isinstance(node, And):
            grouped = [item for item in node.items if _printing_only(item)]
            parts = [self.compile(item) for item in node.items if not _printing_only(item)]
            if grouped:
                parts.append(self.printing_exists(grouped))
            return "(" + " AND ".join(parts) + ")"
        if isinstance(node, Or):
            return "(" + " OR ".join(self.compile(item) for item in node.items) + ")"
        if isinstance(node, Not):
            return f"NOT coalesce({self.compile(node.item)}, 0)"
        return self.term(node)

    def printing_exists(self, nodes: list[Node]) -> str:
        """One ``printings p`` row satisfying every node (each printing-only)."""
        condition = " AND ".join(self.printing(node) for node in nodes)
        return f"s.id IN (SELECT p.card_id FROM printings p WHERE {condition})"

    def printing(self, node: Node) -> str:
        """A printing-only node as a condition over one printing ``p``."""
        if isinstance(node, (And, Or)):
            joiner = " AND " if isinstance(node, And) else " OR "
            return "(" + joiner.join(self.printing(item) for item in node.items) + ")"
        assert isinstance(node, Term)  # _printing_only rules out Not
        key, value = node.key, node.value
        if node.op not in (":", "=") and key != "rarity":
            raise self.error(f"'{key}' takes ':' (not '{node.op}')", node.position)
        if key == "set":
            return f"p.set_code = {self.bind(value.upper())}"
        if key == "artist":
            return f"instr(lower(p.artist), {self.bind(value.lower())}) > 0"
        if key == "rarity":
            marks = ", ".join(self.bind(r) for r in self.rarities(node)) or "NULL"
            return f"p.rarity IN ({marks})"
        code = self.lang_code(node)
        if code is None:
            return "1"
        # A printing in that language; MTGJSON's foreign names and texts are not tied to a
        # printing in the store, so a card known in that language only from them counts with
        # each of its printings (the best the data allows).
        return (f"(p.lang = {self.bind(code)} OR p.card_id IN (SELECT card_id FROM localized "
                f"WHERE lang = {self.bind(code)} EXCEPT SELECT card_id FROM printings "
                f"WHERE lang = {self.bind(code)}))")

    def bind(self, value: object) -> str:
        self.params.append(value)
        return "?"

    def term(self, term: Term) -> str:
        key, op, value = term.key, term.op, term.value
        if key in _TEXT_KEYS and op not in (":", "="):
            raise self.error(f"'{key}' takes ':' (not '{op}')", term.position)
        if key == "name":
            return f"instr(s.name_search, {self.bind(fold(value))}) > 0"
        if key == "exact":
            return (f"s.id IN (SELECT card_id FROM names WHERE norm = "
                    f"{self.bind(normalize_name(value))} AND lang = 'en')")
        if key == "oracle":
            return f"instr(s.oracle_search, {self.bind(fold(value))}) > 0"
        if key == "type":
            return f"instr(s.type_search, {self.bind(fold(value))}) > 0"
        if key == "keyword":
            return f"instr(s.keyword_search, {self.bind('|' + fold(value) + '|')}) > 0"
        if key == "format":
            return f"instr(s.legal_search, {self.bind('|' + fold(value) + '|')}) > 0"
        if key == "mana":
            return f"instr(s.mana_search, {self.bind(_mana_pattern(value))}) > 0"
        if key in ("color", "identity"):
            return self.colors(term)
        if key in _NUMERIC:
            return self.numeric(term)
        flags = IS_FLAGS if key == "is" else HAS_FLAGS
        sql = flags.get(value.lower())
        if sql is None:
            known = ", ".join(sorted(flags))
            raise self.error(f"unknown {key}: flag {value!r} (known: {known})",
                             term.value_position)
        return sql

    def lang_code(self, term: Term) -> str | None:
        """The language code of ``lang:``; ``None`` when every card qualifies."""
        code = language_code(term.value)
        if term.value.lower() in ("any", "all"):
            return None
        if code is None:
            raise self.error(f"unknown language {term.value!r}", term.value_position)
        if code == "en":
            return None  # every Oracle card has its English name and text
        return code

    def rarities(self, term: Term) -> list[str]:
        """The rarities ``r:``/``r>=``... accepts."""
        name = term.value.lower()
        name = _RARITY_ALIASES.get(name, name)
        if name not in _RARITIES and name not in ("special", "bonus"):
            raise self.error(f"unknown rarity {term.value!r}", term.value_position)
        if term.op in (":", "="):
            return [name]
        if name not in _RARITIES:
            raise self.error(f"rarity {name!r} cannot be compared", term.value_position)
        rank = _RARITIES.index(name)
        return [r for i, r in enumerate(_RARITIES) if _compare(i, term.op, rank)]

    def colors(self, term: Term) -> str:
        column = "s.color_mask" if term.key == "color" else "s.identity_mask"
        value = term.value.lower()
        if value in ("m", "multi", "multicolor", "multicolored"):
            if term.op not in (":", "="):
                raise self.error("multicolor takes ':'", term.position)
            return f"({column} & ({column} - 1)) != 0"
        if value in ("c", "colorless"):
            mask = 0
        elif value in _COLOR_NAMES:
            mask = _mask(_COLOR_NAMES[value])
        elif value and all(ch in "wubrg" for ch in value):
            mask = _mask(value.upper())
        else:
            raise self.error(f"unknown color {term.value!r} (use letters from wubrg, c, m, or "
                             "a color, guild or shard name)", term.value_position)
        op = term.op
        if op == ":":  # Scryfall: c: means "at least these", id: means "fits within these"
            op = ">=" if term.key == "color" else "<="
        if mask == 0 and op in (">=", ":"):
            op = "="
        m = str(mask)  # an int: safe to inline (and used several times)
        subset = f"({column} & ~{m}) = 0"
        superset = f"({column} & {m}) = {m}"
        return {
            "=": f"{column} = {m}",
            "!=": f"{column} != {m}",
            ">=": superset,
            "<=": subset,
            ">": f"({superset} AND {column} != {m})",
            "<": f"({subset} AND {column} != {m})",
        }[op]

    def numeric(self, term: Term) -> str:
        column = _NUMERIC[term.key]
        other = _FIELD_NAMES.get(term.value.lower())
        if other is not None:
            right = _NUMERIC[other]
        else:
            try:
                number = float(term.value)
            except ValueError:
                raise self.error(f"expected a number, found {term.value!r}",
                                 term.value_position) from None
            right = self.bind(number)
        return f"{column} {_SQL_OPS[term.op]} {right}"


_PRINTING_KEYS = frozenset({"set", "rarity", "lang", "artist"})


def _printing_only(node: Node) -> bool:
    """Whether ``node`` tests only fields of a printing (no negation inside).

    >>> _printing_only(parse("(s:afr or s:afc) r:rare")), _printing_only(parse("-s:afr"))
    (True, False)
    """
    if isinstance(node, Term):
        return node.key in _PRINTING_KEYS
    if isinstance(node, (And, Or)):
        return all(_printing_only(item) for item in node.items)
    return False


def _compare(left: int, op: str, right: int) -> bool:
    if op == ">":
        return left > right
    if op == "<":
        return left < right
    if op == ">=":
        return left >= right
    if op == "<=":
        return left <= right
    return left != right


def _mask(letters: str) -> int:
    return sum(1 << COLORS.index(ch) for ch in set(letters) if ch in COLORS)


def _mana_pattern(value: str) -> str:
    """``m:rr`` -> ``{R}{R}``; ``m:{2}{G}`` stays as written (upper-cased).

    >>> _mana_pattern("2rr"), _mana_pattern("{w/u}")
    ('{2}{R}{R}', '{W/U}')
    """
    value = value.upper()
    if "{" in value:
        return value
    return "".join("{" + part + "}" for part in re.findall(r"\d+|.", value))


def compile_query(query: str) -> tuple[str, list[object]]:
    """Compile a query to an SQL condition over ``card_search s`` and its parameters."""
    compiler = _Compiler(query)
    sql = compiler.compile(parse(query))
    return sql, compiler.params
