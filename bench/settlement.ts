/**
 * Settling one match with many open tickets while players keep betting on other matches: how many tickets
 * a second settlement pays out, what it costs the placements running beside it, and the books to the cent.
 *
 *   postgres   (bench/servers/postgres.ts)  a throw-away server, durable (fsync and synchronous_commit on)
 *              unless --durable false, as bench:bets runs it;
 *   platform   (bench/servers/betting.ts)   the platform with its production pool, feed off, no live delay,
 *              and no background betting worker (BENCH_SETTLEMENT_WORKER=off): nothing settles M behind the
 *              bench's back; the bench calls settleMatch(M) itself (platform/betting/settle.ts, batches of
 *              --batch whole tickets, each its own transaction), in the platform's process;
 *   load       this process: autocannon placing 1.00 singles on the 1X2 of --matches OTHER pre-match matches
 *              over the platform's HTTP listener (POST /api/bets), --connections at once.
 *
 * Seeding (not measured, bench/servers/settlement.ts): --players funded players; match M with --tickets
 * open tickets, a sixth each a single on M's home, draw or away, or that leg in a combo with match X,
 * which already ended with its leg won, so M decides every ticket; written set-based, the stakes moved
 * through the ledger (one movement per player), then M ended 2–1 (home wins).
 *
 *   baseline   the placement load alone for --seconds: bets/s without settlement;
 *   the run    settleMatch(M) with the same load running beside it: tickets/s of the settlement, and the
 *              placement rate while it ran as a ratio of the baseline. Goals (issue 21): ≥ 5,000 tickets/s
 *              and ≥ 0.8× placement.
 *
 * The checks are exact: every winner paid exactly its potential return once (count and sum of bet.settle
 * movements naming M's tickets = those computed at seeding from M's result), every loser nothing, no ticket
 * left open; a second settleMatch(M) pays nothing more; the house sportsbook's change over the run = stakes
 * placed during it − the payouts; the ledger audit clean, balances summing to zero per currency, no player
 * below zero.
 *
 *   npm run bench:settlement   [-- --tickets 100000 --players 2000 --connections 16 --seconds 10]
 *   further: --matches 20 (load matches) --batch 500 --pool 10 (DATABASE_POOL_SIZE) --durable true|false
 *   Develop with a small --tickets (e.g. 5000 --players 200): the full size writes ~150,000 rows.
 */
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { cpuMs, monotonicMs, procStats } from './servers/child';
import type { Books, Seeded } from './servers/betting';
import type { SettlementBooks, SettlementSeeded } from './servers/settlement';
import type { SettlementReport } from '../platform/betting/settle';
import { benchKey } from './servers/feed';
import { finishWithChecks, startBettingStack } from './servers/betting-stack';
import { benchOptions } from './options';
import { count as n, money } from './format';

const options = benchOptions({
  tickets: 100_000,
  players: 2000,
  matches: 20,
  connections: 16,
  seconds: 10,
  batch: 500,
  pool: Number(process.env.DATABASE_POOL_SIZE ?? '10'),
  durable: 'true',
  warmup: 2,
});
const { tickets, players: playerCount, matches: loadMatches, connections, seconds, batch, pool, warmup } = options;
const durable = options.durable !== 'false';
if (![tickets, playerCount, loadMatches, connections, seconds, batch, pool].every((v) => Number.isInteger(v) && v > 0)) throw new Error('--tickets, --players, --matches, --connections, --seconds, --batch and --pool are positive integers');
if (playerCount < connections) throw new Error(`--players (${playerCount}) must be at least --connections (${connections}): one player is never placed for by two connections at once`);

const STAKE = 100n; // 1.00 EUR in minor units, seeded tickets and placements alike
const FUNDS = 1_000_00n;
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
/** CPU used between two readings as a share of one core over `secs`. */
const share = (a: number | null, b: number | null, secs: number) => (a === null || b === null ? 'n/a' : `${(((b - a) / (secs * 1000)) * 100).toFixed(0)} %`);
const loadBefore = loadavg()[0]!;
const started = monotonicMs();

const { postgres, platform, stop: stopAll } = await startBettingStack(
  { durable },
  // No background betting worker: nothing settles M behind the bench's back.
  { DATABASE_POOL_SIZE: String(pool), BENCH_SETTLEMENT_WORKER: 'off' },
);

try {
  const { url } = platform.info;
  // Matches 0 … loadMatches − 1 take the placement load; the next two are M and X.
  const seeded = await platform.call<Seeded>('seed', { players: playerCount, matches: loadMatches + 2, funds: FUNDS, book: 'preview' });
  const t = monotonicMs();
  const m = await platform.call<SettlementSeeded>('seedOpenTickets', {
    tickets,
    stake: STAKE,
    userIds: seeded.players.map((p) => p.userId),
    m: benchKey(loadMatches),
    x: benchKey(loadMatches + 1),
  });
  console.log(`seeded ${n(tickets)} open tickets on match M for ${n(playerCount)} players in ${((monotonicMs() - t) / 1000).toFixed(1)} s`);
  const loadSelections = seeded.selections.slice(0, loadMatches);

  /**
   * The placement load until stopped: connection c places for players c, c + C, … in turn, a 1.00 single on
   * a random 1X2 selection of a random load match. Counts the 2xx answers as they come.
   */
  const placing = () => {
    let clients = 0;
    let ok = 0;
    let run!: autocannon.Instance;
    const done = new Promise<void>((resolve) => {
      const setupClient = (client: autocannon.Client) => {
        const c = clients++ % connections;
        const mine = seeded.players.filter((_, i) => i % connections === c);
        let k = 0;
        const next = () => {
          const match = loadSelections[Math.floor(Math.random() * loadSelections.length)]!;
          const selection = match[Math.floor(Math.random() * match.length)]!;
          const body = { Type: 'single', Stake: '1.00', Selections: [{ OddId: selection.oddId, Odds: selection.odds }] };
          client.setHeadersAndBody({ 'content-type': 'application/json', 'accept-language': 'en-US', 'x-session-token': mine[k++ % mine.length]!.token }, JSON.stringify(body));
        };
        next();
        client.on('response', (status: number) => {
          if (status >= 200 && status < 300) ok++;
          next();
        });
      };
      run = autocannon({ url: `${url}/api/bets`, method: 'POST', connections, duration: 24 * 3600, setupClient }, () => resolve());
    });
    return {
      ok: () => ok,
      async stop() {
        run.stop();
        await done;
        await platform.call('quiesce');
      },
    };
  };
  const cpuNow = () => ({ platform: procStats(platform.pid)?.cpuMs ?? null, postgres: postgres.cpuMs(), load: cpuMs() });

  if (warmup > 0) {
    const warm = placing();
    await new Promise((resolve) => setTimeout(resolve, warmup * 1000));
    await warm.stop();
  }

  // Baseline: the placement load alone.
  const baseLoad = placing();
  const b0 = { at: monotonicMs(), ok: baseLoad.ok() };
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const b1 = { at: monotonicMs(), ok: baseLoad.ok() };
  await baseLoad.stop();
  const baseSeconds = (b1.at - b0.at) / 1000;
  const baseRate = (b1.ok - b0.ok) / baseSeconds;

  // The run: settle M with the same load beside it.
  const before = await platform.call<Books>('books');
  const runLoad = placing();
  await new Promise((resolve) => setTimeout(resolve, 500)); // the load at its pace before the clock starts
  const r0 = { at: monotonicMs(), ok: runLoad.ok(), cpu: cpuNow() };
  const report = await platform.call<SettlementReport & { seconds: number }>('settle', { matchId: m.matchId, batch });
  const r1 = { at: monotonicMs(), ok: runLoad.ok(), cpu: cpuNow() };
  await runLoad.stop();
  const runSeconds = (r1.at - r0.at) / 1000;
  const duringRate = (r1.ok - r0.ok) / runSeconds;
  const settled = await platform.call<SettlementBooks>('settlementBooks');
  const after = await platform.call<Books>('books');
  // A second settlement of M finds nothing to pay.
  const again = await platform.call<SettlementReport & { seconds: number }>('settle', { matchId: m.matchId, batch });
  const settledAgain = await platform.call<SettlementBooks>('settlementBooks');
  const final = await platform.call<Books>('books');

  const stakesDuring = after.stakes - before.stakes;
  const checks = [
    { ok: report.tickets === tickets, text: `tickets settled ${n(report.tickets)} = seeded ${n(tickets)} (items ${n(report.items)})` },
    { ok: (settled.outcomes.open ?? 0) === 0 && settled.outcomes.won === m.winners && settled.outcomes.lost === tickets - m.winners, text: `outcomes: ${Object.entries(settled.outcomes).map(([outcome, count]) => `${outcome} ${n(count)}`).join(', ')} (expected won ${n(m.winners)}, lost ${n(tickets - m.winners)})` },
    { ok: settled.movements === m.winners && settled.ticketsPaid === m.winners, text: `bet.settle movements ${n(settled.movements)} naming ${n(settled.ticketsPaid)} tickets = winners ${n(m.winners)}` },
    { ok: settled.paid === m.payout, text: `paid to players ${money(settled.paid)} = winners' potential returns ${money(m.payout)}` },
    { ok: settled.wrongReturns === 0, text: `tickets whose returned differs from potential return (won) or is not zero (lost): ${settled.wrongReturns}` },
    { ok: again.tickets === 0 && again.items === 0 && settledAgain.movements === settled.movements && settledAgain.paid === settled.paid && final.house === after.house, text: `second settleMatch(M): ${again.tickets} tickets, ${again.items} items, ${settledAgain.movements - settled.movements} more movements, house change ${money(final.house - after.house)}` },
    { ok: after.house - before.house === stakesDuring - m.payout, text: `house sportsbook change over the run ${money(after.house - before.house)} = stakes placed during it ${money(stakesDuring)} − payouts ${money(m.payout)}` },
    { ok: final.audit.mismatchedAccounts === 0 && final.audit.unbalancedTransactions === 0 && final.audit.total === 0n, text: `ledger audit: ${final.audit.unbalancedTransactions} unbalanced transactions, ${final.audit.mismatchedAccounts} cached balances off their lines, lines sum ${final.audit.total}` },
    { ok: Object.values(final.sums).every((sum) => sum === 0n), text: `all balances per currency: ${Object.entries(final.sums).map(([currency, sum]) => `${currency} ${money(sum)}`).join(', ')}` },
    { ok: final.negativePlayerAccounts === 0, text: `player accounts below zero: ${final.negativePlayerAccounts}` },
  ];

  const rate = report.tickets / report.seconds;
  const ratio = duringRate / baseRate;
  // CPU per ticket: all of the run's, the placements beside it included (subtracting them at the baseline's
  // cost per bet is no better: a bet costs less CPU on a busier platform).
  const perTicket = (k: 'platform' | 'postgres') => (r0.cpu[k] === null || r1.cpu[k] === null ? 'n/a' : ms((r1.cpu[k] - r0.cpu[k]) / Math.max(1, report.tickets)));

  console.log(`\nsettlement of one match: ${n(tickets)} open tickets (half singles, half 2-leg combos decided by it), ${n(playerCount)} players, batches of ${batch}, pool ${pool}, PostgreSQL ${durable ? 'durable (fsync, synchronous_commit on)' : 'fsync off'}`);
  console.log(`placement load beside it: ${connections} connections, 1.00 singles on ${loadMatches} other matches over HTTP`);
  console.log(`machine: ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), load average before ${loadBefore.toFixed(2)}\n`);
  console.log(`settleMatch(M)            ${n(report.tickets)} tickets in ${report.seconds.toFixed(1)} s: ${n(rate)} tickets/s`);
  console.log(`placement, baseline       ${n(baseRate).padStart(7)} bets/s  (${n(b1.ok - b0.ok)} in ${baseSeconds.toFixed(1)} s, no settlement)`);
  console.log(`placement, during         ${n(duringRate).padStart(7)} bets/s  (${n(r1.ok - r0.ok)} in ${runSeconds.toFixed(1)} s): ${ratio.toFixed(2)}× the baseline`);
  console.log(`CPU during the run (100 % = one core): platform ${share(r0.cpu.platform, r1.cpu.platform, runSeconds)}, PostgreSQL ${share(r0.cpu.postgres, r1.cpu.postgres, runSeconds)}, load generator ${share(r0.cpu.load, r1.cpu.load, runSeconds)}`);
  console.log(`CPU of the run per settled ticket (its placements included): platform ${perTicket('platform')}, PostgreSQL ${perTicket('postgres')}`);
  console.log(`goal ≥ 5,000 tickets/s: ${rate >= 5000 ? 'OK' : 'NOT MET'}; goal placement ≥ 0.8× during settlement: ${ratio >= 0.8 ? 'OK' : 'NOT MET'}\n`);
  await finishWithChecks({ stop: stopAll }, checks, started);
} catch (error) {
  console.error(error);
  await stopAll();
  process.exit(1);
}
