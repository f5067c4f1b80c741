'use strict';
// The listener registry behind React Native's Keyboard module: RCTDeviceEventEmitter is an
// instance of facebook/react-native packages/react-native/Libraries/vendor/emitter/EventEmitter.js
// (read at 0c3519fe13a4b41ee512bb9777a93f91d80b6fb9). Its rules, kept here:
//   - addListener throws a TypeError when the listener is not a function;
//   - listeners of one event are called in the order they were added, with the context they
//     were added with as `this`;
//   - emit calls a snapshot: a listener added or removed by another listener during an emit is
//     not added to or removed from that emit;
//   - removing a registration twice does nothing.

class EventEmitter {
  #registry = new Map();

  addListener(eventType, listener, context) {
    if (typeof listener !== 'function') {
      throw new TypeError('EventEmitter.addListener(...): 2nd argument must be a function.');
    }
    let registrations = this.#registry.get(eventType);
    if (registrations === undefined) {
      registrations = new Set();
      this.#registry.set(eventType, registrations);
    }
    const registration = {
      context,
      listener,
      remove() {
        registrations.delete(registration);
      },
    };
    registrations.add(registration);
    return registration;
  }

  emit(eventType, ...args) {
    const registrations = this.#registry.get(eventType);
    if (registrations === undefined) return;
    for (const registration of Array.from(registrations)) {
      registration.listener.apply(registration.context, args);
    }
  }

  /** All listeners of `eventType`, or of every event when it is null or undefined. */
  removeAllListeners(eventType) {
    if (eventType == null) this.#registry.clear();
    else this.#registry.delete(eventType);
  }

  listenerCount(eventType) {
    return this.#registry.get(eventType)?.size ?? 0;
  }
}

module.exports = { EventEmitter };
