/**
 * The agent pages' preparations (the route table's, STYLE "Routes preload"): the list's or the
 * report's query starts while the page's code downloads. Imported by the route table on demand,
 * apart from the pages, so it keeps to query artifacts and pure modules.
 */
import { preload } from '../../routing/preload';
import AgentReportsPageQuery, { type AgentReportsPageQuery as AgentReportsPageOperation } from './__generated__/AgentReportsPageQuery.graphql';
import AgentUsersPageQuery, { type AgentUsersPageQuery as AgentUsersPageOperation } from './__generated__/AgentUsersPageQuery.graphql';
import { AGENT_USERS_VARIABLES, defaultReportChoice, periodOf } from './rules';

export const prepareAgentUsers = () => ({ query: preload<AgentUsersPageOperation>(AgentUsersPageQuery, AGENT_USERS_VARIABLES) });

// A report is asked for afresh on each visit: the day's bets move it.
export const prepareAgentReports = () => ({
  query: preload<AgentReportsPageOperation>(AgentReportsPageQuery, { period: periodOf(defaultReportChoice()) }, 'store-and-network'),
});
