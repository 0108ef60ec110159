import { useId, useRef, useState } from 'react';
import { CONTENT_TYPES } from '../../../shared/content/content-types';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_MAX_CHARS,
  PRODUCT_CSV_MAX_ROWS,
  PRODUCT_CSV_MESSAGES,
  productCsvApi,
  type ProductImportAnswer,
  type ProductImportRow,
} from '../../../shared/contracts/product-csv';
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

const ACTION_LABELS = { create: 'New', update: 'Change', unchanged: 'No change' } as const;
const KEY = 'product';
const type = CONTENT_TYPES.product;

interface Checked {
  /** The files the answer is about: a new file needs a new check. */
  file: File;
  zip: ZipPictures | null;
  answer: ProductImportAnswer;
  encoding: CsvEncoding;
}

function progressText({ file, done, total, sent }: UploadProgress): string {
  if (file) return `Uploading picture ${done + 1} of ${total}: ${file} (${Math.round(sent * 100)} %)`;
  return `The library is making the pictures' sizes: ${done} of ${total} ready`;
}

const hasErrors = (row: ProductImportRow) => Object.keys(row.errors).length > 0;
const hasWarnings = (row: ProductImportRow) => Object.keys(row.warnings ?? {}).length > 0;
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function summaryOf(answer: ProductImportAnswer): string {
  const count = (action: ProductImportRow['action']) => answer.rows.filter((row) => row.action === action).length;
  const wrong = answer.rows.filter(hasErrors).length;
  const parts = [
    plural(answer.rows.length, 'row', 'rows'),
    `${count('create')} new`,
    `${count('update')} to change`,
    `${count('unchanged')} unchanged`,
  ];
  const warned = answer.rows.filter(hasWarnings).length;
  const warnings = warned
    ? ` ${plural(warned, 'row has a warning', 'rows have warnings')}: look at ${warned === 1 ? 'it' : 'them'} before you import.`
    : '';
  return `${parts.join(', ')}. ${wrong ? `${plural(wrong, 'row needs', 'rows need')} attention: correct the file and check it again.` : 'No errors.'}${warnings}`;
}

export function Component() {
  const refusal = useRefusal();
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
      const read = csvFileText(new Uint8Array(await file.arrayBuffer()));
      if ('problem' in read) {
        setProblem(read.problem);
        return;
      }
      const { text: csv, encoding } = read;
      if (csv.length > PRODUCT_CSV_MAX_CHARS) {
        setProblem(PRODUCT_CSV_MESSAGES.tooLong);
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
      setProblem(error instanceof ZipProblem ? error.message : (fields?.csv ?? fields?.zipPictures ?? refusal(error)));
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
      if (reading === zipReads.current) setZipProblem(error instanceof ZipProblem ? error.message : PRODUCT_CSV_MESSAGES.zipUnreadable);
    } finally {
      if (reading === zipReads.current) setReadingZip(false);
    }
  }

  return (
    <>
      <ContentBreadcrumbs kind={KEY} type={type} here="Import" />
      <h1 className="h3">Import products from a CSV file</h1>
      <p>
        Start from an <a href={endpointUrl(productCsvApi.exportCsv, {})}>exported file</a>: change its lines, or add lines without an id for
        new products (drafts, unless their status says published). Pictures are named by the addresses the export gives them, or, for new
        pictures, by their file names in a zip file you choose beside the CSV file. Nothing is written until the whole file is free of
        errors; then the new pictures are uploaded to the library and every line is written at once.
      </p>
      <details className="mb-3">
        <summary>The columns</summary>
        <p className="small mb-0 admin-wrap">
          {PRODUCT_CSV_COLUMNS.join(', ')}. A column left out keeps each product&rsquo;s value. Gallery: addresses separated by
          &ldquo;|&rdquo;; colours: separated by &ldquo;;&rdquo;; featured: yes or no; category and material: a path or a name.
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
          label="CSV file"
          accept=".csv,text/csv"
          disabled={busy !== null}
          help={`UTF-8 (as the export writes it) or Excel's "CSV"; at most ${PRODUCT_CSV_MAX_ROWS} products and about 4 MB at once.`}
          problem={problem}
          onFile={(chosen) => {
            setFile(chosen);
            setProblem(null);
            setImported(null);
          }}
        />
        <FileField
          id="product-zip-file"
          label="Pictures (optional)"
          className="mt-3"
          accept=".zip,application/zip"
          disabled={busy !== null}
          help={
            readingZip
              ? 'Reading the zip file…'
              : zip
                ? `${plural(zip.byName.size, 'picture', 'pictures')} in the zip file. Name them in the gallery column by file name.`
                : 'A zip file of JPEG, PNG, WebP, AVIF or HEIC pictures, each at most 25 MB, named in the gallery column by file name.'
          }
          problem={zipProblem}
          onFile={(chosen) => void chooseZip(chosen)}
        />
        <div className="d-flex flex-wrap gap-2 mt-3">
          <button type="submit" className="btn btn-outline-primary" disabled={!file || busy !== null || readingZip || Boolean(zipProblem)}>
            {busy === 'checking' ? 'Checking…' : 'Check the file'}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!answer?.valid || toWrite === 0 || busy !== null || Boolean(imported)}
            onClick={() => void send(false)}
          >
            {busy === 'importing' ? 'Importing…' : answer ? `Import ${plural(toWrite, 'product', 'products')}` : 'Import'}
          </button>
        </div>
      </form>

      <div aria-live="polite">
        {progress ? (
          <div className="mb-3">
            <p className="mb-1">{progressText(progress)}</p>
            <div
              className="progress"
              role="progressbar"
              aria-label="Pictures"
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
            Imported: {imported.created} new, {imported.updated} changed, {imported.unchanged} unchanged.{' '}
            <AppLink to={adminPaths.contentList(KEY)}>Back to the products</AppLink>
          </div>
        ) : answer ? (
          <p className={answer.valid ? 'text-success-emphasis' : 'text-danger-emphasis'}>
            {summaryOf(answer)}
            {answer.valid && toWrite === 0 ? ' Nothing to import: every product is as the file says.' : ''}
          </p>
        ) : null}
        {current?.encoding === 'windows-1252' && !imported ? (
          <p className="alert alert-info">{PRODUCT_CSV_MESSAGES.readAsWindows1252}</p>
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
  return (
    <div className="admin-card admin-table-card mb-3">
      <table className="table admin-stack align-middle mb-0">
        <caption className="visually-hidden">The file&rsquo;s rows, those that need attention first</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Product</th>
            <th scope="col">What happens</th>
            <th scope="col">Errors and warnings</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.line} className={hasErrors(row) ? 'table-danger' : hasWarnings(row) ? 'table-warning' : undefined}>
              <td data-label="Line">{row.line}</td>
              <td data-label="Product" className="admin-wrap">
                {row.name.trim() || '(no name)'}
                {row.id ? <span className="d-block small text-body-secondary">id {row.id}</span> : null}
              </td>
              <td data-label="What happens">{ACTION_LABELS[row.action]}</td>
              <td data-label="Errors and warnings" className="admin-wrap">
                {hasErrors(row) || hasWarnings(row) ? (
                  <ul className="list-unstyled mb-0">
                    {Object.entries(row.errors).map(([column, message]) => (
                      <li key={column}>
                        <strong>{column === 'row' ? 'Line' : column}:</strong> {message}
                      </li>
                    ))}
                    {Object.entries(row.warnings ?? {}).map(([column, message]) => (
                      <li key={`warning-${column}`}>
                        <strong>Warning, {column}:</strong> {message}
                      </li>
                    ))}
                  </ul>
                ) : (
                  'None'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
