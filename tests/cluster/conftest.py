"""The same API, worker and tests, with the games on a three-master Redis Cluster.

RQ's queue stays on the session's plain Redis (``RQ_REDIS_URL``), as in production.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from subprocess import Popen

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service import create_app
from store.settings import Settings
from tests.conftest import start_stack, start_worker, stop_process
from tests.redis_cluster import LocalCluster


@pytest.fixture(scope="session")
def cluster_settings(
    tmp_path_factory: pytest.TempPathFactory, settings: Settings
) -> Iterator[Settings]:
    cluster = LocalCluster(tmp_path_factory.mktemp("cluster"))
    url = cluster.start()
    run = uuid.uuid4().hex[:8]
    yield Settings(redis_url=url, redis_cluster=True, rq_redis_url=settings.redis_url,
                   key_prefix=f"cluster-{run}", bot_queue=f"cluster-bots-{run}")
    cluster.stop()


@pytest.fixture
def cluster_app(cluster_settings: Settings) -> Flask:
    return create_app({"SETTINGS": cluster_settings, "TESTING": True})


@pytest.fixture
def cluster_client(cluster_app: Flask) -> FlaskClient:
    return cluster_app.test_client()


@pytest.fixture
def cluster_worker(cluster_settings: Settings) -> Iterator[Popen[bytes]]:
    process = start_worker(cluster_settings)
    yield process
    stop_process(process)


@pytest.fixture(scope="session")
def cluster_server(cluster_settings: Settings) -> Iterator[str]:
    """The stack (stream server in front of the API) on the cluster."""
    stack = start_stack(cluster_settings)
    yield stack.base
    stack.stop()
