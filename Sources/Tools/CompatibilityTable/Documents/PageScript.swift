/// The compatibility page's script: it decodes the table's JSON (PageData), draws each library's
/// grids, opens a cell's evidence under its row on a click or a deep link, and filters by library,
/// iOS version and device. The URL's fragment carries the filters and the open cell
/// (`#library=flutter&ios=17&device=iphone-15&cell=flutter/switch-with-keyboard/ios17`), so every
/// view of the page has a link; a value the table does not have is refused with the valid ones.
enum PageScript {
    static let source = #"""
    (function () {
      'use strict';
      var data = JSON.parse(document.getElementById('table-data').textContent);
      var S = data.strings;
      var eras = data.eras.map(function (e) { return {name: e[0], label: e[1], column: e[2], versions: e[3]}; });
      var devices = data.devices.map(function (d) { return {name: d[0], label: d[1]}; });
      var stories = data.stories.map(function (s) { return {id: s[0], title: s[1], file: s[2], devices: s[3], behaviours: s[4]}; });
      var libraries = data.libraries.map(function (l) {
        return {id: l[0], title: l[1], version: l[2], configuration: l[3], minimum: l[4], promise: l[5], summary: l[6],
                setups: l[7].map(function (s) { return {name: s[0], tracker: s[1], fixes: s[2], counts: s[3], cells: s[4]}; })};
      });
      var kinds = {c: 'clean', w: 'wrong', story: 'the story cannot be told on this era', minimum: 'before the library\u2019s minimum iOS',
                   promise: 'outside the library\u2019s promise', model: 'not modelled by its port'};
      var majors = [];
      eras.forEach(function (era) {
        if (!era.versions) { return; }
        for (var v = era.versions[0]; v <= era.versions[1]; v++) { if (majors.indexOf(v) < 0) { majors.push(v); } }
      });
      majors.sort(function (a, b) { return a - b; });

      function el(tag, attributes, text) {
        var node = document.createElement(tag);
        Object.keys(attributes || {}).forEach(function (key) { node.setAttribute(key, attributes[key]); });
        if (text !== undefined && text !== null) { node.textContent = text; }
        return node;
      }
      function key(setup) { return setup.name.replace(/ \+ /g, '+'); }
      function cellName(setup, story, era) { return key(setup) + '/' + story.id + '/' + era.name; }
      function figure(value) {
        if (value === null || value === undefined) { return '\u2013'; }
        if (!isFinite(value)) { return value > 0 ? 'inf' : '-inf'; }
        return Math.round(value * 10) / 10 + '';
      }
      function rect(r) { return r ? '(' + r.map(figure).join(', ') + ')' : '\u2013'; }

      // The grids.
      var grids = document.getElementById('grids');
      grids.textContent = '';
      var cellsByName = {};
      libraries.forEach(function (library) {
        var section = el('section', {id: 'library-' + library.id, 'data-library': library.id});
        section.appendChild(el('h2', {}, library.id + ': ' + library.title));
        var head = el('div', {'class': 'library-head'});
        if (library.version) { head.appendChild(el('p', {}, 'Modelled: ' + library.version)); }
        if (library.configuration) { head.appendChild(el('p', {}, 'Configured: ' + library.configuration)); }
        if (library.minimum) { head.appendChild(el('p', {}, 'Minimum: ' + library.minimum)); }
        if (library.promise) { head.appendChild(el('p', {}, 'Judged by: ' + library.promise)); }
        head.appendChild(el('p', {'class': 'summary'}, library.summary));
        section.appendChild(head);
        library.setups.forEach(function (setup, index) {
          // The library alone is open; each of its set-ups with a fix folds under its heading.
          var block = el(index === 0 ? 'div' : 'details', {'class': 'setup', 'data-setup': key(setup)});
          block.appendChild(el(index === 0 ? 'h3' : 'summary', {}, setup.name + ' \u2014 ' + setup.counts[0] + ' clean, '
            + setup.counts[1] + ' wrong, ' + setup.counts[2] + ' not applicable'));
          var table = el('table', {'class': 'grid'});
          var header = el('tr');
          header.appendChild(el('th', {'class': 'story'}, 'story'));
          eras.forEach(function (era, column) { header.appendChild(el('th', {'data-column': column, title: era.name}, era.column)); });
          table.appendChild(header);
          stories.forEach(function (story, row) {
            var line = el('tr', {'data-row': row});
            var name = el('td', {'class': 'story', title: story.title});
            name.appendChild(el('code', {}, story.id));
            line.appendChild(name);
            eras.forEach(function (era, column) {
              var index = setup.cells[row][column];
              var cell = index < 0 ? null : data.cells[index];
              var td;
              if (!cell) {
                td = el('td', {'data-column': column});
              } else {
                var kind = cell[1], classes = ['cell', kind === 'c' ? 'c' : kind === 'w' ? 'w' : 'n'];
                if (cell[4]) { classes.push('k'); }
                var inferred = cell[5] >= 0 && S[cell[5]] === 'inferred';
                if (cell[5] >= 0) { classes.push('i'); }
                td = el('td', {'class': classes.join(' '), 'data-column': column, 'data-cell': cellName(setup, story, era),
                               title: S[cell[2]]}, S[cell[0]] + (inferred && kind !== 'story' && kind.length === 1 ? '?' : ''));
                cellsByName[cellName(setup, story, era)] = {td: td, cell: cell, setup: setup, story: story, era: era,
                                                            library: library, device: story.devices[column]};
              }
              line.appendChild(td);
            });
            table.appendChild(line);
          });
          block.appendChild(table);
          section.appendChild(block);
        });
        grids.appendChild(section);
      });

      // A cell's evidence, under its row.
      function evidence(entry) {
        var cell = entry.cell, box = el('div', {'class': 'evidence'});
        var device = entry.device >= 0 ? devices[entry.device] : null;
        var title = entry.story.id + ' \u00b7 ' + entry.setup.name + ' \u00b7 ' + entry.era.name
          + (device ? ' on ' + device.label + ' (' + device.name + ')' : '');
        var heading = el('p');
        var link = el('a', {href: '#cell=' + cellName(entry.setup, entry.story, entry.era)}, title);
        heading.appendChild(el('strong')).appendChild(link);
        heading.appendChild(document.createTextNode(': ' + entry.story.title + ' (' + entry.story.behaviours + ')'));
        box.appendChild(heading);
        box.appendChild(el('p', {'class': 'words'}, kinds[cell[1]] + ' \u2014 ' + S[cell[2]]));
        if (cell[5] >= 0) {
          box.appendChild(el('p', {}, S[cell[5]] === 'inferred' ? 'Rules inferred from reports; no report backs this cell.'
            : 'Rules inferred from reports; this cell is backed by ' + S[cell[5]] + '.'));
        }
        if (entry.library.version) { box.appendChild(el('p', {}, 'Modelled: ' + entry.library.version)); }
        if (cell[3] >= 0) {
          var ev = data.evidence[cell[3]];
          var steps = el('table', {'class': 'steps'});
          var row = el('tr');
          ['step', 'view bottom', 'belongs at', 'keyboard covers', 'off its place'].forEach(function (h) { row.appendChild(el('th', {}, h)); });
          steps.appendChild(row);
          var lines = [];
          data.steps[ev[0]].forEach(function (place) {
            var off = place[3] - place[2];
            var line = el('tr', Math.abs(off) >= 0.5 ? {'class': 'out'} : {});
            line.appendChild(el('td', {}, place[0] + '. ' + S[place[1]]));
            [place[2], place[3], place[4]].forEach(function (v) { line.appendChild(el('td', {}, figure(v))); });
            line.appendChild(el('td', {}, Math.abs(off) < 0.5 ? '' : figure(Math.abs(off)) + (off > 0 ? ' above' : ' below')));
            lines.push([place[0], line]);
          });
          data.checks[ev[1]].forEach(function (check) {
            var line = el('tr', S[check[1]] === 'clean' ? {'class': 'check'} : {'class': 'check out'});
            line.appendChild(el('td', {}, check[0] + '. check: ' + S[check[1]]));
            line.appendChild(el('td', {colspan: 4, 'class': 'text'}, S[check[2]]));
            lines.push([check[0], line]);
          });
          lines.sort(function (a, b) { return a[0] - b[0]; }).forEach(function (pair) { steps.appendChild(pair[1]); });
          box.appendChild(el('p', {}, 'Where the view was after every step, beside where it belongs for keyboardd\u2019s truth:'));
          box.appendChild(steps);
          var stream = data.streams[ev[2]];
          box.appendChild(el('p', {}, 'The ' + stream.length + ' notifications the app received, each beside how much of its window '
            + 'the keyboard really covered then (keyboardd\u2019s truth):'));
          var notes = el('table', {'class': 'notifications'});
          row = el('tr');
          ['ms', 'notification', 'FrameBegin', 'FrameEnd', 'duration', 'IsLocal', 'keyboard covers', ''].forEach(function (h) {
            row.appendChild(el('th', {}, h));
          });
          notes.appendChild(row);
          stream.forEach(function (n) {
            var line = el('tr');
            line.appendChild(el('td', {}, n[0]));
            line.appendChild(el('td', {'class': 'text'}, S[n[2]]));
            line.appendChild(el('td', {}, rect(n[4])));
            line.appendChild(el('td', {}, rect(n[5])));
            line.appendChild(el('td', {}, figure(n[6])));
            line.appendChild(el('td', {}, n[7] < 0 ? '' : n[7] ? 'true' : 'false'));
            line.appendChild(el('td', {}, figure(n[3])));
            line.appendChild(el('td', {'class': 'text'}, n[8] >= 0 ? S[n[8]] : ''));
            notes.appendChild(line);
          });
          box.appendChild(notes);
        }
        var commands = ['its steps in process: keyboardd-compat --explain "' + entry.story.id + ' \u00b7 ' + entry.setup.name + ' \u00b7 '
          + entry.era.name + '"'];
        if (entry.story.file && device) {
          var fixes = entry.setup.fixes ? entry.setup.fixes.split(' ').map(function (f) { return ' --fix ' + f; }).join('') : ' --fix none';
          commands.push('its timeline and storyboard over the bus: keyboardctl run ' + entry.story.file + ' --embedded --era '
            + entry.era.name + ' --device ' + device.name + ' --tracker ' + entry.setup.tracker + fixes + ' --html '
            + entry.story.id + '.' + entry.era.name + '.html');
        }
        commands.forEach(function (command) { box.appendChild(el('p')).appendChild(el('code', {}, command)); });
        return box;
      }

      function open(name, scroll) {
        var entry = cellsByName[name];
        if (!entry) { return false; }
        var folded = entry.td.closest('details');
        if (folded) { folded.open = true; }
        var line = entry.td.parentNode, next = line.nextSibling;
        var shown = next && next.className === 'evidence' && next.getAttribute('data-for') === name;
        if (next && next.className === 'evidence') { line.parentNode.removeChild(next); }
        Array.prototype.forEach.call(line.querySelectorAll('td.open'), function (td) { td.classList.remove('open'); });
        if (shown) { return true; }
        var extra = el('tr', {'class': 'evidence', 'data-for': name});
        var holder = el('td', {colspan: eras.length + 1});
        holder.appendChild(evidence(entry));
        extra.appendChild(holder);
        line.parentNode.insertBefore(extra, line.nextSibling);
        entry.td.classList.add('open');
        if (scroll) { extra.scrollIntoView(); }
        return true;
      }

      grids.addEventListener('click', function (event) {
        var td = event.target.closest('td.cell');
        if (!td) { return; }
        open(td.getAttribute('data-cell'), false);
        state.cell = td.classList.contains('open') ? td.getAttribute('data-cell') : '';
        writeHash();
      });

      // Filters.
      var pickLibrary = document.getElementById('filter-library');
      var pickIOS = document.getElementById('filter-ios');
      var pickDevice = document.getElementById('filter-device');
      libraries.forEach(function (l) { pickLibrary.appendChild(el('option', {value: l.id}, l.id)); });
      pickIOS.appendChild(el('option', {value: 'ideal'}, 'ideal'));
      majors.forEach(function (v) { pickIOS.appendChild(el('option', {value: v + ''}, 'iOS ' + v)); });
      devices.slice().sort(function (a, b) { return a.label < b.label ? -1 : 1; })
        .forEach(function (d) { pickDevice.appendChild(el('option', {value: d.name}, d.label)); });
      var state = {library: '', ios: '', device: '', cell: ''};

      function eraMatches(era) {
        if (!state.ios) { return true; }
        if (state.ios === 'ideal') { return !era.versions; }
        var v = +state.ios;
        return !!era.versions && era.versions[0] <= v && v <= era.versions[1];
      }
      function apply() {
        pickLibrary.value = state.library; pickIOS.value = state.ios; pickDevice.value = state.device;
        var device = state.device ? devices.map(function (d) { return d.name; }).indexOf(state.device) : -1;
        var shown = 0;
        Array.prototype.forEach.call(grids.querySelectorAll('section'), function (section) {
          section.classList.toggle('off', !!state.library && section.getAttribute('data-library') !== state.library);
        });
        Array.prototype.forEach.call(document.querySelectorAll('#contents li'), function (item) {
          var id = item.querySelector('code').textContent;
          item.classList.toggle('off', !!state.library && id !== state.library);
        });
        Array.prototype.forEach.call(grids.querySelectorAll('table.grid'), function (table) {
          var section = table.closest('section');
          var visible = !section.classList.contains('off');
          Array.prototype.forEach.call(table.querySelectorAll('th[data-column]'), function (th) {
            th.classList.toggle('off', !eraMatches(eras[+th.getAttribute('data-column')]));
          });
          var rows = 0;
          Array.prototype.forEach.call(table.querySelectorAll('tr[data-row]'), function (tr) {
            var story = stories[+tr.getAttribute('data-row')], cells = 0;
            Array.prototype.forEach.call(tr.querySelectorAll('td[data-column]'), function (td) {
              var column = +td.getAttribute('data-column');
              var on = eraMatches(eras[column]) && (device < 0 || story.devices[column] === device);
              td.classList.toggle('off', !eraMatches(eras[column]));
              td.style.visibility = on ? '' : 'hidden';
              if (on && td.classList.contains('cell')) { cells++; }
            });
            tr.classList.toggle('off', cells === 0);
            var next = tr.nextSibling;
            if (next && next.className === 'evidence') { next.classList.toggle('off', cells === 0); }
            if (cells) { rows++; if (visible) { shown += cells; } }
          });
          table.parentNode.classList.toggle('off', rows === 0);
        });
        document.getElementById('shown').textContent = shown + ' cells shown';
      }
      function writeHash() {
        var parts = [];
        ['library', 'ios', 'device', 'cell'].forEach(function (name) {
          if (state[name]) { parts.push(name + '=' + state[name]); }
        });
        history.replaceState(null, '', parts.length ? '#' + parts.join('&') : location.pathname);
      }
      function refuse(message) { document.getElementById('message').textContent = message; }

      // The fragment: each value checked against the table, a bad one refused with the valid ones.
      function readHash() {
        var text = decodeURIComponent(location.hash.replace(/^#/, ''));
        var wanted = {library: '', ios: '', device: '', cell: ''}, problems = [];
        text.split('&').forEach(function (part) {
          if (!part) { return; }
          var at = part.indexOf('='), name = at < 0 ? part : part.slice(0, at), value = at < 0 ? '' : part.slice(at + 1);
          if (!(name in wanted)) {
            problems.push('no filter \u2018' + name + '\u2019; the link takes library=, ios=, device= and cell=');
            return;
          }
          wanted[name] = value;
        });
        if (wanted.library && !libraries.some(function (l) { return l.id === wanted.library; })) {
          problems.push('no library \u2018' + wanted.library + '\u2019; libraries: ' + libraries.map(function (l) { return l.id; }).join(', '));
          wanted.library = '';
        }
        if (wanted.ios) {
          var named = eras.filter(function (e) { return e.name === wanted.ios; })[0];
          if (named) { wanted.ios = named.versions ? named.versions[1] + '' : 'ideal'; }
          if (wanted.ios !== 'ideal' && majors.indexOf(+wanted.ios) < 0) {
            problems.push('no iOS \u2018' + wanted.ios + '\u2019; iOS versions: ideal, ' + majors.join(', ') + ' (or an era: '
              + eras.map(function (e) { return e.name; }).join(', ') + ')');
            wanted.ios = '';
          }
        }
        if (wanted.device && !devices.some(function (d) { return d.name === wanted.device; })) {
          problems.push('no device \u2018' + wanted.device + '\u2019; devices: ' + devices.map(function (d) { return d.name; }).join(', '));
          wanted.device = '';
        }
        if (wanted.cell && !cellsByName[wanted.cell]) {
          var parts = wanted.cell.split('/'), setups = [];
          libraries.forEach(function (l) { l.setups.forEach(function (s) { setups.push(key(s)); }); });
          if (parts.length !== 3) {
            problems.push('a cell is SETUP/STORY/ERA, e.g. ' + cellName(libraries[0].setups[0], stories[0], eras[0]) + '; got \u2018' + wanted.cell + '\u2019');
          } else if (setups.indexOf(parts[0]) < 0) {
            problems.push('no set-up \u2018' + parts[0] + '\u2019; set-ups: ' + setups.join(', '));
          } else if (!stories.some(function (s) { return s.id === parts[1]; })) {
            problems.push('no story \u2018' + parts[1] + '\u2019; stories: ' + stories.map(function (s) { return s.id; }).join(', '));
          } else {
            problems.push('no era \u2018' + parts[2] + '\u2019; eras: ' + eras.map(function (e) { return e.name; }).join(', '));
          }
          wanted.cell = '';
        }
        refuse(problems.join(' \u00b7 '));
        state = wanted;
        apply();
        if (state.cell) {
          var entry = cellsByName[state.cell];
          var line = entry.td.parentNode, next = line.nextSibling;
          if (!(next && next.getAttribute && next.getAttribute('data-for') === state.cell)) { open(state.cell, true); }
        } else if (state.library) {
          document.getElementById('library-' + state.library).scrollIntoView();
        }
      }
      [[pickLibrary, 'library'], [pickIOS, 'ios'], [pickDevice, 'device']].forEach(function (pair) {
        pair[0].addEventListener('change', function () {
          state[pair[1]] = pair[0].value;
          refuse('');
          apply();
          writeHash();
        });
      });
      window.addEventListener('hashchange', readHash);
      readHash();
      console.log('keyboardd compatibility: ' + Object.keys(cellsByName).length + ' cells');
    })();
    """#
}
