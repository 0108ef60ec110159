import { mediaApi } from '../../../shared/contracts/media';
import { HttpError } from '../../http/http-error';
import { type Implementation, NOT_SIGNED_IN, type RequestFacts, served, type ServedContract } from '../../http/mount-contract';
import type { Acting, MediaService } from './media.service';

/** Who acts: the router has admitted only signed-in staff (or their API tokens) of the endpoint's roles. */
function actingOf(request: RequestFacts): Acting {
  if (!request.principal) throw new HttpError(401, NOT_SIGNED_IN);
  return { principal: request.principal, ip: request.clientIp };
}

export function mediaRoutes(media: MediaService): ServedContract {
  const implementation: Implementation<typeof mediaApi> = {
    upload: ({ query, body }, request) =>
      media.upload(Buffer.from(body.buffer, body.byteOffset, body.byteLength), query.name, actingOf(request)),
    replaceFile: ({ params, query, body }, request) =>
      media.replaceFile(
        Number(params.id),
        { bytes: Buffer.from(body.buffer, body.byteOffset, body.byteLength), fileName: query.name, version: query.version },
        actingOf(request),
      ),
    list: ({ query }) => media.list(query),
    get: ({ params }) => media.get(Number(params.id)),
    update: ({ params, body }, request) => media.update(Number(params.id), body, actingOf(request)),
    retry: ({ params, body }, request) => media.retry(Number(params.id), body, actingOf(request)),
    remove: ({ params, body }, request) => media.remove(Number(params.id), body, actingOf(request)),
  };
  return served(mediaApi, implementation);
}
