"""The API's games client: each request thread keeps one Redis connection of its own
(``store.redis_client.PerThreadRedis``), replaced at once when it dies, never shared with
another thread or a forked child. Redis's ``CLIENT ID`` names the connection a command
came on."""

from __future__ import annotations

import gc
import os
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis

from store.redis_client import PerThreadRedis, game_store_client
from store.settings import Settings


@pytest.fixture
def per_thread(settings: Settings) -> Iterator[PerThreadRedis]:
    client = game_store_client(settings, timeout=None, per_thread=True)
    assert isinstance(client, PerThreadRedis)
    yield client
    client.close()


def in_thread(client: PerThreadRedis) -> int:
    """The connection id a new thread's commands go out on."""
    seen: list[int] = []
    thread = threading.Thread(target=lambda: seen.extend([client.client_id(),
                                                          client.client_id()]))
    thread.start()
    thread.join()
    assert seen[0] == seen[1]
    return seen[0]


def test_a_thread_keeps_one_connection_and_no_two_threads_share_one(
        per_thread: PerThreadRedis) -> None:
    mine = {per_thread.client_id() for _ in range(5)}
    assert len(mine) == 1
    others: list[int] = []
    barrier = threading.Barrier(3)

    def hold() -> None:
        others.append(per_thread.client_id())
        barrier.wait()  # all three threads hold their connection at once

    threads = [threading.Thread(target=hold) for _ in range(2)]
    for thread in threads:
        thread.start()
    barrier.wait()
    for thread in threads:
        thread.join()
    assert len({*mine, *others}) == 3


def test_a_finished_threads_connection_goes_back_to_the_pool(
        per_thread: PerThreadRedis) -> None:
    first = in_thread(per_thread)
    gc.collect()  # the thread's client closes when collected
    assert in_thread(per_thread) == first


def test_a_dead_connection_is_replaced_within_the_command(
        per_thread: PerThreadRedis, redis_client: redis.Redis) -> None:
    """A Redis that restarted leaves every kept connection dead: the next command on one
    fails, and is sent again at once on a new connection (``REQUEST_RETRIES``)."""
    before = per_thread.client_id()
    assert redis_client.client_kill_filter(_id=before) == 1
    assert per_thread.set("per-thread-probe", "1", ex=10)
    assert per_thread.client_id() != before


def test_a_redis_that_is_away_fails_the_command(tmp_path: Path) -> None:
    """Nothing listens: the command raises (the API answers 503), nothing waits it out."""
    client = game_store_client(Settings(redis_url=f"unix://{tmp_path}/none.sock"),
                               timeout=None, per_thread=True)
    with pytest.raises(redis.ConnectionError):
        client.ping()
    with pytest.raises(redis.ConnectionError):  # and again: no half-made client is kept
        client.ping()


def test_a_forked_child_opens_its_own_connection(per_thread: PerThreadRedis) -> None:
    parent = per_thread.client_id()
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: report its connection's id, leave at once
        try:
            os.write(write, str(per_thread.client_id()).encode())
        finally:
            os._exit(0)
    os.close(write)
    child = int(os.read(read, 64).decode())
    os.close(read)
    os.waitpid(pid, 0)
    assert child != parent
    assert per_thread.client_id() == parent  # the parent's connection is untouched
