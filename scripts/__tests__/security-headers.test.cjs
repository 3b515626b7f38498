'use strict';

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const http = require('node:http');
const { contentSecurityPolicy, securityHeaders } = require('../lib/security-headers.cjs');
const { startStaticServer, stopServer } = require('../lib/static-server.cjs');
const { inlineScriptHashes, withRuntimeConfig } = require('../lib/shell-page.cjs');
const { createHash } = require('node:crypto');

/** The policy source of an inline script's text, computed apart from the code under test. */
const sourceOf = (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
/** A page as built with one inline script (the shell's first paint is one). */
const FIRST_PAINT = "(function () { document.title = 'first'; })();";
const PAGE_WITH_SCRIPT = `<!doctype html><html><head><title>Storefront</title><script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div><script>${FIRST_PAINT}</script></body></html>`;

const config = {
  apiUrl: 'https://api.example.com/',
  mapsApiKey: '',
  remotes: {
    mf_cart: 'https://cart.example.com/mf-manifest.json',
    mf_parcel: 'https://parcel.example.com:8443/v2/mf-manifest.json',
    mf_broken: 'javascript:alert(1)',
  },
};

/** @param {string} policy @returns {Record<string, string[]>} */
function directives(policy) {
  return Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));
}

describe('the Content Security Policy', () => {
  const policy = directives(contentSecurityPolicy(config));

  test('allows scripts only from the page itself and the remotes of the run-time map', () => {
    expect(policy['script-src']).toEqual(["'self'", 'https://cart.example.com', 'https://parcel.example.com:8443']);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
  });

  test('sends requests only to the API and the remotes', () => {
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://api.example.com',
      'https://cart.example.com',
      'https://parcel.example.com:8443',
    ]);
    expect(policy['img-src']).toContain('https://api.example.com');
  });

  test('plays media only from the page itself and the API (the promotion videos)', () => {
    expect(policy['media-src']).toEqual(["'self'", 'blob:', 'https://api.example.com']);
  });

  test('forbids framing, plugins and foreign forms; styles as antd writes them', () => {
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  test('opens the maps provider only when a browser maps key is configured', () => {
    expect(JSON.stringify(policy)).not.toContain('googleapis');
    const withMaps = directives(contentSecurityPolicy({ ...config, mapsApiKey: 'key' }));
    expect(withMaps['script-src']).toContain('https://maps.googleapis.com');
  });

  test('allows the page’s own inline scripts by their hashes, and nothing else inline', () => {
    const withHashes = directives(contentSecurityPolicy(config, { scriptHashes: [sourceOf(FIRST_PAINT)] }));
    expect(withHashes['script-src']).toEqual([
      "'self'",
      sourceOf(FIRST_PAINT),
      'https://cart.example.com',
      'https://parcel.example.com:8443',
    ]);
    expect(withHashes['script-src']).not.toContain("'unsafe-inline'");
  });

  test('asks the browser to report violations when given where', () => {
    expect(directives(contentSecurityPolicy(config, { reportUri: '/__csp-report' }))['report-uri']).toEqual(['/__csp-report']);
  });

  test('comes with the other page headers: referrer, sniffing, framing, permissions', () => {
    const headers = securityHeaders(config);
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Permissions-Policy']).toMatch(/^geolocation=\(self\)/);
  });
});

describe('the hashes of a page’s inline scripts', () => {
  test('name each script the browser runs, by its exact text', () => {
    const page = `${PAGE_WITH_SCRIPT}<script type="module">import('/a.js');</script><script type="text/javascript">1</script>`;
    expect(inlineScriptHashes(page)).toEqual([sourceOf(FIRST_PAINT), sourceOf("import('/a.js');"), sourceOf('1')]);
  });

  test('leave out scripts loaded from a file, data blocks and empty elements', () => {
    const page = withRuntimeConfig('<html><head><script src="/main.js"></script><script></script></head></html>', { apiUrl: 'x' });
    expect(page).toContain('<script type="application/json" id="runtime-config">');
    expect(inlineScriptHashes(page)).toEqual([]);
  });
});

describe('the static server', () => {
  const dist = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-csp-')), 'dist');
  const reports = path.join(path.dirname(dist), 'reports.ndjson');
  let server;
  let port;

  /** @returns {Promise<{ status: number, headers: http.IncomingHttpHeaders }>} */
  function send(pathname, { method = 'GET', body } = {}) {
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, path: pathname, method, headers: { 'Content-Type': 'application/csp-report' } },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode, headers: res.headers }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  beforeAll(async () => {
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), PAGE_WITH_SCRIPT);
    fs.writeFileSync(path.join(dist, 'main.1a2b3c4d.js'), 'console.log(1);');
    fs.writeFileSync(path.join(dist, 'runtime-config.json'), JSON.stringify({ apiUrl: 'http://localhost:4000', remotes: {} }));
    server = await startStaticServer({
      root: dist,
      port: 0,
      host: '127.0.0.1',
      env: { REMOTE_MF_CART_URL: 'https://cart.example.com/mf-manifest.json', CSP_REPORT_FILE: reports },
    });
    port = server.address().port;
  });

  afterAll(async () => {
    await stopServer(server);
    fs.rmSync(path.dirname(dist), { recursive: true, force: true });
  });

  test.each(['/', '/store/12', '/index.html'])('sends %s with the policy of the run-time map it serves', async (pathname) => {
    const { headers } = await send(pathname);
    // the page's inline script (as built) by its hash, then the remotes
    expect(headers['content-security-policy']).toContain(`script-src 'self' ${sourceOf(FIRST_PAINT)} https://cart.example.com;`);
    expect(headers['content-security-policy']).toContain('report-uri /__csp-report');
    expect(headers['x-frame-options']).toBe('DENY');
  });

  test('keeps scripts and other files free of page headers', async () => {
    const { headers } = await send('/main.1a2b3c4d.js');
    expect(headers['content-security-policy']).toBeUndefined();
  });

  test('records the violation reports the browser sends', async () => {
    const report = { 'csp-report': { 'violated-directive': 'script-src', 'blocked-uri': 'inline' } };
    expect((await send('/__csp-report', { method: 'POST', body: JSON.stringify(report) })).status).toBe(204);
    const line = JSON.parse(fs.readFileSync(reports, 'utf8').trim());
    expect(line.report).toEqual(report);
  });
});

describe('the nginx images', () => {
  const { execFileSync } = require('node:child_process');
  const root = path.join(__dirname, '..', '..');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-nginx-'));
  const policyIn = (file) => /Content-Security-Policy "([^"]+)"/.exec(fs.readFileSync(file, 'utf8'))[1];

  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  test('a remote writes the same policy as the static server, for its API', () => {
    const conf = path.join(work, 'remote.conf');
    execFileSync('sh', [path.join(root, 'docker/nginx/30-security-headers.sh')], {
      env: { PATH: process.env.PATH, API_URL: 'https://api.example.com/v1', STOREFRONT_SECURITY_CONF: conf },
    });
    expect(policyIn(conf)).toBe(contentSecurityPolicy({ apiUrl: 'https://api.example.com/v1', remotes: {} }));
  });

  test('the shell writes the same policy as the static server, from the remote map it writes', () => {
    const scripts = path.join(work, 'entrypoint.d');
    fs.mkdirSync(scripts, { recursive: true });
    for (const script of ['docker/nginx/30-security-headers.sh', 'docker/shell/40-runtime-config.sh']) {
      fs.copyFileSync(path.join(root, script), path.join(scripts, path.basename(script)));
    }
    const conf = path.join(work, 'shell.conf');
    const runtimeConfig = path.join(work, 'runtime-config.json');
    const env = {
      PATH: process.env.PATH,
      API_URL: 'https://api.example.com',
      MAPS_API_KEY: 'browser-key',
      REMOTE_MF_CART_URL: 'https://cart.example.com/mf-manifest.json',
      REMOTE_MF_PARCEL_URL: 'https://parcel.example.com:8443/v2/mf-manifest.json',
      STOREFRONT_SECURITY_CONF: conf,
      STOREFRONT_RUNTIME_CONFIG: runtimeConfig,
      STOREFRONT_SHELL_DEFAULTS: path.join(work, 'none.env'),
    };
    execFileSync('sh', [path.join(scripts, '40-runtime-config.sh')], { env });
    const written = JSON.parse(fs.readFileSync(runtimeConfig, 'utf8'));
    expect(written.remotes).toEqual({ mf_cart: env.REMOTE_MF_CART_URL, mf_parcel: env.REMOTE_MF_PARCEL_URL });
    expect(policyIn(conf)).toBe(contentSecurityPolicy(written));
  });

  test('the shell renders its page with the config it writes inlined, as the static server does, under its policy', () => {
    const scripts = path.join(work, 'shell-page.d');
    fs.mkdirSync(scripts, { recursive: true });
    // The host image's start scripts, run in name order as the nginx image's entrypoint does.
    for (const script of ['docker/nginx/30-security-headers.sh', 'docker/shell/40-runtime-config.sh', 'docker/shell/50-shell-page.sh']) {
      fs.copyFileSync(path.join(root, script), path.join(scripts, path.basename(script)));
    }
    const template = path.join(work, 'index.template.html');
    const built = `<!doctype html><html><head><meta name="storefront-preload-remotes" content="mf_cart"><title>Storefront</title></head><body><script>${FIRST_PAINT}</script></body></html>`;
    fs.writeFileSync(template, built);
    const page = path.join(work, 'index.html');
    const conf = path.join(work, 'shell-page.conf');
    const runtimeConfig = path.join(work, 'shell-page-runtime-config.json');
    const env = {
      PATH: process.env.PATH,
      API_URL: 'https://api.example.com',
      REMOTE_MF_CART_URL: 'https://cart.example.com/mf-manifest.json',
      REMOTE_MF_PARCEL_URL: 'https://parcel.example.com:8443/v2/mf-manifest.json',
      STOREFRONT_SECURITY_CONF: conf,
      STOREFRONT_RUNTIME_CONFIG: runtimeConfig,
      STOREFRONT_SHELL_DEFAULTS: path.join(work, 'none.env'),
      STOREFRONT_PAGE_TEMPLATE: template,
      STOREFRONT_PAGE: page,
      STOREFRONT_SHELL_PAGE_JS: path.join(root, 'scripts/lib/shell-page.cjs'),
    };
    const start = () => {
      for (const script of fs.readdirSync(scripts).sort()) execFileSync('sh', [path.join(scripts, script)], { env });
    };
    start();
    const written = JSON.parse(fs.readFileSync(runtimeConfig, 'utf8'));
    const html = fs.readFileSync(page, 'utf8');
    expect(html).toBe(withRuntimeConfig(built, written));
    expect(JSON.parse(/<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(html)[1])).toEqual(written);
    expect(html).toContain('<link rel="preload" as="fetch" href="https://cart.example.com/mf-manifest.json" crossorigin="anonymous">');
    expect(html).toContain('<link rel="preconnect" href="https://parcel.example.com:8443" crossorigin="anonymous">');
    // The policy nginx sends lets the page fetch what it preloads and connects to, and runs no inline script but the
    // page's own, by its hash, as the static server's policy does: the script element added is a data block, which
    // no policy governs.
    const policy = directives(policyIn(conf));
    for (const [, href] of html.matchAll(/<link rel="(?:preload|preconnect)"[^>]* href="([^"]+)"/g)) {
      expect(policy['connect-src']).toContain(new URL(href).origin);
    }
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script type="application/json" id="runtime-config">', '<script>']);
    expect(policy['script-src']).toContain(sourceOf(FIRST_PAINT));
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policyIn(conf)).toBe(contentSecurityPolicy(written, { scriptHashes: inlineScriptHashes(built) }));
    // A restart with other settings renders from the page as built, not on top of the last one.
    env.API_URL = 'https://api2.example.com';
    start();
    const again = fs.readFileSync(page, 'utf8');
    expect(again.match(/id="runtime-config"/g)).toHaveLength(1);
    expect(again).toContain('"apiUrl":"https://api2.example.com"');
    expect(fs.readFileSync(template, 'utf8')).toBe(built);
  });

  test('default.conf sends the headers on pages', () => {
    const conf = fs.readFileSync(path.join(root, 'docker/nginx/default.conf'), 'utf8');
    expect(conf).toMatch(/location \/ \{[^}]*include \/etc\/nginx\/storefront\/security-headers\.conf;/);
    // every page is served through an internal redirect to /index.html: the headers must be on that location too
    expect(conf).toMatch(/location = \/index\.html \{[^}]*include \/etc\/nginx\/storefront\/security-headers\.conf;/);
  });
});
