"""The host's defences, kept apart from the game: a token bucket per connection and per chat,
wrong-code penalties per address, and the limits (docs/PROTOCOL.md, "Limits")."""
from __future__ import annotations

import time
from dataclasses import dataclass


@dataclass
class Limits:
    """Every figure a hostile client meets (seconds, counts); tests shorten the timeouts."""
    hello_timeout: float = 10.0      # a connection that has not said hello by then is closed
    idle_timeout: float = 60.0       # no complete line at all for this long (clients ping every 15 s)
    partial_timeout: float = 15.0    # a line begun and not finished (slowloris)
    per_address: int = 6             # connections from one address not yet welcomed
    unwelcomed_total: int = 64       # connections not yet welcomed, from anywhere
    messages_per_s: float = 20.0     # after welcome: steady rate
    message_burst: float = 60.0
    waiting_lines: int = 200         # lines over the rate waiting their turn before the connection
    waiting_bytes: int = 1 << 20     # is closed (or this many bytes of them)
    chat_per_s: float = 0.5
    chat_burst: float = 3.0
    wrong_code_delay: float = 1.0    # the refusal of a wrong code waits this long, doubled per
    wrong_code_max_delay: float = 30.0  # recent failure of that address, at most this


class Bucket:
    """A token bucket: `take()` is True while the rate is kept."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst = rate, burst
        self.tokens = burst
        self.at = time.monotonic()

    def take(self, cost: float = 1.0) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens >= cost:
            self.tokens -= cost
            return True
        return False


class WrongCodes:
    """Recent wrong codes per address: the delay before the next refusal (exponential, capped,
    forgotten after ten quiet minutes)."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.failures: dict[str, tuple[int, float]] = {}

    def failed(self, address: str) -> float:
        now = time.monotonic()
        count, at = self.failures.get(address, (0, now))
        if now - at > 600:
            count = 0
        count += 1
        self.failures[address] = (count, now)
        if len(self.failures) > 4096:  # forget the oldest addresses
            for key in sorted(self.failures, key=lambda k: self.failures[k][1])[:1024]:
                del self.failures[key]
        return min(self.limits.wrong_code_max_delay, self.limits.wrong_code_delay * 2 ** min(count - 1, 10))
