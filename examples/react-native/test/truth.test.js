'use strict';
// Replay files carry keyboardd's truth (App1.KeyboardOverlap, read at each step end with the
// keyboard at rest): each event says where the keyboard comes to rest over the app's window, and
// so does the driver after what it played, so a test asserts against keyboardd instead of 335.

const { test } = require('node:test');
const assert = require('node:assert/strict');
const { createKeyboardDriver, loadCorpusReplay, toReactNativeEvents, corpusStories } = require('../keyboardd-rn');

const ike = (era) => loadCorpusReplay(`switch-with-keyboard/${era}.iphone-x`, 'com.southpark.ike');
const zero = { x: 0, y: 0, width: 0, height: 0 };

test("K3 on iOS 13: Ike's own WillShow rests at 335; Notes' WillShow, which Ike hears, covers none of Ike", () => {
  const shows = toReactNativeEvents(ike('ios13')).filter((event) => event.name === 'keyboardWillShow');
  assert.deepEqual(shows.map((event) => event.body.isEventFromThisApp), [true, false]);
  assert.deepEqual(shows.map((event) => event.keyboardOverlap), [{ x: 0, y: 477, width: 375, height: 335 }, zero]);
  // The notification itself puts Notes' keyboard over the screen Ike shares.
  assert.equal(shows[1].body.endCoordinates.height, 335);
});

test("a bar that follows only its own app's keyboard agrees with keyboardd's truth after every event; a naive one does not", () => {
  for (const era of ['ios13', 'ideal']) {
    const replay = ike(era);
    const windowHeight = replay.windowFrame[3];
    const driver = createKeyboardDriver(replay);
    // The compose bar of examples/downstream, in React Native: keyboardWillChangeFrame's end frame
    // (window coordinates) and keyboardWillHide, ignoring another app's (isEventFromThisApp false).
    let guarded = 0;
    let naive = 0;
    driver.Keyboard.addListener('keyboardWillChangeFrame', (event) => {
      const cover = Math.max(0, windowHeight - event.endCoordinates.screenY);
      naive = cover;
      if (event.isEventFromThisApp) guarded = cover;
    });
    driver.Keyboard.addListener('keyboardWillHide', (event) => {
      naive = 0;
      if (event.isEventFromThisApp) guarded = 0;
    });
    const disagreements = [];
    while (driver.step()) {
      assert.equal(guarded, driver.keyboardOverlap.height, `${era} at ${driver.now}`);
      if (naive !== driver.keyboardOverlap.height) disagreements.push(driver.now);
    }
    // The naive bar lifts for Notes' keyboard on iOS 13 (K3), and is right on ideal.
    assert.equal(disagreements.length > 0, era === 'ios13', `${era}: ${disagreements}`);
  }
});

test('the driver says where the keyboard rests now: none before the story, 335 from the WillShow, none back in Ike', () => {
  const driver = createKeyboardDriver(ike('ios13'));
  assert.deepEqual(driver.keyboardOverlap, zero);
  driver.advanceTo(5000);
  assert.equal(driver.keyboardOverlap.height, 335);
  driver.advanceTo(5600);
  assert.deepEqual(driver.keyboardOverlap, zero);
  driver.runAll();
  driver.advanceBy(10_000);
  assert.deepEqual(driver.keyboardOverlap, zero);
});

test('every corpus file carries the truth; a file without it gives undefined', () => {
  for (const story of corpusStories()) {
    for (const app of story.apps) {
      const replay = loadCorpusReplay(story.id, app);
      assert.ok(Array.isArray(replay.keyboardOverlap) && replay.keyboardOverlap.length > 0, `${story.id} ${app}`);
      for (const event of toReactNativeEvents(replay)) assert.ok(event.keyboardOverlap, `${story.id} ${app} ${event.name}`);
    }
  }
  const { keyboardOverlap, ...older } = ike('ios13');
  assert.ok(keyboardOverlap);
  assert.equal(createKeyboardDriver(older).keyboardOverlap, undefined);
  assert.equal(toReactNativeEvents(older)[0].keyboardOverlap, undefined);
});
