import { msg } from '@lingui/core/macro';
import type { AnswerOf, Endpoint } from '../../../shared/contracts/define-endpoint';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { mediaApi } from '../../../shared/contracts/media';
import { MEDIA_MAX_BYTES, MEDIA_MESSAGES, type MediaItem } from '../../../shared/media';
import { SignedOut, StaffApiError } from '../staff-client';
import { staffI18n } from '../staff-i18n';

/** The server's own words for a file over the limit, in the staff member's language. */
const tooLarge = () => staffI18n._(MEDIA_MESSAGES.tooLarge);

// One file, one request: its bytes as the body and its name in the address. XMLHttpRequest rather than fetch,
// because only it reports how much of the body has gone (`upload.onprogress`).

export function uploadFile(file: File, onProgress: (sent: number, total: number) => void, signal?: AbortSignal): Promise<MediaItem> {
  return uploadTo(mediaApi.upload, { maxBytes: MEDIA_MAX_BYTES, tooLarge: tooLarge() }, file, onProgress, signal);
}

/** A new file for a library picture, on the version the editor saw: same id, alt text and uses. */
export function replaceFile(item: MediaItem, file: File, onProgress: (sent: number, total: number) => void): Promise<MediaItem | null> {
  return uploadTo(mediaApi.replaceFile, { maxBytes: MEDIA_MAX_BYTES, tooLarge: tooLarge() }, file, onProgress, undefined, {
    params: { id: String(item.id) },
    query: { version: String(item.version) },
  });
}

/**
 * Sends one file to an upload endpoint (one that takes the bytes as its body and the file's name in the query),
 * with the rest of its address in `address`.
 */
export function uploadTo<E extends Endpoint>(
  endpoint: E,
  limit: { maxBytes: number; tooLarge: string },
  file: File,
  onProgress: (sent: number, total: number) => void,
  signal?: AbortSignal,
  address: { params?: Record<string, string>; query?: Record<string, string> } = {},
): Promise<AnswerOf<E>> {
  // Refused here, before the bytes cross the network, with the server's own words.
  if (file.size > limit.maxBytes) return Promise.reject(new StaffApiError(413, limit.tooLarge));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(
      'POST',
      endpointUrl(endpoint, {
        ...(address.params ? { params: address.params } : {}),
        query: { ...address.query, name: file.name },
      } as never),
    );
    xhr.setRequestHeader('Accept', 'application/json');
    // The server reads the bytes, not this; a file the browser cannot name still goes as bytes.
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onload = () => {
      const answer = (xhr.response ?? {}) as AnswerOf<E> & { error?: string; errors?: Record<string, string> };
      if (xhr.status === 200 || xhr.status === 201) resolve(answer);
      else {
        const { status } = xhr;
        const message =
          answer.error ?? Object.values(answer.errors ?? {})[0] ?? staffI18n._(msg`The server answered ${status}. Please try again.`);
        reject(xhr.status === 401 ? new SignedOut(401, message) : new StaffApiError(xhr.status, message, answer.errors ?? {}));
      }
    };
    xhr.onerror = () => reject(new StaffApiError(0, staffI18n._(msg`The upload was interrupted: check the connection and try again.`)));
    xhr.onabort = () => reject(new StaffApiError(0, staffI18n._(msg`Upload cancelled.`)));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}
