import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
    // Vitest's default is one fewer worker than cores: a single one on a 2-core machine, where
    // most server test files wait on PostgreSQL, a camera or a timer rather than compute
    // (docs/benchmarks.md, "Two test workers on two cores").
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
