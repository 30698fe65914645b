/** A browser on our site speaking GraphQL to the gateway, as the web client does. */
import type { Json } from './json';
import type { Stack } from './stack';

export type GraphQLResponse = { data?: Json; errors?: { message: string; extensions?: Json }[] };

/**
 * Sends the CSRF header our own pages send, its session cookie (none for a visitor) and, when given, its
 * language. With `keepCookies` it stores what the gateway sets, as a browser's cookie jar does (sign-in).
 * `stack` is read at each request: a file may make its visitor before beforeAll starts the stack.
 */
export function gatewayBrowser(stack: () => Pick<Stack, 'graphqlUrl'>, cookie = '', { lang, keepCookies = false }: { lang?: string; keepCookies?: boolean } = {}) {
  return {
    cookie,
    async post(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<GraphQLResponse> {
      const response = await fetch(stack().graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1', ...(lang ? { 'accept-language': lang } : {}), ...(this.cookie ? { cookie: this.cookie } : {}), ...headers },
        body: JSON.stringify({ query, variables }),
      });
      if (keepCookies) for (const set of response.headers.getSetCookie()) this.cookie = set.split(';')[0]!;
      return (await response.json()) as GraphQLResponse;
    },
    /** The answer's data; any GraphQL error fails the test with the errors as its message. */
    async graphql(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<Json> {
      const json = await this.post(query, variables, headers);
      if (json.errors) throw new Error(JSON.stringify(json.errors));
      return json.data!;
    },
  };
}
