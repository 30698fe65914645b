/**
 * The betting REST contract (seed 002 §7 "Bet slip" calls). Player calls identify the session with
 * X-Session-Token like every platform call; operator calls carry X-Admin-Token.
 */
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { recordAudit } from '../staff/audit';
import { requireActor, staffHeaders } from '../staff/guard';
import { createRouter } from '../http/app';
import { envelope, json, ok } from '../http/envelope';
import { callerAddressOf, IdParam, idempotentHeaders, languageOf, type Player, requirePlayer as requireSessionPlayer, sessionHeader, sessionPlayer } from '../http/session';
import { jsonBody, taggedRoute } from '../http/routes';
import { formatMinor, signedMinor, toMinor } from '../money';
import type { SupportedLanguage } from '../reference/data';
import { type BettingDeps } from './context';
import {
  AutoCashoutRequest,
  BetBuilderQuoteRequest,
  BetBuilderQuoteResponse,
  CashoutRequest,
  EditRequest,
  EditResponse,
  CashoutResponse,
  OddsPolicy,
  OddsTolerance,
  OddsToleranceInput,
  PlaceRequest,
  PlaceResponse,
  SelectionResponse,
  ShareRequest,
  ShareResponse,
  SharedSlipResponse,
  SlipRequest,
  SlipResponse,
  TicketResponse,
  TicketsQuery,
  TicketsResponse,
  errors,
} from './contract';
import { betError, BettingErrorEnvelope } from './errors';
import { openShare, shareTicket } from './share';
import { effectiveTolerance } from '../../rules/betting/odds-policy';
import { requestCashout } from './cashout';
import { editBet } from './edit-bet';
import { setAutoCashout } from './auto-cashout';
import { answerOffer } from './offers';
import { endDelay } from './acceptance';
import { placeBets, type PlaceRequest as PlaceInput } from './place';
import { ownsTicket, saveOddsPolicy } from './store';
import { rollbackMatch, settleMatch } from './settle';
import { quoteSlip, type SlipQuote } from './slip';
import { quoteBetBuilder } from './builder';
import { listTickets } from './history';
import { decimalOdds, placedViews, ticketViews } from './views';

const route = taggedRoute('betting');
const MatchParam = z.object({ id: z.coerce.number().int().positive() });

const routes = {
  slip: route({
    method: 'post',
    path: '/api/betslip',
    summary: 'Get the bet slip / selections status: prices, suspension, incompatible selections, max bet per type, systems, teasers, accumulator bonus, remaining limit',
    request: { headers: sessionHeader, body: jsonBody(SlipRequest) },
    responses: { 200: json(SlipResponse, 'The slip judged now'), ...errors },
  }),
  selection: route({
    method: 'get',
    path: '/api/betslip/selections/{id}',
    summary: 'Add a selection by id: the selection, or HasErrors with ErrorMessage (the slip then removes it)',
    request: { params: IdParam },
    responses: { 200: json(SelectionResponse, 'The selection'), ...errors },
  }),
  policy: route({
    method: 'put',
    path: '/api/betslip/policy',
    summary: 'Set the odds-change policy (decline-any, accept-better, accept-any) and, optionally, the live odds-change tolerance',
    request: { headers: sessionHeader, body: jsonBody(z.object({ OddsPolicy, OddsTolerance: OddsToleranceInput }).openapi('BettingPolicyRequest')) },
    responses: { 200: json(envelope('BettingPolicyResponse', { OddsPolicy, OddsTolerance: OddsTolerance }), 'Saved'), ...errors },
  }),
  place: route({
    method: 'post',
    path: '/api/bets',
    summary: 'Place a bet: single (one ticket per selection: multiple singles), combo, system (one ticket per staked size), ifbet, reversebet, teaser',
    request: { headers: idempotentHeaders, body: jsonBody(PlaceRequest) },
    responses: { 200: json(PlaceResponse, 'The tickets'), ...errors },
  }),
  tickets: route({
    method: 'get',
    path: '/api/bets',
    summary: "The player's tickets: history tabs and time filters (seed 001 §2: last24 and page 1 by default), newest first",
    request: { headers: sessionHeader, query: TicketsQuery },
    responses: { 200: json(TicketsResponse, 'A page of tickets'), ...errors },
  }),
  ticket: route({
    method: 'get',
    path: '/api/bets/{id}',
    summary: 'One ticket of the player',
    request: { headers: sessionHeader, params: IdParam },
    responses: { 200: json(TicketResponse, 'The ticket'), ...errors },
  }),
  offer: route({
    method: 'post',
    path: '/api/bets/{id}/offer',
    summary: "Accept or decline a trader's offer (a ticket in status 3, new offer)",
    request: { headers: sessionHeader, params: IdParam, body: jsonBody(z.object({ Accept: z.boolean() }).openapi('BettingOfferRequest')) },
    responses: { 200: json(TicketResponse, 'The ticket'), ...errors },
  }),
  cashout: route({
    method: 'post',
    path: '/api/bets/{id}/cashout',
    summary: 'Cash out (or change cash-out: the same call with the new amount): accepted, processing (a live ticket waits the live delay) or declined',
    request: { headers: idempotentHeaders, params: IdParam, body: jsonBody(CashoutRequest) },
    responses: { 200: json(CashoutResponse, 'The cash-out result'), ...errors },
  }),
  edit: route({
    method: 'post',
    path: '/api/bets/{id}/edit',
    summary: "Edit an open prematch single or combo: it is cashed out at its value now and that value (plus or minus StakeChange) stakes a new ticket of the given selections, in one transaction; declined (nothing changes) when the value fell below Value",
    request: { headers: idempotentHeaders, params: IdParam, body: jsonBody(EditRequest) },
    responses: { 200: json(EditResponse, 'The edit result'), ...errors },
  }),
  autoCashout: route({
    method: 'put',
    path: '/api/bets/{id}/auto-cashout',
    summary: 'Set (or with a null Target clear) the value at which an open single or combo cashes out by itself, also while the player is signed out',
    request: { headers: sessionHeader, params: IdParam, body: jsonBody(AutoCashoutRequest) },
    responses: { 200: json(TicketResponse, 'The ticket with its automatic cash-out'), ...errors },
  }),
  share: route({
    method: 'post',
    path: '/api/bets/{id}/share',
    summary: "Share a ticket of the player: a code (22 random characters) that loads its selections into anyone's slip; the stake shows only with ShowStake",
    request: { headers: sessionHeader, params: IdParam, body: jsonBody(ShareRequest) },
    responses: { 200: json(ShareResponse, 'The share code'), ...errors },
  }),
  shared: route({
    method: 'get',
    path: '/api/shares/{code}',
    summary: 'A shared ticket, for anyone (no session): its selections at their prices now, each available, suspended, settled or removed; no account, and the stake only if its owner chose to show it. Rate-limited per address',
    request: { params: z.object({ code: z.string().max(64) }) },
    responses: { 200: json(SharedSlipResponse, 'The shared selections'), 429: json(BettingErrorEnvelope, 'Too many shared bets opened from this address'), ...errors },
  }),
  betBuilderQuote: route({
    method: 'post',
    path: '/api/betbuilder/quote',
    summary: "Price a bet builder: odd ids of one soccer match before kick-off, priced together by a score model fitted to the match's prices; or why not (impossible together, a market a builder does not take, legs of different matches)",
    request: { body: jsonBody(BetBuilderQuoteRequest) },
    responses: { 200: json(BetBuilderQuoteResponse, 'The price'), ...errors },
  }),
  settleMatch: route({
    method: 'post',
    path: '/api/admin/betting/matches/{id}/settle',
    summary: 'A trader (or the machine token): settle the open bets on a finished match now (the worker does it within a second anyway)',
    request: { headers: staffHeaders, params: MatchParam },
    responses: { 200: json(envelope('BettingSettleResponse', { Items: z.number().int(), Tickets: z.number().int() }), 'Settled'), ...errors },
  }),
  rollbackMatch: route({
    method: 'post',
    path: '/api/admin/betting/matches/{id}/rollback',
    summary: "A trader (or the machine token): roll back a match's settlement: payouts come back, its items reopen, and the next pass settles them again",
    request: { headers: staffHeaders, params: MatchParam },
    responses: { 200: json(envelope('BettingRollbackResponse', { Tickets: z.number().int() }), 'Rolled back'), ...errors },
  }),
  endDelay: route({
    method: 'post',
    path: '/api/admin/betting/tickets/{id}/end-delay',
    summary: "Test controls only (404 without TEST_CONTROLS): a delayed bet's or cash-out's live delay ends now, and it is judged against the feed as it stands",
    request: { headers: staffHeaders, params: IdParam },
    responses: { 200: json(envelope('BettingEndDelayResponse', { Judged: z.boolean() }), 'Whether the ticket was waiting and has been judged'), ...errors },
  }),
};

/** Hundredths from "1.85" or 1.85, exactly; null when not a price of at least 1.00 with at most 2 decimals. */
export function oddsInHundredths(input: string | number): number | null {
  const text = typeof input === 'number' ? String(input) : input.trim();
  const match = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const value = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return value >= 100 ? value : null;
}

/** Seed 002 §5: a stake is parsed as a number and non-numeric input is 0 (refused as an invalid stake). */
const stakeOf = (input: string | number | null | undefined, currency: string) => (input === null || input === undefined ? 0n : (toMinor(input, currency) ?? 0n));

export function bettingRoutes(deps: BettingDeps) {
  const router = createRouter();
  const playerOf = (c: Context) => sessionPlayer(deps.db, deps.config, c);
  const requirePlayer = (c: Context) => requireSessionPlayer(deps.db, deps.config, c);
  const oneTicket = async (player: Player, id: bigint) => {
    const [ticket] = await ticketViews(deps, player.lang, [id]);
    if (!ticket) throw betError(player.lang, 'NOT_FOUND');
    return ticket;
  };

  router.openapi(routes.betBuilderQuote, async (c) => {
    const quote = await quoteBetBuilder(deps, languageOf(c), c.req.valid('json').Legs);
    return c.json(
      ok({ MatchId: quote.matchId, Price: quote.price.toFixed(2), Probability: quote.probability, Margin: quote.margin, Legs: quote.legs, Merged: quote.merged }),
      200,
    );
  });

  router.openapi(routes.slip, async (c) => {
    const player = await playerOf(c);
    const wanted = c.req.valid('json').Selections.map((s) => ({ oddId: s.OddId, banker: s.Banker === true }));
    return c.json(ok(slipView(deps, await quoteSlip(deps, player, player?.currency ?? 'EUR', wanted))), 200);
  });
  router.openapi(routes.selection, async (c) => {
    const lang = languageOf(c);
    const quote = await quoteSlip(deps, null, 'EUR', [{ oddId: Number(c.req.valid('param').id), banker: false }]);
    const [selection] = slipView(deps, quote).Selections;
    if (!selection) throw betError(lang, 'SELECTION_UNAVAILABLE');
    if (selection.IsSuspended) throw betError(lang, 'SELECTION_SUSPENDED');
    return c.json(ok({ Selection: selection }), 200);
  });
  router.openapi(routes.policy, async (c) => {
    const player = await requirePlayer(c);
    const { OddsPolicy: policy, OddsTolerance: wanted } = c.req.valid('json');
    // The operator's maximum bounds the player's setting: a higher one is refused, not quietly lowered.
    const maximum = deps.options.maxOddsTolerancePercent;
    if (wanted != null && wanted > maximum) throw betError(player.lang, 'ODDS_TOLERANCE_TOO_HIGH', { max: maximum });
    const tolerance = await saveOddsPolicy(deps.db, player.userId, policy, wanted ?? null);
    return c.json(ok({ OddsPolicy: policy, OddsTolerance: effectiveTolerance(tolerance, maximum) }), 200);
  });
  router.openapi(routes.place, async (c) => {
    const player = await requirePlayer(c);
    const input = c.req.valid('json');
    const request: PlaceInput = {
      type: input.Type as PlaceInput['type'],
      selections: input.Selections.map((s) => {
        const odds = oddsInHundredths(s.Odds);
        if (odds === null) throw betError(player.lang, 'VALIDATION');
        return { oddId: s.OddId, odds, banker: s.Banker === true };
      }),
      stake: input.Type === 'system' ? null : stakeOf(input.Stake, player.currency),
      systemStakes: Object.fromEntries(Object.entries(input.SystemStakes ?? {}).map(([size, stake]) => [Number(size), stakeOf(stake, player.currency)])),
      coverStakes: Object.fromEntries(Object.entries(input.CoverStakes ?? {}).map(([cover, stake]) => [cover, stakeOf(stake, player.currency)])),
      teaserId: input.TeaserId ?? null,
      ifbetVariant: input.IfBetVariant ?? 'standard',
      policy: input.OddsPolicy ?? null,
      freeBetId: input.FreeBetId ? BigInt(input.FreeBetId) : null,
      insurance: input.Insurance === true,
      lay: input.Lay === true,
      seenBalance: input.SeenBalance ? toMinor(input.SeenBalance, player.currency) : null,
      requestKey: c.req.valid('header')['idempotency-key'] ?? null,
    };
    const placed = await placeBets(deps, player, request);
    const tickets = 'rows' in placed ? placedViews(deps, player.lang, placed.rows) : await ticketViews(deps, player.lang, placed.replayed);
    return c.json(ok({ Tickets: tickets }), 200);
  });
  router.openapi(routes.tickets, async (c) => {
    const player = await requirePlayer(c);
    const { ids, ...page } = await listTickets(deps, player, c.req.valid('query'));
    return c.json(ok({ ...page, Tickets: await ticketViews(deps, player.lang, ids) }), 200);
  });
  router.openapi(routes.ticket, async (c) => {
    const player = await requirePlayer(c);
    const id = BigInt(c.req.valid('param').id);
    if (!(await ownsTicket(deps.db, player.userId, id))) throw betError(player.lang, 'NOT_FOUND');
    return c.json(ok({ Ticket: await oneTicket(player, id) }), 200);
  });
  router.openapi(routes.offer, async (c) => {
    const player = await requirePlayer(c);
    const id = BigInt(c.req.valid('param').id);
    await answerOffer(deps, player, id, c.req.valid('json').Accept);
    return c.json(ok({ Ticket: await oneTicket(player, id) }), 200);
  });
  router.openapi(routes.cashout, async (c) => {
    const player = await requirePlayer(c);
    const id = BigInt(c.req.valid('param').id);
    const body = c.req.valid('json');
    const amount = toMinor(body.Amount, player.currency);
    if (amount === null || amount <= 0n) throw betError(player.lang, 'INVALID_STAKE');
    const part = body.Stake === undefined ? null : toMinor(body.Stake, player.currency);
    if (part === null && body.Stake !== undefined) throw betError(player.lang, 'INVALID_STAKE');
    const answer = await requestCashout(deps, player, id, amount, part, c.req.valid('header')['idempotency-key'] ?? null);
    return c.json(
      ok({
        Result: answer.result,
        Message: answer.result === 'declined' ? betErrorMessage(player.lang) : null,
        CashOut: answer.value === null ? null : formatMinor(answer.value, player.currency),
        Ticket: await oneTicket(player, id),
      }),
      200,
    );
  });
  router.openapi(routes.edit, async (c) => {
    const player = await requirePlayer(c);
    const body = c.req.valid('json');
    const value = toMinor(body.Value, player.currency);
    if (value === null || value <= 0n) throw betError(player.lang, 'INVALID_STAKE');
    const change = body.StakeChange === undefined ? 0n : signedMinor(body.StakeChange, player.currency);
    if (change === null) throw betError(player.lang, 'INVALID_STAKE');
    const answer = await editBet(deps, player, {
      ticketId: BigInt(c.req.valid('param').id),
      selections: body.Selections.map((s) => {
        const odds = oddsInHundredths(s.Odds);
        if (odds === null) throw betError(player.lang, 'VALIDATION');
        return { oddId: s.OddId, odds };
      }),
      value,
      change,
      requestKey: c.req.valid('header')['idempotency-key'] ?? null,
    });
    const declined = answer.result === 'declined';
    return c.json(
      ok({
        Result: answer.result,
        Message: declined ? betErrorMessage(player.lang) : null,
        CashOut: declined ? formatMinor(answer.value, player.currency) : null,
        Currency: player.currency,
        Ticket: declined ? null : answer.rows ? placedViews(deps, player.lang, answer.rows)[0]! : await oneTicket(player, answer.ticketId),
      }),
      200,
    );
  });
  router.openapi(routes.autoCashout, async (c) => {
    const player = await requirePlayer(c);
    const id = BigInt(c.req.valid('param').id);
    const { Target } = c.req.valid('json');
    const target = Target === null ? null : toMinor(Target, player.currency);
    if (Target !== null && (target === null || target <= 0n)) throw betError(player.lang, 'AUTO_CASHOUT_INVALID');
    await setAutoCashout(deps, player, id, target);
    return c.json(ok({ Ticket: await oneTicket(player, id) }), 200);
  });
  router.openapi(routes.share, async (c) => {
    const player = await requirePlayer(c);
    const shared = await shareTicket(deps, player, BigInt(c.req.valid('param').id), c.req.valid('json').ShowStake === true);
    return c.json(ok({ Code: shared.code, ShowStake: shared.showStake }), 200);
  });
  router.openapi(routes.shared, async (c) => {
    return c.json(ok({ Slip: await openShare(deps, languageOf(c), callerAddressOf(c), c.req.valid('param').code) }), 200);
  });
  router.openapi(routes.settleMatch, async (c) => {
    const actor = await requireActor(c, deps.db, deps.config, 'trading.settle');
    const report = await settleMatch(deps, c.req.valid('param').id);
    await recordAudit(deps.db, actor, 'trading.settle', { targetType: 'match', targetId: c.req.valid('param').id, after: { Settled: report } });
    return c.json(ok({ Items: report.items, Tickets: report.tickets }), 200);
  });
  router.openapi(routes.rollbackMatch, async (c) => {
    const actor = await requireActor(c, deps.db, deps.config, 'trading.settle');
    const report = await rollbackMatch(deps, c.req.valid('param').id);
    await recordAudit(deps.db, actor, 'trading.settle', { targetType: 'match', targetId: c.req.valid('param').id, after: { RolledBack: report } });
    return c.json(ok({ Tickets: report.tickets }), 200);
  });
  router.openapi(routes.endDelay, async (c) => {
    const actor = await requireActor(c, deps.db, deps.config, 'test.controls');
    if (!deps.config.testControls) throw betError(languageOf(c), 'NOT_FOUND');
    const judged = await endDelay(deps, BigInt(c.req.valid('param').id));
    await recordAudit(deps.db, actor, 'test.controls', { targetType: 'ticket', targetId: c.req.valid('param').id, after: { EndDelay: judged } });
    return c.json(ok({ Judged: judged }), 200);
  });
  return router;
}

const betErrorMessage = (lang: SupportedLanguage) => betError(lang, 'CASHOUT_DECLINED').message;

function slipView(deps: BettingDeps, quote: SlipQuote) {
  const money = (amount: bigint) => formatMinor(amount, quote.currency);
  return {
    Selections: quote.selections.map((s) => ({
      ID: s.id,
      MatchID: s.matchId,
      MarketID: s.marketId,
      SportTypeId: s.sportId,
      SportSystemID: s.sportSystemId,
      MatchName: s.matchName,
      MatchStatus: s.matchStatus,
      IsOutright: s.matchType === 2,
      MarketKey: s.marketKey,
      MarketType: s.marketType,
      Title: s.title,
      TitleSuffix: s.titleSuffix,
      Odds: s.odds === null ? null : decimalOdds(s.odds),
      IsSuspended: s.suspended,
      incompatibleSelections: s.incompatible,
      incompatibleTeaserSelections: s.teaserIncompatible,
      TeasedLines: s.teased.map((teased) => ({ TeaserID: teased.teaserId, TitleSuffix: teased.suffix })),
    })),
    MissingSelections: quote.missing,
    MaxBets: Object.fromEntries(Object.entries(quote.maxBets).map(([type, amount]) => [type, money(amount)])),
    MaxOdds: decimalOdds(Number(deps.maxOdds(quote.currency))),
    Systems: quote.systems.map((choice) => ({ Size: choice.size, Of: choice.of, Lines: choice.lines, Label: choice.label, MaxBet: money(choice.maxBet) })),
    FullCovers: quote.covers.map((choice) => ({ Cover: choice.cover, Of: choice.of, Lines: choice.lines, MaxBet: money(choice.maxBet) })),
    TeaserSettings: quote.teasers.map((setting) => ({
      ID: setting.id,
      Points: setting.points,
      Selections: Object.entries(setting.odds).map(([count, odds]) => ({ NumberOfSelections: Number(count), Odds: decimalOdds(odds) })),
    })),
    AccumulatorBonus: {
      Percent: quote.accumulatorPercent,
      MinOdds: decimalOdds(deps.options.accumulator.minOdds),
      Rules: deps.options.accumulator.rules.map((rule) => ({ Selections: rule.selections, Percent: rule.percent })),
    },
    Insurance: { Percent: deps.options.insurancePercent, MinSelections: deps.options.insuranceMinLegs },
    RemainingLimit: quote.remaining === null ? null : money(quote.remaining),
    DailyLimit: quote.dailyLimit === null ? null : money(quote.dailyLimit),
    OddsPolicy: quote.policy,
    OddsTolerance: quote.tolerance,
    MaxOddsTolerance: deps.options.maxOddsTolerancePercent,
    Balance: quote.balance === null ? null : money(quote.balance),
    FreeBets: quote.freeBets.map((bet) => ({ Id: String(bet.id), Amount: money(bet.amount) })),
    Currency: quote.currency,
  };
}
