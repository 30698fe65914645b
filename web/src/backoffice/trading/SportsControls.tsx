import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { Failure } from '../../mutations/results';
import { FailureText } from '../FailureText';
import { backofficeHref, tradingControlsPath } from '../paths';
import type { SportsControlsQuery } from './__generated__/SportsControlsQuery.graphql';
import { useSuspension } from './useSuspension';

const query = graphql`
  query SportsControlsQuery {
    backoffice {
      tradingSports {
        sportId
        name
        suspension {
          reason
          suspendedBy
          suspendedAt
        }
      }
    }
  }
`;

/** Every sport with suspend/reopen (one reason for the act), and a way to open a match's controls. */
export default function SportsControls() {
  const { t, i18n } = useTranslation('backoffice-trading-controls');
  const [fetchKey, setFetchKey] = useState(0);
  const { tradingSports } = useLazyLoadQuery<SportsControlsQuery>(query, {}, { fetchPolicy: 'network-only', fetchKey }).backoffice;
  const [change, pending] = useSuspension();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [reason, setReason] = useState('');
  const [matchId, setMatchId] = useState('');
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });

  const act = async (sportId: number, suspended: boolean) => {
    if (!reason.trim()) {
      setFailure({ code: null, message: t('errors.reasonRequired'), fields: [], retryAfterSeconds: null });
      return;
    }
    const refused = await change({ sportId, suspended, reason: reason.trim() });
    setFailure(refused);
    if (!refused) setFetchKey((key) => key + 1);
  };
  const navigate = useNavigate();
  const open = (event: FormEvent) => {
    event.preventDefault();
    if (matchId.trim()) void navigate(backofficeHref(i18n.language, tradingControlsPath(matchId.trim())));
  };

  return (
    <>
      <h1>{t('title')}</h1>
      <form className="form" noValidate onSubmit={open} aria-label={t('match.open')}>
        <label className="field__label" htmlFor="controls-match">
          {t('match.id')}
        </label>
        <input id="controls-match" className="input" value={matchId} onChange={(event) => setMatchId(event.target.value)} />
        <button type="submit" className="button">
          {t('match.open')}
        </button>
      </form>
      <h2>{t('sports.title')}</h2>
      <FailureText failure={failure} />
      <label className="field__label" htmlFor="sports-reason">
        {t('reason')}
      </label>
      <input id="sports-reason" className="input" value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
      <table className="backoffice-table" data-testid="trading-sports">
        <thead>
          <tr>
            <th scope="col">{t('sports.sport')}</th>
            <th scope="col">{t('status')}</th>
            <th scope="col">{t('actions')}</th>
          </tr>
        </thead>
        <tbody>
          {tradingSports.map((sport) => (
            <tr key={sport.sportId} data-testid="trading-sport">
              <th scope="row">{sport.name}</th>
              <td>
                {sport.suspension
                  ? t('suspendedBy', { user: sport.suspension.suspendedBy, at: when.format(new Date(sport.suspension.suspendedAt)), reason: sport.suspension.reason })
                  : t('open')}
              </td>
              <td>
                <button type="button" className="button" disabled={pending} onClick={() => void act(sport.sportId, !sport.suspension)}>
                  {sport.suspension ? t('reopen') : t('suspend')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
