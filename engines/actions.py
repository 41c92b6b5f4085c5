"""Actions as read-only dicts, so engines may hand out memoised actions safely.

An action is a JSON object; :class:`FrozenAction` is a ``dict`` (``json.dumps``,
equality with plain dicts and ``{**action}`` all work) whose mutators raise. An engine can
keep templates of its actions and return the same objects from every ``legal_actions``
call without one caller's edit corrupting another's list.
"""

from __future__ import annotations

from typing import Any, NoReturn


class FrozenAction(dict[str, Any]):
    """A dict that refuses to change; copy it (``dict(action)``) to get a mutable one."""

    __slots__ = ()

    def _refuse(self, *args: Any, **kwargs: Any) -> NoReturn:
        raise TypeError("actions from legal_actions are read-only; copy with dict(action)")

    __setitem__ = _refuse
    __delitem__ = _refuse
    __ior__ = _refuse
    clear = _refuse
    pop = _refuse
    popitem = _refuse
    setdefault = _refuse
    update = _refuse

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(tuple(sorted(self.items(), key=lambda item: item[0])))

    def __reduce__(self) -> tuple[Any, ...]:
        return (FrozenAction, (dict(self),))
