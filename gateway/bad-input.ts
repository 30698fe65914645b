/**
 * Input no operation can take, refused before any resolver runs (issue 14 §11): a NUL character or a lone
 * UTF-16 surrogate (text that is not Unicode: JSON can carry "\ud800", nothing after it can) anywhere in the
 * variables. PostgreSQL cannot store either, an HTTP header (an idempotency key) cannot carry a NUL, and a
 * query string cannot encode a lone surrogate (encodeURIComponent throws), so letting them through turns bad
 * input into an unexpected error. Answered like any invalid variable: a 400 with BAD_USER_INPUT, in the
 * request's language.
 */
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { languageOf, translateError } from './i18n';
import { Code } from './upstream/error-codes';

/** In u mode a surrogate pair is one code point, so only a lone surrogate matches the range. */
const UNSTORABLE = /[\0\uD800-\uDFFF]/u;

function holdsUnstorable(value: unknown): boolean {
  // Iterative: the variables' depth is the caller's to choose.
  const stack = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (UNSTORABLE.test(item)) return true;
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (UNSTORABLE.test(key)) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

export function useRefuseUnstorableInput(): Plugin {
  return {
    onParams({ params, request, setResult }) {
      if (!holdsUnstorable(params.variables)) return;
      setResult({ errors: [new GraphQLError(translateError(languageOf(request), Code.VALIDATION), { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } })] });
    },
  };
}
