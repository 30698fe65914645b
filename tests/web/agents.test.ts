import { describe, expect, it } from 'vitest';
import { fitLabel, layoutBars, niceStep, scaleOf } from '../../web/src/features/charts/bars';
import {
  choiceOf,
  choiceValue,
  creatableTypes,
  decimalFieldRule,
  defaultReportChoice,
  EMPTY_SUB_ACCOUNT,
  isAgentType,
  isFutureMonth,
  periodOf,
  profileDecimal,
  reportYears,
  searchOf,
  subAccountFieldErrors,
  toSubAccountInput,
  transferProblem,
  validateSubAccount,
  valuesOf,
  type SubAccountValues,
} from '../../web/src/features/agents/rules';
import { itReturns } from '../helpers/table';

describe('who may create which account type (issue 8)', () => {
  it.each([
    ['SUPER_MASTER_AGENT', ['SUPER_AGENT', 'AGENT', 'USER', 'DEMO_USER']],
    ['SUPER_AGENT', ['AGENT', 'USER', 'DEMO_USER']],
    ['AGENT', ['USER', 'DEMO_USER']],
    ['USER', []],
    ['DEMO_USER', []],
  ])('%s creates %j', (viewer, types) => {
    expect(creatableTypes(viewer)).toEqual(types);
  });

  itReturns('%s manages sub-accounts: %s', isAgentType, [
    ['AGENT', true],
    ['SUPER_AGENT', true],
    ['SUPER_MASTER_AGENT', true],
    ['USER', false],
    ['DEMO_USER', false],
    [null, false],
  ]);
});

const filled: SubAccountValues = {
  ...EMPTY_SUB_ACCOUNT,
  AccountType: 'AGENT',
  UserName: 'sub_agent1',
  Email: 'sub@example.org',
  Password: 'Tangerine7Kite',
  PasswordConfirmation: 'Tangerine7Kite',
  Country: 'SE',
  SubAgentCommission: '2,5',
  AgentCommission: '10',
  StakeFactor: '1.5',
  PositionTaking: '25',
  Rebate: '0.25',
};

describe('the profile numbers, typed in the agent\'s language', () => {
  itReturns('%j in %s → %j', profileDecimal, [
    ['10', 'en-US', '10'],
    ['2,5', 'de-DE', '2.5'],
    ['2.5', 'en-US', '2.5'],
    ['0,25', 'sv-SE', '0.25'],
    ['1.005', 'en-US', null],
    ['abc', 'en-US', null],
    ['-1', 'en-US', null],
    ['', 'en-US', null],
  ]);

  it.each([
    ['AgentCommission', '100', null],
    ['AgentCommission', '0', null],
    ['AgentCommission', '100.01', 'agents:web.validation.percent'],
    ['Rebate', '', 'required'],
    ['Rebate', '1.234', 'agents:web.validation.decimal'],
    ['StakeFactor', '0', 'agents:web.validation.stakeFactor'],
    ['StakeFactor', '0.01', null],
    ['StakeFactor', '100', null],
    ['StakeFactor', '101', 'agents:web.validation.stakeFactor'],
  ] as const)('%s %j → %s', (field, input, rule) => {
    expect(decimalFieldRule(field, input, 'en-US')).toBe(rule);
  });
});

describe('the sub-account form', () => {
  it('accepts a filled form and turns it into the gateway\'s input', () => {
    expect(validateSubAccount(filled, 'create', 'de-DE')).toEqual({});
    expect(toSubAccountInput(filled, 'create', 'de-DE')).toEqual({
      userName: 'sub_agent1',
      userId: null,
      currency: 'EUR',
      accountType: 'AGENT',
      email: 'sub@example.org',
      password: 'Tangerine7Kite',
      passwordConfirmation: 'Tangerine7Kite',
      country: 'SE',
      subAgentCommission: '2.5',
      agentCommission: '10',
      stakeFactor: '1.5',
      positionTaking: '25',
      rebate: '0.25',
    });
  });

  it('asks for the identity when creating', () => {
    const errors = validateSubAccount({ ...EMPTY_SUB_ACCOUNT, CurrencyID: '' }, 'create', 'en-US');
    expect(errors).toMatchObject({ UserName: 'required', Email: 'required', Password: 'required', PasswordConfirmation: 'required', CurrencyID: 'currency.unknown', Country: 'country.unknown' });
  });

  // Issue 24: one username rule for registration and the agent form (6 to 20 characters).
  it.each([
    ['abcd', 'username.length'],
    ['abcde', 'username.length'],
    ['abc def', 'username.characters'],
    ['abcdef', undefined],
  ])('tells the agent at once that %s is no username', (UserName, rule) => {
    expect(validateSubAccount({ ...filled, UserName }, 'create', 'en-US').UserName).toBe(rule);
  });

  it('checks the email, the confirmation and the user id', () => {
    const errors = validateSubAccount({ ...filled, Email: 'nope', PasswordConfirmation: 'Secret124', UserID: '12a' }, 'create', 'en-US');
    expect(errors).toEqual({ Email: 'email.invalid', PasswordConfirmation: 'password.mustMatch', UserID: 'agents:web.validation.userId' });
  });

  it('keeps the password and the country when editing with those fields empty', () => {
    const editing = { ...filled, Password: '', PasswordConfirmation: '', Country: '', SubAgentCommission: '2.5' };
    expect(validateSubAccount(editing, 'edit', 'en-US')).toEqual({});
    const input = toSubAccountInput(editing, 'edit', 'en-US');
    expect(input).not.toHaveProperty('password');
    expect(input).not.toHaveProperty('userName');
    expect(input.country).toBeNull();
    expect(validateSubAccount({ ...editing, Password: 'Other123' }, 'edit', 'en-US')).toEqual({ PasswordConfirmation: 'required' });
  });

  it('reads an account back into the form, password empty', () => {
    const values = valuesOf({
      accountType: 'USER',
      userName: 'kid',
      email: 'kid@example.org',
      currency: 'SEK',
      country: null,
      subAgentCommission: '1',
      agentCommission: '2',
      stakeFactor: '1',
      positionTaking: '0',
      rebate: '0.5',
    });
    expect(values).toMatchObject({ UserName: 'kid', CurrencyID: 'SEK', Country: '', Password: '', Rebate: '0.5' });
  });

  it.each([
    ['UserName', 'UserName'],
    ['Currency', 'CurrencyID'],
    ['currencyId', 'CurrencyID'],
    ['Country.Code', 'Country'],
    ['userId', 'UserID'],
    ['PasswordConfirmation', 'PasswordConfirmation'],
    ['StakeFactor', 'StakeFactor'],
    ['Somewhere', 'Somewhere'],
  ])('a server error on %s lands on %s', (field, target) => {
    expect(subAccountFieldErrors([{ field, message: 'm' }])).toEqual([{ field: target, message: 'm' }]);
  });
});

describe('a transfer amount', () => {
  const balances = { subAccount: '25.00', own: '100.00' };
  it.each([
    ['', 'DEPOSIT', 'required'],
    ['0', 'DEPOSIT', 'agents:web.transfer.invalid'],
    ['1.001', 'DEPOSIT', 'agents:web.transfer.invalid'],
    ['-5', 'DEPOSIT', 'agents:web.transfer.invalid'],
    ['100', 'DEPOSIT', null],
    ['100.01', 'DEPOSIT', 'agents:web.transfer.overOwnBalance'],
    ['25', 'WITHDRAW', null],
    ['25.01', 'WITHDRAW', 'agents:web.transfer.overBalance'],
  ] as const)('%j to %s → %s', (input, direction, problem) => {
    expect(transferProblem(input, 'en-US', direction, balances)).toBe(problem);
  });

  it('leaves the agent\'s own limit to the platform when it is not known', () => {
    expect(transferProblem('1000000', 'en-US', 'DEPOSIT', { subAccount: '0', own: null })).toBeNull();
  });

  it('reads the amount in the agent\'s language', () => {
    expect(transferProblem('12,50', 'de-DE', 'WITHDRAW', balances)).toBeNull();
    expect(transferProblem('25,50', 'de-DE', 'WITHDRAW', balances)).toBe('agents:web.transfer.overBalance');
  });
});

describe('the list search', () => {
  itReturns('%j → %j', searchOf, [
    ['', null],
    ['   ', null],
    [' kid ', 'kid'],
  ]);
});

describe('the report period (month and year, or the week)', () => {
  const now = new Date('2026-03-15T12:00:00Z');
  it('opens on this month', () => {
    expect(defaultReportChoice(now)).toEqual({ kind: 'month', month: 3, year: 2026 });
  });

  it('sends a month or the week', () => {
    expect(periodOf({ kind: 'month', month: 2, year: 2026 })).toEqual({ month: 2, year: 2026 });
    expect(periodOf({ kind: 'week' })).toEqual({ week: true });
  });

  it('offers this year and the four before it, and no month to come', () => {
    expect(reportYears(now)).toEqual([2026, 2025, 2024, 2023, 2022]);
    expect(isFutureMonth(3, 2026, now)).toBe(false);
    expect(isFutureMonth(4, 2026, now)).toBe(true);
    expect(isFutureMonth(12, 2025, now)).toBe(false);
    expect(isFutureMonth(1, 2027, now)).toBe(true);
  });

  it.each([
    [{ kind: 'week' } as const, 'week'],
    [{ kind: 'month', month: 3, year: 2026 } as const, '2026-03'],
    [{ kind: 'month', month: 12, year: 2025 } as const, '2025-12'],
  ])('%j ⇄ %s', (choice, value) => {
    expect(choiceValue(choice)).toBe(value);
    expect(choiceOf(value)).toEqual(choice);
  });

  it.each(['2026-13', '2026-00', 'month', ''])('%j is no choice', (value) => {
    expect(choiceOf(value)).toBeNull();
  });
});

describe('the report chart', () => {
  it.each([
    [10, 5, 2],
    [100, 5, 20],
    [7, 5, 2],
    [0.3, 5, 0.1],
    [1234, 5, 500],
    [0, 5, 1],
  ])('a span of %d in %d parts steps by %d', (span, count, step) => {
    expect(niceStep(span, count)).toBeCloseTo(step, 10);
  });

  it('holds zero and the largest figure on round ticks', () => {
    expect(scaleOf([0, 80, 35])).toEqual({ min: 0, max: 80, step: 20, ticks: [0, 20, 40, 60, 80] });
    expect(scaleOf([])).toEqual({ min: 0, max: 1, step: 1, ticks: [0, 1] });
  });

  it('reaches below zero for a loss', () => {
    const scale = scaleOf([-30, 90]);
    expect(scale.min).toBeLessThanOrEqual(-30);
    expect(scale.max).toBeGreaterThanOrEqual(90);
    expect(scale.ticks).toContain(0);
  });

  it('draws bars up from the baseline and down from it for a loss, inside the plot', () => {
    const size = { width: 400, height: 200, padding: { top: 10, right: 10, bottom: 30, left: 40 } };
    const layout = layoutBars(
      [
        { label: 'a', values: [100, 40, 60] },
        { label: 'b', values: [20, 50, -30] },
      ],
      size,
    );
    expect(layout.groups).toHaveLength(2);
    const [up, , down] = [layout.groups[1]!.bars[0]!, null, layout.groups[1]!.bars[2]!];
    expect(up.y + up.height).toBeCloseTo(layout.baseline);
    expect(down.y).toBeCloseTo(layout.baseline);
    expect(down.height).toBeGreaterThan(0);
    for (const bar of layout.groups.flatMap((group) => group.bars)) {
      expect(bar.x).toBeGreaterThanOrEqual(layout.plot.left);
      expect(bar.x + bar.width).toBeLessThanOrEqual(layout.plot.right + 1e-9);
      expect(bar.y).toBeGreaterThanOrEqual(layout.plot.top - 1e-9);
      expect(bar.y + bar.height).toBeLessThanOrEqual(layout.plot.bottom + 1e-9);
    }
    // The tallest bar reaches the scale's top tick exactly when the figure is round.
    const tallest = layout.groups[0]!.bars[0]!;
    expect(tallest.y).toBeCloseTo(layout.ticks.at(-1)!.y);
    expect(layout.groups[0]!.center).toBeLessThan(layout.groups[1]!.center);
  });

  it('shortens a long name to its slot', () => {
    expect(fitLabel('short', 100)).toBe('short');
    expect(fitLabel('a_very_long_username', 70)).toBe('a_very_lo…');
  });
});
