/** The stored flag that opens the welcome modal (spec: discovery-and-modules §4 Welcome modal): set on sign-up. */
export const WELCOME_FLAG_KEY = 'welcome-modal';

export function setWelcomeFlag(): void {
  try {
    window.localStorage.setItem(WELCOME_FLAG_KEY, '1');
  } catch {
    // storage refused (private mode): no welcome modal, nothing else changes
  }
}

export function hasWelcomeFlag(): boolean {
  try {
    return window.localStorage.getItem(WELCOME_FLAG_KEY) === '1';
  } catch {
    return false;
  }
}

export function clearWelcomeFlag(): void {
  try {
    window.localStorage.removeItem(WELCOME_FLAG_KEY);
  } catch {
    // nothing to clear
  }
}
