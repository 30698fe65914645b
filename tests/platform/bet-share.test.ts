/**
 * Bet sharing (issue 23) through the REST routes: the owner of a ticket gets a code; anyone, signed in
 * or not, opens it and gets the selections at their prices now, each said available, suspended,
 * settled or removed, and nothing of the owner's account (the stake only when the owner shows it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { update } from '../helpers/feed';
import type { Json } from '../helpers/json';
import { numbered } from '../helpers/labels';
import { type BettingPlatform, simpleBook, startBettingPlatform } from '../helpers/betting';
import { SHARE_OPENS_PER_MINUTE } from '../../platform/betting/share';

let book: BettingPlatform;
beforeAll(async () => {
  book = await startBettingPlatform();
});
afterAll(() => book.close());

type Player = Awaited<ReturnType<BettingPlatform['player']>>;
const fresh = numbered();
const EN = { 'accept-language': 'en-US' };
const A = { home: 2, draw: 3.4, away: 3.6 };
const B = { home: 1.5, draw: 4, away: 6 };
const home = (key: string) => book.oddId(key, 'match/1x2', 'home');
let address = 0;
/** Each test opens links from its own address, so the per-address limit of one does not reach another. */
const from = () => ({ ...EN, 'x-forwarded-for': `198.51.100.${++address}` });

async function combo(player: Player): Promise<{ ticket: Json; a: string; b: string }> {
  const [a, b] = [fresh('share-a'), fresh('share-b')];
  await book.match(a, A);
  await book.match(b, B);
  const { status, body } = await book.request('POST', '/api/bets', player.token, { Type: 'combo', Stake: '10', Selections: [{ OddId: await home(a), Odds: '2.00' }, { OddId: await home(b), Odds: '1.50' }] }, EN);
  expect(status, JSON.stringify(body)).toBe(200);
  return { ticket: (body.Tickets as Json[])[0]!, a, b };
}
const share = (player: Player, id: string, body: Json = {}) => book.request('POST', `/api/bets/${id}/share`, player.token, body, EN);
const open = (code: string, headers: Record<string, string> = from()) => book.request('GET', `/api/shares/${encodeURIComponent(code)}`, undefined, undefined, headers);

describe('bet sharing', () => {
  it('shares a combo under a random code; anyone opens it at the prices now, and a suspended leg is named', async () => {
    const owner = await book.player(100_00n);
    const { ticket, a, b } = await combo(owner);
    const shared = await share(owner, ticket.Id);
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    const code = shared.body.Code as string;
    expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // Not the ticket id in another dress: 16 random bytes (share.ts).
    expect(code).not.toBe(Buffer.from(String(ticket.Id)).toString('base64url'));
    // Sharing again keeps the code.
    expect((await share(owner, ticket.Id)).body.Code).toBe(code);

    // The first price moves and the second market is suspended: the link says so, at the price now.
    await book.feed(update(a, { markets: simpleBook({ home: 1.8, draw: 3.6, away: 4 }) }), update(b, { markets: simpleBook(B, true) }));
    const opened = await open(code);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.Slip).toEqual({
      BetType: 'combo',
      SystemSize: null,
      Stake: null,
      Currency: null,
      Selections: [
        { OddId: await home(a), MatchName: expect.any(String), MarketType: '1x2', Title: expect.any(String), Line: null, IsBanker: false, State: 'available', Odds: '1.80' },
        { OddId: await home(b), MatchName: expect.any(String), MarketType: '1x2', Title: expect.any(String), Line: null, IsBanker: false, State: 'suspended', Odds: null },
      ],
    });
    // Nothing of the owner's account (toEqual above: no field but these), and no ticket id in the answer.
    expect(Object.keys(opened.body).sort()).toEqual(['ErrorMessage', 'HasErrors', 'Slip']);
  });

  it('shows the stake only when the owner chose to, and names a settled leg', async () => {
    const owner = await book.player(100_00n);
    const { ticket, a } = await combo(owner);
    const code = (await share(owner, ticket.Id, { ShowStake: true })).body.Code as string;
    await book.end(a, { 'match/1x2': { home: 'win', draw: 'lost', away: 'lost' } }, { home: 1, away: 0 });
    const opened = await open(code);
    expect(opened.body.Slip).toMatchObject({ Stake: '10.00', Currency: 'EUR', Selections: [{ State: 'settled', Odds: null }, { State: 'available', Odds: '1.50' }] });
    // Hiding it again hides it at once, under the same code.
    expect((await share(owner, ticket.Id, { ShowStake: false })).body).toMatchObject({ Code: code, ShowStake: false });
    expect((await open(code)).body.Slip).toMatchObject({ Stake: null, Currency: null });
  });

  it("only the owner shares a ticket: another player's is not found", async () => {
    const owner = await book.player(100_00n);
    const other = await book.player(100_00n);
    const { ticket } = await combo(owner);
    const answer = await share(other, ticket.Id);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ ErrorCode: 'NOT_FOUND' });
    expect(await book.db.selectFrom('ticket_shares').select('code').where('ticket_id', '=', BigInt(ticket.Id as string)).execute()).toEqual([]);
  });

  it('a code never shared, or not a code at all, is a translated 404', async () => {
    for (const code of ['AAAAAAAAAAAAAAAAAAAAAA', 'short', "' or 1=1 --", '../../api/bets', 'x'.repeat(64)]) {
      const answer = await open(code, { 'accept-language': 'de-DE', 'x-forwarded-for': `198.51.100.${++address}` });
      expect(answer.status, code).toBe(404);
      expect(answer.body, code).toMatchObject({ ErrorCode: 'SHARE_NOT_FOUND', ErrorMessage: 'Zu diesem Code gibt es keine geteilte Wette. Prüfe den Link.' });
    }
    expect((await open('x'.repeat(65))).status).toBe(400);
  });

  it('opening is rate-limited per address: walking codes gets a 429 with when to retry', async () => {
    const headers = from();
    for (let i = 0; i < SHARE_OPENS_PER_MINUTE; i++) await open('AAAAAAAAAAAAAAAAAAAAAA', headers);
    const answer = await open('AAAAAAAAAAAAAAAAAAAAAA', headers);
    expect(answer.status).toBe(429);
    expect(answer.body).toMatchObject({ ErrorCode: 'SHARE_RATE_LIMITED' });
    // Another address is not held back.
    expect((await open('AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
  });
});
