import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { systemLabel } from '../../../../../rules/betting/combinations';
import { useBetFormat, type Money } from '../betslip/format';

/** What a ticket shows: the fields of TicketCard_ticket (kept structural so the view renders without Relay). */
export interface TicketShape {
  readonly id: string;
  readonly ticketId: string;
  readonly betType: string;
  readonly status: string;
  readonly outcome?: string | null;
  readonly stake: Money;
  readonly totalOdds?: string | null;
  readonly potentialReturn: Money;
  readonly returned?: Money | null;
  readonly systemSize?: number | null;
  /** The named full cover a system ticket is (YANKEE…), by its GraphQL name. */
  readonly fullCover?: string | null;
  readonly teaserPoints?: number | null;
  readonly isLive: boolean;
  readonly isFreeBet: boolean;
  readonly insurancePremium?: Money | null;
  readonly traderOffer?: { readonly stake: Money; readonly odds: string } | null;
  readonly declineReason?: string | null;
  readonly cashoutAmount?: Money | null;
  readonly createdAt: string;
  readonly settledAt?: string | null;
  readonly items: readonly {
    readonly oddId: number;
    readonly matchName: string;
    readonly marketType: string;
    /** Which score its market settles on (REGULATION, SHOOTOUT…): a hockey handicap is one bet or the other. */
    readonly marketTime?: string | null;
    readonly title: string;
    readonly line?: number | null;
    readonly odds: string;
    readonly isBanker: boolean;
    readonly result: string;
  }[];
}

/** The status a player reads: settled tickets by their outcome, open ones by their status. */
export const ticketStateKey = (ticket: Pick<TicketShape, 'status' | 'outcome'>) => (ticket.outcome ? `outcome.${ticket.outcome}` : `status.${ticket.status}`);

/** A system ticket's "k/n + bB": its size runs over the legs that are not bankers, as the slip offered it. */
const ticketSystemLabel = (size: number, items: TicketShape['items']) => {
  const bankers = items.filter((item) => item.isBanker).length;
  return systemLabel(size, items.length - bankers, bankers);
};

/**
 * One ticket (seed 002 §9 statuses and item results) as an article an e2e test can find by its
 * data-ticket-id and data-status; the actions (trader offer, cash-out) come as children.
 */
export function TicketView({ ticket, children }: { ticket: TicketShape; children?: ReactNode }) {
  const { t } = useTranslation(['betslip', 'sportsbook']);
  const format = useBetFormat();
  const type = ticket.fullCover
    ? t(`system.cover.${ticket.fullCover}`)
    : ticket.betType === 'SYSTEM' && ticket.systemSize
      ? t('ticket.system', { system: ticketSystemLabel(ticket.systemSize, ticket.items) })
      : t(`ticket.betType.${ticket.betType}`);
  const titleId = `ticket-${ticket.ticketId}-title`;
  return (
    <article
      className="ticket"
      aria-labelledby={titleId}
      data-testid="ticket"
      data-ticket-id={ticket.ticketId}
      data-status={ticket.status}
      data-outcome={ticket.outcome ?? undefined}
    >
      <header className="ticket__head">
        <h3 id={titleId} className="ticket__title">
          {t('ticket.label', { id: ticket.ticketId, type })}
        </h3>
        <span className={`ticket__state ticket__state--${(ticket.outcome ?? ticket.status).toLowerCase()}`} data-testid="ticket-state">
          {t(`ticket.${ticketStateKey(ticket)}`)}
        </span>
      </header>
      <ul className="ticket__items">
        {ticket.items.map((item) => (
          <li key={item.oddId} className="ticket__item" data-result={item.result}>
            <span className="ticket__pick">
              {item.title}
              {item.line != null && <> ({format.number(item.line)})</>}
              {item.isBanker && <abbr title={t('selection.banker')}> {t('ticket.bankerShort')}</abbr>}
            </span>
            <span className="ticket__odds">{format.odds(item.odds)}</span>
            <span className="ticket__match">
              {item.matchName} · {t(`sportsbook:marketTypes.${item.marketType}`, { defaultValue: item.marketType })}
              {item.marketTime && <> · {t(`sportsbook:marketTimes.${item.marketTime}`)}</>}
            </span>
            {item.result !== 'PENDING' && <span className="ticket__result">{t(`ticket.result.${item.result}`)}</span>}
          </li>
        ))}
      </ul>
      <dl className="ticket__facts">
        <Fact term={t('ticket.stake')}>
          {format.money(ticket.stake)}
          {ticket.isFreeBet && <> · {t('ticket.freeBet')}</>}
        </Fact>
        {ticket.totalOdds && <Fact term={t('ticket.totalOdds')}>{format.odds(ticket.totalOdds)}</Fact>}
        {ticket.teaserPoints != null && <Fact term={t('ticket.teaser')}>{t('ticket.points', { points: format.number(ticket.teaserPoints) })}</Fact>}
        {ticket.insurancePremium && <Fact term={t('ticket.insurance')}>{format.money(ticket.insurancePremium)}</Fact>}
        {ticket.returned ? (
          <Fact term={t('ticket.returned')} testId="ticket-returned">
            {format.money(ticket.returned)}
          </Fact>
        ) : (
          <Fact term={t('ticket.potentialReturn')}>{format.money(ticket.potentialReturn)}</Fact>
        )}
        <Fact term={t('ticket.placedAt')}>
          <time dateTime={ticket.createdAt}>{format.date(ticket.createdAt)}</time>
          {ticket.isLive && <> · {t('ticket.live')}</>}
        </Fact>
        {ticket.settledAt && (
          <Fact term={t('ticket.settledAt')}>
            <time dateTime={ticket.settledAt}>{format.date(ticket.settledAt)}</time>
          </Fact>
        )}
      </dl>
      {ticket.status === 'DECLINED' && ticket.declineReason && <p className="ticket__note">{t('ticket.declineReason', { reason: ticket.declineReason })}</p>}
      {ticket.status === 'NEW_OFFER' && ticket.traderOffer && (
        <p className="ticket__note" data-testid="trader-offer">
          {t('offer.terms', { stake: format.money(ticket.traderOffer.stake), odds: format.odds(ticket.traderOffer.odds) })}
        </p>
      )}
      {children}
    </article>
  );
}

/** One term of the ticket's facts and its value. */
function Fact({ term, testId, children }: { term: string; testId?: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}
