// Types of keyboardd-rn (keyboardd-rn.js), written by hand beside the CommonJS module. Checked by
// test/types.test.js: a sample in TypeScript compiles against them with `tsc --strict`, a misuse
// does not, and every export of the module is declared here.

/** A rectangle as keyboardd reads it: x, y, width, height in points. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** RCTRectDictionaryValue: a frame under React Native's names (window coordinates by default). */
export interface KeyboardCoordinates {
  screenX: number;
  screenY: number;
  width: number;
  height: number;
}

export type KeyboardEventName =
  | 'keyboardWillShow'
  | 'keyboardDidShow'
  | 'keyboardWillHide'
  | 'keyboardDidHide'
  | 'keyboardWillChangeFrame'
  | 'keyboardDidChangeFrame';

export type KeyboardEventEasing = 'easeInEaseOut' | 'easeIn' | 'easeOut' | 'linear' | 'keyboard';

/** The body React Native's RCTKeyboardObserver sends (RCTParseKeyboardNotification). */
export interface KeyboardEventBody {
  startCoordinates: KeyboardCoordinates;
  endCoordinates: KeyboardCoordinates;
  /** ms */
  duration: number;
  easing: KeyboardEventEasing;
  isEventFromThisApp: boolean;
}

/** One event of a replay file, as the driver plays it. */
export interface ReplayEvent {
  name: KeyboardEventName;
  /** ms since the story began (the file's `start`). */
  time: number;
  body: KeyboardEventBody;
  /** UIKit's notification name, e.g. `UIKeyboardWillShowNotification`. */
  notification: string;
  /** The notification's record: in the corpus its place among the story's notifications. */
  record?: number;
  /**
   * keyboardd's truth: where the keyboard comes to rest over the app's window after this event
   * (App1.KeyboardOverlap at the next step end with no keyboard animation), window coordinates,
   * zero for none. Undefined for a file without it. Not part of React Native's event.
   */
  keyboardOverlap?: Rect;
  /** The notification's place in the file's `notifications`. */
  index: number;
}

/** A userInfo value with its type, as the file writes it. */
export type ReplayValue =
  | { rect: [number, number, number, number] }
  | { point: [number, number] }
  | { double: number }
  | { int: number }
  | { uint64: number }
  | { bool: boolean }
  | { string: string }
  | { strings: string[] };

export interface ReplayNotification {
  kind: 'keyboard' | 'lifecycle' | 'editing';
  name: string;
  time: number;
  record?: number;
  userInfo?: Record<string, ReplayValue>;
  applicationState?: 'active' | 'inactive' | 'background';
  responder?: string;
}

/** A keyboardd replay file (docs/REPLAY.md), parsed. */
export interface ReplayFile {
  format: 'keyboardd-replay';
  version: number;
  app: string;
  scenario?: string;
  /** keyboardd's era, under the contract's name for it. */
  profile?: string;
  device?: string;
  orientation?: string;
  screen?: [number, number, number, number];
  windowFrame?: [number, number, number, number];
  start: number;
  notifications: ReplayNotification[];
  /** keyboardd's truth at rest, read after the story's steps. */
  keyboardOverlap?: Array<{ time: number; received: number; rect: [number, number, number, number] }>;
}

export interface EventOptions {
  /** 'window' (default): frames in the key window, as RCTKeyboardObserver today; 'screen': UIKit's. */
  frames?: 'window' | 'screen';
  /** [x, y, width, height] of the app's window in screen coordinates; the file's by default. */
  windowFrame?: [number, number, number, number];
}

export interface DriverOptions extends EventOptions {
  /** react-native's DeviceEventEmitter (anything with emit(name, body)); the stand-in by default. */
  DeviceEventEmitter?: { emit(eventName: string, body: KeyboardEventBody): void };
  /** Called by the stand-in's dismiss(). */
  onDismiss?: () => void;
}

export interface EventSubscription {
  remove(): void;
}

/** The stand-in for react-native's Keyboard module (Keyboard.js's rules). */
export interface KeyboardStandIn {
  addListener(eventType: KeyboardEventName, listener: (event: KeyboardEventBody) => void, context?: unknown): EventSubscription;
  removeAllListeners(eventType: KeyboardEventName): void;
  dismiss(): void;
  isVisible(): boolean;
  metrics(): KeyboardCoordinates | undefined;
  scheduleLayoutAnimation(event: KeyboardEventBody): void;
}

export interface LayoutAnimationConfig {
  duration: number;
  update: { duration: number; type: string };
}

export interface KeyboardCalls {
  dismiss: number;
  layoutAnimations: LayoutAnimationConfig[];
}

export interface KeyboardDriver {
  readonly events: ReplayEvent[];
  readonly Keyboard: KeyboardStandIn;
  /** For jest.mock of react-native/Libraries/Components/Keyboard/Keyboard. */
  readonly module: { __esModule: true; default: KeyboardStandIn; driver: KeyboardDriver };
  readonly calls: KeyboardCalls;
  listenerCount(eventType: KeyboardEventName): number;
  /** ms since the story began. */
  readonly now: number;
  readonly next: ReplayEvent | null;
  readonly done: boolean;
  readonly played: ReplayEvent[];
  /** keyboardd's truth now: where the keyboard comes to rest over the app's window after what was played. */
  readonly keyboardOverlap: Rect | undefined;
  step(): ReplayEvent | null;
  advanceTo(ms: number): ReplayEvent[];
  advanceBy(ms: number): ReplayEvent[];
  runAll(): ReplayEvent[];
  /** One setTimeout per distinct time (install fake timers first); returns a function clearing those left. */
  schedule(timers?: {
    setTimeout(callback: () => void, ms: number): unknown;
    clearTimeout(id: any): void;
  }): () => void;
}

export interface KeyboardStandInHandle {
  Keyboard: KeyboardStandIn;
  calls: KeyboardCalls;
  emit(eventType: KeyboardEventName, body: KeyboardEventBody): void;
  listenerCount(eventType: KeyboardEventName): number;
}

/** One story of keyboardd's corpus, as index.json lists it. */
export interface CorpusStory {
  /** `switch-with-keyboard/ios13.iphone-x` */
  id: string;
  scenario: string;
  title: string;
  behaviours: string[];
  era: string;
  device: string;
  apps: string[];
  /** Each app's replay file, relative to the corpus directory. */
  files: Record<string, string>;
  lines: [number, number];
  summary: string;
  source: string;
}

/** Each filter only when given; a value keyboardd does not know throws a RangeError naming the valid ones. */
export interface CorpusFilter {
  /** A docs/BEHAVIOURS.md id: `K3`, `N5`. */
  behaviour?: string;
  /** keyboardd's era: `ios13`, `ideal`. */
  era?: string;
  /** keyboardd's device: `iphone-x`. */
  device?: string;
  /** A scenario file's id: `switch-with-keyboard`. */
  scenario?: string;
  /** A bundle id among the story's apps. */
  app?: string;
}

export class ReplayFileError extends Error {
  name: 'ReplayFileError';
}

export const FORMAT: 'keyboardd-replay';
export const SUPPORTED_VERSION: number;
export const EVENT_NAMES: Readonly<Record<string, KeyboardEventName>>;
export const CORPUS_DIRECTORY: string;

export function toReactNativeEvents(replay: ReplayFile, options?: EventOptions): ReplayEvent[];
export function createKeyboardDriver(replay: ReplayFile, options?: DriverOptions): KeyboardDriver;
export function createKeyboard(options?: { onDismiss?: () => void }): KeyboardStandInHandle;
export function checkReplay(replay: unknown): ReplayFile;
export function animationNameForCurve(curve: number): KeyboardEventEasing;
export function corpusStories(filter?: CorpusFilter, directory?: string): CorpusStory[];
export function loadCorpusReplay(id: string, app?: string, directory?: string): ReplayFile;
