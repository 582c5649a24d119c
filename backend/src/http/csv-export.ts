import { stringify } from 'csv-stringify';
import type { Response } from 'express';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { companyToday } from '../common/calendar.js';

/*
 * CSV downloads of admin lists (contact messages; later subscribers), streamed: rows are read a
 * batch at a time in the list's keyset order and written through csv-stringify as the client
 * takes them (backpressure), so a list of any length costs one batch of memory.
 */

/** Rows read per query. */
export const CSV_BATCH_SIZE = 1000;

/** One column of an export: its header and its cell for a row (null or undefined: empty). */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
}

/**
 * The next rows of the list after `last` (from the first row without it), at most `size`, in the
 * list's order. A batch shorter than `size` is the last one.
 */
export type CsvBatchFetcher<T> = (last: T | undefined, size: number) => Promise<T[]>;

export interface CsvExport<T> {
  /** The name the browser saves it under, e.g. "contact-messages-2026-03-05.csv". */
  filename: string;
  columns: readonly CsvColumn<T>[];
  fetchBatch: CsvBatchFetcher<T>;
  /** Rows per query; CSV_BATCH_SIZE by default. */
  batchSize?: number;
}

/**
 * Characters a spreadsheet takes as the start of a formula (=, +, -, @), and the tab and carriage
 * return that can hide one (OWASP's CSV injection advice): a cell starting with one is written
 * with a leading single quote, so it opens as text, never as a formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell as written to the file: kept as it is, unless a spreadsheet would run it. */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** `{prefix}-YYYY-MM-DD.csv`, the day of `now` at the office (America/Edmonton). */
export function csvFilename(prefix: string, now: Date = new Date()): string {
  return `${prefix}-${companyToday(now)}.csv`;
}

function cell(value: string | number | null | undefined): string {
  if (value == null) return '';
  return typeof value === 'number' ? String(value) : neutraliseFormula(value);
}

/** The export's records (arrays of cells), fetching the next batch only when the stream wants it. */
async function* records<T>(
  first: T[],
  { columns, fetchBatch }: CsvExport<T>,
  size: number,
): AsyncGenerator<string[]> {
  let batch = first;
  for (;;) {
    for (const row of batch) yield columns.map((column) => cell(column.value(row)));
    if (batch.length < size) return;
    batch = await fetchBatch(batch.at(-1), size);
  }
}

/**
 * Streams an export to `res` as a CSV download: UTF-8 with a byte order mark (so Excel reads
 * accents), a header row, CRLF between records, and cells quoted when they hold a comma, a double
 * quote (doubled) or a line break. Never cached (`no-store`). The first batch is read before
 * anything is sent, so a failure there is an ordinary error answer; a failure after that ends the
 * connection, and the browser reports the download as failed rather than saving half a file.
 */
export async function sendCsv<T>(res: Response, csv: CsvExport<T>): Promise<void> {
  const size = csv.batchSize ?? CSV_BATCH_SIZE;
  const first = await csv.fetchBatch(undefined, size);
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${csv.filename}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  const stringifier = stringify({
    bom: true,
    header: true,
    columns: csv.columns.map((column) => column.header),
    record_delimiter: '\r\n',
    // csv-stringify quotes a line break only when it is the record delimiter: a message's lone
    // "\n" must be quoted too, or it would split the record.
    quoted_match: /[\r\n]/,
  });
  try {
    await pipeline(Readable.from(records(first, csv, size)), stringifier, res);
  } catch (error) {
    // The download has started, so no error answer can follow: the pipeline has closed the
    // connection. A client that went away is no fault; anything else is logged (by its code,
    // never SQL or values: the request logger's serializer).
    if ((error as { code?: unknown }).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
      res.req.log?.error({ err: error }, 'CSV export failed after it started');
    }
  }
}
