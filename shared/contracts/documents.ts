import { DOCUMENT_FILE_NAME_MAX, DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES, type StoredDocument } from '../certificates';
import { ACCESS } from '../staff/roles';
import { uploadNameQuery } from './request-fields';
import { defineContract, responseOf } from './define-endpoint';

// Files editors upload for content that is not a picture: a certificate's scan (PDF or picture). One file per
// request, its bytes as the body and its name in the query; the answer is what a form keeps in its field.

export const documentsApi = defineContract({
  /** Answers 201 with the stored file (or 200 when these very bytes were uploaded before). */
  upload: {
    method: 'POST',
    path: '/staff/documents',
    access: ACCESS.content,
    query: uploadNameQuery(DOCUMENT_FILE_NAME_MAX),
    rawBody: { maxBytes: DOCUMENT_MAX_BYTES, tooLarge: DOCUMENT_MESSAGES.tooLarge, atOnce: 2 },
    response: responseOf<StoredDocument>(),
  },
});
