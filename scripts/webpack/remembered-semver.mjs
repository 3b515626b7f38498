/**
 * What the Module Federation run time's semver module becomes in the apps' builds
 * (scripts/webpack/create-webpack-config.cjs): the same `satisfy`, remembering its answers.
 *
 * The run time asks whether a shared module's version meets a consumer's range for each consume and each version
 * in the share scope (74 questions on /home, 8 of them different), and each answer parses the range into a dozen
 * regular expressions anew: about 90 ms of the page's start-up at a 4x CPU slowdown (npm run profile:first-view).
 * A version and a range always get the same answer, so the first is kept.
 */
import { satisfy as parseAndSatisfy } from 'storefront-federation-semver';
import { rememberAnswers } from './remember-answers.cjs';

export const satisfy = rememberAnswers(parseAndSatisfy);
