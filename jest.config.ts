/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
] as const;

const config: Config = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swc as unknown as [string, Record<string, unknown>] },
  testMatch: ['<rootDir>/{shared,server,client,migrations,test}/**/*.test.ts?(x)', '<rootDir>/client/e2e/**/*.e2e.ts'],
  // One real PostgreSQL database for the run, migrated and seeded once, dropped at the end; and the built
  // server for the browser tests.
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 60_000,
  maxWorkers: 2,
};

export default config;
