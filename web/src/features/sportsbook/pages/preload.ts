/**
 * Route loaders of the sportsbook pages (STYLE "Routes preload"): each starts its page's query while the
 * page's code downloads. An address names a sport by key (/live/soccer), so the loader first reads the
 * sport list (cached after the first page) to get the id the query takes.
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { fetchQuery, loadQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';
import { environment } from '../../../relay/environment';
import { addressVariables } from '../../shell/addressIds';
import SportsNavQuery, { type SportsNavQuery as SportsNavOperation } from '../layout/__generated__/SportsNavQuery.graphql';
import { storedIds } from '../layout/sessionState';
import { displaySettings } from '../settings/settings';
import EsportsPageQuery from './__generated__/EsportsPageQuery.graphql';
import LivePageQuery from './__generated__/LivePageQuery.graphql';
import MatchPageQuery from './__generated__/MatchPageQuery.graphql';
import OutrightsPageQuery from './__generated__/OutrightsPageQuery.graphql';
import PrematchPageQuery from './__generated__/PrematchPageQuery.graphql';
import ResultsPageQuery from './__generated__/ResultsPageQuery.graphql';
import SchedulePageQuery from './__generated__/SchedulePageQuery.graphql';
import {
  defaultPrematchSport,
  esportsVariables,
  liveVariables,
  prematchVariables,
  resultsDay,
  resultsVariables,
  scheduleVariables,
  sportIdFor,
  storedPhase,
  storedScheduleState,
  storedTournaments,
  VIEW,
} from './variables';

export type SportsbookPage = 'live' | 'prematch' | 'esports' | 'outrights' | 'schedule' | 'results' | 'match';

async function sports() {
  try {
    const data = await fetchQuery<SportsNavOperation>(environment, SportsNavQuery, {}, { fetchPolicy: 'store-or-network' }).toPromise();
    return data?.sports ?? [];
  } catch {
    // The page asks again and shows its own error.
    return [];
  }
}

/** The latest preload of each page is held until the next one (the page retains what it shows). */
const held = new Map<string, { dispose(): void }>();

function start<T extends OperationType>(slot: string, query: GraphQLTaggedNode, variables: VariablesOf<T>) {
  // Network first: a list page shows the cached answer at once and takes the fresh one when it lands.
  const ref = loadQuery<T>(environment, query, variables, { fetchPolicy: 'store-and-network' });
  held.get(slot)?.dispose();
  held.set(slot, ref);
}

export async function preloadSportsbook(page: SportsbookPage, { params }: LoaderFunctionArgs): Promise<null> {
  const { timeZone } = displaySettings();
  switch (page) {
    case 'live': {
      const list = await sports();
      start('live', LivePageQuery, liveVariables(sportIdFor(list, params.sport ?? null)));
      break;
    }
    case 'prematch': {
      const list = await sports();
      const key = params.sport ?? defaultPrematchSport(list);
      start('prematch', PrematchPageQuery, prematchVariables(sportIdFor(list, key), storedTournaments(key)));
      break;
    }
    case 'esports': {
      const list = await sports();
      start('esports', EsportsPageQuery, esportsVariables(sportIdFor(list, params.sport ?? null), storedPhase()));
      break;
    }
    case 'outrights':
      await sports();
      for (const sport of storedIds(VIEW.outrightsSports)) start(`outrights:${sport}`, OutrightsPageQuery, { sport });
      break;
    case 'schedule': {
      const list = await sports();
      const state = storedScheduleState(params.date);
      start('schedule', SchedulePageQuery, scheduleVariables(state, sportIdFor(list, state.sport), timeZone));
      break;
    }
    case 'results':
      start('results', ResultsPageQuery, resultsVariables(resultsDay(params.date, timeZone), timeZone));
      break;
    case 'match':
      start('match', MatchPageQuery, addressVariables(params.matchId));
      break;
  }
  return null;
}
