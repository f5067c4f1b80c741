// keyboardd's playground page: one WebSocket to the playground, which pushes keyboardd's
// notifications, trace records, properties and the keyboard's motion as they happen, and takes
// the contract's calls ({"call": {"interface", "method", "arguments"}}) and its own actions
// ({"playground": {"action": ...}}). Every control names the Control1 or App1 method it calls in
// `data-verb`, so a test drives the page as a person does. No framework, no build step.
'use strict';

const page = {
  socket: null,
  nextId: 1,
  waiting: new Map(),
  catalog: null,
  state: null,
  apps: [],            // the apps the playground runs
  beliefs: {},
  records: [],
  selected: null,
  arrivals: {},        // Keyboard1.Notification Sequence → when the page drew it (ms since the epoch), for the benchmark
  hashApplied: false,
};
window.playground = page;

const $ = id => document.getElementById(id);
const token = new URLSearchParams(location.search).get('token') || '';

function element(name, attributes, ...children) {
  const e = document.createElement(name);
  for (const [key, value] of Object.entries(attributes || {})) {
    if (key === 'dataset') Object.assign(e.dataset, value);
    else if (key.startsWith('on')) e.addEventListener(key.slice(2), value);
    else if (value !== undefined && value !== null && value !== false) e.setAttribute(key, value === true ? '' : value);
  }
  for (const child of children.flat(Infinity)) if (child !== null && child !== undefined) e.append(child);
  return e;
}

// MARK: The connection

function connect() {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const socket = new WebSocket(`${scheme}://${location.host}/socket?token=${encodeURIComponent(token)}`);
  page.socket = socket;
  socket.onopen = () => { $('status').textContent = 'connected'; $('status').className = 'status connected'; };
  socket.onclose = () => { $('status').textContent = 'disconnected'; $('status').className = 'status closed'; };
  socket.onmessage = event => receive(JSON.parse(event.data));
}

function send(message) {
  const id = page.nextId++;
  return new Promise((resolve, reject) => {
    page.waiting.set(id, { resolve, reject });
    page.socket.send(JSON.stringify({ id, ...message }));
  });
}

// A Control1 or App1 call, as the contract names it; a refusal shows keyboardd's message.
// Both resolve to the reply, or to {error} once the error is shown.
page.call = (interface_, method, args, app) =>
  send({ call: { interface: interface_, method, arguments: args || {}, ...(app ? { app } : {}) } })
    .catch(error => { showError(error); return { error }; });
page.action = (action, fields) => send({ playground: { action, ...fields } }).catch(error => { showError(error); return { error }; });
page.send = send;

function showError(error) {
  const box = $('error');
  box.hidden = false;
  box.textContent = `${error.shortName || 'Error'}: ${error.message}`;
  box.dataset.name = error.shortName || '';
}

function receive(message) {
  if (message.id !== undefined && page.waiting.has(message.id)) {
    const { resolve, reject } = page.waiting.get(message.id);
    page.waiting.delete(message.id);
    if (message.error) reject(message.error); else { $('error').hidden = true; resolve(message.reply); }
    return;
  }
  if (message.error) showError(message.error);
  if (message.signal === 'Notification') live(message.arguments);
  if (message.catalog) { page.catalog = message.catalog; buildControls(); }
  if (message.reset) { page.records = []; $('lanes').replaceChildren(); }
  if (message.apps) page.apps = message.apps;
  if (message.beliefs) Object.assign(page.beliefs, message.beliefs);
  if (message.records) addRecords(message.records);
  if (message.motion) page.picture.play(message.motion);
  if (message.realTime !== undefined) $('real-time').checked = message.realTime;
  if (message.quirkFired) markQuirk(message.quirkFired);
  if (message.quirksProbed !== undefined) $('quirks-progress').textContent = message.quirksProbed ? 'done' : '';
  if (message.state) { page.pendingState = message.state; scheduleRender(); }
  else if (message.beliefs || message.apps) scheduleRender();
}

// The state is drawn once per burst of messages, after the ones already waiting: a notification
// behind a burst of state changes reaches the DOM without waiting for each redraw.
function scheduleRender() {
  if (page.renderScheduled) return;
  page.renderScheduled = true;
  setTimeout(() => {
    page.renderScheduled = false;
    if (page.pendingState) { const state = page.pendingState; page.pendingState = null; showState(state); } else showApps();
  }, 0);
}

// MARK: Keyboard1.Notification, as it arrives

function live(args) {
  const info = args.user_info || {};
  const item = element('li', { dataset: { sequence: info.Sequence, name: args.name } },
    `${info.Time} ms #${info.Sequence} ${short(args.name)} owner=${info.Owner || '-'} → ${(args.recipients || []).join(', ')}`);
  const list = $('live');
  list.prepend(item);
  while (list.children.length > 200) list.lastChild.remove();
  page.arrivals[info.Sequence] = performance.timeOrigin + performance.now();
}

function short(name) {
  return String(name).replace(/^UIKeyboard|^UIApplication|^UITextField|^UITextView/, '').replace(/Notification$/, '');
}

// MARK: keyboardd's state

function showState(state) {
  if (!state || !state.server) return;
  page.state = state;
  const server = state.server;
  $('clock').textContent = `${server.Clock} clock, now ${server.Now} ms`;
  page.picture.draw(state);
  $('picture-caption').textContent = `${server.Device}, ${server.Orientation}, ${server.Profile}` +
    (state.keyboard.Visible ? ` · keyboard ${state.keyboard.Mode} at (${state.keyboard.Frame.join(', ')})` : ' · no keyboard');
  syncSetup(state);
  showApps();
  showQuirks(server.Quirks || []);
  applyHashOnce(state);
  writeHash(state);
}

// The set-up in the URL (#device=…&era=…&orientation=…&on=…&off=…): a link reproduces it.
function writeHash(state) {
  const s = state.server;
  const on = Object.entries(s.Settings || {}).filter(([, v]) => v === true).map(([k]) => k);
  const off = Object.entries(s.Settings || {}).filter(([, v]) => v === false).map(([k]) => k);
  const hash = `#device=${s.Device}&era=${s.Profile}&orientation=${s.Orientation}&on=${on.join(',')}&off=${off.join(',')}`;
  if (page.hashApplied && location.hash !== hash) history.replaceState(null, '', location.pathname + location.search + hash);
}

function applyHashOnce(state) {
  if (page.hashApplied) return;
  page.hashApplied = true;
  const wanted = new URLSearchParams(location.hash.slice(1));
  if (![...wanted.keys()].length) return;
  const s = state.server;
  const options = {};
  if (wanted.get('device') && wanted.get('device') !== s.Device) options.Device = wanted.get('device');
  if (wanted.get('era') && wanted.get('era') !== s.Profile) options.Profile = wanted.get('era');
  if (wanted.get('orientation') && wanted.get('orientation') !== s.Orientation) options.Orientation = wanted.get('orientation');
  for (const [key, value] of [['on', true], ['off', false]]) {
    for (const name of (wanted.get(key) || '').split(',').filter(Boolean)) {
      if ((s.Settings || {})[name] !== value) options[name] = value;
    }
  }
  if (Object.keys(options).length) page.call('Control1', 'Configure', { options });
}

// MARK: Controls, built from the contract's catalog

function buildControls() {
  const catalog = page.catalog;
  const fill = (select, values, labels) => select.replaceChildren(...values.map((v, i) => element('option', { value: v }, labels ? labels[i] : v)));
  fill($('setup-device'), catalog.devices.map(d => d.name), catalog.devices.map(d => `${d.name} (${d.width}×${d.height})`));
  fill($('setup-era'), catalog.eras.map(e => e.name), catalog.eras.map(e => e.iOS ? `${e.name} (iOS ${e.iOS[0]}–${e.iOS[1]})` : e.name));
  fill($('setup-orientation'), catalog.lists.Orientation);
  $('setup-settings').replaceChildren(...catalog.lists.Setting.map(name =>
    element('label', {}, element('input', { type: 'checkbox', dataset: { setting: name } }), ' ' + name)));
  fill($('add-example'), catalog.examples.map(e => e.name), catalog.examples.map(e => `${e.name} (${e.bundleId})`));
  $('add-tracker').append(...catalog.trackers.map(t => element('option', { value: t }, t)));

  // Every Control1 method the other controls do not already make, with its arguments.
  const elsewhere = new Set(['Configure', 'Reset', 'Trace', 'Advance', 'Settle']);
  const control = catalog.interfaces.find(i => i.name.endsWith('Control1'));
  const verbs = $('verbs');
  verbs.replaceChildren();
  for (const method of control.methods.filter(m => !elsewhere.has(m.name))) {
    const inputs = method.arguments.map(argument => argumentInput(argument));
    const button = element('button', { type: 'button', title: method.doc, dataset: { verb: method.name } }, method.name);
    button.addEventListener('click', () => {
      const args = {};
      method.arguments.forEach((argument, i) => { args[argument.name] = readArgument(argument, inputs[i]); });
      page.call('Control1', method.name, args);
    });
    verbs.append(button, element('span', { class: 'args' }, inputs));
  }
}

// An input for an argument, by its signature: a list of the names it takes, a checkbox, a number…
function argumentInput(argument) {
  const title = `${argument.name} (${argument.signature}): ${argument.doc}`;
  if (argument.choices) {
    return element('select', { title, dataset: { arg: argument.name } }, argument.choices.map(c => element('option', { value: c }, c || '(none)')));
  }
  if (argument.name === 'bundle_id' || argument.name === 'primary' || argument.name === 'secondary') {
    return element('select', { title, dataset: { arg: argument.name, apps: argument.name === 'secondary' ? 'optional' : 'yes' } });
  }
  switch (argument.signature) {
    case 'b': return element('input', { type: 'checkbox', title, dataset: { arg: argument.name } });
    case 'd': case 't': return element('input', { type: 'number', size: 6, title, placeholder: argument.name, dataset: { arg: argument.name } });
    case '(dddd)': return element('input', { size: 14, title, placeholder: 'x,y,width,height', dataset: { arg: argument.name } });
    default: return element('input', { size: 12, title, placeholder: argument.name, dataset: { arg: argument.name } });
  }
}

function readArgument(argument, input) {
  switch (argument.signature) {
    case 'b': return input.checked;
    case 'd': case 't': return Number(input.value);
    case '(dddd)': return input.value.split(',').map(Number);
    case 'v': return input.value === 'true' ? true : input.value === 'false' ? false : (input.value !== '' && !isNaN(input.value) ? Number(input.value) : input.value);
    case 'a{sv}': try { return JSON.parse(input.value || '{}'); } catch (_) { return input.value; }
    default: return input.value;
  }
}

function syncSetup(state) {
  const s = state.server;
  if (document.activeElement && document.activeElement.closest('#setup')) return;
  $('setup-device').value = s.Device;
  $('setup-era').value = s.Profile;
  $('setup-orientation').value = s.Orientation;
  for (const box of document.querySelectorAll('[data-setting]')) box.checked = !!(s.Settings || {})[box.dataset.setting];
  // The app pickers of the Control1 rows: the registered apps.
  const ids = (state.apps || []).map(a => a.BundleId);
  for (const select of document.querySelectorAll('select[data-apps]')) {
    const current = select.value;
    const options = (select.dataset.apps === 'optional' ? [''] : []).concat(ids);
    select.replaceChildren(...options.map(id => element('option', { value: id }, id || '(none)')));
    if (options.includes(current)) select.value = current;
  }
}

function setupListeners() {
  $('setup').addEventListener('submit', event => {
    event.preventDefault();
    const s = page.state.server;
    const options = { Profile: $('setup-era').value, Orientation: $('setup-orientation').value };
    if ($('setup-device').value !== s.Device) options.Device = $('setup-device').value;
    for (const box of document.querySelectorAll('[data-setting]')) options[box.dataset.setting] = box.checked;
    page.call('Control1', 'Configure', { options });
  });
  document.querySelector('[data-verb="Reset"]').addEventListener('click', () => page.call('Control1', 'Reset', {}));
  document.querySelector('[data-verb="Settle"]').addEventListener('click', () => page.call('Control1', 'Settle', {}));
  for (const button of document.querySelectorAll('.clock-controls [data-verb="Advance"]')) {
    button.addEventListener('click', () => page.call('Control1', 'Advance', { ms: Number(button.dataset.ms || $('advance-ms').value) }));
  }
  $('real-time').addEventListener('change', event => page.action('realTime', { on: event.target.checked }));
  $('add-app').addEventListener('submit', event => {
    event.preventDefault();
    page.action('addApp', { example: $('add-example').value, bundleId: $('add-bundle').value, tracker: $('add-tracker').value,
                            launch: $('add-launch').checked });
  });
  document.querySelector('[data-action="quirksFired"]').addEventListener('click', async () => {
    for (const item of document.querySelectorAll('#quirks [data-quirk]')) { delete item.dataset.fired; item.classList.remove('fired'); }
    $('quirks-progress').textContent = 'playing the session with each quirk off…';
    const reply = await page.action('quirksFired', {});
    if (reply.error) $('quirks-progress').textContent = '';
  });
  $('export').addEventListener('submit', event => {
    event.preventDefault();
    exportSession();
  });
}

// MARK: Apps

function showApps() {
  const state = page.state;
  if (!state) return;
  const container = $('apps');
  const open = document.activeElement && document.activeElement.closest('.app-card') ? document.activeElement.closest('.app-card').dataset.app : null;
  if (open) return;   // not while a field of a card is being typed in
  container.replaceChildren(...(state.apps || []).map(appCard));
}

function appCard(app) {
  const id = app.BundleId;
  const own = app.playground;
  const overlap = app.KeyboardOverlap || [0, 0, 0, 0];
  const belief = page.beliefs[id] || (own && own.belief) || null;
  const truthHeight = overlap[3];
  const facts = element('div', { class: 'facts' },
    `state ${app.State} · first responder ${app.FirstResponder || '–'} · window (${(app.WindowFrame || []).join(', ')})`);
  const truth = element('div', { class: 'truth', dataset: { truth: truthHeight } }, `truth (KeyboardOverlap): keyboard covers ${truthHeight} pt of its window`);
  const children = [element('div', { class: 'title' }, id, own ? ` — ${own.example}${own.tracker ? ', ' + own.tracker : ''} (run by the playground)` : ' — another process'), facts, truth];
  if (belief) {
    const believed = belief.trackedKeyboardHeight;
    children.push(element('div', { class: 'belief' + (Math.abs(believed - truthHeight) > 0.5 ? ' wrong' : ''), dataset: { belief: believed } },
      `belief (${belief.tracker}): keyboard ${believed} pt, view lifted ${belief.viewLift} pt`));
  }
  const row = element('div', { class: 'row' },
    element('button', { type: 'button', dataset: { verb: 'LaunchApp' }, onclick: () => page.call('Control1', 'LaunchApp', { bundle_id: id }) }, 'Launch'),
    element('button', { type: 'button', dataset: { verb: 'TerminateApp' }, onclick: () => page.call('Control1', 'TerminateApp', { bundle_id: id }) }, 'Terminate'));
  children.push(row);
  if (own) children.push(appControls(id, own.example));
  return element('div', { class: 'app-card', dataset: { app: id }, style: `--app-colour: ${appColour(id)}` }, children);
}

// The App1 calls of an app the playground runs (its sample client makes them, as the app would).
function appControls(id, example) {
  const field = element('input', { size: 8, placeholder: 'field', title: 'the field (default: the app\'s own)' });
  const trait = (name, label) => element('label', { title: name }, element('input', { type: 'checkbox', dataset: { trait: name } }), label);
  const traits = element('span', {}, trait('SecureTextEntry', 'secure'), trait('AutocorrectionType', 'no autocorrect'),
    trait('Kind', 'text view'), trait('ShouldEndEditing', 'refuses to resign'), trait('InputAccessoryViewHeight', 'toolbar'));
  const inputView = element('input', { type: 'number', size: 4, placeholder: 'input view', title: 'a custom input view this tall (CustomInputViewHeight)' });
  const call = (method, args) => page.call('App1', method, args, id);
  const focus = () => {
    const t = {};
    for (const box of traits.querySelectorAll('[data-trait]')) {
      if (!box.checked) continue;
      t[box.dataset.trait] = { SecureTextEntry: true, AutocorrectionType: 'no', Kind: 'textView', ShouldEndEditing: false, InputAccessoryViewHeight: 44 }[box.dataset.trait];
    }
    if (Number(inputView.value) > 0) { t.InputView = 'custom'; t.CustomInputViewHeight = Number(inputView.value); }
    call('BecomeFirstResponder', { responder: field.value || 'default', traits: t });
  };
  const button = (verb, label, handler, title) => element('button', { type: 'button', title, dataset: { verb }, onclick: handler }, label);
  const controls = [
    button('BecomeFirstResponder', 'Focus', focus), field, traits, inputView,
    button('ResignFirstResponder', 'Resign', () => call('ResignFirstResponder', {})),
    button('ResignFirstResponderWithOptions', 'Resign now', () => call('ResignFirstResponderWithOptions', { options: { Animated: false } }), 'without animation'),
    button('PushViewController', 'Push', () => call('PushViewController', { options: {} })),
    button('PopViewController', 'Pop', () => call('PopViewController', { options: {} })),
    button('ReloadInputViews', 'Reload', () => call('ReloadInputViews', {})),
    button('Report', 'Report', () => call('Report', { facts: {} }), 'tell keyboardd what the tracker believes'),
  ];
  if (example === 'chat') {
    const height = element('input', { type: 'number', size: 4, value: 88 });
    controls.push(button('SetInputAccessoryViewHeight', 'Grow', () => call('SetInputAccessoryViewHeight', { height: Number(height.value) })), height);
  }
  return element('div', { class: 'row' }, controls);
}

// MARK: The lanes: what each app was told

function addRecords(records) {
  for (const record of records) {
    page.records.push(record);
    const kind = record.event.startsWith('UIKeyboard') ? 'keyboard'
      : record.event.startsWith('UIApplication') ? 'lifecycle'
      : /^UIText(Field|View)/.test(record.event) ? 'editing'
      : null;   // the apps' reports show as the belief on their cards
    if (!kind || !record.app) continue;
    const lane = laneFor(record.app);
    const notLocal = kind === 'keyboard' && record.data.UIKeyboardIsLocalUserInfoKey === false;
    const note = element('span', {
      class: `note ${kind}${notLocal ? ' not-local' : ''}`,
      title: `#${record.sequence} at ${record.time} ms: ${record.event}${notLocal ? ' (IsLocal false: another app\'s keyboard)' : ''}`,
      dataset: { sequence: record.sequence, name: record.event, local: kind === 'keyboard' ? String(record.data.UIKeyboardIsLocalUserInfoKey) : '' },
    }, element('time', {}, String(record.time)), short(record.event) + (notLocal ? ' ✗' : ''));
    note.addEventListener('click', () => select(note, record));
    lane.querySelector('.notes').append(note);
  }
}

function laneFor(app) {
  let lane = document.querySelector(`.lane[data-app="${CSS.escape(app)}"]`);
  if (!lane) {
    lane = element('div', { class: 'lane', dataset: { app } },
      element('div', { class: 'who', style: `color: ${appColour(app)}` }, app), element('div', { class: 'notes' }));
    $('lanes').append(lane);
  }
  return lane;
}

function select(note, record) {
  for (const n of document.querySelectorAll('.note.selected')) n.classList.remove('selected');
  note.classList.add('selected');
  const detail = $('detail');
  detail.hidden = false;
  detail.textContent = `${record.app} ← ${record.event} (#${record.sequence}, ${record.time} ms)\n` + JSON.stringify(record.data, null, 2);
  page.picture.mark(record.event.startsWith('UIKeyboard') ? record.data : null);
}

// MARK: The era's quirks, each linked to its behaviour

function showQuirks(names) {
  const list = $('quirks');
  const key = names.join();
  if (list.dataset.key === key) return;
  list.dataset.key = key;
  const known = new Map((page.catalog ? page.catalog.quirks : []).map(q => [q.name, q]));
  list.replaceChildren(...names.map(name => {
    const quirk = known.get(name) || { ids: [], summary: '' };
    return element('li', { dataset: { quirk: name } }, element('code', {}, name), ' ',
      quirk.ids.map(id => [element('a', { href: `behaviours/${id}?token=${encodeURIComponent(token)}`, target: '_blank' }, id), ' ']),
      quirk.summary);
  }));
}

// A quirk's answer: fired (switching it off changed what the apps were told) or not.
function markQuirk({ quirk, fired, note }) {
  const item = document.querySelector(`#quirks [data-quirk="${CSS.escape(quirk)}"]`);
  if (!item) return;
  item.dataset.fired = String(fired);
  item.classList.toggle('fired', fired);
  item.title = fired ? `fired: without it the apps are told something else${note ? ' (' + note + ')' : ''}` : 'did not change what the apps were told';
}

// MARK: Export

async function exportSession() {
  const behaviours = $('export-behaviours').value.split(/[ ,]+/).filter(Boolean);
  const result = $('export-result');
  result.textContent = 'playing the session back with keyboardctl run…';
  const reply = await page.action('export', { name: $('export-name').value, behaviours });
  if (reply.error) { result.textContent = ''; return; }
  const download = (name, text, type) => element('a', { href: URL.createObjectURL(new Blob([text], { type })), download: name }, name);
  const files = Object.entries(reply.replays || {}).sort();
  result.replaceChildren(
    element('p', { class: reply.passed ? 'passed' : 'failed', id: 'export-verdict', dataset: { passed: reply.passed } },
      reply.passed ? 'keyboardctl run played it back to the same notifications.' : 'keyboardctl run did not play it back the same (below).'),
    element('p', {}, 'Scenario file: ', download(`${reply.name}.yaml`, reply.scenario, 'text/yaml'),
      ' · replay files (KeyboardFixtures, keyboardd-rn, pytest): ', files.map(([name, text]) => [download(name, text, 'application/json'), ' '])),
    element('pre', { id: 'export-yaml' }, reply.scenario),
    element('details', {}, element('summary', {}, 'keyboardctl run'), element('pre', {}, reply.output)));
  page.lastExport = reply;
}

document.addEventListener('DOMContentLoaded', () => {
  page.picture = new DevicePicture($('device'), page);
  setupListeners();
  connect();
});
