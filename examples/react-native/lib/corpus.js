'use strict';
// keyboardd's generated corpus (Sources/Client/KeyboardFixtures/Corpus, written by `keyboardctl
// corpus` from every scenario file, on its eras and on ideal): its index.json (the stories, and
// every era, device and behaviour id keyboardd knows) and the replay file of one story's app,
// found by the story's id (`switch-with-keyboard/ios13.iphone-x`).
// The same files KeyboardFixtures ships to Swift tests; scripts/generate keeps them current.

const fs = require('node:fs');
const path = require('node:path');

/** The corpus folder of this keyboardd checkout. */
const CORPUS_DIRECTORY = path.join(__dirname, '..', '..', '..', 'Sources', 'Client', 'KeyboardFixtures', 'Corpus');

function readIndex(directory = CORPUS_DIRECTORY) {
  const index = JSON.parse(fs.readFileSync(path.join(directory, 'index.json'), 'utf8'));
  if (index.format !== 'keyboardd-corpus') throw new Error(`${directory}/index.json is not a keyboardd corpus index`);
  return index;
}

const FILTERS = ['behaviour', 'era', 'device', 'scenario', 'app'];

/** `value` if it is one of `valid`, else a RangeError naming them (and the near miss, if any). */
function checkFilter(name, value, valid) {
  if (typeof value === 'string' && valid.includes(value)) return value;
  const near = typeof value === 'string' ? valid.find((v) => v.toLowerCase() === value.toLowerCase()) : undefined;
  throw new RangeError(`corpusStories: ${name} ${JSON.stringify(value)} is not one of ${valid.length} ${name === 'behaviour' ? 'behaviour ids' : `${name}s`}`
    + (near ? ` (did you mean ${JSON.stringify(near)}?)` : '') + `: ${valid.join(', ')}`);
}

/**
 * The stories that show `behaviour` (a docs/BEHAVIOURS.md id), on `era`, on `device`, of
 * `scenario`, with `app` among their apps: each filter only when given. A value keyboardd does
 * not know (`era: 'iOS13'`, a misspelt device) throws a RangeError naming the valid ones; a real
 * one the corpus has no story of gives []. An unknown filter name throws too, naming the five.
 */
function corpusStories(filter = {}, directory = CORPUS_DIRECTORY) {
  if (filter === null || typeof filter !== 'object') throw new TypeError(`corpusStories: the filter is ${filter}, expected an object`);
  const { behaviour, era, device, scenario, app, ...unknown } = filter;
  const unknownKeys = Object.keys(unknown);
  if (unknownKeys.length > 0) {
    throw new RangeError(`corpusStories: no filter ${unknownKeys.map((k) => JSON.stringify(k)).join(', ')}; the filters: ${FILTERS.join(', ')}`);
  }
  const index = readIndex(directory);
  const stories = index.stories;
  // keyboardd's whole vocabulary (index.json lists it), or, in an older index, what its stories use.
  const known = (key, field) => index[key] ?? [...new Set(stories.flatMap((s) => s[field]))];
  if (behaviour !== undefined) checkFilter('behaviour', behaviour, known('behaviours', 'behaviours'));
  if (era !== undefined) checkFilter('era', era, known('eras', 'era'));
  if (device !== undefined) checkFilter('device', device, known('devices', 'device'));
  if (scenario !== undefined) checkFilter('scenario', scenario, [...new Set(stories.map((s) => s.scenario))]);
  if (app !== undefined) checkFilter('app', app, [...new Set(stories.flatMap((s) => s.apps))].sort());
  return stories.filter((s) =>
    (behaviour === undefined || s.behaviours.includes(behaviour)) && (era === undefined || s.era === era)
    && (device === undefined || s.device === device) && (scenario === undefined || s.scenario === scenario)
    && (app === undefined || s.apps.includes(app)));
}

/** The parsed replay file of `app` (the story's first app when left out) in story `id`. */
function loadCorpusReplay(id, app, directory = CORPUS_DIRECTORY) {
  const story = readIndex(directory).stories.find((s) => s.id === id);
  if (!story) throw new Error(`the corpus has no story ${id}`);
  const name = app === undefined ? story.apps[0] : app;
  if (!story.files[name]) throw new Error(`story ${id} has no app ${name}; its apps: ${story.apps.join(', ')}`);
  return JSON.parse(fs.readFileSync(path.join(directory, story.files[name]), 'utf8'));
}

module.exports = { CORPUS_DIRECTORY, corpusStories, loadCorpusReplay };
