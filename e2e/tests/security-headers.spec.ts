/**
 * The composed site runs under a strict Content Security Policy built from
 * the same run-time map the shell reads: every journey of this suite runs
 * with it on, and the global teardown fails the run on any violation report.
 */
import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { API_URL } from '../support/servers';

test('the shell page is served with a policy that allows exactly its remotes, its own inline script and its API', async ({ request }) => {
  const page = await request.get('/home');
  const policy = page.headers()['content-security-policy'] ?? '';
  const runtime = (await (await request.get('/runtime-config.json')).json()) as { remotes: Record<string, string> };
  const remoteOrigins = Object.values(runtime.remotes).map((url) => new URL(url).origin);

  // the page's one inline script (the landing's first paint, shell/public/index.html) by the hash of its text
  const inline = [...(await page.text()).matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text]) => text);
  expect(inline).toHaveLength(1);
  const ownScript = `'sha256-${createHash('sha256').update(inline[0]).digest('base64')}'`;
  const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1].split(' ') ?? [];
  expect(scriptSrc.sort()).toEqual(["'self'", ownScript, ...remoteOrigins].sort());
  expect(policy).toContain(`connect-src 'self' ${API_URL}`);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain('report-uri /__csp-report');
  expect(page.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(page.headers()['permissions-policy']).toContain('geolocation=(self)');
});
