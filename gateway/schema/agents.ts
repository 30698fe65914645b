/**
 * Agent management (issue 8, seed 001 §2/§7): an agent's sub-accounts (its tree at any depth), the
 * create/edit form with the platform's field errors, lock and unlock, transfers, and the report by
 * month or week with its CSV. The platform decides who sees what (NOT_FOUND outside the caller's tree):
 * every field here goes through the caller's session, so the gateway never widens access.
 */
import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { builder } from '../builder';
import type { Context } from '../context';
import { AuthError, DomainError, type ErrorCode } from '../errors';
import { type Refusals, unwrap } from '../upstream/client';
import type { components } from '../upstream/platform-api';
import { AccountTypeEnum, Money, Viewer } from './account';
import { rawIdOr } from './ids';
import { errorType, FieldError } from './errors';
import { countedPage } from './shared';
import { Code } from '../upstream/error-codes';

type Schemas = components['schemas'];
type SubAgentShape = Schemas['SubAgent'];
type ReportRowShape = Schemas['AgentReportRow'];

/** The agent form's refusal (seed 001 §4 "create and edit set a server errors object from the response"), also any other agent refusal. */
export class AgentFormError extends DomainError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(code, message);
  }
}

// The form's PascalCase fields (seed 001 §3) as the GraphQL input spells them.
const FIELD_NAMES: Record<string, string> = {
  UserName: 'userName',
  CurrencyID: 'currency',
  Email: 'email',
  Password: 'password',
  PasswordConfirmation: 'passwordConfirmation',
  SubAgentCommission: 'subAgentCommission',
  AgentCommission: 'agentCommission',
  Country: 'country',
  StakeFactor: 'stakeFactor',
  PositionTaking: 'positionTaking',
  Rebate: 'rebate',
  AccountType: 'accountType',
  Amount: 'amount',
  'idempotency-key': 'idempotencyKey',
};

/** Any agent refusal is an AgentFormError with its fields as the form names them (AuthError when signed out). */
const agentRefusals: Refusals = {
  fieldNames: FIELD_NAMES,
  error: ({ code, message, fields }) => (code === Code.UNAUTHORIZED ? new AuthError(code, message) : new AgentFormError(code, message, fields)),
};

errorType(AgentFormError, 'AgentFormError', 'An agent operation was refused (NOT_FOUND outside your tree, NO_PRIVILEGES, VALIDATION with fieldErrors, INSUFFICIENT_BALANCE…); nothing was changed.', (t) => ({
  fieldErrors: t.field({
    type: [FieldError],
    description: 'The form fields the platform refused, named as the input names them.',
    resolve: (error) => Object.entries(error.fieldErrors).map(([field, message]) => ({ field, message })),
  }),
}));

const SUB_ID = /^\d{1,18}$/;

export const SubAccount = builder.loadableNode('SubAccount', {
  description: "An account in the signed-in agent's tree (any depth). node(id:) answers null for anyone else's.",
  id: { resolve: (account: SubAgentShape) => account.Id },
  load: async (ids: string[], ctx: Context) => {
    const valid = ids.filter((id) => SUB_ID.test(id));
    // Outside the caller's tree is the same as not existing: node(id:) answers null, nothing is masked as an error.
    const none = ids.map(() => null as unknown as SubAgentShape);
    if (valid.length === 0 || !(await ctx.viewer())) return none;
    const result = await ctx.platform.GET('/api/agent/subAgents/byIds', { params: { query: { Ids: valid.join(',') } } });
    // Not an agent: nothing of anyone's is visible.
    if (result.data === undefined) return none;
    const found = new Map(result.data.SubAgents.map((account) => [account.Id, account]));
    return ids.map((id) => found.get(id) ?? (null as unknown as SubAgentShape));
  },
  fields: (t) => ({
    userName: t.exposeString('UserName', { description: 'The username it signs in with.' }),
    email: t.exposeString('Email', { description: 'Its e-mail address.' }),
    accountType: t.field({ type: AccountTypeEnum, description: 'Seed 001 §1 account type.', resolve: (a) => a.AccountType as 0 | 1 | 2 | 3 | 4 }),
    currency: t.exposeString('Currency', { description: 'The account currency (the form\'s CurrencyID).' }),
    country: t.exposeString('Country', { nullable: true, description: 'ISO country code.' }),
    locked: t.exposeBoolean('Locked', { description: 'A locked account cannot sign in or bet.' }),
    balance: t.field({ type: Money, description: 'Its cash; play money for a DEMO_USER.', resolve: (a) => ({ amount: a.Balance, currency: a.Currency }) }),
    playMoney: t.exposeBoolean('PlayMoney', { description: 'A demo user: the balance is play money, no transfers.' }),
    parentUserName: t.exposeString('ParentUserName', { nullable: true, description: 'The agent directly above it.' }),
    subAgentCommission: t.field({ type: 'Decimal', description: 'Percent (2 decimals).', resolve: (a) => a.SubAgentCommission }),
    agentCommission: t.field({ type: 'Decimal', description: 'Percent of positive GGR the report pays as commission.', resolve: (a) => a.AgentCommission }),
    stakeFactor: t.field({ type: 'Decimal', description: 'Factor (1.00 = stakes as placed).', resolve: (a) => a.StakeFactor }),
    positionTaking: t.field({ type: 'Decimal', description: 'Percent.', resolve: (a) => a.PositionTaking }),
    rebate: t.field({ type: 'Decimal', description: 'Percent of stakes the report pays as rebate.', resolve: (a) => a.Rebate }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was created.', resolve: (a) => a.CreatedDate }),
  }),
});

const AgentReportPeriod = builder.inputType('AgentReportPeriod', {
  description: 'A calendar month (month and year) or the last 7 days (week: true), seed 001 §2.',
  fields: (t) => ({
    month: t.int({ description: '1–12, with year.' }),
    year: t.int({ description: 'With month.' }),
    week: t.boolean({ description: 'The last 7 days instead of a month.' }),
  }),
});

type ReportShape = Omit<Schemas['AgentReportResponse'], 'HasErrors' | 'ErrorMessage'> & { query: string };

const AgentReportRow = builder.objectRef<ReportRowShape>('AgentReportRow').implement({
  description: 'One sub-account\'s figures in the period (or the totals, in the agent\'s currency).',
  fields: (t) => ({
    account: t.field({
      type: SubAccount,
      nullable: true,
      description: 'The sub-account (null on the totals row).',
      resolve: (row) => row.UserId,
    }),
    userName: t.exposeString('UserName', { description: 'Its username ("Total" on the totals row).' }),
    stakes: t.field({ type: Money, description: 'Sportsbook stakes and casino bets.', resolve: (r) => ({ amount: r.Stakes, currency: r.Currency }) }),
    wins: t.field({ type: Money, description: 'What was paid back.', resolve: (r) => ({ amount: r.Wins, currency: r.Currency }) }),
    ggr: t.field({ type: Money, description: 'Gross gaming revenue: stakes − wins.', resolve: (r) => ({ amount: r.Ggr, currency: r.Currency }) }),
    commission: t.field({ type: Money, description: 'GGR × AgentCommission, never negative.', resolve: (r) => ({ amount: r.Commission, currency: r.Currency }) }),
    rebate: t.field({ type: Money, description: 'Stakes × Rebate.', resolve: (r) => ({ amount: r.Rebate, currency: r.Currency }) }),
  }),
});

const AgentReport = builder.objectRef<ReportShape>('AgentReport').implement({
  description: 'The agent report of seed 001 §2: per sub-account of the tree, for a month or the last 7 days.',
  fields: (t) => ({
    from: t.field({ type: 'DateTime', description: 'Start (inclusive).', resolve: (r) => r.From }),
    to: t.field({ type: 'DateTime', description: 'End (exclusive).', resolve: (r) => r.To }),
    rows: t.field({ type: [AgentReportRow], description: 'One row per sub-account (demo users, on play money, are left out).', resolve: (r) => r.Rows }),
    totals: t.field({ type: AgentReportRow, description: 'The sum of the rows in the agent\'s currency.', resolve: (r) => r.Totals }),
    csvUrl: t.string({ description: 'The same report as CSV (GET with the session cookie).', resolve: (r) => `/agent-reports.csv?${r.query}` }),
  }),
});

function reportQuery(period: { month?: number | null; year?: number | null; week?: boolean | null }) {
  if (period.week) return { Week: 'true' as const };
  return { ...(period.month != null ? { Month: period.month } : {}), ...(period.year != null ? { Year: period.year } : {}) };
}

builder.objectFields(Viewer, (t) => ({
  subAccounts: t.connection(
    {
      type: SubAccount,
      description: 'The agent\'s sub-accounts (its tree at any depth), newest first, 20 a page; search in username and e-mail. NO_PRIVILEGES for a non-agent.',
      args: { search: t.arg.string({ description: 'Part of a username or e-mail.' }) },
      resolve: async (_viewer, args, ctx) => {
        let totalCount = 0;
        const connection = await resolveOffsetConnection({ args, defaultSize: 20, maxSize: 100 }, async ({ offset, limit }) => {
          // The platform pages by page number: ask for the page holding offset, cut what we need.
          const size = Math.min(limit, 100);
          const page = Math.floor(offset / size) + 1;
          const skip = offset - (page - 1) * size;
          const read = async (Page: number) => unwrap(await ctx.platform.GET('/api/agent/subAgents', { params: { query: { Search: args.search ?? undefined, Page, PageSize: size } } }), agentRefusals);
          const first = await read(page);
          let rows = first.SubAgents.slice(skip);
          if (skip > 0 && rows.length < limit) rows = rows.concat((await read(page + 1)).SubAgents);
          totalCount = first.TotalRecords;
          return rows.slice(0, limit);
        });
        return { ...connection, totalCount };
      },
    },
    ...countedPage('SubAccount', { connection: 'A page of sub-accounts.', totalCount: 'How many match, over all pages.', edge: 'A sub-account and its cursor.' }),
  ),
  agentReport: t.field({
    type: AgentReport,
    description: 'The agent report for a month or the last 7 days. NO_PRIVILEGES for a non-agent.',
    args: { period: t.arg({ type: AgentReportPeriod, required: true, description: 'Month and year, or week.' }) },
    resolve: async (_viewer, { period }, ctx) => {
      const query = reportQuery(period);
      const report = unwrap(await ctx.platform.GET('/api/agent/report', { params: { query } }), agentRefusals);
      return { ...report, query: new URLSearchParams(Object.entries(query).map(([k, v]) => [k.toLowerCase(), String(v)])).toString() };
    },
  }),
}));

const SubAccountFormFields = {
  email: 'Email',
  password: 'Password',
  passwordConfirmation: 'PasswordConfirmation',
  subAgentCommission: 'SubAgentCommission',
  agentCommission: 'AgentCommission',
  country: 'Country',
  stakeFactor: 'StakeFactor',
  positionTaking: 'PositionTaking',
  rebate: 'Rebate',
} as const;

const CreateSubAccountInput = builder.inputType('CreateSubAccountInput', {
  description: 'The sub-agent form of seed 001 §3.',
  fields: (t) => ({
    userName: t.string({ required: true, description: 'UserName.' }),
    userId: t.string({ description: 'UserID (kept for the seed\'s form; the platform assigns the id).' }),
    currency: t.string({ required: true, description: 'CurrencyID: a currency code, e.g. EUR.' }),
    email: t.string({ required: true, description: 'Email.' }),
    password: t.string({ required: true, description: 'Password.' }),
    passwordConfirmation: t.string({ required: true, description: 'PasswordConfirmation.' }),
    subAgentCommission: t.field({ type: 'Decimal', description: 'Percent, 2 decimals.' }),
    agentCommission: t.field({ type: 'Decimal', description: 'Percent, 2 decimals.' }),
    country: t.string({ required: true, description: 'ISO country code.' }),
    stakeFactor: t.field({ type: 'Decimal', description: 'Factor, 2 decimals (default 1.00).' }),
    positionTaking: t.field({ type: 'Decimal', description: 'Percent, 2 decimals.' }),
    rebate: t.field({ type: 'Decimal', description: 'Percent, 2 decimals.' }),
    accountType: t.field({ type: AccountTypeEnum, description: 'What to create (default USER): agents create USER and DEMO_USER, super agents also AGENT, super master agents also SUPER_AGENT.' }),
  }),
});

const UpdateSubAccountInput = builder.inputType('UpdateSubAccountInput', {
  description: 'Edits a sub-account; absent or blank fields stay as they are.',
  fields: (t) => ({
    id: t.id({ required: true, description: 'The SubAccount.' }),
    email: t.string({ description: 'Email.' }),
    password: t.string({ description: 'A new password (with its confirmation).' }),
    passwordConfirmation: t.string({ description: 'PasswordConfirmation.' }),
    subAgentCommission: t.field({ type: 'Decimal', description: 'Percent.' }),
    agentCommission: t.field({ type: 'Decimal', description: 'Percent.' }),
    country: t.string({ description: 'ISO country code.' }),
    stakeFactor: t.field({ type: 'Decimal', description: 'Factor.' }),
    positionTaking: t.field({ type: 'Decimal', description: 'Percent.' }),
    rebate: t.field({ type: 'Decimal', description: 'Percent.' }),
  }),
});

const SetSubAccountLockedInput = builder.inputType('SetSubAccountLockedInput', {
  description: 'Locks or unlocks a sub-account.',
  fields: (t) => ({ id: t.id({ required: true, description: 'The SubAccount.' }), locked: t.boolean({ required: true, description: 'true locks.' }) }),
});

const TransferDirection = builder.enumType('TransferDirection', {
  description: 'DEPOSIT moves the agent\'s cash to the sub-account, WITHDRAW back.',
  values: {
    DEPOSIT: { value: 'deposit', description: 'From the agent to the sub-account.' },
    WITHDRAW: { value: 'withdraw', description: 'From the sub-account back to the agent; never below zero.' },
  } as const,
});

const TransferToSubAccountInput = builder.inputType('TransferToSubAccountInput', {
  description: 'A transfer between the agent and a sub-account (same currency).',
  fields: (t) => ({
    id: t.id({ required: true, description: 'The SubAccount.' }),
    direction: t.field({ type: TransferDirection, required: true, description: 'Which way.' }),
    amount: t.field({ type: 'Decimal', required: true, description: 'Major units.' }),
    idempotencyKey: t.string({ required: true, description: 'One per transfer: a retry with the same key moves nothing again.' }),
  }),
});

/** The form fields present in the input, PascalCase for the platform. */
function formBody(input: Record<string, unknown>) {
  const body: Record<string, string> = {};
  for (const [field, name] of Object.entries(SubAccountFormFields)) {
    const value = input[field];
    if (typeof value === 'string') body[name] = value;
  }
  return body;
}

/** A SubAccount id (raw), or the NOT_FOUND every outsider gets. */
const subAccountId = (id: string | number) => rawIdOr(id, 'SubAccount', () => new AgentFormError(Code.NOT_FOUND, ''));

const resultOf = (description: string) => ({ types: [AgentFormError, AuthError], union: { description } });

builder.mutationFields((t) => ({
  createSubAccount: t.field({
    type: SubAccount,
    description: 'Creates a sub-account below the signed-in agent (seed 001 §3 sub-agent form).',
    args: { input: t.arg({ type: CreateSubAccountInput, required: true, description: 'The form.' }) },
    errors: resultOf('The created sub-account, or why not (field errors).'),
    resolve: async (_root, { input }, ctx) => {
      const body = {
        ...formBody(input),
        UserName: input.userName,
        UserID: input.userId ?? null,
        CurrencyID: input.currency,
        ...(input.accountType != null ? { AccountType: input.accountType } : {}),
      };
      return unwrap(await ctx.platform.POST('/api/agent/subAgents', { body }), agentRefusals).SubAgent;
    },
  }),
  updateSubAccount: t.field({
    type: SubAccount,
    description: 'Edits a sub-account of the signed-in agent\'s tree.',
    args: { input: t.arg({ type: UpdateSubAccountInput, required: true, description: 'The changes.' }) },
    errors: resultOf('The edited sub-account, or why not (field errors).'),
    resolve: async (_root, { input }, ctx) =>
      unwrap(await ctx.platform.PUT('/api/agent/subAgents/{id}', { params: { path: { id: subAccountId(input.id) } }, body: formBody(input) }), agentRefusals).SubAgent,
  }),
  setSubAccountLocked: t.field({
    type: SubAccount,
    description: 'Locks (no sign-in, no bets, sessions end) or unlocks a sub-account of the tree.',
    args: { input: t.arg({ type: SetSubAccountLockedInput, required: true, description: 'Which and how.' }) },
    errors: resultOf('The sub-account after, or why not.'),
    resolve: async (_root, { input }, ctx) => {
      const path = input.locked ? '/api/agent/subAgents/{id}/lock' : '/api/agent/subAgents/{id}/unlock';
      return unwrap(await ctx.platform.POST(path, { params: { path: { id: subAccountId(input.id) } } }), agentRefusals).SubAgent;
    },
  }),
  transferToSubAccount: t.field({
    type: SubAccount,
    description: 'Deposits to or withdraws from a sub-account of the tree through the ledger (never below zero).',
    args: { input: t.arg({ type: TransferToSubAccountInput, required: true, description: 'The transfer.' }) },
    errors: resultOf('The sub-account after, or why not.'),
    resolve: async (_root, { input }, ctx) => {
      const path = input.direction === 'deposit' ? '/api/agent/subAgents/{id}/deposit' : '/api/agent/subAgents/{id}/withdraw';
      const answer = await ctx.platform.POST(path, {
        params: { path: { id: subAccountId(input.id) }, header: { 'idempotency-key': input.idempotencyKey } },
        body: { Amount: input.amount },
      });
      return unwrap(answer, agentRefusals).SubAgent;
    },
  }),
}));

/** The sub-account as the caller may see it now, or the NOT_FOUND an outsider gets. */
async function visibleSubAccount(ctx: Context, id: string): Promise<SubAgentShape> {
  const found = unwrap(await ctx.platform.GET('/api/agent/subAgents/byIds', { params: { query: { Ids: id } } }), agentRefusals).SubAgents[0];
  if (!found) throw new AgentFormError(Code.NOT_FOUND, '');
  return found;
}

builder.subscriptionFields((t) => ({
  subAccountChanged: t.field({
    type: SubAccount,
    description: 'A sub-account of the signed-in agent\'s tree changed (edited, locked, money moved, bets). Only inside the caller\'s tree.',
    args: { id: t.arg.id({ required: true, description: 'The SubAccount.' }) },
    errors: resultOf('The sub-account after the change, or why it cannot be watched.'),
    subscribe: async (_root, args, ctx) => {
      if (!(await ctx.viewer())) throw new AuthError(Code.UNAUTHORIZED, '');
      const id = subAccountId(args.id);
      // Refused before any event: an outsider learns nothing, not even when the account changes.
      await visibleSubAccount(ctx, id);
      return merge<{ userId: string }>(ctx.pubsub.subscribe('agent.account.changed', id), ctx.pubsub.subscribe('balance.changed', id));
    },
    // Read again with the caller's session: moved out of the tree (or the caller lost its rights) answers NOT_FOUND.
    resolve: async (event, _args, ctx) => visibleSubAccount(ctx, event.userId),
  }),
}));

/** Two event streams as one (both end when the subscriber goes). */
async function* merge<T>(...streams: AsyncIterable<T>[]): AsyncGenerator<T> {
  const iterators = streams.map((stream) => stream[Symbol.asyncIterator]());
  const next = iterators.map((iterator, index) => iterator.next().then((value) => ({ value, index })));
  try {
    for (;;) {
      const { value, index } = await Promise.race(next);
      if (value.done) return;
      next[index] = iterators[index]!.next().then((result) => ({ value: result, index }));
      yield value.value;
    }
  } finally {
    await Promise.all(iterators.map((iterator) => iterator.return?.()));
  }
}
