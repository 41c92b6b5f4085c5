"""The store's guarantees hold with the games spread over a Redis Cluster."""

from __future__ import annotations

from typing import Any

import pytest
import redis
from flask.testing import FlaskClient
from redis.cluster import RedisCluster

from store.redis_store import GameStore
from store.settings import Settings
from tests.conftest import start_stack
from tests.service import test_concurrency as races  # modules: their tests not collected here
from tests.service import test_live_instances as live_instances
from tests.worker import test_bot_games as bot_games

ONE_PER_GAME = [("mission-calaveras", 5), ("encantados", 4), ("caretos", 3)]


def test_games_land_on_every_master(cluster_client: FlaskClient,
                                    cluster_settings: Settings) -> None:
    """Ids spread over the slots: with a few dozen games every master holds some."""
    cluster = RedisCluster.from_url(cluster_settings.redis_url)
    store = GameStore(cluster, cluster_settings.key_prefix)
    ids = [cluster_client.post("/games", json={
        "game": "caretos", "players": [{"name": "a"}, {"name": "b"}]}).json["id"]
        for _ in range(30)]
    nodes = {cluster.get_node_from_key(store.record_key(i)).name for i in ids}
    assert len(nodes) == 3
    for game_id in ids:  # record and log of one game always share a slot
        assert (cluster.keyslot(store.record_key(game_id))
                == cluster.keyslot(store.log_key(game_id)))
    assert cluster_client.get("/health/ready").status_code == 200


def test_concurrent_actions_apply_once_on_a_cluster(cluster_server: str) -> None:
    races.test_32_concurrent_actions_on_one_version_apply_once(cluster_server)


@pytest.mark.parametrize(("name", "players"), ONE_PER_GAME)
def test_all_bot_games_finish_on_a_cluster(
    cluster_client: FlaskClient, cluster_worker: Any, name: str, players: int
) -> None:
    bot_games.test_all_bot_game_finishes_through_the_worker(
        cluster_client, cluster_worker, name, players
    )


def test_the_queue_stays_off_the_cluster(cluster_client: FlaskClient,
                                         cluster_settings: Settings) -> None:
    """Bot turns are queued on RQ_REDIS_URL's plain Redis, not on the cluster."""
    created = cluster_client.post("/games", json={
        "game": "caretos", "players": [{"name": "b", "bot": "random"}, {"name": "a"}]}).json
    plain = redis.Redis.from_url(cluster_settings.queue_url)
    assert plain.exists(f"rq:job:bot-{created['id']}-0")
    cluster = RedisCluster.from_url(cluster_settings.redis_url)
    assert not cluster.exists(f"rq:job:bot-{created['id']}-0")


def test_event_streams_fan_out_across_instances_on_a_cluster(
    cluster_settings: Settings, cluster_worker: Any
) -> None:
    """Post through one instance, stream from the other, with sharded pub/sub on Redis 7."""
    first = start_stack(cluster_settings)
    try:
        second = start_stack(cluster_settings)
        try:
            live_instances.test_streams_see_every_version_once_across_instances(
                (first.base, second.base), cluster_worker
            )
        finally:
            second.stop()
    finally:
        first.stop()
    store = GameStore(RedisCluster.from_url(cluster_settings.redis_url), "probe")
    version = redis.Redis(port=int(cluster_settings.redis_url.rsplit(":", 1)[1].split("/")[0])
                          ).info("server")["redis_version"]
    assert store.sharded == (int(str(version).split(".")[0]) >= 7)
