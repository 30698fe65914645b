/**
 * Agents (issue 8): the sub-account tree, its management, transfers and reports. The platform mounts
 * agentRoutes; the cashier calls refusePlayMoney; boot seeds the demo agent network (seed.ts).
 */
export { agentRoutes } from './routes';
export { refusePlayMoney } from './play-money';
export { seedAgentDemoData, AGENT_DEMO } from './seed';
export type { AgentTables } from './schema';
