// Misuses the types must refuse (test/types.test.js expects tsc to fail on each marked line).
import { corpusStories, createKeyboardDriver, loadCorpusReplay } from 'keyboardd-rn';

const driver = createKeyboardDriver(loadCorpusReplay('switch-with-keyboard/ios13.iphone-x'));
driver.advanceTo('5000');                                  // MISUSE: a time is a number
driver.Keyboard.addListener('keyboardWillAppear', () => {}); // MISUSE: not one of the six events
corpusStories({ eras: 'ios13' });                          // MISUSE: the filter is era
const height: string = driver.events[0].body.endCoordinates.height; // MISUSE: a number
export { height };
