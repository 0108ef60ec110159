import { documentsApi } from '../../../shared/contracts/documents';
import { HttpError } from '../../http/http-error';
import { type Implementation, NOT_SIGNED_IN, contractHandlers, type ContractHandlers } from '../../http/mount-contract';
import type { DocumentsService } from './documents.service';

export function documentsRoutes(documents: DocumentsService): ContractHandlers {
  const implementation: Implementation<typeof documentsApi> = {
    upload: ({ query, body }, request) => {
      if (!request.principal) throw new HttpError(401, NOT_SIGNED_IN);
      return documents.upload(Buffer.from(body.buffer, body.byteOffset, body.byteLength), query.name, {
        principal: request.principal,
        ip: request.clientIp,
      });
    },
  };
  return contractHandlers(documentsApi, implementation);
}
