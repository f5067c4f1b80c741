"""Helpers for the plugin's own tests. The plugin itself is not loaded here: pytest loads it
through the installed package's pytest11 entry point, as it would in a user's suite."""
from __future__ import annotations

import os
import select
from typing import Callable

import pytest


def _ended_now(pid: int) -> bool:
    """True once the process no longer runs: gone, or a zombie nobody has reaped yet."""
    try:
        with open("/proc/%d/stat" % pid) as file:
            state = file.read().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return True
    return state in ("Z", "X")


def wait_ended(pid: int, timeout: float = 20) -> bool:
    """Waits, by PID, until the process has ended or the deadline passes; True if it ended.
    A pidfd becomes readable when its process ends, so this blocks in select(), no polling."""
    try:
        fd = os.pidfd_open(pid)
    except ProcessLookupError:
        return True
    try:
        select.select([fd], [], [], timeout)
    finally:
        os.close(fd)
    return _ended_now(pid)


@pytest.fixture
def ended() -> Callable[..., bool]:
    """``ended(pid, timeout=20)``: True once process ``pid`` has ended, waiting up to ``timeout``."""
    return wait_ended
