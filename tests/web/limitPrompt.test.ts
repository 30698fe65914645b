/**
 * The deposit-limit prompt on the page (issue 17): the platform says whether it is due and whether the
 * player's profile lets it be skipped; the page asks with Skip, asks without it and holds the deposit
 * form back, or asks nothing.
 */
import { describe, expect, it } from 'vitest';
import { depositFormShown, LIMIT_PROMPT_PERIODS, limitAmountOf, limitPromptView } from '../../web/src/features/responsible/limitPrompt';
import { ResponsibleLimitPeriod } from '../../gateway/upstream/value-enums';

const state = (limitPromptDue: boolean, limitPromptSkippable: boolean) => ({ limitPromptDue, profile: { limitPromptSkippable } });

describe('the skip rule', () => {
  it.each([
    ['due, skippable', state(true, true), 'skippable', true],
    ['due, not skippable', state(true, false), 'required', false],
    ['not due (a limit, a deposit or a skip)', state(false, true), 'none', true],
    ['not due where it could not be skipped', state(false, false), 'none', true],
    ['nothing read yet', null, 'none', true],
  ] as const)('%s', (_name, input, view, formShown) => {
    expect(limitPromptView(input)).toBe(view);
    expect(depositFormShown(limitPromptView(input))).toBe(formShown);
  });

  it("offers the platform's limit windows", () => {
    expect([...LIMIT_PROMPT_PERIODS].sort()).toEqual(Object.keys(ResponsibleLimitPeriod.values).sort());
  });
});

describe('the amount typed', () => {
  it.each([
    ['50', '50'],
    [' 50.5 ', '50.5'],
    ['20.00', '20.00'],
    ['0', null],
    ['0.00', null],
    ['-5', null],
    ['1 000', null],
    ['12,50', null],
    ['', null],
  ])('%j → %j', (typed, amount) => {
    expect(limitAmountOf(typed)).toBe(amount);
  });
});
