'use strict';
// React Native's iOS keyboard event source, RCTKeyboardObserver, in JavaScript: which UIKit
// notification becomes which event, and the event's body. Read from facebook/react-native,
// packages/react-native/React/CoreModules/RCTKeyboardObserver.mm:
//   - at ace77a89d595cebe9d49b177ce740cd2eb3aaacd (with the window conversion below), and
//   - at 0ca1927f20489be3f7ab6ab53b7925308d3d7994 (without it: frames as UIKit gives them).

const { rectValue, numberValue } = require('./replay-file');

// -startObserving observes exactly these six notifications (ADD_KEYBOARD_HANDLER), and each
// handler (IMPLEMENT_KEYBOARD_HANDLER) sends the event named after its selector, which is also
// the list of -supportedEvents. Nothing else UIKit posts reaches JavaScript through this module.
const EVENT_NAMES = Object.freeze({
  UIKeyboardWillShowNotification: 'keyboardWillShow',
  UIKeyboardDidShowNotification: 'keyboardDidShow',
  UIKeyboardWillHideNotification: 'keyboardWillHide',
  UIKeyboardDidHideNotification: 'keyboardDidHide',
  UIKeyboardWillChangeFrameNotification: 'keyboardWillChangeFrame',
  UIKeyboardDidChangeFrameNotification: 'keyboardDidChangeFrame',
});

// RCTAnimationNameForCurve. UIViewAnimationCurve: EaseInOut 0, EaseIn 1, EaseOut 2, Linear 3.
// Any other value, such as the keyboard's private curve 7, is "keyboard" (the `default:` case).
const CURVE_NAMES = Object.freeze({ 0: 'easeInEaseOut', 1: 'easeIn', 2: 'easeOut', 3: 'linear' });

function animationNameForCurve(curve) {
  return CURVE_NAMES[curve] ?? 'keyboard';
}

// RCTRectDictionaryValue: origin and size under RN's names. "screenX"/"screenY" keep their names
// after the conversion to window coordinates.
function rectDictionaryValue(rect) {
  return { screenX: rect.x, screenY: rect.y, width: rect.width, height: rect.height };
}

/**
 * `[window convertRect:rect fromCoordinateSpace:window.screen.coordinateSpace]`, the conversion
 * RCTParseKeyboardNotification applies at ace77a89: facebook/react-native PR 48131, "Fixes for
 * Keyboard Observer, KeyboardAvoidingView on iOS", whose first part is "Convert keyboard position
 * to window coordinate space on iOS" (for Slide Over and Stage Manager).
 * `window` is RCTKeyWindow(): the key window of a foreground scene, or nil when the app has none
 * (React/Base/RCTUtils.mm, RCTKeyWindow, at 06d3e7e7dc78ba78ccdf4ebcd7f5be9c7af9add0: only
 * UISceneActivationStateForegroundActive and ...ForegroundInactive scenes are looked at). A
 * message to nil returns a zeroed CGRect. An app window is not rotated against its screen's
 * coordinate space, so converting is moving the origin.
 */
function convertToWindow(rect, window) {
  if (window === null) return { x: 0, y: 0, width: 0, height: 0 };
  return { x: rect.x - window.x, y: rect.y - window.y, width: rect.width, height: rect.height };
}

/**
 * RCTParseKeyboardNotification: the body of the event for one replay entry of kind "keyboard".
 * `window` is undefined to keep UIKit's screen coordinates (RN before the conversion), null for
 * no key window, or the key window's origin `{x, y}` in screen coordinates.
 */
function parseKeyboardNotification(entry, window) {
  let beginFrame = rectValue(entry, 'UIKeyboardFrameBeginUserInfoKey');
  let endFrame = rectValue(entry, 'UIKeyboardFrameEndUserInfoKey');
  // NSTimeInterval, seconds; the body has `duration * 1000.0` ("// ms"), the same IEEE double
  // product as JavaScript's.
  const duration = numberValue(entry, 'UIKeyboardAnimationDurationUserInfoKey');
  // static_cast<UIViewAnimationCurve>([... integerValue]): integerValue truncates.
  const curve = Math.trunc(numberValue(entry, 'UIKeyboardAnimationCurveUserInfoKey'));
  // `isLocalUserInfoKey == 1 ? @YES : @NO`: only an exact 1 is true, and a missing key (nil, 0)
  // is false. The field came with facebook/react-native PR 23245, "Expose isLocalUserInfoKey to
  // keyboard event notifications" (for Slide Over and Split View).
  const isLocal = Math.trunc(numberValue(entry, 'UIKeyboardIsLocalUserInfoKey'));

  if (window !== undefined) {
    beginFrame = convertToWindow(beginFrame, window);
    endFrame = convertToWindow(endFrame, window);
  }

  return {
    startCoordinates: rectDictionaryValue(beginFrame),
    endCoordinates: rectDictionaryValue(endFrame),
    duration: duration * 1000.0,
    easing: animationNameForCurve(curve),
    isEventFromThisApp: isLocal === 1,
  };
}

module.exports = { EVENT_NAMES, animationNameForCurve, convertToWindow, parseKeyboardNotification };
