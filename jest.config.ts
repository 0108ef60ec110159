/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';
import { LINGUI_SWC_PLUGIN } from './lingui.config';

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
      // Lingui's macros, as the build transforms them (vite.config.ts).
      experimental: { plugins: [LINGUI_SWC_PLUGIN] },
    },
    module: { type: 'commonjs' },
  },
] as const;

const config: Config = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': swc as unknown as [string, Record<string, unknown>] },
  // swiper ships ES modules only; the server renders its carousels in the page tests too.
  transformIgnorePatterns: ['/node_modules/(?!swiper/)'],
  // Stylesheets imported by components are the bundler's business.
  moduleNameMapper: { '\\.css$|^swiper/css(/.*)?$': '<rootDir>/test/style-stub.ts' },
  // jest-dom's matchers; component tests switch to jsdom with a `/** @jest-environment jsdom */` docblock.
  setupFilesAfterEnv: ['<rootDir>/test/jest-setup.ts'],
  testMatch: ['<rootDir>/{shared,server,client,demo,migrations,test,scripts}/**/*.test.ts?(x)', '<rootDir>/client/e2e/**/*.e2e.ts'],
  // One real PostgreSQL database for the run, migrated and seeded once, dropped at the end; and the built
  // server for the browser tests.
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 60_000,
  maxWorkers: 2,
};

export default config;
