/**
 * The game pages the web's game frame shows (GET /games/{engine}/{token}): one self-contained HTML
 * document per engine — inline CSS and script, no external asset, nothing fetched but the play API —
 * with its labels from locales/<lang>/games.json in the session's language. The script posts each
 * play to /games/api/{token} (a path of the site: the gateway passes /games/* through to us) with a
 * request id it keeps across its own retries, so a lost answer never plays twice.
 *
 * data-testid hooks for e2e: game-balance, game-stake, game-play (spin / deal), game-result,
 * game-mode (REAL / DEMO); blackjack game-hit, game-stand, game-double, game-split; slot game-lines;
 * roulette roulette-pocket, and data-bet="{type}:{numbers}" on every betting spot ("split:17-20"); keno
 * data-number="{n}" on each of the 80 number buttons (aria-pressed when picked), game-quick-pick,
 * game-clear, keno-drawn and keno-hits.
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_LANGUAGE, type SupportedLanguage } from '../../reference/data';
import { PAYLINES, slotPaytable, slotVariantOf } from '../../../rules/casino/slot';
import { engineRtp } from '../../../rules/casino/rtp';
import { GAME_PAUSE_MESSAGE } from '../../../rules/casino/frame-messages';
import { KENO_MAX_PICKS, KENO_NUMBERS, KENO_PAYTABLE } from '../../../rules/casino/keno';
import { rouletteBoard } from './roulette-board';
import type { GameEngine } from '../schema';
import type { z } from '@hono/zod-openapi';
import type { RoundView } from './contract';
import { projectFile } from '../../../rules/project-files';
import { escapeHtml, jsonInScript } from '../../../rules/html';

type Tree = { [key: string]: Tree | string };
const labelCache = new Map<string, Tree>();

function readLabels(lang: SupportedLanguage): Tree {
  try {
    return JSON.parse(readFileSync(projectFile(`locales/${lang}/games.json`), 'utf8')) as Tree;
  } catch {
    return {};
  }
}

function merge(base: Tree, over: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const under = out[key];
    out[key] = typeof value === 'object' && typeof under === 'object' ? merge(under, value) : value;
  }
  return out;
}

/** The games namespace in lang, any key it lacks taken from en-US. */
export function gameLabels(lang: SupportedLanguage): Tree {
  let labels = labelCache.get(lang);
  if (!labels) labelCache.set(lang, (labels = merge(readLabels(DEFAULT_LANGUAGE), lang === DEFAULT_LANGUAGE ? {} : readLabels(lang))));
  return labels;
}

const label = (labels: Tree, path: string) => {
  const value = path.split('.').reduce<Tree | string | undefined>((node, key) => (typeof node === 'object' ? node[key] : undefined), labels);
  return typeof value === 'string' ? value : path;
};


export interface GamePageInput {
  token: string;
  engine: GameEngine;
  variant: string;
  title: string;
  mode: 'REAL' | 'DEMO';
  currency: string;
  lang: SupportedLanguage;
  balance: string;
  stakes: string[];
  stake: string;
  /** The blackjack hand in play, shown again when the page reopens. */
  round: z.infer<typeof RoundView> | null;
}

const STYLE = `
*{box-sizing:border-box}
html,body{margin:0;height:100%}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:radial-gradient(circle at 50% 0,#1d4a3a,#0b1a14 70%);color:#f3f1e8;display:flex;flex-direction:column;min-height:100%;font-size:15px}
header{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:8px 14px;background:#0008}
h1{font-size:16px;margin:0;font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.mode{font-size:12px;font-weight:700;letter-spacing:.08em;padding:3px 8px;border-radius:10px;background:#2a7;color:#fff}
.mode[data-mode=DEMO]{background:#b8860b}
main{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:10px;gap:10px}
.controls{display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:10px 16px;padding:10px 14px;background:#0009}
.controls label{display:flex;align-items:center;gap:6px;font-size:13px;color:#cfc8b0}
output{font-weight:700;color:#fff;font-size:15px;min-width:6em}
select,button{font:inherit;border-radius:6px;border:1px solid #fff3;background:#1b2a24;color:#fff;padding:6px 10px}
button{cursor:pointer;font-weight:700;background:#c9a227;color:#1a1300;border:0;padding:9px 18px;text-transform:uppercase;letter-spacing:.04em}
button.secondary{background:#31524a;color:#fff}
button:disabled{opacity:.45;cursor:default}
body[data-paused] button{opacity:.45;pointer-events:none}
.result{min-height:1.6em;margin:0;text-align:center;font-weight:700;font-size:17px}
.result.won{color:#ffd54a}.result.error{color:#ff8a80}
.details{font-size:13px;color:#cfc8b0;text-align:center;min-height:1.2em}
details.info{padding:6px 14px 12px;font-size:13px;color:#cfc8b0}
details.info table{border-collapse:collapse;margin-top:6px}
details.info td{padding:2px 10px 2px 0}
.reels{display:grid;grid-template-columns:repeat(5,minmax(48px,88px));gap:6px;padding:10px;background:#0007;border-radius:12px;border:2px solid #c9a22788}
.cell{aspect-ratio:1;display:flex;align-items:center;justify-content:center;background:linear-gradient(#fffdf6,#e8e0c8);color:#222;border-radius:8px;font-size:clamp(20px,5vw,40px);font-weight:800;transition:transform .15s}
.cell.hit{box-shadow:0 0 0 3px #ffd54a,0 0 14px #ffd54a;transform:scale(1.04)}
.reels.spinning .cell{filter:blur(1.5px);opacity:.8}
.table{display:grid;grid-template-columns:minmax(26px,40px) repeat(12,minmax(22px,40px)) minmax(30px,46px);gap:3px;font-size:13px}
.spot{position:relative;display:flex;align-items:center;justify-content:center;min-height:34px;border:1px solid #ffffff40;border-radius:4px;cursor:pointer;user-select:none;font-weight:700}
.spot.red{background:#b71c1c}.spot.black{background:#1c1c1c}.spot.green{background:#1b7a3a}.spot.out{background:#234a3d}
.spot.won{outline:3px solid #ffd54a}
.chip{position:absolute;left:50%;top:50%;transform:translate(-50%,-50%);min-width:22px;height:22px;padding:0 3px;display:flex;align-items:center;justify-content:center;background:#ffd54a;color:#000;border:2px dashed #9a7400;border-radius:11px;font-size:9px;font-weight:800;z-index:1;pointer-events:none;box-shadow:0 1px 3px #000a}
.spot.edge{--dx:0px;--dy:0px;width:14px;height:14px;min-height:0;border:0;border-radius:50%;background:transparent;justify-self:center;align-self:center;transform:translate(var(--dx),var(--dy));z-index:2}
.spot.edge:hover{background:#ffd54aaa}
.spot.cover{box-shadow:inset 0 0 0 2px #ffd54a}
.spot.edge.won{outline:0;background:#ffd54a;box-shadow:0 0 8px #ffd54a}
.spot.edge .chip{z-index:3}
.spot.at-top,.spot.at-top-left,.spot.at-top-right{align-self:start;--dy:calc(-50% - 1.5px)}
.spot.at-bottom,.spot.at-bottom-left,.spot.at-bottom-right{align-self:end;--dy:calc(50% + 1.5px)}
.spot.at-left,.spot.at-top-left,.spot.at-bottom-left{justify-self:start;--dx:calc(-50% - 1.5px)}
.spot.at-right,.spot.at-top-right,.spot.at-bottom-right{justify-self:end;--dx:calc(50% + 1.5px)}
.wheel{font-size:28px;font-weight:800;width:72px;height:72px;border-radius:50%;display:flex;align-items:center;justify-content:center;border:4px solid #c9a227}
.wheel.red{background:#b71c1c}.wheel.black{background:#1c1c1c}.wheel.green{background:#1b7a3a}
.wheel.spinning{animation:turn .5s linear infinite}
@keyframes turn{to{transform:rotate(360deg)}}
.seat{display:flex;flex-direction:column;align-items:center;gap:4px}
.seat h2{font-size:13px;margin:0;color:#cfc8b0;font-weight:600}
.hands{display:flex;gap:24px;flex-wrap:wrap;justify-content:center}
.hand.active .cards{outline:2px solid #ffd54a;outline-offset:4px;border-radius:6px}
.cards{display:flex;gap:6px;min-height:78px}
.card{width:54px;height:78px;border-radius:6px;background:#fff;color:#111;display:flex;flex-direction:column;align-items:center;justify-content:center;font-weight:800;font-size:18px;box-shadow:0 2px 6px #0008}
.card.red{color:#c62828}
.card.back{background:repeating-linear-gradient(45deg,#7b1f1f,#7b1f1f 6px,#9c2a2a 6px,#9c2a2a 12px);border:3px solid #fff}
.tag{font-size:12px;color:#ffd54a;min-height:1em}
.keno{display:grid;grid-template-columns:repeat(10,minmax(28px,44px));gap:4px;padding:8px;background:#0007;border-radius:12px}
.keno button.ball{padding:0;aspect-ratio:1;border-radius:50%;background:#f3f1e8;color:#1a1a1a;font-size:13px;letter-spacing:0;text-transform:none;border:2px solid transparent}
.keno button.ball[aria-pressed=true]{background:#c9a227;color:#1a1300;border-color:#fff}
.keno button.ball.drawn{border-color:#2a7;box-shadow:0 0 0 2px #2a7}
.keno button.ball.hit{background:#ffd54a;box-shadow:0 0 0 3px #2a7,0 0 10px #ffd54a}
.keno button.ball:focus-visible{outline:3px solid #fff;outline-offset:2px}
`;

/** The browser side: plain script, no framework. It reads its state from #game-state. */
const SCRIPT = String.raw`
(function () {
  'use strict';
  var S = JSON.parse(document.getElementById('game-state').textContent);
  var L = S.labels;
  function tr(key, vars) {
    var node = key.split('.').reduce(function (n, k) { return n && typeof n === 'object' ? n[k] : undefined; }, L);
    var text = typeof node === 'string' ? node : key;
    return text.replace(/\{\{(\w+)\}\}/g, function (_, name) { return vars && vars[name] !== undefined ? String(vars[name]) : ''; });
  }
  var fmt = new Intl.NumberFormat(S.lang, { style: 'currency', currency: S.currency });
  var pct = new Intl.NumberFormat(S.lang, { style: 'percent', minimumFractionDigits: 2 });
  // The decimal string itself: Intl formats it exactly, where a Number would round a long amount.
  function money(d) { return fmt.format(d); }
  function el(id) { return document.querySelector('[data-testid="' + id + '"]'); }
  function make(tag, cls, text) { var n = document.createElement(tag); if (cls) n.className = cls; if (text !== undefined) n.textContent = text; return n; }
  var decimals = (S.balance.split('.')[1] || '').length;
  function minor(d) { var p = d.split('.'); return BigInt(p[0] + (p[1] || '').padEnd(decimals, '0')); }
  function major(m) { var neg = m < 0n; var s = (neg ? -m : m).toString().padStart(decimals + 1, '0'); return (neg ? '-' : '') + (decimals ? s.slice(0, -decimals) + '.' + s.slice(-decimals) : s); }
  var balanceEl = el('game-balance'), resultEl = el('game-result'), detailsEl = document.getElementById('details'), stakeEl = el('game-stake'), playEl = el('game-play');
  var busy = false;
  // The site pauses the game while something must be answered first (issue 17: the reality check); a play
  // asked for meanwhile waits for the resume.
  var paused = false, resumes = [];
  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || event.origin !== location.origin || !event.data || event.data.type !== ${JSON.stringify(GAME_PAUSE_MESSAGE)}) return;
    paused = event.data.paused === true;
    document.body.toggleAttribute('data-paused', paused);
    if (!paused) resumes.splice(0).forEach(function (resume) { resume(); });
  });
  function resumed() { return paused ? new Promise(function (resolve) { resumes.push(resolve); }) : Promise.resolve(); }

  function setBalance(d) {
    S.balance = d;
    balanceEl.textContent = money(d);
    balanceEl.setAttribute('data-amount', d);
    try { window.parent.postMessage({ type: 'oddsgate:game-balance', balance: d, currency: S.currency }, '*'); } catch (e) {}
  }
  function say(text, kind) { resultEl.textContent = text; resultEl.className = 'result' + (kind ? ' ' + kind : ''); }
  function note(text) { detailsEl.textContent = text || ''; }
  function requestId() {
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return (b + 256).toString(16).slice(1); }).join('');
  }
  function wait(ms) { return new Promise(function (resolve) { setTimeout(resolve, ms); }); }
  /** One play. A lost answer is asked again with the same request id: the server answers the same play. */
  async function post(body) {
    await resumed();
    body.RequestId = requestId();
    for (var attempt = 0; ; attempt++) {
      try {
        var response = await fetch('/games/api/' + S.token, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': S.lang }, body: JSON.stringify(body), credentials: 'same-origin' });
        var answer = await response.json();
        if (answer.HasErrors && answer.Balance) setBalance(answer.Balance);
        return answer;
      } catch (error) {
        if (attempt >= 3) return { HasErrors: true, ErrorCode: 'NETWORK', ErrorMessage: tr('errors.NETWORK') };
        say(tr('retrying'));
        await wait(400 * (attempt + 1));
      }
    }
  }
  function failed(answer) { say(answer.ErrorMessage, 'error'); note(''); }
  /** The stake taken now, the win once the result shows. */
  function showStaked(answer) { setBalance(major(minor(answer.Balance) - minor(answer.Round.Win || '0'))); }
  function showWin(answer) {
    setBalance(answer.Balance);
    // Names the round the line reports: two rounds in a row can read the same ("No win").
    resultEl.setAttribute('data-round', answer.Round.RoundId);
    var win = answer.Round.Win;
    if (win && minor(win) > 0n) say(tr('win', { amount: money(win) }), 'won');
    else say(tr('noWin'));
  }
  function setBusy(value) {
    busy = value;
    document.querySelectorAll('button').forEach(function (b) { b.disabled = value || b.hasAttribute('data-off'); });
  }
  Array.prototype.forEach.call(stakeEl.options, function (option) { option.textContent = money(option.value); });
  stakeEl.value = S.stake;
  setBalance(S.balance);
  document.getElementById('rtp').textContent = tr('rtp', { rtp: pct.format(S.rtp) });

  var ENGINES = {
    slot: function () {
      // Drawn here, not emoji: a machine without an emoji font would show empty boxes.
      var SVG = function (body) { return '<svg viewBox="0 0 40 40" width="70%" height="70%" aria-hidden="true">' + body + '</svg>'; };
      var GLYPHS = {
        cherry: SVG('<path d="M20 6c-4 8-9 12-12 16M20 6c2 8 6 12 11 14" stroke="#2e7d32" stroke-width="2.5" fill="none"/><circle cx="10" cy="27" r="8" fill="#d32f2f"/><circle cx="29" cy="25" r="8" fill="#c62828"/>'),
        lemon: SVG('<ellipse cx="20" cy="21" rx="15" ry="11" fill="#fdd835" stroke="#f9a825" stroke-width="2"/>'),
        orange: SVG('<circle cx="20" cy="22" r="14" fill="#fb8c00"/><path d="M20 8c4-5 9-5 11-3-3 3-7 4-11 3z" fill="#43a047"/>'),
        plum: SVG('<circle cx="14" cy="24" r="8" fill="#7b1fa2"/><circle cx="26" cy="24" r="8" fill="#6a1b9a"/><circle cx="20" cy="14" r="8" fill="#8e24aa"/>'),
        bell: SVG('<path d="M20 5c-7 0-10 6-10 13v7l-4 5h28l-4-5v-7c0-7-3-13-10-13z" fill="#fbc02d" stroke="#f57f17" stroke-width="1.5"/><circle cx="20" cy="33" r="3.5" fill="#f57f17"/>'),
        bar: SVG('<rect x="3" y="12" width="34" height="16" rx="3" fill="#212121"/><text x="20" y="25" font-size="12" font-weight="800" text-anchor="middle" fill="#fff" font-family="system-ui,sans-serif">BAR</text>'),
        seven: SVG('<text x="20" y="33" font-size="34" font-weight="900" text-anchor="middle" fill="#d32f2f" font-family="system-ui,sans-serif">7</text>'),
        diamond: SVG('<path d="M20 4 35 16 20 36 5 16z" fill="#29b6f6" stroke="#0277bd" stroke-width="1.5"/><path d="M5 16h30M13 16l7-12 7 12-7 20z" stroke="#e1f5fe" stroke-width="1" fill="none"/>'),
        wild: SVG('<rect x="2" y="9" width="36" height="22" rx="5" fill="#6a1b9a"/><text x="20" y="25" font-size="11" font-weight="900" text-anchor="middle" fill="#ffd54a" font-family="system-ui,sans-serif">WILD</text>'),
        scatter: SVG('<path d="M20 3l5 11 12 1-9 8 3 12-11-6-11 6 3-12-9-8 12-1z" fill="#ffca28" stroke="#ff8f00" stroke-width="1.5"/>'),
      };
      var nameOf = function (symbol) { return tr('symbols.' + symbol); };
      var reels = document.getElementById('reels');
      var linesEl = el('game-lines');
      var cells = [];
      for (var row = 0; row < 3; row++) for (var reel = 0; reel < 5; reel++) {
        var cell = make('div', 'cell');
        cell.dataset.reel = reel; cell.dataset.row = row;
        reels.appendChild(cell);
        (cells[reel] = cells[reel] || [])[row] = cell;
      }
      function paint(grid) {
        for (var r = 0; r < 5; r++) for (var w = 0; w < 3; w++) {
          var symbol = grid[r][w], c = cells[r][w];
          c.innerHTML = GLYPHS[symbol] || '';
          c.title = nameOf(symbol);
          c.dataset.symbol = symbol;
          c.classList.remove('hit');
        }
      }
      var names = Object.keys(GLYPHS);
      function shuffled() { return [0, 1, 2, 3, 4].map(function () { return [0, 1, 2].map(function () { return names[Math.floor(Math.random() * names.length)]; }); }); }
      paint(shuffled());
      var table = document.getElementById('paytable');
      Object.keys(S.paytable).forEach(function (symbol) {
        var pays = S.paytable[symbol];
        if (!pays.some(function (p) { return p > 0; })) return;
        var tr_ = make('tr');
        tr_.appendChild(make('td', '', nameOf(symbol)));
        pays.forEach(function (p, i) { tr_.appendChild(make('td', '', (i + 3) + '× ' + p)); });
        table.appendChild(tr_);
      });
      playEl.addEventListener('click', async function () {
        if (busy) return;
        setBusy(true); say(''); note('');
        reels.classList.add('spinning');
        var flicker = setInterval(function () { paint(shuffled()); }, 80);
        var answer = await post({ Action: 'spin', Stake: stakeEl.value, Lines: Number(linesEl.value) });
        await wait(450);
        clearInterval(flicker);
        reels.classList.remove('spinning');
        if (answer.HasErrors) { failed(answer); setBusy(false); return; }
        var slot = answer.Round.Slot;
        showStaked(answer);
        paint(slot.Reels);
        var lines = [];
        slot.LineWins.forEach(function (win) {
          S.paylines[win.Line - 1].slice(0, win.Count).forEach(function (row, reel) { cells[reel][row].classList.add('hit'); });
          lines.push(tr('lineWin', { line: win.Line, count: win.Count, symbol: nameOf(win.Symbol), amount: money(win.Win) }));
        });
        if (minor(slot.ScatterWin) > 0n) lines.push(tr('scatterWin', { count: slot.Scatters, amount: money(slot.ScatterWin) }));
        showWin(answer);
        note(lines.join(' · '));
        setBusy(false);
      });
    },

    roulette: function () {
      var board = document.getElementById('board');
      var wheel = document.getElementById('wheel');
      var totalEl = document.getElementById('bets-total');
      var bets = {};
      var spots = {};
      function key(type, numbers) { return type + ':' + numbers.join('-'); }
      function nameOf(type, numbers) { var s = spots[key(type, numbers)]; return s ? s.name : type; }
      // The layout comes from the server (roulette-board.ts), built from the engine's own rules.
      S.board.forEach(function (spot) {
        var text = spot.text !== undefined ? spot.text : spot.textKey ? tr('bets.' + spot.textKey, spot.name) : '';
        var node = make('div', 'spot ' + spot.look + (spot.place === 'cell' ? '' : ' at-' + spot.place), text);
        var name = tr('betNames.' + spot.type, spot.name);
        node.setAttribute('role', 'button');
        node.setAttribute('aria-label', name);
        node.title = name + ' · ' + tr('pays', { odds: spot.odds });
        node.dataset.bet = key(spot.type, spot.numbers);
        node.setAttribute('style', 'grid-row:' + spot.row + ';grid-column:' + spot.column);
        node.addEventListener('click', function () {
          if (busy) return;
          var k = key(spot.type, spot.numbers);
          var now = bets[k] ? minor(bets[k].Amount) : 0n;
          bets[k] = { Type: spot.type, Numbers: spot.numbers, Amount: major(now + minor(stakeEl.value)) };
          draw();
        });
        // Pointing at a spot shows the numbers it covers, as the felt of an online table does.
        function cover(on) { spot.covers.forEach(function (n) { var cell = spots[key('straight', [n])]; if (cell) cell.node.classList.toggle('cover', on); }); }
        node.addEventListener('mouseenter', function () { cover(true); });
        node.addEventListener('mouseleave', function () { cover(false); });
        spots[key(spot.type, spot.numbers)] = { node: node, covers: spot.covers, name: name };
        board.appendChild(node);
      });
      function draw() {
        var total = 0n;
        Object.keys(spots).forEach(function (k) {
          var node = spots[k].node;
          var old = node.querySelector('.chip');
          if (old) old.remove();
          if (bets[k]) {
            // A chip, as on the felt: centred on its spot, the amount without ".00" so it fits.
            var chip = make('span', 'chip', bets[k].Amount.replace(/\.00$/, ''));
            chip.title = money(bets[k].Amount);
            node.appendChild(chip);
            total += minor(bets[k].Amount);
          }
        });
        totalEl.textContent = tr('betsTotal', { amount: money(major(total)) });
      }
      draw();
      el('game-clear').addEventListener('click', function () { if (!busy) { bets = {}; draw(); } });
      playEl.addEventListener('click', async function () {
        if (busy) return;
        var list = Object.keys(bets).map(function (k) { var b = bets[k]; return b.Numbers.length ? { Type: b.Type, Numbers: b.Numbers, Amount: b.Amount } : { Type: b.Type, Amount: b.Amount }; });
        if (!list.length) { say(tr('placeBet'), 'error'); return; }
        setBusy(true); say(''); note('');
        document.querySelectorAll('.spot.won').forEach(function (s) { s.classList.remove('won'); });
        wheel.className = 'wheel spinning'; wheel.textContent = '';
        var answer = await post({ Action: 'spin', Bets: list });
        await wait(600);
        wheel.className = 'wheel';
        if (answer.HasErrors) { failed(answer); setBusy(false); return; }
        var result = answer.Round.Roulette;
        showStaked(answer);
        wheel.className = 'wheel ' + result.Color;
        wheel.textContent = String(result.Number);
        // Every spot whose bet wins on this pocket lights up, inside and outside, whether or not it was played.
        Object.keys(spots).forEach(function (k) { if (spots[k].covers.indexOf(result.Number) >= 0) spots[k].node.classList.add('won'); });
        var paid = result.Bets.filter(function (b) { return minor(b.Win) > 0n; }).map(function (b) { return tr('betWin', { bet: nameOf(b.Type, b.Numbers || []), amount: money(b.Win) }); });
        note([tr('pocket', { number: result.Number, color: tr('colors.' + result.Color) })].concat(paid).join(' · '));
        showWin(answer);
        setBusy(false);
      });
    },

    blackjack: function () {
      var SUITS = { S: '♠', H: '♥', D: '♦', C: '♣' };
      var dealerEl = document.getElementById('dealer-cards'), dealerTotal = document.getElementById('dealer-total'), handsEl = document.getElementById('hands');
      var actions = { hit: el('game-hit'), stand: el('game-stand'), double: el('game-double'), split: el('game-split') };
      function card(name) {
        if (name === '??') return make('div', 'card back');
        var suit = name.slice(-1), rank = name.slice(0, -1);
        var node = make('div', 'card' + (suit === 'H' || suit === 'D' ? ' red' : ''));
        node.appendChild(make('span', '', rank));
        node.appendChild(make('span', '', SUITS[suit]));
        node.title = name;
        return node;
      }
      function enable(round) {
        var allowed = round && round.Blackjack ? round.Blackjack.Actions : [];
        Object.keys(actions).forEach(function (name) {
          if (allowed.indexOf(name) >= 0) actions[name].removeAttribute('data-off'); else actions[name].setAttribute('data-off', '');
          actions[name].disabled = busy || allowed.indexOf(name) < 0;
        });
        var inPlay = allowed.length > 0;
        if (inPlay) playEl.setAttribute('data-off', ''); else playEl.removeAttribute('data-off');
        playEl.disabled = busy || inPlay;
        stakeEl.disabled = inPlay;
      }
      function render(round) {
        var game = round.Blackjack;
        dealerEl.textContent = '';
        game.Dealer.Cards.forEach(function (c) { dealerEl.appendChild(card(c)); });
        dealerTotal.textContent = tr('total', { total: game.Dealer.Total });
        handsEl.textContent = '';
        game.Hands.forEach(function (hand, i) {
          var seat = make('div', 'seat hand' + (i === game.Active ? ' active' : ''));
          if (game.Hands.length > 1) seat.appendChild(make('h2', '', tr('hand', { number: i + 1 })));
          var cards = make('div', 'cards');
          hand.Cards.forEach(function (c) { cards.appendChild(card(c)); });
          seat.appendChild(cards);
          seat.appendChild(make('div', 'tag', tr('total', { total: hand.Total }) + (hand.Result ? ' · ' + tr('results.' + hand.Result) : '')));
          handsEl.appendChild(seat);
        });
        enable(round);
      }
      async function act(body) {
        if (busy) return;
        setBusy(true); say('');
        var answer = await post(body);
        setBusy(false);
        if (answer.HasErrors) { failed(answer); enable(S.round); return; }
        S.round = answer.Round;
        render(answer.Round);
        if (answer.Round.Win !== null) showWin(answer); else setBalance(answer.Balance);
        enable(answer.Round);
      }
      playEl.addEventListener('click', function () { act({ Action: 'deal', Stake: stakeEl.value }); });
      Object.keys(actions).forEach(function (name) { actions[name].addEventListener('click', function () { act({ Action: name }); }); });
      if (S.round) render(S.round); else enable(null);
    },

    keno: function () {
      var board = document.getElementById('keno-board'), countEl = document.getElementById('keno-count'), drawnEl = el('keno-drawn'), hitsEl = el('keno-hits');
      var picks = [], balls = {};
      function paint() {
        Object.keys(balls).forEach(function (n) { balls[n].setAttribute('aria-pressed', picks.indexOf(Number(n)) >= 0 ? 'true' : 'false'); });
        countEl.textContent = tr('keno.picked', { count: picks.length });
      }
      // A changed ticket no longer matches the draw on screen: its marks go.
      function unmark() {
        Object.keys(balls).forEach(function (n) { balls[n].classList.remove('drawn', 'hit'); });
        drawnEl.textContent = ''; hitsEl.textContent = '';
      }
      for (var n = 1; n <= S.kenoNumbers; n++) (function (n) {
        var ball = make('button', 'ball', String(n));
        ball.type = 'button';
        ball.dataset.number = String(n);
        ball.setAttribute('aria-label', tr('keno.number', { number: n }));
        ball.addEventListener('click', function () {
          if (busy) return;
          var at = picks.indexOf(n);
          if (at >= 0) picks.splice(at, 1); else if (picks.length < S.kenoMaxPicks) picks.push(n);
          unmark(); paint();
        });
        balls[n] = ball;
        board.appendChild(ball);
      })(n);
      paint();
      el('game-quick-pick').addEventListener('click', function () {
        if (busy) return;
        // As many numbers as the ticket has now (five on an empty one), chosen afresh.
        var count = picks.length || 5, pool = [];
        for (var i = 1; i <= S.kenoNumbers; i++) pool.push(i);
        picks = [];
        while (picks.length < count) picks.push(pool.splice(Math.floor(Math.random() * pool.length), 1)[0]);
        unmark(); paint();
      });
      el('game-clear').addEventListener('click', function () { if (!busy) { picks = []; unmark(); paint(); } });
      playEl.addEventListener('click', async function () {
        if (busy) return;
        if (!picks.length) { say(tr('errors.INVALID_PICKS'), 'error'); return; }
        setBusy(true); say(''); note(''); unmark();
        var answer = await post({ Action: 'draw', Stake: stakeEl.value, Picks: picks.slice() });
        if (answer.HasErrors) { failed(answer); setBusy(false); return; }
        var keno = answer.Round.Keno;
        showStaked(answer);
        keno.Drawn.forEach(function (d) { if (balls[d]) balls[d].classList.add(keno.Hits.indexOf(d) >= 0 ? 'hit' : 'drawn'); });
        drawnEl.textContent = tr('keno.drawn', { numbers: keno.Drawn.join(', ') });
        hitsEl.textContent = tr('keno.hits', { hits: keno.Hits.length, picks: keno.Picks.length }) + ' · ' + tr('keno.multiplier', { multiplier: keno.Multiplier });
        hitsEl.setAttribute('data-hits', String(keno.Hits.length));
        showWin(answer);
        setBusy(false);
      });
    },
  };
  ENGINES[S.engine]();
})();
`;

function enginePart(input: GamePageInput, labels: Tree): { main: string; controls: string; info: string } {
  const l = (path: string) => escapeHtml(label(labels, path));
  switch (input.engine) {
    case 'slot':
      return {
        main: `<div class="reels" id="reels" aria-live="polite"></div>`,
        controls: `<label>${l('lines')} <select data-testid="game-lines"><option value="10">10</option><option value="20" selected>20</option></select></label>
<button type="button" data-testid="game-play">${l('spin')}</button>`,
        info: `<table id="paytable"></table><p>${l('wild')}<br>${l('scatter')}</p>`,
      };
    case 'roulette':
      return {
        main: `<div class="wheel" id="wheel" data-testid="roulette-pocket" aria-live="polite"></div><div class="table" id="board"></div><div class="details" id="bets-total"></div>`,
        controls: `<button type="button" class="secondary" data-testid="game-clear">${l('clear')}</button>
<button type="button" data-testid="game-play">${l('spin')}</button>`,
        info: '',
      };
    case 'blackjack':
      return {
        main: `<div class="seat"><h2>${l('dealer')}</h2><div class="cards" id="dealer-cards"></div><div class="tag" id="dealer-total"></div></div>
<div class="hands" id="hands"></div>`,
        controls: `<button type="button" data-testid="game-play">${l('deal')}</button>
<button type="button" class="secondary" data-testid="game-hit">${l('hit')}</button>
<button type="button" class="secondary" data-testid="game-stand">${l('stand')}</button>
<button type="button" class="secondary" data-testid="game-double">${l('double')}</button>
<button type="button" class="secondary" data-testid="game-split">${l('split')}</button>`,
        info: '',
      };
    case 'keno':
      return {
        main: `<div class="keno" id="keno-board" role="group" aria-label="${l('keno.board')}"></div>
<div class="details" id="keno-count" aria-live="polite"></div>
<div class="details" data-testid="keno-drawn"></div><div class="details" data-testid="keno-hits"></div>`,
        controls: `<button type="button" class="secondary" data-testid="game-quick-pick">${l('keno.quickPick')}</button>
<button type="button" class="secondary" data-testid="game-clear">${l('keno.clear')}</button>
<button type="button" data-testid="game-play">${l('keno.draw')}</button>`,
        info: kenoPaytable(labels),
      };
  }
}

/** The paytable as the help shows it: one row per number of picks, each paying hit count with its multiplier. */
function kenoPaytable(labels: Tree): string {
  const say = (path: string, count: number) => escapeHtml(label(labels, path).replace('{{count}}', String(count)));
  const rows = Object.entries(KENO_PAYTABLE).map(
    ([picks, row]) =>
      `<tr><th scope="row">${say('keno.picks', Number(picks))}</th><td>${Object.entries(row)
        .map(([hits, tenths]) => `${say('keno.hitsColumn', Number(hits))} × ${tenths / 10}`)
        .join(' · ')}</td></tr>`,
  );
  return `<p>${escapeHtml(label(labels, 'keno.rules'))}</p><table>${rows.join('')}</table>`;
}

/** The game page. nonce: the Content-Security-Policy nonce its one script carries. */
export function gamePage(input: GamePageInput, nonce: string): string {
  const labels = gameLabels(input.lang);
  const l = (path: string) => escapeHtml(label(labels, path));
  const part = enginePart(input, labels);
  const state = {
    token: input.token,
    engine: input.engine,
    mode: input.mode,
    currency: input.currency,
    lang: input.lang,
    balance: input.balance,
    stake: input.stake,
    rtp: engineRtp(input.engine, input.variant),
    round: input.round,
    labels,
    ...(input.engine === 'slot' ? { paylines: PAYLINES, paytable: slotPaytable(slotVariantOf(input.variant)) } : {}),
    ...(input.engine === 'roulette' ? { board: rouletteBoard() } : {}),
    ...(input.engine === 'keno' ? { kenoNumbers: KENO_NUMBERS, kenoMaxPicks: KENO_MAX_PICKS } : {}),
  };
  return `<!doctype html>
<html lang="${escapeHtml(input.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(input.title)}</title>
<style>${STYLE}</style></head>
<body data-engine="${input.engine}">
<header><h1>${escapeHtml(input.title)}</h1><span class="mode" data-testid="game-mode" data-mode="${input.mode}" title="${l(`mode.${input.mode}`)}">${input.mode}</span></header>
<main>${part.main}</main>
<p class="result" data-testid="game-result" role="status" aria-live="polite"></p>
<div class="details" id="details"></div>
<div class="controls">
<label>${l('balance')} <output data-testid="game-balance"></output></label>
<label>${l('stake')} <select data-testid="game-stake">${input.stakes.map((stake) => `<option value="${stake}">${stake}</option>`).join('')}</select></label>
${part.controls}
</div>
<details class="info"><summary>${l('paytable')}</summary><p id="rtp"></p>${part.info}</details>
<script type="application/json" id="game-state">${jsonInScript(state)}</script>
<script nonce="${nonce}">${SCRIPT}</script>
</body></html>`;
}

/** A clear page instead of a game: unknown or ended session. */
export function errorPage(lang: SupportedLanguage, message: string): string {
  const labels = gameLabels(lang);
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(label(labels, 'errorTitle'))}</title>
<style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(label(labels, 'errorTitle'))}</h1><p class="result error" data-testid="game-error">${escapeHtml(message)}</p></main></body></html>`;
}
