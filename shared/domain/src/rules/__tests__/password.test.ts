import { formatRuleMessage } from '../variations';
import {
  PASSWORD_GUESSABLE_MESSAGE,
  PASSWORD_PERSONAL_MESSAGE,
  PASSWORD_TOO_COMMON_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_REPETITIVE_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  passwordProblem,
} from '../password';

describe('the password policy', () => {
  it.each([
    ['1', PASSWORD_TOO_SHORT_MESSAGE],
    ['Abc1234', PASSWORD_TOO_SHORT_MESSAGE],
    ['x'.repeat(129), PASSWORD_TOO_LONG_MESSAGE],
    ['Password1', PASSWORD_TOO_COMMON_MESSAGE],
    ['aaaaaaab', PASSWORD_TOO_REPETITIVE_MESSAGE],
  ])('refuses %j', (password, message) => {
    expect(passwordProblem(password)?.message).toBe(message);
  });

  it('refuses a password made of the person own name or e-mail', () => {
    expect(passwordProblem('Jane.Doe.1', { userInputs: ['Jane Doe', 'jane.doe@example.com'] })?.message).toBe(PASSWORD_PERSONAL_MESSAGE);
  });

  it('refuses what the strength estimator scores below 3, and accepts the rest', () => {
    expect(passwordProblem('Tr0ub4dor&3', { estimate: () => ({ score: 2 }) })?.message).toBe(PASSWORD_GUESSABLE_MESSAGE);
    expect(passwordProblem('Tr0ub4dor&3', { estimate: () => ({ score: 3 }) })).toBeNull();
    expect(passwordProblem('correct horse battery staple')).toBeNull();
  });

  it('gives a text key with its values, filled in for the API', () => {
    const problem = passwordProblem('1')!;
    expect(problem).toEqual({ message: 'The password must be at least {min} characters.', vars: { min: 8 } });
    expect(formatRuleMessage(problem)).toBe('The password must be at least 8 characters.');
  });
});
