import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { useParams } from 'react-router-dom';
import { formatMoney } from '../../features/shell/format';
import { dataOf, failureOf, type Failure } from '../../mutations/results';
import { usePromiseMutation } from '../../mutations/usePromiseMutation';
import { FailureText } from '../FailureText';
import type { CorrectionsPagePreviewMutation, CorrectedMarketInput } from './__generated__/CorrectionsPagePreviewMutation.graphql';
import type { CorrectionsPageApplyMutation } from './__generated__/CorrectionsPageApplyMutation.graphql';

const previewMutation = graphql`
  mutation CorrectionsPagePreviewMutation($matchId: Int!, $markets: [CorrectedMarketInput!]!) {
    backoffice {
      previewResultCorrection(matchId: $matchId, markets: $markets) {
        __typename
        ... on ResultCorrection {
          tickets {
            ticketId
            userId
            currency
            outcomeBefore
            outcomeAfter
            movement
          }
        }
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

const applyMutation = graphql`
  mutation CorrectionsPageApplyMutation($matchId: Int!, $markets: [CorrectedMarketInput!]!, $reason: String!) {
    backoffice {
      applyResultCorrection(matchId: $matchId, markets: $markets, reason: $reason) {
        __typename
        ... on ResultCorrection {
          correctionId
          tickets {
            ticketId
          }
        }
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

interface Request {
  matchId: number;
  markets: CorrectedMarketInput[];
  reason: string;
}

type PreviewTicket = { ticketId: string; userId: string; currency: string; outcomeBefore: string | null | undefined; outcomeAfter: string | null | undefined; movement: string };

/** The form read: the match, one market with its winning outcome(s) (every other outcome lost) or void, and the reason. */
function requestOf(form: HTMLFormElement): Request {
  const data = new FormData(form);
  const field = (name: string) => String(data.get(name) ?? '').trim();
  const winners = field('winners').split(',').map((outcome) => outcome.trim()).filter(Boolean);
  const market: CorrectedMarketInput = data.get('void') ? { marketKey: field('marketKey'), void: true } : { marketKey: field('marketKey'), results: winners.map((outcome) => ({ outcome, result: 'win' })) };
  return { matchId: Number(field('matchId')) || 0, markets: [market], reason: field('reason') };
}

/**
 * /backoffice/{lang}/trading/corrections (issue 19): a trader corrects a settled match's market — its
 * winning outcome(s), or void for a palpable error — sees each ticket it resettles and the money each
 * way, then applies it. The preview changes nothing; applying the same correction again moves nothing.
 */
export default function CorrectionsPage() {
  const { t } = useTranslation('backoffice');
  const { lang = 'en-US' } = useParams();
  const [preview, previewing] = usePromiseMutation<CorrectionsPagePreviewMutation>(previewMutation);
  const [apply, applying] = usePromiseMutation<CorrectionsPageApplyMutation>(applyMutation);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [tickets, setTickets] = useState<readonly PreviewTicket[] | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const failed = (): Failure => ({ code: null, message: t('trading.corrections.failed'), fields: [], retryAfterSeconds: null });

  const showPreview = async (form: HTMLFormElement) => {
    const { matchId, markets } = requestOf(form);
    const answer = await preview({ matchId, markets }).catch(() => null);
    if (!answer) return setFailure(failed());
    const result = answer.backoffice.previewResultCorrection;
    setFailure(failureOf(result));
    setTickets(dataOf(result)?.tickets ?? null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setDone(null);
    // The first press previews; applying is a second, deliberate press once the trader has seen the money.
    if (tickets === null) return showPreview(form);
    const answer = await apply(requestOf(form)).catch(() => null);
    if (!answer) return setFailure(failed());
    const result = answer.backoffice.applyResultCorrection;
    setFailure(failureOf(result));
    const made = dataOf(result);
    if (!made) return;
    setTickets(null);
    setDone(t('trading.corrections.done', { count: made.tickets.length, id: made.correctionId ?? '' }));
  };

  return (
    <section className="page backoffice-page backoffice-corrections" aria-labelledby="corrections-title">
      <h1 id="corrections-title">{t('trading.corrections.title')}</h1>
      <p className="muted">{t('trading.corrections.help')}</p>
      <form className="form" onSubmit={(event) => void submit(event)} onChange={() => setTickets(null)} aria-labelledby="corrections-title" aria-busy={previewing || applying}>
        <FailureText failure={failure} />
        {done && (
          <p className="form-status form-status--success" role="status">
            {done}
          </p>
        )}
        <div className="field">
          <label className="field__label" htmlFor="correction-match">
            {t('trading.corrections.match')}
          </label>
          <input id="correction-match" className="input" name="matchId" required inputMode="numeric" maxLength={18} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="correction-market">
            {t('trading.corrections.market')}
          </label>
          <input id="correction-market" className="input" name="marketKey" required defaultValue="match/1x2" maxLength={200} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="correction-winners">
            {t('trading.corrections.winners')}
          </label>
          <input id="correction-winners" className="input" name="winners" maxLength={200} aria-describedby="correction-winners-help" />
          <p id="correction-winners-help" className="muted">
            {t('trading.corrections.winnersHelp')}
          </p>
        </div>
        <label className="checkbox" htmlFor="correction-void">
          <input id="correction-void" type="checkbox" name="void" /> {t('trading.corrections.void')}
        </label>
        <div className="field">
          <label className="field__label" htmlFor="correction-reason">
            {t('trading.corrections.reason')}
          </label>
          <textarea id="correction-reason" className="input" name="reason" required maxLength={500} rows={2} />
        </div>
        {tickets !== null && (
          <table className="table" aria-label={t('trading.corrections.previewTitle')} data-testid="correction-preview">
            <caption>{t('trading.corrections.previewTitle', { count: tickets.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('trading.corrections.ticket')}</th>
                <th scope="col">{t('trading.corrections.player')}</th>
                <th scope="col">{t('trading.corrections.before')}</th>
                <th scope="col">{t('trading.corrections.after')}</th>
                <th scope="col">{t('trading.corrections.movement')}</th>
              </tr>
            </thead>
            <tbody>
              {tickets.map((ticket) => (
                <tr key={ticket.ticketId}>
                  <td>{ticket.ticketId}</td>
                  <td>{ticket.userId}</td>
                  <td>{t(`trading.corrections.outcomes.${ticket.outcomeBefore ?? 'open'}`)}</td>
                  <td>{t(`trading.corrections.outcomes.${ticket.outcomeAfter ?? 'open'}`)}</td>
                  <td>{formatMoney(lang, ticket.movement, ticket.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <button type="submit" className="button button--primary" disabled={previewing || applying}>
          {tickets === null ? t('trading.corrections.preview') : t('trading.corrections.apply')}
        </button>
      </form>
    </section>
  );
}
