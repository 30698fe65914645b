import { useTranslation } from 'react-i18next';
import { offersCashout } from '../../../../../rules/betting/settlement';
import type { TicketShape } from './TicketView';

/**
 * A ticket with no cash-out value to take: a bet type that never offers one says so (rules/settlement
 * offersCashout, the platform's own rule); a bet without a value now (a leg suspended or
 * unpriced) may offer one again, so it reads "not available right now".
 */
export function CashoutNone({ ticket }: { ticket: Pick<TicketShape, 'betType' | 'isFreeBet'> }) {
  const { t } = useTranslation('betslip');
  const never = !offersCashout(ticket.betType.toLowerCase(), ticket.isFreeBet);
  return (
    <p className="muted ticket__cashout-none" data-cashout-none={never ? 'never' : 'now'}>
      {t(never ? 'cashout.never' : 'cashout.unavailable')}
    </p>
  );
}
