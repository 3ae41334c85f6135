import { afterPaintLoaderSource } from '../web/after-paint-loader';
import type { HeaderList } from './answer-headers';

// Mercado Pago's Payment Brick loads its script, frames and calls from Mercado Pago's hosts.
const mercadoPagoHosts = {
  script: ['https://sdk.mercadopago.com', 'https://*.mercadopago.com', 'https://*.mlstatic.com'],
  style: ['https://*.mercadopago.com', 'https://*.mlstatic.com'],
  img: [
    'https://*.mercadopago.com',
    'https://*.mercadolibre.com',
    'https://*.mercadolivre.com',
    'https://*.mlstatic.com',
  ],
  font: ['https://*.mlstatic.com'],
  connect: ['https://*.mercadopago.com', 'https://*.mercadolibre.com', 'https://*.mercadolivre.com'],
  frame: ['https://*.mercadopago.com', 'https://*.mercadolibre.com', 'https://*.mercadolivre.com'],
};

/** The Content-Security-Policy: our own origin only, plus Mercado Pago's hosts when its Brick takes the payments. */
function contentSecurityPolicy(mercadoPago: boolean): string {
  const hosts = (list: string[]) => (mercadoPago ? list : []);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // The one inline script, by its hash: a prerendered page's loader of its code.
    ['script-src', ["'self'", afterPaintLoaderSource, ...hosts(mercadoPagoHosts.script)]],
    ['style-src', ["'self'", "'unsafe-inline'", ...hosts(mercadoPagoHosts.style)]],
    ['img-src', ["'self'", 'data:', 'blob:', ...hosts(mercadoPagoHosts.img)]],
    ['font-src', ["'self'", 'data:', ...hosts(mercadoPagoHosts.font)]],
    ['connect-src', ["'self'", ...hosts(mercadoPagoHosts.connect)]],
    ...(mercadoPago ? [['frame-src', mercadoPagoHosts.frame] as [string, string[]]] : []),
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['object-src', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * The headers every answer carries (those of Hono's secureHeaders with its defaults, our CSP and referrer policy),
 * computed once: the server writes them as they are on every answer (answer-headers.ts).
 */
export function securityHeaders({ mercadoPago }: { mercadoPago: boolean }): HeaderList {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(mercadoPago)],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
}
