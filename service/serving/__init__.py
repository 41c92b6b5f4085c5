"""What gunicorn runs around the app: its server hooks, its own error answers, its sockets.

``deploy/gunicorn.conf.py`` holds the settings and imports the rest from here, so the code
travels in the wheel: a container that installs the wheel and copies only the config file
runs the same hooks ``make run`` does. Gunicorn is imported only by
:mod:`service.serving.problems`; the app itself never needs it.
"""
