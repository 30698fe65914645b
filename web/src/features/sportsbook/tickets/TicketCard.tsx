import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useAnswerTraderOfferMutation } from '../../../mutations/useAnswerTraderOfferMutation';
import { useCashOutMutation } from '../../../mutations/useCashOutMutation';
import { useShareTicketMutation } from '../../../mutations/useShareTicketMutation';
import { useBetFormat } from '../betslip/format';
import { oddsText } from '../betslip/model';
import { sharedLink } from '../share/sharedSlip';
import { cashouts, useCashouts, type CashoutResultName } from './cashoutState';
import { CashoutNone } from './CashoutNone';
import { CashOutHistory, CashOutOptions } from './CashOutOptions';
import { TicketView } from './TicketView';
import type { TicketCard_ticket$data, TicketCard_ticket$key } from './__generated__/TicketCard_ticket.graphql';

const fragment = graphql`
  fragment TicketCard_ticket on Ticket {
    id
    ticketId
    betType
    status
    outcome
    stake {
      amount
      currency
    }
    totalOdds
    potentialReturn {
      amount
      currency
    }
    returned {
      amount
      currency
    }
    systemSize
    fullCover
    teaserPoints
    isLive
    isFreeBet
    insurancePremium {
      amount
      currency
    }
    traderOffer {
      stake {
        amount
        currency
      }
      odds
    }
    declineReason
    cashoutAmount {
      amount
      currency
    }
    cashOut {
      amount
      currency
    }
    autoCashOut {
      amount
      currency
    }
    cashOuts {
      stake {
        amount
        currency
      }
      amount {
        amount
        currency
      }
      automatic
    }
    createdAt
    settledAt
    items {
      oddId
      odd {
        id
        price
      }
      matchName
      marketType
      marketTime
      title
      line
      odds
      isBanker
      result
    }
  }
`;

/** A ticket with what the player can do with it: answer a trader's offer, and (my bets) cash out. */
export function TicketCard({ ticket, cashOut = false }: { ticket: TicketCard_ticket$key; cashOut?: boolean }) {
  const data = useFragment(fragment, ticket);
  return (
    <TicketView ticket={data}>
      {data.status === 'NEW_OFFER' && data.traderOffer && <TraderOfferActions ticketId={data.id} />}
      {cashOut && <CashOutControl ticket={data} />}
      <CashOutHistory parts={data.cashOuts} />
      {cashOut && <ShareControl ticketId={data.id} />}
    </TicketView>
  );
}

function TraderOfferActions({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation('betslip');
  const [answer, pending] = useAnswerTraderOfferMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const send = (accept: boolean) => {
    setProblem(null);
    answer({ ticketId, accept }).then(
      ({ answerTraderOffer: result }) => {
        if (result.card) cashouts.ticketsChanged();
        else setProblem(result.failure?.message || t('errors.fallback'));
      },
      () => setProblem(t('errors.fallback')),
    );
  };
  return (
    <div className="ticket__actions">
      <button type="button" className="button button--primary button--small" disabled={pending} onClick={() => send(true)}>
        {t('offer.accept')}
      </button>
      <button type="button" className="button button--ghost button--small" disabled={pending} onClick={() => send(false)}>
        {t('offer.decline')}
      </button>
      <TicketProblem problem={problem} />
    </div>
  );
}

/** What went wrong with the player's last request on the ticket, if anything. */
function TicketProblem({ problem }: { problem: string | null }) {
  return problem ? (
    <p className="ticket__problem" role="alert">
      {problem}
    </p>
  ) : null;
}

/**
 * Bet sharing (issue 23): the player asks for the ticket's link and sees it, selected for copying, and
 * copied to the clipboard where the browser allows it. The link shows the selections, never the stake.
 */
function ShareControl({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation('betslip');
  const [share, pending] = useShareTicketMutation();
  const [link, setLink] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const request = () => {
    setProblem(null);
    share({ ticketId }).then(
      ({ shareTicket: result }) => {
        if (!result.shareCode) {
          setProblem(result.failure?.message || t('errors.fallback'));
          return;
        }
        const url = sharedLink(window.location.origin, result.shareCode);
        setLink(url);
        // Copying is a convenience: the link stays on screen when the browser refuses the clipboard.
        navigator.clipboard?.writeText(url).catch(() => {});
      },
      () => setProblem(t('errors.fallback')),
    );
  };
  return (
    <div className="ticket__share">
      {link ? (
        <label className="field">
          <span>{t('share.link')}</span>
          <input className="input" readOnly value={link} onFocus={(event) => event.currentTarget.select()} data-testid="share-link" />
        </label>
      ) : (
        <button type="button" className="button button--ghost button--small" disabled={pending} aria-busy={pending} onClick={request}>
          {t('share.button')}
        </button>
      )}
      <TicketProblem problem={problem} />
    </div>
  );
}

/** The odds the cash-out value was computed at: the live price of every leg still priced. */
const cashoutOdds = (items: TicketCard_ticket$data['items']) =>
  items.flatMap((item) => (item.odd?.price != null && item.result === 'PENDING' ? [{ oddId: item.odd.id, odds: oddsText(item.odd.price) }] : []));

/**
 * Seed 002 §4 cash-out: a button with the value the book pays now; processing while a live ticket
 * waits its delay; declined shows 'Cashout is declined' and the new value to take instead.
 */
function CashOutControl({ ticket }: { ticket: TicketCard_ticket$data }) {
  const { t } = useTranslation('betslip');
  const format = useBetFormat();
  const [cashOut, pending] = useCashOutMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const state = useCashouts().byTicket.get(ticket.id);
  const processing = state?.result === 'PROCESSING' || ticket.status === 'DELAYED_CASHOUT';

  const request = (amount: string) => {
    setProblem(null);
    cashouts.forget(ticket.id);
    cashOut({ ticketId: ticket.id, amount, odds: cashoutOdds(ticket.items) }).then(
      ({ cashOut: result }) => {
        const name = result.result;
        if (name) {
          const message = result.cashoutMessage;
          const agreed = name === 'DECLINED' ? (result.cashOut ?? null) : { amount, currency: ticket.cashOut?.currency ?? result.cashOut?.currency ?? '' };
          cashouts.record(ticket.id, { result: name as CashoutResultName, amount: agreed, message: message ?? null });
        } else {
          setProblem(result.failure?.message || t('errors.fallback'));
        }
      },
      () => setProblem(t('errors.fallback')),
    );
  };

  if (ticket.outcome || state?.result === 'ACCEPTED') {
    const paid = ticket.cashoutAmount ?? state?.amount ?? null;
    return ticket.outcome === 'CASHED_OUT' || state?.result === 'ACCEPTED' ? (
      <p className="ticket__cashout ticket__cashout--done" role="status" data-cashout="accepted">
        {t('cashout.accepted', { amount: format.money(paid) })}
      </p>
    ) : null;
  }
  if (processing) {
    return (
      <p className="ticket__cashout" role="status" data-cashout="processing">
        <span className="spinner" aria-hidden="true" /> {t('cashout.processing')}
      </p>
    );
  }
  const declined = state?.result === 'DECLINED';
  const offer = declined ? state.amount : ticket.cashOut;
  return (
    <div className="ticket__cashout" data-cashout={declined ? 'declined' : state?.result === 'FAILED' ? 'failed' : 'open'}>
      {declined && (
        <p className="ticket__problem" role="alert">
          {state.message || t('cashout.declined')}
        </p>
      )}
      {state?.result === 'FAILED' && (
        <p className="ticket__problem" role="alert">
          {state.message || t('cashout.failed')}
        </p>
      )}
      {offer ? (
        <button type="button" className="button button--primary button--small" disabled={pending} aria-busy={pending} onClick={() => request(offer.amount)}>
          {t(declined ? 'cashout.change' : 'cashout.button', { amount: format.money(offer) })}
        </button>
      ) : (
        <CashoutNone ticket={ticket} />
      )}
      {ticket.status === 'ACCEPTED' && (ticket.cashOut || ticket.autoCashOut) && <CashOutOptions ticket={ticket} odds={cashoutOdds(ticket.items)} />}
      <TicketProblem problem={problem} />
    </div>
  );
}
