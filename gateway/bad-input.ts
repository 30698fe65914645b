/**
 * Input no operation can take, refused before any resolver runs (issue 14 §11): a NUL character anywhere in
 * the variables. PostgreSQL cannot store it and an HTTP header (an idempotency key) cannot carry it, so
 * letting it through turns bad input into an unexpected error. Answered like any invalid variable: a 400
 * with BAD_USER_INPUT, in the request's language.
 */
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { languageOf, translateError } from './i18n';
import { Code } from './upstream/error-codes';

function holdsNul(value: unknown): boolean {
  // Iterative: the variables' depth is the caller's to choose.
  const stack = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

export function useRefuseNulInput(): Plugin {
  return {
    onParams({ params, request, setResult }) {
      if (!holdsNul(params.variables)) return;
      setResult({ errors: [new GraphQLError(translateError(languageOf(request), Code.VALIDATION), { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } })] });
    },
  };
}
