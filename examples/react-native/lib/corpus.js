'use strict';
// keyboardd's generated corpus (Sources/Client/KeyboardFixtures/Corpus, written by `keyboardctl
// corpus` from every scenario file, on its eras and on ideal): its index.json and the replay
// file of one story's app, found by the story's id (`switch-with-keyboard/ios13.iphone-x`).
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

/**
 * The stories that show `behaviour` (a docs/BEHAVIOURS.md id), on `era`, on `device`, of
 * `scenario`, with `app` among their apps: each filter only when given.
 */
function corpusStories({ behaviour, era, device, scenario, app } = {}, directory = CORPUS_DIRECTORY) {
  return readIndex(directory).stories.filter((s) =>
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
