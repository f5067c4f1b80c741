/*
 * bus-baseline: the bus's own limit for keyboardd's traffic (BENCHMARKS.md).
 *
 * A window server with no model, in C on libdbus: it owns org.keyboardd.Server1 and answers the
 * calls the benchmark drives keyboardd with, sending for each keyboard change exactly the
 * messages keyboardd sends for it: one App1.KeyboardNotification unicast per registered app,
 * with the contract's userInfo (same keys, types and order), then one Keyboard1.Notification
 * broadcast naming the recipients. No PropertiesChanged, no lifecycle, no trace, no checks, and
 * each body marshalled once and copied per recipient: what is left is libdbus and dbus-daemon
 * routing, the floor keyboardd is measured against.
 *
 *   bus-baseline --bus ADDRESS [--properties]
 *
 * With --properties it also sends the PropertiesChanged signals keyboardd sends for the same
 * changes (Keyboard1, Server1 and the owner's App1 after the Wills, Keyboard1 after the Dids),
 * each marshalled once and copied: the bus traffic the contract adds to the baseline,
 * to tell keyboardd's own costs from those of the traffic it must send.
 *
 * Calls answered (any other method gets UnknownMethod):
 *   Server1.RegisterApp(s, a{sv}) -> o     the caller's connection receives that app's unicasts
 *   App1.BecomeFirstResponder(s, a{sv}) -> b   hidden keyboard: WillChangeFrame, WillShow
 *   App1.ResignFirstResponder() -> b           shown keyboard: WillChangeFrame, WillHide
 *   Control1.Settle() -> t, Control1.Advance(t)   the pending Dids (DidChangeFrame, DidShow/DidHide)
 *   Peer.Ping is answered by libdbus itself.
 *
 * The frames and timing are keyboardd's for the default device (iphone-x, portrait, en-US).
 */
#include <dbus/dbus.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BUS_NAME "org.keyboardd.Server1"
#define SERVER_PATH "/org/keyboardd/Server1"
#define KEYBOARD_PATH "/org/keyboardd/Server1/keyboard"
#define APPS_PREFIX "/org/keyboardd/Server1/apps/"
#define SERVER_IFACE "org.keyboardd.Server1"
#define CONTROL_IFACE "org.keyboardd.Control1"
#define KEYBOARD_IFACE "org.keyboardd.Keyboard1"
#define APP_IFACE "org.keyboardd.App1"

struct app {
    char *bundle_id;
    char *path;
    char *owner; /* unique name of the registering connection */
};

struct rect {
    double x, y, w, h;
};

static struct app *apps;
static size_t app_count, app_capacity;

/* Keyboard state: shown or not, the owner, the Dids still to come (0 none, 1 show, 2 hide). */
static int visible;
static size_t owner_index;
static int pending_did;
static uint64_t sequence;
static uint64_t now_ms;
static const struct rect shown_frame = {0, 479, 375, 333};
static const struct rect hidden_frame = {0, 812, 375, 333};
static struct rect notified_frame = {0, 812, 375, 333};
static const double duration = 0.25;
static const int32_t curve = 7;

static void die(const char *what) {
    fprintf(stderr, "bus-baseline: %s\n", what);
    exit(69);
}

/* The systemd escaping of the contract: every byte outside [A-Za-z0-9] becomes _xx. */
static char *app_path(const char *bundle_id) {
    size_t n = strlen(bundle_id);
    char *out = malloc(strlen(APPS_PREFIX) + 3 * n + 2);
    if (!out) die("out of memory");
    char *p = out + sprintf(out, "%s", APPS_PREFIX);
    if (n == 0) *p++ = '_';
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)bundle_id[i];
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) {
            *p++ = (char)c;
        } else {
            p += sprintf(p, "_%02x", c);
        }
    }
    *p = 0;
    return out;
}

static void append_rect_variant(DBusMessageIter *entry, const struct rect *r) {
    DBusMessageIter variant, fields;
    dbus_message_iter_open_container(entry, DBUS_TYPE_VARIANT, "(dddd)", &variant);
    dbus_message_iter_open_container(&variant, DBUS_TYPE_STRUCT, NULL, &fields);
    dbus_message_iter_append_basic(&fields, DBUS_TYPE_DOUBLE, &r->x);
    dbus_message_iter_append_basic(&fields, DBUS_TYPE_DOUBLE, &r->y);
    dbus_message_iter_append_basic(&fields, DBUS_TYPE_DOUBLE, &r->w);
    dbus_message_iter_append_basic(&fields, DBUS_TYPE_DOUBLE, &r->h);
    dbus_message_iter_close_container(&variant, &fields);
    dbus_message_iter_close_container(entry, &variant);
}

static void append_basic_variant(DBusMessageIter *entry, int type, const char *signature, const void *value) {
    DBusMessageIter variant;
    dbus_message_iter_open_container(entry, DBUS_TYPE_VARIANT, signature, &variant);
    dbus_message_iter_append_basic(&variant, type, value);
    dbus_message_iter_close_container(entry, &variant);
}

static DBusMessageIter open_entry(DBusMessageIter *dict, const char *key) {
    DBusMessageIter entry;
    dbus_message_iter_open_container(dict, DBUS_TYPE_DICT_ENTRY, NULL, &entry);
    dbus_message_iter_append_basic(&entry, DBUS_TYPE_STRING, &key);
    return entry;
}

/* (s name, a{sv} user_info) in keyboardd's key order (KeyboardContract's NotificationUserInfo.write). */
static void append_notification(DBusMessage *m, const char *name, const struct rect *begin, const struct rect *end,
                                int is_local, uint64_t seq, const char *owner, DBusMessageIter *args) {
    DBusMessageIter dict, entry;
    dbus_message_iter_init_append(m, args);
    dbus_message_iter_append_basic(args, DBUS_TYPE_STRING, &name);
    dbus_message_iter_open_container(args, DBUS_TYPE_ARRAY, "{sv}", &dict);

    entry = open_entry(&dict, "UIKeyboardFrameBeginUserInfoKey");
    append_rect_variant(&entry, begin);
    dbus_message_iter_close_container(&dict, &entry);

    entry = open_entry(&dict, "UIKeyboardFrameEndUserInfoKey");
    append_rect_variant(&entry, end);
    dbus_message_iter_close_container(&dict, &entry);

    entry = open_entry(&dict, "UIKeyboardAnimationDurationUserInfoKey");
    append_basic_variant(&entry, DBUS_TYPE_DOUBLE, "d", &duration);
    dbus_message_iter_close_container(&dict, &entry);

    entry = open_entry(&dict, "UIKeyboardAnimationCurveUserInfoKey");
    append_basic_variant(&entry, DBUS_TYPE_INT32, "i", &curve);
    dbus_message_iter_close_container(&dict, &entry);

    dbus_bool_t local = is_local ? TRUE : FALSE;
    entry = open_entry(&dict, "UIKeyboardIsLocalUserInfoKey");
    append_basic_variant(&entry, DBUS_TYPE_BOOLEAN, "b", &local);
    dbus_message_iter_close_container(&dict, &entry);

    entry = open_entry(&dict, "Sequence");
    append_basic_variant(&entry, DBUS_TYPE_UINT64, "t", &seq);
    dbus_message_iter_close_container(&dict, &entry);

    entry = open_entry(&dict, "Time");
    append_basic_variant(&entry, DBUS_TYPE_UINT64, "t", &now_ms);
    dbus_message_iter_close_container(&dict, &entry);

    entry = open_entry(&dict, "Owner");
    append_basic_variant(&entry, DBUS_TYPE_STRING, "s", &owner);
    dbus_message_iter_close_container(&dict, &entry);

    dbus_message_iter_close_container(args, &dict);
}

static DBusMessage *copy_as(DBusMessage *body, const char *iface, const char *member) {
    DBusMessage *m = dbus_message_copy(body);
    if (!m || !dbus_message_set_interface(m, iface) || !dbus_message_set_member(m, member)) die("out of memory");
    return m;
}

/* One notification: a unicast to every app in registration order, then the broadcast. The body
   is marshalled once per IsLocal value and copied for each signal, which then gets only the
   header fields it needs: adding a field to a copy is far cheaper in libdbus than marshalling a
   body or changing a field (keyboardd's SignalTemplate does the same). */
static void notify(DBusConnection *c, const char *name, const struct rect *end) {
    const char *owner = apps[owner_index].bundle_id;
    uint64_t seq = ++sequence;
    DBusMessageIter args;
    DBusMessage *bodies[2] = {NULL, NULL}, *unicasts[2] = {NULL, NULL};
    /* The IsLocal=false body only when another app is there to receive it. */
    for (int local = app_count > 1 ? 0 : 1; local < 2; local++) {
        bodies[local] = dbus_message_new(DBUS_MESSAGE_TYPE_SIGNAL);
        if (!bodies[local]) die("out of memory");
        append_notification(bodies[local], name, &notified_frame, end, local, seq, owner, &args);
        unicasts[local] = copy_as(bodies[local], APP_IFACE, "KeyboardNotification");
    }
    for (size_t i = 0; i < app_count; i++) {
        DBusMessage *m = dbus_message_copy(unicasts[i == owner_index]);
        if (!m || !dbus_message_set_path(m, apps[i].path) || !dbus_message_set_destination(m, apps[i].owner)) {
            die("out of memory");
        }
        dbus_connection_send(c, m, NULL);
        dbus_message_unref(m);
    }
    DBusMessage *b = copy_as(bodies[1], KEYBOARD_IFACE, "Notification");
    if (!dbus_message_set_path(b, KEYBOARD_PATH)) die("out of memory");
    DBusMessageIter recipients;
    dbus_message_iter_init_append(b, &args);
    dbus_message_iter_open_container(&args, DBUS_TYPE_ARRAY, "s", &recipients);
    for (size_t i = 0; i < app_count; i++) {
        dbus_message_iter_append_basic(&recipients, DBUS_TYPE_STRING, &apps[i].bundle_id);
    }
    dbus_message_iter_close_container(&args, &recipients);
    dbus_connection_send(c, b, NULL);
    dbus_message_unref(b);
    for (int local = 0; local < 2; local++) {
        if (bodies[local]) dbus_message_unref(bodies[local]);
        if (unicasts[local]) dbus_message_unref(unicasts[local]);
    }
    notified_frame = *end;
}

static void reply(DBusConnection *c, DBusMessage *call, int type, const void *value) {
    DBusMessage *r = dbus_message_new_method_return(call);
    if (!r) die("out of memory");
    if (type != DBUS_TYPE_INVALID) dbus_message_append_args(r, type, value, DBUS_TYPE_INVALID);
    dbus_connection_send(c, r, NULL);
    dbus_message_unref(r);
}

static void register_app(DBusConnection *c, DBusMessage *call) {
    const char *bundle_id = NULL;
    DBusMessageIter args;
    if (!dbus_message_iter_init(call, &args) || dbus_message_iter_get_arg_type(&args) != DBUS_TYPE_STRING) {
        DBusMessage *e = dbus_message_new_error(call, DBUS_ERROR_INVALID_ARGS, "expected (s, a{sv})");
        dbus_connection_send(c, e, NULL);
        dbus_message_unref(e);
        return;
    }
    dbus_message_iter_get_basic(&args, &bundle_id);
    if (app_count == app_capacity) {
        app_capacity = app_capacity ? 2 * app_capacity : 16;
        apps = realloc(apps, app_capacity * sizeof *apps);
        if (!apps) die("out of memory");
    }
    struct app *a = &apps[app_count++];
    a->bundle_id = strdup(bundle_id);
    a->path = app_path(bundle_id);
    a->owner = strdup(dbus_message_get_sender(call));
    /* The latest registered app is frontmost, as with keyboardd's default Launch=true. */
    owner_index = app_count - 1;
    const char *path = a->path;
    reply(c, call, DBUS_TYPE_OBJECT_PATH, &path);
}

static int with_properties;
/* Marshalled once per (object, state) and copied for each send: 0-2 shown, 3-5 hidden, 6 settled. */
static DBusMessage *property_signals[7];

static DBusMessage *properties_changed(const char *path, const char *iface, DBusMessageIter *dict, DBusMessageIter *args) {
    DBusMessage *m = dbus_message_new_signal(path, "org.freedesktop.DBus.Properties", "PropertiesChanged");
    if (!m) die("out of memory");
    dbus_message_iter_init_append(m, args);
    dbus_message_iter_append_basic(args, DBUS_TYPE_STRING, &iface);
    dbus_message_iter_open_container(args, DBUS_TYPE_ARRAY, "{sv}", dict);
    return m;
}

static void finish_properties(DBusMessageIter *dict, DBusMessageIter *args) {
    DBusMessageIter none;
    dbus_message_iter_close_container(args, dict);
    dbus_message_iter_open_container(args, DBUS_TYPE_ARRAY, "s", &none);
    dbus_message_iter_close_container(args, &none);
}

static void append_window(DBusMessageIter *array, const char *id, const char *kind, dbus_bool_t hidden, const struct rect *r) {
    DBusMessageIter window, frame;
    dbus_message_iter_open_container(array, DBUS_TYPE_STRUCT, NULL, &window);
    dbus_message_iter_append_basic(&window, DBUS_TYPE_STRING, &id);
    dbus_message_iter_append_basic(&window, DBUS_TYPE_STRING, &kind);
    dbus_message_iter_append_basic(&window, DBUS_TYPE_BOOLEAN, &hidden);
    dbus_message_iter_open_container(&window, DBUS_TYPE_STRUCT, NULL, &frame);
    dbus_message_iter_append_basic(&frame, DBUS_TYPE_DOUBLE, &r->x);
    dbus_message_iter_append_basic(&frame, DBUS_TYPE_DOUBLE, &r->y);
    dbus_message_iter_append_basic(&frame, DBUS_TYPE_DOUBLE, &r->w);
    dbus_message_iter_append_basic(&frame, DBUS_TYPE_DOUBLE, &r->h);
    dbus_message_iter_close_container(&window, &frame);
    dbus_message_iter_close_container(array, &window);
}

/* The values keyboardd publishes when the keyboard shows (shown=1) or hides over the owner. */
static void build_properties(int shown) {
    const struct rect screen = {0, 0, 375, 812}, zero = {0, 0, 0, 0};
    const struct rect *frame = shown ? &shown_frame : &hidden_frame;
    const char *owner = shown ? apps[owner_index].bundle_id : "";
    const char *responder = shown ? "field" : "";
    dbus_bool_t yes = TRUE, no = FALSE, visible_now = shown ? TRUE : FALSE;
    DBusMessageIter args, dict, entry, variant, windows;

    DBusMessage *k = properties_changed(KEYBOARD_PATH, KEYBOARD_IFACE, &dict, &args);
    entry = open_entry(&dict, "Visible");
    append_basic_variant(&entry, DBUS_TYPE_BOOLEAN, "b", &visible_now);
    dbus_message_iter_close_container(&dict, &entry);
    entry = open_entry(&dict, "Frame");
    append_rect_variant(&entry, frame);
    dbus_message_iter_close_container(&dict, &entry);
    entry = open_entry(&dict, "Owner");
    append_basic_variant(&entry, DBUS_TYPE_STRING, "s", &owner);
    dbus_message_iter_close_container(&dict, &entry);
    entry = open_entry(&dict, "Animating");
    append_basic_variant(&entry, DBUS_TYPE_BOOLEAN, "b", &yes);
    dbus_message_iter_close_container(&dict, &entry);
    finish_properties(&dict, &args);

    DBusMessage *srv = properties_changed(SERVER_PATH, SERVER_IFACE, &dict, &args);
    entry = open_entry(&dict, "KeyboardOwner");
    append_basic_variant(&entry, DBUS_TYPE_STRING, "s", &owner);
    dbus_message_iter_close_container(&dict, &entry);
    finish_properties(&dict, &args);

    DBusMessage *app = properties_changed(apps[owner_index].path, APP_IFACE, &dict, &args);
    entry = open_entry(&dict, "FirstResponder");
    append_basic_variant(&entry, DBUS_TYPE_STRING, "s", &responder);
    dbus_message_iter_close_container(&dict, &entry);
    entry = open_entry(&dict, "Windows");
    dbus_message_iter_open_container(&entry, DBUS_TYPE_VARIANT, "a(ssb(dddd))", &variant);
    dbus_message_iter_open_container(&variant, DBUS_TYPE_ARRAY, "(ssb(dddd))", &windows);
    append_window(&windows, "app", "app", no, &screen);
    append_window(&windows, "textEffects", "textEffects", no, &screen);
    append_window(&windows, "keyboard-1", "keyboard", shown ? no : yes, &shown_frame);
    dbus_message_iter_close_container(&variant, &windows);
    dbus_message_iter_close_container(&entry, &variant);
    dbus_message_iter_close_container(&dict, &entry);
    entry = open_entry(&dict, "KeyboardOverlap");
    append_rect_variant(&entry, shown ? &shown_frame : &zero);
    dbus_message_iter_close_container(&dict, &entry);
    finish_properties(&dict, &args);

    property_signals[shown ? 0 : 3] = k;
    property_signals[shown ? 1 : 4] = srv;
    property_signals[shown ? 2 : 5] = app;
}

static void send_copy(DBusConnection *c, DBusMessage *m) {
    DBusMessage *copy = dbus_message_copy(m);
    if (!copy) die("out of memory");
    dbus_connection_send(c, copy, NULL);
    dbus_message_unref(copy);
}

/* After the first Will of a show or hide: Keyboard1, Server1, the owner's App1. */
static void publish_change(DBusConnection *c, int shown) {
    if (!with_properties) return;
    if (!property_signals[shown ? 0 : 3]) build_properties(shown);
    for (int i = 0; i < 3; i++) send_copy(c, property_signals[(shown ? 0 : 3) + i]);
}

/* After the Dids: Keyboard1's Animating false. */
static void publish_settled(DBusConnection *c) {
    if (!with_properties) return;
    if (!property_signals[6]) {
        DBusMessageIter args, dict, entry;
        dbus_bool_t no = FALSE;
        DBusMessage *k = properties_changed(KEYBOARD_PATH, KEYBOARD_IFACE, &dict, &args);
        entry = open_entry(&dict, "Animating");
        append_basic_variant(&entry, DBUS_TYPE_BOOLEAN, "b", &no);
        dbus_message_iter_close_container(&dict, &entry);
        finish_properties(&dict, &args);
        property_signals[6] = k;
    }
    send_copy(c, property_signals[6]);
}

static void run_dids(DBusConnection *c) {
    if (pending_did == 0) return;
    now_ms += 250;
    const struct rect *frame = pending_did == 1 ? &shown_frame : &hidden_frame;
    notify(c, "UIKeyboardDidChangeFrameNotification", frame);
    notify(c, pending_did == 1 ? "UIKeyboardDidShowNotification" : "UIKeyboardDidHideNotification", frame);
    publish_settled(c);
    pending_did = 0;
}

static DBusHandlerResult handle(DBusConnection *c, DBusMessage *m, void *data) {
    (void)data;
    if (dbus_message_get_type(m) != DBUS_MESSAGE_TYPE_METHOD_CALL) return DBUS_HANDLER_RESULT_NOT_YET_HANDLED;
    const char *iface = dbus_message_get_interface(m);
    const char *member = dbus_message_get_member(m);
    const char *path = dbus_message_get_path(m);
    if (!iface || !member || !path) return DBUS_HANDLER_RESULT_NOT_YET_HANDLED;
    dbus_bool_t yes = TRUE;

    if (strcmp(iface, SERVER_IFACE) == 0 && strcmp(member, "RegisterApp") == 0) {
        register_app(c, m);
    } else if (strcmp(iface, APP_IFACE) == 0 && strcmp(member, "BecomeFirstResponder") == 0) {
        size_t before = owner_index;
        for (size_t i = 0; i < app_count; i++) {
            if (strcmp(apps[i].path, path) == 0) owner_index = i;
        }
        if (owner_index != before) { /* the cached property signals name the owner */
            for (int i = 0; i < 6; i++) {
                if (property_signals[i]) dbus_message_unref(property_signals[i]);
                property_signals[i] = NULL;
            }
        }
        if (!visible) {
            run_dids(c); /* a new announcement supersedes nothing here: the Dids come first */
            visible = 1;
            notify(c, "UIKeyboardWillChangeFrameNotification", &shown_frame);
            publish_change(c, 1);
            notify(c, "UIKeyboardWillShowNotification", &shown_frame);
            pending_did = 1;
        }
        reply(c, m, DBUS_TYPE_BOOLEAN, &yes);
    } else if (strcmp(iface, APP_IFACE) == 0 && strcmp(member, "ResignFirstResponder") == 0) {
        if (visible) {
            run_dids(c);
            visible = 0;
            notify(c, "UIKeyboardWillChangeFrameNotification", &hidden_frame);
            publish_change(c, 0);
            notify(c, "UIKeyboardWillHideNotification", &hidden_frame);
            pending_did = 2;
        }
        reply(c, m, DBUS_TYPE_BOOLEAN, &yes);
    } else if (strcmp(iface, CONTROL_IFACE) == 0 && strcmp(member, "Settle") == 0) {
        run_dids(c);
        reply(c, m, DBUS_TYPE_UINT64, &now_ms);
    } else if (strcmp(iface, CONTROL_IFACE) == 0 && strcmp(member, "Advance") == 0) {
        run_dids(c);
        reply(c, m, DBUS_TYPE_INVALID, NULL);
    } else {
        DBusMessage *e = dbus_message_new_error(m, DBUS_ERROR_UNKNOWN_METHOD, "not part of the baseline");
        dbus_connection_send(c, e, NULL);
        dbus_message_unref(e);
    }
    return DBUS_HANDLER_RESULT_HANDLED;
}

int main(int argc, char **argv) {
    const char *address = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--bus") == 0 && i + 1 < argc) address = argv[i + 1];
        if (strcmp(argv[i], "--properties") == 0) with_properties = 1;
    }
    if (!address) {
        fprintf(stderr, "usage: bus-baseline --bus ADDRESS [--properties]\n");
        return 64;
    }
    DBusError error;
    dbus_error_init(&error);
    DBusConnection *c = dbus_connection_open_private(address, &error);
    if (!c || !dbus_bus_register(c, &error)) die(error.message ? error.message : "cannot connect");
    dbus_connection_set_exit_on_disconnect(c, FALSE);
    if (!dbus_connection_add_filter(c, handle, NULL, NULL)) die("out of memory");
    int owned = dbus_bus_request_name(c, BUS_NAME, DBUS_NAME_FLAG_DO_NOT_QUEUE, &error);
    if (owned != DBUS_REQUEST_NAME_REPLY_PRIMARY_OWNER) die("the name is taken");
    /* Runs until the bus goes away (the benchmark stops the process by PID). */
    while (dbus_connection_read_write_dispatch(c, -1)) {
    }
    dbus_connection_close(c);
    dbus_connection_unref(c);
    return 0;
}
