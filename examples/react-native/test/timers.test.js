'use strict';
// driver.schedule(): the events on setTimeout, moved by fake timers. node:test's mock.timers
// stands in for Jest's (jest.useFakeTimers and jest.advanceTimersByTime).

const { test, mock, afterEach } = require('node:test');
const assert = require('node:assert/strict');
const { createKeyboardDriver, loadCorpusReplay } = require('../keyboardd-rn');

// Stories of keyboardd's generated corpus (Sources/Client/KeyboardFixtures/Corpus), by id and app.
const load = (id, app) => loadCorpusReplay(id, app);

afterEach(() => mock.timers.reset());

// Fake setTimeout only. Node 20.11 and later take {apis}; Node 18.19 to 20.10 (Debian 12's
// nodejs is 18.20) take the list itself and refuse the object with ERR_INVALID_ARG_TYPE.
function fakeSetTimeout() {
  try {
    mock.timers.enable({ apis: ['setTimeout'] });
  } catch (error) {
    if (error.code !== 'ERR_INVALID_ARG_TYPE') throw error;
    mock.timers.enable(['setTimeout']);
  }
}

function recorder(driver) {
  const log = [];
  for (const name of ['keyboardWillShow', 'keyboardDidShow', 'keyboardWillHide', 'keyboardDidHide', 'keyboardWillChangeFrame', 'keyboardDidChangeFrame']) {
    driver.Keyboard.addListener(name, () => log.push(name));
  }
  return log;
}

test('each event plays when the fake clock reaches its time, in the file\'s order', () => {
  fakeSetTimeout();
  const driver = createKeyboardDriver(load('switch-with-keyboard/ios13.iphone-x', 'com.southpark.ike'));
  const log = recorder(driver);
  driver.schedule();
  assert.deepEqual(log, []);
  mock.timers.tick(4999);
  assert.deepEqual(log, []);
  mock.timers.tick(1);
  assert.deepEqual(log, ['keyboardWillChangeFrame', 'keyboardWillShow']);
  assert.equal(driver.now, 5000);
  mock.timers.tick(250);
  assert.deepEqual(log.slice(2), ['keyboardDidChangeFrame', 'keyboardDidShow']);
  assert.equal(driver.Keyboard.isVisible(), true);
  mock.timers.tick(250);
  assert.deepEqual(log.slice(4), ['keyboardWillChangeFrame', 'keyboardWillHide']);
  mock.timers.tick(250);
  assert.equal(driver.Keyboard.isVisible(), false);
  mock.timers.tick(100000);
  assert.equal(log.length, 12);
  assert.deepEqual(log, driver.events.map((e) => e.name));
  assert.equal(driver.done, true);
});

test('times count from the file\'s start', () => {
  fakeSetTimeout();
  // photo-picker's ios13 story begins when the story switches to ios13, at keyboardd's 3450 ms.
  const file = load('photo-picker/ios13.iphone-11', 'com.southpark.ike');
  assert.equal(file.start, 3450);
  const driver = createKeyboardDriver(file);
  const log = recorder(driver);
  driver.schedule();
  mock.timers.tick(3750 - 3450 - 1);
  assert.equal(log.length, 0);
  mock.timers.tick(1);
  assert.deepEqual(log, ['keyboardWillChangeFrame', 'keyboardWillShow']);
});

test('scheduling after stepping counts from the driver\'s clock; what was played is not played again', () => {
  fakeSetTimeout();
  const driver = createKeyboardDriver(load('switch-with-keyboard/ios13.iphone-x', 'com.southpark.ike'));
  const log = recorder(driver);
  driver.advanceTo(5000);
  assert.equal(log.length, 2);
  driver.schedule();
  mock.timers.tick(249);
  assert.equal(log.length, 2);
  mock.timers.tick(1);
  assert.equal(log.length, 4);
  assert.equal(driver.now, 5250);
});

test('the returned function clears the timers not yet run', () => {
  fakeSetTimeout();
  const driver = createKeyboardDriver(load('switch-with-keyboard/ios13.iphone-x', 'com.southpark.ike'));
  const log = recorder(driver);
  const cancel = driver.schedule();
  mock.timers.tick(5000);
  assert.equal(log.length, 2);
  cancel();
  mock.timers.tick(100000);
  assert.equal(log.length, 2);
  assert.equal(driver.next.name, 'keyboardDidChangeFrame');
});

test('one timer per distinct time, each playing everything due by it', () => {
  const delays = [];
  const timers = { setTimeout: (callback, delay) => delays.push([delay, callback]) && delays.length, clearTimeout: () => {} };
  const driver = createKeyboardDriver(load('switch-with-keyboard/ios13.iphone-x', 'com.southpark.ike'));
  const log = recorder(driver);
  driver.schedule(timers);
  assert.deepEqual(delays.map(([delay]) => delay), [5000, 5250, 5500, 5750, 5850, 6100]);
  // A timer implementation that ran the 5250 timer first would still play 5000's events first.
  delays[1][1]();
  assert.deepEqual(log, ['keyboardWillChangeFrame', 'keyboardWillShow', 'keyboardDidChangeFrame', 'keyboardDidShow']);
  delays[0][1]();
  assert.equal(log.length, 4);
});
