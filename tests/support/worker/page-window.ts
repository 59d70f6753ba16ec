import { HTMLButtonElement, HTMLInputElement, HTMLOptionElement, HTMLSelectElement, Node, parseHTML } from "linkedom";

/** A page read as markup: its document at its address, nothing fetched, nothing run. */
export type PageWindow = { readonly document: Document; close(): void };

/**
 * An answer's HTML as a document at `url`, for a test to read as a visitor would: its markup
 * only. It is linkedom's (htmlparser2's tree), which reads a page in about a third of
 * happy-dom's CPU: happy-dom was about 28% of the worker tests' own CPU, and, unless told
 * not to, fetched and parsed every stylesheet and script each page links (docs/testing.md
 * "Budget", session 21). Over every page a whole worker run reads, the two trees were the
 * same but for where whitespace falls around <head> and <body>, once the fixes below
 * were made; linkedom knows less of what a property means in a browser, and what the tests
 * read is given to it after them.
 * close() is kept for the callers that closed happy-dom's windows; linkedom holds nothing open.
 */
export function pageWindow(html: string, url: string | URL): PageWindow {
  let { document } = parseHTML(html);
  // An answer that is no whole page (plain text, a fragment, nothing) goes into a body, as an
  // HTML parser puts it; linkedom would leave it without one.
  if (!document.querySelector("html > body")) ({ document } = parseHTML(`<html><head></head><body>${html.replace(/^\s*<!doctype[^>]*>/i, "")}</body></html>`));
  // linkedom's document has no address; a fragment a redirect or a form kept is read from it.
  Object.defineProperty(document, "URL", { value: String(url) });
  // HTML's attribute names have no case, and an HTML parser writes them in lower case; React
  // writes some in camel case (encType, readOnly, maxLength), which htmlparser2 keeps as they
  // are, so getAttribute("enctype") would find nothing. SVG's keep theirs (viewBox).
  for (const element of document.querySelectorAll("*")) {
    if (element.namespaceURI !== "http://www.w3.org/1999/xhtml") continue;
    for (const { name, value } of [...element.attributes]) {
      const lower = name.toLowerCase();
      if (lower === name) continue;
      element.removeAttribute(name);
      if (!element.hasAttribute(lower)) element.setAttribute(lower, value);
    }
  }
  // A text area's text is escapable text in HTML (React writes an apostrophe as &#x27;), which
  // htmlparser2 leaves undecoded; decoded here through an element's ordinary text.
  for (const textarea of document.querySelectorAll("textarea")) {
    const decoder = document.createElement("div");
    decoder.innerHTML = (textarea.textContent ?? "").replaceAll("<", "&lt;");
    textarea.textContent = decoder.textContent;
  }
  return { document: document as unknown as Document, close() {} };
}

const inputTypes = new Set(
  "hidden text search tel url email password date month week time datetime-local number range color checkbox radio file submit image reset button".split(" "),
);

/**
 * The properties a browser gives these elements and linkedom does not (it reflects bare
 * attributes), as HTML defines them for markup as it came: a page read here is never typed
 * into, and the visitor (visitor.ts) keeps a form's state in its attributes.
 */
function define(prototype: object, properties: Record<string, (this: Element) => unknown>) {
  for (const [name, get] of Object.entries(properties)) Object.defineProperty(prototype, name, { configurable: true, get });
}
define(HTMLInputElement.prototype, {
  type() {
    const type = (this.getAttribute("type") ?? "").toLowerCase();
    return inputTypes.has(type) ? type : "text";
  },
  checked() {
    return this.hasAttribute("checked");
  },
});
// A checkbox's or radio button's value is "on" when its markup gives none.
Object.defineProperty(HTMLInputElement.prototype, "value", {
  configurable: true,
  get(this: HTMLInputElement) {
    const value = this.getAttribute("value");
    return value ?? (this.type === "checkbox" || this.type === "radio" ? "on" : "");
  },
  set(this: HTMLInputElement, value: string) {
    this.setAttribute("value", value);
  },
});
define(HTMLButtonElement.prototype, {
  type() {
    const type = (this.getAttribute("type") ?? "").toLowerCase();
    return type === "reset" || type === "button" ? type : "submit";
  },
  value() {
    return this.getAttribute("value") ?? "";
  },
});
define(HTMLOptionElement.prototype, {
  value() {
    return this.getAttribute("value") ?? (this.textContent ?? "").replace(/[\t\n\f\r ]+/g, " ").trim();
  },
});
define(HTMLSelectElement.prototype, {
  multiple() {
    return this.hasAttribute("multiple");
  },
  // The last option marked selected, else the first (a single select on load).
  value() {
    const options = [...this.querySelectorAll("option")] as unknown as HTMLOptionElement[];
    return (options.filter((option) => option.hasAttribute("selected")).at(-1) ?? options[0])?.value ?? "";
  },
});

// How a failed assertion shows a node: its opening tag, or its text. linkedom's nodes are
// plain objects linked node to node through the whole page, which vitest's copy of a failed
// assertion's values and chai's message followed until the stack ran out ("Maximum call stack
// size exceeded" instead of what was found); a browser's nodes say what they are.
Object.defineProperty(Node.prototype, Symbol.toStringTag, {
  configurable: true,
  get(this: object) {
    return this.constructor.name;
  },
});
Object.defineProperty(Node.prototype, Symbol.for("chai/inspect"), {
  configurable: true,
  value(this: Element) {
    if (this.nodeType !== 1) return `${this.nodeName} ${JSON.stringify((this.textContent ?? "").slice(0, 200))}`;
    return this.outerHTML.slice(0, Math.min(this.outerHTML.indexOf(">") + 1, 200));
  },
});
