import type { PublicCertificate } from '../certificates';
import { defineContract, responseOf } from './define-endpoint';
import { localeQuery } from './request-fields';

// The company's certificates and audit reports that are valid today: all of them (the certificates page), or those
// covering one product (its page), in a locale.
export const certificatesApi = defineContract({
  valid: { method: 'GET', path: '/certificates', query: localeQuery, response: responseOf<PublicCertificate[]>() },
  ofProduct: {
    method: 'GET',
    path: '/certificates/product/:path',
    params: (z) => z.object({ path: z.string().max(200, 'path is too long') }),
    query: localeQuery,
    response: responseOf<PublicCertificate[]>(),
  },
});
