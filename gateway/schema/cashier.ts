/**
 * The cashier (seed 001 §3–§4 "Cashier", seed 000 §3 bank deposit info and the X1 widget): balances,
 * deposit and withdrawal methods, starting a deposit of each kind, withdrawals, the transaction history
 * and the live balance. Reads that belong to the signed-in player hang off Viewer (null when signed
 * out, so a Relay page needs no error branch and its connections stay plain); mutations and
 * subscriptions answer AuthError to visitors. Every rule and every cent is the platform's.
 */
import { randomUUID } from 'node:crypto';
import { offsetForArgs, offsetToCursor } from '@pothos/plugin-relay';
import { builder } from '../builder';
import type { Context, SessionUser } from '../context';
import { AuthError, BonusError, CashierError, NotFoundError, ValidationError } from '../errors';
import { type Payload, unwrap } from '../upstream/client';
import type { components } from '../upstream/platform-api';
import { Money, Viewer } from './account';
import { errorType } from './errors';
import { countedPage, freshViewer, moneyRefusals, subscriber } from './shared';
import { Code } from '../upstream/error-codes';
import * as enums from '../upstream/value-enums';
import { rawIdOr } from './ids';

type Schemas = components['schemas'];
export type TransactionShape = NonNullable<Schemas['CashierTransaction']>;
type BalanceShape = Schemas['CashierBalance'];
type DepositResponse = Payload<Schemas['CashierDepositResponse']>;

// ---------------------------------------------------------------- errors

errorType(CashierError, 'CashierError', 'The cashier refused a deposit, withdrawal or transfer (seed 001 §4 "Deposit error"); nothing was changed.', (t) => ({
  field: t.string({ nullable: true, description: 'The form field the refusal concerns (the platform\'s name, e.g. "Password"), if one does.', resolve: (error) => error.field }),
}));

errorType(BonusError, 'BonusError', 'A bonus claim or cancel was refused; the "Error claiming bonus" modal shows message (seed 001 §4).', (t) => ({
  field: t.string({ description: "The form field the refusal concerns (the platform's name, e.g. \"BonusCode\"), if one does.", nullable: true, resolve: (error) => error.field }),
  requiresDeposit: t.boolean({
    description: 'The bonus belongs to a deposit: the modal\'s button reads "Deposit" and leads to the deposit page instead of "OK".',
    resolve: (error) => error.requiresDeposit,
  }),
}));

// ---------------------------------------------------------------- enums

export const TransactionStatus = builder.enumType('TransactionStatus', enums.CashierTransactionStatus);
type TransactionStatusValue = (typeof TransactionStatus)['$inferType'];

const TransactionStatusGroup = builder.enumType('TransactionStatusGroup', enums.CashierStatusGroup);
type GroupValue = (typeof TransactionStatusGroup)['$inferType'];

const StatementType = builder.enumType('StatementType', enums.CashierStatementType);
const DepositMethodKind = builder.enumType('DepositMethodKind', enums.CashierDepositMethodKind);

const X1StatusEnum = builder.enumType('X1Status', {
  description: 'Seed 001 §4 money-transfer (X1) status.',
  values: { NO_TRANSFER: { value: 0, description: '0: no transfer.' }, AVAILABLE: { value: 1, description: '1: an X1 transfer can be started.' }, IN_PROGRESS: { value: 2, description: '2: a transfer waits for confirmX1Transfer (X1TransferStatus.transferId).' }, DISABLED: { value: 3, description: 'Also when the status call fails.' } } as const,
});

// ---------------------------------------------------------------- balances

const Balance = builder.objectRef<BalanceShape>('Balance').implement({
  description: 'Seed 001 §3 "Balances (with TotalBalance)": the money of one currency.',
  fields: (t) => ({
    currency: t.exposeString('Currency', { description: 'The currency code of these balances.' }),
    cash: t.field({ type: Money, description: 'Real money: bet with it or withdraw it.', resolve: (b) => ({ amount: b.Balance, currency: b.Currency }) }),
    bonus: t.field({ type: Money, description: 'Bonus money, wagered before it becomes real money.', resolve: (b) => ({ amount: b.BonusBalance, currency: b.Currency }) }),
    reserved: t.field({ type: Money, description: 'Held for pending withdrawals (already out of cash).', resolve: (b) => ({ amount: b.ReservedBalance, currency: b.Currency }) }),
    total: t.field({ type: Money, description: 'Cash and bonus.', resolve: (b) => ({ amount: b.TotalBalance, currency: b.Currency }) }),
  }),
});

/**
 * One balance call per resolution of a viewer: keyed by the account object, which
 * a request reads once and every subscription event reads afresh.
 */
const balanceCalls = new WeakMap<SessionUser, Promise<BalanceShape[]>>();
function balancesOf(user: SessionUser, ctx: Context): Promise<BalanceShape[]> {
  let call = balanceCalls.get(user);
  if (!call) {
    call = ctx.platform.GET('/api/cashier/balance').then((result) => unwrap(result, moneyRefusals).Balances);
    balanceCalls.set(user, call);
  }
  return call;
}

// ---------------------------------------------------------------- transactions

export const CashierTransaction = builder.loadableNode('CashierTransaction', {
  description: 'A deposit, withdrawal, cashback or released bonus (seed 001 §3 "Transaction").',
  id: { resolve: (tx: TransactionShape) => tx.Id },
  // Lists arrive whole in one call; only a node lookup loads by id, and the platform answers one at a time.
  load: (ids: string[], ctx: Context) =>
    Promise.all(
      ids.map(async (id) => {
        const { data } = await ctx.platform.GET('/api/cashier/transactions/{id}', { params: { path: { id } } });
        // Gone, or another player's: null in node(id:) and nodes(ids:) (builder.ts), never an unexpected error.
        return data?.Transaction ?? new NotFoundError(`transaction ${id} not found`);
      }),
    ),
  fields: (t) => ({
    legacyId: t.exposeString('Id', { description: 'The platform\'s id (the depositId a payment page returns with).' }),
    type: t.field({ description: 'Deposit, withdrawal, cashback or bonus release.', type: StatementType, resolve: (tx) => tx.StatementTypeID }),
    typeText: t.exposeString('StatementTypeText', { description: 'The type in the request language.' }),
    status: t.field({ description: 'The status (0–16).', type: TransactionStatus, resolve: (tx) => tx.StatusID }),
    statusText: t.exposeString('StatusText', { description: 'The status in the request language.' }),
    statusGroup: t.field({ description: 'The group of the status, as the history filter groups it.', type: TransactionStatusGroup, resolve: (tx) => tx.StatusGroup }),
    method: t.exposeString('Method', { nullable: true, description: 'The method key, e.g. "card".' }),
    methodName: t.exposeString('MethodName', { description: 'The method as the player saw it, e.g. "Debit/Credit Card"; null when none.', nullable: true }),
    amount: t.field({ description: 'The amount, in its own currency (a crypto deposit in its coin).', type: Money, resolve: (tx) => ({ amount: tx.Amount, currency: tx.Currency }) }),
    referenceNumber: t.exposeString('ReferenceNumber', { nullable: true, description: 'A bank transfer\'s reference.' }),
    reason: t.exposeString('Reason', { nullable: true, description: 'Why it failed: card_declined, insufficient_funds, declined, below_minimum, operator_rejected.' }),
    reasonText: t.exposeString('ReasonText', { description: 'reason in the request language; null when none.', nullable: true }),
    bonusCode: t.exposeString('BonusCode', { description: 'The bonus code given with a deposit; null when none.', nullable: true }),
    cancelable: t.exposeBoolean('Cancelable', { description: 'Seed 001 §4: only pending withdrawals can be cancelled by the player.' }),
    createdAt: t.field({ description: 'When it was made.', type: 'DateTime', resolve: (tx) => tx.CreatedDate }),
    completedAt: t.field({ description: 'When it reached a final status; null while open.', type: 'DateTime', nullable: true, resolve: (tx) => tx.CompletedDate }),
  }),
});

const TransactionStatusInfo = builder.objectRef<Schemas['CashierStatusesResponse']['Statuses'][number]>('TransactionStatusInfo').implement({
  description: 'A transaction status with its labels.',
  fields: (t) => ({
    status: t.field({ description: 'The status.', type: TransactionStatus, resolve: (s) => s.Id as TransactionStatusValue }),
    name: t.exposeString('Name', { description: 'The status name (PascalCase, as the platform names it).' }),
    label: t.exposeString('Text', { description: 'In the request language.' }),
    group: t.field({ description: 'The group it belongs to.', type: TransactionStatusGroup, resolve: (s) => s.Group as GroupValue }),
  }),
});

const TransactionStatusGroupInfo = builder.objectRef<Schemas['CashierStatusesResponse']['Groups'][number]>('TransactionStatusGroupInfo').implement({
  description: 'A filter group of the transaction history with its label.',
  fields: (t) => ({
    group: t.field({ description: 'The group.', type: TransactionStatusGroup, resolve: (g) => g.Name as GroupValue }),
    label: t.exposeString('Text', { description: 'In the request language; ALL reads "All type".' }),
    statuses: t.field({ description: 'The statuses it takes in.', type: [TransactionStatus], resolve: (g) => g.StatusIds as TransactionStatusValue[] }),
  }),
});

const TransactionStatusCatalogue = builder.objectRef<Payload<Schemas['CashierStatusesResponse']>>('TransactionStatusCatalogue').implement({
  description: 'The statuses and the history filter\'s groups, with their labels.',
  fields: (t) => ({
    statuses: t.field({ description: 'Every status, 0–16.', type: [TransactionStatusInfo], resolve: (c) => c.Statuses }),
    groups: t.field({ type: [TransactionStatusGroupInfo], description: 'ALL first (the default filter).', resolve: (c) => c.Groups }),
  }),
});

/** Seed 001 §9 "Default page size 20": the platform's history pages have 20 rows. */
const PAGE_SIZE = 20;

interface TransactionFilter {
  status?: TransactionStatusValue | null;
  group?: GroupValue | null;
  type?: (typeof StatementType)['$inferType'] | null;
  from?: Date | null;
  to?: Date | null;
}

/**
 * A Relay page over the platform's 20-row pages. The total it reports answers
 * hasNextPage, so a page aligned on the platform's costs one call and any other
 * two at most (20 edges straddle two pages).
 */
async function transactionConnection(ctx: Context, filterArgs: TransactionFilter, args: { first?: number | null; after?: string | null; last?: number | null; before?: string | null }) {
  const { offset, expectedSize, hasPreviousPage } = offsetForArgs({ args, defaultSize: PAGE_SIZE, maxSize: PAGE_SIZE });
  const query = {
    status: filterArgs.status != null ? String(filterArgs.status) : (filterArgs.group ?? 'all'),
    from: filterArgs.from?.toISOString(),
    to: filterArgs.to?.toISOString(),
    type: filterArgs.type ?? undefined,
  };
  const pageOf = async (page: number) => unwrap(await ctx.platform.GET('/api/cashier/transactions', { params: { query: { ...query, page } } }), moneyRefusals);
  const firstPage = Math.floor(offset / PAGE_SIZE) + 1;
  const lastPage = Math.floor((offset + Math.max(expectedSize, 1) - 1) / PAGE_SIZE) + 1;
  const head = await pageOf(firstPage);
  const rows = [...head.Transactions];
  if (lastPage > firstPage && lastPage <= head.TotalPages) rows.push(...(await pageOf(lastPage)).Transactions);
  const nodes = rows.slice(offset - (firstPage - 1) * PAGE_SIZE).slice(0, expectedSize) as TransactionShape[];
  const edges = nodes.map((node, index) => ({ cursor: offsetToCursor(offset + index), node }));
  return {
    edges,
    totalCount: head.TotalRecords,
    pageInfo: {
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
      hasPreviousPage,
      hasNextPage: offset + edges.length < head.TotalRecords,
    },
  };
}

// ---------------------------------------------------------------- methods

const FormField = builder.objectRef<{ Name: string; Required: boolean }>('CashierFormField').implement({
  description: 'A field of a deposit or withdrawal form, in form order. name is the platform\'s (PascalCase), as ValidationError.fields names it.',
  fields: (t) => ({ name: t.exposeString('Name', { description: "The platform's field name (PascalCase), e.g. \"Password\"; ValidationError.fields uses it." }), required: t.exposeBoolean('Required', { description: 'The form must fill it.' }) }),
});

const DepositMethodCurrency = builder.objectRef<Schemas['CashierDepositMethodCurrency']>('DepositMethodCurrency').implement({
  description: 'A currency a deposit method takes, with its limits.',
  fields: (t) => ({
    currency: t.exposeString('Currency', { description: 'The currency or coin code.' }),
    minAmount: t.field({ description: 'The smallest deposit, a decimal string in major units; null when no limit.', type: 'Decimal', nullable: true, resolve: (c) => c.MinAmount }),
    maxAmount: t.field({ description: 'The largest deposit, a decimal string in major units; null when no limit.', type: 'Decimal', nullable: true, resolve: (c) => c.MaxAmount }),
    blockchain: t.exposeString('Blockchain', { description: 'Crypto methods: the chain of the coin (e.g. "ERC20"); null for fiat.', nullable: true }),
  }),
});

const DepositMethod = builder.objectRef<Schemas['CashierDepositMethod']>('DepositMethod').implement({
  description: 'Seed 001 §3 "Deposit method entry: Key, Value, OriginalValue, PaymentMethodId".',
  fields: (t) => ({
    key: t.exposeString('Key', { description: 'Pass as StartDepositInput.paymentMethod.' }),
    label: t.exposeString('Value', { description: 'Cards read "Debit/Credit Card" (seed 001 §4).' }),
    originalName: t.exposeString('OriginalValue', { description: "The method's name before the site relabelled it (Key, Value, OriginalValue)." }),
    paymentMethodId: t.exposeInt('PaymentMethodId', { description: "The platform's numeric id of the method." }),
    provider: t.exposeString('Provider', { description: 'The payment provider behind it.' }),
    kind: t.field({ description: 'What starting a deposit with it answers (DepositStarted.next).', type: DepositMethodKind, resolve: (m) => m.Kind }),
    fields: t.field({ type: [FormField], description: 'Seed 002 §3 deposit form fields of the method.', resolve: (m) => m.Fields }),
    currencies: t.field({ description: 'The currencies it takes, with their limits.', type: [DepositMethodCurrency], resolve: (m) => m.Currencies }),
  }),
});

const CardType = builder.objectRef<Schemas['CashierDepositMethodsResponse']['CardTypes'][number]>('CardType').implement({
  description: 'Seed 001 §4: the card type follows the first digit of the number.',
  fields: (t) => ({ cardTypeId: t.exposeInt('Id', { description: "The card type's numeric id." }), name: t.exposeString('Name', { description: 'The card type, e.g. "Visa".' }), firstDigit: t.exposeString('FirstDigit', { description: 'The first digit of the card number that means this type.' }) }),
});

const DepositMethods = builder.objectRef<Payload<Schemas['CashierDepositMethodsResponse']>>('DepositMethods').implement({
  description: 'Seed 001 §4 "Deposit methods load": coinspaid removed, the preferred method selected.',
  fields: (t) => ({
    methods: t.field({ description: 'The deposit methods open to the account.', type: [DepositMethod], resolve: (r) => r.DepositMethods }),
    selectedMethod: t.exposeString('SelectedMethod', { nullable: true, description: 'The key of the method to preselect.' }),
    hasDeposits: t.exposeBoolean('HasDeposits', { description: 'The account deposited before (first-deposit bonuses no longer apply).' }),
    quickAmounts: t.field({ type: ['Decimal'], description: 'Seed 001 §9 quick deposit amounts, in currency.', resolve: (r) => r.QuickAmounts }),
    cardTypes: t.field({ description: 'Card types by the first digit of the number.', type: [CardType], resolve: (r) => r.CardTypes }),
    currency: t.exposeString('Currency', { description: 'The account currency fiat methods pay into.' }),
  }),
});

const WithdrawalMethodCurrency = builder.objectRef<Schemas['CashierWithdrawMethod']['Currencies'][number]>('WithdrawalMethodCurrency').implement({
  description: 'A currency a withdrawal method pays in, with its limits.',
  fields: (t) => ({
    currency: t.exposeString('Currency', { description: 'The currency or coin code.' }),
    minAmount: t.field({ description: 'The smallest withdrawal, a decimal string in major units; null when no limit.', type: 'Decimal', nullable: true, resolve: (c) => c.MinAmount }),
    maxAmount: t.field({ description: 'The largest withdrawal, a decimal string in major units (see maxExclusive); null when no limit.', type: 'Decimal', nullable: true, resolve: (c) => c.MaxAmount }),
    maxExclusive: t.exposeBoolean('MaxExclusive', { description: 'The amount must stay below maxAmount (Interac: under 10 000 CAD).' }),
  }),
});

const WithdrawalMethod = builder.objectRef<Schemas['CashierWithdrawMethod']>('WithdrawalMethod').implement({
  description: 'Seed 001 §3 "Withdrawal methods are keyed with Name, PaymentMethodId, Currency".',
  fields: (t) => ({
    key: t.exposeString('Key', { description: 'Pass as RequestWithdrawalInput.method.' }),
    name: t.exposeString('Name', { description: 'The method as the player sees it.' }),
    paymentMethodId: t.exposeInt('PaymentMethodId', { description: "The platform's numeric id of the method." }),
    provider: t.exposeString('Provider', { description: 'The payment provider behind it.' }),
    currency: t.exposeString('Currency', { nullable: true, description: 'Null for crypto methods, which take any coin of currencies.' }),
    currencies: t.field({ description: 'The currencies it pays in, with their limits.', type: [WithdrawalMethodCurrency], resolve: (m) => m.Currencies }),
    fields: t.field({ type: [FormField], description: 'Seed 001 §5: most need Password; each bank or wallet field has its own.', resolve: (m) => m.Fields }),
  }),
});

const WithdrawalMethods = builder.objectRef<Payload<Schemas['CashierWithdrawMethodsResponse']>>('WithdrawalMethods').implement({
  description: 'Seed 001 §4 "Withdraw methods load": coinspaid excluded; the first selected unless another was asked for.',
  fields: (t) => ({
    methods: t.field({ description: 'The withdrawal methods open to the account.', type: [WithdrawalMethod], resolve: (r) => r.WithdrawMethods }),
    selectedMethod: t.exposeString('SelectedMethod', { description: 'The key of the method to preselect; null when none.', nullable: true }),
  }),
});

export const CryptoDepositAddress = builder.objectRef<NonNullable<Schemas['CashierCryptoAddress']>>('CryptoDepositAddress').implement({
  description: 'Seed 001 §3 "Blockchain subaddress": the player\'s address for a coin (one per chain, kept).',
  fields: (t) => ({
    blockchain: t.exposeString('Blockchain', { description: 'The chain the address is on, e.g. "ERC20".' }),
    currency: t.exposeString('CryptoCurrency', { description: 'The coin code, e.g. "ETH".' }),
    address: t.exposeString('Address', { description: 'The address to send coins to.' }),
    minimumAmount: t.field({
      type: Money,
      description: 'Seed 001 §9 minimum crypto amounts: less is not credited.',
      resolve: (a) => ({ amount: a.MinimumAmount, currency: a.CryptoCurrency }),
    }),
  }),
});

const X1TransferStatus = builder.objectRef<{ Status: number; TransferId: string | null }>('X1TransferStatus').implement({
  description: 'Seed 001 §4 money-transfer (X1) state of the account.',
  fields: (t) => ({
    status: t.field({ description: 'The X1 status; DISABLED when the platform cannot tell.', type: X1StatusEnum, resolve: (s) => s.Status as 0 | 1 | 2 | 3 }),
    transferId: t.exposeString('TransferId', { nullable: true, description: 'The transfer waiting for confirmX1Transfer while IN_PROGRESS.' }),
  }),
});

// ---------------------------------------------------------------- viewer

builder.objectFields(Viewer, (t) => ({
  balanceDetails: t.field({
    type: Balance,
    description: 'Cash, bonus, reserved and total in the account currency.',
    resolve: async (user, _args, ctx) => (await balancesOf(user, ctx))[0]!,
  }),
  balancesByCurrency: t.field({
    type: [Balance],
    description: 'Every currency holding money (crypto deposits are kept in their coin), the account currency first.',
    resolve: (user, _args, ctx) => balancesOf(user, ctx),
  }),
  depositMethods: t.field({
    description: 'Seed 001 §4 deposit methods open to the account, with limits and form fields.',
    type: DepositMethods,
    resolve: async (_user, _args, ctx) => unwrap(await ctx.platform.GET('/api/cashier/deposit/methods'), moneyRefusals),
  }),
  withdrawalMethods: t.field({
    description: 'Seed 001 §4 withdrawal methods open to the account, with limits and form fields.',
    type: WithdrawalMethods,
    args: { method: t.arg.string({ description: 'The key of the method to select.' }) },
    resolve: async (_user, args, ctx) =>
      unwrap(await ctx.platform.GET('/api/cashier/withdraw/methods', { params: { query: { Method: args.method ?? undefined } } }), moneyRefusals),
  }),
  transactions: t.connection(
    {
      type: CashierTransaction,
      description: 'Seed 001 §3 activity: newest first, 20 a page. Without status or group: "All type".',
      args: {
        status: t.arg({ type: TransactionStatus, description: 'One status; wins over group.' }),
        group: t.arg({ type: TransactionStatusGroup }),
        type: t.arg({ type: StatementType }),
        from: t.arg({ type: 'DateTime', description: 'Inclusive.' }),
        to: t.arg({ type: 'DateTime', description: 'Exclusive: the start of the day after the last one shown.' }),
      },
      resolve: (_user, args, ctx) => transactionConnection(ctx, args, args),
    },
    ...countedPage('CashierTransaction'),
  ),
  transaction: t.field({
    type: CashierTransaction,
    nullable: true,
    description: 'One of the player\'s transactions by the platform id, e.g. the depositId a payment page returned with.',
    args: { legacyId: t.arg.string({ required: true }) },
    resolve: async (_user, { legacyId }, ctx) => {
      if (!/^\d{1,18}$/.test(legacyId)) return null;
      const { data } = await ctx.platform.GET('/api/cashier/transactions/{id}', { params: { path: { id: legacyId } } });
      return data?.Transaction ?? null;
    },
  }),
  cryptoDepositAddress: t.field({
    type: CryptoDepositAddress,
    description: 'The player\'s deposit address for a coin; the same one every time.',
    args: { currency: t.arg.string({ required: true, description: 'A crypto currency of the deposit currency list, e.g. "ETH".' }) },
    // CashierError METHOD_UNAVAILABLE: the addresses are the sandbox's, offered only with CASHIER_SANDBOX=true.
    errors: { types: [ValidationError, CashierError] },
    resolve: async (_user, { currency }, ctx) =>
      unwrap(await ctx.platform.POST('/api/cashier/crypto/address', { body: { CryptoCurrency: currency } }), moneyRefusals).CryptoAddress!,
  }),
  cryptoDepositAddresses: t.field({
    type: [CryptoDepositAddress],
    description: 'The addresses handed out so far.',
    resolve: async (_user, _args, ctx) => unwrap(await ctx.platform.GET('/api/cashier/crypto/addresses'), moneyRefusals).Addresses as NonNullable<Schemas['CashierCryptoAddress']>[],
  }),
  x1Status: t.field({
    description: 'Whether an X1 money transfer can be made or waits for confirmation.',
    type: X1TransferStatus,
    resolve: async (_user, _args, ctx) => {
      // Seed 001 §4: "disabled when the status call fails".
      const { data } = await ctx.platform.GET('/api/cashier/x1/status').catch(() => ({ data: undefined }));
      return data ?? { Status: 3, TransferId: null };
    },
  }),
}));

builder.queryFields((t) => ({
  transactionStatuses: t.field({
    type: TransactionStatusCatalogue,
    description: 'Seed 001 §4 transaction statuses and the history filter groups, labelled in the request language.',
    resolve: async (_root, _args, ctx) => unwrap(await ctx.platform.GET('/api/cashier/transactions/statuses'), moneyRefusals),
  }),
}));

// ---------------------------------------------------------------- deposits

const DepositRedirect = builder.objectRef<{ kind: 'redirect'; url: string }>('DepositRedirect').implement({
  description: 'Pay on the payment page: send the browser to url; it comes back to returnUrl with ?status=approved|declined|pending&depositId=….',
  fields: (t) => ({ url: t.exposeString('url', { description: 'An absolute URL on this site (the gateway passes the page through).' }) }),
});

const BankTransferInstructions = builder.objectRef<{ kind: 'bank' } & NonNullable<Schemas['CashierBankInfo']>>('BankTransferInstructions').implement({
  description: 'Seed 000 §3 "Bank deposit info" (tigerGatewayDepositModal).',
  fields: (t) => ({
    bankName: t.exposeString('BankName', { description: 'The bank to pay into.' }),
    branchName: t.exposeString('BranchName', { description: 'The bank branch.' }),
    accountType: t.exposeString('AccountType', { description: 'The account type (e.g. savings or checking).' }),
    accountNumber: t.exposeString('AccountNumber', { description: 'The account number to pay into.' }),
    accountName: t.exposeString('AccountName', { description: 'The account holder to pay.' }),
    referenceNumber: t.exposeString('ReferenceNumber', { description: 'Written on the transfer: it is how the deposit is found.' }),
  }),
});

const X1Transfer = builder.objectRef<NonNullable<Schemas['CashierX1Transfer']>>('X1Transfer').implement({
  description: 'Seed 000 §3 "Transfer modal data".',
  fields: (t) => ({
    transferId: t.exposeString('Id', { description: 'Pass to confirmX1Transfer.' }),
    depositAmount: t.field({ description: 'The amount the transfer deposits.', type: Money, resolve: (x) => ({ amount: x.DepositAmount, currency: x.DepositCurrency }) }),
    bonusCode: t.exposeString('BonusCode', { description: 'The bonus code given with the deposit; null when none.', nullable: true }),
  }),
});

type X1WidgetShape = { kind: 'x1' } & NonNullable<Schemas['CashierX1Widget']> & { transfer: NonNullable<Schemas['CashierX1Transfer']> };
const X1Widget = builder.objectRef<X1WidgetShape>('X1Widget').implement({
  description: 'Seed 000 §3 "X1 widget modal data" (X1WidgetModal), and the transfer it pays (X1TransferModal).',
  fields: (t) => ({
    widgetId: t.exposeString('widgetId', { description: 'The X1 widget to open.' }),
    payload: t.exposeString('payload', { description: 'Opaque, signed payload to pass to the widget as is.' }),
    locale: t.exposeString('locale', { description: 'The widget language, e.g. "en".' }),
    symbol: t.exposeString('symbol', { description: 'The currency symbol the widget shows.' }),
    buyMoreHidden: t.exposeBoolean('buyMoreHidden', { description: "Hide the widget's \"buy more\" button." }),
    tryAgainHidden: t.exposeBoolean('tryAgainHidden', { description: "Hide the widget's \"try again\" button." }),
    emailHidden: t.exposeBoolean('emailHidden', { description: "Hide the widget's e-mail field." }),
    email: t.exposeString('email', { description: 'The e-mail address the widget is opened for.' }),
    transfer: t.field({ description: 'The transfer the widget pays; confirm it with confirmX1Transfer.', type: X1Transfer, resolve: (w) => w.transfer }),
  }),
});

type CryptoShape = { kind: 'crypto' } & NonNullable<Schemas['CashierCryptoAddress']>;
const DepositCredited = builder.objectRef<{ kind: 'credited'; amount: string; currency: string }>('DepositCredited').implement({
  description: 'The deposit is already on the balance (a voucher).',
  fields: (t) => ({ amount: t.field({ description: 'The amount credited.', type: Money, resolve: (c) => ({ amount: c.amount, currency: c.currency }) }) }),
});

type NextStep = { kind: 'redirect'; url: string } | ({ kind: 'bank' } & NonNullable<Schemas['CashierBankInfo']>) | X1WidgetShape | CryptoShape | { kind: 'credited'; amount: string; currency: string };

const DepositNextStep = builder.unionType('DepositNextStep', {
  description: 'What the player does next, by the method\'s kind.',
  types: [DepositRedirect, BankTransferInstructions, X1Widget, CryptoDepositAddress, DepositCredited],
  resolveType: (step) =>
    ({ redirect: 'DepositRedirect', bank: 'BankTransferInstructions', x1: 'X1Widget', crypto: 'CryptoDepositAddress', credited: 'DepositCredited' })[(step as NextStep).kind],
});

const DepositStarted = builder.objectRef<{ message: string; deposit: TransactionShape | null; next: NextStep }>('DepositStarted').implement({
  description: 'What startDeposit answers: the deposit made (if any) and what the player does next.',
  fields: (t) => ({
    message: t.exposeString('message', { description: 'In the request language, e.g. the bank or crypto instructions.' }),
    deposit: t.field({ type: CashierTransaction, nullable: true, description: 'Null for crypto: coins arriving at the address make the deposits.', resolve: (d) => d.deposit }),
    next: t.field({ description: 'The next step, by DepositMethod.kind.', type: DepositNextStep, resolve: (d) => d.next }),
    viewer: t.field({ type: Viewer, description: 'The account after the deposit started (a voucher is already credited).', resolve: (_d, _a, ctx) => freshViewer(ctx) }),
  }),
});

function nextStepOf(answer: DepositResponse, origin: string): NextStep {
  if (answer.Redirect) return { kind: 'redirect', url: new URL(answer.Redirect.Url, origin).toString() };
  if (answer.BankInfo) return { kind: 'bank', ...answer.BankInfo };
  if (answer.Widget && answer.Transfer) return { kind: 'x1', ...answer.Widget, transfer: answer.Transfer };
  if (answer.CryptoAddress) return { kind: 'crypto', ...answer.CryptoAddress };
  if (!answer.Deposit) throw new Error('deposit answered without a next step');
  return { kind: 'credited', amount: answer.Deposit.Amount, currency: answer.Deposit.Currency };
}

const StartDepositInput = builder.inputType('StartDepositInput', {
  description: 'Seed 001 §3 / seed 002 §3 deposit form; which fields a method needs is DepositMethod.fields.',
  fields: (t) => ({
    paymentMethod: t.string({ required: true, description: 'DepositMethod.key.' }),
    amount: t.field({ description: 'A decimal string in major units of the account currency (or of the coin), e.g. "25.00"; within DepositMethodCurrency limits.', type: 'Decimal' }),
    currency: t.string({ description: 'Crypto methods: the coin; fiat methods pay in the account currency.' }),
    agreeWithDepositTerms: t.boolean({ description: 'The player accepted the deposit terms (required by the methods whose fields list it).' }),
    cardCountry: t.string({ description: 'ISO country code of the card.' }),
    paparaAccountNumber: t.string({ description: 'Papara: the wallet account number.' }),
    netellerEmail: t.string({ description: 'Neteller: the wallet e-mail address.' }),
    voucherCode: t.string({ description: 'Voucher methods: the code, redeemed at once.' }),
    pagsmileDocumentNumber: t.string({ description: "Pagsmile: the payer's document (CPF) number." }),
    bonusCode: t.string({ description: 'Optional: applied when the deposit is credited.' }),
    returnUrl: t.string({ description: 'A path of this site the payment page returns to; default /{lang}/user/depositAndWithdraw/deposit.' }),
    idempotencyKey: t.string({ description: 'Send the same key when retrying the same deposit: it is started once. One is made when absent.' }),
  }),
});

const X1TransferConfirmed = builder.objectRef<{ message: string; deposit: TransactionShape }>('X1TransferConfirmed').implement({
  description: 'The X1 transfer was credited.',
  fields: (t) => ({
    message: t.exposeString('message', { description: 'A confirmation in the request language.' }),
    deposit: t.field({ description: 'The deposit it made.', type: CashierTransaction, resolve: (d) => d.deposit }),
    viewer: t.field({ description: 'The account after the deposit (the new balance).', type: Viewer, resolve: (_d, _a, ctx) => freshViewer(ctx) }),
  }),
});

// ---------------------------------------------------------------- withdrawals

const RequestWithdrawalInput = builder.inputType('RequestWithdrawalInput', {
  description: 'Seed 001 §3 withdraw form; which fields a method needs is WithdrawalMethod.fields.',
  fields: (t) => ({
    method: t.string({ required: true, description: 'WithdrawalMethod.key.' }),
    amount: t.field({ description: 'A decimal string in major units, e.g. "50.00"; within WithdrawalMethodCurrency limits.', type: 'Decimal' }),
    password: t.string({ description: 'The account password (most methods).' }),
    currency: t.string({ description: 'Crypto methods: the coin.' }),
    venusPointId: t.string({ description: 'VenusPoint: the account id.' }),
    venusPointPassword: t.string({ description: 'VenusPoint: the account password.' }),
    ecoPayzAccountNumber: t.string({ description: 'ecoPayz: the account number.' }),
    bankName: t.string({ description: 'Bank transfer: the bank.' }),
    bankCode: t.string({ description: 'Bank transfer: the bank code.' }),
    branchName: t.string({ description: 'Bank transfer: the branch.' }),
    branchCode: t.string({ description: 'Bank transfer: the branch code.' }),
    accountType: t.string({ description: 'Bank transfer: the account type.' }),
    accountNumber: t.string({ description: 'Bank transfer: the account number.' }),
    accountName: t.string({ description: 'Bank transfer: the account holder.' }),
    jpayAccountHolderName: t.string({ description: 'JPay: the account holder name.' }),
    orientalWalletAccountNumber: t.string({ description: 'Oriental Wallet: the account number.' }),
    email: t.string({ description: 'Wallet methods paying to an e-mail address: that address.' }),
    blockchainAddress: t.string({ description: 'Crypto methods: the address to pay to.' }),
    blockchainTag: t.string({ description: 'Crypto methods: the destination tag or memo, for chains that use one.' }),
    idempotencyKey: t.string({ description: 'Send the same key when retrying the same withdrawal: money is reserved once. One is made when absent.' }),
  }),
});

const WithdrawalPayload = builder.objectRef<{ message: string; withdrawal: TransactionShape }>('WithdrawalPayload').implement({
  description: 'What requestWithdrawal and cancelWithdrawal answer: the withdrawal and the account after the change.',
  fields: (t) => ({
    message: t.exposeString('message', { description: 'Requested: seed 001 §4 "…processed in up to 3 business days (if approved)".' }),
    withdrawal: t.field({ description: 'The withdrawal after the change.', type: CashierTransaction, resolve: (w) => w.withdrawal }),
    viewer: t.field({ type: Viewer, description: 'The account after the change.', resolve: (_w, _a, ctx) => freshViewer(ctx) }),
  }),
});

const DepositCancelled = builder.objectRef<{ message: string; deposit: TransactionShape }>('DepositCancelled').implement({
  description: 'What cancelDeposit answers: the deposit, now cancelled (no money moved), and the account.',
  fields: (t) => ({
    message: t.exposeString('message', { description: 'That the deposit was cancelled and nothing was taken.' }),
    deposit: t.field({ description: 'The deposit after the change.', type: CashierTransaction, resolve: (d) => d.deposit }),
    viewer: t.field({ type: Viewer, description: 'The account after the change.', resolve: (_d, _a, ctx) => freshViewer(ctx) }),
  }),
});

const text = (value: string | null | undefined) => value ?? null;
const keyOf = (given: string | null | undefined) => (given === undefined || given === null || given === '' ? randomUUID() : given);

builder.mutationFields((t) => ({
  startDeposit: t.field({
    type: DepositStarted,
    authScopes: { player: true },
    description: 'Starts a deposit by its method: a payment page, bank instructions, the X1 widget, a crypto address, or a voucher credited at once.',
    args: { input: t.arg({ type: StartDepositInput, required: true }) },
    errors: { types: [ValidationError, AuthError, CashierError, BonusError] },
    resolve: async (_root, { input }, ctx) => {
      const answer = unwrap(
        await ctx.platform.POST('/api/cashier/deposit', {
          params: { header: { 'idempotency-key': keyOf(input.idempotencyKey) } },
          body: {
            PaymentMethod: input.paymentMethod,
            Amount: text(input.amount),
            Currency: text(input.currency),
            AgreeWithDepositTerms: input.agreeWithDepositTerms ?? null,
            CardCountry: text(input.cardCountry),
            PaparaAccountNumber: text(input.paparaAccountNumber),
            NetellerEmail: text(input.netellerEmail),
            VoucherCode: text(input.voucherCode),
            PagsmileDocumentNumber: text(input.pagsmileDocumentNumber),
            BonusCode: text(input.bonusCode),
            // Where the payment page sends the browser back: a path of this site (the platform takes no other).
            ReturnUrl: input.returnUrl || `/${ctx.lang}/user/depositAndWithdraw/deposit`,
          },
        }),
        moneyRefusals,
      );
      return { message: answer.Message, deposit: answer.Deposit, next: nextStepOf(answer, ctx.origin) };
    },
  }),
  confirmX1Transfer: t.field({
    type: X1TransferConfirmed,
    authScopes: { player: true },
    description: 'Seed 000 §7 "transfer confirmation": credits the X1 transfer the widget paid.',
    args: { transferId: t.arg.string({ required: true, description: 'X1Transfer.transferId.' }), bonusCode: t.arg.string() },
    errors: { types: [ValidationError, AuthError, CashierError, BonusError] },
    resolve: async (_root, args, ctx) => {
      const answer = unwrap(await ctx.platform.POST('/api/cashier/x1/confirm', { body: { Id: args.transferId, BonusCode: text(args.bonusCode) } }), moneyRefusals);
      return { message: answer.Message, deposit: answer.Deposit! };
    },
  }),
  requestWithdrawal: t.field({
    type: WithdrawalPayload,
    authScopes: { player: true },
    description: 'Checks the form and the password, then reserves the amount; pending until an operator decides.',
    args: { input: t.arg({ type: RequestWithdrawalInput, required: true }) },
    errors: { types: [ValidationError, AuthError, CashierError] },
    resolve: async (_root, { input }, ctx) => {
      const answer = unwrap(
        await ctx.platform.POST('/api/cashier/withdraw', {
          params: { header: { 'idempotency-key': keyOf(input.idempotencyKey) } },
          body: {
            Method: input.method,
            Amount: text(input.amount),
            Password: text(input.password),
            Currency: text(input.currency),
            VenusPointID: text(input.venusPointId),
            VenusPointPassword: text(input.venusPointPassword),
            EcoPayzAccountNumber: text(input.ecoPayzAccountNumber),
            BankName: text(input.bankName),
            BankCode: text(input.bankCode),
            BranchName: text(input.branchName),
            BranchCode: text(input.branchCode),
            AccountType: text(input.accountType),
            AccountNumber: text(input.accountNumber),
            AccountName: text(input.accountName),
            JpayAccountHolderName: text(input.jpayAccountHolderName),
            OrientalWalletAccountNumber: text(input.orientalWalletAccountNumber),
            Email: text(input.email),
            BlockchainAddress: text(input.blockchainAddress),
            BlockchainTag: text(input.blockchainTag),
          },
        }),
        moneyRefusals,
      );
      return { message: answer.Message, withdrawal: answer.Withdrawal! };
    },
  }),
  cancelDeposit: t.field({
    type: DepositCancelled,
    authScopes: { player: true },
    description: 'Issue 24: cancels a pending deposit whose payment was not completed (idempotent). A completed, failed or expired one: NOT_CANCELABLE.',
    args: { id: t.arg.id({ required: true, description: 'The CashierTransaction id.' }) },
    errors: { types: [AuthError, CashierError] },
    resolve: async (_root, args, ctx) => {
      const id = rawIdOr(args.id, 'CashierTransaction', () => new CashierError(Code.DEPOSIT_NOT_FOUND, ''));
      const answer = unwrap(await ctx.platform.POST('/api/cashier/deposit/{id}/cancel', { params: { path: { id } } }), moneyRefusals);
      return { message: answer.Message, deposit: answer.Deposit! };
    },
  }),
  resumeDeposit: t.field({
    type: DepositStarted,
    authScopes: { player: true },
    description: "Issue 24: a pending deposit's next step again (its payment page) until it expires; otherwise NOT_CANCELABLE.",
    args: { id: t.arg.id({ required: true, description: 'The CashierTransaction id.' }) },
    errors: { types: [AuthError, CashierError] },
    resolve: async (_root, args, ctx) => {
      const id = rawIdOr(args.id, 'CashierTransaction', () => new CashierError(Code.DEPOSIT_NOT_FOUND, ''));
      const answer = unwrap(await ctx.platform.POST('/api/cashier/deposit/{id}/resume', { params: { path: { id } } }), moneyRefusals);
      return { message: answer.Message, deposit: answer.Deposit, next: nextStepOf(answer, ctx.origin) };
    },
  }),
  cancelWithdrawal: t.field({
    type: WithdrawalPayload,
    authScopes: { player: true },
    description: 'Seed 001 §4: a pending withdrawal (cancelable) returns to the balance (cancelWithdrawalModal).',
    args: { id: t.arg.id({ required: true, description: 'The CashierTransaction id.' }) },
    errors: { types: [AuthError, CashierError] },
    resolve: async (_root, args, ctx) => {
      const id = rawIdOr(args.id, 'CashierTransaction', () => new CashierError(Code.WITHDRAWAL_NOT_FOUND, ''));
      const answer = unwrap(await ctx.platform.POST('/api/cashier/withdraw/{id}/cancel', { params: { path: { id } } }), moneyRefusals);
      return { message: answer.Message, withdrawal: answer.Withdrawal! };
    },
  }),
}));

// ---------------------------------------------------------------- live

const BalanceChanged = builder.objectRef<{ user: SessionUser; currency: string }>('BalanceChanged').implement({
  description: 'The signed-in account\'s money moved.',
  fields: (t) => ({
    currency: t.exposeString('currency', { description: 'The currency whose balance moved.' }),
    balance: t.field({
      type: Balance,
      description: 'That currency\'s balances now.',
      resolve: async ({ user, currency }, _args, ctx) => {
        const all = await balancesOf(user, ctx);
        return all.find((b) => b.Currency === currency) ?? all[0]!;
      },
    }),
    viewer: t.field({ type: Viewer, description: 'The account now: select the header\'s fields here and Relay updates it.', resolve: ({ user }) => user }),
  }),
});

builder.subscriptionFields((t) => ({
  balanceChanged: t.field({
    type: BalanceChanged,
    description: 'Each movement of the signed-in account\'s money (deposits, withdrawals, bets, bonuses), for a live header balance.',
    errors: { types: [AuthError] },
    subscribe: async (_root, _args, ctx) => {
      const viewer = await subscriber(ctx);
      return ctx.pubsub.subscribe('balance.changed', viewer.Id);
    },
    // The event says which account moved; what it holds now is read fresh, in major units.
    resolve: async (event, _args, ctx) => ({ user: await freshViewer(ctx), currency: event.currency }),
  }),
  transactionChanged: t.field({
    type: CashierTransaction,
    description: 'A deposit or withdrawal of the signed-in account was made or changed status (a payment page paid, an operator decided).',
    errors: { types: [AuthError, NotFoundError] },
    subscribe: async (_root, _args, ctx) => {
      const viewer = await subscriber(ctx);
      return ctx.pubsub.subscribe('cashier.transaction.changed', viewer.Id);
    },
    resolve: async (event, _args, ctx) =>
      unwrap(await ctx.platform.GET('/api/cashier/transactions/{id}', { params: { path: { id: event.transactionId } } }), moneyRefusals).Transaction!,
  }),
}));
