"""Bots' generators come from the server secret: fixed for the operator, hidden from players."""

from __future__ import annotations

import stat
from pathlib import Path

import pytest
import redis
from flask.testing import FlaskClient

from engines import get_engine
from store import secret
from store.bot_turns import games_for
from store.settings import Settings
from worker.bots import Decision, get_bot
from worker.jobs import play_bot_turn
from worker.rng import bot_rng


def test_secret_is_generated_once_private_and_kept(tmp_path: Path) -> None:
    first = secret.load_secret(tmp_path / "data")
    assert len(first) == 2 * secret.SECRET_BYTES
    path = tmp_path / "data" / secret.SECRET_FILE
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert secret.load_secret(tmp_path / "data") == first
    assert secret.load_secret(tmp_path / "other") != first


def test_env_secret_wins_and_generated_one_lands_in_the_data_dir(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TTG_SECRET", "from-env")
    secret.server_secret.cache_clear()
    assert secret.server_secret() == b"from-env"
    monkeypatch.delenv("TTG_SECRET")
    monkeypatch.setenv("TTG_DATA_DIR", str(tmp_path))
    secret.server_secret.cache_clear()
    try:
        assert secret.server_secret() == (tmp_path / secret.SECRET_FILE).read_text().encode()
    finally:
        secret.server_secret.cache_clear()


def test_generators_differ_by_secret_and_repeat_for_the_same_one() -> None:
    draws = [bot_rng(b"k1", "g", 3, 1).random() for _ in range(2)]
    assert draws[0] == draws[1]
    assert bot_rng(b"k2", "g", 3, 1).random() != draws[0]
    assert bot_rng(b"k1", "g", 4, 1).random() != draws[0]
    assert bot_rng(b"k1", "g", 3, 2).random() != draws[0]


def test_worker_job_decides_with_the_secret_generator(
    client: FlaskClient, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The job's choice is the one the secret's generator gives, for several turns."""
    monkeypatch.setenv("REDIS_URL", settings.redis_url)
    monkeypatch.setenv("TTG_KEY_PREFIX", settings.key_prefix)
    monkeypatch.setenv("TTG_BOT_QUEUE", settings.bot_queue)
    monkeypatch.setenv("TTG_SECRET", "operator-secret")
    secret.server_secret.cache_clear()
    games = games_for(redis.Redis.from_url(settings.redis_url), settings)
    body = {"game": "encantados", "seed": 11,
            "players": [{"name": "a", "bot": "random"}, {"name": "b", "bot": "random"}]}
    game_id = client.post("/games", json=body).json["id"]
    engine = get_engine("encantados")
    try:
        for _ in range(6):
            game = games.get(game_id)
            seat = game.bots_to_act()[0]
            legal = engine.legal_actions(game.state, seat)
            decision = Decision(engine, seat, engine.view(game.state, seat), legal)
            expected = get_bot("random").choose(
                decision, bot_rng(b"operator-secret", game_id, game.version, seat)
            )
            play_bot_turn(game_id, game.version)
            entry = games.store.log(game_id)[-1]
            assert entry["version"] == game.version + 1 and entry["action"] == expected
    finally:
        secret.server_secret.cache_clear()
