'use strict';
// A stand-in for react-native's `Keyboard` module on iOS, for a test that mocks the module
// (README.md). It follows facebook/react-native
// packages/react-native/Libraries/Components/Keyboard/Keyboard.js (read at
// 3c63576553e1e86ab955eb3f1a6bbbc95956eae9, class KeyboardImpl) and the NativeEventEmitter it
// listens through (Libraries/EventEmitter/NativeEventEmitter.js at
// 2624e2f52e2c61451241d6027fbc799d2456f4c9):
//   - the constructor adds the module's own keyboardDidShow and keyboardDidHide listeners first,
//     so isVisible() and metrics() have changed when a test's own listener of those events runs;
//   - addListener(eventType, listener, context) drops `context` (Keyboard.js passes only the
//     listener on); its subscription's remove() removes that one registration, and a second
//     call does nothing;
//   - removeAllListeners(eventType) needs an event type on iOS (NativeEventEmitter's invariant)
//     and removes the module's own listener of that event too: after
//     removeAllListeners('keyboardDidShow'), isVisible() stays false, as it does in RN;
//   - metrics() is the last keyboardDidShow's endCoordinates until a keyboardDidHide, else
//     undefined;
//   - dismiss() blurs the focused text input in RN (Utilities/dismissKeyboard); the keyboard
//     itself goes only when UIKit says so. Here it is counted, and options.onDismiss is called;
//     nothing is emitted.
//   - scheduleLayoutAnimation(event) calls LayoutAnimation.configureNext in RN; here its
//     configuration is recorded.

const { EventEmitter } = require('./event-emitter');

// LayoutAnimation.Types (Libraries/LayoutAnimation/LayoutAnimation.js).
const LAYOUT_ANIMATION_TYPES = Object.freeze({
  spring: 'spring',
  linear: 'linear',
  easeInEaseOut: 'easeInEaseOut',
  easeIn: 'easeIn',
  easeOut: 'easeOut',
  keyboard: 'keyboard',
});

function createKeyboard(options = {}) {
  const emitter = new EventEmitter();
  let currentlyShowing = null;
  emitter.addListener('keyboardDidShow', (event) => {
    currentlyShowing = event;
  });
  emitter.addListener('keyboardDidHide', () => {
    currentlyShowing = null;
  });
  // The events whose own listener removeAllListeners has not removed, for listenerCount.
  const ownAlive = new Set(['keyboardDidShow', 'keyboardDidHide']);
  const calls = { dismiss: 0, layoutAnimations: [] };

  const Keyboard = {
    addListener(eventType, listener, _context) {
      const registration = emitter.addListener(eventType, listener);
      return { remove: () => registration.remove() };
    },
    removeAllListeners(eventType) {
      if (eventType == null) {
        throw new Error('`NativeEventEmitter.removeAllListener()` requires a non-null argument.');
      }
      emitter.removeAllListeners(eventType);
      ownAlive.delete(eventType);
    },
    dismiss() {
      calls.dismiss += 1;
      options.onDismiss?.();
    },
    isVisible() {
      return !!currentlyShowing;
    },
    metrics() {
      return currentlyShowing?.endCoordinates;
    },
    scheduleLayoutAnimation(event) {
      const { duration, easing } = event;
      if (duration != null && duration !== 0) {
        calls.layoutAnimations.push({
          duration,
          update: { duration, type: (easing != null && LAYOUT_ANIMATION_TYPES[easing]) || 'keyboard' },
        });
      }
    },
  };

  return {
    Keyboard,
    calls,
    /** What RCTDeviceEventEmitter.emit does when the native module sends an event. */
    emit(eventType, body) {
      emitter.emit(eventType, body);
    },
    /** The listeners a test's code added for `eventType` and has not removed (not the module's own). */
    listenerCount(eventType) {
      return emitter.listenerCount(eventType) - (ownAlive.has(eventType) ? 1 : 0);
    },
  };
}

module.exports = { createKeyboard };
