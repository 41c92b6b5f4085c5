"""The salt of the seed commitment is random: without it anyone could test the 2^53 seeds
against the commitment while the game runs (issue 30). A constant or guessable salt, or
one derived from the seed, fails here."""

from __future__ import annotations

import hashlib
import re

from flask.testing import FlaskClient

GAMES = 40
"""Games whose salts are compared: 5,120 bits, enough to see a biased or repeated salt."""


def test_every_game_draws_a_fresh_random_salt(client: FlaskClient) -> None:
    salts: list[str] = []
    seeds: list[int] = []
    for _ in range(GAMES):
        created = client.post("/games", json={
            "game": "encantados", "players": [{"name": "a"}, {"open": True}]}).json
        commitment = client.get(f"/games/{created['id']}").json["seed_commitment"]
        client.post(f"/games/{created['id']}/abort",
                    headers={"Authorization": f"Bearer {created['creator_token']}"})
        game = client.get(f"/games/{created['id']}").json
        assert game["status"] == "aborted"
        salt, seed = game["salt"], game["seed"]
        assert re.fullmatch(r"[0-9a-f]{32}", salt)
        assert hashlib.sha256(f"{salt}:{seed}".encode()).hexdigest() == commitment
        salts.append(salt)
        seeds.append(seed)
    assert len(set(salts)) == GAMES, "a salt repeated"
    assert len({s[:8] for s in salts}) == GAMES, "salts share a prefix: not random"
    bits = "".join(f"{int(s, 16):0128b}" for s in salts)
    ones = bits.count("1") / len(bits)
    assert 0.45 < ones < 0.55, f"{ones:.3f} of the salts' bits are ones"
    for position in range(0, 128, 8):  # no bit stuck at one value across games
        column = {b[position] for b in (f"{int(s, 16):0128b}" for s in salts)}
        assert column == {"0", "1"}, f"bit {position} is the same in every salt"
    derived = [hashlib.sha256(str(seed).encode()).hexdigest()[:32] for seed in seeds]
    assert not set(derived) & set(salts), "the salt is the seed's hash"
