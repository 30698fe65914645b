/** The real stack (platform + production gateway) in a process of its own, with extra persisted documents from argv. */
import { createHash } from 'node:crypto';
import { loadPersistedOperations } from '../../gateway/persisted';
import { startStack } from '../../tests/helpers/stack';

const documents = JSON.parse(process.argv[2] ?? '[]') as string[];
const persistedOperations = { ...loadPersistedOperations(), ...Object.fromEntries(documents.map((d) => [createHash('sha256').update(d).digest('hex'), d])) };
const stack = await startStack({ gateway: { production: true }, platform: { seedDemoData: false }, persistedOperations });
process.send?.({ url: stack.graphqlUrl, platformUrl: stack.platformUrl });
process.on('SIGTERM', async () => {
  await stack.close();
  process.exit(0);
});
