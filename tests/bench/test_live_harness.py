"""bench.live's accounting (never timings): ids read off raw stream bytes, deliveries counted."""

from __future__ import annotations

from bench.live import ID_LINE, Short, delivery


def test_id_lines_are_found_in_raw_chunked_bytes() -> None:
    raw = (b"HTTP/1.1 200 OK\r\n\r\n1f\r\nretry: 1000\n: game x\n\n\r\n"
           b"40\r\nevent: game\nid: 7\ndata: {\"id\": \"8\"}\n\n\r\n"
           b"12\r\n: keep-alive\n\n\r\n30\r\nevent: game\nid: 8\ndata: {}\n\n\r\n")
    assert [int(m.group(1)) for m in ID_LINE.finditer(raw)] == [7, 8]


def test_delivery_counts_each_subscriber_and_the_missing() -> None:
    posts = [(0, 1, 10.0), (0, 2, 11.0), (1, 1, 50.0)]
    receipts = {(0, 1): [10.001, 10.004], (0, 2): [11.002]}
    each, last, text = delivery(posts, receipts, per_game=2, window=(0.0, 20.0))
    assert [round(d) for d in each] == [1, 4, 2] and [round(d) for d in last] == [4]
    assert text.startswith("2 moves, 3 deliveries")
    assert "every subscriber p50 4.0 ms p99 4.0 ms" in text  # only move 1 reached both
    assert text.endswith("undelivered 1")


def test_the_bracketing_mean_and_which_ratios_carry_targets() -> None:
    before = Short(1000.0, 20.0, 10.0, 1, 0)
    after = Short(800.0, 30.0, 14.0, 0, 2)
    mean = Short.mean(before, after)
    assert (mean.actions, mean.p95, mean.health_p95) == (900.0, 25.0, 12.0)
    assert (mean.health_failures, mean.errors) == (1, 2)
    loaded = Short(720.0, 30.0, 12.0, 0, 0)
    judged = loaded.line(mean, "1b+3b")
    assert "= 0.80 x 1b+3b's throughput (target >= 0.8), p95 1.20 x (target <= 1.5)" in judged
    assert "target" not in after.line(before, "1b", judged=False)
