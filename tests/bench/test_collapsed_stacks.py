"""bench.collapsed_stacks adds up py-spy's raw stacks as the benchmark notes quote them."""

from __future__ import annotations

from bench.collapsed_stacks import ROOT, children, frame_name, tally

RAW = [
    'process 1:"gunicorn";handle (gunicorn/workers/gthread.py:10);'
    f"post ({ROOT}/service/routes/games.py:5);act ({ROOT}/store/games.py:7) 6",
    'process 1:"gunicorn";handle (gunicorn/workers/gthread.py:12);'
    f"post ({ROOT}/service/routes/games.py:9) 3",
    'process 1:"gunicorn";accept (gunicorn/workers/gthread.py:40) 1',
    "not a stack line",
]


def test_a_frame_is_named_by_function_and_path_without_its_line() -> None:
    name = frame_name("act (/x/.venv/lib/python3.11/site-packages/redis/client.py:623)")
    assert name == "act (redis/client.py)"
    assert frame_name(f"post ({ROOT}/service/routes/games.py:5)") == (
        "post (service/routes/games.py)")
    assert frame_name("post (/elsewhere/service/routes/games.py:5)") == (
        "post (/elsewhere/service/routes/games.py)")  # not this repository: left whole


def test_samples_add_up_inclusive_and_exclusive() -> None:
    total, inclusive, exclusive = tally(RAW, None)
    assert total == 10
    assert inclusive["handle (gunicorn/workers/gthread.py)"] == 9  # lines 10 and 12: one name
    assert inclusive["post (service/routes/games.py)"] == 9
    assert exclusive["act (store/games.py)"] == 6
    assert exclusive["post (service/routes/games.py)"] == 3
    only, _, _ = tally(RAW, "accept")
    assert only == 1


def test_children_split_a_function_by_what_it_calls() -> None:
    total, below = children(RAW, "post (")
    assert total == 9
    assert below == {"act (store/games.py)": 6, "(self)": 3}
