"""Game records in Redis: the one place a game's state lives.

Shared by the HTTP service and the bot worker; neither keeps a game in memory, so any
number of API processes and workers can serve the same games.
"""
