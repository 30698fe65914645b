/**
 * A JSON answer under test, read by field. Typing each one would restate the
 * OpenAPI document and the GraphQL schema the tests exist to check.
 */
// oxlint-disable-next-line typescript/no-explicit-any
export type Json = Record<string, any>;
