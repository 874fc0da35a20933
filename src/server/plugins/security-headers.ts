import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { pageScriptHashes } from './page-script-hashes.ts';

/**
 * Strict headers on every response. Scripts come from our origin only, but for the page's one
 * inline script allowed by its hash; styles come from our origin only, and the page may talk to
 * our origin only. Helmet's middleware is built once, here (decision 020).
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const setHelmetHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...pageScriptHashes],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Plain HTTP must work (local use, TLS ended at a proxy that sets its own HSTS).
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('permissions-policy', permissionsPolicy);
    setHelmetHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    // Answers of the API and errors are about one moment: no cache may keep them.
    if (String(reply.getHeader('content-type')).startsWith('application/json')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}

/** The page uses none of these (copying a recipe needs only clipboard-write, allowed to itself). */
const permissionsPolicy = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');
