'use strict';
// Plays a replay file's React Native keyboard events to the listeners a component registered,
// in the file's order, on a clock the test controls: by hand (step, advanceTo, advanceBy,
// runAll), or through setTimeout (schedule) so that Jest's fake timers, or node:test's
// mock.timers, move it.

const { toReactNativeEvents } = require('./events');
const { checkReplay, restingOverlaps, restingOverlap } = require('./replay-file');
const { createKeyboard } = require('./keyboard');

// A fresh body per emit, so that a listener that changes it changes neither `events` nor a later
// emit; within one emit every listener gets the same object, as in RN, which builds one body per
// native notification (RCTParseKeyboardNotification) and emits it once.
function copyBody(body) {
  return {
    ...body,
    startCoordinates: { ...body.startCoordinates },
    endCoordinates: { ...body.endCoordinates },
  };
}

/**
 * options.DeviceEventEmitter: react-native's own DeviceEventEmitter (anything with
 *   emit(eventName, body)). The events then go where RCTEventEmitter sends them on a device
 *   (`invokeModule:@"RCTDeviceEventEmitter" method:@"emit"`, React/Modules/RCTEventEmitter.m), and
 *   react-native's real Keyboard module hears them. Without it they go to `driver.Keyboard`.
 * options.frames, options.windowFrame: see toReactNativeEvents (lib/events.js).
 * options.onDismiss: called by driver.Keyboard.dismiss().
 */
function createKeyboardDriver(replay, options = {}) {
  const events = toReactNativeEvents(replay, options);
  const overlaps = restingOverlaps(checkReplay(replay));
  const start = replay.start;
  const standIn = createKeyboard(options);
  const target = options.DeviceEventEmitter ?? standIn;
  if (typeof target.emit !== 'function') {
    throw new TypeError('options.DeviceEventEmitter has no emit(eventName, body)');
  }

  let position = 0;
  let now = 0;
  const played = [];

  function play(event) {
    position += 1;
    now = Math.max(now, event.time);
    played.push(event);
    target.emit(event.name, copyBody(event.body));
    return event;
  }

  function playUntil(ms) {
    const due = [];
    while (position < events.length && events[position].time <= ms) due.push(play(events[position]));
    now = Math.max(now, ms);
    return due;
  }

  function checkTime(ms, what) {
    if (!Number.isFinite(ms)) throw new TypeError(`${what} is ${ms}, expected ms`);
  }

  const driver = {
    /** Every event of the file, in order: {name, time, body, notification, record, keyboardOverlap, index}. */
    events,
    /** The stand-in for react-native's Keyboard module (lib/keyboard.js). */
    Keyboard: standIn.Keyboard,
    /** A module object for jest.mock of react-native/Libraries/Components/Keyboard/Keyboard. */
    get module() {
      return { __esModule: true, default: standIn.Keyboard, driver };
    },
    /** Calls made to the stand-in: {dismiss: count, layoutAnimations: [config, ...]}. */
    calls: standIn.calls,
    listenerCount: standIn.listenerCount,
    /** The replay's clock, ms since the story began. */
    get now() {
      return now;
    },
    /** The event step() plays next, or null at the end. */
    get next() {
      return position < events.length ? events[position] : null;
    },
    get done() {
      return position >= events.length;
    },
    /** The events played so far, in order. */
    played,
    /**
     * keyboardd's truth now: where the keyboard comes to rest over the app's window after what
     * was played ({x, y, width, height}, window coordinates; zero for none), App1.KeyboardOverlap
     * read at the next step end with no keyboard animation. Undefined for a file without it.
     */
    get keyboardOverlap() {
      // What the app has received by now: every notification before the clock, and the played
      // events (a keyboard event and the lifecycle ones before it can share a millisecond).
      const last = played.length > 0 ? played[played.length - 1].index + 1 : 0;
      const before = replay.notifications.filter((entry) => entry.time - start < now).length;
      return restingOverlap(overlaps, Math.max(last, before), start + now);
    },

    /** Plays the next event and moves the clock to its time; returns it, or null at the end. */
    step() {
      return position < events.length ? play(events[position]) : null;
    },
    /** Plays every event due by `ms` and moves the clock there; returns them. */
    advanceTo(ms) {
      checkTime(ms, 'advanceTo');
      if (ms < now) throw new RangeError(`advanceTo(${ms}): the clock is at ${now} and does not go back`);
      return playUntil(ms);
    },
    advanceBy(ms) {
      checkTime(ms, 'advanceBy');
      if (ms < 0) throw new RangeError(`advanceBy(${ms}): the clock does not go back`);
      return playUntil(now + ms);
    },
    /** Plays every event left; the clock ends at the last one's time. */
    runAll() {
      const rest = [];
      while (position < events.length) rest.push(play(events[position]));
      return rest;
    },
    /**
     * Schedules the events left with setTimeout, one timer per distinct time, `time - now` ms from
     * now: fake timers then play them (jest.advanceTimersByTime, mock.timers.tick). Each timer plays
     * everything due by its time, so events keep the file's order even where a timer
     * implementation runs equal delays in another order. The timer functions are looked up when
     * this is called (`timers`, by default the global ones), so install fake timers first.
     * Returns a function that clears the timers not yet run.
     */
    schedule(timers = globalThis) {
      const { setTimeout: set, clearTimeout: clear } = timers;
      const origin = now;
      const times = [...new Set(events.slice(position).map((event) => event.time))];
      const pending = new Set();
      for (const time of times) {
        const id = set(() => {
          pending.delete(id);
          playUntil(time);
        }, time - origin);
        pending.add(id);
      }
      return () => {
        for (const id of pending) clear(id);
        pending.clear();
      };
    },
  };
  return driver;
}

module.exports = { createKeyboardDriver };
