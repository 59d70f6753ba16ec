import Papa from "papaparse";
import { sniffImageType } from "./image-type";

/**
 * CSV in and out. Reading: bytes as a spreadsheet writes them (UTF-8 with or without a BOM,
 * or Windows-1252 from Excel), any line ends, `,`, `;` or tab between fields, quoted fields
 * holding commas, quotes and line breaks, parsed by papaparse (never split by hand).
 * Writing: RFC 4180 with CRLF, every cell a spreadsheet would run as a formula neutralised.
 */

export type CsvReadResult =
  | { ok: true; rows: string[][]; encoding: "utf-8" | "windows-1252"; delimiter: string }
  | { ok: false; message: string };

// Windows-1252's 0x80–0x9F (the rest of its upper half is Latin-1). Unassigned bytes map to
// themselves; they never occur in a real export.
const WINDOWS_1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d, 0x017d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x9d, 0x017e, 0x0178,
];

function decodeWindows1252(bytes: Uint8Array) {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH[byte - 0x80]! : byte);
  return text;
}

/** The file's text: UTF-8 when it is valid UTF-8 (a BOM is dropped), else Windows-1252, as Excel saves "CSV" on Windows. */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: "utf-8" | "windows-1252" } {
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(body), encoding: "utf-8" };
  } catch {
    return { text: decodeWindows1252(body), encoding: "windows-1252" };
  }
}

/** Whether these bytes are text at all: no image, no NUL or other binary control bytes. */
function binaryKind(bytes: Uint8Array) {
  const image = sniffImageType(bytes);
  if (image) return `a ${image.extension.toUpperCase()} image`;
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return "a zip or Excel workbook (.xlsx)";
  if (bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46) return "a PDF";
  const sample = bytes.subarray(0, 4096);
  // NUL and the C0 controls other than tab, line feed, form feed and carriage return.
  if (sample.some((byte) => byte < 0x09 || (byte > 0x0d && byte < 0x20))) return "not text";
  return null;
}

/** The rows of a CSV file, or why it is not one. Empty lines are skipped. */
export function readCsv(bytes: Uint8Array): CsvReadResult {
  const kind = binaryKind(bytes);
  if (kind) {
    return { ok: false, message: `This file is ${kind === "not text" ? "not a text file" : kind}, not a CSV file. Save your spreadsheet as CSV and upload that.` };
  }
  const { text, encoding } = decodeCsvBytes(bytes);
  const parsed = Papa.parse<string[]>(text, { delimitersToGuess: [",", ";", "\t"], skipEmptyLines: "greedy" });
  const broken = parsed.errors.find((error) => error.type === "Quotes");
  if (broken) {
    const row = broken.row === undefined ? "" : ` (row ${broken.row + 1})`;
    return { ok: false, message: `The file has a quote that is never closed${row}. Check the quotes in that row, or save the file again from your spreadsheet.` };
  }
  return { ok: true, rows: parsed.data, encoding, delimiter: parsed.meta.delimiter };
}

/**
 * A cell as written to a CSV the site serves: one that starts with =, +, -, @, a tab or a
 * carriage return would run as a formula in Excel or Sheets (CSV injection), so it gets a
 * leading apostrophe, which spreadsheets show as plain text.
 */
export function neutraliseCell(value: string) {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A CSV field: neutralised, and quoted when it holds a comma, semicolon, quote or line break. */
function csvField(value: string) {
  const safe = neutraliseCell(value);
  return /[",;\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows as CSV text, CRLF line ends (RFC 4180). */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string>>) {
  return rows.map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}

/** A file name safe in a Content-Disposition header and on any disk: no path, quotes or controls. */
export function safeDownloadName(name: string, fallback: string) {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base.replace(/[^A-Za-z0-9._ -]/g, "_").replace(/^\.+/, "").slice(0, 100);
  return cleaned || fallback;
}
