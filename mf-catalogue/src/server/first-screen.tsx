// The module home's first screen rendered on the server (docs/performance.md, "The home's first screen from the
// server"): the catalogue's own components, with the answers its hooks ask for, to HTML the shell's server puts in
// the page, so a phone sees the first store cards before the JavaScript has run. Built for Node by
// webpack.server.cjs and served by the catalogue's static server at FIRST_SCREEN_PATH.
import './browser-globals';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { Module } from '@storefront/contract';
import { Flex } from 'antd';
import {
  AppProviders,
  configureApi,
  currentLatLngAtom,
  isRtl,
  languageAtom,
  loadLanguage,
  locationAtom,
  moduleAtom,
  resetSessionStore,
  zoneIdAtom,
} from '@storefront/platform';
import type { Readable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { unstable_serialize, type Middleware } from 'swr';
import { HomePage } from '../app/home-page';
import { clearMemoryStorage } from './browser-globals';

/** Who is asking: what the shell's page knows of the visitor's session (its first-screen cookie). */
export interface FirstScreenVisit {
  /** The zone ids as the session stores them: a JSON array such as "[1,3]". */
  zoneId: string;
  module: Pick<Module, 'id' | 'module_type' | 'module_name'>;
  language: string;
  latLng?: { lat: number; lng: number };
}

/** The first screen: its HTML, the antd styles it uses and the answers it was rendered with (swr keys, unserialised). */
export interface FirstScreen {
  html: string;
  styles: string;
  answers: [key: unknown, answer: unknown][];
  /** The language it is written in and its direction, for the element the page puts it in. */
  language: string;
  direction: 'ltr' | 'rtl';
}

/** A hook's request, as swr would make it. */
interface Asked {
  key: unknown;
  fetcher: (key: unknown) => unknown;
}

/** The longest a render waits for the API's answers (the shell's page waits less: a late screen is not used). */
const ANSWER_WAIT_MS = 1500;

function withinWait<T>(answer: T | Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error('the API answered too late')), ANSWER_WAIT_MS)),
  );
  return Promise.race([Promise.resolve(answer), late]).finally(() => clearTimeout(timer));
}

/** Renders at most this many times: each render asks for what the answers of the last one showed. */
const MAX_RENDERS = 3;

/** The module homes this renders: the catalogue's (the parcel module's home is mf-parcel's). */
const CATALOGUE_MODULES = new Set(['grocery', 'food', 'pharmacy', 'ecommerce']);

/** The most renders on the way (one running, the rest waiting their turn): more are refused at once (a page never waits long). */
const MAX_WAITING = 8;

let queue: Promise<unknown> = Promise.resolve();
let waiting = 0;

/** A render refused because too many are waiting. */
export class BusyError extends Error {}

/**
 * The first screen of `visit`'s module home, or null for a module this remote does not render. One render at a time:
 * the page's session is one store (the platform's), set for the visit while its home renders and its calls are made.
 * Rejects with BusyError when MAX_WAITING renders are already on the way.
 */
export function renderFirstScreen(visit: FirstScreenVisit, { apiUrl }: { apiUrl: string }): Promise<FirstScreen | null> {
  if (waiting >= MAX_WAITING) return Promise.reject(new BusyError('too many first screens waiting'));
  waiting += 1;
  const job = queue.then(() => renderNow(visit, apiUrl)).finally(() => (waiting -= 1));
  queue = job.catch(() => undefined);
  return job;
}

async function renderNow(visit: FirstScreenVisit, apiUrl: string): Promise<FirstScreen | null> {
  if (!CATALOGUE_MODULES.has(visit.module.module_type)) return null;
  clearMemoryStorage();
  const store = resetSessionStore();
  store.set(zoneIdAtom, visit.zoneId);
  store.set(moduleAtom, visit.module as Module);
  store.set(languageAtom, visit.language);
  store.set(locationAtom, 'first-screen');
  if (visit.latLng) store.set(currentLatLngAtom, visit.latLng);
  configureApi({ baseUrl: apiUrl });
  await loadLanguage(visit.language);

  const answers = new Map<string, [unknown, unknown]>();
  let rendered = { html: '', styles: '' };
  for (let round = 0; round < MAX_RENDERS; round += 1) {
    const asked = new Map<string, Asked>();
    const record: Middleware = (useSWRNext) => (key, fetcher, config) => {
      const serialized = unstable_serialize(key);
      if (key && fetcher && serialized && !answers.has(serialized)) asked.set(serialized, { key, fetcher: fetcher as Asked['fetcher'] });
      return useSWRNext(key, fetcher, config);
    };
    rendered = await renderHome(fallbackOf(answers), record);
    // the render that asked for nothing new is the page's
    if (asked.size === 0) break;
    // a failed call (or one slower than ANSWER_WAIT_MS) leaves its section as the page shows it before its answer:
    // the browser asks again; and the next visit's render does not wait behind it
    const settled = await Promise.allSettled(
      [...asked].map(async ([serialized, { key, fetcher }]) => [serialized, key, await withinWait(fetcher(key))] as const),
    );
    for (const result of settled) if (result.status === 'fulfilled') answers.set(result.value[0], [result.value[1], result.value[2]]);
  }
  const direction = isRtl(visit.language) ? 'rtl' : 'ltr';
  return { ...rendered, answers: [...answers.values()], language: visit.language, direction };
}

function fallbackOf(answers: Map<string, [unknown, unknown]>): Record<string, unknown> {
  return Object.fromEntries([...answers].map(([serialized, [, answer]]) => [serialized, answer]));
}

/** A boundary React gave up on in a synchronous render: something in it suspended (a lazy section's code loading). */
const SUSPENDED = '<!--$!-->';

/**
 * The home rendered with `fallback` as swr's answers, in one synchronous render: HTML without scripts (React's
 * streaming renders add its Suspense run time as inline scripts, which the page's Content Security Policy refuses).
 * A lazy section's code loads on its first render, so until then the synchronous render gives up on it; waiting for
 * it once (React's prerender) loads it for this render and every later one.
 */
async function renderHome(fallback: Record<string, unknown>, record: Middleware): Promise<{ html: string; styles: string }> {
  const cache = createCache();
  const page: ReactNode = (
    <StyleProvider cache={cache}>
      <AppProviders swr={{ provider: () => new Map(), fallback, use: [record] }}>
        <MemoryRouter initialEntries={['/home']}>
          {/* the shell's page frame is an antd Flex: the theme's scope, on which antd hangs its styles for plain links */}
          <Flex vertical>
            <HomePage />
          </Flex>
        </MemoryRouter>
      </AppProviders>
    </StyleProvider>
  );
  let html = renderToString(page);
  if (html.includes(SUSPENDED)) {
    await drain((await prerenderToNodeStream(page)).prelude as unknown as Readable);
    html = renderToString(page);
  }
  return { html, styles: extractStyle(cache, { plain: true }) };
}

/** Reads a Node stream to its end (React's types name the web stream prerenderToNodeStream does not give). */
async function drain(stream: Readable): Promise<void> {
  for await (const chunk of stream) void chunk;
}

/**
 * Renders a home once without an API (its calls refused at once), so the first visitor's render does not pay for
 * loading the sections' code and warming the rendering up (a cold render took 300-400 ms, the page waits 400 ms).
 */
export async function warmUp(): Promise<void> {
  const visit: FirstScreenVisit = { zoneId: '[1]', module: { id: 1, module_type: 'grocery', module_name: '' }, language: 'en' };
  await renderFirstScreen(visit, { apiUrl: 'http://127.0.0.1:9' }).catch(() => null);
}

/** The path of the catalogue's origin the shell's server asks for a first screen (scripts/lib/static-server.cjs). */
export const FIRST_SCREEN_PATH = '/_first-screen';

/**
 * The visit a first-screen request names (`zone`, `module`, `type`, `name`, `lang`, and `lat`/`lng` when known), or
 * null when any of it is missing or malformed: the shell's server sends what the visitor's cookie says, which the
 * visitor can change.
 */
export function visitOf(query: URLSearchParams): FirstScreenVisit | null {
  const zoneIds = parseIds(query.get('zone'));
  const id = Number(query.get('module'));
  const type = query.get('type') ?? '';
  const name = query.get('name') ?? '';
  const language = query.get('lang') ?? 'en';
  if (!zoneIds || !Number.isInteger(id) || id <= 0 || !CATALOGUE_MODULES.has(type) || name.length > 100 || !/^[a-z]{2}$/.test(language)) {
    return null;
  }
  const lat = Number(query.get('lat'));
  const lng = Number(query.get('lng'));
  const located = query.has('lat') && query.has('lng') && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  return {
    zoneId: JSON.stringify(zoneIds),
    module: { id, module_type: type as Module['module_type'], module_name: name },
    language,
    ...(located ? { latLng: { lat, lng } } : {}),
  };
}

function parseIds(raw: string | null): number[] | null {
  try {
    const ids: unknown = JSON.parse(raw ?? '');
    return Array.isArray(ids) && ids.length > 0 && ids.every((id) => Number.isInteger(id) && id > 0) ? (ids as number[]) : null;
  } catch {
    return null;
  }
}

/**
 * The answer to a first-screen request: 200 with the first screen as JSON; 400 for one that names no catalogue home;
 * 503 when too many are waiting (the page goes without).
 */
export async function answerFirstScreen(query: URLSearchParams, apiUrl: string): Promise<{ status: number; body: string }> {
  const visit = visitOf(query);
  if (!visit) return { status: 400, body: JSON.stringify({ error: 'a zone, module, type, name and language are needed' }) };
  try {
    const screen = await renderFirstScreen(visit, { apiUrl });
    return screen ? { status: 200, body: JSON.stringify(screen) } : { status: 204, body: '' };
  } catch (error) {
    if (error instanceof BusyError) return { status: 503, body: JSON.stringify({ error: error.message }) };
    throw error;
  }
}
