"""What every engine shares: the illegal-action error, the seeded generator kept in game state,
the save-file envelope and the base class of the engine contract (see ARCHITECTURE.md).

Engines are plain Python: no Qt, no I/O, no global state.
"""
from __future__ import annotations

import json
import random as _random
import reprlib
from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar

T = TypeVar("T")

_MASK64 = (1 << 64) - 1


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message says why.

    The message is a plain string or a `Text` (see `text`), kept as `message` so the interface can
    translate it; str(exc) is the English."""

    def __init__(self, message: str = "") -> None:
        super().__init__(message)
        self.message = message


def N_(text: str) -> str:
    """Marks an engine string for translation; the interface translates it with context "engine"."""
    return text


def _english(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return ", ".join(str(v) for v in value)
    return value


class Text(str):
    """A sentence for a player: the English text itself (a str), which also carries its N_-marked
    `template` (with `{name}` fields) and its `args`, so the interface can translate it.

    Translating (desktop/i18n.py `translate_text`): the template and every str argument are looked
    up in the context "engine" (so words such as colour names are marked with N_ too), a Text
    argument is translated in turn, and a list or tuple argument is a list of those joined by ", ".
    Other arguments (numbers) are formatted as they are, format specs included ("{reward:+d}").
    """

    __slots__ = ("template", "args")
    template: str
    args: dict[str, Any]

    def __new__(cls, template: str, args: dict[str, Any] | None = None) -> Text:
        args = dict(args or {})
        self = super().__new__(cls, template.format(**{k: _english(v) for k, v in args.items()}))
        self.template = template
        self.args = args
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (Text, (self.template, self.args))

    def __repr__(self) -> str:
        return f"text({self.template!r}, {self.args!r})"


def text(template: str, **args: Any) -> Text:
    """The English sentence `template.format(**args)` as a translatable Text; mark the template
    with N_ at the call: `text(N_("Row {row} is already full"), row=3)`."""
    return Text(template, args)


class Rng:
    """The seeded random generator kept inside a game state (SplitMix64).

    Its whole state is one 64-bit integer, so copying it is cheap and saving it is a number.
    A seed plus the list of actions replays a game exactly.
    """

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = int(seed) & _MASK64

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("Rng.below needs a positive bound")
        limit = _MASK64 - (_MASK64 + 1) % n
        while True:
            r = self.next64()
            if r <= limit:
                return r % n

    def randint(self, low: int, high: int) -> int:
        """A uniform integer in [low, high], both ends included."""
        return low + self.below(high - low + 1)

    def random(self) -> float:
        return (self.next64() >> 11) * (1.0 / (1 << 53))

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.below(len(seq))]

    def shuffle(self, items: list[Any]) -> None:
        """Fisher-Yates, in place: for i from the end down to 1, swap i with below(i + 1).

        Lists of 17 to 257 items take the same draws at once (`_batched_shuffle`, numpy): the same
        order and generator state, several times faster for a deck."""
        steps = len(items) - 1
        if _BATCH_MIN <= steps <= _BATCH_MAX and _batched_shuffle(self, items, steps):
            return
        for i in range(steps, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def sample(self, seq: Sequence[T], k: int) -> list[T]:
        pool = list(seq)
        self.shuffle(pool)
        return pool[:k]

    def copy(self) -> Rng:
        r = Rng.__new__(Rng)
        r.state = self.state
        return r

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and other.state == self.state

    def __repr__(self) -> str:
        return f"Rng(state={self.state:#x})"


#: Fisher-Yates' steps as `random.Random.shuffle` takes them, for lists of 0..255 items: (i, i + 1,
#: (i + 1).bit_length()) for i from the end down to 1.
_RANDOM_STEPS = tuple(tuple((i, i + 1, (i + 1).bit_length()) for i in range(n - 1, 0, -1)) for n in range(256))


def random_shuffle(rng: Any, items: list[Any]) -> None:
    """`rng.shuffle(items)` for a `random.Random`, written out (CPython's algorithm: step i swaps item
    i with item randbelow(i + 1), drawing getrandbits((i + 1).bit_length()) until one is below
    i + 1): the same draws, the same order and the same generator state afterwards, without the
    per-item method calls. The engines' `sample()` shuffles with it; any other generator type
    shuffles with its own `shuffle`."""
    if type(rng) is not _random.Random:
        rng.shuffle(items)
        return
    getrandbits = rng.getrandbits
    size = len(items)
    steps = _RANDOM_STEPS[size] if size < len(_RANDOM_STEPS) else (
        (i, i + 1, (i + 1).bit_length()) for i in range(size - 1, 0, -1))
    for i, n, k in steps:
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]


_GAMMA = 0x9E3779B97F4A7C15
_BATCH_MIN, _BATCH_MAX = 16, 256
_BATCH_TABLES: list[Any] = []


def _batched_shuffle(rng: Rng, items: list[Any], steps: int) -> bool:
    """`rng.shuffle(items)` (len(items) = steps + 1) with the SplitMix64 draws of its Fisher-Yates
    steps made at once in numpy (uint64 arithmetic wraps modulo 2**64 like the generator's masks):
    the same swaps and generator state. False, with nothing changed, when a draw would be rejected
    by `Rng.below` (a 1-in-2**57 event): the caller then draws one by one."""
    if not _BATCH_TABLES:
        import numpy as np  # only engines that shuffle decks need it

        _BATCH_TABLES.extend((
            np, np.arange(1, _BATCH_MAX + 1, dtype=np.uint64) * np.uint64(_GAMMA),
            np.uint64(0xBF58476D1CE4E5B9), np.uint64(0x94D049BB133111EB),
            np.uint64(27), np.uint64(30), np.uint64(31),
            # n = 2, 3, ... and Rng.below's rejection limit for each (a draw above it is drawn again)
            np.arange(2, _BATCH_MAX + 2, dtype=np.uint64),
            np.array([_MASK64 - (_MASK64 + 1) % n for n in range(2, _BATCH_MAX + 2)], dtype=np.uint64)))
    np, gammas, mix1, mix2, s27, s30, s31, bounds, limits = _BATCH_TABLES
    x = gammas[:steps] + np.uint64(rng.state)
    z = (x ^ (x >> s30)) * mix1
    z = (z ^ (z >> s27)) * mix2
    z ^= z >> s31
    if (z > limits[steps - 1::-1]).any():
        return False
    i = steps
    for j in (z % bounds[steps - 1::-1]).tolist():  # n = steps + 1, steps, ..., 2
        items[i], items[j] = items[j], items[i]
        i -= 1
    rng.state = (rng.state + steps * _GAMMA) & _MASK64
    return True


# ---------------------------------------------------------------------------------------------
# Save files: every engine's encode() output is wrapped in one envelope.

def envelope(game: str, version: int, body: dict[str, Any]) -> dict[str, Any]:
    return {"format": "kotatsu-game-state", "game": game, "version": version, **body}


def open_envelope(obj: Any, game: str, version: int) -> dict[str, Any]:
    """Checks the envelope of a saved state and returns it, or raises ValueError saying what is wrong."""
    if not isinstance(obj, dict):
        raise ValueError("not a Kotatsu game state (expected a JSON object)")
    if obj.get("format") != "kotatsu-game-state":
        raise ValueError("not a Kotatsu game state")
    if obj.get("game") != game:
        raise ValueError(f"this state belongs to the game {reprlib.repr(obj.get('game'))}, not {game!r}")
    v = obj.get("version")
    if not isinstance(v, int) or isinstance(v, bool):
        raise ValueError("the state has no valid version number")
    if v > version:
        raise ValueError(f"the state was written by a newer Kotatsu (format {v}; this one reads {version})")
    if v != version:
        raise ValueError(f"unsupported state format {v} (this version reads {version})")
    return obj


def require(condition: bool, message: str) -> None:
    """Raises ValueError(message) unless condition holds: used by decode() to reject bad saves."""
    if not condition:
        raise ValueError(message)


def field(obj: dict[str, Any], key: str, kind: type | tuple[type, ...]) -> Any:
    """obj[key], checked to be of the given JSON kind (bool is never accepted as int)."""
    if not isinstance(obj, dict) or key not in obj:
        raise ValueError(f"the saved state lacks {key!r}")
    value = obj[key]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if isinstance(value, bool) and bool not in kinds:
        raise ValueError(f"{key!r} has the wrong type")
    if not isinstance(value, kinds):
        raise ValueError(f"{key!r} has the wrong type")
    return value


def int_list(obj: dict[str, Any], key: str, low: int | None = None, high: int | None = None) -> list[int]:
    """obj[key] as a list of ints, each within [low, high] when given."""
    values = field(obj, key, list)
    for v in values:
        if not isinstance(v, int) or isinstance(v, bool):
            raise ValueError(f"{key!r} must hold whole numbers")
        if (low is not None and v < low) or (high is not None and v > high):
            raise ValueError(f"{key!r} holds an out-of-range value {v}")
    return values


# ---------------------------------------------------------------------------------------------
# Results

def winners_by(scores: Sequence[float], *, lowest_wins: bool = False,
               tie_break: Sequence[Sequence[float]] = ()) -> list[int]:
    """Seats with the best score (ties share the win), refined by tie-break keys (lower is better
    for each tie-break key). Used by every engine's winners()."""
    seats = list(range(len(scores)))
    best = min(scores) if lowest_wins else max(scores)
    seats = [s for s in seats if scores[s] == best]
    for key in tie_break:
        low = min(key[s] for s in seats)
        seats = [s for s in seats if key[s] == low]
    return seats


# ---------------------------------------------------------------------------------------------
# The contract

class Engine:
    """Base class of the engine contract; each game overrides what it needs.

    See ARCHITECTURE.md for the meaning of each member. Subclasses set the identity attributes
    and implement the abstract methods; the defaults below are the shared behaviour.
    """

    name: str = ""
    title: str = ""
    min_players: int = 1
    max_players: int = 1
    #: Rules options: a list of {"name", "kind": "choice"|"int"|"bool", "default", "label",
    #: "help", and "choices" (choice, optionally "choice_labels") or "min"/"max" (int)}; labels are
    #: marked with N_.
    options_schema: list[dict[str, Any]] = []
    #: True when the lowest score wins (Rolling Japan, Pueblo).
    lowest_wins: bool = False
    #: True when no player ever holds private information (no hand-over screen needed).
    perfect_information: bool = False

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Every engine's own decode() is wrapped so that its result passes check_playable: a save
        can't bring a position where a seat must move with no legal action."""
        super().__init_subclass__(**kwargs)
        own = cls.__dict__.get("decode")
        if own is not None and not getattr(own, "_checks_playable", False):
            def decode(self: Engine, obj: Any, _own: Callable[[Engine, Any], Any] = own) -> Any:
                state = _own(self, obj)
                check_playable(self, state)
                return state

            decode.__doc__, decode.__name__, decode.__qualname__ = own.__doc__, own.__name__, own.__qualname__
            decode._checks_playable = True  # type: ignore[attr-defined]
            cls.decode = decode  # type: ignore[method-assign]

    # -- options ---------------------------------------------------------------------------
    def resolve_options(self, options: dict[str, Any] | None, num_players: int | None = None) -> dict[str, Any]:
        """The options with defaults filled in, checked against options_schema (ValueError if bad)."""
        options = dict(options or {})
        resolved: dict[str, Any] = {}
        for spec in self.options_schema:
            key = spec["name"]
            value = options.pop(key, spec["default"])
            kind = spec["kind"]
            if kind == "choice" and value not in spec["choices"]:
                raise ValueError(f"option {key!r} must be one of {spec['choices']}, not {value!r}")
            if kind == "int":
                if not isinstance(value, int) or isinstance(value, bool) or not spec["min"] <= value <= spec["max"]:
                    raise ValueError(f"option {key!r} must be a whole number from {spec['min']} to {spec['max']}")
            if kind == "bool" and not isinstance(value, bool):
                raise ValueError(f"option {key!r} must be true or false")
            resolved[key] = value
        if options:
            raise ValueError(f"unknown option(s) for {self.name}: {', '.join(sorted(options))}")
        return resolved

    def check_players(self, num_players: int) -> None:
        if not isinstance(num_players, int) or not self.min_players <= num_players <= self.max_players:
            raise ValueError(f"{self.title} is for {self.min_players} to {self.max_players} players")

    # -- the game --------------------------------------------------------------------------
    def new_game(self, num_players: int, *, seed: int, options: dict[str, Any] | None = None) -> Any:
        raise NotImplementedError

    def to_move(self, state: Any) -> list[int]:
        raise NotImplementedError

    def legal_actions(self, state: Any, player: int) -> list[Any]:
        raise NotImplementedError

    def apply(self, state: Any, player: int, action: Any) -> Any:
        raise NotImplementedError

    def is_over(self, state: Any) -> bool:
        return not self.to_move(state)

    def scores(self, state: Any) -> list[int]:
        raise NotImplementedError

    def winners(self, state: Any) -> list[int]:
        return winners_by(self.scores(state), lowest_wins=self.lowest_wins)

    def num_players(self, state: Any) -> int:
        raise NotImplementedError

    def observe(self, state: Any, player: int) -> dict[str, Any]:
        raise NotImplementedError

    def sample(self, state: Any, player: int, rng: Any) -> Any:
        raise NotImplementedError

    def from_observation(self, observation: dict[str, Any], seat: int, rng: Any) -> Any:
        """A full, playable state of which `observation` is seat's view: `observe(result, seat) ==
        observation`, so the same `to_move`, legal actions and `describe`s, and the scores and
        winners the observation tells; everything hidden from the seat drawn at random with `rng`
        (a `random.Random`) as `sample` draws it. For a seat that holds only its view (a remote
        client's window or computer player). The observation is hostile input: anything malformed
        or impossible raises ValueError, in bounded time. Engines implement `state_from_observation`
        (any consistent state); this checks the input's shape, redraws with `sample` and checks
        the result's view is the observation."""
        return rebuild_from_observation(self, observation, seat, rng)

    def state_from_observation(self, observation: dict[str, Any], seat: int) -> Any:
        """A state whose view for seat is `observation` (hidden parts in any consistent arrangement:
        `from_observation` redraws them with `sample`); ValueError when there is none. Called with
        a plain-JSON copy of the observation (lists, str keys) already checked to be small."""
        raise NotImplementedError

    def encode(self, state: Any) -> dict[str, Any]:
        raise NotImplementedError

    def decode(self, obj: Any) -> Any:
        raise NotImplementedError

    def encode_action(self, action: Any) -> Any:
        raise NotImplementedError

    def decode_action(self, obj: Any) -> Any:
        raise NotImplementedError

    def describe(self, state: Any, action: Any) -> str:
        """The action as its player proposes it (a hint, a preview, a button label, a tooltip).

        Told only from what that player sees, never from what the action will reveal: the same
        text in every state `sample(state, player, rng)` can give the player to move (tests/engines/
        test_describe_fair.py). "discovers the card at place 8", not the face-down card there."""
        return str(action)

    def describe_result(self, before: Any, action: Any, after: Any) -> str:
        """The log line of an action once played (the game log, the hand-over summary, the replay,
        the screen reader's announcement): `before` and `after` are the states around it.

        It may name what the action revealed to everybody (the card discovered, the die rolled),
        but the log is seen by every seat: never a private card (a card drawn into a hand). It must
        be the same whichever seat's samples of `before` and `after` it reads. The default is
        `describe(before, action)`; an engine whose moves reveal something overrides it."""
        return self.describe(before, action)

    # -- for the interface -----------------------------------------------------------------
    def reveals(self, state: Any, player: int, action: Any) -> bool:
        """True when applying this action draws hidden cards or rolls dice: an undo may not cross it.
        The default treats any use of the state's generator as a reveal; engines with pre-shuffled
        decks override it."""
        return False

    def public_move(self, action: Any) -> bool:
        """True when every seat can tell which action this was once it is played (a network host
        sends it to the other seats, whose tables animate and mark it). The default: in a game with
        no private information, every move."""
        return self.perfect_information

    def score_breakdown(self, state: Any) -> list[list[tuple[str, int]]]:
        """Per player, (label, points) lines that add up to the score, for the results screen."""
        return [[(N_("Score"), s)] for s in self.scores(state)]


def check_playable(engine: Engine, state: Any) -> None:
    """Raises ValueError unless the position can go on: every seat to move is a seat of the game,
    named once, and has at least one legal action, and the game is over exactly when nobody is to
    move. The shared part of every decode()'s "impossible state" check (a game adds its own)."""
    title = engine.title or engine.name
    try:
        movers = list(engine.to_move(state))
        seats = engine.num_players(state)
        for p in movers:
            if not isinstance(p, int) or isinstance(p, bool) or not 0 <= p < seats:
                raise ValueError(f"impossible {title} position: {p!r} is not a seat of this game")
        if len(set(movers)) != len(movers):
            raise ValueError(f"impossible {title} position: a seat is to move twice")
        if bool(engine.is_over(state)) != (not movers):
            raise ValueError(f"impossible {title} position: the game is over but someone is to move, "
                             "or nobody is to move in a game not over")
        for p in movers:
            if not engine.legal_actions(state, p):
                raise ValueError(f"impossible {title} position: seat {p + 1} must move and has no legal action")
    except ValueError:
        raise
    except Exception as exc:  # the position breaks the rules' own code: it can't have arisen
        raise ValueError(f"impossible {title} position ({type(exc).__name__}: {exc})") from exc


def observed(obs: Any, key: str, kind: type | tuple[type, ...]) -> Any:
    """obs[key] of an observation, checked to be of the given JSON kind (bool is never an int)."""
    if not isinstance(obs, dict) or key not in obs:
        raise ValueError(f"the observation lacks {key!r}")
    value = obs[key]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if (isinstance(value, bool) and bool not in kinds) or not isinstance(value, kinds):
        raise ValueError(f"{key!r} has the wrong type")
    return value


def observed_int(obs: Any, key: str, low: int, high: int) -> int:
    """obs[key], a whole number within [low, high]."""
    value = observed(obs, key, int)
    if not low <= value <= high:
        raise ValueError(f"{key!r} is out of range ({value})")
    return value


def observed_list(obs: Any, key: str, length: int | None = None, most: int = 10_000) -> list[Any]:
    """obs[key], a list of exactly `length` items (or at most `most`)."""
    value = observed(obs, key, list)
    if (length is not None and len(value) != length) or len(value) > most:
        raise ValueError(f"{key!r} has the wrong length ({len(value)})")
    return value


#: Bounds on an observation a seat can be sent (a real one is a few thousand values, a few levels deep).
OBSERVATION_MAX_NODES = 100_000
OBSERVATION_MAX_DEPTH = 24


def _check_json_shape(obj: Any) -> None:
    """Raises ValueError unless obj is plain JSON (dict with str keys, list, str, int, float, bool,
    None) of at most OBSERVATION_MAX_NODES values and OBSERVATION_MAX_DEPTH levels: walked without
    recursion, so deep or huge junk is refused quickly."""
    stack: list[tuple[Any, int]] = [(obj, 0)]
    nodes = 0
    while stack:
        value, depth = stack.pop()
        nodes += 1
        if nodes > OBSERVATION_MAX_NODES:
            raise ValueError("the observation is too large")
        if depth > OBSERVATION_MAX_DEPTH:
            raise ValueError("the observation is nested too deeply")
        if isinstance(value, dict):
            for key, item in value.items():
                if not isinstance(key, str):
                    raise ValueError(f"the observation has a non-text key {reprlib.repr(key)}")
                stack.append((item, depth + 1))
        elif isinstance(value, (list, tuple)):
            stack.extend((item, depth + 1) for item in value)
        elif isinstance(value, float):
            if value != value or value in (float("inf"), float("-inf")):
                raise ValueError("the observation holds a number that is not finite")
        elif value is not None and not isinstance(value, (str, int)):
            raise ValueError(f"the observation holds a value of type {type(value).__name__}")


def _canonical(obj: Any) -> str:
    return json.dumps(obj, sort_keys=True, separators=(",", ":"))


def rebuild_from_observation(engine: Engine, observation: Any, seat: Any, rng: Any) -> Any:
    """`Engine.from_observation`: checks the observation's shape and seat, asks the engine for a
    consistent state (`state_from_observation`), redraws what is hidden from the seat with
    `sample(state, seat, rng)` and checks the result's view is exactly the observation. Every
    failure is a ValueError with a message saying what is wrong."""
    title = engine.title or engine.name
    if not isinstance(observation, dict):
        raise ValueError(f"a {title} observation must be a JSON object")
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < engine.max_players:
        raise ValueError(f"{reprlib.repr(seat)} is not a seat of {title}")
    _check_json_shape(observation)
    if "game" in observation and observation["game"] != engine.name:
        raise ValueError(f"this observation is not of {title}")
    if observation.get("seat", seat) != seat:
        raise ValueError(f"this observation is seat {reprlib.repr(observation.get('seat'))}'s, not seat {seat}'s")
    wanted = _canonical(observation)
    plain = json.loads(wanted)
    try:
        state = engine.state_from_observation(plain, seat)
        check_playable(engine, state)
        if not 0 <= seat < engine.num_players(state):
            raise ValueError(f"seat {seat} does not play in this {title} game")
        state = engine.sample(state, seat, rng)
        got = engine.observe(state, seat)
    except ValueError as exc:
        raise ValueError(f"impossible {title} observation: {exc}") from exc
    except Exception as exc:  # the rules' own code broke on it: it can't be a real view
        raise ValueError(f"impossible {title} observation ({type(exc).__name__}: {exc})") from exc
    if _canonical(got) != wanted:
        differ = sorted(k for k in set(got) | set(plain) if _canonical(got.get(k)) != _canonical(plain.get(k)))
        raise ValueError(f"impossible {title} observation: no position shows it "
                         f"(it differs in {', '.join(differ) or 'its keys'})")
    return state


def check_action_in(action: Any, legal: Iterable[Any], why: Callable[[], str]) -> None:
    """Raises IllegalAction(why()) unless action is among the legal ones."""
    if action not in legal:
        raise IllegalAction(why())


class decoding:
    """Context manager for decode(): turns the lookup and type errors a malformed save causes
    into one ValueError with a clear message.

        with decoding("Coloretto"):
            ...read the dict...
    """

    def __init__(self, title: str) -> None:
        self.title = title

    def __enter__(self) -> decoding:
        return self

    def __exit__(self, kind: Any, exc: BaseException | None, tb: Any) -> bool:
        if exc is None or isinstance(exc, ValueError):
            return False
        if isinstance(exc, (KeyError, TypeError, IndexError, AttributeError, OverflowError)):
            raise ValueError(f"damaged {self.title} save: {type(exc).__name__}: {exc}") from exc
        return False
