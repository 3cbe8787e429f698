import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
    // Vitest's default is one fewer worker than cores: a single one on a 2-core machine, where
    // most server test files wait on PostgreSQL, a camera or a timer rather than compute
    // (docs/benchmarks.md, "Two test workers on two cores").
    // A worker keeps the modules it has loaded from one test file to the next: each server test
    // file imported the whole console again (2 s of 'collect' per file, 451 s in all) before.
    // Test files share no state but the module cache: each starts its own console, database
    // and servers, and closes them (docs/benchmarks.md, "Test files without a fresh worker").
    isolate: false,
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
