import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { CONTENT_TYPES } from '../../../shared/content/content-types';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import {
  PRODUCT_CSV_MESSAGES,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_MAX_CHARS,
  PRODUCT_CSV_MAX_ROWS,
  productCsvApi,
  type ProductImportAnswer,
  type ProductImportRow,
} from '../../../shared/contracts/product-csv';
import { refusalIn } from '../../../shared/i18n/refusal-text';
import { adminPaths } from '../../../shared/staff/addresses';
import { ContentBreadcrumbs } from '../content/content-breadcrumbs';
import { AppLink } from '../../components/app-link';
import { useRefusal } from '../refusal';
import { callStaffApi, fieldErrorsOf } from '../staff-client';
import { csvFileText, type CsvEncoding } from '../content/csv-file-text';
import { namesOf, readZip, uploadZipPictures, ZipProblem, type UploadProgress, type ZipPictures } from '../content/zip-pictures';

// Products from a CSV file: "Check the file" runs the server's dry run and shows every row with its errors; the
// import is offered only for a file without any, and the server checks it again before writing it whole. New
// pictures come in a zip file beside it: the import uploads those the rows name to the library first, and waits
// until they are ready (see zip-pictures.ts).

const ACTION_LABELS = { create: msg`New`, update: msg`Change`, unchanged: msg`No change` } as const;
const KEY = 'product';
const type = CONTENT_TYPES.product;

interface Checked {
  /** The files the answer is about: a new file needs a new check. */
  file: File;
  zip: ZipPictures | null;
  answer: ProductImportAnswer;
  encoding: CsvEncoding;
}

function progressText(i18n: I18n, { file, done, total, sent }: UploadProgress): string {
  const number = done + 1;
  const percent = Math.round(sent * 100);
  if (file) return i18n._(msg`Uploading picture ${number} of ${total}: ${file} (${percent} %)`);
  return i18n._(msg`The library is making the pictures' sizes: ${done} of ${total} ready`);
}

const hasErrors = (row: ProductImportRow) => Object.keys(row.errors).length > 0;
const hasWarnings = (row: ProductImportRow) => Object.keys(row.warnings ?? {}).length > 0;
/** What the check found: its counts, then whether the rows need attention, then their warnings (a sentence each). */
function summaryOf(i18n: I18n, answer: ProductImportAnswer): string {
  const count = (action: ProductImportRow['action']) => answer.rows.filter((row) => row.action === action).length;
  const rows = answer.rows.length;
  const created = count('create');
  const updated = count('update');
  const unchanged = count('unchanged');
  const wrong = answer.rows.filter(hasErrors).length;
  const warned = answer.rows.filter(hasWarnings).length;
  const sentences = [
    i18n._(
      msg({
        message: plural(rows, {
          one: `# row, ${created} new, ${updated} to change, ${unchanged} unchanged.`,
          other: `# rows, ${created} new, ${updated} to change, ${unchanged} unchanged.`,
        }),
      }),
    ),
    wrong
      ? i18n._(
          msg({
            message: plural(wrong, {
              one: '# row needs attention: correct the file and check it again.',
              other: '# rows need attention: correct the file and check it again.',
            }),
          }),
        )
      : i18n._(msg`No errors.`),
  ];
  if (warned)
    sentences.push(
      i18n._(
        msg({
          message: plural(warned, {
            one: '# row has a warning: look at it before you import.',
            other: '# rows have warnings: look at them before you import.',
          }),
        }),
      ),
    );
  return sentences.join(' ');
}

export function Component() {
  const refusal = useRefusal();
  const { t, i18n } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const [zip, setZip] = useState<ZipPictures | null>(null);
  const [zipProblem, setZipProblem] = useState<string | null>(null);
  const [readingZip, setReadingZip] = useState(false);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'checking' | 'importing' | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [imported, setImported] = useState<ProductImportAnswer['imported'] | null>(null);
  const zipReads = useRef(0);

  const current = checked && checked.file === file && checked.zip === zip ? checked : null;
  const answer = current?.answer ?? null;
  const toWrite = answer ? answer.rows.filter((row) => row.action !== 'unchanged').length : 0;

  async function send(dryRun: boolean) {
    if (!file) return;
    setProblem(null);
    setImported(null);
    setBusy(dryRun ? 'checking' : 'importing');
    try {
      const read = csvFileText(new Uint8Array(await file.arrayBuffer()), i18n);
      if ('problem' in read) {
        setProblem(read.problem);
        return;
      }
      const { text: csv, encoding } = read;
      if (csv.length > PRODUCT_CSV_MAX_CHARS) {
        setProblem(i18n._(PRODUCT_CSV_MESSAGES.tooLong));
        return;
      }
      let zipPictures: Record<string, number | null> | undefined = zip ? namesOf(zip) : undefined;
      if (!dryRun && zip && answer?.zipPictures?.length) {
        zipPictures = await uploadZipPictures(zip, answer.zipPictures, setProgress);
        setProgress(null);
      }
      const result = await callStaffApi(productCsvApi.importCsv, { body: { csv, dryRun, ...(zipPictures ? { zipPictures } : {}) } });
      setChecked({ file, zip, answer: result, encoding });
      if (!dryRun) setImported(result.imported ?? null);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setProblem(error instanceof ZipProblem ? refusalIn(i18n, error.text) : (fields?.csv ?? fields?.zipPictures ?? refusal(error)));
      // The file or the catalogue changed since its check: the list shown is no longer the truth.
      if (!dryRun) setChecked(null);
    } finally {
      setBusy(null);
      setProgress(null);
    }
  }

  async function chooseZip(chosen: File | null) {
    // Only the last zip chosen counts, however long an earlier one takes to read.
    const reading = ++zipReads.current;
    setZip(null);
    setZipProblem(null);
    setImported(null);
    if (!chosen) return;
    setReadingZip(true);
    try {
      const read = await readZip(chosen);
      if (reading === zipReads.current) setZip(read);
    } catch (error) {
      if (reading === zipReads.current)
        setZipProblem(error instanceof ZipProblem ? refusalIn(i18n, error.text) : i18n._(PRODUCT_CSV_MESSAGES.zipUnreadable));
    } finally {
      if (reading === zipReads.current) setReadingZip(false);
    }
  }

  const columns = PRODUCT_CSV_COLUMNS.join(', ');
  const maxRows = PRODUCT_CSV_MAX_ROWS;
  const zipPictureCount = zip?.byName.size ?? 0;
  const { created, updated, unchanged } = imported ?? { created: 0, updated: 0, unchanged: 0 };
  return (
    <>
      <ContentBreadcrumbs kind={KEY} type={type} here={t`Import`} />
      <h1 className="h3">
        <Trans>Import products from a CSV file</Trans>
      </h1>
      <p>
        <Trans>
          Start from an <a href={endpointUrl(productCsvApi.exportCsv, {})}>exported file</a>: change its lines, or add lines without an id
          for new products (drafts, unless their status says published). Pictures are named by the addresses the export gives them, or, for
          new pictures, by their file names in a zip file you choose beside the CSV file. Nothing is written until the whole file is free of
          errors; then the new pictures are uploaded to the library and every line is written at once.
        </Trans>
      </p>
      <details className="mb-3">
        <summary>
          <Trans>The columns</Trans>
        </summary>
        <p className="small mb-0 admin-wrap">
          <Trans>
            {columns}. A column left out keeps each product&rsquo;s value. Gallery: addresses separated by &ldquo;|&rdquo;; colours:
            separated by &ldquo;;&rdquo;; featured: yes or no; category and material: a path or a name.
          </Trans>
        </p>
      </details>

      <form
        className="admin-card p-3 mb-3"
        onSubmit={(event) => {
          event.preventDefault();
          void send(true);
        }}
      >
        <FileField
          id="product-csv-file"
          label={t`CSV file`}
          accept=".csv,text/csv"
          disabled={busy !== null}
          help={t`UTF-8 (as the export writes it) or Excel's "CSV"; at most ${maxRows} products and about 4 MB at once.`}
          problem={problem}
          onFile={(chosen) => {
            setFile(chosen);
            setProblem(null);
            setImported(null);
          }}
        />
        <FileField
          id="product-zip-file"
          label={t`Pictures (optional)`}
          className="mt-3"
          accept=".zip,application/zip"
          disabled={busy !== null}
          help={
            readingZip
              ? t`Reading the zip file…`
              : zip
                ? i18n._(
                    msg({
                      message: plural(zipPictureCount, {
                        one: '# picture in the zip file. Name them in the gallery column by file name.',
                        other: '# pictures in the zip file. Name them in the gallery column by file name.',
                      }),
                    }),
                  )
                : t`A zip file of JPEG, PNG, WebP, AVIF or HEIC pictures, each at most 25 MB, named in the gallery column by file name.`
          }
          problem={zipProblem}
          onFile={(chosen) => void chooseZip(chosen)}
        />
        <div className="d-flex flex-wrap gap-2 mt-3">
          <button type="submit" className="btn btn-outline-primary" disabled={!file || busy !== null || readingZip || Boolean(zipProblem)}>
            {busy === 'checking' ? t`Checking…` : t`Check the file`}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!answer?.valid || toWrite === 0 || busy !== null || Boolean(imported)}
            onClick={() => void send(false)}
          >
            {busy === 'importing'
              ? t`Importing…`
              : answer
                ? i18n._(msg({ message: plural(toWrite, { one: 'Import # product', other: 'Import # products' }) }))
                : t`Import`}
          </button>
        </div>
      </form>

      <div aria-live="polite">
        {progress ? (
          <div className="mb-3">
            <p className="mb-1">{progressText(i18n, progress)}</p>
            <div
              className="progress"
              role="progressbar"
              aria-label={t`Pictures`}
              aria-valuemin={0}
              aria-valuemax={progress.total}
              aria-valuenow={progress.done}
            >
              <div
                className="progress-bar"
                style={{ width: `${(100 * (progress.done + progress.sent)) / Math.max(1, progress.total)}%` }}
              />
            </div>
          </div>
        ) : null}
        {imported ? (
          <div className="alert alert-success" role="status">
            <Trans>
              Imported: {created} new, {updated} changed, {unchanged} unchanged.{' '}
              <AppLink to={adminPaths.contentList(KEY)}>Back to the products</AppLink>
            </Trans>
          </div>
        ) : answer ? (
          <p className={answer.valid ? 'text-success-emphasis' : 'text-danger-emphasis'}>
            {summaryOf(i18n, answer)}
            {answer.valid && toWrite === 0 ? (
              <>
                {' '}
                <Trans>Nothing to import: every product is as the file says.</Trans>
              </>
            ) : null}
          </p>
        ) : null}
        {current?.encoding === 'windows-1252' && !imported ? (
          <p className="alert alert-info">{i18n._(PRODUCT_CSV_MESSAGES.readAsWindows1252)}</p>
        ) : null}
      </div>

      {answer && !imported ? <CheckedRows rows={answer.rows} /> : null}
    </>
  );
}

/** A file input with its label, its help and, when there is one, its problem, which it is described by. */
function FileField({
  id,
  label,
  className = '',
  accept,
  disabled,
  help,
  problem,
  onFile,
}: {
  id: string;
  label: string;
  className?: string;
  accept: string;
  disabled: boolean;
  help: string;
  problem: string | null;
  onFile: (file: File | null) => void;
}) {
  const helpId = useId();
  const problemId = useId();
  return (
    <>
      <label htmlFor={id} className={`form-label ${className}`.trim()}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        className={`form-control${problem ? ' is-invalid' : ''}`}
        aria-describedby={`${helpId}${problem ? ` ${problemId}` : ''}`}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => onFile(event.currentTarget.files?.[0] ?? null)}
      />
      <div id={helpId} className="form-text">
        {help}
      </div>
      {problem ? (
        <div id={problemId} className="invalid-feedback d-block" role="alert">
          {problem}
        </div>
      ) : null}
    </>
  );
}

/** The rows of the checked file, those with errors first, then those with warnings; each message with its column. */
function CheckedRows({ rows }: { rows: ProductImportRow[] }) {
  const rank = (row: ProductImportRow) => (hasErrors(row) ? 0 : hasWarnings(row) ? 1 : 2);
  const shown = [...rows].sort((a, b) => rank(a) - rank(b));
  const { t, i18n } = useLingui();
  const idText = (id: number) => t`id ${id}`;
  return (
    <div className="admin-card admin-table-card mb-3">
      <table className="table admin-stack align-middle mb-0">
        <caption className="visually-hidden">
          <Trans>The file&rsquo;s rows, those that need attention first</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Line</Trans>
            </th>
            <th scope="col">
              <Trans>Product</Trans>
            </th>
            <th scope="col">
              <Trans>What happens</Trans>
            </th>
            <th scope="col">
              <Trans>Errors and warnings</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.line} className={hasErrors(row) ? 'table-danger' : hasWarnings(row) ? 'table-warning' : undefined}>
              <td data-label={t`Line`}>{row.line}</td>
              <td data-label={t`Product`} className="admin-wrap">
                {row.name.trim() || t`(no name)`}
                {row.id ? <span className="d-block small text-body-secondary">{idText(row.id)}</span> : null}
              </td>
              <td data-label={t`What happens`}>{i18n._(ACTION_LABELS[row.action])}</td>
              <td data-label={t`Errors and warnings`} className="admin-wrap">
                {hasErrors(row) || hasWarnings(row) ? (
                  <ul className="list-unstyled mb-0">
                    {Object.entries(row.errors).map(([column, message]) => (
                      <li key={column}>
                        <strong>{column === 'row' ? t`Line` : column}:</strong> {message}
                      </li>
                    ))}
                    {Object.entries(row.warnings ?? {}).map(([column, message]) => (
                      <li key={`warning-${column}`}>
                        <strong>
                          <Trans>Warning, {column}:</Trans>
                        </strong>{' '}
                        {message}
                      </li>
                    ))}
                  </ul>
                ) : (
                  t`None`
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
