/**
 * Critical CSS: the rules of the CSS bundle a rendered page uses, to inline in its head so the
 * bundle need not block the first paint (docs/performance.md#lighthouse). vanilla-extract gives
 * each style a class of its own, so a rule is needed when the page has every class its
 * selector names; rules with no class (globals, :root) always are, and so is every
 * @keyframes. The order of the bundle is kept, so the cascade is the bundle's. The root renders
 * the inline `<style>` (criticalCssPlaceholder) and entry.server fills it.
 */

type Block =
  | { kind: "rule"; requiredClasses: string[][]; text: string }
  | { kind: "group"; prelude: string; children: Block[] }
  | { kind: "always"; text: string };

/** The offset of the `}` closing the block opened just before `start` (strings skipped). */
function blockEnd(css: string, start: number) {
  let depth = 1;
  for (let index = start; index < css.length; index++) {
    const char = css[index];
    if (char === '"' || char === "'") index = css.indexOf(char, index + 1);
    else if (char === "{") depth++;
    else if (char === "}" && --depth === 0) return index;
    if (index === -1) break;
  }
  return css.length;
}

/**
 * The stylesheet without its comments, strings kept whole. The development build's bundle is
 * not minified and names each file in a comment before its first rule, which would otherwise
 * be read as part of that rule's selector (docs/decisions/011-dev-matches-production.md).
 */
function withoutComments(css: string) {
  return css.replace(/("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')|\/\*[\s\S]*?\*\//g, (_, quoted?: string) => quoted ?? "");
}

/** The blocks of a stylesheet, minified (production) or not (development). */
export function parseStylesheet(css: string) {
  return parseBlocks(withoutComments(css));
}

/** Top-level blocks of a stylesheet without comments; @media and @supports hold blocks of their own. */
function parseBlocks(css: string): Block[] {
  const blocks: Block[] = [];
  let index = 0;
  while (index < css.length) {
    const open = css.indexOf("{", index);
    if (open === -1) break;
    const prelude = css.slice(index, open).trim();
    const close = blockEnd(css, open + 1);
    const text = css.slice(index, close + 1).trim();
    if (/^@(media|supports|layer|container)\b/.test(prelude)) {
      blocks.push({ kind: "group", prelude, children: parseBlocks(css.slice(open + 1, close)) });
    } else if (prelude.startsWith("@")) {
      blocks.push({ kind: "always", text });
    } else {
      blocks.push({ kind: "rule", requiredClasses: requiredClasses(prelude), text });
    }
    index = close + 1;
  }
  return blocks;
}

/** The class names in a document's class attributes. */
export function classesIn(html: string) {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of match[1]!.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * The classes each of a selector's alternatives needs on the page, read once when the bundle is
 * parsed: a rule is used when one alternative has all of its classes. Classes inside :not(),
 * :is(), :where() and :has() are not required (over-including is safe).
 */
function requiredClasses(selector: string) {
  return selector.split(",").map((alternative) => {
    const required = alternative.replace(/:(not|is|where|has)\([^)]*\)/g, "");
    return [...required.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!);
  });
}

function pick(blocks: Block[], classes: Set<string>): string {
  let css = "";
  for (const block of blocks) {
    if (block.kind === "always") css += block.text;
    else if (block.kind === "rule") css += block.requiredClasses.some((names) => names.every((name) => classes.has(name))) ? block.text : "";
    else {
      const inner = pick(block.children, classes);
      if (inner) css += `${block.prelude}{${inner}}`;
    }
  }
  return css;
}

/** The stylesheet's rules that the document uses, in the stylesheet's order. */
export function criticalCss(stylesheet: Block[], html: string) {
  return pick(stylesheet, classesIn(html));
}

const stylesheets = new Map<string, Promise<Block[]>>();

/**
 * The bundle at `href`, parsed once per Worker instance (read through the assets binding);
 * null when it cannot be read, and then tried again on the next request.
 */
export async function loadStylesheet(href: string, assets: Fetcher, pageUrl: string) {
  let stylesheet = stylesheets.get(href);
  if (!stylesheet) {
    stylesheet = assets.fetch(new URL(href, pageUrl)).then(async (response) => {
      if (!response.ok) throw new Error(`${href} answered ${response.status}`);
      return parseStylesheet(await response.text());
    });
    stylesheets.set(href, stylesheet);
  }
  try {
    return await stylesheet;
  } catch (error) {
    stylesheets.delete(href);
    console.error(error);
    return null;
  }
}
