"""``make run``: Redis (embedded unless REDIS_URL is set), the API under gunicorn, one worker.

Prints where the API, docs and spec are, and stops everything cleanly on Ctrl-C (or
SIGTERM): the API and the worker first, so no job is cut off, then the embedded Redis,
which writes its data to ``var/redis`` so games survive a restart.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA_DIR = Path(os.environ.get("TTG_DATA_DIR") or ROOT / "var" / "redis")
"""Where the embedded Redis keeps its files (TTG_DATA_DIR overrides)."""
STOP_TIMEOUT = 15.0
"""Seconds a child gets to stop after SIGTERM before it is killed."""


def main() -> int:
    sys.path.insert(0, str(ROOT))
    from store.embedded import EmbeddedRedis

    env = dict(os.environ)
    embedded: EmbeddedRedis | None = None
    if not env.get("REDIS_URL"):
        # Its own session, like the children: a SIGTERM to the whole group must not stop
        # Redis before the worker and the API that still use it.
        embedded = EmbeddedRedis(DATA_DIR, persistent=True, own_session=True)
        env["REDIS_URL"] = embedded.start()
        print(f"embedded Redis: {env['REDIS_URL']} (data in {DATA_DIR})", flush=True)
    else:
        print(f"Redis: {env['REDIS_URL']}", flush=True)

    python = sys.executable
    children = [
        subprocess.Popen(
            [python, "-m", "gunicorn", "-c", str(ROOT / "deploy" / "gunicorn.conf.py"),
             "service:create_app()"],
            cwd=ROOT, env=env, start_new_session=True,
        ),
        # Own sessions: a terminal's Ctrl-C reaches only this script, which then sends
        # each child one SIGTERM (a second signal would make RQ abandon a job in hand).
        subprocess.Popen([python, "-m", "worker"], cwd=ROOT, env=env, start_new_session=True),
    ]
    base = f"http://{env.get('HOST', '127.0.0.1')}:{env.get('PORT', '8000')}"
    print(f"API:  {base}\nDocs: {base}/docs\nSpec: {base}/openapi.json\nCtrl-C stops.",
          flush=True)

    stopping = False

    def stop(signum: int, frame: object) -> None:
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)
    code = 0
    try:
        while not stopping:
            for child in children:
                if child.poll() is not None:
                    print(f"{child.args[2]} exited with {child.returncode}; stopping", flush=True)
                    code = child.returncode or 1
                    stopping = True
            time.sleep(0.2)
    finally:
        for child in children:
            if child.poll() is None:
                child.send_signal(signal.SIGTERM)
        for child in children:
            try:
                child.wait(timeout=STOP_TIMEOUT)
            except subprocess.TimeoutExpired:
                child.kill()
                child.wait()
        if embedded is not None:
            embedded.stop()
        print("stopped", flush=True)
    return code


if __name__ == "__main__":
    sys.exit(main())
