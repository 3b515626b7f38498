/**
 * The password policy, one rule for the sign-up and profile forms and the server.
 * Pure: the strength estimator (zxcvbn on the server, its dictionaries are large) is
 * passed in; without one the length, common-password and personal-data rules still apply.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** zxcvbn's scale: 0 too guessable ... 4 very unguessable; below this is refused. */
export const PASSWORD_MIN_SCORE = 3;

/** Estimates how guessable a password is: zxcvbn's `score` (0-4) and, optionally, its warning. */
export type PasswordStrengthEstimator = (password: string, userInputs: string[]) => { score: number; warning?: string | null };

export interface PasswordContext {
  /** The person's own name, phone and e-mail: a password made of them is refused. */
  userInputs?: Array<string | null | undefined>;
  estimate?: PasswordStrengthEstimator;
}

/** The most common passwords of the public breach lists, lower-cased (the estimator knows many more). */
const COMMON = new Set([
  '12345678', '123456789', '1234567890', 'password', 'password1', 'password123', 'passw0rd', 'qwertyuiop', 'qwerty123',
  'iloveyou', '11111111', '00000000', '87654321', 'abc12345', 'abcd1234', 'letmein1', 'welcome1', 'sunshine', 'princess',
  'football', 'baseball', 'superman', 'trustno1', 'whatever', 'starwars', 'dragon12', 'monkey12', 'computer', 'admin123',
  'qwerty12', '1q2w3e4r', '1qaz2wsx', 'zaq12wsx', 'asdfghjk', 'asdfasdf', 'aaaaaaaa', 'changeme', 'internet', 'michael1',
]);

const normalise = (text: string) => text.toLowerCase().replace(/[^a-z0-9@.]/g, '');

/** Null when the password may be used, else the message to show under the field. */
export function passwordProblem(password: string, context: PasswordContext = {}): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `The password may not be longer than ${PASSWORD_MAX_LENGTH} characters.`;
  if (COMMON.has(password.toLowerCase())) return 'This password is too common. Choose another one.';
  if (new Set(password).size < 4) return 'The password needs more different characters.';
  const inputs = (context.userInputs ?? [])
    .filter((value): value is string => typeof value === 'string')
    .flatMap((value) => [value, ...value.split(/[\s@]+/)])
    .map(normalise)
    .filter((value) => value.length >= 4);
  const flat = normalise(password);
  if (inputs.some((value) => flat.includes(value) && value.length >= flat.length / 2)) {
    return 'The password must not be made of your name, phone number or e-mail.';
  }
  if (context.estimate) {
    const { score, warning } = context.estimate(password, inputs);
    if (score < PASSWORD_MIN_SCORE) {
      return `This password is too easy to guess.${warning ? ` ${warning.replace(/\.?$/, '.')}` : ''} Add more words or characters.`;
    }
  }
  return null;
}
