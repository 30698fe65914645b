/** A compliance flag's facts as the back office shows them (web/src/backoffice/compliance/facts.ts). */
import { describe, expect, it } from 'vitest';
import { factsOf } from '../../web/src/backoffice/compliance/facts';

describe('factsOf', () => {
  it.each([
    // platform/compliance/flags.ts: a large deposit without KYC, amounts in minor units beside the currency.
    ['large deposit', { amount: '150000', currency: 'EUR', threshold: '100000' }, [{ key: 'amount', value: '€1,500.00' }, { key: 'threshold', value: '€1,000.00' }]],
    // responsible/activity.ts: the affordability threshold, in a currency of no minor unit.
    // As jsonb hands them back (by key length): read in the order of the fact, then its measure.
    ['affordability in yen', { days: 30, profile: 'uk', currency: 'JPY', threshold: '200000', netDeposits: '250000' }, [
      { key: 'netDeposits', value: '¥250,000' },
      { key: 'threshold', value: '¥200,000' },
      { key: 'days', value: '30' },
      { key: 'profile', value: 'uk' },
    ]],
    ['shared address', { ip: '203.0.113.9', accounts: 3, threshold: 3 }, [{ key: 'ip', value: '203.0.113.9' }, { key: 'accounts', value: '3' }, { key: 'threshold', value: '3' }]],
    ['a fact no rule wrote yet, after the known ones', { zone: 'north', amount: '100', currency: 'EUR', area: 'x' }, [{ key: 'amount', value: '€1.00' }, { key: 'area', value: 'x' }, { key: 'zone', value: 'north' }]],
    ['a coin Intl does not know', { amount: '125000', currency: 'mBTC' }, [{ key: 'amount', value: '1250.00 mBTC' }]],
    ['not an object', 'nothing', []],
  ])('%s', (_name, details, expected) => {
    expect(factsOf(details, 'en-US')).toEqual(expected);
  });
});
