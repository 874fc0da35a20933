import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Two projects: the page's tests in jsdom, everything else (server, shared, benchmarks) in Node.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'page',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}', 'tests/support/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/page-test-setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'src/server/**/*.test.ts',
            'src/shared/**/*.test.ts',
            'bench/**/*.test.ts',
            'tests/cookbook/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          globalSetup: ['tests/support/read-data-once.ts'],
        },
      },
    ],
  },
});
