import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { RequireViewer } from '../account/RequireViewer';
import { onLimitChange } from '../shell/responsibleEvents';
import { LimitHistorySection } from './LimitHistorySection';
import { LimitsSection } from './LimitsSection';
import { NetPositionSection } from './NetPositionSection';
import { RealityCheckSection } from './RealityCheckSection';
import { RefreshContext } from './refresh';
import { SelfExclusionSection } from './SelfExclusionSection';
import { SessionLimitSection } from './SessionLimitSection';
import { TimeOutSection } from './TimeOutSection';
import type { ResponsibleGamblingPageQuery } from './__generated__/ResponsibleGamblingPageQuery.graphql';
import '../../styles/responsible.css';

export const responsibleGamblingPageQuery = graphql`
  query ResponsibleGamblingPageQuery {
    viewer {
      responsibleGambling {
        ...LimitsSection_state
        ...SessionLimitSection_state
        ...RealityCheckSection_state
        ...SelfExclusionSection_state
        ...NetPositionSection_state
      }
    }
    ...LimitHistorySection_query
  }
`;

/**
 * /{lang}/user/responsibleGambling (issue 17): the player's own tools, one section each — limits,
 * session time limit, reality check, time-out, self-exclusion, net position and the limit history.
 * Every rule (what is tighter, the cooling-off, the terms) is the platform's; the page shows the
 * state it answers and sends what the player asks for.
 */
export default function ResponsibleGamblingPage({ query }: { query: PreloadedQuery<ResponsibleGamblingPageQuery> }) {
  return <RequireViewer>{() => <ResponsibleGambling query={query} />}</RequireViewer>;
}

function ResponsibleGambling({ query }: { query: PreloadedQuery<ResponsibleGamblingPageQuery> }) {
  const { t } = useTranslation(['responsible', 'meta']);
  const environment = useRelayEnvironment();
  const data = usePreloadedQuery<ResponsibleGamblingPageQuery>(responsibleGamblingPageQuery, query);

  // One read of the whole page after a change: the history gains a line and a limit's use may move.
  // Its first history page replaces the one shown (a connection read again from its start).
  const refresh = useCallback(
    () =>
      fetchQuery<ResponsibleGamblingPageQuery>(environment, responsibleGamblingPageQuery, {}, { fetchPolicy: 'network-only' })
        .toPromise()
        .then(() => undefined)
        .catch((error: unknown) => console.warn('responsible gambling refresh failed', error)),
    [environment],
  );
  // A limit that took effect elsewhere (another tab, a confirmation) reaches this page through the shell's subscription.
  useEffect(() => onLimitChange(() => void refresh()), [refresh]);
  const context = useMemo(() => ({ refresh }), [refresh]);

  const state = data.viewer?.responsibleGambling;
  if (!state) return null;
  return (
    <RefreshContext.Provider value={context}>
      <section className="page account-page rg-page" data-testid="responsible-gambling-page">
        <h1>{t('meta:routes.responsibleGambling.title')}</h1>
        <p className="muted">{t('page.intro')}</p>
        <LimitsSection state={state} />
        <div className="rg-page__grid">
          <SessionLimitSection state={state} />
          <RealityCheckSection state={state} />
          <TimeOutSection />
          <SelfExclusionSection state={state} />
        </div>
        <NetPositionSection state={state} />
        <LimitHistorySection query={data} />
      </section>
    </RefreshContext.Provider>
  );
}
