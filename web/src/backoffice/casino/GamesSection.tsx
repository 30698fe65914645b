import { Suspense, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { failureOf, type Failure } from '../../mutations/results';
import { usePromiseMutation } from '../../mutations/usePromiseMutation';
import { FailureText } from '../FailureText';
import type { CasinoGameStatus, GamesSectionQuery } from './__generated__/GamesSectionQuery.graphql';
import type { GamesSectionRetireMutation } from './__generated__/GamesSectionRetireMutation.graphql';
import type { GamesSectionWorkingMutation } from './__generated__/GamesSectionWorkingMutation.graphql';

const gamesQuery = graphql`
  query GamesSectionQuery($search: String, $provider: String, $status: CasinoGameStatus, $first: Int!) {
    backoffice {
      casinoGames(search: $search, provider: $provider, status: $status, first: $first) {
        totalCount
        hasNextPage
        games {
          notWorking
          retiredAt
          game {
            id
            legacyId
            title
            status
            provider {
              code
              name
            }
          }
        }
      }
    }
  }
`;

const retireMutation = graphql`
  mutation GamesSectionRetireMutation($id: ID!, $reason: String) {
    backoffice {
      retireCasinoGame(id: $id, reason: $reason) {
        __typename
        ... on BackofficeCasinoGame {
          game {
            id
            status
          }
        }
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

const workingMutation = graphql`
  mutation GamesSectionWorkingMutation($id: ID!, $working: Boolean!, $reason: String) {
    backoffice {
      setCasinoGameWorking(id: $id, working: $working, reason: $reason) {
        __typename
        ... on BackofficeCasinoGame {
          game {
            id
            status
          }
        }
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

const STATUSES: readonly CasinoGameStatus[] = ['AVAILABLE', 'NOT_WORKING', 'PROVIDER_OFF', 'RETIRED'];
const PAGE = 50;

interface Filter {
  search: string;
  provider: string;
  status: CasinoGameStatus | '';
}

/** The lobby's games (retired ones too): find one by title, studio, provider or number, then mark or retire it. */
export function GamesSection({ providers }: { providers: readonly { code: string; name: string }[] }) {
  const { t } = useTranslation('backoffice-casino');
  const [draft, setDraft] = useState<Filter>({ search: '', provider: '', status: '' });
  const [filter, setFilter] = useState<Filter>(draft);
  const [first, setFirst] = useState(PAGE);
  const ids = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFirst(PAGE);
    setFilter(draft);
  };
  return (
    <section aria-labelledby={`${ids}-title`} className="backoffice-casino__section">
      <h2 id={`${ids}-title`}>{t('games.title')}</h2>
      <form className="backoffice-casino__filter" role="search" onSubmit={submit} aria-label={t('games.title')}>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-search`}>
            {t('games.search')}
          </label>
          <input id={`${ids}-search`} className="input" type="search" value={draft.search} maxLength={100} onChange={(event) => setDraft({ ...draft, search: event.target.value })} data-testid="bo-casino-search" />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-provider`}>
            {t('games.provider')}
          </label>
          <select id={`${ids}-provider`} className="input" value={draft.provider} onChange={(event) => setDraft({ ...draft, provider: event.target.value })}>
            <option value="">{t('games.allProviders')}</option>
            {providers.map((provider) => (
              <option key={provider.code} value={provider.code}>
                {provider.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-status`}>
            {t('games.status')}
          </label>
          <select id={`${ids}-status`} className="input" value={draft.status} onChange={(event) => setDraft({ ...draft, status: event.target.value as Filter['status'] })}>
            <option value="">{t('games.allStatuses')}</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary">
          {t('games.find')}
        </button>
      </form>
      <Suspense fallback={<p className="muted">{t('loading')}</p>}>
        <GameTable filter={filter} first={first} onMore={() => setFirst((n) => Math.min(n + PAGE, 200))} />
      </Suspense>
    </section>
  );
}

function GameTable({ filter, first, onMore }: { filter: Filter; first: number; onMore: () => void }) {
  const { t } = useTranslation('backoffice-casino');
  // Every change refetches: a retired game's row says so, and other staff's changes show.
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<GamesSectionQuery>(
    gamesQuery,
    { search: filter.search.trim() || null, provider: filter.provider || null, status: filter.status || null, first },
    { fetchPolicy: 'network-only', fetchKey },
  );
  const page = data.backoffice?.casinoGames;
  if (!page) return null;
  const refresh = () => setFetchKey((key) => key + 1);
  return (
    <>
      <p className="muted" aria-live="polite" data-testid="bo-casino-count">
        {t('games.count', { count: page.totalCount })}
      </p>
      {page.games.length === 0 ? (
        <p className="muted">{t('games.empty')}</p>
      ) : (
        <table className="backoffice-table" data-testid="bo-casino-games">
          <caption className="visually-hidden">{t('games.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('games.id')}</th>
              <th scope="col">{t('games.game')}</th>
              <th scope="col">{t('games.provider')}</th>
              <th scope="col">{t('games.status')}</th>
              <th scope="col">{t('games.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {page.games.map(({ game, notWorking }) => (
              <tr key={game.id} data-testid="bo-casino-game" data-game-id={game.legacyId}>
                <td>{game.legacyId}</td>
                <td>{game.title}</td>
                <td>{game.provider.name}</td>
                <td data-testid="bo-casino-status">{t(`statuses.${game.status}`)}</td>
                <td>{game.status !== 'RETIRED' && <GameActions id={game.id} title={game.title} notWorking={notWorking} onChanged={refresh} />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {page.hasNextPage && first < 200 && (
        <button type="button" className="button" onClick={onMore}>
          {t('games.more')}
        </button>
      )}
    </>
  );
}

function GameActions({ id, title, notWorking, onChanged }: { id: string; title: string; notWorking: boolean; onChanged: () => void }) {
  const { t } = useTranslation('backoffice-casino');
  const [retire, retiring] = usePromiseMutation<GamesSectionRetireMutation>(retireMutation);
  const [mark, marking] = usePromiseMutation<GamesSectionWorkingMutation>(workingMutation);
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const reasonId = useId();
  const done = (answer: Parameters<typeof failureOf>[0]) => {
    const refused = failureOf(answer);
    setFailure(refused);
    if (!refused) onChanged();
  };
  return (
    <div className="backoffice-casino__actions">
      <FailureText failure={failure} />
      {confirming ? (
        <form
          className="form"
          aria-busy={retiring}
          onSubmit={async (event) => {
            event.preventDefault();
            done((await retire({ id, reason: reason.trim() || null })).backoffice.retireCasinoGame);
          }}
        >
          <p>{t('games.confirmRetire', { title })}</p>
          <div className="field">
            <label className="field__label" htmlFor={reasonId}>
              {t('reason')}
            </label>
            <input id={reasonId} className="input" value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} autoFocus />
          </div>
          <button type="submit" className="button button--danger" disabled={retiring}>
            {t('games.confirm')}
          </button>
          <button type="button" className="button" onClick={() => setConfirming(false)}>
            {t('games.cancel')}
          </button>
        </form>
      ) : (
        <>
          <button type="button" className="button" disabled={marking} onClick={async () => done((await mark({ id, working: notWorking, reason: null })).backoffice.setCasinoGameWorking)}>
            {t(notWorking ? 'games.markWorking' : 'games.markNotWorking')}
          </button>
          <button type="button" className="button" onClick={() => setConfirming(true)}>
            {t('games.retire')}
          </button>
        </>
      )}
    </div>
  );
}
