"""Every bus name, object path, interface, member and error name the plugin uses, in one place.

A plain module of constants on purpose: it mirrors dbus/org.keyboardd.*.xml (docs/CONTRACT.md)
and is meant to be generated from those files later, so nothing here may depend on the rest of
the package. Signatures are D-Bus signatures of the *input* arguments: jeepney marshals by
signature, it does not introspect.
"""

# The daemon's well-known name and objects.
BUS_NAME = "org.keyboardd.Server1"
SERVER_PATH = "/org/keyboardd/Server1"
KEYBOARD_PATH = SERVER_PATH + "/keyboard"
APPS_PATH = SERVER_PATH + "/apps"

# keyboardd's interfaces.
SERVER_INTERFACE = "org.keyboardd.Server1"
CONTROL_INTERFACE = "org.keyboardd.Control1"
KEYBOARD_INTERFACE = "org.keyboardd.Keyboard1"
APP_INTERFACE = "org.keyboardd.App1"

# Standard interfaces keyboardd serves on every object.
PROPERTIES_INTERFACE = "org.freedesktop.DBus.Properties"
PEER_INTERFACE = "org.freedesktop.DBus.Peer"
OBJECT_MANAGER_INTERFACE = "org.freedesktop.DBus.ObjectManager"

# The message bus itself.
DBUS_NAME = "org.freedesktop.DBus"
DBUS_PATH = "/org/freedesktop/DBus"
DBUS_INTERFACE = "org.freedesktop.DBus"

# Members: (name, input signature).
GET = ("Get", "ss")
PING = ("Ping", "")
REGISTER_APP = ("RegisterApp", "sa{sv}")
NAME_HAS_OWNER = ("NameHasOwner", "s")
ADD_MATCH = ("AddMatch", "s")
NAME_OWNER_CHANGED = "NameOwnerChanged"            # signal of DBUS_INTERFACE: s name, s old, s new
INTERFACES_REMOVED = "InterfacesRemoved"          # signal of OBJECT_MANAGER_INTERFACE: o path, as

# org.keyboardd.App1: methods by name with their input signature, and its signals.
APP_METHODS = {
    "BecomeFirstResponder": "sa{sv}",
    "ResignFirstResponder": "",
    "ReloadInputViews": "",
    "SetInputAccessoryViewHeight": "d",
    "SetWindowFrame": "s(dddd)",
    "SetSnapshotCover": "b",
    "Report": "a{sv}",
    "Unregister": "",
}
KEYBOARD_NOTIFICATION = "KeyboardNotification"    # s name, a{sv} user_info
EDITING_NOTIFICATION = "EditingNotification"      # s name, s responder
LIFECYCLE_NOTIFICATION = "LifecycleNotification"  # s name

# org.keyboardd.Control1: every method by name with its input signature.
CONTROL_METHODS = {
    "LaunchApp": "s",
    "GoHome": "",
    "SwipeHomeIndicator": "",
    "ShowAlert": "s",
    "DismissAlert": "",
    "PresentSheet": "s",
    "DismissSheet": "",
    "SetInputMode": "s",
    "SetInputModeFromMenu": "s",
    "SetHardwareKeyboard": "b",
    "SetShortcutBarMinimized": "b",
    "SetOnScreenKeyboard": "b",
    "SetKeyboardMode": "s",
    "BeginKeyboardDrag": "",
    "EndKeyboardDrag": "d",
    "BeginInteractiveDismiss": "",
    "MoveInteractiveDismiss": "d",
    "EndInteractiveDismiss": "b",
    "Rotate": "s",
    "SetSplitView": "ssd",
    "MoveAppWindow": "s(dddd)",
    "TerminateApp": "s",
    "SetDevice": "s",
    "SetProfile": "s",
    "Configure": "a{sv}",         # keyboardd's newer Control1: device, era and settings in one step
    "SetQuirk": "sb",
    "SetSetting": "sv",
    "Advance": "t",
    "Settle": "",
    "Reset": "",
    "Trace": "t",
}

# Option keys of Server1.RegisterApp and Control1.Configure.
OPTION_LAUNCH = "Launch"
OPTION_WINDOW_FRAME = "WindowFrame"
OPTION_BACKGROUND_MODES = "BackgroundModes"
OPTION_DEVICE = "Device"
OPTION_PROFILE = "Profile"
OPTION_ORIENTATION = "Orientation"

# Properties the plugin reads itself.
VERSION_PROPERTY = "Version"

# Error names keyboardd answers with.
ERROR_PREFIX = "org.keyboardd.Server1.Error."
ERROR_UNKNOWN_APP = ERROR_PREFIX + "UnknownApp"
ERROR_APP_EXISTS = ERROR_PREFIX + "AppExists"
ERROR_NOT_SUPPORTED = ERROR_PREFIX + "NotSupported"
ERROR_WRONG_STATE = ERROR_PREFIX + "WrongState"
ERROR_LIMITS_EXCEEDED = ERROR_PREFIX + "LimitsExceeded"
ERROR_INVALID_ARGS = "org.freedesktop.DBus.Error.InvalidArgs"
ERROR_ACCESS_DENIED = "org.freedesktop.DBus.Error.AccessDenied"
ERROR_UNKNOWN_METHOD = "org.freedesktop.DBus.Error.UnknownMethod"
ERROR_UNKNOWN_OBJECT = "org.freedesktop.DBus.Error.UnknownObject"
ERROR_UNKNOWN_INTERFACE = "org.freedesktop.DBus.Error.UnknownInterface"
ERROR_UNKNOWN_PROPERTY = "org.freedesktop.DBus.Error.UnknownProperty"
ERROR_PROPERTY_READ_ONLY = "org.freedesktop.DBus.Error.PropertyReadOnly"

# What the bus answers a call to a name nobody owns any more (keyboardd exited).
ERROR_SERVICE_UNKNOWN = "org.freedesktop.DBus.Error.ServiceUnknown"
ERROR_NO_REPLY = "org.freedesktop.DBus.Error.NoReply"
ERROR_NAME_HAS_NO_OWNER = "org.freedesktop.DBus.Error.NameHasNoOwner"
