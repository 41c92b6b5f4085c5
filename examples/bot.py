"""An example bot, written only against the generated Python client (``tabletop_client``,
in openapi/clients/python: ``pip install ./openapi/clients/python`` is all it needs).

It creates a game (its own seat human, the others server bots), or takes an open seat of
one (with the seat's invite, or freely in a listed game), or plays a seat it holds a token
for; it follows the game until its seat must act, picks one of the legal actions at random,
and plays to the end::

    python examples/bot.py --url http://127.0.0.1:8000 --game encantados --players 3
    python examples/bot.py --url http://127.0.0.1:8000 --join GAME_ID --seat 1 --invite=CODE
    python examples/bot.py --url http://127.0.0.1:8000 --join GAME_ID --token=TOKEN

Give a token or invite with ``=``: it may begin with ``-``, which an option parser would
otherwise read as the next option.

It prints one line per action (with the server's label for it) and the outcome, and exits
0 when the game is over.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from typing import Any

from tabletop_client import AuthenticatedClient, Client
from tabletop_client.api.game_types import get_game_types
from tabletop_client.api.games import create_game, get_game, post_action
from tabletop_client.api.seats import join_seat
from tabletop_client.models import (
    ActionRequest,
    BotLevelName,
    CaretosCreateGame,
    CaretosCreateGameGame,
    CaretosGame,
    CreatedGame,
    EncantadosCreateGame,
    EncantadosCreateGameGame,
    EncantadosGame,
    GameTypes,
    JoinRequest,
    MissionCalaverasCreateGame,
    MissionCalaverasCreateGameGame,
    MissionCalaverasGame,
    Player,
    Problem,
    SeatToken,
)

NEW_GAME: dict[str, Any] = {
    "mission-calaveras": (MissionCalaverasCreateGame, MissionCalaverasCreateGameGame),
    "encantados": (EncantadosCreateGame, EncantadosCreateGameGame),
    "caretos": (CaretosCreateGame, CaretosCreateGameGame),
}
"""The typed body of ``POST /games`` for each game."""

Game = CaretosGame | EncantadosGame | MissionCalaverasGame
"""A game body: one class per game, so ``state`` and ``legal_actions`` are that game's."""

POLL_SECONDS = 0.05
"""How long to wait before reading the game again while others decide."""


class BotError(RuntimeError):
    """The server answered with a problem the bot cannot get past."""


def problem_text(problem: Problem) -> str:
    return f"{problem.status} {problem.type_}: {problem.detail}"


def create(base_url: str, game: str, players: int, bot: str, seed: int | None) -> tuple[str, str]:
    """A new game with this bot in seat 0 and server bots elsewhere: (game id, token)."""
    client = Client(base_url=base_url)  # creating a game needs no token
    described = get_game_types.sync(client=client)
    assert isinstance(described, GameTypes)
    known = {t.name: t for t in described.games}
    if game not in known:
        raise BotError(f"the server hosts {sorted(known)}, not {game!r}")
    count = players or min(known[game].player_counts)
    seats = [Player(name="example-bot", bot=None)]
    seats += [Player(name=f"{bot}-{i}", bot=BotLevelName(bot)) for i in range(1, count)]
    body_type, game_type = NEW_GAME[game]
    body = body_type(game=game_type(game), players=seats, seed=seed)
    created = create_game.sync(client=client, body=body)
    if isinstance(created, Problem):
        raise BotError(problem_text(created))
    assert isinstance(created, CreatedGame)
    token = next(s.token for s in created.seats if isinstance(s.token, str))
    return created.id, token


def join(base_url: str, game_id: str, seat: int, invite: str | None) -> str:
    """Take open seat ``seat`` of a game; its token."""
    client = Client(base_url=base_url)
    body = JoinRequest(name="example-bot", invite=invite)
    joined = join_seat.sync(game_id, seat, client=client, body=body)
    if isinstance(joined, Problem):
        raise BotError(problem_text(joined))
    assert isinstance(joined, SeatToken)
    return joined.token


def play(base_url: str, game_id: str, token: str, rng: random.Random, log: Any) -> Game:
    """Follow the game, act whenever this seat must, until it is over; the final game."""
    client = AuthenticatedClient(base_url=base_url, token=token)
    while True:
        game = get_game.sync(game_id, client=client)
        if isinstance(game, Problem):
            raise BotError(problem_text(game))
        assert isinstance(game, Game)
        if game.status.value in ("finished", "aborted"):
            return game
        if not game.legal_actions:
            time.sleep(POLL_SECONDS)  # another seat decides, or open seats wait for players
            continue
        choice = rng.randrange(len(game.legal_actions))
        action, label = game.legal_actions[choice], game.action_labels[choice]
        request = ActionRequest(action=action, version=game.version)
        answer = post_action.sync_detailed(game_id, client=client, body=request)
        if isinstance(answer.parsed, Problem):
            if answer.status_code == 409:
                continue  # a bot acted first, or the game ended: read it again
            raise BotError(problem_text(answer.parsed))
        print(f"v{game.version} seat {game.seat}: {label} {action.to_dict()}", file=log)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", default="http://127.0.0.1:8000", help="the API's base URL")
    parser.add_argument("--game", default="mission-calaveras", help="the game to create")
    parser.add_argument("--players", type=int, default=0, help="players (default: fewest)")
    parser.add_argument("--bots", default="random", help="level of the server bots")
    parser.add_argument("--seed", type=int, default=None, help="the game's seed")
    parser.add_argument("--join", metavar="GAME_ID", help="join this game instead")
    parser.add_argument("--token", help="the seat token to play with")
    parser.add_argument("--seat", type=int, help="the open seat to take (with --join)")
    parser.add_argument("--invite", help="the open seat's invite (unlisted games)")
    parser.add_argument("--rng", type=int, default=None, help="seed of the bot's own choices")
    args = parser.parse_args(argv)

    try:
        if args.join:
            if args.token:
                game_id, token = args.join, args.token
            elif args.seat is not None:
                game_id, token = args.join, join(args.url, args.join, args.seat, args.invite)
                print(f"joined game {game_id} in seat {args.seat}", file=sys.stdout)
            else:
                parser.error("--join needs --token, or --seat (and --invite if unlisted)")
        else:
            game_id, token = create(args.url, args.game, args.players, args.bots, args.seed)
            print(f"created {args.game} game {game_id}", file=sys.stdout)
        final = play(args.url, game_id, token, random.Random(args.rng), sys.stdout)
    except BotError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    outcome = final.outcome.to_dict() if final.outcome else None
    print(f"game {game_id} over at version {final.version}: {outcome}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
