import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

/**
 * Every relative link in README.md and docs/**\/*.md points at a file that exists and, when it
 * names a #heading, at a heading that file has (GitHub's anchors). External links are not
 * fetched.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith(".md") ? [path] : [];
  });
}

/** The text outside fenced code blocks and inline code, where a link is a link. */
function prose(markdown: string): string {
  return markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "")
    .replace(/(`+)[^`]*?\1/g, "");
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]*>/g, "")
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const text = readFileSync(file, "utf8").replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "");
  for (const match of text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = headingAnchor(match[1]!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

function brokenLinks(file: string): string[] {
  const broken: string[] = [];
  for (const match of prose(readFileSync(file, "utf8")).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const target = match[1]!;
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http(s), mailto: not fetched
    const [path = "", anchor] = target.split("#", 2);
    const targetFile = path === "" ? file : resolve(dirname(file), decodeURIComponent(path));
    if (!existsSync(targetFile)) {
      broken.push(`${target}: no such file`);
      continue;
    }
    if (anchor === undefined || anchor === "") continue;
    if (!targetFile.endsWith(".md")) {
      broken.push(`${target}: an anchor into a file that is not markdown`);
    } else if (!anchorsOf(targetFile).has(decodeURIComponent(anchor))) {
      broken.push(`${target}: no heading #${anchor} in ${relative(root, targetFile)}`);
    }
  }
  return broken;
}

const files = [join(root, "README.md"), ...markdownFiles(join(root, "docs"))];

describe("links in the documentation", () => {
  test("there is documentation to check", () => {
    expect(files.length).toBeGreaterThan(10);
  });

  test.each(files.map((file) => [relative(root, file), file]))("%s links only to files and headings that exist", (_name, file) => {
    expect(brokenLinks(file)).toEqual([]);
  });

  test("a heading's anchor is GitHub's", () => {
    expect(headingAnchor("Browse: `/listings`")).toBe("browse-listings");
    expect(headingAnchor("The seller's side: My Auctions")).toBe("the-sellers-side-my-auctions");
    expect(headingAnchor("On a bare machine")).toBe("on-a-bare-machine");
  });
});
