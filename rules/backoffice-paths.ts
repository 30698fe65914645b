/**
 * The staff cookie's path: the back office's pages and its GraphQL endpoint, nothing a player page calls.
 * A module of its own: the player's first page needs the path (to hand it to the back office's app), not
 * the role table of rules/backoffice.ts.
 */
export const BACKOFFICE_PATH = '/backoffice';
export const BACKOFFICE_GRAPHQL = `${BACKOFFICE_PATH}/graphql`;
