// Writes app/utils/captcha-glyphs.server.ts: the outlines of A-Z, a-z and 0-9 from a
// TrueType font, as SVG path data. The hire form's captcha draws its code with these paths,
// so the image holds no text a script could copy.
//   node scripts/generate-captcha-glyphs.mjs [font.ttf]
// Default font: DejaVu Sans Bold (Debian's fonts-dejavu-core), under the Bitstream Vera
// licence, which allows embedding its glyphs.
import { readFileSync, writeFileSync } from "node:fs";

const fontPath = process.argv[2] ?? "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";
const outPath = new URL("../app/utils/captcha-glyphs.server.ts", import.meta.url);
const characters = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"];

const font = readFileSync(fontPath);
const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
const u16 = (offset) => view.getUint16(offset);
const i16 = (offset) => view.getInt16(offset);
const u32 = (offset) => view.getUint32(offset);

const tables = {};
for (let i = 0, count = u16(4); i < count; i++) {
  const record = 12 + i * 16;
  tables[font.toString("latin1", record, record + 4)] = u32(record + 8);
}
for (const tag of ["head", "maxp", "hhea", "hmtx", "loca", "glyf", "cmap"]) {
  if (tables[tag] === undefined) throw new Error(`${fontPath}: no ${tag} table`);
}

const unitsPerEm = u16(tables.head + 18);
const longLoca = i16(tables.head + 50) === 1;
const numberOfHMetrics = u16(tables.hhea + 34);

/** Glyph id of a character, from the Unicode BMP subtable (cmap format 4). */
function glyphIdOf(char) {
  const code = char.codePointAt(0);
  for (let i = 0, count = u16(tables.cmap + 2); i < count; i++) {
    const record = tables.cmap + 4 + i * 8;
    const platform = u16(record);
    const encoding = u16(record + 2);
    if (!((platform === 3 && encoding === 1) || (platform === 0 && encoding <= 4))) continue;
    const sub = tables.cmap + u32(record + 4);
    if (u16(sub) !== 4) continue;
    const segments = u16(sub + 6) / 2;
    const ends = sub + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    for (let s = 0; s < segments; s++) {
      if (code > u16(ends + s * 2) || code < u16(starts + s * 2)) continue;
      const rangeOffset = u16(rangeOffsets + s * 2);
      if (rangeOffset === 0) return (code + i16(deltas + s * 2)) & 0xffff;
      const id = u16(rangeOffsets + s * 2 + rangeOffset + (code - u16(starts + s * 2)) * 2);
      return id === 0 ? 0 : (id + i16(deltas + s * 2)) & 0xffff;
    }
  }
  throw new Error(`${fontPath}: no glyph for ${char}`);
}

function advanceOf(glyphId) {
  return u16(tables.hmtx + Math.min(glyphId, numberOfHMetrics - 1) * 4);
}

/** The glyph's contours: lists of points with an on-curve flag, y pointing down. */
function contoursOf(glyphId, char) {
  const start = longLoca ? u32(tables.loca + glyphId * 4) : u16(tables.loca + glyphId * 2) * 2;
  const glyph = tables.glyf + start;
  const contourCount = i16(glyph);
  if (contourCount < 0) throw new Error(`${char}: composite glyphs are not supported`);
  const endPoints = Array.from({ length: contourCount }, (_, i) => u16(glyph + 10 + i * 2));
  const pointCount = endPoints.at(-1) + 1;
  let offset = glyph + 10 + contourCount * 2;
  offset += 2 + u16(offset); // instructions

  const flags = [];
  while (flags.length < pointCount) {
    const flag = font[offset++];
    flags.push(flag);
    if (flag & 8) for (let repeat = font[offset++]; repeat > 0; repeat--) flags.push(flag);
  }
  const readCoordinates = (shortBit, sameBit) => {
    let value = 0;
    return flags.map((flag) => {
      if (flag & shortBit) {
        const delta = font[offset++];
        value += flag & sameBit ? delta : -delta;
      } else if (!(flag & sameBit)) {
        value += i16(offset);
        offset += 2;
      }
      return value;
    });
  };
  const xs = readCoordinates(2, 16);
  const ys = readCoordinates(4, 32);

  let first = 0;
  return endPoints.map((last) => {
    const points = [];
    for (let i = first; i <= last; i++) points.push({ x: xs[i], y: -ys[i], on: Boolean(flags[i] & 1) });
    first = last + 1;
    return points;
  });
}

/** SVG path data for TrueType contours (quadratic curves with implied on-curve points). */
function pathOf(contours) {
  const round = (n) => Math.round(n);
  const mid = (a, b) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, on: true });
  return contours
    .map((points) => {
      // Start on an on-curve point (or the midpoint of two off-curve ones).
      const startIndex = points.findIndex((point) => point.on);
      const ordered =
        startIndex === -1
          ? [mid(points.at(-1), points[0]), ...points]
          : [...points.slice(startIndex), ...points.slice(0, startIndex)];
      const [start, ...rest] = ordered;
      let d = `M${round(start.x)} ${round(start.y)}`;
      let control = null;
      for (const point of [...rest, start]) {
        if (point.on) {
          d += control
            ? `Q${round(control.x)} ${round(control.y)} ${round(point.x)} ${round(point.y)}`
            : `L${round(point.x)} ${round(point.y)}`;
          control = null;
        } else {
          if (control) {
            const implied = mid(control, point);
            d += `Q${round(control.x)} ${round(control.y)} ${round(implied.x)} ${round(implied.y)}`;
          }
          control = point;
        }
      }
      return `${d}Z`;
    })
    .join("");
}

const glyphs = Object.fromEntries(
  characters.map((char) => {
    const id = glyphIdOf(char);
    return [char, { d: pathOf(contoursOf(id, char)), advance: advanceOf(id) }];
  }),
);

const source = `// Generated by scripts/generate-captcha-glyphs.mjs from ${fontPath.split("/").at(-1)}: do not edit.
// Glyph outlines from DejaVu Sans Bold, Bitstream Vera licence (https://dejavu-fonts.github.io/License.html).
// Coordinates are font units with y pointing down and the baseline at y = 0.

export const GLYPH_UNITS_PER_EM = ${unitsPerEm};

export const glyphs: Record<string, { d: string; advance: number }> = ${JSON.stringify(glyphs, null, 2)};
`;
writeFileSync(outPath, source);
console.log(`wrote ${outPath.pathname}: ${characters.length} glyphs, ${source.length} characters`);
