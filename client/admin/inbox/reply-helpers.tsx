import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { type ReplyFile, type ReplyTemplate, replyToolsApi } from '../../../shared/contracts/reply-tools';
import { REPLY_FILE_MAX_BYTES, REPLY_FILE_MESSAGES, REPLY_FILES_MAX } from '../../../shared/staff/reply-tools';
import { uploadTo } from '../media/upload-file';
import { StaffApiError } from '../staff-client';
import { fileSizeText } from './inquiry-timeline';

// Beside the reply form: the templates owners keep (one click fills the message) and the files a reply carries,
// uploaded or picked again from those sent lately.

export function TemplateButtons({ templates, pick }: { templates: ReplyTemplate[]; pick: (template: ReplyTemplate) => void }) {
  if (!templates.length) return null;
  return (
    <div className="mb-3" role="group" aria-labelledby="reply-templates-label">
      <div id="reply-templates-label" className="form-label mb-1">
        <Trans>Start from a template</Trans>
      </div>
      <div className="d-flex flex-wrap gap-2">
        {templates.map((template) => (
          <button key={template.id} type="button" className="btn btn-sm btn-outline-secondary" onClick={() => pick(template)}>
            {template.name}
          </button>
        ))}
      </div>
    </div>
  );
}

function FileRow({ file, action, danger, act }: { file: ReplyFile; action: 'Attach' | 'Remove'; danger?: boolean; act: () => void }) {
  const { t } = useLingui();
  const { fileName } = file;
  return (
    <li className="d-flex align-items-center gap-2 mb-1">
      <span className="admin-wrap">{file.fileName}</span>
      <span className="small text-body-secondary text-nowrap">{fileSizeText(file.size)}</span>
      <button
        type="button"
        className={`btn btn-sm ms-auto ${danger ? 'btn-link text-danger p-0' : 'btn-outline-secondary'}`}
        aria-label={action === 'Attach' ? t`Attach ${fileName}` : t`Remove ${fileName}`}
        onClick={act}
      >
        {action === 'Attach' ? t`Attach` : t`Remove`}
      </button>
    </li>
  );
}

/** The files a reply carries: each removable; new ones uploaded, or those sent lately attached again. */
export function ReplyFilesField({
  attached,
  recent,
  setAttached,
  refused,
  disabled,
}: {
  attached: ReplyFile[];
  recent: ReplyFile[];
  setAttached: (files: ReplyFile[]) => void;
  /** The server's words when it refused the files sent (one gone meanwhile, too many, too large together). */
  refused: string | null;
  disabled: boolean;
}) {
  const { t, i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<ReplyFile[]>([]);
  const isAttached = (file: ReplyFile) => attached.some((one) => one.id === file.id);
  const attach = (file: ReplyFile, now: ReplyFile[]) => {
    if (now.some((one) => one.id === file.id)) return now;
    if (now.length >= REPLY_FILES_MAX) {
      setProblem(i18n._(REPLY_FILE_MESSAGES.tooMany));
      return now;
    }
    return [...now, file];
  };
  // Uploaded in this form and not in the recent list yet: offered again if removed.
  const offered = [...uploaded.filter((file) => !recent.some((one) => one.id === file.id)), ...recent].filter((file) => !isAttached(file));

  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    setProblem(null);
    let now = attached;
    for (const file of Array.from(files)) {
      setUploading(file.name);
      try {
        const stored = await uploadTo(
          replyToolsApi.uploadFile,
          { maxBytes: REPLY_FILE_MAX_BYTES, tooLarge: i18n._(REPLY_FILE_MESSAGES.tooLarge) },
          file,
          () => undefined,
        );
        setUploaded((before) => [stored, ...before.filter((one) => one.id !== stored.id)]);
        now = attach(stored, now);
        setAttached(now);
      } catch (error) {
        const fileName = file.name;
        const reason = error instanceof StaffApiError ? error.message : t`The upload failed. Please try again.`;
        setProblem(t`${fileName}: ${reason}`);
      }
    }
    setUploading(null);
    if (input.current) input.current.value = '';
  };

  const offeredCount = offered.length;
  return (
    <fieldset className="mb-3" disabled={disabled}>
      <legend className="form-label fs-6 mb-1">
        <Trans>Files</Trans>
      </legend>
      {attached.length ? (
        <ul className="list-unstyled mb-2" aria-label={t`Files sent with this reply`}>
          {attached.map((file) => (
            <FileRow
              key={file.id}
              file={file}
              action="Remove"
              danger
              act={() => setAttached(attached.filter((one) => one.id !== file.id))}
            />
          ))}
        </ul>
      ) : null}
      <label htmlFor="reply-file" className="btn btn-sm btn-outline-primary mb-0">
        {uploading ? t`Uploading ${uploading}…` : t`Attach a file`}
      </label>
      <input
        ref={input}
        id="reply-file"
        type="file"
        multiple
        className="visually-hidden"
        accept=".pdf,.jpg,.jpeg,.png,.webp,.docx,.xlsx,.pptx"
        onChange={(event) => void upload(event.target.files)}
      />
      <span className="form-text ms-2">
        <Trans>PDF, pictures, Word, Excel or PowerPoint; up to {REPLY_FILES_MAX} files.</Trans>
      </span>
      {problem || refused ? (
        <div className="text-danger small mt-1" role="alert">
          {problem ?? refused}
        </div>
      ) : null}
      {offered.length ? (
        <details className="mt-2">
          <summary className="small">
            <Trans>Sent lately ({offeredCount})</Trans>
          </summary>
          <ul className="list-unstyled small mt-1 mb-0" aria-label={t`Files sent lately`}>
            {offered.map((file) => (
              <FileRow
                key={file.id}
                file={file}
                action="Attach"
                act={() => {
                  setProblem(null);
                  setAttached(attach(file, attached));
                }}
              />
            ))}
          </ul>
        </details>
      ) : null}
    </fieldset>
  );
}
