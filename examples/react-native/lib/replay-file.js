'use strict';
// Reads a keyboardd replay file, format "keyboardd-replay" (docs/REPLAY.md). The checks are those
// of KeyboardFixtures' KeyboardReplayFile.decode (Sources/Client/KeyboardFixtures): another format or a newer
// version is refused, since "the version changes when a reader of the previous version would
// misread a file". Anything this reader does not use (userInfo keys such as
// UIKeyboardCenterBeginUserInfoKey, value types it does not know, notification kinds, top-level
// fields) is left alone, so that a file keyboardd writes later still reads.
//
// Versions: 1 is docs/REPLAY.md's. 2 (keyboardd e4a6f78, ReplayExport.swift) adds one value
// type, {"point": [x, y]}, for UIKeyboardCenterBeginUserInfoKey and UIKeyboardCenterEndUserInfoKey.
// RCTKeyboardObserver reads neither key, so both versions read the same here.

const FORMAT = 'keyboardd-replay';
const SUPPORTED_VERSION = 2;

class ReplayFileError extends Error {
  constructor(message) {
    super(message);
    this.name = 'ReplayFileError';
  }
}

/** Returns `replay` if this reader can read it, or throws a ReplayFileError saying why not. */
function checkReplay(replay) {
  if (typeof replay === 'string') {
    throw new ReplayFileError('pass the parsed replay file (JSON.parse or require), not its text');
  }
  if (replay === null || typeof replay !== 'object' || Array.isArray(replay)) {
    throw new ReplayFileError('not a keyboardd replay file: expected the JSON object of one');
  }
  if (replay.format !== FORMAT) {
    throw new ReplayFileError(
      `not a keyboardd replay file (format ${JSON.stringify(replay.format)}, expected "${FORMAT}")`,
    );
  }
  if (!Number.isInteger(replay.version) || replay.version < 1) {
    throw new ReplayFileError(`replay file version ${JSON.stringify(replay.version)} is not a version number`);
  }
  if (replay.version > SUPPORTED_VERSION) {
    throw new ReplayFileError(
      `replay file version ${replay.version} is newer than keyboardd-rn reads (${SUPPORTED_VERSION}): ` +
        'take keyboardd-rn from the same keyboardd',
    );
  }
  if (!Number.isFinite(replay.start)) {
    throw new ReplayFileError(`replay file "start" is ${JSON.stringify(replay.start)}, expected a time in ms`);
  }
  if (!Array.isArray(replay.notifications)) {
    throw new ReplayFileError('replay file "notifications" is not a list');
  }
  replay.notifications.forEach((entry, index) => {
    if (entry === null || typeof entry !== 'object' || typeof entry.name !== 'string' || !Number.isFinite(entry.time)) {
      throw new ReplayFileError(`replay file notification ${index} has no name or no time: ${JSON.stringify(entry)}`);
    }
  });
  return replay;
}

/** Where a value came from, for error messages: the notification's trace record and the key. */
function describe(entry, key) {
  const record = entry.record === undefined ? '' : ` (record ${entry.record})`;
  return `${entry.name}${record} ${key}`;
}

/**
 * `[userInfo[key] CGRectValue]` as RCTKeyboardObserver.mm reads it: a missing key is nil, and a
 * message to nil returns a zeroed CGRect.
 */
function rectValue(entry, key) {
  const value = entry.userInfo?.[key];
  if (value === undefined) return { x: 0, y: 0, width: 0, height: 0 };
  const rect = value?.rect;
  if (!Array.isArray(rect) || rect.length !== 4 || !rect.every(Number.isFinite)) {
    throw new ReplayFileError(`${describe(entry, key)} is ${JSON.stringify(value)}, expected {"rect": [x, y, width, height]}`);
  }
  const [x, y, width, height] = rect;
  return { x, y, width, height };
}

/**
 * `[userInfo[key] doubleValue]` (and, truncated, `integerValue`): any NSNumber, a BOOL's being
 * 0 or 1; a missing key is nil, and a message to nil returns 0.
 */
function numberValue(entry, key) {
  const value = entry.userInfo?.[key];
  if (value === undefined) return 0;
  for (const type of ['double', 'int', 'uint64']) {
    if (Number.isFinite(value?.[type])) return value[type];
  }
  if (typeof value?.bool === 'boolean') return value.bool ? 1 : 0;
  throw new ReplayFileError(`${describe(entry, key)} is ${JSON.stringify(value)}, expected a number or a bool`);
}

/**
 * The file's `keyboardOverlap` (keyboardd's truth, App1.KeyboardOverlap, read at the end of each
 * step of the story with no keyboard animation running), checked: a list of
 * {time, received, rect: [x, y, width, height]}, or [] for a file written before it.
 */
function restingOverlaps(replay) {
  const reads = replay.keyboardOverlap;
  if (reads === undefined) return [];
  if (!Array.isArray(reads)) throw new ReplayFileError('replay file "keyboardOverlap" is not a list');
  return reads.map((read, index) => {
    const rect = read?.rect;
    if (!Number.isFinite(read?.time) || !Number.isInteger(read?.received) || !Array.isArray(rect) || rect.length !== 4
      || !rect.every(Number.isFinite)) {
      throw new ReplayFileError(`replay file keyboardOverlap ${index} is ${JSON.stringify(read)}, expected {"time", "received", "rect": [x, y, width, height]}`);
    }
    return { time: read.time, received: read.received, rect: { x: rect[0], y: rect[1], width: rect[2], height: rect[3] } };
  });
}

/**
 * Where the keyboard comes to rest over the app's window once the app has received its first
 * `received` notifications of the file and keyboardd's clock reads `time`: the first read at rest
 * from then on, or the last read when the story ends before another; undefined without reads.
 * As KeyboardReplayFile.restingOverlap(received:at:) in Swift.
 */
function restingOverlap(reads, received, time) {
  if (reads.length === 0) return undefined;
  const read = reads.find((r) => r.received >= received && r.time >= time) ?? reads[reads.length - 1];
  return { ...read.rect };
}

module.exports = {
  FORMAT, SUPPORTED_VERSION, ReplayFileError, checkReplay, rectValue, numberValue, restingOverlaps, restingOverlap,
};
