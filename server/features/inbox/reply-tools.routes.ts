import { replyToolsApi } from '../../../shared/contracts/reply-tools';
import { type Implementation, contractHandlers, type ContractHandlers } from '../../http/mount-contract';
import { actingOf } from '../../http/acting';
import type { MessageTranslationService } from './message-translation';
import type { ReplyToolsService } from './reply-tools.service';

export function replyToolsRoutes(tools: ReplyToolsService, messages: MessageTranslationService): ContractHandlers {
  const implementation: Implementation<typeof replyToolsApi> = {
    tools: (_, request) => tools.tools(actingOf(request)),
    createTemplate: ({ body }, request) => tools.createTemplate(body, actingOf(request)),
    updateTemplate: ({ params, body }, request) => tools.updateTemplate(params.id, body, actingOf(request)),
    removeTemplate: ({ params, body }, request) => tools.removeTemplate(params.id, body, actingOf(request)),
    saveSignature: ({ body }, request) => tools.saveSignature(body.signature, actingOf(request)),
    uploadFile: ({ query, body }, request) =>
      tools.uploadFile(Buffer.from(body.buffer, body.byteOffset, body.byteLength), query.name, actingOf(request)),
    translateMessage: ({ params, body }) => messages.translate(params.id, body.eventId ?? null, body.target),
    file: ({ params }) => tools.file(params.id),
  };
  return contractHandlers(replyToolsApi, implementation);
}
