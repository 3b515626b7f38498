import { formatRuleMessage, passwordProblem, type PasswordStrengthEstimator } from '@storefront/domain'
import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as en from '@zxcvbn-ts/language-en'
import { unprocessable } from '../errors.js'

// zxcvbn with its common (breached passwords, keyboard graphs) and English dictionaries, set once
zxcvbnOptions.setOptions({
  dictionary: { ...common.dictionary, ...en.dictionary },
  graphs: common.adjacencyGraphs,
  translations: en.translations,
})

const estimate: PasswordStrengthEstimator = (password, userInputs) => ({ score: zxcvbn(password, userInputs).score })

/** The shared password rule (@storefront/domain passwordProblem) with zxcvbn: a 422 on `password` when refused. */
export function assertPasswordAllowed(password: string, userInputs: Array<string | null | undefined>): void {
  const problem = passwordProblem(password, { userInputs, estimate })
  if (problem) throw unprocessable('password', formatRuleMessage(problem))
}
