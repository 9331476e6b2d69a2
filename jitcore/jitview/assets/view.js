// jitview: the page's script (inlined into every page by page.go). It
// unpacks the run's summary (#jv-run), renders the trace list a page at a
// time, and unpacks a trace's body (in a chunk of bodies, #jv-cN) or a
// source file (#jv-fN) only when a trace that needs it is opened. All
// data is base64 of gzip (DecompressionStream).
'use strict';
(async function () {
  const PAGE = 200; // trace rows rendered at a time
  // ---- data: base64 of gzip, unpacked on demand. Trace bodies come in
  // chunks (#jv-cN: a JSON array of bodies), source files one an
  // element (#jv-fN).
  async function unpack(id) {
    const el = document.getElementById(id);
    if (!el) throw new Error('the page has no ' + id);
    const bin = atob(el.textContent);
    const bytes = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
    return new Response(stream).text();
  }
  const run = JSON.parse(await unpack('jv-run'));

  // ---- helpers
  const esc = s => String(s).replace(/[&<>"']/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]));
  const num = n => n < 0 ? '—' : Number(n).toLocaleString('en-US');
  const loc = i => i < 0 ? '' : run.locs[i];
  const reason = i => i < 0 ? '' : run.reasons[i];
  const byId = new Map(run.traces.map(t => [t.id, t]));
  const weight = t => t.a >= 0 ? t.a : t.e;
  const exitsOf = t => t.g.reduce((s, g) => s + g[3], 0);
  const total = run.traces.reduce((s, t) => s + Math.max(weight(t), 0), 0);
  const caches = new Map(run.caches.map(c => [loc(c.l), c]));

  // The source position a location names: its last FILE:LINE[:COL]
  // (jitview.Position in Go).
  function position(where) {
    const re = /([^\s()\[\]:][^\s()\[\]]*?):([0-9]+)(?::([0-9]+))?/g;
    let m, last = null;
    while ((m = re.exec(where)) !== null) {
      if (+m[2] > 0) last = { file: m[1], line: +m[2], col: m[3] ? +m[3] : 0 };
    }
    return last;
  }
  // A location with its file's directories dropped.
  function short(where) {
    const p = position(where);
    if (!p) return where;
    const base = p.file.slice(p.file.lastIndexOf('/') + 1);
    return where.split(p.file).join(base);
  }
  // A location for the list: its source position first, then the rest
  // of it.
  function listLabel(where) {
    const p = position(where);
    if (!p) return esc(where);
    const at = `${p.file}:${p.line}` + (p.col ? `:${p.col}` : '');
    const rest = where.replace('(' + at + ')', '').replace(at, '').trim();
    return `<b>${esc(p.file.slice(p.file.lastIndexOf('/') + 1))}:${p.line}${p.col ? ':' + p.col : ''}</b> ${esc(rest)}`;
  }
  const kindName = t => t.k;
  const traceName = t => `${kindName(t)} #${t.id}`;
  const link = id => {
    const t = byId.get(id);
    return t ? `<a href="#t${id}">${esc(traceName(t))}</a>` : `#${id}`;
  };

  const chunks = new Map();
  function body(at) {
    const [chunk, slot] = at;
    if (!chunks.has(chunk)) chunks.set(chunk, unpack('jv-c' + chunk).then(text => JSON.parse(text)));
    return chunks.get(chunk).then(list => list[slot]);
  }
  const fileIndex = new Map(run.files.map((f, k) => [f.name, k]));
  const sources = new Map();
  function source(name) {
    if (!fileIndex.has(name)) return Promise.resolve(null);
    if (!sources.has(name)) sources.set(name, unpack('jv-f' + fileIndex.get(name)).then(text => text.split('\n')));
    return sources.get(name);
  }

  // ---- overview and tabs
  function overview() {
    const count = k => run.traces.filter(t => t.k === k).length;
    const blacklisted = run.events.filter(e => e.k === 'blacklisted').length;
    let html = `<b>${num(count('loop'))}</b> loops, <b>${num(count('function'))}</b> functions, <b>${num(count('bridge'))}</b> bridges · ` +
      `<b>${num(run.aborts.length)}</b> aborts · <b>${num(blacklisted)}</b> blacklisted · backend <b>${esc(run.backend)}</b>`;
    const compile = run.stats.find(s => s.includes('compile time'));
    if (compile) html += ` · ${esc(compile.replace(/^jit: /, ''))}`;
    if (run.stopped) html += ` · <span class="stopped">JIT stopped: ${esc(run.stopped)}</span>`;
    else if (run.events.some(e => e.k === 'paused')) html += ` · <span class="stopped">compiling paused ${run.events.filter(e => e.k === 'paused').length}×</span>`;
    document.getElementById('overview').innerHTML = html;
  }

  const tabs = [
    ['traces', `Traces (${num(run.traces.length)})`],
    ['aborts', `Aborts (${num(run.aborts.length)})`],
    ['events', `JIT events (${num(run.events.length)})`],
    ['caches', `Inline caches (${num(run.caches.length)})`],
    ['counters', 'Counters'],
  ];
  let tab = 'traces';
  function showTab(name) {
    tab = name;
    for (const b of document.querySelectorAll('#tabs button')) b.classList.toggle('on', b.dataset.tab === name);
    const main = document.getElementById('main'), other = document.getElementById('other');
    main.hidden = name !== 'traces';
    other.hidden = name === 'traces';
    if (name !== 'traces') other.innerHTML = renderOther[name]();
  }
  function renderTabs() {
    const nav = document.getElementById('tabs');
    nav.innerHTML = tabs.map(([k, label]) => `<button data-tab="${k}">${esc(label)}</button>`).join('');
    nav.addEventListener('click', e => {
      const b = e.target.closest('button');
      if (b) showTab(b.dataset.tab);
    });
  }

  const renderOther = {
    aborts() {
      if (!run.aborts.length) return '<p class="hint">No recording was abandoned.</p>';
      const groups = new Map();
      for (const a of run.aborts) {
        const key = `${a.k}\u0000${a.l}\u0000${a.r}`;
        const g = groups.get(key) || { a, n: 0, ops: 0, from: [] };
        g.n++;
        g.ops = Math.max(g.ops, a.ops);
        if (a.f && g.from.length < 5) g.from.push(a.f);
        groups.set(key, g);
      }
      const rows = [...groups.values()].sort((x, y) => y.n - x.n).map(g =>
        `<tr><td class="n">${num(g.n)}</td><td><span class="kind ${esc(g.a.k)}">${esc(g.a.k)}</span></td>` +
        `<td class="where">${esc(short(loc(g.a.l)))}${g.from.map(f => ` <a href="#t${f[0]}/g${f[1]}">guard op ${f[1]} of #${f[0]}</a>`).join('')}</td>` +
        `<td>${esc(g.a.r)}</td><td class="n">${num(g.ops)}</td></tr>`).join('');
      return `<table class="aborts"><tr><th class="n">times</th><th>kind</th><th>where</th><th>reason</th><th class="n">ops (most)</th></tr>${rows}</table>`;
    },
    events() {
      if (!run.events.length) return '<p class="hint">The JIT never paused, stopped or blacklisted a loop header.</p>';
      return '<table class="events"><tr><th>event</th><th>what</th><th>where</th></tr>' + run.events.map(e =>
        `<tr><td>${esc(e.k)}</td><td>${esc(e.t)}</td><td class="where">${esc(short(loc(e.l)))}</td></tr>`).join('') + '</table>';
    },
    caches() {
      if (!run.caches.length) return '<p class="hint">This language keeps no inline caches, or none was used.</p>';
      return '<table class="caches"><tr><th>site</th><th>state</th><th>shapes (hits)</th></tr>' + run.caches.map(c =>
        `<tr><td class="where">${esc(short(loc(c.l)))}</td><td><span class="ic ${esc(c.s)}">${esc(c.s)}</span></td>` +
        `<td>${c.e.map(e => `shape ${e[0]}: ${num(e[1])}`).join(', ')}</td></tr>`).join('') + '</table>';
    },
    counters() {
      return `<h3>--jit-stats</h3><pre>${esc(run.stats.join('\n'))}</pre><h3>parameters</h3><pre>${esc(run.params)}</pre>`;
    },
  };

  // ---- the trace list
  const list = { filter: '', kind: '', sort: 'share', shown: PAGE, rows: [] };
  const sorts = {
    share: (x, y) => weight(y) - weight(x) || x.id - y.id,
    exits: (x, y) => exitsOf(y) - exitsOf(x) || x.id - y.id,
    bytes: (x, y) => y.b - x.b || x.id - y.id,
    id: (x, y) => x.id - y.id,
  };
  function selectRows() {
    const f = list.filter.toLowerCase();
    list.rows = run.traces.filter(t => (!list.kind || t.k === list.kind) &&
      (!f || loc(t.l).toLowerCase().includes(f) || ('#' + t.id) === f)).sort(sorts[list.sort]);
  }
  function rowHTML(t) {
    const w = weight(t);
    const share = total > 0 && w > 0 ? w / total : 0;
    return `<tr class="row" data-id="${t.id}"><td class="n">#${t.id}</td><td><span class="kind ${esc(t.k)}">${esc(t.k)}</span></td>` +
      `<td class="where" title="${esc(loc(t.l))}">${listLabel(loc(t.l))}</td>` +
      `<td class="n"><span class="bar" style="width:${Math.max(1, Math.round(share * 60))}px"></span>${(share * 100).toFixed(1)}%</td>` +
      `<td class="n">${num(w)}</td><td class="n">${num(exitsOf(t))}</td><td class="n">${num(t.b)}</td></tr>`;
  }
  function renderList() {
    const el = document.getElementById('list');
    el.innerHTML = `<div class="controls"><input type="search" id="filter" placeholder="filter by location or #id" value="${esc(list.filter)}">` +
      `<select id="kind"><option value="">all kinds</option><option>loop</option><option>function</option><option>bridge</option></select>` +
      `<select id="sort"><option value="share">by share of the run</option><option value="exits">by exits</option><option value="bytes">by code size</option><option value="id">by number</option></select></div>` +
      `<table id="traces"><thead><tr><th class="n">#</th><th>kind</th><th>where</th><th class="n">share</th>` +
      `<th class="n" title="loops: iterations; bridges and functions: entries">runs</th><th class="n" title="guard failures that went back to the interpreter">exits</th><th class="n">bytes</th></tr></thead><tbody></tbody></table>` +
      `<div class="more"></div>`;
    document.getElementById('kind').value = list.kind;
    document.getElementById('sort').value = list.sort;
    document.getElementById('filter').addEventListener('input', e => { list.filter = e.target.value; refreshList(); });
    document.getElementById('kind').addEventListener('change', e => { list.kind = e.target.value; refreshList(); });
    document.getElementById('sort').addEventListener('change', e => { list.sort = e.target.value; refreshList(); });
    el.querySelector('tbody').addEventListener('click', e => {
      const tr = e.target.closest('tr.row');
      if (tr) location.hash = '#t' + tr.dataset.id;
    });
    el.querySelector('.more').addEventListener('click', e => {
      if (e.target.tagName === 'BUTTON') { list.shown += PAGE; fillRows(); }
    });
    refreshList();
  }
  function refreshList() {
    selectRows();
    list.shown = PAGE;
    fillRows();
  }
  function fillRows() {
    const el = document.getElementById('list');
    const rows = list.rows.slice(0, list.shown);
    el.querySelector('tbody').innerHTML = rows.map(rowHTML).join('');
    const left = list.rows.length - rows.length;
    el.querySelector('.more').innerHTML = left > 0 ? `<button>show ${num(Math.min(left, PAGE))} more of ${num(left)}</button>` : '';
    markSelected();
  }
  function markSelected() {
    for (const tr of document.querySelectorAll('#traces tr.row')) tr.classList.toggle('sel', +tr.dataset.id === current.id);
  }

  // ---- the trace detail
  const show = { src: true, guards: true, opt: false, rec: false, code: false };
  const parts = [['src', 'source'], ['guards', 'guards'], ['opt', 'optimized IR'], ['rec', 'recorded IR'], ['code', 'machine code']];
  const current = { id: 0, guard: -1 };

  // guardLine decorates guard g (a summary guard) of trace t.
  function guardNote(g) {
    let html = '';
    if (g[2] >= 0) html += `<span class="reason">${esc(reason(g[2]))}</span>`;
    html += `<span class="exits">${num(g[3])} exits</span>`;
    if (g[4]) {
      const b = byId.get(g[4]);
      html += ` → <a class="bridge" href="#t${g[4]}">bridge #${g[4]}</a>`;
      if (b && b.a >= 0) html += ` <span class="muted">(entered ${num(b.a)}×${g[5] ? ', shared with a twin guard' : ''})</span>`;
      else if (g[5]) html += ' <span class="muted">(shared with a twin guard)</span>';
    }
    return html;
  }
  function opHTML(op, b, k, guards, withLoc) {
    const text = op[0];
    let cls = 'op';
    if (/^label\b/.test(text)) cls += ' label';
    if (/= input \d+$/.test(text)) cls += ' input';
    const g = guards ? guards.get(k) : undefined;
    if (g) cls += ' isguard';
    let html = `<div class="${cls}"${guards ? ` id="o-${k}"` : ''}><span class="t">${esc(text)}</span>`;
    if (op[3]) html += '<span class="removed" title="the optimizer made this object virtual: it is built only if a guard fails">removed: virtual</span>';
    if (g) html += guardNote(g);
    if (op[2]) html += ` <span class="snap">${snapHTML(op[2])}</span>`;
    if (withLoc && op[1] >= 0) html += ` <span class="muted">${esc(short(b.locs[op[1]]))}</span>`;
    return html + '</div>';
  }
  // A snapshot with its virtual objects marked.
  function snapHTML(s) {
    return esc(short(s)).replace(/(v\d+ = (?:new|int) m\d+[^;\]]*)/g, '<span class="virt" title="virtual: allocated only when the guard fails">$1</span>');
  }

  async function openTrace(id, guardOp) {
    const t = byId.get(id);
    const el = document.getElementById('detail');
    if (!t) { el.innerHTML = `<p class="hint">There is no trace #${id}.</p>`; return; }
    current.id = id;
    current.guard = guardOp;
    markSelected();
    el.innerHTML = '<p class="hint">unpacking…</p>';
    const b = await body(t.body);
    if (current.id !== id) return; // another trace was opened meanwhile
    if (guardOp >= 0) show.guards = true;
    const guards = new Map(t.g.map(g => [g[0], g]));
    let html = `<h2>${esc(traceName(t))} <span class="where">${esc(short(loc(t.l)))}</span></h2>`;
    const runs = t.k === 'loop' ? 'iterations' : 'entries';
    html += `<p class="facts"><b>${num(t.a)}</b> ${runs} counted in compiled code · <b>${num(t.e)}</b> entries from the interpreter · ` +
      `<b>${num(exitsOf(t))}</b> exits to the interpreter · ops <b>${num(b.rec.length)}</b> recorded → <b>${num(b.opt.length)}</b> optimized · ` +
      `<b>${num(t.b)}</b> bytes of code · compiled in <b>${num(t.us)}</b> µs</p>`;
    const links = [];
    if (t.f) {
      const p = byId.get(t.f[0]);
      links.push(`bridge from <a class="parent" href="#t${t.f[0]}/g${t.f[1]}">guard op ${t.f[1]} of ${p ? esc(traceName(p)) : '#' + t.f[0]}</a>`);
    }
    if (t.to) links.push(`ends in a jump to ${link(t.to)}`);
    const from = run.traces.filter(x => x.g.some(g => g[4] === id && x.id !== (t.f ? t.f[0] : 0)));
    if (from.length) links.push('also entered from ' + from.slice(0, 8).map(x => link(x.id)).join(', '));
    if (links.length) html += `<p class="facts">${links.join(' · ')}</p>`;
    html += '<div class="toggles">' + parts.map(([k, label]) => `<button data-part="${k}" class="${show[k] ? 'on' : ''}">${esc(label)}</button>`).join('') + '</div>';
    html += `<section class="part src"${show.src ? '' : ' hidden'}><h3>source</h3><div class="srcbody"><p class="hint">reading the source…</p></div></section>`;
    html += `<section class="part guards"${show.guards ? '' : ' hidden'}><h3>guards (${num(t.g.length)})</h3>${guardsHTML(t)}</section>`;
    html += `<section class="part opt"${show.opt ? '' : ' hidden'}><h3>optimized IR</h3>${b.opt.map((op, k) => opHTML(op, b, k, guards, false)).join('')}` +
      (b.entry && b.entry.length ? `<h3>entry at the label (how other traces jump in)</h3>${b.entry.map((op, k) => opHTML(op, b, k, null, false)).join('')}` : '') + '</section>';
    html += `<section class="part rec"${show.rec ? '' : ' hidden'}><h3>recorded IR</h3>${recordedHTML(b)}</section>`;
    html += `<section class="part code"${show.code ? '' : ' hidden'}><h3>machine code</h3>` +
      (b.code ? `<p class="hint">Offsets are in the code heap: perf reports samples in compiled code as memfd:microjit-code at these offsets.</p><pre class="asm">${esc(b.code)}</pre>` : '<p class="hint">The backend gave no listing.</p>') + '</section>';
    el.innerHTML = html;
    el.querySelector('.toggles').addEventListener('click', e => {
      const bt = e.target.closest('button');
      if (!bt) return;
      const k = bt.dataset.part;
      show[k] = !show[k];
      bt.classList.toggle('on', show[k]);
      el.querySelector('section.' + k).hidden = !show[k];
    });
    el.querySelector('.srcbody').innerHTML = await sourceHTML(t, b, guards);
    if (current.id !== id) return;
    if (guardOp >= 0) {
      for (const sel of [`#g-${guardOp}`, `#o-${guardOp}`]) {
        const x = el.querySelector(sel);
        if (x) x.classList.add('flash');
      }
      const row = el.querySelector(`#g-${guardOp}`);
      if (row) row.scrollIntoView({ block: 'center' });
    } else {
      el.scrollTop = 0;
    }
  }

  function guardsHTML(t) {
    if (!t.g.length) return '<p class="hint">No guards.</p>';
    return '<table class="guardtab"><tr><th class="n">op</th><th>resumes at</th><th>checks</th><th class="n">exits</th><th>bridge</th></tr>' +
      t.g.map(g => `<tr class="guard" id="g-${g[0]}"><td class="n"><a href="#t${t.id}/g${g[0]}">${g[0]}</a></td>` +
        `<td class="where">${esc(short(loc(g[1])))}</td><td>${esc(reason(g[2]))}</td><td class="n">${num(g[3])}</td>` +
        `<td>${g[4] ? `<a class="bridge" href="#t${g[4]}">bridge #${g[4]}</a>${g[5] ? ' <span class="muted">shared</span>' : ''}` : '<span class="muted">none</span>'}</td></tr>`).join('') +
      '</table>';
  }

  function recordedHTML(b) {
    let html = '', last = -2;
    b.rec.forEach((op, k) => {
      if (op[1] !== last) {
        last = op[1];
        html += `<div class="irblock"><div class="pos">${op[1] >= 0 ? esc(short(b.locs[op[1]])) : 'before the first instruction'}</div></div>`;
      }
      html += opHTML(op, b, k, null, false);
    });
    return html;
  }

  // sourceHTML shows the positions the trace covers against their source:
  // each covered line, highlighted, followed by the recorded ops of each
  // position on it and the optimized trace's guards that resume there.
  async function sourceHTML(t, b, guards) {
    // positions in trace order, each with its recorded ops and guards
    const spots = new Map(); // location string -> {where, pos, ops, guards}
    const spot = where => {
      if (!spots.has(where)) spots.set(where, { where, pos: position(where), ops: [], guards: [] });
      return spots.get(where);
    };
    const unplaced = [];
    b.rec.forEach((op, k) => {
      if (op[1] >= 0) spot(b.locs[op[1]]).ops.push([op, k]);
      else if (!/= input \d+$|^label\b/.test(op[0])) unplaced.push([op, k]); // the recorded IR shows those
    });
    for (const g of t.g) if (g[1] >= 0) spot(loc(g[1])).guards.push(g);
    const byFile = new Map();
    const nofile = [];
    for (const s of spots.values()) {
      if (!s.pos) { nofile.push(s); continue; }
      if (!byFile.has(s.pos.file)) byFile.set(s.pos.file, []);
      byFile.get(s.pos.file).push(s);
    }
    let html = '';
    if (unplaced.length) {
      html += `<div class="irblock"><div class="pos">before the first instruction</div>${unplaced.map(([op, k]) => opHTML(op, b, k, null, false)).join('')}</div>`;
    }
    for (const [file, list] of byFile) {
      const lines = await source(file);
      html += `<div class="file">${esc(file)}</div>`;
      if (!lines) {
        html += '<p class="hint">The source is not in the page (it could not be read when the page was written).</p>';
        html += list.map(s => spotHTML(s, b)).join('');
        continue;
      }
      const onLine = new Map();
      for (const s of list) {
        if (!onLine.has(s.pos.line)) onLine.set(s.pos.line, []);
        onLine.get(s.pos.line).push(s);
      }
      const covered = [...onLine.keys()].sort((x, y) => x - y);
      const lo = covered[0], hi = covered[covered.length - 1];
      const shown = new Set();
      if (hi - lo <= 60) {
        for (let n = Math.max(1, lo - 2); n <= Math.min(lines.length, hi + 2); n++) shown.add(n);
      } else {
        for (const n of covered) for (let d = -1; d <= 1; d++) if (n + d >= 1 && n + d <= lines.length) shown.add(n + d);
      }
      let prev = 0;
      for (const n of [...shown].sort((x, y) => x - y)) {
        if (prev && n > prev + 1) html += '<div class="line gap"><span class="ln">⋮</span></div>';
        prev = n;
        const here = onLine.get(n);
        html += `<div class="line${here ? ' covered' : ''}"><span class="ln">${n}</span><span class="code">${highlight(lines[n - 1] || '', here)}</span></div>`;
        if (here) html += here.map(s => spotHTML(s, b)).join('');
      }
    }
    if (nofile.length) {
      html += '<div class="file">positions without a source file</div>' + nofile.map(s => spotHTML(s, b)).join('');
    }
    return html || '<p class="hint">The trace names no source positions.</p>';
  }
  // highlight marks the columns of line that the positions name (the
  // whole line when they name no column).
  function highlight(line, here) {
    if (!here) return esc(line);
    const cols = new Set(here.map(s => s.pos.col).filter(c => c > 0 && c <= line.length));
    if (!cols.size) return `<mark>${esc(line)}</mark>`;
    let out = '';
    for (let i = 0; i < line.length; i++) {
      const c = esc(line[i]);
      out += cols.has(i + 1) ? `<mark>${c}</mark>` : c;
    }
    return out;
  }
  function spotHTML(s, b) {
    const ic = caches.get(s.where);
    let html = `<div class="irblock"><div class="pos">${esc(short(s.where))}${ic ? ` <span class="ic ${esc(ic.s)}">IC ${esc(ic.s)}</span>` : ''}</div>`;
    html += s.ops.map(([op, k]) => opHTML(op, b, k, null, false)).join('');
    for (const g of s.guards) {
      html += `<div class="op isguard"><span class="t">optimized: guard op ${g[0]}</span>${guardNote(g)}</div>`;
    }
    return html + '</div>';
  }

  // ---- routing: #tN opens trace N, #tN/gK also points at its guard K
  function route() {
    const m = /^#t(\d+)(?:\/g(\d+))?$/.exec(location.hash);
    if (!m) return;
    if (tab !== 'traces') showTab('traces');
    openTrace(+m[1], m[2] === undefined ? -1 : +m[2]).catch(err => {
      document.getElementById('detail').innerHTML = `<p class="hint">Could not show the trace: ${esc(err)}</p>`;
    });
  }

  overview();
  renderTabs();
  showTab('traces');
  renderList();
  window.addEventListener('hashchange', route);
  route();
  document.body.dataset.ready = '1';
  window.jitviewReady = performance.now();
})().catch(err => {
  document.getElementById('detail').innerHTML = '<p class="hint">The page could not be read: ' + String(err).replace(/[&<>]/g, '') + '</p>';
  throw err;
});
