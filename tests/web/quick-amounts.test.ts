import { describe, expect, it } from 'vitest';
import { quickAmountsFor } from '../../web/src/features/cashier/quick-amounts';

describe('quick deposit amounts', () => {
  it('EUR with a €10–€5,000 method: small sensible steps within its limits', () => {
    expect(quickAmountsFor('EUR', { min: '10', max: '5000', decimals: 2 })).toEqual(['10', '20', '50', '100']);
  });

  it('start at the method minimum when it is above the typical first deposit', () => {
    expect(quickAmountsFor('EUR', { min: '25', max: '5000' })).toEqual(['50', '100', '200', '500']);
  });

  it('never above the method maximum', () => {
    expect(quickAmountsFor('EUR', { min: '10', max: '60' })).toEqual(['10', '20', '50']);
    expect(quickAmountsFor('EUR', { min: '100', max: '50' })).toEqual([]);
  });

  it('SEK, NOK and JPY scale to their unit', () => {
    expect(quickAmountsFor('SEK', { min: null, max: '50000' })).toEqual(['100', '200', '500', '1000']);
    expect(quickAmountsFor('NOK', { min: '1', max: null })).toEqual(['100', '200', '500', '1000']);
    expect(quickAmountsFor('JPY', { min: null, max: null, decimals: 0 })).toEqual(['1000', '2000', '5000', '10000']);
  });

  it('a crypto currency steps from the method minimum, in its decimals', () => {
    expect(quickAmountsFor('BTC', { min: '0.0002', max: '1', decimals: 8 })).toEqual(['0.0002', '0.0005', '0.001', '0.002']);
  });

  it('an unknown currency without a minimum gets no buttons', () => {
    expect(quickAmountsFor('XYZ', {})).toEqual([]);
  });
});
