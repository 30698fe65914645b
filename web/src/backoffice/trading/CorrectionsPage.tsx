import { startTransition, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams, useSearchParams } from 'react-router-dom';
import { formatDateTime, formatMoney } from '../../features/shell/format';
import { dataOf, failureOf, type Failure } from '../../mutations/results';
import { usePromiseMutation } from '../../mutations/usePromiseMutation';
import { ReasonForm, unsent } from '../ReasonForm';
import type { CorrectionsPageMatchesQuery } from './__generated__/CorrectionsPageMatchesQuery.graphql';
import type { CorrectionsPageMatchQuery, CorrectionsPageMatchQuery$data } from './__generated__/CorrectionsPageMatchQuery.graphql';
import type { CorrectionsPagePreviewMutation, CorrectedMarketInput } from './__generated__/CorrectionsPagePreviewMutation.graphql';
import type { CorrectionsPageApplyMutation } from './__generated__/CorrectionsPageApplyMutation.graphql';

const matchesQuery = graphql`
  query CorrectionsPageMatchesQuery($query: String, $date: String, $sportId: Int) {
    backoffice {
      settledMatches(query: $query, date: $date, sportId: $sportId) {
        __typename
        ... on SettledMatches {
          matches {
            id
            number
            name
            sport
            startsAt
            homeScore
            awayScore
          }
          sports {
            number
            name
          }
        }
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

const matchQuery = graphql`
  query CorrectionsPageMatchQuery($id: ID!) {
    backoffice {
      settledMatch(id: $id) {
        id
        name
        homeScore
        awayScore
        markets {
          key
          tickets
          outcomes {
            key
            title
            result
          }
        }
      }
    }
  }
`;

const previewMutation = graphql`
  mutation CorrectionsPagePreviewMutation($matchId: ID!, $markets: [CorrectedMarketInput!]!, $score: CorrectedScoreInput) {
    backoffice {
      previewResultCorrection(matchId: $matchId, markets: $markets, score: $score) {
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
          totals {
            tickets
            paid {
              amount
              currency
            }
            takenBack {
              amount
              currency
            }
          }
        }
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

const applyMutation = graphql`
  mutation CorrectionsPageApplyMutation($matchId: ID!, $markets: [CorrectedMarketInput!]!, $score: CorrectedScoreInput, $reason: String!) {
    backoffice {
      applyResultCorrection(matchId: $matchId, markets: $markets, score: $score, reason: $reason) {
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

type SettledMatch = NonNullable<CorrectionsPageMatchQuery$data['backoffice']['settledMatch']>;
type Market = SettledMatch['markets'][number];
type Preview = NonNullable<ReturnType<typeof dataOf<CorrectionsPagePreviewMutation['response']['backoffice']['previewResultCorrection']>>>;

/** The value of the "void" choice among a market's outcomes (no outcome key has a space). */
const VOID = 'void market';

/**
 * /backoffice/{lang}/trading/corrections (issue 19): a trader finds the settled match (by name, day and
 * sport), picks one of its markets as it was settled, picks the outcome that really won (or voids the
 * market for a palpable error), previews how many tickets and how much money move, then applies it with
 * a reason. The search and the chosen match live in the address, so back returns to them.
 */
export default function CorrectionsPage() {
  const { t } = useTranslation('backoffice');
  const [params] = useSearchParams();
  const matchId = params.get('match');
  return (
    <section className="page backoffice-page backoffice-corrections" aria-labelledby="corrections-title">
      <h1 id="corrections-title">{t('trading.corrections.title')}</h1>
      <p className="muted">{t('trading.corrections.help')}</p>
      <Suspense fallback={<p aria-busy="true">{t('trading.corrections.loading')}</p>}>
        <MatchSearch />
      </Suspense>
      {matchId && (
        <Suspense fallback={<p aria-busy="true">{t('trading.corrections.loading')}</p>}>
          <MatchCorrection key={matchId} id={matchId} />
        </Suspense>
      )}
    </section>
  );
}

/** The search form and the settled matches it finds (the most recent ones before any search). */
function MatchSearch() {
  const { t } = useTranslation('backoffice');
  const { lang = 'en-US' } = useParams();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const date = params.get('date') ?? '';
  const sport = params.get('sport') ?? '';
  const chosen = params.get('match');
  const found = useLazyLoadQuery<CorrectionsPageMatchesQuery>(
    matchesQuery,
    { query: query || null, date: date || null, sportId: Number(sport) || null },
    { fetchPolicy: 'store-and-network' },
  ).backoffice.settledMatches;
  const answer = dataOf(found);
  const failure = failureOf(found);
  // The page stays on screen while the next answer loads (no flash of the fallback, focus kept).
  const go = (next: Record<string, string>) => startTransition(() => setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value !== ''))));

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: string) => String(data.get(name) ?? '').trim();
    go({ q: field('q'), date: field('date'), sport: field('sport') });
  };

  return (
    <section aria-labelledby="corrections-search-title">
      <h2 id="corrections-search-title">{t('trading.corrections.search.title')}</h2>
      <form className="form form--wide" role="search" aria-labelledby="corrections-search-title" onSubmit={search}>
        <div className="field">
          <label className="field__label" htmlFor="correction-search-name">
            {t('trading.corrections.search.name')}
          </label>
          <input id="correction-search-name" className="input" name="q" type="search" defaultValue={query} maxLength={100} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="correction-search-date">
            {t('trading.corrections.search.date')}
          </label>
          <input id="correction-search-date" className="input" name="date" type="date" defaultValue={date} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="correction-search-sport">
            {t('trading.corrections.search.sport')}
          </label>
          <div className="select">
            <select id="correction-search-sport" name="sport" defaultValue={sport}>
              <option value="">{t('trading.corrections.search.allSports')}</option>
              {answer?.sports.map((option) => (
                <option key={option.number} value={String(option.number)}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <button type="submit" className="button button--primary">
          {t('trading.corrections.search.submit')}
        </button>
      </form>
      {failure && (
        <p className="form-status form-status--error" role="alert">
          {failure.message}
        </p>
      )}
      {answer && answer.matches.length === 0 && <p role="status">{t('trading.corrections.search.none')}</p>}
      {answer && answer.matches.length > 0 && (
        <table className="backoffice-table" data-testid="settled-matches">
          <caption className="visually-hidden">{t('trading.corrections.search.results')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('trading.corrections.search.number')}</th>
              <th scope="col">{t('trading.corrections.search.match')}</th>
              <th scope="col">{t('trading.corrections.search.sport')}</th>
              <th scope="col">{t('trading.corrections.search.startsAt')}</th>
              <th scope="col">{t('trading.corrections.search.score')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('trading.corrections.search.choose')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {answer.matches.map((match) => (
              <tr key={match.id} aria-current={match.id === chosen ? 'true' : undefined}>
                <td>{match.number}</td>
                <td>{match.name}</td>
                <td>{match.sport}</td>
                <td>{formatDateTime(lang, String(match.startsAt))}</td>
                <td>{`${match.homeScore}–${match.awayScore}`}</td>
                <td>
                  <button type="button" className="button button--small" onClick={() => go({ q: query, date, sport, match: match.id })} aria-label={t('trading.corrections.search.chooseMatch', { name: match.name, number: match.number })}>
                    {t('trading.corrections.search.choose')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** How a market was settled, in a few words: its winner(s), void, or no winner. */
function settledAs(t: (key: string, vars?: Record<string, unknown>) => string, market: Market): string {
  if (market.outcomes.every((outcome) => outcome.result === 'cancelled')) return t('trading.corrections.settledVoid');
  const winners = market.outcomes.filter((outcome) => outcome.result === 'win' || outcome.result === 'halfwin');
  return winners.length === 0 ? t('trading.corrections.settledNoWinner') : t('trading.corrections.settledWon', { outcomes: winners.map((outcome) => outcome.title).join(', ') });
}

/** The chosen match: its markets as settled, the corrected result, the preview, then the correction with its reason. */
function MatchCorrection({ id }: { id: string }) {
  const { t } = useTranslation('backoffice');
  const { lang = 'en-US' } = useParams();
  const [fetchKey, setFetchKey] = useState(0);
  const match = useLazyLoadQuery<CorrectionsPageMatchQuery>(matchQuery, { id }, { fetchPolicy: 'network-only', fetchKey }).backoffice.settledMatch;
  const [preview, previewing] = usePromiseMutation<CorrectionsPagePreviewMutation>(previewMutation);
  const [apply, applying] = usePromiseMutation<CorrectionsPageApplyMutation>(applyMutation);
  const [marketKey, setMarketKey] = useState<string | null>(null);
  const [choice, setChoice] = useState<string | null>(null);
  const [shown, setShown] = useState<Preview | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // The corrected final score, when the feed's was wrong: teaser legs settle from it. Both sides or neither.
  const [score, setScore] = useState({ home: '', away: '' });

  if (!match) return <p role="status">{t('trading.corrections.noMatch')}</p>;
  const market = match.markets.find((row) => row.key === marketKey) ?? null;
  const corrected = (): CorrectedMarketInput[] =>
    !market || choice === null ? [] : [choice === VOID ? { marketKey: market.key, void: true } : { marketKey: market.key, results: [{ outcome: choice, result: 'win' }] }];
  const correctedScore = score.home !== '' && score.away !== '' ? { home: Number(score.home), away: Number(score.away) } : null;

  const submit = async (form: HTMLFormElement) => {
    setDone(null);
    const markets = corrected();
    if (markets.length === 0 && correctedScore === null) return setFailure(unsent(t('trading.corrections.pick')));
    // The first press previews; applying is a second, deliberate press once the trader has seen the money.
    if (shown === null) {
      const answer = await preview({ matchId: match.id, markets, score: correctedScore }).catch(() => null);
      if (!answer) return setFailure(unsent(t('trading.corrections.failed')));
      const result = answer.backoffice.previewResultCorrection;
      setFailure(failureOf(result));
      return setShown(dataOf(result));
    }
    const answer = await apply({ matchId: match.id, markets, score: correctedScore, reason: String(new FormData(form).get('reason') ?? '').trim() }).catch(() => null);
    if (!answer) return setFailure(unsent(t('trading.corrections.failed')));
    const result = answer.backoffice.applyResultCorrection;
    setFailure(failureOf(result));
    const made = dataOf(result);
    if (!made) return;
    setShown(null);
    setChoice(null);
    setScore({ home: '', away: '' });
    form.reset();
    setDone(t('trading.corrections.done', { count: made.tickets.length, id: made.correctionId ?? '' }));
    // The markets as they are now settled.
    startTransition(() => setFetchKey((key) => key + 1));
  };
  const choose = (set: () => void) => {
    set();
    setShown(null);
  };

  return (
    <section aria-labelledby="correction-match-title" data-testid="correction-match">
      <h2 id="correction-match-title">{t('trading.corrections.matchTitle', { name: match.name, home: match.homeScore, away: match.awayScore })}</h2>
      <ReasonForm
        labelledBy="correction-match-title"
        busy={previewing || applying}
        failure={failure}
        done={done}
        reason={{ id: 'correction-reason', name: 'reason', label: t('trading.corrections.reason') }}
        submitLabel={shown === null ? t('trading.corrections.preview') : t('trading.corrections.apply')}
        onSubmit={(form) => void submit(form)}
        beforeSubmit={shown && <PreviewTable preview={shown} lang={lang} />}
      >
        {match.markets.length === 0 ? (
          <p role="status">{t('trading.corrections.noMarkets')}</p>
        ) : (
          <div className="field">
            <label className="field__label" htmlFor="correction-market">
              {t('trading.corrections.market')}
            </label>
            {/* A select, not radios: a settled match has dozens of markets (every line of every handicap and total). */}
            <div className="select">
              <select
                id="correction-market"
                name="market"
                // A corrected score alone is a correction too (teaser legs): then no market is needed.
                required={correctedScore === null}
                value={marketKey ?? ''}
                onChange={(event) =>
                  choose(() => {
                    setMarketKey(event.currentTarget.value || null);
                    setChoice(null);
                  })
                }
              >
                <option value="">{t('trading.corrections.pickMarket')}</option>
                {match.markets.map((row) => (
                  <option key={row.key} value={row.key}>
                    {t('trading.corrections.marketOption', { market: row.key, settled: settledAs(t, row), count: row.tickets })}
                  </option>
                ))}
              </select>
            </div>
          </div>
        )}
        {market && (
          <fieldset className="field field--group">
            <legend className="field__label">{t('trading.corrections.result')}</legend>
            {market.outcomes.map((outcome, i) => (
              <label key={outcome.key} className="radio" htmlFor={`correction-outcome-${i}`}>
                <input id={`correction-outcome-${i}`} type="radio" name="outcome" value={outcome.key} checked={choice === outcome.key} onChange={() => choose(() => setChoice(outcome.key))} />{' '}
                {t('trading.corrections.outcomeWon', { outcome: outcome.title })}
              </label>
            ))}
            <label className="radio" htmlFor="correction-void">
              <input id="correction-void" type="radio" name="outcome" value={VOID} checked={choice === VOID} onChange={() => choose(() => setChoice(VOID))} /> {t('trading.corrections.void')}
            </label>
          </fieldset>
        )}
        <fieldset className="field field--group">
          <legend className="field__label">{t('trading.corrections.score')}</legend>
          <p className="field__hint" id="correction-score-hint">
            {t('trading.corrections.scoreHint', { home: match.homeScore, away: match.awayScore })}
          </p>
          {(['home', 'away'] as const).map((side) => (
            <div key={side} className="field">
              <label className="field__label" htmlFor={`correction-score-${side}`}>
                {t(side === 'home' ? 'trading.corrections.scoreHome' : 'trading.corrections.scoreAway')}
              </label>
              <input
                id={`correction-score-${side}`}
                name={`score-${side}`}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                aria-describedby="correction-score-hint"
                required={score.home !== '' || score.away !== ''}
                value={score[side]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  choose(() => setScore((now) => ({ ...now, [side]: value })));
                }}
              />
            </div>
          ))}
        </fieldset>
      </ReasonForm>
    </section>
  );
}

/** What the correction would move: per currency the tickets and the money each way, then ticket by ticket. */
function PreviewTable({ preview, lang }: { preview: Preview; lang: string }) {
  const { t } = useTranslation('backoffice');
  return (
    <div data-testid="correction-preview">
      {preview.totals.length === 0 && <p role="status">{t('trading.corrections.nothingMoves')}</p>}
      {preview.totals.map((total) => (
        <p key={total.paid.currency} role="status" data-testid="correction-total">
          {t('trading.corrections.total', { count: total.tickets, paid: formatMoney(lang, total.paid.amount, total.paid.currency), takenBack: formatMoney(lang, total.takenBack.amount, total.takenBack.currency) })}
        </p>
      ))}
      {preview.tickets.length > 0 && (
        <table className="table" aria-label={t('trading.corrections.previewTitle', { count: preview.tickets.length })}>
          <caption>{t('trading.corrections.previewTitle', { count: preview.tickets.length })}</caption>
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
            {preview.tickets.map((ticket) => (
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
    </div>
  );
}
