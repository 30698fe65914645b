import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinor, isoMinorUnits, parseMinor } from '../../../../../rules/money';
import { useCashOutMutation } from '../../../mutations/useCashOutMutation';
import { useSetAutoCashOutMutation } from '../../../mutations/useSetAutoCashOutMutation';
import { useBetFormat, type Money } from '../betslip/format';
import { cashouts } from './cashoutState';

export interface CashOutOptionsTicket {
  readonly id: string;
  readonly stake: Money;
  readonly cashOut?: Money | null;
  readonly autoCashOut?: Money | null;
}

const decimalsOf = (currency: string) => isoMinorUnits(currency) ?? 2;

/**
 * The value of `part` of the stake when the whole is worth `value`, rounded down: never above what the
 * platform prices the part at (it rounds the part's own value down once), so the book takes it.
 */
function partValue(value: Money, stake: Money, part: bigint): Money | null {
  const decimals = decimalsOf(value.currency);
  const whole = parseMinor(value.amount, decimals);
  const staked = parseMinor(stake.amount, decimals);
  if (whole === null || staked === null || staked <= 0n) return null;
  return { amount: formatMinor((whole * part) / staked, decimals), currency: value.currency };
}

/**
 * Cash-out 2.0 (issue 23) under the cash-out button of an open ticket: sell a part of the stake (the
 * slip shows the part's value and the stake that stays on at the same odds), and set the value at which
 * the ticket cashes out by itself, also while the player is away.
 */
export function CashOutOptions({ ticket, odds }: { ticket: CashOutOptionsTicket; odds: readonly { oddId: string; odds: string }[] }) {
  return (
    <div className="ticket__cashout-more">
      {ticket.cashOut && <PartialCashOut ticket={ticket} value={ticket.cashOut} odds={odds} />}
      <AutoCashOut ticket={ticket} />
    </div>
  );
}

function PartialCashOut({ ticket, value, odds }: { ticket: CashOutOptionsTicket; value: Money; odds: readonly { oddId: string; odds: string }[] }) {
  const { t } = useTranslation('betslip');
  const format = useBetFormat();
  const id = useId();
  const [cashOut, pending] = useCashOutMutation();
  const [text, setText] = useState('');
  const [note, setNote] = useState<{ problem: boolean; text: string } | null>(null);
  const decimals = decimalsOf(ticket.stake.currency);
  const part = text.trim() === '' ? null : parseMinor(text, decimals);
  const staked = parseMinor(ticket.stake.amount, decimals) ?? 0n;
  const usable = part !== null && part > 0n && part < staked;
  const worth = usable ? partValue(value, ticket.stake, part) : null;
  const rest = usable ? { amount: formatMinor(staked - part, decimals), currency: ticket.stake.currency } : null;

  const send = () => {
    if (!worth || !usable) return;
    setNote(null);
    cashouts.forget(ticket.id);
    // One key per click: a retried request of this click sells nothing twice.
    cashOut({ ticketId: ticket.id, amount: worth.amount, stake: formatMinor(part, decimals), idempotencyKey: crypto.randomUUID(), odds: [...odds] }).then(
      ({ cashOut: result }) => {
        if (result.result === 'ACCEPTED') {
          setText('');
          setNote({ problem: false, text: t('cashout.partDone', { stake: format.money({ amount: formatMinor(part, decimals), currency: ticket.stake.currency }), amount: format.money(worth) }) });
          cashouts.ticketsChanged();
        } else if (result.result) {
          setNote({ problem: true, text: result.cashoutMessage || t('cashout.declined') });
        } else {
          setNote({ problem: true, text: result.failure?.message || t('errors.fallback') });
        }
      },
      () => setNote({ problem: true, text: t('errors.fallback') }),
    );
  };

  return (
    <form
      className="ticket__cashout ticket__cashout-part"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor={id}>{t('cashout.partLabel')}</label>
      <input id={id} className="input ticket__cashout-input" type="text" inputMode="decimal" autoComplete="off" value={text} aria-describedby={`${id}-hint`} onChange={(event) => setText(event.target.value)} />
      <span id={`${id}-hint`} className="slip__hint" data-part-value={worth?.amount ?? ''}>
        {worth && rest ? t('cashout.partValue', { amount: format.money(worth), rest: format.money(rest) }) : t('cashout.partHint', { stake: format.money(ticket.stake) })}
      </span>
      <button type="submit" className="button button--ghost button--small" disabled={pending || !worth}>
        {worth ? t('cashout.partButton', { amount: format.money(worth) }) : t('cashout.partButtonIdle')}
      </button>
      {note && (
        <p className={note.problem ? 'ticket__problem' : 'ticket__cashout--done'} role={note.problem ? 'alert' : 'status'}>
          {note.text}
        </p>
      )}
    </form>
  );
}

function AutoCashOut({ ticket }: { ticket: CashOutOptionsTicket }) {
  const { t } = useTranslation('betslip');
  const format = useBetFormat();
  const id = useId();
  const [setAuto, pending] = useSetAutoCashOutMutation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const send = (target: string | null) => {
    setProblem(null);
    setAuto({ ticketId: ticket.id, target }).then(
      ({ setAutoCashOut: result }) => {
        if (result.card) setText('');
        else setProblem(result.failure?.message || t('errors.fallback'));
      },
      () => setProblem(t('errors.fallback')),
    );
  };

  return (
    <form
      className="ticket__cashout ticket__cashout-auto"
      data-auto-cashout={ticket.autoCashOut?.amount ?? ''}
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== '') send(text.trim());
      }}
    >
      {ticket.autoCashOut ? (
        <>
          <span role="status">{t('cashout.autoActive', { amount: format.money(ticket.autoCashOut) })}</span>
          <button type="button" className="button button--ghost button--small" disabled={pending} onClick={() => send(null)}>
            {t('cashout.autoRemove')}
          </button>
        </>
      ) : (
        <>
          <label htmlFor={id}>{t('cashout.autoLabel')}</label>
          <input id={id} className="input ticket__cashout-input" type="text" inputMode="decimal" autoComplete="off" value={text} onChange={(event) => setText(event.target.value)} />
          <button type="submit" className="button button--ghost button--small" disabled={pending || text.trim() === ''}>
            {t('cashout.autoSet')}
          </button>
        </>
      )}
      {problem && (
        <p className="ticket__problem" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}

/** Each cash-out paid on the ticket, a part or the whole, oldest first. */
export function CashOutHistory({ parts }: { parts: readonly { readonly stake: Money; readonly amount: Money; readonly automatic: boolean }[] }) {
  const { t } = useTranslation('betslip');
  const format = useBetFormat();
  if (parts.length === 0) return null;
  return (
    <ul className="ticket__cashouts" aria-label={t('cashout.historyTitle')}>
      {parts.map((part, i) => (
        <li key={i}>{t(part.automatic ? 'cashout.historyAuto' : 'cashout.history', { stake: format.money(part.stake), amount: format.money(part.amount) })}</li>
      ))}
    </ul>
  );
}
