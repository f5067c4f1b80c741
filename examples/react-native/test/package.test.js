'use strict';
// keyboardd-rn as a user gets it: installed with npm into a project of their own, from this
// checkout's path and nothing else (offline, no registry), required as 'keyboardd-rn', and
// type-checked with tsc against keyboardd-rn.d.ts. Each child process is waited for by
// spawnSync, which kills it at its timeout.

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const PACKAGE = path.resolve(__dirname, '..');
const rn = require('..');
let project;

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: project, encoding: 'utf8', timeout: 120_000, ...options });
  if (result.error) throw result.error;
  return result;
}

before(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), 'keyboardd-rn-user-'));
  fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'my-app', version: '1.0.0', private: true }));
  // The install README.md documents, offline: a file: dependency on the checkout.
  const install = run('npm', ['install', '--save-dev', '--offline', '--no-audit', '--no-fund', `file:${PACKAGE}`], {
    env: {
      ...process.env, npm_config_cache: path.join(project, '.npm-cache'), npm_config_update_notifier: 'false',
      npm_config_userconfig: path.join(project, '.npmrc'),
    },
  });
  assert.equal(install.status, 0, `npm install: ${install.stdout}${install.stderr}`);
});

after(() => {
  if (project) fs.rmSync(project, { recursive: true, force: true });
});

test('npm records the file: dependency and links the package as keyboardd-rn', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(project, 'package.json'), 'utf8'));
  assert.match(manifest.devDependencies['keyboardd-rn'], /^file:/);
  assert.equal(fs.realpathSync(path.join(project, 'node_modules', 'keyboardd-rn')), fs.realpathSync(PACKAGE));
});

test("require('keyboardd-rn') in the user's project gives the module and the corpus", () => {
  const script = `
    const rn = require('keyboardd-rn');
    const ike = rn.loadCorpusReplay('switch-with-keyboard/ios13.iphone-x', 'com.southpark.ike');
    const driver = rn.createKeyboardDriver(ike);
    driver.runAll();
    console.log(JSON.stringify({ exports: Object.keys(rn).sort(), events: driver.played.length, stories: rn.corpusStories({ era: 'ios13' }).length }));`;
  const result = run(process.execPath, ['-e', script]);
  assert.equal(result.status, 0, result.stderr);
  const seen = JSON.parse(result.stdout);
  assert.deepEqual(seen.exports, Object.keys(rn).sort());
  assert.equal(seen.events, 12);
  assert.ok(seen.stories > 0);
});

test('package.json names the entry point and the types, and packs both', () => {
  const manifest = require('../package.json');
  assert.equal(manifest.name, 'keyboardd-rn');
  assert.ok(fs.existsSync(path.join(PACKAGE, manifest.main)));
  assert.ok(fs.existsSync(path.join(PACKAGE, manifest.types)));
  for (const file of [manifest.main, manifest.types, 'lib/']) assert.ok(manifest.files.includes(file), file);
});

test('keyboardd-rn.d.ts declares every export of the module', () => {
  const declarations = fs.readFileSync(path.join(PACKAGE, 'keyboardd-rn.d.ts'), 'utf8');
  const declared = new Set([...declarations.matchAll(/^export (?:declare )?(?:function|const|class) (\w+)/gm)].map((m) => m[1]));
  assert.deepEqual([...declared].sort(), Object.keys(rn).sort());
});

// Both samples in one tsc run (it takes seconds to start): the sample must have no error, the
// misuse one on each marked line and nowhere else. ES2020's library only, no DOM, no @types.
let checked;
function typeCheck() {
  if (checked) return checked;
  const samples = ['sample.ts', 'misuse.ts'];
  for (const sample of samples) fs.copyFileSync(path.join(__dirname, 'types', sample), path.join(project, sample));
  fs.writeFileSync(path.join(project, 'tsconfig.json'), JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, target: 'es2020', lib: ['es2020'], module: 'commonjs', moduleResolution: 'node', types: [] },
    files: samples,
  }));
  // Debian's node-typescript (scripts/setup --test installs it).
  const result = run('tsc', ['-p', 'tsconfig.json']);
  const errors = [...result.stdout.matchAll(/^(\S+\.ts)\((\d+),\d+\): error TS\d+/gm)].map((m) => ({ file: m[1], line: Number(m[2]) }));
  checked = { result, errors };
  return checked;
}

test('a TypeScript sample type-checks against keyboardd-rn.d.ts', () => {
  const { result } = typeCheck();
  // Every error tsc printed is one of misuse.ts's (a config or a declaration error would not be).
  const others = `${result.stdout}${result.stderr}`.split('\n').filter((line) => /error TS\d+/.test(line) && !line.startsWith('misuse.ts('));
  assert.deepEqual(others, []);
});

test('tsc refuses each misuse, on its line', () => {
  const { result, errors } = typeCheck();
  assert.notEqual(result.status, 0);
  const lines = fs.readFileSync(path.join(__dirname, 'types', 'misuse.ts'), 'utf8').split('\n');
  const misuses = lines.map((line, index) => (line.includes('// MISUSE') ? index + 1 : null)).filter(Boolean);
  const refused = [...new Set(errors.filter((e) => e.file === 'misuse.ts').map((e) => e.line))].sort((a, b) => a - b);
  assert.deepEqual(refused, misuses, result.stdout);
});
