"""gunicorn's logger without the access line it would build and drop on every request.

The app writes its own request line (``service.observability``: route, status, time,
request id), so ``deploy/gunicorn.conf.py`` leaves gunicorn's ``accesslog`` unset. gunicorn
still builds an access line's atoms for every request whenever a logging configuration is
given (ours always is: JSON lines), then hands them to a logger with no handler: about 5 %
of the API workers' samples under py-spy during ``make bench-http``.
"""

from __future__ import annotations

from typing import Any

from gunicorn.glogging import Logger


class AppWritesTheAccessLog(Logger):
    """An access line only when ``accesslog`` names a destination."""

    def access(self, resp: Any, req: Any, environ: Any, request_time: Any) -> None:
        if self.cfg.accesslog:
            super().access(resp, req, environ, request_time)
