"""``/play``: a game against the AI kept on the server. Every answer goes through the legal
actions (a forged or stale form is refused and the game does not change), the page shows
only the human's view (CR 400.2), and the game resumes from its save."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

from starlette.testclient import TestClient

from grimoire.cards.default_db import builtin_db_path
from grimoire.cli.demo import narrate
from grimoire.rules.actions import PassPriority, PlayLand, to_data
from grimoire.web import create_app
from grimoire.web.games import GameRegistry, GameSession


def _start(client: TestClient, **form: str) -> tuple[str, GameSession]:
    page = client.post("/play/new", data={"seed": "11", "first": "you", **form},
                       follow_redirects=False)
    assert page.status_code == 303
    url = page.headers["location"]
    registry: GameRegistry = client.app.state.games  # type: ignore[attr-defined]
    return url, registry.get(url.rsplit("/", 1)[1], None)


def _version(text: str) -> str:
    found = re.search(r'name="version" value="(\d+)"', text)
    assert found is not None
    return found.group(1)


def _buttons(text: str) -> list[str]:
    return [html.unescape(v) for v in re.findall(r'name="action" value="([^"]+)"', text)]


def test_the_page_shows_your_hand_and_only_counts_of_theirs(client: TestClient) -> None:
    url, session = _start(client)
    page = client.get(url)
    view = session.view()
    hand = page.text.split('id="hand"')[1].split("</section>")[0]
    for _, name in view.hand:
        assert name in hand
    opponent = page.text.split('id="opponent"')[1].split("</section>")[0]
    assert f"hand {view.hand_sizes[1]}" in opponent and f"library {view.library_sizes[1]}" \
        in opponent
    assert session.game.pending is not None and session.game.pending.player == 0
    assert _buttons(page.text)  # the legal actions as buttons


def test_a_forged_or_stale_post_is_refused_and_changes_nothing(client: TestClient) -> None:
    url, session = _start(client)
    before = session.game.save()
    version = _version(client.get(url).text)
    their_card = next(iter(o for o, _ in session.game.view(1).hand))
    forged = [
        {"version": version, "action": "{not json"},
        {"version": version, "action": json.dumps(["a list"])},
        {"version": version, "action": json.dumps({"type": "Explode"})},
        {"version": version, "action": json.dumps(to_data(PlayLand(their_card)))},
        {"version": version, "action": json.dumps({"type": "PlayLand", "card": "x"})},
        {"version": str(int(version) + 5), "action": json.dumps(to_data(PassPriority()))},
        {"version": version, "form": "attack", "attack-1": "seat:0"},
        {"version": "abc"},
    ]
    for data in forged:
        page = client.post(url + "/act", data=data, follow_redirects=True)
        assert page.status_code == 200
        assert 'id="play-error"' in page.text, data
        assert session.game.save() == before, data
    assert client.post(url + "/stops", data={"version": version, "pass": "forever"},
                       follow_redirects=True).text.count("no auto-pass mode") == 1
    assert session.game.save() == before
    missing = client.get("/play/no-such-game")
    assert missing.status_code == 400 and "no game" in missing.text


def test_a_whole_game_by_clicking_never_shows_hidden_cards(client: TestClient) -> None:
    """CR 400.2: the opponent's hand and both libraries are hidden. No page shows a card of
    theirs that was never revealed, nor the id of any hidden object."""
    url, session = _start(client, ai="easy")
    game = session.game
    mine = set(game.setup["decks"][0])
    page = client.get(url)
    for turn in range(400):
        hidden_ids = {o for o in game.objects if game.objects[o].zone in ("hand", "library")
                      and (game.objects[o].owner == 1 or game.objects[o].zone == "library")}
        view = session.view()
        pool = client.app.state.services.pool  # type: ignore[attr-defined]
        seen = " ".join(narrate(view.log(), view.names, pool)) + " " \
            + " ".join(p.name for p in view.battlefield()) \
            + " " + " ".join(n for seat in (0, 1) for _, n in view.graveyard(seat)) \
            + " " + " ".join(n for _, n in view.exile()) + " " + " ".join(mine)
        hidden_names = {game.objects[o].name for o in hidden_ids
                        if game.objects[o].owner == 1} - mine
        for name in hidden_names:
            if name not in seen:
                assert html.escape(name) not in page.text, name
        for oid in hidden_ids:
            assert f"#{oid}<" not in page.text and f'"card":{oid}' not in page.text
        if 'id="result"' in page.text:
            break
        version = _version(page.text)
        if 'id="attack-form"' in page.text:
            attacks = dict(re.findall(r'<select name="(attack-\d+)"><option value="">[^<]*'
                                      r'</option><option value="([^"]+)"', page.text))
            page = client.post(url + "/act", data={"version": version, "form": "attack",
                                                   **attacks}, follow_redirects=True)
            continue
        if 'id="block-form"' in page.text:
            page = client.post(url + "/act", data={"version": version, "form": "block"},
                               follow_redirects=True)
            continue
        buttons = _buttons(page.text)
        assert buttons, page.text[-3000:]
        act = [b for b in buttons if '"PassPriority"' not in b]
        choice = act[0] if act and turn % 3 else buttons[0]
        page = client.post(url + "/act", data={"version": version, "action": choice},
                           follow_redirects=True)
        assert 'id="play-error"' not in page.text
    assert game.result is not None
    assert 'id="result"' in page.text


def test_you_are_asked_at_priority_only_when_there_is_something_to_do(
        client: TestClient) -> None:
    """The default stops: a priority with nothing to do but pass is passed for you; a
    priority on an empty stack outside your main phases and their combat or end step too."""
    url, session = _start(client)
    page = client.get(url)
    for _ in range(30):
        decision = session.game.pending
        if session.game.result is not None or decision is None:
            break
        view = session.view()
        if decision.kind == "priority":
            legal = session.game.legal_actions()
            assert any(not isinstance(a, PassPriority) for a in legal)
            mine = view.active == 0
            assert view.stack() or view.step in (
                ("main1", "main2") if mine else ("declare_attackers", "declare_blockers",
                                                 "end"))
        buttons = _buttons(page.text)
        version = _version(page.text)
        if buttons:
            pass_button = next(b for b in buttons if '"PassPriority"' in b) if any(
                '"PassPriority"' in b for b in buttons) else buttons[0]
            page = client.post(url + "/act", data={"version": version, "action": pass_button},
                               follow_redirects=True)
        else:
            form = "attack" if 'id="attack-form"' in page.text else "block"
            page = client.post(url + "/act", data={"version": version, "form": form},
                               follow_redirects=True)


def test_stop_everywhere_and_pass_until_my_turn(client: TestClient) -> None:
    url, session = _start(client)
    version = _version(client.get(url).text)
    client.post(url + "/stops", data={"version": version, "stop_everywhere": "on"})
    assert session.stop_everywhere
    client.post(url + "/stops", data={"version": version, "stop_everywhere": "off"})
    assert not session.stop_everywhere
    while session.game.pending is not None and session.game.pending.kind != "priority":
        page = client.get(url)
        client.post(url + "/act", data={"version": _version(page.text),
                                        "action": _buttons(page.text)[0]})
    turn = session.game.turn
    page = client.post(url + "/stops", data={"version": str(session.version),
                                             "pass": "my_turn"}, follow_redirects=True)
    game = session.game
    if game.result is None and game.pending is not None and game.pending.kind == "priority":
        assert game.active == 0 and game.turn > turn


def test_a_saved_game_resumes_on_a_new_server(client: TestClient, games_dir: Path) -> None:
    url, session = _start(client)
    page = client.get(url)
    client.post(url + "/act", data={"version": _version(page.text),
                                    "action": _buttons(page.text)[-1]})
    with TestClient(create_app(builtin_db_path(), games=games_dir)) as fresh:
        again = fresh.get(url)
        assert again.status_code == 200
        registry: GameRegistry = fresh.app.state.games  # type: ignore[attr-defined]
        resumed = registry.get(url.rsplit("/", 1)[1], None)
        assert resumed.game.save() == session.game.save()
        assert resumed is not session
