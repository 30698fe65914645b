/**
 * The sportsbook pages' preparations (the route table's, STYLE "Routes preload"): each starts its page's
 * query while the page's code downloads and hands the page its reference. An address names a sport by key (/live/soccer), so the loader first reads the
 * sport list (cached after the first page) to get the id the query takes.
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { fetchQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';
import { currentEnvironment } from '../../../relay/environment';
import { addressVariables } from '../../shell/addressIds';
import { holder, preload } from '../../../routing/preload';
import SportsNavQuery, { type SportsNavQuery as SportsNavOperation } from '../layout/__generated__/SportsNavQuery.graphql';
import { storedIds } from '../layout/sessionState';
import { displaySettings } from '../settings/settings';
import EsportsPageQuery, { type EsportsPageQuery as EsportsPageOperation } from './__generated__/EsportsPageQuery.graphql';
import LivePageQuery, { type LivePageQuery as LivePageOperation } from './__generated__/LivePageQuery.graphql';
import MatchPageQuery, { type MatchPageQuery as MatchPageOperation } from './__generated__/MatchPageQuery.graphql';
import OutrightsPageQuery, { type OutrightsPageQuery as OutrightsPageOperation } from './__generated__/OutrightsPageQuery.graphql';
import PrematchPageQuery, { type PrematchPageQuery as PrematchPageOperation } from './__generated__/PrematchPageQuery.graphql';
import ResultsPageQuery, { type ResultsPageQuery as ResultsPageOperation } from './__generated__/ResultsPageQuery.graphql';
import SchedulePageQuery, { type SchedulePageQuery as SchedulePageOperation } from './__generated__/SchedulePageQuery.graphql';
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

async function sports() {
  try {
    const data = await fetchQuery<SportsNavOperation>(currentEnvironment(), SportsNavQuery, {}, { fetchPolicy: 'store-or-network' }).toPromise();
    return data?.sports ?? [];
  } catch {
    // The page asks again and shows its own error.
    return [];
  }
}

const hold = holder();

/** Network first: a list page shows the cached answer at once and takes the fresh one when it lands. */
const start = <T extends OperationType>(slot: string, query: GraphQLTaggedNode, variables: VariablesOf<T>) => hold(slot, preload<T>(query, variables, 'store-and-network'));

export async function prepareLive({ params }: LoaderFunctionArgs) {
  const list = await sports();
  return { query: start<LivePageOperation>('live', LivePageQuery, liveVariables(sportIdFor(list, params.sport ?? null))) };
}

export async function preparePrematch({ params }: LoaderFunctionArgs) {
  const list = await sports();
  const key = params.sport ?? defaultPrematchSport(list);
  return { query: start<PrematchPageOperation>('prematch', PrematchPageQuery, prematchVariables(sportIdFor(list, key), storedTournaments(key))) };
}

export async function prepareEsports({ params }: LoaderFunctionArgs) {
  const list = await sports();
  return { query: start<EsportsPageOperation>('esports', EsportsPageQuery, esportsVariables(sportIdFor(list, params.sport ?? null), storedPhase())) };
}

/** The outrights of each sport the player keeps open; the page reads them sport by sport. */
export async function prepareOutrights() {
  await sports();
  for (const sport of storedIds(VIEW.outrightsSports)) start<OutrightsPageOperation>(`outrights:${sport}`, OutrightsPageQuery, { sport });
  return {};
}

export async function prepareSchedule({ params }: LoaderFunctionArgs) {
  const list = await sports();
  const state = storedScheduleState(params.date);
  return { query: start<SchedulePageOperation>('schedule', SchedulePageQuery, scheduleVariables(state, sportIdFor(list, state.sport), displaySettings().timeZone)) };
}

export function prepareResults({ params }: LoaderFunctionArgs) {
  const { timeZone } = displaySettings();
  return { query: start<ResultsPageOperation>('results', ResultsPageQuery, resultsVariables(resultsDay(params.date, timeZone), timeZone)) };
}

export function prepareMatch({ params }: LoaderFunctionArgs) {
  return { query: start<MatchPageOperation>('match', MatchPageQuery, addressVariables(params.matchId)) };
}
