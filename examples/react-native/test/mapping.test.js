'use strict';
// toReactNativeEvents over the committed real replay files: every event checked against the
// numbers of the notification it came from, read here straight from the file.

const { test } = require('node:test');
const assert = require('node:assert/strict');
const { toReactNativeEvents, loadCorpusReplay, corpusStories } = require('../keyboardd-rn');

// A fresh copy per call: some tests change a real file to reach a case no story has.
// Stories of keyboardd's generated corpus (Sources/Client/KeyboardFixtures/Corpus), by id and app.
const load = (id, app) => loadCorpusReplay(id, app);

// Every app's file of every story in the corpus: the mapping holds for all that keyboardd plays.
const FIXTURES = corpusStories().flatMap((story) => story.apps.map((app) => [story.id, app]));

// RCTKeyboardObserver.mm, -startObserving: written out again here, not imported, so that a
// wrong table in lib/ fails these tests.
const RN_NAMES = {
  UIKeyboardWillShowNotification: 'keyboardWillShow',
  UIKeyboardDidShowNotification: 'keyboardDidShow',
  UIKeyboardWillHideNotification: 'keyboardWillHide',
  UIKeyboardDidHideNotification: 'keyboardDidHide',
  UIKeyboardWillChangeFrameNotification: 'keyboardWillChangeFrame',
  UIKeyboardDidChangeFrameNotification: 'keyboardDidChangeFrame',
};

const value = (entry, key) => entry.userInfo[key];
const metrics = ([x, y, width, height]) => ({ screenX: x, screenY: y, width, height });

for (const [id, app] of FIXTURES) {
  const name = `${id} ${app}`;
  test(`${name}: one event per keyboard notification, in the file's order, at its time since start`, () => {
    const file = load(id, app);
    const keyboard = file.notifications.filter((n) => n.kind === 'keyboard');
    const others = file.notifications.filter((n) => n.kind !== 'keyboard');
    // Some clean stories leave an app without a keyboard notification (K7 on ideal), and a
    // stretch of a story may hold only keyboard notifications: the file is never empty.
    assert.ok(keyboard.length + others.length > 0, 'the file has notifications');
    const events = toReactNativeEvents(file);
    assert.equal(events.length, keyboard.length);
    events.forEach((event, i) => {
      assert.equal(event.record, keyboard[i].record);
      assert.equal(event.notification, keyboard[i].name);
      assert.equal(event.name, RN_NAMES[keyboard[i].name]);
      assert.equal(event.time, keyboard[i].time - file.start);
    });
  });

  test(`${name}: coordinates, duration in ms, easing, isEventFromThisApp from the userInfo`, () => {
    const file = load(id, app);
    // Whether the app was in the background when each keyboard notification came: RN's key
    // window is nil then, and a rect converted by nil is all zeros.
    let background = false;
    const keyboard = [];
    for (const n of file.notifications) {
      if (n.kind === 'lifecycle' && typeof n.applicationState === 'string') background = n.applicationState === 'background';
      if (n.kind === 'keyboard') keyboard.push({ entry: n, background });
    }
    const [wx, wy] = file.windowFrame ?? [0, 0, 0, 0];
    const converted = (rect, inBackground) => (inBackground
      ? metrics([0, 0, 0, 0]) : metrics([rect[0] - wx, rect[1] - wy, rect[2], rect[3]]));
    const events = toReactNativeEvents(file);
    assert.equal(events.length, keyboard.length);
    events.forEach((event, i) => {
      const { entry, background: inBackground } = keyboard[i];
      assert.deepEqual(event.body.startCoordinates, converted(value(entry, 'UIKeyboardFrameBeginUserInfoKey').rect, inBackground));
      assert.deepEqual(event.body.endCoordinates, converted(value(entry, 'UIKeyboardFrameEndUserInfoKey').rect, inBackground));
      // iOS 5 to 7's Dids have no duration or curve (O1): [nil doubleValue] and [nil integerValue]
      // are 0. The keyboard's own curve is 7 from iOS 7, 0 (ease in-out) on iOS 5 and 6.
      const duration = value(entry, 'UIKeyboardAnimationDurationUserInfoKey');
      assert.equal(event.body.duration, duration === undefined ? 0 : duration.double * 1000);
      const curve = value(entry, 'UIKeyboardAnimationCurveUserInfoKey');
      const curveValue = curve === undefined ? 0 : curve.int;
      assert.ok(curveValue === 7 || curveValue === 0, `curve ${curveValue}`);
      assert.equal(event.body.easing, curveValue === 7 ? 'keyboard' : 'easeInEaseOut');
      // iOS 8 has no IsLocal key: [nil integerValue] is 0, so false.
      const isLocal = value(entry, 'UIKeyboardIsLocalUserInfoKey');
      assert.equal(event.body.isEventFromThisApp, isLocal === undefined ? false : isLocal.bool);
      assert.deepEqual(Object.keys(event.body).sort(), [
        'duration', 'easing', 'endCoordinates', 'isEventFromThisApp', 'startCoordinates',
      ]);
    });
  });
}

test('K3: Notes\' keyboard reaches the inactive Ike with isEventFromThisApp false, its own with true', () => {
  const file = load('switch-with-keyboard/ios13.iphone-x', 'com.southpark.ike');
  const events = toReactNativeEvents(file);
  const owners = file.notifications.filter((n) => n.kind === 'keyboard').map((n) => n.userInfo.Owner.string);
  assert.ok(owners.includes('com.southpark.ike') && owners.includes('com.apple.mobilenotes'));
  events.forEach((event, i) => assert.equal(event.body.isEventFromThisApp, owners[i] === file.app));

  const notesShow = events.find((e) => e.name === 'keyboardWillShow' && !e.body.isEventFromThisApp);
  assert.deepEqual(
    { time: notesShow.time, end: notesShow.body.endCoordinates, duration: notesShow.body.duration },
    { time: 5850, end: { screenX: 0, screenY: 477, width: 375, height: 335 }, duration: 250 },
  );
  // Ike's own keyboard went first: shown, then hidden on the way out (K2).
  assert.deepEqual(
    events.filter((e) => e.body.isEventFromThisApp).map((e) => e.name),
    ['keyboardWillChangeFrame', 'keyboardWillShow', 'keyboardDidChangeFrame', 'keyboardDidShow',
      'keyboardWillChangeFrame', 'keyboardWillHide', 'keyboardDidChangeFrame', 'keyboardDidHide'],
  );
});

test('N6 cross-fade on ios26: the hide ends at an empty rect at y 0, over 383 ms', () => {
  const events = toReactNativeEvents(load('cross-fade-hide/ios26.iphone-16-pro', 'com.southpark.ike'));
  const hide = events.find((e) => e.name === 'keyboardWillHide');
  assert.deepEqual(hide.body.endCoordinates, { screenX: 0, screenY: 0, width: 402, height: 0 });
  assert.equal(hide.body.duration, 383);
  // The story then switches to ideal: its next show comes up from below the screen with its own
  // size (C15), not from that empty rect, over 250 ms.
  const ideal = toReactNativeEvents(load('cross-fade-hide/ideal.iphone-16-pro', 'com.southpark.ike'));
  const nextShow = ideal.find((e) => e.name === 'keyboardWillShow');
  assert.deepEqual(nextShow.body.startCoordinates, { screenX: 0, screenY: 874, width: 402, height: 336 });
  assert.equal(nextShow.body.duration, 250);
});

test('N10 third-party keyboard: three WillShows per show; on ios13 the first ends at zero height', () => {
  // The story switches era twice: one corpus story per era. iOS 26's steps scale with the
  // iPhone 11's keyboard (KeyboardKit #971's 364 and 347 are taken as the iPhone 16 Pro's).
  const heights = (era) => toReactNativeEvents(load(`third-party-keyboard/${era}.iphone-11`, 'com.southpark.ike'))
    .filter((e) => e.name === 'keyboardWillShow').map((e) => e.body.endCoordinates.height);
  assert.deepEqual([heights('ios26'), heights('ios13'), heights('ideal')], [[375, 357, 259], [0, 216, 259], [259]]);
  const events = toReactNativeEvents(load('third-party-keyboard/ios13.iphone-11', 'com.southpark.ike'));
  const zero = events.find((e) => e.name === 'keyboardWillShow' && e.body.endCoordinates.height === 0);
  assert.deepEqual(zero.body.endCoordinates, { screenX: 0, screenY: 896, width: 414, height: 0 });
});

test('P1, P2 floating iPad keyboard: a Hide as it floats, then (0, 0, 0, 0) while dragged', () => {
  const events = toReactNativeEvents(load('floating-keyboard/ios13.ipad-pro-11', 'com.example.ipad'));
  const hide = events.find((e) => e.name === 'keyboardWillHide');
  // C2: the Hide ends at the docked rect pushed down until a bar's height is left on screen.
  assert.deepEqual(hide.body.endCoordinates, { screenX: 0, screenY: 1139, width: 834, height: 340 });
  const afterHide = events.filter((e) => e.time > hide.time).map((e) => [e.name, e.body.endCoordinates]);
  assert.deepEqual(afterHide.slice(-3), [
    ['keyboardWillChangeFrame', { screenX: 0, screenY: 0, width: 0, height: 0 }],
    ['keyboardWillChangeFrame', { screenX: 20, screenY: 300, width: 320, height: 253 }],
    ['keyboardDidChangeFrame', { screenX: 20, screenY: 300, width: 320, height: 253 }],
  ]);
});

test('Stage Manager: frames move into the key window (RN after PR 48131), or stay on the screen', () => {
  const file = load('stage-manager-window/ios26.ipad-pro-11', 'com.example.sidecar');
  // The scenario places sidecar's window at (434, 600, 400, 594) after the file's start.
  const sidecarWindow = [434, 600, 400, 594];
  const windowed = toReactNativeEvents(file, { windowFrame: sidecarWindow });
  const screen = toReactNativeEvents(file, { frames: 'screen', windowFrame: sidecarWindow });
  const asStarted = toReactNativeEvents(file);
  // The corpus plays each story on a keyboardd of its own: its clock starts at 0.
  assert.equal(file.start, 0);
  assert.equal(windowed[0].time, 5350);
  assert.deepEqual(windowed[1].body.endCoordinates, { screenX: 0 - 434, screenY: 854 - 600, width: 834, height: 340 });
  assert.deepEqual(windowed[1].body.startCoordinates, { screenX: -434, screenY: 1194 - 600, width: 834, height: 340 });
  assert.deepEqual(screen[1].body.endCoordinates, { screenX: 0, screenY: 854, width: 834, height: 340 });
  // The file's own windowFrame is the full screen at the start: nothing moves.
  assert.deepEqual(file.windowFrame, [0, 0, 834, 1194]);
  assert.deepEqual(asStarted[1].body.endCoordinates, screen[1].body.endCoordinates);
  // Another app's keyboard, and the hardware keyboard's bar shown without animation.
  assert.ok(windowed.every((e) => e.body.isEventFromThisApp === false));
  const last = windowed.at(-1);
  assert.deepEqual([last.name, last.body.duration, last.body.endCoordinates.screenY], ['keyboardDidShow', 0, 1150 - 600]);
});

test('in the background RCTKeyWindow() is nil: window frames are zero until the app is in the foreground', () => {
  // K3's Notes keyboard reaches Ike while inactive. Moved after Ike's DidEnterBackground here,
  // and one of Ike's own WillShows added after it is active again.
  const file = load('switch-with-keyboard/ios13.iphone-x', 'com.southpark.ike');
  const n = file.notifications;
  const background = n.findIndex((e) => e.name === 'UIApplicationDidEnterBackgroundNotification');
  const notes = n.filter((e) => e.kind === 'keyboard' && e.userInfo.Owner.string === 'com.apple.mobilenotes');
  assert.equal(notes.length, 4);
  const rest = n.filter((e) => !notes.includes(e));
  const moved = notes.map((e) => ({ ...e, time: n[background].time }));
  const ikeShow = { ...n.find((e) => e.name === 'UIKeyboardWillShowNotification'), time: 12000, record: 999 };
  const at = rest.indexOf(n[background]) + 1;
  file.notifications = [...rest.slice(0, at), ...moved, ...rest.slice(at), ikeShow];

  const events = toReactNativeEvents(file);
  const zero = { screenX: 0, screenY: 0, width: 0, height: 0 };
  const inBackground = events.filter((e) => moved.some((m) => m.record === e.record));
  assert.equal(inBackground.length, 4);
  for (const e of inBackground) assert.deepEqual([e.body.startCoordinates, e.body.endCoordinates], [zero, zero]);
  assert.deepEqual(events.at(-1).body.endCoordinates, { screenX: 0, screenY: 477, width: 375, height: 335 });
  // UIKit's screen frames, before the conversion: nothing changes in the background.
  const screen = toReactNativeEvents(file, { frames: 'screen' }).filter((e) => moved.some((m) => m.record === e.record));
  assert.deepEqual(screen[1].body.endCoordinates, { screenX: 0, screenY: 477, width: 375, height: 335 });
});

test('easing follows RCTAnimationNameForCurve; a missing curve is 0, easeInEaseOut', () => {
  const file = load('switch-with-keyboard/ios13.iphone-x', 'com.southpark.ike');
  const show = file.notifications.find((e) => e.name === 'UIKeyboardWillShowNotification');
  const easingFor = (curve) => {
    const entry = structuredClone(show);
    if (curve === undefined) delete entry.userInfo.UIKeyboardAnimationCurveUserInfoKey;
    else entry.userInfo.UIKeyboardAnimationCurveUserInfoKey = curve;
    return toReactNativeEvents({ ...file, notifications: [entry] })[0].body.easing;
  };
  assert.deepEqual(
    [{ int: 0 }, { int: 1 }, { int: 2 }, { int: 3 }, { int: 4 }, { int: 7 }, { int: -1 }, undefined].map(easingFor),
    ['easeInEaseOut', 'easeIn', 'easeOut', 'linear', 'keyboard', 'keyboard', 'keyboard', 'easeInEaseOut'],
  );
});

test('isEventFromThisApp is true only for an IsLocal of exactly 1; missing (ios8) is false', () => {
  const file = load('switch-with-keyboard/ios13.iphone-x', 'com.southpark.ike');
  const show = file.notifications.find((e) => e.name === 'UIKeyboardWillShowNotification');
  const fromThisApp = (isLocal) => {
    const entry = structuredClone(show);
    if (isLocal === undefined) delete entry.userInfo.UIKeyboardIsLocalUserInfoKey;
    else entry.userInfo.UIKeyboardIsLocalUserInfoKey = isLocal;
    return toReactNativeEvents({ ...file, notifications: [entry] })[0].body.isEventFromThisApp;
  };
  assert.deepEqual(
    [{ bool: true }, { bool: false }, { int: 1 }, { int: 2 }, undefined].map(fromThisApp),
    [true, false, true, false, false],
  );
});

test('missing frames and duration are what a message to nil returns: zero', () => {
  const file = load('switch-with-keyboard/ios13.iphone-x', 'com.southpark.ike');
  const entry = structuredClone(file.notifications.find((e) => e.name === 'UIKeyboardWillShowNotification'));
  delete entry.userInfo.UIKeyboardFrameBeginUserInfoKey;
  delete entry.userInfo.UIKeyboardAnimationDurationUserInfoKey;
  const [event] = toReactNativeEvents({ ...file, notifications: [entry] });
  assert.deepEqual(event.body.startCoordinates, { screenX: 0, screenY: 0, width: 0, height: 0 });
  assert.equal(event.body.duration, 0);
  assert.deepEqual(event.body.endCoordinates, { screenX: 0, screenY: 477, width: 375, height: 335 });
});

test('userInfo keys and value types RN does not read change nothing', () => {
  const file = load('switch-with-keyboard/ios13.iphone-x', 'com.southpark.ike');
  const before = toReactNativeEvents(file);
  const show = file.notifications.find((e) => e.name === 'UIKeyboardWillShowNotification');
  // The real file already carries keyboardd's Owner, Sequence, Time and version 2's points.
  assert.deepEqual(show.userInfo.UIKeyboardCenterEndUserInfoKey, { point: [187.5, 644.5] });
  assert.deepEqual(show.userInfo.UIKeyboardBoundsUserInfoKey, { rect: [0, 0, 375, 335] });
  for (const entry of file.notifications.filter((e) => e.kind === 'keyboard')) {
    entry.userInfo.UIKeyboardSomethingNewUserInfoKey = { quaternion: [0, 0, 0, 1] };
    entry.userInfo.UIKeyboardCenterBeginUserInfoKey = { point: [-1, -1] };
  }
  file.layout = { future: true };
  assert.deepEqual(toReactNativeEvents(file), before);
});

test('notifications RCTKeyboardObserver does not observe are dropped; a time before start counts as 0', () => {
  const file = load('switch-with-keyboard/ios13.iphone-x', 'com.southpark.ike');
  const show = file.notifications.find((e) => e.name === 'UIKeyboardWillShowNotification');
  file.start = 100;
  file.notifications = [
    { ...show, time: 40, record: 1 },
    { ...show, name: 'UIKeyboardWillChangeInputModeNotification', record: 2 },
    { kind: 'something-new', name: 'UIKeyboardWillShowNotification', time: 200, record: 3 },
    { kind: 'editing', name: 'UITextFieldTextDidBeginEditingNotification', time: 200, record: 4, responder: 'tummy' },
    { ...show, time: 300, record: 5 },
  ];
  assert.deepEqual(toReactNativeEvents(file).map((e) => [e.record, e.time]), [[1, 0], [5, 200]]);
});
