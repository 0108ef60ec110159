import { mediaApi } from '../../../shared/contracts/media';
import { type Implementation, contractHandlers, type ContractHandlers } from '../../http/mount-contract';
import type { MediaService } from './media.service';
import { actingOf } from '../../http/acting';

export function mediaRoutes(media: MediaService): ContractHandlers {
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
  return contractHandlers(mediaApi, implementation);
}
