/**
 * Strict headers on every answer, and CORS closed unless CORS_ORIGINS names origins. Scripts run only
 * from this origin, with neither 'unsafe-inline' nor 'unsafe-eval': the forms' validators are compiled
 * by ajv at build time (resources/form/validators-vite-plugin.ts), and zod in the browser is told not to
 * probe for eval (src/zod-jitless.ts). Styles allow 'unsafe-inline' because MUI/emotion inject <style>
 * elements at run time. frame-ancestors 'none' stops clickjacking of a console that opens doors.
 */
import type { FastifyInstance } from 'fastify';

/** The policy; `connect` adds sources scripts may connect to (the web phone's SIP proxy). */
export const contentSecurityPolicy = (connect: readonly string[] = []) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...connect].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** What the console's own pages may use beyond the strict defaults: the web phone needs its proxy, a camera and a microphone. */
export interface PagePowers {
  /** Origins of WebSockets the pages open (wss://sip.example.com:8443). */
  connect?: readonly string[];
  /** The web phone's camera and microphone, for this origin only. */
  media?: boolean;
}

function headersFor(powers: PagePowers): Record<string, string> {
  const media = powers.media ? '(self)' : '()';
  return {
    'content-security-policy': contentSecurityPolicy(powers.connect),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': `camera=${media}, microphone=${media}, geolocation=()`,
  };
}

export function securityHeaders(app: FastifyInstance, corsOrigins: readonly string[], powers: PagePowers = {}) {
  const HEADERS = headersFor(powers);
  const policy = HEADERS['content-security-policy'];
  const allowed = new Set(corsOrigins);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || !allowed.has(origin)) return;
    reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
    if (request.method === 'OPTIONS') {
      // Bearer tokens, not cookies: no credentials mode is needed.
      reply
        .header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE')
        .header('access-control-allow-headers', 'authorization, content-type')
        .header('access-control-max-age', '600')
        .code(204)
        .send();
    }
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    // A route serving content it did not write (a device's web page) sandboxes it; the strict policy still applies.
    const sandbox = String(reply.getHeader('content-security-policy') ?? '').match(/^sandbox[^;]*/)?.[0];
    for (const [name, value] of Object.entries(HEADERS)) reply.header(name, value);
    if (sandbox) reply.header('content-security-policy', `${sandbox}; ${policy}`);
    // API answers carry tokens and personal data: never cache them.
    if (_request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
