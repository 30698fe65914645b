/**
 * Operator command for partner API keys (issue 8), through the platform's admin endpoints:
 *
 *   npm run partner-key -- create --name "Acme odds feed" --scopes catalogue:read,results:read [--owner 42] [--rate 120]
 *   npm run partner-key -- revoke <id>
 *   npm run partner-key -- list
 *
 * PLATFORM_URL (default http://127.0.0.1:4001) and ADMIN_TOKEN (default the development token) say where.
 * The created key is printed once: only its hash is stored.
 */
import { parseArgs } from 'node:util';

const platformUrl = process.env.PLATFORM_URL ?? `http://127.0.0.1:${process.env.PLATFORM_PORT ?? 4001}`;
const adminToken = process.env.ADMIN_TOKEN ?? 'oddsgate-admin';

async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Record<string, unknown>> {
  const init: RequestInit =
    body === undefined
      ? { method, headers: { 'x-admin-token': adminToken } }
      : { method, headers: { 'x-admin-token': adminToken, 'content-type': 'application/json' }, body: JSON.stringify(body) };
  const response = await fetch(`${platformUrl}${path}`, init);
  const answer = (await response.json()) as Record<string, unknown>;
  if (answer.HasErrors) throw new Error(`${response.status} ${String(answer.ErrorCode)}: ${String(answer.ErrorMessage)}`);
  return answer;
}

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  if (command === 'create') {
    const { values } = parseArgs({ args: rest, options: { name: { type: 'string' }, scopes: { type: 'string' }, owner: { type: 'string' }, rate: { type: 'string' } } });
    if (!values.name || !values.scopes) throw new Error('create needs --name and --scopes');
    const answer = await call('POST', '/api/admin/partners/keys', {
      Name: values.name,
      Scopes: values.scopes.split(',').map((scope) => scope.trim()),
      OwnerUserId: values.owner ?? null,
      RateLimitPerMinute: values.rate ? Number(values.rate) : 60,
    });
    console.log(JSON.stringify(answer.PartnerKey, null, 2));
    console.log(`\nKey (shown once, store it now): ${String(answer.Key)}`);
  } else if (command === 'revoke') {
    if (!rest[0]) throw new Error('revoke needs a key id');
    const answer = await call('POST', `/api/admin/partners/keys/${encodeURIComponent(rest[0])}/revoke`);
    console.log(JSON.stringify(answer.PartnerKey, null, 2));
  } else if (command === 'list') {
    const answer = await call('GET', '/api/admin/partners/keys');
    console.table(answer.PartnerKeys);
  } else {
    throw new Error('usage: partner-key create --name N --scopes a,b [--owner ID] [--rate N] | revoke <id> | list');
  }
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
