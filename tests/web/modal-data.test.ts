import { describe, expect, it } from 'vitest';
import { isJackpotWinData, withSeen } from '../../web/src/features/casino/jackpotWin';
import { isCancelWithdrawalData, isGenericModalData, isX1TransferData, isX1WidgetData } from '../../web/src/features/modals/modalData';
import { MODALS } from '../../web/src/features/modals/registry';

// What /open-modal/{tag}/{data?} hands a modal: nothing, or { message } from the link's text (ModalRoutePage).
const byLink = [undefined, { message: 'anything' }];

const transfer = { transferId: '17', bonusCode: null, amount: '25.00', currency: 'EUR' };
const widget = { widgetId: 'w-1', payload: 'signed', locale: 'en-US', symbol: '€', buyMoreHidden: true, tryAgainHidden: true, emailHidden: false, email: 'a@example.org', transfer };

describe('modals opened without their data (issue 24)', () => {
  it.each([
    ['X1WidgetModal', isX1WidgetData, widget],
    ['X1TransferModal', isX1TransferData, transfer],
    ['cancelWithdrawalModal', isCancelWithdrawalData, { id: 'Q2FzaGllclRyYW5zYWN0aW9uOjE=', amount: '€10.00', method: null }],
    ['modal', isGenericModalData, { header: 'Closed', message: 'Back soon' }],
  ] as const)('%s takes what the site hands it and refuses what a link can', (tag, accepts, data) => {
    expect(MODALS[tag].accepts).toBe(accepts);
    expect(accepts(data)).toBe(true);
    for (const bare of byLink) if (tag !== 'modal') expect(accepts(bare)).toBe(false);
  });

  it('the generic modal needs a message; a link that gives one is enough', () => {
    expect(isGenericModalData(undefined)).toBe(false);
    expect(isGenericModalData({ message: '  ' })).toBe(false);
    expect(isGenericModalData({ message: 'Back soon' })).toBe(true);
  });

  it('the widget needs the transfer it pays, with its amount', () => {
    expect(isX1WidgetData({ ...widget, transfer: { transferId: '17' } })).toBe(false);
    expect(isX1WidgetData({ ...widget, widgetId: '' })).toBe(false);
  });
});

describe('mystery jackpot announced once, only for a real win', () => {
  it('a link text is not a win; the subscription hands over one', () => {
    for (const bare of byLink) expect(isJackpotWinData(bare)).toBe(false);
    expect(isJackpotWinData({ name: 'Grand', amount: '5000.00', currency: 'EUR', game: null })).toBe(false);
    expect(isJackpotWinData({ id: 'SmFja3BvdFdpbjox', name: 'Grand', amount: '5000.00', currency: 'EUR', game: null })).toBe(true);
  });

  it('remembers each win once and only the newest 20', () => {
    expect(withSeen(['a', 'b'], 'a')).toEqual(['b', 'a']);
    const many = Array.from({ length: 20 }, (_, i) => String(i));
    expect(withSeen(many, 'new')).toEqual([...many.slice(1), 'new']);
  });
});
