'use strict';

// The apps' builds give the federation run time a `satisfy` that remembers its answers
// (scripts/webpack/remembered-semver.mjs): it must answer as the run time's own does, and parse each pair once.

const path = require('node:path');
const { rememberAnswers } = require('../webpack/remember-answers.cjs');

// the run time's own semver module (its CommonJS build; the package's exports do not name it)
const RUNTIME_CORE_DIST = path.dirname(require.resolve('@module-federation/runtime-core'));
const { satisfy } = require(path.join(RUNTIME_CORE_DIST, 'utils', 'semver', 'index.cjs'));

const QUESTIONS = [
  ['19.3.1', '^19.3.1', true],
  ['19.3.1', '^19.4.0', false],
  ['2.11.0', '^2.0.0', true],
  ['3.0.0', '^2.0.0', false],
  ['6.6.8', '<=6.6.8', true],
  ['7.18.5', '>=7.0.0 <8.0.0', true],
  ['2.20.3', '~2.20.0', true],
  ['2.21.0', '~2.20.0', false],
  ['1.0.0', '*', true],
  ['not-a-version', '^1.0.0', false],
];

describe('the federation run time with remembered version checks', () => {
  test.each(QUESTIONS)('satisfy(%s, %s) is %s, as the run time answers', (version, range, expected) => {
    expect(satisfy(version, range)).toBe(expected);
    expect(rememberAnswers(satisfy)(version, range)).toBe(expected);
  });

  test('each pair is worked out once, however often it is asked, and pairs do not mix', () => {
    const asked = [];
    const remembered = rememberAnswers((version, range) => {
      asked.push(`${version} ${range}`);
      return satisfy(version, range);
    });
    for (let round = 0; round < 3; round += 1) {
      for (const [version, range, expected] of QUESTIONS) expect(remembered(version, range)).toBe(expected);
    }
    expect(asked).toHaveLength(QUESTIONS.length);
  });

  test.each(['shell/webpack.config.cjs', 'mf-cart/webpack.config.cjs'])(
    '%s hands the run time this module for its own semver module, which it still reaches by its alias',
    (file) => {
      const webpack = require('webpack');
      const config = require(path.join(__dirname, '..', '..', file))({}, { mode: 'production' });
      const replacements = config.plugins.filter((plugin) => plugin instanceof webpack.NormalModuleReplacementPlugin);
      const requests = ['./semver/index.js', './utils/semver/index.js'].map((request, index) => {
        const resource = { request, context: index === 0 ? path.join(RUNTIME_CORE_DIST, 'utils') : RUNTIME_CORE_DIST };
        for (const plugin of replacements) {
          if (plugin.resourceRegExp.test(resource.request) && typeof plugin.newResource === 'function') plugin.newResource(resource);
        }
        return resource.request;
      });
      const remembered = path.join(__dirname, '..', 'webpack', 'remembered-semver.mjs');
      expect(requests).toEqual([remembered, remembered]);
      // the same request from elsewhere (an app's own ./semver/index.js) is left alone
      const own = { request: './semver/index.js', context: path.join(__dirname, '..', '..', 'shell', 'src') };
      for (const plugin of replacements) if (plugin.resourceRegExp.test(own.request)) plugin.newResource(own);
      expect(own.request).toBe('./semver/index.js');
      expect(config.resolve.alias['storefront-federation-semver$']).toBe(path.join(RUNTIME_CORE_DIST, 'utils', 'semver', 'index.js'));
    },
  );
});
