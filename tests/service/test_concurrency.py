"""N clients acting on one version at once: exactly one action lands."""

from __future__ import annotations

import threading
from collections import Counter

import requests

THREADS = 32


def test_32_concurrent_actions_on_one_version_apply_once(live_server: str) -> None:
    created = requests.post(
        f"{live_server}/games",
        json={"game": "mission-calaveras", "players": [{"name": f"p{i}"} for i in range(4)]},
        timeout=10,
    ).json()
    url = f"{live_server}/games/{created['id']}"
    seat = requests.get(url, timeout=10).json()["to_act"][0]
    token = next(s["token"] for s in created["seats"] if s["index"] == seat)
    headers = {"Authorization": f"Bearer {token}"}
    action = requests.get(url, headers=headers, timeout=10).json()["legal_actions"][0]

    barrier = threading.Barrier(THREADS)
    statuses: list[int] = []
    lock = threading.Lock()

    def post() -> None:
        session = requests.Session()
        barrier.wait()
        response = session.post(f"{url}/actions", headers=headers,
                                json={"action": action, "version": 0}, timeout=30)
        with lock:
            statuses.append(response.status_code)

    threads = [threading.Thread(target=post) for _ in range(THREADS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()

    assert Counter(statuses) == Counter({200: 1, 409: THREADS - 1})
    log = requests.get(f"{url}/log", timeout=10).json()
    assert [e["version"] for e in log["entries"]] == [1]
    assert requests.get(url, timeout=10).json()["version"] == 1
