import { GLYPH_UNITS_PER_EM, glyphs } from "./captcha-glyphs.server";

/**
 * Draws a captcha code as an SVG a person reads easily and a script cannot lift text from:
 * each character is a font outline (no <text>), turned, scaled and nudged at random, with
 * every point moved into place and jittered, so no two drawings share path data; a few
 * lines and dots over it keep simple shape matching out.
 */

const CAPTCHA_WIDTH = 240;
const CAPTCHA_HEIGHT = 80;

const inkColours = ["#0f3d75", "#7a3e00", "#1f5130", "#5b2a86", "#8a1c1c", "#16202e"];
const noiseColours = ["#7d8fa8", "#b07d3a", "#6c8f72", "#8f79a8"];

type Random = () => number;

const between = (random: Random, min: number, max: number) => min + random() * (max - min);
const pick = <T,>(random: Random, items: readonly T[]) => items[Math.floor(random() * items.length)]!;
const fixed = (n: number) => n.toFixed(1);

/** Path data with every point put through the affine map (a, b, c, d, e, f) plus jitter. */
function transformPath(d: string, [a, b, c, dd, e, f]: number[], jitter: () => number) {
  const tokens = d.match(/[MLQZ]|-?\d+(?:\.\d+)?/g) ?? [];
  let out = "";
  for (let i = 0; i < tokens.length; ) {
    const token = tokens[i]!;
    if (/[MLQZ]/.test(token)) {
      out += token;
      i += 1;
      continue;
    }
    const x = Number(token);
    const y = Number(tokens[i + 1]);
    out += `${fixed(a! * x + c! * y + e! + jitter())} ${fixed(b! * x + dd! * y + f! + jitter())} `;
    i += 2;
  }
  return out.replace(/ (?=[MLQZ])/g, "");
}

export function renderCaptchaSvg(code: string, random: Random = Math.random) {
  const fontSize = 44;
  const scale = fontSize / GLYPH_UNITS_PER_EM;
  const advances = [...code].map((char) => glyphs[char]!.advance * scale);
  const textWidth = advances.reduce((sum, advance) => sum + advance, 0);
  let x = (CAPTCHA_WIDTH - textWidth) / 2;

  const characters = [...code].map((char, index) => {
    const angle = (between(random, -18, 18) * Math.PI) / 180;
    // Size and height vary only a little: the code is case-sensitive, so a small c must stay
    // visibly smaller than a capital C on a shared baseline.
    const size = scale * between(random, 0.95, 1.05);
    const skew = between(random, -0.2, 0.2);
    const baseline = CAPTCHA_HEIGHT / 2 + fontSize * 0.36 + between(random, -4, 4);
    // Rotate about the glyph's middle, so turned characters stay in their slot.
    const centre = { x: glyphs[char]!.advance / 2, y: -GLYPH_UNITS_PER_EM * 0.35 };
    const cos = Math.cos(angle) * size;
    const sin = Math.sin(angle) * size;
    const a = cos;
    const b = sin;
    const c = -sin + cos * skew;
    const d = cos + sin * skew;
    const originX = x + advances[index]! / 2;
    const originY = baseline - GLYPH_UNITS_PER_EM * 0.35 * scale;
    const e = originX - (a * centre.x + c * centre.y);
    const f = originY - (b * centre.x + d * centre.y);
    x += advances[index]!;
    const path = transformPath(glyphs[char]!.d, [a, b, c, d, e, f], () => between(random, -0.6, 0.6));
    return `<path d="${path}" fill="${pick(random, inkColours)}"/>`;
  });

  const blobs = Array.from({ length: 6 }, () => {
    const radius = between(random, 10, 26);
    return `<circle cx="${fixed(between(random, 0, CAPTCHA_WIDTH))}" cy="${fixed(between(random, 0, CAPTCHA_HEIGHT))}" r="${fixed(radius)}" fill="${pick(random, noiseColours)}" opacity="0.14"/>`;
  });

  const lines = Array.from({ length: 3 }, () => {
    const y = () => fixed(between(random, 10, CAPTCHA_HEIGHT - 10));
    return `<path d="M${fixed(between(random, 0, 20))} ${y()}C${fixed(between(random, 40, 100))} ${y()} ${fixed(between(random, 140, 200))} ${y()} ${fixed(between(random, 220, CAPTCHA_WIDTH))} ${y()}" stroke="${pick(random, noiseColours)}" stroke-width="${fixed(between(random, 1.2, 2.2))}" fill="none" opacity="0.8"/>`;
  });

  const dots = Array.from({ length: 40 }, () => {
    return `<circle cx="${fixed(between(random, 0, CAPTCHA_WIDTH))}" cy="${fixed(between(random, 0, CAPTCHA_HEIGHT))}" r="${fixed(between(random, 0.8, 1.8))}" fill="${pick(random, noiseColours)}"/>`;
  });

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">`,
    `<rect width="100%" height="100%" fill="#f7f4ec"/>`,
    ...blobs,
    ...characters,
    ...lines,
    ...dots,
    `</svg>`,
  ].join("");
}
