import type { RuleMessage } from './variations.ts';

/**
 * The password policy, one rule for the sign-up and profile forms and the server.
 * Pure: the strength estimator (zxcvbn on the server, its dictionaries are large) is
 * passed in; without one the length, common-password and personal-data rules still apply.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** zxcvbn's scale: 0 too guessable ... 4 very unguessable; below this is refused. */
export const PASSWORD_MIN_SCORE = 3;

/** Estimates how guessable a password is: zxcvbn's `score` (0-4). */
export type PasswordStrengthEstimator = (password: string, userInputs: string[]) => { score: number };

export interface PasswordContext {
  /** The person's own name, phone and e-mail: a password made of them is refused. */
  userInputs?: Array<string | null | undefined>;
  estimate?: PasswordStrengthEstimator;
}

/** The most common passwords of the public breach lists, lower-cased (the estimator knows many more). */
const COMMON = new Set([
  '12345678',
  '123456789',
  '1234567890',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'qwertyuiop',
  'qwerty123',
  'iloveyou',
  '11111111',
  '00000000',
  '87654321',
  'abc12345',
  'abcd1234',
  'letmein1',
  'welcome1',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'superman',
  'trustno1',
  'whatever',
  'starwars',
  'dragon12',
  'monkey12',
  'computer',
  'admin123',
  'qwerty12',
  '1q2w3e4r',
  '1qaz2wsx',
  'zaq12wsx',
  'asdfghjk',
  'asdfasdf',
  'aaaaaaaa',
  'changeme',
  'internet',
  'michael1',
]);

const normalise = (text: string) => text.toLowerCase().replace(/[^a-z0-9@.]/g, '');

export const PASSWORD_TOO_SHORT_MESSAGE = 'The password must be at least {min} characters.';
export const PASSWORD_TOO_LONG_MESSAGE = 'The password may not be longer than {max} characters.';
export const PASSWORD_TOO_COMMON_MESSAGE = 'This password is too common. Choose another one.';
export const PASSWORD_TOO_REPETITIVE_MESSAGE = 'The password needs more different characters.';
export const PASSWORD_PERSONAL_MESSAGE = 'The password must not be made of your name, phone number or e-mail.';
export const PASSWORD_GUESSABLE_MESSAGE = 'This password is too easy to guess. Add more words or characters.';

/**
 * Null when the password may be used, else the message to show under the
 * field, as a text key and its values (each app translates it; the API sends
 * it filled in with formatRuleMessage).
 */
export function passwordProblem(password: string, context: PasswordContext = {}): RuleMessage | null {
  const problem = (message: string, vars: RuleMessage['vars'] = {}) => ({ message, vars });
  if (password.length < PASSWORD_MIN_LENGTH) return problem(PASSWORD_TOO_SHORT_MESSAGE, { min: PASSWORD_MIN_LENGTH });
  if (password.length > PASSWORD_MAX_LENGTH) return problem(PASSWORD_TOO_LONG_MESSAGE, { max: PASSWORD_MAX_LENGTH });
  if (COMMON.has(password.toLowerCase())) return problem(PASSWORD_TOO_COMMON_MESSAGE);
  if (new Set(password).size < 4) return problem(PASSWORD_TOO_REPETITIVE_MESSAGE);
  const inputs = (context.userInputs ?? [])
    .filter((value): value is string => typeof value === 'string')
    .flatMap((value) => [value, ...value.split(/[\s@]+/)])
    .map(normalise)
    .filter((value) => value.length >= 4);
  const flat = normalise(password);
  if (inputs.some((value) => flat.includes(value) && value.length >= flat.length / 2)) return problem(PASSWORD_PERSONAL_MESSAGE);
  if (context.estimate && context.estimate(password, inputs).score < PASSWORD_MIN_SCORE) return problem(PASSWORD_GUESSABLE_MESSAGE);
  return null;
}
