"""A SIGTERM at any moment of a worker's start stops it cleanly: exit 0, deregistered.

The window the issue found: RQ's ``work`` installs its signal handlers, then enters its
loop's ``try``; a SIGTERM in between raised RQ's ``StopRequested`` outside that ``try`` and
the worker exited 1. A signal from outside cannot be timed into a window a few bytecodes
wide, so the test's worker sends itself the signal right there: it wraps RQ's handler
installation (a private method: only the test touches it, to place the signal exactly).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import redis
from rq import Worker

from store.settings import Settings
from tests.conftest import ROOT, env_for

SIGNAL_AT = {
    "installed": """
from rq import SimpleWorker
installed = SimpleWorker._install_signal_handlers
def install_then_signal(self):
    installed(self)
    os.kill(os.getpid(), signal.SIGTERM)  # RQ's handler runs before its loop's try
SimpleWorker._install_signal_handlers = install_then_signal
""",
    "bootstrap": """
from rq import SimpleWorker
booted = SimpleWorker.bootstrap
def boot_then_signal(self, *args, **kwargs):
    booted(self, *args, **kwargs)
    os.kill(os.getpid(), signal.SIGTERM)  # registered, RQ's handlers not yet installed
SimpleWorker.bootstrap = boot_then_signal
""",
}


@pytest.mark.parametrize("moment", sorted(SIGNAL_AT))
def test_a_sigterm_while_the_worker_starts_exits_0(
    settings: Settings, tmp_path: Path, moment: str
) -> None:
    script = ("import os, signal, sys\n" + SIGNAL_AT[moment]
              + "from worker.__main__ import main\nmain()\n")
    log = tmp_path / "worker.log"
    with log.open("wb") as out:
        process = subprocess.Popen([sys.executable, "-c", script], cwd=ROOT,
                                   env=env_for(settings), stdout=out, stderr=subprocess.STDOUT)
        try:
            assert process.wait(timeout=60) == 0, log.read_text()
        finally:
            if process.poll() is None:
                process.kill()
                process.wait()
    conn = redis.Redis.from_url(settings.redis_url)
    assert not any(w.pid == process.pid for w in Worker.all(connection=conn))
    assert "Traceback" not in log.read_text()
