import { useAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

export type ThemeMode = 'light' | 'dark';

/** The visitor's choice, kept in localStorage `theme`; null until they choose (the system's preference applies). */
export const themeModeAtom = atomWithStorage<ThemeMode | null>('theme', null, undefined, { getOnInit: true });

/** The media query of a system in dark mode. */
export const DARK_SYSTEM_QUERY = '(prefers-color-scheme: dark)';

/** The system's colour scheme is dark (what applies while the visitor has chosen none). */
export const prefersDark = () => typeof window.matchMedia === 'function' && window.matchMedia(DARK_SYSTEM_QUERY).matches;

/** The theme in force (the stored choice, else the system's) and a setter that stores the choice. */
export function useThemeMode(): [ThemeMode, (mode: ThemeMode) => void] {
  const [stored, setStored] = useAtom(themeModeAtom);
  const mode: ThemeMode = stored === 'dark' || stored === 'light' ? stored : prefersDark() ? 'dark' : 'light';
  return [mode, setStored];
}
