/**
 * Writes every generated file from its source, in dependency order:
 *   platform routes → platform/openapi.json → gateway/upstream/platform-api.ts (openapi-typescript)
 *                                           → gateway/upstream/error-codes.ts (the code lists, at run time)
 *                                           → gateway/upstream/value-enums.ts (the value lists, as GraphQL enums)
 *   gateway schema  → schema.graphql → web/src/**\/__generated__ (relay-compiler)
 *   npm popular-passwords → platform/account/common-passwords.ts (the password policy's list)
 * With --check it writes nothing and exits 1 naming each file that drifted.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { printSchema } from 'graphql';
import { openApiDocument } from '../platform/app';
import { bootPlatform } from '../platform/boot';
import { commonPasswordsModule } from './common-passwords';
import { errorCodesModule } from './error-codes';
import { openApiTypes } from './openapi-typescript';
import { valueEnumsModule } from './value-enums';

const check = process.argv.includes('--check');
const GENERATED = '// Generated from platform/openapi.json by scripts/generate.ts. Do not edit; run `npm run generate`.\n';
const drifted: string[] = [];

function emit(path: string, content: string) {
  let current = '';
  try {
    current = readFileSync(path, 'utf8');
  } catch {}
  if (current === content) return;
  if (check) drifted.push(path);
  else writeFileSync(path, content);
}

emit('platform/account/common-passwords.ts', commonPasswordsModule());

const platform = await bootPlatform({ dataDir: 'memory://', seedDemoData: false, releaseHash: '', feed: 'off' });
const document = openApiDocument(platform.app);
await platform.close();
emit('platform/openapi.json', `${JSON.stringify(document, null, 2)}\n`);
emit('gateway/upstream/platform-api.ts', `${GENERATED}\n${await openApiTypes(document)}`);
emit('gateway/upstream/error-codes.ts', errorCodesModule(document as Parameters<typeof errorCodesModule>[0], GENERATED));
emit('gateway/upstream/value-enums.ts', valueEnumsModule(document as Parameters<typeof valueEnumsModule>[0], GENERATED));

// The event catalogue (platform/events/catalogue.ts) → platform/asyncapi.json → the gateway's event types.
const { asyncApiDocument } = await import('../platform/events/asyncapi');
const { eventTypesModule } = await import('./event-types');
const events = asyncApiDocument();
emit('platform/asyncapi.json', `${JSON.stringify(events, null, 2)}\n`);
emit('gateway/upstream/platform-events.ts', await eventTypesModule(events));

// The schema imports the upstream types only as types, so it can be built now.
const { schema } = await import('../gateway/schema/index');
emit('schema.graphql', `${printSchema(schema)}\n`);

// --repersist: an artifact a merge left unchanged is still written to the persisted-operations file.
const relayArgs = check ? ['--validate'] : ['--repersist'];
try {
  execFileSync(process.execPath, ['node_modules/relay-compiler/cli.js', ...relayArgs], { stdio: check ? 'pipe' : 'inherit' });
} catch (error) {
  if (!check) throw error;
  drifted.push(`Relay artifacts (${String((error as { stdout?: Buffer }).stdout ?? '').trim().split('\n').slice(-3).join(' ')})`);
}

// The gateway answers only persisted documents: each artifact's id must be in the file (a merge can drop one).
const persisted = JSON.parse(readFileSync('web/persisted-operations.json', 'utf8')) as Record<string, string>;
const artifacts = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? artifacts(join(dir, entry.name)) : entry.name.endsWith('.graphql.ts') ? [join(dir, entry.name)] : []));
for (const path of artifacts('web/src')) {
  const id = /"id": "([0-9a-f]{64})"/.exec(readFileSync(path, 'utf8'))?.[1];
  if (id && !(id in persisted)) drifted.push(`web/persisted-operations.json lacks ${path}'s document (${id.slice(0, 12)}…)`);
}

if (drifted.length > 0) {
  console.error(`Generated files are out of date; run \`npm run generate\` and commit:\n  ${drifted.join('\n  ')}`);
  process.exit(1);
}
console.log(check ? 'generated files are up to date' : 'generated files written');
process.exit(0);
