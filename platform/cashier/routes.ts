/**
 * The cashier's REST contract (seed 001 §7 "Cashier" calls, seed 000 §3 bank
 * deposit info and X1 widget). Player calls identify the session as the account
 * routes do (X-Session-Token); operator calls carry X-Admin-Token; provider
 * callbacks carry their HMAC signature.
 */
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { recordAudit } from '../staff/audit';
import { requireActor, staffHeaders } from '../staff/guard';
import { createRouter } from '../http/app';
import { envelope, json, ok } from '../http/envelope';
import { htmlResponse, taggedRoute } from '../http/routes';
import {
  BankInfo,
  CallbackBody,
  CryptoAddress,
  DepositMethod,
  DepositRequest,
  IdParam,
  Transaction,
  WithdrawMethod,
  WithdrawRequest,
  X1Transfer,
  X1Widget,
  errors,
  idempotentHeaders,
  sessionHeader,
} from './contract';
import { depositAddress, depositAddresses } from './crypto';
import { cancelDeposit, confirmX1Transfer, createDeposit, createVouchers, depositMethods, handleCallback, refuseUnlessSandbox, resumeDeposit, x1Status } from './deposits';
import { refuse } from './errors';
import { balances, listTransactions, statusCatalogue, transactionById } from './history';
import { CRYPTO_CURRENCIES } from './methods';
import { cashierDeps, type CashierDeps, type CashierDepsInput } from './options';
import { sandboxPage, sandboxSubmit } from './sandbox';
import { languageOf, requirePlayer } from './session';
import { refusePlayMoney } from '../agents/play-money';
import { SIGNATURE_HEADER } from './signing';
import { StatementType as StatementTypeIds } from './statuses';
import { cancelWithdrawal, createWithdrawal, withdrawMethods } from './withdrawals';

const route = taggedRoute('cashier');

const DepositResponse = envelope('CashierDepositResponse', {
  Message: z.string(),
  Deposit: Transaction.nullable(),
  Redirect: z.object({ Url: z.string().openapi({ description: 'The sandbox payment page; open it in the browser' }) }).nullable(),
  BankInfo: BankInfo.nullable(),
  Widget: X1Widget.nullable(),
  Transfer: X1Transfer.nullable(),
  CryptoAddress: CryptoAddress.nullable(),
});
const WithdrawalResponse = envelope('CashierWithdrawalResponse', { Message: z.string(), Withdrawal: Transaction });
const DepositCancelResponse = envelope('CashierDepositCancelResponse', { Message: z.string(), Deposit: Transaction });
const SandboxQuery = z.object({ token: z.string().max(64).optional(), returnUrl: z.string().max(500).optional() });

const routes = {
  depositMethods: route({
    method: 'get',
    path: '/api/cashier/deposit/methods',
    summary: 'Deposit methods of the account (seed 001 §4: coinspaid removed, preferred method selected, card labelled "Debit/Credit Card")',
    request: { headers: sessionHeader },
    responses: {
      200: json(
        envelope('CashierDepositMethodsResponse', {
          DepositMethods: z.array(DepositMethod),
          SelectedMethod: z.string().nullable(),
          HasDeposits: z.boolean(),
          QuickAmounts: z.array(z.string()),
          CardTypes: z.array(z.object({ Id: z.number().int(), Name: z.string(), FirstDigit: z.string() })),
          Currency: z.string(),
        }),
        'Methods',
      ),
      ...errors,
    },
  }),
  deposit: route({
    method: 'post',
    path: '/api/cashier/deposit',
    summary: 'Start a deposit: a sandbox page to pay on (hosted), bank details with a reference, the X1 widget, a crypto address, or a redeemed voucher',
    request: { headers: idempotentHeaders, body: { content: { 'application/json': { schema: DepositRequest } } } },
    responses: { 200: json(DepositResponse, 'Started (or, for a voucher, credited)'), ...errors },
  }),
  cryptoAddress: route({
    method: 'post',
    path: '/api/cashier/crypto/address',
    summary: "The player's deposit address for a coin (one per chain, kept)",
    request: {
      headers: sessionHeader,
      body: { content: { 'application/json': { schema: z.object({ CryptoCurrency: z.string().max(10) }).openapi('CashierCryptoAddressRequest') } } },
    },
    responses: { 200: json(envelope('CashierCryptoAddressResponse', { CryptoAddress }), 'Address'), ...errors },
  }),
  cryptoAddresses: route({
    method: 'get',
    path: '/api/cashier/crypto/addresses',
    summary: "The player's deposit addresses handed out so far",
    request: { headers: sessionHeader },
    responses: { 200: json(envelope('CashierCryptoAddressesResponse', { Addresses: z.array(CryptoAddress) }), 'Addresses'), ...errors },
  }),
  sandboxPage: route({
    method: 'get',
    path: '/api/cashier/sandbox/{depositId}',
    summary: 'The sandbox payment page of a hosted deposit (test cards in its footer)',
    request: { params: z.object({ depositId: z.string().regex(/^\d{1,18}$/) }), query: SandboxQuery },
    responses: { 200: htmlResponse('The payment form'), 403: htmlResponse('Not a valid link'), 404: htmlResponse('No such deposit') },
  }),
  sandboxSubmit: route({
    method: 'post',
    path: '/api/cashier/sandbox/{depositId}',
    summary: "The sandbox page's submit: sends the signed provider callback, then redirects to returnUrl with ?status=approved|declined",
    request: {
      params: z.object({ depositId: z.string().regex(/^\d{1,18}$/) }),
      query: SandboxQuery,
      body: {
        content: {
          'application/x-www-form-urlencoded': {
            schema: z.object({
              CardNumber: z.string().max(40).optional(),
              Expiry: z.string().max(10).optional(),
              Cvc: z.string().max(10).optional(),
              Outcome: z.enum(['approve', 'decline']).optional(),
            }),
          },
        },
      },
    },
    responses: {
      303: { description: 'Back to the return address', headers: z.object({ location: z.string() }) },
      400: htmlResponse('The form again, with what is wrong'),
      403: htmlResponse('Not a valid link'),
      404: htmlResponse('No such deposit'),
    },
  }),
  callback: route({
    method: 'post',
    path: '/api/cashier/callback/{provider}',
    summary: "A payment provider's notification, signed X-Signature: sha256=HMAC(raw body); idempotent on TransactionId",
    request: {
      params: z.object({ provider: z.string().regex(/^[a-z0-9-]{1,40}$/) }),
      headers: z.object({ [SIGNATURE_HEADER]: z.string().max(200).optional() }),
      body: { content: { 'application/json': { schema: CallbackBody } } },
    },
    responses: { 200: json(envelope('CashierCallbackResponse', { Replayed: z.boolean(), Deposit: Transaction }), 'Applied, or already applied'), ...errors },
  }),
  x1Confirm: route({
    method: 'post',
    path: '/api/cashier/x1/confirm',
    summary: 'Seed 000 §7 "transfer confirmation": credits the X1 transfer (the sandbox widget always pays)',
    request: {
      headers: sessionHeader,
      body: { content: { 'application/json': { schema: z.object({ Id: z.string().max(20), BonusCode: z.string().max(100).nullable().optional() }).openapi('CashierX1ConfirmRequest') } } },
    },
    responses: { 200: json(envelope('CashierX1ConfirmResponse', { Message: z.string(), Deposit: Transaction }), 'Credited'), ...errors },
  }),
  x1Status: route({
    method: 'get',
    path: '/api/cashier/x1/status',
    summary: 'Seed 001 §4 money-transfer status: 0 no transfer, 1 available, 2 in progress, 3 disabled',
    request: { headers: sessionHeader },
    responses: {
      200: json(envelope('CashierX1StatusResponse', { Status: z.number().int(), StatusName: z.string(), TransferId: z.string().nullable() }), 'Status'),
      ...errors,
    },
  }),
  withdrawMethods: route({
    method: 'get',
    path: '/api/cashier/withdraw/methods',
    summary: 'Withdrawal methods (coinspaid excluded); the first is selected unless Method asks for another',
    request: { headers: sessionHeader, query: z.object({ Method: z.string().max(40).optional() }) },
    responses: {
      200: json(envelope('CashierWithdrawMethodsResponse', { WithdrawMethods: z.array(WithdrawMethod), SelectedMethod: z.string().nullable() }), 'Methods'),
      ...errors,
    },
  }),
  withdraw: route({
    method: 'post',
    path: '/api/cashier/withdraw',
    summary: 'Request a withdrawal: checks every field and the password, then reserves the amount (pending until an operator decides)',
    request: { headers: idempotentHeaders, body: { content: { 'application/json': { schema: WithdrawRequest } } } },
    responses: { 200: json(WithdrawalResponse, 'Submitted (Message: the 3-business-day notice)'), ...errors },
  }),
  cancelDeposit: route({
    method: 'post',
    path: '/api/cashier/deposit/{id}/cancel',
    summary: 'Cancel a pending deposit whose payment was not completed (idempotent); no money moves',
    request: { headers: sessionHeader, params: IdParam },
    responses: { 200: json(DepositCancelResponse, 'Cancelled'), ...errors },
  }),
  resumeDeposit: route({
    method: 'post',
    path: '/api/cashier/deposit/{id}/resume',
    summary: "A pending deposit's next step again (the payment page for a card) until it expires",
    request: { headers: sessionHeader, params: IdParam },
    responses: { 200: json(DepositResponse, 'Still pending: its next step'), ...errors },
  }),
  cancelWithdrawal: route({
    method: 'post',
    path: '/api/cashier/withdraw/{id}/cancel',
    summary: 'Cancel a pending withdrawal; the amount returns to the balance',
    request: { headers: sessionHeader, params: IdParam },
    responses: { 200: json(WithdrawalResponse, 'Cancelled'), ...errors },
  }),
  transactions: route({
    method: 'get',
    path: '/api/cashier/transactions',
    summary: 'Transaction history, newest first, 20 a page; filter by status (all, a group or a StatusID), from, to and type',
    request: {
      headers: sessionHeader,
      query: z.object({
        status: z.string().max(20).optional(),
        from: z.string().max(40).optional(),
        to: z.string().max(40).optional(),
        type: z.coerce.number().int().min(1).max(Math.max(...Object.values(StatementTypeIds))).optional(),
        page: z.coerce.number().int().min(1).max(100_000).optional(),
      }),
    },
    responses: {
      200: json(
        envelope('CashierTransactionsResponse', {
          Transactions: z.array(Transaction),
          TotalRecords: z.number().int(),
          Page: z.number().int(),
          PageSize: z.number().int(),
          TotalPages: z.number().int(),
        }),
        'A page of transactions',
      ),
      ...errors,
    },
  }),
  transactionStatuses: route({
    method: 'get',
    path: '/api/cashier/transactions/statuses',
    summary: 'The transaction statuses 0–16 with their names, groups and labels',
    responses: {
      200: json(
        envelope('CashierStatusesResponse', {
          Statuses: z.array(z.object({ Id: z.number().int(), Name: z.string(), Text: z.string(), Group: z.string() })),
          Groups: z.array(z.object({ Name: z.string(), Text: z.string(), StatusIds: z.array(z.number().int()) })),
        }),
        'Statuses',
      ),
      ...errors,
    },
  }),
  transaction: route({
    method: 'get',
    path: '/api/cashier/transactions/{id}',
    summary: "One of the player's transactions (e.g. the deposit the payment page returned from)",
    request: { headers: sessionHeader, params: IdParam },
    responses: { 200: json(envelope('CashierTransactionResponse', { Transaction }), 'The transaction'), ...errors },
  }),
  balance: route({
    method: 'get',
    path: '/api/cashier/balance',
    summary: 'Cash, bonus and reserved (pending withdrawals) balances, per currency; the first row is the account currency',
    request: { headers: sessionHeader },
    responses: {
      200: json(
        envelope('CashierBalanceResponse', {
          Currency: z.string(),
          Balance: z.string(),
          BonusBalance: z.string(),
          ReservedBalance: z.string(),
          TotalBalance: z.string(),
          Balances: z.array(
            z.object({ Currency: z.string(), Balance: z.string(), BonusBalance: z.string(), ReservedBalance: z.string(), TotalBalance: z.string() }).openapi('CashierBalance'),
          ),
        }),
        'Balances',
      ),
      ...errors,
    },
  }),
  adminVouchers: route({
    method: 'post',
    path: '/api/admin/cashier/vouchers',
    summary: 'Payments staff, or a voucher system with the machine token: create vouchers (Count generated codes, or the one Code given)',
    request: {
      headers: staffHeaders,
      body: {
        content: {
          'application/json': {
            schema: z
              .object({ Currency: z.string().max(10), Amount: z.string().max(40), Count: z.number().int().min(1).max(500).optional(), Code: z.string().regex(/^[A-Za-z0-9-]{4,40}$/).optional() })
              .openapi('CashierCreateVouchersRequest'),
          },
        },
      },
    },
    responses: {
      200: json(envelope('CashierCreateVouchersResponse', { Vouchers: z.array(z.object({ Code: z.string(), Currency: z.string(), Amount: z.string() })) }), 'Created'),
      ...errors,
    },
  }),
};

const idempotencyKeyOf = (c: Context) => c.req.header('idempotency-key')?.slice(0, 100) || null;

/** The cashier routes; mount with app.route('/', cashierRoutes({ db, config, options })). */
export function cashierRoutes(input: CashierDepsInput) {
  const deps: CashierDeps = cashierDeps(input);
  const router = createRouter();

  router.openapi(routes.depositMethods, async (c) => c.json(ok(await depositMethods(deps, await requirePlayer(deps, c))), 200));
  router.openapi(routes.deposit, async (c) => {
    const player = await requirePlayer(deps, c);
    await refusePlayMoney(deps.db, player.userId, player.lang);
    return c.json(ok({ ...(await createDeposit(deps, player, c.req.valid('json'), idempotencyKeyOf(c))) }), 200);
  });
  router.openapi(routes.cryptoAddress, async (c) => {
    const player = await requirePlayer(deps, c);
    refuseUnlessSandbox(deps, player.lang);
    const currency = c.req.valid('json').CryptoCurrency;
    if (!CRYPTO_CURRENCIES.includes(currency)) throw refuse(player.lang, 400, 'VALIDATION', 'deposit.cryptoCurrencyInvalid', { field: 'CryptoCurrency' });
    return c.json(ok({ CryptoAddress: (await depositAddress(deps.db, deps.options.addressSecret, player.userId, currency))! }), 200);
  });
  router.openapi(routes.cryptoAddresses, async (c) => {
    const player = await requirePlayer(deps, c);
    // Sandbox addresses have no chain behind them: with the sandbox off none is shown (coins sent would be lost).
    if (!deps.config.cashierSandbox) return c.json(ok({ Addresses: [] }), 200);
    return c.json(ok({ Addresses: await depositAddresses(deps.db, player.userId) }), 200);
  });
  router.openapi(routes.sandboxPage, async (c) => {
    const { token, returnUrl } = c.req.valid('query');
    const answer = await sandboxPage(deps, { depositId: BigInt(c.req.valid('param').depositId), token, returnUrl, acceptLanguage: languageOf(c) });
    c.header('cache-control', 'no-store');
    return c.html(answer.html, answer.status);
  });
  router.openapi(routes.sandboxSubmit, async (c) => {
    const { token, returnUrl } = c.req.valid('query');
    const answer = await sandboxSubmit(deps, { depositId: BigInt(c.req.valid('param').depositId), token, returnUrl, acceptLanguage: languageOf(c) }, c.req.valid('form'));
    if ('redirect' in answer) return c.redirect(answer.redirect, 303);
    return c.html(answer.html, answer.status);
  });
  router.openapi(routes.callback, async (c) => {
    // The signature covers the raw bytes the provider sent, so read them as sent.
    const raw = await c.req.text();
    const answer = await handleCallback(deps, c.req.valid('param').provider, raw, c.req.header(SIGNATURE_HEADER), languageOf(c));
    return c.json(ok(answer), 200);
  });
  router.openapi(routes.x1Confirm, async (c) => c.json(ok(await confirmX1Transfer(deps, await requirePlayer(deps, c), c.req.valid('json'))), 200));
  router.openapi(routes.x1Status, async (c) => c.json(ok(await x1Status(deps, await requirePlayer(deps, c))), 200));
  router.openapi(routes.withdrawMethods, async (c) => c.json(ok(withdrawMethods(deps, await requirePlayer(deps, c), c.req.valid('query').Method)), 200));
  router.openapi(routes.withdraw, async (c) => {
    const player = await requirePlayer(deps, c);
    await refusePlayMoney(deps.db, player.userId, player.lang);
    const { Message, Withdrawal } = await createWithdrawal(deps, player, c.req.valid('json'), idempotencyKeyOf(c));
    return c.json(ok({ Message, Withdrawal }), 200);
  });
  router.openapi(routes.cancelDeposit, async (c) => c.json(ok(await cancelDeposit(deps, await requirePlayer(deps, c), BigInt(c.req.valid('param').id))), 200));
  router.openapi(routes.resumeDeposit, async (c) => c.json(ok({ ...(await resumeDeposit(deps, await requirePlayer(deps, c), BigInt(c.req.valid('param').id))) }), 200));
  router.openapi(routes.cancelWithdrawal, async (c) =>
    c.json(ok(await cancelWithdrawal(deps, await requirePlayer(deps, c), BigInt(c.req.valid('param').id))), 200),
  );
  router.openapi(routes.transactions, async (c) => c.json(ok(await listTransactions(deps, await requirePlayer(deps, c), c.req.valid('query'))), 200));
  router.openapi(routes.transactionStatuses, (c) => c.json(ok(statusCatalogue({ lang: languageOf(c) })), 200));
  router.openapi(routes.transaction, async (c) => c.json(ok(await transactionById(deps, await requirePlayer(deps, c), BigInt(c.req.valid('param').id))), 200));
  router.openapi(routes.balance, async (c) => c.json(ok(await balances(deps, await requirePlayer(deps, c))), 200));
  router.openapi(routes.adminVouchers, async (c) => {
    const actor = await requireActor(c, deps.db, deps.config, 'vouchers.create');
    const made = await createVouchers(deps, languageOf(c), c.req.valid('json'));
    await recordAudit(deps.db, actor, 'vouchers.create', { targetType: 'vouchers', after: { Currency: c.req.valid('json').Currency, Amount: c.req.valid('json').Amount, Count: c.req.valid('json').Count ?? 1 } });
    return c.json(ok(made), 200);
  });
  return router;
}
