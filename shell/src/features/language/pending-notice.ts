/**
 * A success message left for the page a reload brings (the language change): stored in
 * sessionStorage under the shell's own key just before the reload, shown once by the
 * reloaded page (usePendingNotice) in its language, then removed. The English text is
 * stored, not a translation, so the new page says it in the new language.
 */
export const PENDING_NOTICE_KEY = 'shell-pending-notice';

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage disabled (private mode, sandboxed frame): the reload goes without its message
  }
}

/** Leaves `text` (an English key of the shell's texts) for the next page load of this tab. */
export function leavePendingNotice(text: string): void {
  sessionStore()?.setItem(PENDING_NOTICE_KEY, text);
}

/** The notice left by the page before, if any; it is removed, so it shows once. */
export function takePendingNotice(): string | null {
  const storage = sessionStore();
  const text = storage?.getItem(PENDING_NOTICE_KEY) ?? null;
  if (text !== null) storage?.removeItem(PENDING_NOTICE_KEY);
  return text || null;
}

/** A full reload (its own function so a test can stand in for it: jsdom cannot navigate). */
export function reloadPage(): void {
  window.location.reload();
}
