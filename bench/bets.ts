/**
 * Bet placement under load: N funded players, M connections placing bets over HTTP (POST /api/bets,
 * each request one single or one 3-leg combo at the shown prices, stake 1.00) against the platform on a
 * real PostgreSQL server, for a fixed time; then the books are checked to the cent.
 *
 *   postgres   (bench/servers/postgres.ts)  a throw-away server started by its own binary; durable (fsync
 *              and synchronous_commit on, as a production server keeps them) unless --durable false;
 *              pg_stat_statements loaded so the report can say which queries the time went to;
 *   platform   (bench/servers/betting.ts)   the platform with its production pool (DATABASE_POOL_SIZE,
 *              default 10), feed off, no live delay, listening on loopback;
 *   load       this process: autocannon, one player at a time per connection (a player's placements are
 *              serialized by the platform, so a connection never races itself), players spread evenly.
 *
 * Baselines measured first in the same run, same connections and duration:
 *   - GET /health over the same listener (one `select 1`): the floor of HTTP, the router and one query;
 *   - the ledger floor: one balanced postMovement per transaction, in the platform process, the same pool
 *     and concurrency, no HTTP: what moving the stake alone costs on this database.
 *
 * The check after the run is exact: the house sportsbook account grew by the stakes of the tickets made,
 * which is 1.00 per 2xx answer (every request makes one ticket), the ledger audits clean (each
 * transaction balanced, each cached balance equal to its lines), all balances sum to zero per currency
 * and no player account is negative.
 *
 *   npm run bench:bets   [-- --seconds 10 --connections 64 --players 512 --matches 50 --combo 0.5]
 *   further: --pool 10 (DATABASE_POOL_SIZE) --durable true|false --book full|preview --warmup 2
 *            --baseline-seconds 5 (0: skip) --top 12 (queries listed)
 *   BENCH_CPU_PROF=<dir> writes the platform's V8 CPU profile of the placement window there (open it in
 *   Chrome DevTools) and prints how its busy time splits by package.
 */
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuMs, machineCpu, monotonicMs, procStats } from './servers/child';
import type { BaselineResult, Books, ProfileSummary, Seeded } from './servers/betting';
import { finishWithChecks, startBettingStack } from './servers/betting-stack';
import { benchOptions } from './options';
import { count as n, money } from './format';

const options = benchOptions({
  seconds: 10,
  connections: 64,
  players: 512,
  matches: 50,
  combo: 0.5,
  pool: Number(process.env.DATABASE_POOL_SIZE ?? '10'),
  durable: 'true',
  book: 'full',
  warmup: 2,
  'baseline-seconds': 5,
  top: 12,
});
const { seconds, connections, players: playerCount, matches: matchCount, combo: comboShare, pool, warmup, 'baseline-seconds': baselineSeconds, top } = options;
const durable = options.durable !== 'false';
const book = options.book === 'preview' ? 'preview' : 'full';
if (![seconds, connections, playerCount, matchCount, pool].every((v) => Number.isInteger(v) && v > 0)) throw new Error('--seconds, --connections, --players, --matches and --pool are positive integers');
if (playerCount < connections) throw new Error(`--players (${playerCount}) must be at least --connections (${connections}): one player is never placed for by two connections at once`);
if (matchCount < 3) throw new Error('--matches must be at least 3 (a combo takes three matches)');

const STAKE = 100n; // 1.00 EUR in minor units
const FUNDS = 1_000_00n;
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const loadBefore = loadavg()[0]!;
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
const started = monotonicMs();

const { postgres, platform, stop: stopAll } = await startBettingStack({ durable, statements: true }, { DATABASE_POOL_SIZE: String(pool) });

try {
  const { url } = platform.info;
  const seeded = await platform.call<Seeded>('seed', { players: playerCount, matches: matchCount, funds: FUNDS, book });
  const stats = new pg.Client({ connectionString: postgres.url });
  await stats.connect();

  const headers = { 'content-type': 'application/json', 'accept-language': 'en-US' };
  /** A single on one 1X2 selection, or a combo of three selections of three different matches. */
  const betBody = () => {
    if (Math.random() >= comboShare) {
      const selection = pick(pick(seeded.selections));
      return { Type: 'single', Stake: '1.00', Selections: [{ OddId: selection.oddId, Odds: selection.odds }] };
    }
    const matches = new Set<number>();
    while (matches.size < 3) matches.add(Math.floor(Math.random() * seeded.selections.length));
    return { Type: 'combo', Stake: '1.00', Selections: [...matches].map((m) => pick(seeded.selections[m]!)).map((s) => ({ OddId: s.oddId, Odds: s.odds })) };
  };

  /** Connection c places for players c, c + M, c + 2M, … in turn, a new random bet each time. */
  const place = (duration: number) => {
    let clients = 0;
    return autocannon({
      url: `${url}/api/bets`,
      method: 'POST',
      connections,
      duration,
      setupClient(client) {
        const c = clients++ % connections;
        const mine = seeded.players.filter((_, i) => i % connections === c);
        let k = 0;
        const next = () => client.setHeadersAndBody({ ...headers, 'x-session-token': mine[k++ % mine.length]!.token }, JSON.stringify(betBody()));
        next();
        client.on('response', next);
      },
    });
  };

  // Baselines first, on the same listener and pool.
  let health: autocannon.Result | null = null;
  let ledger: BaselineResult | null = null;
  let unshared: BaselineResult | null = null;
  if (baselineSeconds > 0) {
    await autocannon({ url: `${url}/health`, connections, duration: 1 });
    health = await autocannon({ url: `${url}/health`, connections, duration: baselineSeconds });
    const userIds = seeded.players.map((p) => p.userId);
    ledger = await platform.call<BaselineResult>('ledgerBaseline', { seconds: baselineSeconds, concurrency: connections, userIds, house: true });
    unshared = await platform.call<BaselineResult>('ledgerBaseline', { seconds: baselineSeconds, concurrency: connections, userIds, house: false });
  }

  if (warmup > 0) await place(warmup);
  await platform.call('quiesce');
  const before = await platform.call<Books>('books');
  await platform.call('resetStatuses');
  await stats.query('select pg_stat_statements_reset()');
  await platform.call('stats');
  const cpu0 = { platform: procStats(platform.pid)?.cpuMs ?? null, postgres: postgres.cpuMs(), load: cpuMs(), machine: machineCpu() };
  await platform.call('profile', { on: true });
  const t0 = monotonicMs();
  const result = await place(seconds);
  const elapsed = (monotonicMs() - t0) / 1000;
  const profiled = await platform.call<ProfileSummary | null>('profile', { on: false });
  const cpu1 = { platform: procStats(platform.pid)?.cpuMs ?? null, postgres: postgres.cpuMs(), load: cpuMs(), machine: machineCpu() };
  const loop = await platform.call<{ loopP99Ms: number; loopMaxMs: number; rssMb: number }>('stats');
  // Requests in flight when the clock stopped still place their bets: the books are read once they are answered.
  await platform.call('quiesce');
  const after = await platform.call<Books>('books');
  const queries = await stats.query<{ calls: string; total: number; mean: number; rows: string; query: string }>(
    `select calls::text, total_exec_time as total, mean_exec_time as mean, rows::text, query from pg_stat_statements
     where dbid = (select oid from pg_database where datname = current_database()) order by total_exec_time desc`,
  );
  await stats.end();

  // The books, exactly. The platform answered `placed` requests 200 (autocannon saw those answered within
  // the window; the rest were in flight when it stopped): each made one ticket staked 1.00.
  const bets = BigInt(result['2xx']);
  const placed = BigInt(after.statuses['200'] ?? 0);
  const houseDelta = after.house - before.house;
  const ticketsDelta = after.tickets - before.tickets;
  const stakesDelta = after.stakes - before.stakes;
  const checks = [
    { ok: bets <= placed && BigInt(result.non2xx) + bets <= BigInt(Object.values(after.statuses).reduce((sum, count) => sum + count, 0)), text: `2xx answers seen ${bets} ≤ 200 answers given ${placed}` },
    { ok: ticketsDelta === placed, text: `tickets made ${ticketsDelta} = 200 answers given ${placed}` },
    { ok: stakesDelta === placed * STAKE, text: `stakes of those tickets ${money(stakesDelta)} = 200 answers × 1.00 = ${money(placed * STAKE)}` },
    { ok: houseDelta === stakesDelta, text: `house sportsbook balance change ${money(houseDelta)} = stakes ${money(stakesDelta)}` },
    { ok: after.audit.mismatchedAccounts === 0 && after.audit.unbalancedTransactions === 0 && after.audit.total === 0n, text: `ledger audit: ${after.audit.unbalancedTransactions} unbalanced transactions, ${after.audit.mismatchedAccounts} cached balances off their lines, lines sum ${after.audit.total}` },
    { ok: Object.values(after.sums).every((sum) => sum === 0n), text: `all balances per currency: ${Object.entries(after.sums).map(([currency, sum]) => `${currency} ${money(sum)}`).join(', ')}` },
    { ok: after.negativePlayerAccounts === 0, text: `player accounts below zero: ${after.negativePlayerAccounts}` },
  ];

  const rate = Number(bets) / elapsed;
  const machine = cpu1.machine.totalMs - cpu0.machine.totalMs;
  const share = (a: number | null, b: number | null) => (a === null || b === null ? 'n/a' : `${(((b - a) / machine) * cpus().length * 100).toFixed(0)} %`);
  // Per ticket made: the work of requests in flight at the end is in the CPU and statement counts too.
  const made = Number(ticketsDelta > 0n ? ticketsDelta : 1n);
  const perBet = (a: number | null, b: number | null) => (a === null || b === null ? 'n/a' : ms((b - a) / made));

  console.log(`\nbet placement: ${connections} connections, ${playerCount} players, ${matchCount} matches (${book} books), ${Math.round(comboShare * 100)} % 3-leg combos, stake 1.00, pool ${pool}, PostgreSQL ${durable ? 'durable (fsync, synchronous_commit on)' : 'fsync off'}`);
  console.log(`machine: ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), load average before ${loadBefore.toFixed(2)}\n`);
  if (health && ledger && unshared) {
    console.log(`baseline GET /health     ${n(health.requests.average).padStart(7)} req/s        p50 ${ms(health.latency.p50).padStart(7)}   p99 ${ms(health.latency.p99).padStart(7)}`);
    console.log(`baseline ledger movement ${n(ledger.movements / ledger.seconds).padStart(7)} movements/s  p50 ${ms(ledger.p50).padStart(7)}   p99 ${ms(ledger.p99).padStart(7)}   (player → house account, in-process, no HTTP)`);
    console.log(`  same, no shared row    ${n(unshared.movements / unshared.seconds).padStart(7)} movements/s  p50 ${ms(unshared.p50).padStart(7)}   p99 ${ms(unshared.p99).padStart(7)}   (player cash → own bonus account)`);
  }
  console.log(`POST /api/bets           ${n(rate).padStart(7)} bets/s       p50 ${ms(result.latency.p50).padStart(7)}   p99 ${ms(result.latency.p99).padStart(7)}   (${n(Number(bets))} bets in ${elapsed.toFixed(1)} s; ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts)`);
  if (health && ledger) {
    console.log(`ratio: placement / GET /health ${(rate / health.requests.average).toFixed(2)}×, placement / ledger movement ${(rate / (ledger.movements / ledger.seconds)).toFixed(2)}×`);
  }
  const answered = Object.entries(after.statuses).sort((a, b) => b[1] - a[1]);
  console.log(`answers: ${answered.map(([status, count]) => `${status} × ${n(count)}`).join(', ')}`);
  console.log(`goal 1,000 bets/s: ${rate >= 1000 ? 'met' : 'NOT met'}\n`);

  console.log(`CPU during the run (100 % = one core): platform ${share(cpu0.platform, cpu1.platform)}, PostgreSQL ${share(cpu0.postgres, cpu1.postgres)}, load generator ${share(cpu0.load, cpu1.load)}`);
  console.log(`CPU per bet: platform ${perBet(cpu0.platform, cpu1.platform)}, PostgreSQL ${perBet(cpu0.postgres, cpu1.postgres)}; platform event loop p99 ${ms(loop.loopP99Ms)} (max ${ms(loop.loopMaxMs)}), rss ${n(loop.rssMb)} MB\n`);

  if (profiled) {
    console.log(`platform CPU profile of the window (${profiled.file}): busy ${(profiled.busy * 100).toFixed(0)} % of the time; the busy time by part:`);
    console.log(`  ${profiled.parts.slice(0, top).map((part) => `${part.name} ${(part.share * 100).toFixed(1)} %`).join(', ')}\n`);
  }
  const statements = queries.rows.reduce((sum, row) => sum + Number(row.calls), 0);
  const serverMs = queries.rows.reduce((sum, row) => sum + row.total, 0);
  console.log(`PostgreSQL during the run: ${(statements / made).toFixed(1)} statements per bet (each a round trip; the betting worker's and outbox reader's polls included), ${ms(serverMs / made)} of execution per bet; the top ${top} by time:`);
  console.log(`${'share'.padStart(6)} ${'per bet'.padStart(8)} ${'mean'.padStart(9)}  statement`);
  for (const row of queries.rows.slice(0, top)) {
    const text = row.query.replace(/\s+/g, ' ').slice(0, 150);
    console.log(`${`${((row.total / serverMs) * 100).toFixed(1)}%`.padStart(6)} ${(Number(row.calls) / made).toFixed(2).padStart(8)} ${`${row.mean.toFixed(3)} ms`.padStart(9)}  ${text}`);
  }

  console.log('');
  await finishWithChecks({ stop: stopAll }, checks, started);
} catch (error) {
  console.error(error);
  await stopAll();
  process.exit(1);
}
