'use strict';
// keyboardd-rn: keyboardd replay files (docs/REPLAY.md) as React Native's iOS Keyboard events,
// played to a component's Keyboard.addListener listeners under Jest. README.md has the mapping,
// its sources in React Native, and a Jest example.
//
// CommonJS, so that a jest.mock factory can require() it as it is: Jest runs CommonJS without
// configuration, and ES modules only behind --experimental-vm-modules. No dependencies.

const { toReactNativeEvents } = require('./lib/events');
const { createKeyboardDriver } = require('./lib/driver');
const { createKeyboard } = require('./lib/keyboard');
const { FORMAT, SUPPORTED_VERSION, ReplayFileError, checkReplay } = require('./lib/replay-file');
const { EVENT_NAMES, animationNameForCurve } = require('./lib/rct-keyboard-observer');
const { CORPUS_DIRECTORY, corpusStories, loadCorpusReplay } = require('./lib/corpus');

module.exports = {
  toReactNativeEvents,
  createKeyboardDriver,
  createKeyboard,
  checkReplay,
  ReplayFileError,
  FORMAT,
  SUPPORTED_VERSION,
  EVENT_NAMES,
  animationNameForCurve,
  CORPUS_DIRECTORY,
  corpusStories,
  loadCorpusReplay,
};
