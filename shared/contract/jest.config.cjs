'use strict';

const { createJestConfig } = require('../../scripts/jest/create-jest-config.cjs');

module.exports = createJestConfig({ rootDir: __dirname, displayName: 'contract' });
