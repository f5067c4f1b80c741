'use strict';
// corpusStories refuses a filter value keyboardd does not know, naming the valid ones, instead
// of answering [] as if no story matched; a real value the corpus has no story of gives [].

const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { corpusStories, CORPUS_DIRECTORY } = require('../keyboardd-rn');

const index = JSON.parse(fs.readFileSync(path.join(CORPUS_DIRECTORY, 'index.json'), 'utf8'));

const refused = (filter, message) => assert.throws(() => corpusStories(filter), (error) => {
  assert.ok(error instanceof RangeError, `a RangeError, not ${error}`);
  assert.match(error.message, message);
  return true;
});

test("index.json lists keyboardd's eras, devices and behaviour ids", () => {
  for (const key of ['eras', 'devices', 'behaviours']) assert.ok(Array.isArray(index[key]) && index[key].length > 0, key);
  for (const story of index.stories) {
    assert.ok(index.eras.includes(story.era), story.id);
    assert.ok(index.devices.includes(story.device), story.id);
    for (const behaviour of story.behaviours) assert.ok(index.behaviours.includes(behaviour), `${story.id} ${behaviour}`);
  }
});

test('a misspelt era is refused, naming every era and the near miss', () => {
  refused({ era: 'iOS13' }, /era "iOS13" is not one of \d+ eras \(did you mean "ios13"\?\): /);
  const message = (() => { try { corpusStories({ era: 'iOS13' }); } catch (error) { return error.message; } })();
  for (const era of index.eras) assert.ok(message.includes(era), era);
});

test('a misspelt device, behaviour, scenario or app is refused, naming the valid ones', () => {
  refused({ device: 'iphone-xx' }, /device "iphone-xx" is not one of \d+ devices: .*\biphone-x\b/);
  refused({ behaviour: 'K99' }, /behaviour "K99" is not one of \d+ behaviour ids: .*\bK3\b/);
  refused({ scenario: 'switch-with-keybaord' }, /scenario "switch-with-keybaord" is not one of \d+ scenarios: .*switch-with-keyboard/);
  refused({ app: 'com.southpark.Ike' }, /app "com.southpark.Ike" is not one of \d+ apps \(did you mean "com.southpark.ike"\?\)/);
});

test('an unknown filter name is refused, naming the five', () => {
  refused({ eras: 'ios13' }, /no filter "eras"; the filters: behaviour, era, device, scenario, app/);
  refused({ profile: 'ios13' }, /no filter "profile"/);
});

test('a real era with no story in the corpus gives none; a real one with stories gives them', () => {
  const unplayed = index.eras.filter((era) => !index.stories.some((story) => story.era === era));
  for (const era of unplayed) assert.deepEqual(corpusStories({ era }), []);
  const k3 = corpusStories({ behaviour: 'K3', era: 'ios13' });
  assert.ok(k3.length > 0 && k3.every((story) => story.era === 'ios13' && story.behaviours.includes('K3')));
});
