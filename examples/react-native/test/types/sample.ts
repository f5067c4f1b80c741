// A user's test helper in TypeScript, type-checked against keyboardd-rn.d.ts (test/types.test.js).
import { corpusStories, createKeyboardDriver, loadCorpusReplay, ReplayFileError } from 'keyboardd-rn';
import type { CorpusStory, KeyboardDriver, Rect, ReplayEvent } from 'keyboardd-rn';

// The timer functions of the test's environment (Jest's, Node's), as the driver schedules on them.
declare function setTimeout(callback: () => void, ms: number): number;
declare function clearTimeout(id: number): void;

const stories: CorpusStory[] = corpusStories({ behaviour: 'K3', era: 'ios13' });
const ike = loadCorpusReplay(stories[0].id, 'com.southpark.ike');
const driver: KeyboardDriver = createKeyboardDriver(ike, { frames: 'window' });
const subscription = driver.Keyboard.addListener('keyboardWillShow', (event) => {
  const height: number = event.endCoordinates.height;
  const local: boolean = event.isEventFromThisApp;
  void height;
  void local;
});
const played: ReplayEvent[] = driver.advanceTo(5250);
const truth: Rect | undefined = driver.keyboardOverlap;
const lift: number = truth?.height ?? 0;
subscription.remove();
const stop = driver.schedule({ setTimeout, clearTimeout });
stop();
try {
  loadCorpusReplay('no-such-story/ios13.iphone-x');
} catch (error) {
  if (error instanceof ReplayFileError) throw error;
}
export { played, lift };
