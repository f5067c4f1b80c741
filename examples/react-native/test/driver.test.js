'use strict';
// The driver's clock by hand: step, advanceTo, advanceBy, runAll; the order listeners hear the
// events in; where the events go.

const { test } = require('node:test');
const assert = require('node:assert/strict');
const { createKeyboardDriver, loadCorpusReplay } = require('../keyboardd-rn');

// Stories of keyboardd's generated corpus (Sources/Client/KeyboardFixtures/Corpus), by id and app.
const load = (id, app) => loadCorpusReplay(id, app);
const NAMES = ['keyboardWillShow', 'keyboardDidShow', 'keyboardWillHide', 'keyboardDidHide', 'keyboardWillChangeFrame', 'keyboardDidChangeFrame'];

// One listener per event name, logging [name, record of the event, driver's clock].
function listenToAll(driver) {
  const log = [];
  for (const name of NAMES) {
    driver.Keyboard.addListener(name, (body) => {
      const event = driver.played.at(-1);
      assert.deepEqual(body, event.body);
      log.push([name, event.record, driver.now]);
    });
  }
  return log;
}

test('listeners hear every event in the file\'s order, across event names', () => {
  const file = load('third-party-keyboard/ios26.iphone-11', 'com.southpark.ike');
  const driver = createKeyboardDriver(file);
  const log = listenToAll(driver);
  driver.runAll();
  const keyboard = file.notifications.filter((n) => n.kind === 'keyboard');
  assert.equal(log.length, keyboard.length);
  assert.deepEqual(log.map(([, record]) => record), keyboard.map((n) => n.record));
  assert.deepEqual(log.map(([, , now]) => now), keyboard.map((n) => n.time - file.start));
});

test('step() plays one event and moves the clock to it; null at the end', () => {
  const driver = createKeyboardDriver(load('switch-with-keyboard/ios13.iphone-x', 'com.southpark.ike'));
  const log = listenToAll(driver);
  assert.equal(driver.now, 0);
  assert.equal(driver.next.name, 'keyboardWillChangeFrame');
  const first = driver.step();
  assert.deepEqual([first.name, first.time, driver.now, log.length], ['keyboardWillChangeFrame', 5000, 5000, 1]);
  assert.equal(driver.step().name, 'keyboardWillShow');
  assert.equal(log.length, 2);
  for (let i = 2; i < 12; i += 1) driver.step();
  assert.equal(driver.done, true);
  assert.equal(driver.next, null);
  assert.equal(driver.step(), null);
  assert.equal(log.length, 12);
  assert.equal(driver.now, 6100);
});

test('advanceTo(ms) plays what is due by ms, and the clock stops at ms', () => {
  const driver = createKeyboardDriver(load('switch-with-keyboard/ios13.iphone-x', 'com.southpark.ike'));
  const log = listenToAll(driver);
  assert.deepEqual(driver.advanceTo(4999), []);
  assert.equal(driver.now, 4999);
  assert.deepEqual(driver.advanceTo(5000).map((e) => e.name), ['keyboardWillChangeFrame', 'keyboardWillShow']);
  assert.deepEqual(driver.advanceBy(249), []);
  assert.equal(driver.now, 5249);
  // Ike's show ends at 5250; its hide starts at 5500, once the keyboard's spring has rested (N15).
  assert.deepEqual(driver.advanceBy(1).map((e) => e.name), ['keyboardDidChangeFrame', 'keyboardDidShow']);
  assert.deepEqual(driver.advanceBy(250).map((e) => e.name), ['keyboardWillChangeFrame', 'keyboardWillHide']);
  assert.equal(log.length, 6);
  assert.equal(driver.advanceTo(100000).length, 6);
  assert.equal(driver.now, 100000);
  assert.equal(driver.done, true);
});

test('the clock does not go back', () => {
  const driver = createKeyboardDriver(load('switch-with-keyboard/ios13.iphone-x', 'com.southpark.ike'));
  driver.advanceTo(5000);
  assert.throws(() => driver.advanceTo(4999), RangeError);
  assert.throws(() => driver.advanceBy(-1), RangeError);
  assert.throws(() => driver.advanceTo(Number.NaN), TypeError);
  assert.equal(driver.now, 5000);
  assert.equal(driver.played.length, 2);
});

test('runAll() plays the rest and the clock ends at the last event', () => {
  const driver = createKeyboardDriver(load('cross-fade-hide/ios26.iphone-16-pro', 'com.southpark.ike'));
  driver.step();
  const rest = driver.runAll();
  assert.equal(rest.length, 7);
  assert.equal(driver.played.length, 8);
  assert.equal(driver.now, 823);
  assert.deepEqual(driver.runAll(), []);
});

test('each emit has its own body, shared by that emit\'s listeners', () => {
  const driver = createKeyboardDriver(load('switch-with-keyboard/ios13.iphone-x', 'com.southpark.ike'));
  const bodies = [];
  driver.Keyboard.addListener('keyboardWillShow', (body) => {
    bodies.push(body);
    body.endCoordinates.height = -1;
  });
  driver.Keyboard.addListener('keyboardWillShow', (body) => bodies.push(body));
  driver.runAll();
  assert.equal(bodies.length, 4);
  assert.equal(bodies[0], bodies[1]);
  assert.notEqual(bodies[0], bodies[2]);
  assert.equal(driver.events[1].body.endCoordinates.height, 335);
});

test('with DeviceEventEmitter, events go where RCTEventEmitter sends them, not to the stand-in', () => {
  const emitted = [];
  const DeviceEventEmitter = { emit: (name, body) => emitted.push([name, body.isEventFromThisApp]) };
  const driver = createKeyboardDriver(load('switch-with-keyboard/ios13.iphone-x', 'com.southpark.ike'), { DeviceEventEmitter });
  const heard = [];
  driver.Keyboard.addListener('keyboardDidShow', () => heard.push(1));
  driver.runAll();
  assert.equal(emitted.length, 12);
  assert.deepEqual(emitted.at(-1), ['keyboardDidShow', false]);
  assert.deepEqual(heard, []);
  assert.throws(() => createKeyboardDriver(load('switch-with-keyboard/ios13.iphone-x', 'com.southpark.ike'), { DeviceEventEmitter: {} }), TypeError);
});

test('driver.module is what jest.mock of Keyboard.js returns: the stand-in as its default export', () => {
  const driver = createKeyboardDriver(load('switch-with-keyboard/ios13.iphone-x', 'com.southpark.ike'));
  const { module } = driver;
  assert.equal(module.__esModule, true);
  assert.equal(module.default, driver.Keyboard);
  assert.equal(module.driver, driver);
});

test('a listener that throws stops the step, and its event is not played again', () => {
  const driver = createKeyboardDriver(load('switch-with-keyboard/ios13.iphone-x', 'com.southpark.ike'));
  driver.Keyboard.addListener('keyboardWillShow', () => {
    throw new Error('component bug');
  });
  driver.step();
  assert.throws(() => driver.step(), /component bug/);
  assert.equal(driver.played.length, 2);
  assert.equal(driver.next.name, 'keyboardDidChangeFrame');
});
