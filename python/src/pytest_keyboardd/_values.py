"""Python values to and from jeepney's, guided by D-Bus signatures.

jeepney gives a variant as a ``(signature, value)`` tuple and a struct as a tuple too, so only the
signature tells them apart: unwrapping follows the message's own signature. Going out, a plain
Python value gets the type the argument's signature asks for, and a variant (``v``, the values of
an ``a{sv}``) gets one inferred from the Python type.
"""
from __future__ import annotations

from typing import Any, List


def split_signature(signature: str) -> List[str]:
    """``"sa{sv}(dd)"`` -> ``["s", "a{sv}", "(dd)"]``: the single complete types in order."""
    types = []
    index = 0
    while index < len(signature):
        end = _end_of_type(signature, index)
        types.append(signature[index:end])
        index = end
    return types


def _end_of_type(signature: str, index: int) -> int:
    code = signature[index]
    if code == "a":
        return _end_of_type(signature, index + 1)
    if code in "({":
        close = ")" if code == "(" else "}"
        index += 1
        while signature[index] != close:
            index = _end_of_type(signature, index)
        return index + 1
    return index + 1


def plain(value: Any, signature: str) -> Any:
    """A jeepney value of one complete type as plain Python: bool, int, float, str, tuple
    (structs), list, dict; variants unwrapped."""
    code = signature[0]
    if code == "v":
        inner_signature, inner = value
        return plain(inner, inner_signature)
    if code == "(":
        return tuple(plain(v, s) for v, s in zip(value, split_signature(signature[1:-1])))
    if signature.startswith("a{"):
        key_signature, value_signature = split_signature(signature[2:-1])
        return {plain(k, key_signature): plain(v, value_signature) for k, v in value.items()}
    if code == "a" and signature != "ay":
        return [plain(v, signature[1:]) for v in value]
    return value


def plain_body(body: tuple, signature: str) -> tuple:
    """A message body (one value per complete type of ``signature``) as plain Python."""
    return tuple(plain(v, s) for v, s in zip(body, split_signature(signature)))


def to_dbus(value: Any, signature: str, numbers: str = "x") -> Any:
    """A Python value as jeepney marshals ``signature``; ``numbers`` is the type an int gets
    inside a variant (``x``, or ``d`` where the contract asks for doubles)."""
    code = signature[0]
    if code == "v":
        return variant(value, numbers)
    if code == "(":
        return tuple(to_dbus(v, s, numbers) for v, s in zip(value, split_signature(signature[1:-1])))
    if signature.startswith("a{"):
        key_signature, value_signature = split_signature(signature[2:-1])
        return {to_dbus(k, key_signature): to_dbus(v, value_signature, numbers) for k, v in dict(value).items()}
    if code == "a" and signature != "ay":
        return [to_dbus(v, signature[1:], numbers) for v in value]
    if code == "d":
        return float(value)
    if code == "b":
        return bool(value)
    if code in "ynqiuxt":
        return int(value)
    return value


def variant(value: Any, numbers: str = "x") -> tuple:
    """``(signature, value)`` for a Python value: bool b, int x (or ``numbers``), float d, str s,
    a tuple of four numbers (dddd), a list of str as, a dict a{sv}."""
    if isinstance(value, bool):
        return ("b", value)
    if isinstance(value, int):
        return (numbers, float(value) if numbers == "d" else value)
    if isinstance(value, float):
        return ("d", value)
    if isinstance(value, str):
        return ("s", value)
    if isinstance(value, tuple) and len(value) == 4 and all(isinstance(v, (int, float)) for v in value):
        return ("(dddd)", tuple(float(v) for v in value))
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return ("as", list(value))
    if isinstance(value, dict):
        return ("a{sv}", {str(k): variant(v, numbers) for k, v in value.items()})
    raise TypeError("no D-Bus type for %r: use bool, int, float, str, a tuple of four numbers, "
                    "a list of str or a dict" % (value,))
