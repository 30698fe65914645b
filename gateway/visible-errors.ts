/**
 * Expected refusals outside an error union (ARCHITECTURE rule 4 puts them in unions where a field has one): a
 * list field's bad filter, a back-office read a role may not make, a read on a session that just ended. Yoga
 * would mask such a DomainError as "Unexpected error." and log it at error level, though nothing unexpected
 * happened; here it reaches the client as what it is, its code and its message in the request's language (and
 * a validation's fields), and the log keeps error level for real faults.
 */
import { type ExecutionResult, GraphQLError } from 'graphql';
import { handleStreamOrSingleExecutionResult, type Plugin } from 'graphql-yoga';
import type { Context } from './context';
import { DomainError, messageOf, ValidationError } from './errors';
import type { Language } from './i18n';

const expected = (error: GraphQLError): error is GraphQLError & { originalError: DomainError } => error.originalError instanceof DomainError;

function visible(error: GraphQLError, lang: Language): GraphQLError {
  if (!expected(error)) return error;
  const refusal = error.originalError;
  const fields = refusal instanceof ValidationError ? Object.entries(refusal.fieldErrors).map(([field, message]) => ({ field, message })) : undefined;
  return new GraphQLError(messageOf(refusal, lang), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: { code: refusal.code, ...(fields ? { fields } : {}) },
  });
}

function reveal({ result, setResult }: { result: ExecutionResult; setResult: (result: ExecutionResult) => void }, lang: Language) {
  if (result.errors?.some(expected)) setResult({ ...result, errors: result.errors.map((error) => visible(error, lang)) });
}

export function useVisibleDomainErrors(): Plugin<Context> {
  // A query's or mutation's answer, and each event of a subscription.
  return {
    onExecute: () => ({ onExecuteDone: (payload) => handleStreamOrSingleExecutionResult(payload, (next) => reveal(next, payload.args.contextValue.lang)) }),
    onSubscribe: () => ({ onSubscribeResult: (payload) => handleStreamOrSingleExecutionResult(payload, (next) => reveal(next, payload.args.contextValue.lang)) }),
  };
}
