'use strict';

const path = require('node:path');

/**
 * Repository checks (versions, configs agreeing with each other, compose and
 * Dockerfiles, static-server headers, lint boundaries). Plain CommonJS, so no
 * transform. Run first by `npm test`; alone: `npx jest -c scripts/jest.config.cjs`.
 * @type {import('jest').Config}
 */
module.exports = {
  displayName: 'repo-checks',
  rootDir: path.join(__dirname, '..'),
  roots: ['<rootDir>/scripts'],
  testMatch: ['<rootDir>/scripts/__tests__/**/*.test.cjs'],
  testEnvironment: 'node',
  transform: {},
  cacheDirectory: path.join(__dirname, '..', 'node_modules', '.cache', 'jest-repo-checks'),
  testTimeout: 60_000,
};
