'use strict';
// driver.Keyboard, the stand-in for react-native's Keyboard module, against Keyboard.js's and
// EventEmitter.js's rules (lib/keyboard.js cites them), fed by a real replay file.

const { test } = require('node:test');
const assert = require('node:assert/strict');
const { createKeyboardDriver, loadCorpusReplay } = require('../keyboardd-rn');

// Stories of keyboardd's generated corpus (Sources/Client/KeyboardFixtures/Corpus), by id and app.
const load = (id, app) => loadCorpusReplay(id, app);
const ike = () => createKeyboardDriver(load('switch-with-keyboard/ios13.iphone-x', 'com.southpark.ike'));

test('isVisible() and metrics() follow keyboardDidShow and keyboardDidHide, and nothing else', () => {
  const driver = ike();
  const { Keyboard } = driver;
  const seen = [];
  while (!driver.done) {
    const event = driver.step();
    seen.push([event.name, Keyboard.isVisible(), Keyboard.metrics()]);
  }
  const ikeEnd = { screenX: 0, screenY: 477, width: 375, height: 335 };
  assert.deepEqual(seen, [
    ['keyboardWillChangeFrame', false, undefined],
    ['keyboardWillShow', false, undefined],
    ['keyboardDidChangeFrame', false, undefined],
    ['keyboardDidShow', true, ikeEnd],
    ['keyboardWillChangeFrame', true, ikeEnd],
    ['keyboardWillHide', true, ikeEnd],
    ['keyboardDidChangeFrame', true, ikeEnd],
    ['keyboardDidHide', false, undefined],
    // Notes' keyboard: RN's Keyboard does not look at isEventFromThisApp (K3).
    ['keyboardWillChangeFrame', false, undefined],
    ['keyboardWillShow', false, undefined],
    ['keyboardDidChangeFrame', false, undefined],
    ['keyboardDidShow', true, ikeEnd],
  ]);
});

test('the module\'s own keyboardDidShow listener runs before a component\'s', () => {
  const driver = ike();
  const { Keyboard } = driver;
  const inside = [];
  Keyboard.addListener('keyboardDidShow', (event) => inside.push([Keyboard.isVisible(), Keyboard.metrics() === event.endCoordinates]));
  driver.runAll();
  assert.deepEqual(inside, [[true, true], [true, true]]);
});

test('subscription.remove() stops a listener; a second remove() removes nothing else', () => {
  const driver = ike();
  const { Keyboard } = driver;
  const calls = [];
  const listener = (event) => calls.push(event.endCoordinates.screenY);
  const first = Keyboard.addListener('keyboardWillShow', listener);
  Keyboard.addListener('keyboardWillShow', listener); // the same function twice: two registrations
  assert.equal(driver.listenerCount('keyboardWillShow'), 2);
  driver.advanceTo(5000);
  assert.deepEqual(calls, [477, 477]);
  first.remove();
  first.remove();
  assert.equal(driver.listenerCount('keyboardWillShow'), 1);
  driver.runAll();
  assert.deepEqual(calls, [477, 477, 477]);
});

test('listenerCount(event) counts a component\'s listeners, not the module\'s own', () => {
  const driver = ike();
  assert.equal(driver.listenerCount('keyboardDidShow'), 0);
  const subscription = driver.Keyboard.addListener('keyboardDidShow', () => {});
  assert.equal(driver.listenerCount('keyboardDidShow'), 1);
  subscription.remove();
  assert.equal(driver.listenerCount('keyboardDidShow'), 0);
});

test('an emit calls the listeners it started with: removed or added during it does not count', () => {
  const driver = ike();
  const { Keyboard } = driver;
  const calls = [];
  let second = null;
  Keyboard.addListener('keyboardWillShow', () => {
    calls.push('first');
    second?.remove();
    Keyboard.addListener('keyboardWillShow', () => calls.push('added'));
  });
  second = Keyboard.addListener('keyboardWillShow', () => calls.push('second'));
  driver.advanceTo(5000);
  assert.deepEqual(calls, ['first', 'second']);
  driver.runAll();
  assert.deepEqual(calls, ['first', 'second', 'first', 'added']);
});

test('removeAllListeners(event) removes that event\'s listeners, the module\'s own too', () => {
  const driver = ike();
  const { Keyboard } = driver;
  const calls = [];
  Keyboard.addListener('keyboardDidShow', () => calls.push('didShow'));
  Keyboard.addListener('keyboardWillShow', () => calls.push('willShow'));
  Keyboard.removeAllListeners('keyboardDidShow');
  assert.equal(driver.listenerCount('keyboardDidShow'), 0);
  driver.advanceTo(5250);
  assert.deepEqual(calls, ['willShow']);
  // As in RN: Keyboard.js's own keyboardDidShow listener is gone, so it never learns of the show.
  assert.equal(Keyboard.isVisible(), false);
});

test('removeAllListeners() without an event throws, as NativeEventEmitter\'s invariant on iOS', () => {
  const { Keyboard } = ike();
  assert.throws(() => Keyboard.removeAllListeners(), /`NativeEventEmitter.removeAllListener\(\)` requires a non-null argument./);
  assert.throws(() => Keyboard.removeAllListeners(null), /requires a non-null argument/);
});

test('addListener needs a function, and calls it without the context', () => {
  const driver = ike();
  const { Keyboard } = driver;
  assert.throws(() => Keyboard.addListener('keyboardWillShow', 'not a function'), TypeError);
  const contexts = [];
  Keyboard.addListener('keyboardWillShow', function () {
    contexts.push(this);
  }, { context: 'dropped by Keyboard.js' });
  driver.advanceTo(5000);
  assert.deepEqual(contexts, [undefined]);
});

test('an event name RN does not send is accepted and never called', () => {
  const driver = ike();
  const calls = [];
  driver.Keyboard.addListener('keyboardWillChangeInputMode', () => calls.push(1));
  driver.runAll();
  assert.equal(driver.played.length, 12);
  assert.deepEqual(calls, []);
});

test('dismiss() is counted and calls onDismiss; the keyboard stays until UIKit says otherwise', () => {
  const dismissed = [];
  const driver = createKeyboardDriver(load('switch-with-keyboard/ios13.iphone-x', 'com.southpark.ike'), {
    onDismiss: () => dismissed.push(driver.now),
  });
  driver.advanceTo(5250);
  assert.equal(driver.Keyboard.isVisible(), true);
  const { dismiss } = driver.Keyboard; // RN's docs pass it unbound: onSubmitEditing={Keyboard.dismiss}
  dismiss();
  assert.deepEqual([driver.calls.dismiss, dismissed], [1, [5250]]);
  assert.equal(driver.Keyboard.isVisible(), true);
});

test('scheduleLayoutAnimation(event) configures what Keyboard.js would, and nothing for a duration of 0', () => {
  const sidecar = createKeyboardDriver(load('stage-manager-window/ios26.ipad-pro-11', 'com.example.sidecar'));
  const { Keyboard } = sidecar;
  Keyboard.addListener('keyboardWillShow', (event) => Keyboard.scheduleLayoutAnimation(event));
  sidecar.runAll();
  const shows = sidecar.played.filter((e) => e.name === 'keyboardWillShow').map((e) => e.body.duration);
  assert.deepEqual(shows, [250, 250, 0]);
  assert.deepEqual(sidecar.calls.layoutAnimations, [
    { duration: 250, update: { duration: 250, type: 'keyboard' } },
    { duration: 250, update: { duration: 250, type: 'keyboard' } },
  ]);
});
