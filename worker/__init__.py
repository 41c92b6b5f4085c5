"""The bot worker: RQ jobs that play bot seats' turns, and the bots themselves."""
