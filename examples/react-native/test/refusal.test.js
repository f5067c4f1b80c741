'use strict';
// A file that is not a keyboardd replay file, or is newer than this reader, is refused with a
// message that says why, before any event is made.

const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { toReactNativeEvents, createKeyboardDriver, ReplayFileError, SUPPORTED_VERSION } = require('../keyboardd-rn');

const { CORPUS_DIRECTORY } = require('../keyboardd-rn');
const text = fs.readFileSync(path.join(CORPUS_DIRECTORY, 'switch-with-keyboard', 'ios13.iphone-x', 'com.southpark.ike.json'), 'utf8');
const real = () => JSON.parse(text);

const refused = (file, message) => {
  assert.throws(() => toReactNativeEvents(file), (error) => {
    assert.ok(error instanceof ReplayFileError, `a ReplayFileError, not ${error}`);
    assert.match(error.message, message);
    return true;
  });
};

test('the real file reads; its version is the newest this reader knows', () => {
  const file = real();
  assert.equal(file.version, 2);
  assert.equal(SUPPORTED_VERSION, 2);
  assert.equal(toReactNativeEvents(file).length, 12);
});

test('version 1 (docs/REPLAY.md) reads as version 2 does', () => {
  assert.deepEqual(toReactNativeEvents({ ...real(), version: 1 }), toReactNativeEvents(real()));
});

test('another format is refused, naming it', () => {
  refused({ ...real(), format: 'keyboardd-trace' }, /not a keyboardd replay file \(format "keyboardd-trace", expected "keyboardd-replay"\)/);
  const { format, ...noFormat } = real();
  assert.equal(format, 'keyboardd-replay');
  refused(noFormat, /not a keyboardd replay file \(format undefined/);
});

test('a newer version is refused, saying which versions this reads', () => {
  refused({ ...real(), version: 3 }, /replay file version 3 is newer than keyboardd-rn reads \(2\)/);
});

test('a version that is not a version number is refused', () => {
  refused({ ...real(), version: '2' }, /version "2" is not a version number/);
  refused({ ...real(), version: 0 }, /version 0 is not a version number/);
  refused({ ...real(), version: 1.5 }, /version 1.5 is not a version number/);
});

test('the file\'s text, or something not an object, is refused', () => {
  refused(text, /pass the parsed replay file/);
  refused(null, /expected the JSON object of one/);
  refused([real()], /expected the JSON object of one/);
});

test('a file without notifications or start, or with a notification without a time, is refused', () => {
  const { notifications, ...noNotifications } = real();
  assert.ok(notifications.length > 0);
  refused(noNotifications, /"notifications" is not a list/);
  refused({ ...real(), start: '0' }, /"start" is "0"/);
  const file = real();
  delete file.notifications[3].time;
  refused(file, /notification 3 has no name or no time/);
});

test('a key RN reads, with a shape it cannot read, is refused naming its record', () => {
  const file = real();
  const show = file.notifications.find((e) => e.name === 'UIKeyboardWillShowNotification');
  show.userInfo.UIKeyboardFrameEndUserInfoKey = { point: [0, 479] };
  refused(file, new RegExp(`UIKeyboardWillShowNotification \\(record ${show.record}\\) UIKeyboardFrameEndUserInfoKey is \\{"point":\\[0,479\\]\\}`));
  const other = real();
  other.notifications.find((e) => e.kind === 'keyboard').userInfo.UIKeyboardAnimationDurationUserInfoKey = { string: '0.25' };
  refused(other, /UIKeyboardAnimationDurationUserInfoKey is \{"string":"0.25"\}, expected a number or a bool/);
});

test('the driver refuses the same files', () => {
  assert.throws(() => createKeyboardDriver({ ...real(), version: 3 }), ReplayFileError);
  assert.throws(() => createKeyboardDriver({ ...real(), format: 'x' }), ReplayFileError);
});
