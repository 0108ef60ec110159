import type { RequestHandler } from 'express';

/** Express's compiled `trust proxy` setting: whether the address `hop` steps from the server is a trusted proxy. */
type TrustsProxy = (address: string, hop: number) => boolean;

export const UNTRUSTED_FORWARDING_WARNING =
  'Requests carry X-Forwarded-For from a peer that TRUST_PROXY does not trust, so every visitor counts as that peer ' +
  '(one inquiry rate limit for all) and FORCE_HTTPS cannot see https. Behind a proxy, set TRUST_PROXY to the number ' +
  'of proxies in front of the server (TRUST_PROXY=<hops>, never true; README, "Behind a proxy"). Without one, a client ' +
  'sent the header itself and nothing needs changing.';

/**
 * Logs UNTRUSTED_FORWARDING_WARNING the first time a request carries X-Forwarded-For from a socket peer the
 * `trust proxy` setting does not trust: on a platform whose router is not the loopback, the default setting makes
 * every visitor the router. Express's own trust function decides, so the warning agrees with `req.ip`. Once per
 * process, so a busy site's log is not flooded with it.
 */
export function warnOfUntrustedForwarding(): RequestHandler {
  let warned = false;
  return (req, _res, next) => {
    if (!warned && req.headers['x-forwarded-for'] !== undefined) {
      const peer = req.socket.remoteAddress;
      const trusts = req.app.get('trust proxy fn') as TrustsProxy;
      if (peer !== undefined && !trusts(peer, 0)) {
        warned = true;
        req.log.warn({ peer, trustProxy: String(req.app.get('trust proxy')) }, UNTRUSTED_FORWARDING_WARNING);
      }
    }
    next();
  };
}
