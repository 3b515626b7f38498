import { currentLatLngAtom, getSessionStore, hasLocationAtom, languageAtom, moduleAtom, zoneIdsAtom } from '@storefront/platform';
import { DARK_SYSTEM_QUERY, prefersDark, themeModeAtom } from '../features/theme/hooks/use-theme-mode';

/**
 * /home's first screen from the server (docs/performance.md, "The home's first screen from the server"). The shell's
 * server renders it with the catalogue for the visitor this cookie describes (scripts/lib/first-screen.cjs, which
 * reads it under the same name); the shell keeps it in step with the session.
 */
export const FIRST_SCREEN_COOKIE = 'storefront-first-screen';
/** The ids of the server's first screen and of its answers in the page (FIRST_SCREEN_ID and FIRST_SCREEN_ANSWERS_ID there). */
const FIRST_SCREEN_ID = 'first-screen';
const FIRST_SCREEN_ANSWERS_ID = 'first-screen-answers';
/** A year: the cookie lives as long as the session's storage does, and is rewritten with it. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** What the server needs to render the visitor's module home: the session's zone, module, language, place and theme. */
export interface FirstScreenVisit {
  zoneId: string;
  module: { id: number; module_type: string; module_name: string };
  language: string;
  located: boolean;
  latLng?: { lat: number; lng: number };
  theme: 'light' | 'dark' | null;
  /** The system's colour scheme is dark (it applies while `theme` is null), when the cookie was written. */
  systemDark: boolean;
}

/** The visit the session describes, or null without a zone or a module (no module home to render). */
export function firstScreenVisit(store = getSessionStore()): FirstScreenVisit | null {
  const zoneIds = store.get(zoneIdsAtom);
  const module = store.get(moduleAtom);
  if (zoneIds.length === 0 || !module) return null;
  const latLng = store.get(currentLatLngAtom);
  return {
    zoneId: JSON.stringify(zoneIds),
    module: { id: module.id, module_type: module.module_type, module_name: module.module_name },
    language: store.get(languageAtom) ?? 'en',
    located: store.get(hasLocationAtom),
    ...(latLng ? { latLng: { lat: latLng.lat, lng: latLng.lng } } : {}),
    theme: store.get(themeModeAtom),
    systemDark: prefersDark(),
  };
}

/** Writes the cookie from the session now (removes it when there is no module home), and again whenever the session changes. */
export function keepFirstScreenCookie(store = getSessionStore()): void {
  const write = () => {
    const visit = firstScreenVisit(store);
    document.cookie = visit
      ? `${FIRST_SCREEN_COOKIE}=${encodeURIComponent(JSON.stringify(visit))}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`
      : `${FIRST_SCREEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  };
  write();
  for (const atom of [zoneIdsAtom, moduleAtom, languageAtom, currentLatLngAtom, hasLocationAtom, themeModeAtom]) store.sub(atom, write);
  // the system's scheme can change while the page is open (a phone's dark mode at night)
  if (typeof window.matchMedia === 'function') window.matchMedia(DARK_SYSTEM_QUERY).addEventListener?.('change', write);
}

/** The server's first screen as the page came with it: its element, and the answers (swr key and answer) it shows. */
export interface ServerFirstScreen {
  /** The catalogue's markup as the page holds it (the children of its element): moved into the home's place while the code loads. */
  nodes: Node[];
  answers: [key: unknown, answer: unknown][];
}

let taken: ServerFirstScreen | null | undefined;

/**
 * The server's first screen, read from the page before the first render replaces it (the shell's bootstrap), then
 * the same answer every time: the home's route keeps its elements on screen while the catalogue's code loads, and the
 * early requests take its answers. Null when the page came without one, or with one the visitor's system draws dark.
 */
export function serverFirstScreen(doc: Document = document): ServerFirstScreen | null {
  if (taken !== undefined) return taken;
  taken = null;
  const main = doc.getElementById(FIRST_SCREEN_ID);
  if (!main || (main.dataset.theme === 'system' && prefersDark())) return taken;
  try {
    const answers: unknown = JSON.parse(doc.getElementById(FIRST_SCREEN_ANSWERS_ID)?.textContent ?? '[]');
    const pairs = Array.isArray(answers)
      ? answers.filter((pair): pair is [unknown, unknown] => Array.isArray(pair) && pair.length === 2)
      : [];
    taken = { nodes: [...main.childNodes], answers: pairs };
  } catch {
    // answers that do not read: the page renders as without them
  }
  return taken;
}

/** Forgets what was read (tests). */
export function resetServerFirstScreen(): void {
  taken = undefined;
}
