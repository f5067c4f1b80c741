// The device to scale: the screen in its orientation, each app's windows, the keyboard at its live
// position (played from keyboardd's Keyboard1.FrameAt samples at the display's frame rate while it
// moves), and the FrameBegin/FrameEnd of the notification selected. Dragging the keyboard or a
// window on the picture makes the Control1 calls a finger would.
'use strict';

const SVG_NS = 'http://www.w3.org/2000/svg';

function svgElement(name, attributes, parent) {
  const element = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attributes || {})) element.setAttribute(key, value);
  if (parent) parent.appendChild(element);
  return element;
}

// A colour per app, from its bundle id, the same on every load.
function appColour(bundleId) {
  let hash = 0;
  for (const c of bundleId || '') hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  return `hsl(${hash % 360}, 65%, 42%)`;
}

class DevicePicture {
  constructor(svg, page) {
    this.svg = svg;
    this.page = page;
    this.keyboardFrame = null;      // [x, y, w, h] drawn now
    this.motion = null;             // {frames, startedAt}
    this.marks = null;              // {begin, end} of the selected notification
    this.drag = null;
  }

  // Every part drawn again from the state keyboardd last sent.
  draw(state) {
    if (!state || !state.server) return;
    this.state = state;
    const screen = state.server.Screen || [0, 0, 375, 812];
    const pad = 12;
    this.svg.setAttribute('viewBox', `${-pad} ${-pad} ${screen[2] + 2 * pad} ${screen[3] + 2 * pad}`);
    this.svg.replaceChildren();
    svgElement('rect', { class: 'screen', x: 0, y: 0, width: screen[2], height: screen[3], rx: 18 }, this.svg);
    const frontmost = state.server.Frontmost;
    const shown = (state.apps || []).filter(app => ['active', 'inactive'].includes(app.State) || app.BundleId === frontmost);
    // The frontmost app last: on top.
    shown.sort((a, b) => (a.BundleId === frontmost) - (b.BundleId === frontmost));
    const stageManager = state.server.Settings && state.server.Settings['stage-manager'];
    for (const app of shown) {
      const colour = appColour(app.BundleId);
      const frame = app.WindowFrame || [0, 0, 0, 0];
      const group = svgElement('g', { 'data-app': app.BundleId }, this.svg);
      const rect = svgElement('rect', {
        class: 'window' + (app.BundleId === frontmost ? ' frontmost' : ''), x: frame[0], y: frame[1],
        width: frame[2], height: frame[3], fill: colour, stroke: colour, rx: 10,
      }, group);
      svgElement('text', { class: 'window-label', x: frame[0] + 10, y: frame[1] + 24 }, group).textContent =
        `${app.BundleId} · ${app.State}${app.FirstResponder ? ' · ' + app.FirstResponder : ''}`;
      const overlap = app.KeyboardOverlap;
      if (overlap && overlap[2] > 0 && overlap[3] > 0) {
        svgElement('rect', { class: 'overlap', x: frame[0] + overlap[0], y: frame[1] + overlap[1], width: overlap[2], height: overlap[3] }, group);
      }
      if (stageManager) this.draggableWindow(rect, group, app);
    }
    this.keyboardRect = svgElement('rect', { class: 'keyboard', 'data-verb': 'BeginKeyboardDrag' }, this.svg);
    this.markGroup = svgElement('g', {}, this.svg);
    this.keyboardRect.addEventListener('pointerdown', event => this.startKeyboardDrag(event));
    if (!this.motion) this.keyboardFrame = state.keyboard && state.keyboard.Visible ? state.keyboard.Frame : null;
    this.drawKeyboard();
    this.drawMarks();
  }

  drawKeyboard() {
    if (!this.keyboardRect) return;
    const frame = this.keyboardFrame;
    const visible = frame && frame[2] > 0 && frame[3] > 0;
    this.keyboardRect.setAttribute('visibility', visible ? 'visible' : 'hidden');
    if (!visible) return;
    this.keyboardRect.setAttribute('x', frame[0]);
    this.keyboardRect.setAttribute('y', frame[1]);
    this.keyboardRect.setAttribute('width', frame[2]);
    this.keyboardRect.setAttribute('height', frame[3]);
    this.keyboardRect.dataset.frame = frame.join(',');
  }

  // One animation, as keyboardd samples it a display frame apart (its frames may come in parts,
  // as keyboardd's clock passes them): played in wall time at the display's rate
  // (requestAnimationFrame), then the picture rests on keyboardd's Frame.
  play(motion) {
    if (this.motion && this.motion.id === motion.id) {
      this.motion.frames.push(...motion.frames);
      this.motion.done = motion.done;
      return;
    }
    if (!motion.frames.length) return;
    const mine = { id: motion.id, frames: motion.frames.slice(), done: motion.done, startedAt: performance.now(), start: motion.frames[0][0] };
    this.motion = mine;
    this.page.lastMotion = { name: motion.name, duration: motion.duration };
    let drawn = 0;
    const step = now => {
      if (this.motion !== mine) return;   // a newer animation took over
      const elapsed = now - mine.startedAt;
      const frames = mine.frames;
      let index = frames.findIndex(f => f[0] - mine.start > elapsed);
      if (index === -1) index = frames.length;
      this.keyboardFrame = frames[Math.max(0, index - 1)].slice(1);
      this.drawKeyboard();
      drawn += 1;
      this.page.framesDrawn = (this.page.framesDrawn || 0) + 1;
      if (index < frames.length || !mine.done) {
        requestAnimationFrame(step);
      } else {
        this.motion = null;
        Object.assign(this.page.lastMotion, { samples: frames.length, span: frames[frames.length - 1][0] - mine.start, drawn });
        const keyboard = this.state && this.state.keyboard;
        this.keyboardFrame = keyboard && keyboard.Visible ? keyboard.Frame : null;
        this.drawKeyboard();
      }
    };
    requestAnimationFrame(step);
  }

  // FrameBegin (blue, dashed) and FrameEnd (orange, dotted) of the selected notification.
  mark(userInfo) {
    this.marks = userInfo ? { begin: userInfo.UIKeyboardFrameBeginUserInfoKey, end: userInfo.UIKeyboardFrameEndUserInfoKey } : null;
    this.drawMarks();
  }

  drawMarks() {
    if (!this.markGroup) return;
    this.markGroup.replaceChildren();
    if (!this.marks) return;
    for (const [name, frame] of [['frame-begin', this.marks.begin], ['frame-end', this.marks.end]]) {
      if (!Array.isArray(frame) || !frame.every(Number.isFinite)) continue;
      svgElement('rect', { class: name, x: frame[0], y: frame[1], width: Math.max(frame[2], 1), height: Math.max(frame[3], 1) }, this.markGroup);
    }
  }

  // The picture's coordinates (points) of a pointer event.
  point(event) {
    const p = this.svg.createSVGPoint();
    p.x = event.clientX;
    p.y = event.clientY;
    return p.matrixTransform(this.svg.getScreenCTM().inverse());
  }

  // A docked keyboard dragged down is interactive dismissal (Begin/Move/EndInteractiveDismiss); an
  // undocked, split or floating one is moved (Begin/EndKeyboardDrag).
  startKeyboardDrag(event) {
    const keyboard = this.state && this.state.keyboard;
    if (!keyboard || !keyboard.Visible) return;
    const docked = keyboard.Mode === 'docked';
    const start = this.point(event);
    const top = this.keyboardFrame ? this.keyboardFrame[1] : keyboard.Frame[1];
    this.drag = { docked, offset: start.y - top };
    this.keyboardRect.setPointerCapture(event.pointerId);
    this.page.call('Control1', docked ? 'BeginInteractiveDismiss' : 'BeginKeyboardDrag', {});
    const move = e => {
      const y = this.point(e).y - this.drag.offset;
      if (this.keyboardFrame) { this.keyboardFrame = [this.keyboardFrame[0], y, this.keyboardFrame[2], this.keyboardFrame[3]]; this.drawKeyboard(); }
      if (this.drag.docked) this.page.call('Control1', 'MoveInteractiveDismiss', { y });
    };
    const up = e => {
      this.keyboardRect.removeEventListener('pointermove', move);
      this.keyboardRect.removeEventListener('pointerup', up);
      const y = this.point(e).y - this.drag.offset;
      const screen = this.state.server.Screen;
      if (this.drag.docked) this.page.call('Control1', 'EndInteractiveDismiss', { dismissed: y > top + (screen[3] - top) / 2 });
      else this.page.call('Control1', 'EndKeyboardDrag', { y });
      this.drag = null;
    };
    this.keyboardRect.addEventListener('pointermove', move);
    this.keyboardRect.addEventListener('pointerup', up);
  }

  // With Stage Manager: a window dragged moves, its corner resizes (Control1.MoveAppWindow).
  draggableWindow(rect, group, app) {
    const frame = app.WindowFrame.slice();
    const handle = svgElement('rect', { class: 'handle', x: frame[0] + frame[2] - 14, y: frame[1] + frame[3] - 14, width: 14, height: 14,
                                        'data-verb': 'MoveAppWindow' }, group);
    rect.setAttribute('data-verb', 'MoveAppWindow');
    const begin = (event, resize) => {
      event.stopPropagation();
      const start = this.point(event);
      const target = event.target;
      target.setPointerCapture(event.pointerId);
      const moved = e => {
        const p = this.point(e);
        const dx = p.x - start.x, dy = p.y - start.y;
        return resize ? [frame[0], frame[1], Math.max(200, frame[2] + dx), Math.max(200, frame[3] + dy)]
                      : [frame[0] + dx, frame[1] + dy, frame[2], frame[3]];
      };
      const move = e => {
        const f = moved(e);
        rect.setAttribute('x', f[0]); rect.setAttribute('y', f[1]); rect.setAttribute('width', f[2]); rect.setAttribute('height', f[3]);
      };
      const up = e => {
        target.removeEventListener('pointermove', move);
        target.removeEventListener('pointerup', up);
        this.page.call('Control1', 'MoveAppWindow', { bundle_id: app.BundleId, frame: moved(e).map(Math.round) });
      };
      target.addEventListener('pointermove', move);
      target.addEventListener('pointerup', up);
    };
    rect.addEventListener('pointerdown', e => begin(e, false));
    handle.addEventListener('pointerdown', e => begin(e, true));
  }
}

window.DevicePicture = DevicePicture;
window.appColour = appColour;
