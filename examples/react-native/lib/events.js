'use strict';
// A replay file → the React Native iOS keyboard events its app's JavaScript receives, in order,
// with the time of each (ms since the story began, as KeyboardReplay.swift's nextTime) and
// keyboardd's truth after it (keyboardOverlap).

const { checkReplay, ReplayFileError, restingOverlaps, restingOverlap } = require('./replay-file');
const { EVENT_NAMES, parseKeyboardNotification } = require('./rct-keyboard-observer');

const FRAMES = ['window', 'screen'];

/**
 * options.frames: "window" (default) converts the frames to the app's key window as
 *   RCTKeyboardObserver.mm does at ace77a89; "screen" keeps UIKit's screen coordinates, as it did
 *   before (0ca1927). They differ only for a window that does not start at the screen's origin
 *   (Slide Over, Stage Manager) and while the app is in the background.
 * options.windowFrame: [x, y, width, height] of the app's window in screen coordinates; by
 *   default the file's `windowFrame`, which is the window at the start of the story (the file
 *   does not record later moves).
 */
function toReactNativeEvents(replay, options = {}) {
  checkReplay(replay);
  const frames = options.frames ?? 'window';
  if (!FRAMES.includes(frames)) {
    throw new TypeError(`options.frames is ${JSON.stringify(frames)}, expected "window" or "screen"`);
  }
  const windowFrame = options.windowFrame ?? replay.windowFrame ?? [0, 0, 0, 0];
  if (!Array.isArray(windowFrame) || windowFrame.length !== 4 || !windowFrame.every(Number.isFinite)) {
    throw new ReplayFileError(`window frame ${JSON.stringify(windowFrame)} is not [x, y, width, height]`);
  }
  const keyWindow = { x: windowFrame[0], y: windowFrame[1] };

  // RCTKeyWindow() is nil while no scene of the app is in the foreground: from a lifecycle
  // notification whose state is "background" until one whose state is not. The file's
  // applicationState is the state UIKit reports from that notification on (docs/REPLAY.md).
  let inBackground = false;
  const events = [];
  const overlaps = restingOverlaps(replay);
  for (const [index, entry] of replay.notifications.entries()) {
    if (entry.kind === 'lifecycle' && typeof entry.applicationState === 'string') {
      inBackground = entry.applicationState === 'background';
      continue;
    }
    // Editing and lifecycle notifications, and any keyboard notification RCTKeyboardObserver does
    // not observe, never become an event.
    const name = entry.kind === 'keyboard' ? EVENT_NAMES[entry.name] : undefined;
    if (name === undefined) continue;
    const window = frames === 'screen' ? undefined : inBackground ? null : keyWindow;
    events.push({
      name,
      // Before `start` counts as 0, as in KeyboardReplay.swift.
      time: Math.max(0, entry.time - replay.start),
      body: parseKeyboardNotification(entry, window),
      notification: entry.name,
      record: entry.record,
      // keyboardd's truth: where the keyboard comes to rest over the app's window after this
      // notification (window coordinates; zero for none). Not part of React Native's event.
      keyboardOverlap: restingOverlap(overlaps, index + 1, entry.time),
      // The notification's place in the file, for the driver's clock of what was received.
      index,
    });
  }
  return events;
}

module.exports = { toReactNativeEvents };
