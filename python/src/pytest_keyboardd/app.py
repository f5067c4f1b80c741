"""An app: a connection of its own to the bench's bus, as an iOS app's process, and every
notification keyboardd sent it."""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Dict, List, Optional, Tuple

from jeepney import HeaderFields, MatchRule

from . import _contract as c
from ._bus import Connection, signal_args
from .control import snake

if TYPE_CHECKING:
    from .bench import KeyboarddBench

KEYBOARD = "keyboard"
EDITING = "editing"
LIFECYCLE = "lifecycle"
_KINDS = {c.KEYBOARD_NOTIFICATION: KEYBOARD, c.EDITING_NOTIFICATION: EDITING, c.LIFECYCLE_NOTIFICATION: LIFECYCLE}
# BecomeFirstResponder's traits by their snake_case names too (input_accessory_view_height), as
# Control1's methods are named in Python.
_TRAITS = {snake(name): name for name in c.BECOME_FIRST_RESPONDER_TRAITS_KEYS}


class Notification:
    """One notification an app received: ``kind`` "keyboard", "editing" or "lifecycle", UIKit's
    ``name`` (``UIKeyboardWillShowNotification``), ``short`` (``WillShow``,
    ``TextFieldDidBeginEditing``), for keyboard ones the ``user_info`` as Python values (frames as
    tuples of four floats), for editing ones the ``responder``'s name."""

    def __init__(self, kind: str, name: str, user_info: Optional[Dict[str, Any]] = None,
                 responder: Optional[str] = None) -> None:
        self.kind = kind
        self.name = name
        self.user_info: Dict[str, Any] = user_info or {}
        self.responder = responder

    @property
    def short(self) -> str:
        return re.sub(r"^UI(Keyboard|Application)?|(?<=Field)Text|(?<=View)Text|Notification$", "", self.name)

    @property
    def is_local(self) -> Optional[bool]:
        """UIKeyboardIsLocalUserInfoKey; None where the userInfo has no such key (iOS 8)."""
        return self.user_info.get("UIKeyboardIsLocalUserInfoKey")

    @property
    def frame_begin(self) -> Optional[tuple]:
        return self.user_info.get("UIKeyboardFrameBeginUserInfoKey")

    @property
    def frame_end(self) -> Optional[tuple]:
        return self.user_info.get("UIKeyboardFrameEndUserInfoKey")

    @property
    def center_begin(self) -> Optional[tuple]:
        """UIKeyboardCenterBeginUserInfoKey: the middle of the begin frame, ``(x, y)``."""
        return self.user_info.get("UIKeyboardCenterBeginUserInfoKey")

    @property
    def center_end(self) -> Optional[tuple]:
        """UIKeyboardCenterEndUserInfoKey: the middle of the end frame, ``(x, y)``."""
        return self.user_info.get("UIKeyboardCenterEndUserInfoKey")

    @property
    def bounds(self) -> Optional[tuple]:
        """UIKeyboardBoundsUserInfoKey: ``(0, 0, width, height)`` of the end frame."""
        return self.user_info.get("UIKeyboardBoundsUserInfoKey")

    @property
    def sequence(self) -> Optional[int]:
        return self.user_info.get("Sequence")

    def __repr__(self) -> str:
        if self.kind == LIFECYCLE:
            return "<%s>" % self.short
        if self.kind == EDITING:
            return "<%s %s>" % (self.short, self.responder)
        return "<%s %s end=%s seq=%s>" % (self.short, "local" if self.is_local else "not local",
                                          self.frame_end, self.sequence)


def _notification(member: str, args: tuple) -> Notification:
    kind = _KINDS[member]
    if kind == KEYBOARD:
        return Notification(kind, args[0], user_info=args[1])
    if kind == EDITING:
        return Notification(kind, args[0], responder=args[1])
    return Notification(kind, args[0])


class App:
    """One app registered over a connection of its own (``KeyboarddBench.app``). ``notifications``
    holds everything it received, in order, up to the last call through the bench."""

    def __init__(self, bench: "KeyboarddBench", bundle_id: str, options: Dict[str, Any]) -> None:
        self.bench = bench
        self.bundle_id = bundle_id
        self.notifications: List[Notification] = []
        if bench.address is None:
            raise RuntimeError("the bench is not started (or was stopped): call start(), or use it with `with`")
        self.connection = Connection(bench.address, bench.timeout)
        # Filtered before registering, so that DidFinishLaunching is not missed. keyboardd sends
        # App1's signals to this connection alone (unicast): every one is this app's, and the
        # bus delivers them without a match rule.
        self._received = self.connection.queue(MatchRule(type="signal", interface=c.APP_INTERFACE))
        try:
            self.path: str = bench.call(self.connection, c.SERVER_PATH, c.SERVER_INTERFACE, *c.REGISTER_APP,
                                        (bundle_id, options))[0]
        except BaseException:
            self.connection.close()
            raise
        self._take_received()

    def _take_received(self) -> None:
        while self._received:
            message = self._received.popleft()
            member = message.header.fields.get(HeaderFields.member)
            if member in _KINDS:
                self.notifications.append(_notification(member, signal_args(message)))

    def _synchronize(self) -> None:
        """A round trip to keyboardd on this app's connection: what keyboardd sent this app
        before it answers arrives ahead of the answer, so once the answer is read, every
        notification sent before it is in ``notifications``."""
        if not self.connection.closed:
            self.bench.call(self.connection, c.SERVER_PATH, c.PEER_INTERFACE, *c.PING, ())
            self._take_received()

    def _do(self, member: Tuple[str, str], *args: Any, numbers: str = "x") -> Any:
        """``member``: one of App1's methods as ``_contract`` names it, (name, input signature)."""
        try:
            result = self.bench.call(self.connection, self.path, c.APP_INTERFACE, *member, args, numbers=numbers)
            return result[0] if len(result) == 1 else None
        finally:
            self._take_received()
            self.bench.sync()

    # What has been received.
    def mark(self) -> int:
        """A place in ``notifications``, for ``since``."""
        return len(self.notifications)

    def since(self, mark: int = 0, kind: Optional[str] = None) -> List[Notification]:
        return [n for n in self.notifications[mark:] if kind is None or n.kind == kind]

    def names(self, mark: int = 0, kind: Optional[str] = None) -> List[str]:
        """Short names (``WillShow``, ``DidBecomeActive``) since ``mark``."""
        return [n.short for n in self.since(mark, kind)]

    def keyboard_notifications(self, mark: int = 0) -> List[Notification]:
        return self.since(mark, KEYBOARD)

    def editing_notifications(self, mark: int = 0) -> List[Notification]:
        return self.since(mark, EDITING)

    # App1's calls, on the app's own connection (only it may make them).
    def become_first_responder(self, responder: str, **traits: Any) -> bool:
        """``traits`` in snake_case (``input_accessory_view_height=44``, ``kind="textView"``) or by
        the contract's names (``InputAccessoryViewHeight=44``); integers go as doubles, as the
        contract's numeric traits are. A name neither knows goes as it is, for keyboardd to refuse
        with the list of its traits."""
        named = {_TRAITS.get(name, name): value for name, value in traits.items()}
        if len(named) < len(traits):
            raise TypeError("become_first_responder got a trait twice, by both its names: %s" % ", ".join(sorted(traits)))
        return self._do(c.BECOME_FIRST_RESPONDER, responder, named, numbers="d")

    def resign_first_responder(self) -> bool:
        return self._do(c.RESIGN_FIRST_RESPONDER)

    def reload_input_views(self) -> None:
        return self._do(c.RELOAD_INPUT_VIEWS)

    def set_input_accessory_view_height(self, height: float) -> None:
        return self._do(c.SET_INPUT_ACCESSORY_VIEW_HEIGHT, height)

    def set_window_frame(self, window_id: str, frame: tuple) -> None:
        return self._do(c.SET_WINDOW_FRAME, window_id, frame)

    def set_snapshot_cover(self, covered: bool) -> None:
        return self._do(c.SET_SNAPSHOT_COVER, covered)

    def report(self, **facts: Any) -> None:
        return self._do(c.REPORT, facts)

    def unregister(self) -> None:
        return self._do(c.UNREGISTER)

    # App1's properties, read on the test's connection.
    def get_property(self, name: str) -> Any:
        return self.bench.get_property(self.path, c.APP_INTERFACE, name)

    @property
    def state(self) -> str:
        return self.get_property(c.STATE_PROPERTY)

    @property
    def first_responder(self) -> str:
        return self.get_property(c.FIRST_RESPONDER_PROPERTY)

    @property
    def keyboard_overlap(self) -> tuple:
        return self.get_property(c.KEYBOARD_OVERLAP_PROPERTY)

    def close(self) -> None:
        """The app's process goes away: its connection closes, and this returns once keyboardd
        has noticed (the app's object is removed), so the next call sees the app gone."""
        self.bench._close_app(self, wait=True)

    def __repr__(self) -> str:
        return "<App %s: %s>" % (self.bundle_id, self.notifications)
