import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

/** tests/cluster/ alone, one file at a time (npm test's "cluster" step). Arrays replaced, not merged. */
export default defineConfig({ ...base, test: { ...base.test, include: ['tests/cluster/**/*.test.ts'], exclude: ['**/node_modules/**'], maxWorkers: 1 } });
