import { describe, expect, test } from "vitest";
import { decodeCsvBytes, neutraliseCell, readCsv, safeDownloadName, toCsv } from "./csv";

const bytes = (text: string) => new TextEncoder().encode(text);

function rowsOf(input: Uint8Array) {
  const result = readCsv(input);
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe("readCsv: what spreadsheets write", () => {
  test("quoted commas, quotes and line breaks stay inside their field", () => {
    const { rows } = rowsOf(bytes('title,description\r\n"Set, 100 kVA","Line one\r\nline ""two"""\r\n'));
    expect(rows).toEqual([
      ["title", "description"],
      ["Set, 100 kVA", 'Line one\r\nline "two"'],
    ]);
  });

  test("a UTF-8 BOM is dropped, so the first header reads as its name", () => {
    const { rows, encoding } = rowsOf(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes("title,price\n£1,2\n")]));
    expect(encoding).toBe("utf-8");
    expect(rows[0]).toEqual(["title", "price"]);
    expect(rows[1]).toEqual(["£1", "2"]);
  });

  test("CRLF, LF and a missing last line end read alike; blank lines are skipped", () => {
    expect(rowsOf(bytes("a,b\r\n1,2\r\n\r\n3,4")).rows).toEqual(rowsOf(bytes("a,b\n1,2\n3,4\n")).rows);
  });

  test("European Excel's semicolons are found, with commas inside fields kept", () => {
    const { rows, delimiter } = rowsOf(bytes('title;price;description\nPerkins;£12.500;"Big, quiet"\n'));
    expect(delimiter).toBe(";");
    expect(rows[1]).toEqual(["Perkins", "£12.500", "Big, quiet"]);
  });

  test("Windows-1252 from Excel is detected: £ and curly quotes read right", () => {
    // "£12,500" and ’ as Excel on Windows saves them: 0xA3 and 0x92.
    const cp1252 = new Uint8Array([...bytes("title,price\nDealer"), 0x92, ...bytes("s set,\""), 0xa3, ...bytes('12,500"\n')]);
    const { rows, encoding } = rowsOf(cp1252);
    expect(encoding).toBe("windows-1252");
    expect(rows[1]).toEqual(["Dealer’s set", "£12,500"]);
    expect(decodeCsvBytes(new Uint8Array([0x80])).text).toBe("€");
  });

  test("a PNG renamed .csv, a workbook and binary bytes are refused for what they are", () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    expect(readCsv(png)).toEqual({ ok: false, message: expect.stringContaining("a PNG image, not a CSV file") });
    expect(readCsv(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]))).toEqual({ ok: false, message: expect.stringContaining("Excel workbook") });
    expect(readCsv(new Uint8Array([0x61, 0x00, 0x62]))).toEqual({ ok: false, message: expect.stringContaining("not a text file") });
  });

  test("a quote never closed is refused with its row", () => {
    expect(readCsv(bytes('a,b\n1,"open\n'))).toEqual({ ok: false, message: expect.stringContaining("never closed") });
  });
});

describe("writing CSV", () => {
  test("cells a spreadsheet would run as formulas get an apostrophe", () => {
    for (const cell of ["=HYPERLINK(\"http://x\")", "+1", "-2+3", "@SUM(A1)", "\tx", "\rx"]) {
      expect(neutraliseCell(cell)).toBe(`'${cell}`);
    }
    expect(neutraliseCell("12,500")).toBe("12,500");
    expect(toCsv([["=1+1", 'say "hi"', "a,b"]])).toBe(`'=1+1,"say ""hi""","a,b"\r\n`);
  });

  test("download names lose folders and anything unsafe in a header", () => {
    expect(safeDownloadName("../../etc/passwd", "x")).toBe("passwd");
    expect(safeDownloadName('C:\\stock\\my "list".csv', "x")).toBe("my _list_.csv");
    expect(safeDownloadName("..", "upload")).toBe("upload");
  });
});
