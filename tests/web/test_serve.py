"""``grimoire serve``: prints its address and serves the pages there until interrupted."""

from __future__ import annotations

import signal
import socket
import subprocess
import sys
import time

import httpx
import pytest

from grimoire.cards.default_db import builtin_db_path
from grimoire.cli.main import main


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.mark.slow
def test_serve_prints_its_address_serves_and_stops_cleanly_on_ctrl_c(tmp_path: object) -> None:
    port = _free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "grimoire", "serve", "--port", str(port), "--db",
         str(builtin_db_path()), "--games", str(tmp_path)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert server.stdout is not None
        line = server.stdout.readline()
        address = f"http://127.0.0.1:{port}/"
        assert address in line
        for _ in range(200):  # the socket opens just after the address is printed
            try:
                page = httpx.get(address + "card/Schatztruhe", timeout=5)
                break
            except httpx.ConnectError:
                time.sleep(0.05)
        assert page.status_code == 200 and "Schatztruhe" in page.text
    finally:
        server.send_signal(signal.SIGINT)
        _, err = server.communicate(timeout=20)
    assert server.returncode == 0
    assert "Traceback" not in err


def test_a_bad_port_is_a_clear_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["serve", "--port", "70000"]) == 2
    assert "--port must be 0-65535" in capsys.readouterr().err
