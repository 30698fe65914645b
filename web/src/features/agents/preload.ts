/**
 * Route loaders of the agent pages (STYLE "Routes preload"): the list's or the
 * report's query starts while the page's code downloads. Imported by the route
 * table on demand, apart from the pages, so it keeps to query artifacts and
 * pure modules; the pages read the same queries from the store.
 */
import { loadQuery } from 'react-relay';
import { environment } from '../../relay/environment';
import AgentReportsPageQuery from './__generated__/AgentReportsPageQuery.graphql';
import AgentUsersPageQuery from './__generated__/AgentUsersPageQuery.graphql';
import { AGENT_USERS_VARIABLES, defaultReportChoice, periodOf } from './rules';

export function preloadAgentPage(page: 'users' | 'reports') {
  const options = { fetchPolicy: 'store-or-network' } as const;
  return page === 'users'
    ? loadQuery(environment, AgentUsersPageQuery, AGENT_USERS_VARIABLES, options)
    : loadQuery(environment, AgentReportsPageQuery, { period: periodOf(defaultReportChoice()) }, options);
}
