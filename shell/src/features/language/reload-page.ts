/** A full reload (its own module so a test can stand in for it: jsdom cannot navigate). */
export function reloadPage(): void {
  window.location.reload();
}

/** Set just before the reload of a language change: the reloaded page says 'Language has been changed'. */
export const LANGUAGE_CHANGED_FLAG = 'language-changed';
