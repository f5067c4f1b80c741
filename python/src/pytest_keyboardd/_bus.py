"""One blocking jeepney connection to the private bus, with the bench's deadline on every wait.

Everything is synchronous: a call sends and reads until its reply, and whatever else arrives
first (the signals keyboardd sent this connection before answering) goes into the queues of the
connection's filters, in arrival order. Nothing runs between calls, so there is no event loop.
"""
from __future__ import annotations

import select
import time
from collections import deque
from typing import Any, Deque, Optional, Sequence

from jeepney import DBusAddress, HeaderFields, MatchRule, Message, MessageType, new_method_call
from jeepney.io.blocking import DBusConnection, open_dbus_connection

from . import _contract as c
from ._errors import KeyboarddError
from ._values import plain_body, split_signature, to_dbus


class Connection:
    """A connection of its own to the bus at ``address``: the test's, or one app's process."""

    def __init__(self, address: str, timeout: float) -> None:
        self.timeout = timeout
        self._connection: Optional[DBusConnection] = open_dbus_connection(address, auth_timeout=timeout)
        self.unique_name: str = self._connection.unique_name

    @property
    def closed(self) -> bool:
        return self._connection is None

    def call(self, path: str, interface: str, member: str, signature: str = "", args: Sequence[Any] = (),
             destination: str = c.BUS_NAME, numbers: str = "x") -> tuple:
        """Calls ``member`` and returns the reply's body as plain Python. ``args`` are plain
        Python values, marshalled as ``signature`` asks. An error reply raises KeyboarddError."""
        types = split_signature(signature)
        if len(args) != len(types):
            raise TypeError("%s.%s takes %d arguments (%s), got %d" % (interface, member, len(types), signature, len(args)))
        body = tuple(to_dbus(a, s, numbers) for a, s in zip(args, types))
        message = new_method_call(DBusAddress(path, destination, interface), member, signature or None, body)
        try:
            reply = self._open().send_and_get_reply(message, timeout=self.timeout)
        except TimeoutError:
            raise TimeoutError("no reply to %s.%s from %s within %g s" % (
                interface, member, destination, self.timeout)) from None
        return _unwrap(reply)

    def get_property(self, path: str, interface: str, name: str) -> Any:
        return self.call(path, c.PROPERTIES_INTERFACE, c.GET[0], c.GET[1], (interface, name))[0]

    def ping(self) -> None:
        """A round trip to keyboardd: once its answer is read, so is everything keyboardd sent
        this connection before it (a bus delivers one sender's messages in order)."""
        self.call(c.SERVER_PATH, c.PEER_INTERFACE, c.PING[0], c.PING[1])

    def bus_call(self, member: str, signature: str, *args: Any) -> tuple:
        """A call to the message bus itself (AddMatch, NameHasOwner)."""
        return self.call(c.DBUS_PATH, c.DBUS_INTERFACE, member, signature, args, destination=c.DBUS_NAME)

    def queue(self, rule: MatchRule) -> Deque[Message]:
        """An unbounded queue that receives, in order, every incoming message ``rule`` matches.
        Only the client side: a broadcast also needs ``bus_call("AddMatch", ...)``."""
        queue: Deque[Message] = deque()
        self._open().filter(rule, queue=queue)
        return queue

    def wait(self, queue: Deque[Message], what: str, exited_fd: Optional[int] = None) -> bool:
        """Reads until ``queue`` has a message (True) or the file descriptor ``exited_fd`` (a
        process's pidfd) is readable, i.e. that process ended (False); TimeoutError at the
        deadline. Blocks in select() on both, so an exit is noticed at once, without polling."""
        connection = self._open()
        deadline = time.monotonic() + self.timeout
        while not queue:
            try:   # what jeepney already buffered, or what the socket has now
                connection.recv_messages(timeout=0)
                continue
            except TimeoutError:
                pass
            left = deadline - time.monotonic()
            watched = [connection.sock] + ([exited_fd] if exited_fd is not None else [])
            ready = select.select(watched, [], [], max(left, 0))[0] if left > 0 else []
            if not ready:
                raise TimeoutError("no %s within %g s" % (what, self.timeout))
            if exited_fd in ready and connection.sock not in ready:
                return False
        return True

    def close(self) -> None:
        if self._connection is not None:
            self._connection.close()
            self._connection = None

    def _open(self) -> DBusConnection:
        if self._connection is None:
            raise RuntimeError("this connection is closed")
        return self._connection


def _unwrap(reply: Message) -> tuple:
    signature = reply.header.fields.get(HeaderFields.signature, "")
    if reply.header.message_type == MessageType.error:
        name = reply.header.fields.get(HeaderFields.error_name, "")
        text = reply.body[0] if reply.body and isinstance(reply.body[0], str) else ""
        raise KeyboarddError(name, text)
    return plain_body(reply.body, signature)


def signal_args(message: Message) -> tuple:
    """A signal's arguments as plain Python."""
    return plain_body(message.body, message.header.fields.get(HeaderFields.signature, ""))
