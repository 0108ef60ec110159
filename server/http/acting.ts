import { HttpError } from './http-error';
import { NOT_SIGNED_IN, type RequestContext } from './mount-contract';
import type { Principal } from './principal';

/**
 * Who makes a change, as its audit entry records it: a signed-in staff member or API token (the staff API's
 * `Principal`), or, where a service also acts on its own (scheduled publishing, the seed), any audit actor.
 */
export interface Acting<Who = Principal> {
  principal: Who;
  ip: string | null;
}

/** Who acts on a staff endpoint: the contract router has admitted only signed-in staff (or their API tokens) of its roles. */
export function actingOf(request: RequestContext): Acting {
  if (!request.principal) throw new HttpError(401, NOT_SIGNED_IN);
  return { principal: request.principal, ip: request.clientIp };
}
