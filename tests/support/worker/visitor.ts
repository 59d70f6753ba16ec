import { expect } from "vitest";
import { CookieJar, type AppClient } from "../http";
import { pageWindow } from "./page-window";

/**
 * A browser without JavaScript, for the worker tests: it opens pages, follows links and
 * redirects, and fills and submits forms as their markup says (the form's action, method and
 * enctype, or the button's formaction; hidden fields; the submitter's name and value; only the
 * controls a browser would send), keeping cookies from page to page. A control is found by its
 * label and a button or link by its accessible name, as a person (or Playwright's getByLabel
 * and getByRole) would find them. So a form proved through it works with JavaScript off, at a
 * small part of a browser's cost (docs/decisions/019-no-javascript-visitor.md); what needs
 * rendering (menus, layout, focus, scrolling) stays in Playwright.
 */
export class Visitor {
  readonly jar: CookieJar;
  private readonly client: AppClient;
  private current?: { url: URL; status: number; html: string; document: Document; close(): void };

  constructor(client: AppClient, jar = new CookieJar()) {
    this.client = client;
    this.jar = jar;
  }

  /** Where the visitor is, after redirects: path and query, as the address bar shows them. */
  get path() {
    const url = this.page.url;
    return `${url.pathname}${url.search}`;
  }

  get status() {
    return this.page.status;
  }

  get document() {
    return this.page.document;
  }

  /** The page's markup as it came. */
  get html() {
    return this.page.html;
  }

  /** The page's text as it reads: whitespace collapsed, no markup. */
  text(selector = "body") {
    const element = this.page.document.querySelector(selector);
    if (!element) throw new Error(`${this.path} has no ${selector}`);
    // Not the scripts' text: the loader data Remix writes into the page (a toast's words among
    // them) is no text a visitor reads.
    const shown = element.cloneNode(true) as Element;
    for (const script of shown.querySelectorAll("script, style, template")) script.remove();
    return normalise(shown.textContent ?? "");
  }

  /** Opens a path of the app (a GET, redirects followed). */
  async open(path: string) {
    return this.navigate(new URL(path, this.client.url), { method: "GET" });
  }

  /** Fetches what the page loads beside it (an image, say), keeping the cookies its answer sets. */
  async load(src: string) {
    return this.request(new URL(src, this.page.url), { method: "GET" });
  }

  /** Follows the one link whose accessible name matches (within `within`, a selector, if given). */
  async follow(name: string | RegExp, { within = "body" }: { within?: string } = {}) {
    const links = [...this.page.document.querySelectorAll<HTMLElement>(`${within} a[href]`)];
    const link = named(links, accessibleName, name, `a link named ${name} on ${this.path}`);
    return this.navigate(new URL(link.getAttribute("href")!, this.page.url), { method: "GET" });
  }

  /**
   * The form that holds the submit button so named (a form of several buttons is named by any
   * of them), within `within` (a selector) if given; `first` picks the first of several alike
   * (the header's Logout is in both menus).
   */
  form(button: string | RegExp, { within = "body", first = false }: { within?: string; first?: boolean } = {}) {
    const submitter = this.button(button, { within, first });
    const form = formOf(submitter);
    if (!form) throw new Error(`the button ${button} on ${this.path} belongs to no form`);
    return new FormFill(this, form);
  }

  /** The one submit button so named, within `within` if given (or the first, with `first`). */
  button(name: string | RegExp, { within = "body", first = false }: { within?: string; first?: boolean } = {}) {
    const selector = ["button", 'input[type="submit"]', 'input[type="image"]'].map((tag) => `${within} ${tag}`).join();
    const buttons = [...this.page.document.querySelectorAll<HTMLElement>(selector)].filter(isSubmitButton);
    return named(buttons, accessibleName, name, `a button named ${name} on ${this.path}`, first) as HTMLButtonElement | HTMLInputElement;
  }

  /** Presses a submit button with the form as it stands (`within` and `first` as for button()). */
  async press(button: string | RegExp, { within = "body", first = false }: { within?: string; first?: boolean } = {}) {
    return this.form(button, { within, first }).submit(button);
  }

  /** @internal The page's address, fragment and all. */
  get url() {
    return new URL(this.page.url);
  }

  /** @internal Requests a URL as a browser navigates to it; redirects are followed as GETs. */
  async navigate(url: URL, init: { method: string; body?: URLSearchParams | FormData }) {
    let response = await this.request(url, init);
    for (let hops = 0; [301, 302, 303, 307, 308].includes(response.status); hops++) {
      if (hops === 10) throw new Error(`too many redirects from ${url}`);
      const next = new URL(response.headers.get("location")!, url);
      // A Location without a fragment keeps the request's, as browsers do (RFC 9110 §10.2.2).
      if (!next.hash) next.hash = url.hash;
      url = next;
      const keep = response.status === 307 || response.status === 308;
      response = await this.request(url, keep ? init : { method: "GET" });
    }
    this.current?.close();
    const html = await response.text();
    const page = pageWindow(html, url);
    this.current = { url, status: response.status, html, document: page.document, close: () => page.close() };
    return this;
  }

  private request(url: URL, { method, body }: { method: string; body?: URLSearchParams | FormData }) {
    const headers: Record<string, string> = { Accept: "text/html" };
    // A post says which site its page came from (the app's pages, or another's such as a payment page).
    if (method !== "GET") headers.Origin = this.current?.url.origin ?? this.client.url.origin;
    if (body instanceof URLSearchParams) headers["Content-Type"] = "application/x-www-form-urlencoded";
    // Another site (a payment provider's page the app sent the visitor to) gets none of the app's cookies.
    if (url.origin !== this.client.url.origin) return fetch(url, { method, headers, body, redirect: "manual" });
    const cookie = this.jar.header();
    if (cookie) headers.Cookie = cookie;
    return this.client
      .fetch(`${url.pathname}${url.search}`, { method, headers, body })
      .then((response) => this.jar.store(response));
  }

  private get page() {
    if (!this.current) throw new Error("the visitor has opened no page yet");
    return this.current;
  }

  /** Closes the current page's document (after many pages, or at the end of a test). */
  close() {
    this.current?.close();
    this.current = undefined;
  }
}

/** One form of the current page, being filled in; submit() posts it as a browser would. */
export class FormFill {
  readonly form: HTMLFormElement;
  private readonly visitor: Visitor;

  constructor(visitor: Visitor, form: HTMLFormElement) {
    this.visitor = visitor;
    this.form = form;
  }

  /**
   * Types into the text field, text area or other input that the label names. What is typed
   * goes into the markup (an input's value attribute, a text area's text), where entries()
   * reads it, as a browser's value sanitisation leaves it (an email address trimmed, a number
   * field emptied of what is not a number).
   */
  fill(label: string | RegExp, value: string) {
    const control = this.control(label);
    if (control.localName === "select") throw new Error(`${label} is a select: use select()`);
    if (control.hasAttribute("disabled") || control.hasAttribute("readonly")) throw new Error(`${label} cannot be typed into`);
    if (control.localName === "textarea") control.textContent = value;
    else if (inputType(control) === "file") throw new Error(`${label} is a file input: use attach()`);
    else control.setAttribute("value", sanitised(control, value));
    return this;
  }

  /** Chooses the option, by its text or its value, of the select the label names. */
  select(label: string | RegExp, option: string) {
    const select = this.control(label);
    if (select.localName !== "select") throw new Error(`${label} is not a select`);
    const options = optionsOf(select);
    const chosen = only(
      options.filter((item) => normalise(item.textContent ?? "") === option || optionValue(item) === option),
      `an option ${option} in ${label}`,
    );
    for (const item of options) item.toggleAttribute("selected", item === chosen);
    return this;
  }

  /** Ticks (or, with false, clears) the checkbox or radio button the label names. */
  check(label: string | RegExp, checked = true) {
    const box = this.control(label);
    const type = inputType(box);
    if (type !== "checkbox" && type !== "radio") throw new Error(`${label} is not a checkbox or radio button`);
    if (type === "radio" && checked) {
      for (const other of this.controls()) if (inputType(other) === "radio" && other.getAttribute("name") === box.getAttribute("name")) other.removeAttribute("checked");
    }
    box.toggleAttribute("checked", checked);
    return this;
  }

  /** Chooses files for the file input the label names. */
  attach(label: string | RegExp, files: Array<{ name: string; mimeType: string; buffer: Uint8Array }>) {
    const input = this.control(label);
    if (inputType(input) !== "file") throw new Error(`${label} is not a file input`);
    this.files.set(input, files.map(({ name, mimeType, buffer }) => new File([new Uint8Array(buffer)], name, { type: mimeType })));
    return this;
  }

  /** The value the control the label names holds now (a select's chosen option's). */
  value(label: string | RegExp) {
    const control = this.control(label);
    if (control.localName === "select") return optionValue(chosenOptions(control)[0]) ?? "";
    return controlValue(control);
  }

  /** The accessible description of the control the label names (its aria-describedby texts: its message, its hint). */
  description(label: string | RegExp) {
    const control = this.control(label);
    const ids = (control.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
    return normalise(ids.map((id) => control.ownerDocument.getElementById(id)?.textContent ?? "").join(" "));
  }

  /** Whether the checkbox or radio button the label names is ticked. */
  checked(label: string | RegExp) {
    return this.control(label).hasAttribute("checked");
  }

  /** Submits the form with the named button, as pressing it does (a disabled one cannot be pressed). */
  async submit(button: string | RegExp) {
    const submitter = named(this.controls().filter(isSubmitButton), accessibleName, button, `a button named ${button}`, true);
    if (submitter.hasAttribute("disabled")) throw new Error(`the button ${button} is disabled`);
    return this.send(submitter);
  }

  /**
   * Enter in a text field: the form's default button (its first submit button, hidden or not)
   * submits it; when that button is disabled nothing happens (HTML: "implicit submission").
   */
  async pressEnter() {
    const submitter = this.controls().find(isSubmitButton);
    if (!submitter) throw new Error("a form without a submit button: Enter sends it only when it has one field");
    if (submitter.hasAttribute("disabled")) throw new Error("Enter does nothing: the form's default button is disabled");
    return this.send(submitter);
  }

  private async send(submitter: HTMLElement) {
    const attribute = (name: string) => submitter.getAttribute(`form${name}`) ?? this.form.getAttribute(name);
    const action = new URL(attribute("action") || this.visitor.path, this.visitor.url);
    const method = (attribute("method") ?? "get").toUpperCase() === "POST" ? "POST" : "GET";
    const multipart = method === "POST" && attribute("enctype") === "multipart/form-data";
    const entries = this.entries(submitter);
    if (method === "GET") {
      action.search = new URLSearchParams(entries.map(([name, value]) => [name, typeof value === "string" ? value : value.name])).toString();
      return this.visitor.navigate(action, { method });
    }
    if (multipart) {
      const body = new FormData();
      for (const [name, value] of entries) body.append(name, value);
      return this.visitor.navigate(action, { method, body });
    }
    const body = new URLSearchParams(entries.map(([name, value]) => [name, typeof value === "string" ? value : value.name]));
    return this.visitor.navigate(action, { method, body });
  }

  private readonly files = new Map<Element, File[]>();

  /** The form's controls, those inside it and those outside that name it in form="…". */
  private controls() {
    const document = this.form.ownerDocument;
    const id = this.form.id;
    return [...document.querySelectorAll<HTMLElement>("input, select, textarea, button")].filter((control) =>
      control.hasAttribute("form") ? id !== "" && control.getAttribute("form") === id : control.closest("form") === this.form,
    );
  }

  private control(label: string | RegExp) {
    const fields = this.controls().filter((control) => !isSubmitButton(control));
    return named(fields, labelsOf, label, `a control labelled ${label} in the form`);
  }

  /** The form data set a browser builds (HTML: "constructing the entry list"). */
  private entries(submitter: HTMLElement): Array<[string, string | File]> {
    const entries: Array<[string, string | File]> = [];
    for (const control of this.controls()) {
      const name = control.getAttribute("name");
      if (!name || control.hasAttribute("disabled") || control.closest("fieldset[disabled]") || control.closest("datalist")) continue;
      if (control.localName === "button" || isSubmitButton(control)) {
        if (control === submitter) entries.push([name, control.getAttribute("value") ?? ""]);
        continue;
      }
      if (control.localName === "select") {
        for (const option of chosenOptions(control)) entries.push([name, optionValue(option)]);
        continue;
      }
      const type = control.localName === "textarea" ? "textarea" : inputType(control);
      if (type === "checkbox" || type === "radio") {
        if (control.hasAttribute("checked")) entries.push([name, control.getAttribute("value") ?? "on"]);
      } else if (type === "file") {
        const files = this.files.get(control) ?? [];
        if (files.length === 0) entries.push([name, new File([], "", { type: "application/octet-stream" })]);
        for (const file of files) entries.push([name, file]);
      } else if (type !== "reset" && type !== "button" && type !== "image") {
        entries.push([name, controlValue(control)]);
      }
    }
    return entries;
  }
}

/** Expects the visitor's page to read `text` (a substring, or a pattern). */
export function expectText(visitor: Visitor, text: string | RegExp, selector = "body") {
  if (typeof text === "string") expect(visitor.text(selector)).toContain(text);
  else expect(visitor.text(selector)).toMatch(text);
}

const normalise = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * The one element a name picks out: a pattern names what it matches; a string names the
 * element whose name it is (case aside) or, failing one, whose name it is part of, as
 * Playwright's getByLabel and getByRole read a name. Anything but one is an error.
 */
function named<T extends HTMLElement>(elements: T[], namesOf: (element: T) => string | string[], name: string | RegExp, what: string, first = false): T {
  const names = (element: T) => [namesOf(element)].flat();
  const pick = (found: T[]) => (first && found.length > 1 ? found[0]! : only(found, what));
  if (name instanceof RegExp) return pick(elements.filter((element) => names(element).some((text) => name.test(text))));
  const wanted = name.toLowerCase();
  const exact = elements.filter((element) => names(element).some((text) => text.toLowerCase() === wanted));
  if (exact.length > 0) return pick(exact);
  return pick(elements.filter((element) => names(element).some((text) => text.toLowerCase().includes(wanted))));
}

function only<T>(items: T[], what: string): T {
  if (items.length !== 1) throw new Error(`expected ${what}, found ${items.length}`);
  return items[0]!;
}

/**
 * A select's chosen options, read from the markup (its `selected` attributes, which select()
 * sets), as a browser reads them on load: the last one marked in a single select, else the
 * first option.
 */
function chosenOptions(select: Element) {
  const options = optionsOf(select);
  const marked = options.filter((option) => option.hasAttribute("selected"));
  if (select.hasAttribute("multiple")) return marked;
  if (marked.length > 0) return [marked.at(-1)!];
  return options.slice(0, 1);
}

const optionsOf = (select: Element) => [...select.querySelectorAll("option")];

/** An option's value: its value attribute, else its text (HTML's "strip and collapse ASCII whitespace"). */
function optionValue(option: Element): string;
function optionValue(option: Element | undefined): string | undefined;
function optionValue(option: Element | undefined) {
  if (!option) return undefined;
  return option.getAttribute("value") ?? (option.textContent ?? "").replace(/[\t\n\f\r ]+/g, " ").trim();
}

const inputTypes = new Set(
  "hidden text search tel url email password date month week time datetime-local number range color checkbox radio file submit image reset button".split(" "),
);

/** An input's type as HTML reads its attribute: a known one, case aside, else "text". */
function inputType(input: Element) {
  const type = (input.getAttribute("type") ?? "").toLowerCase();
  return inputTypes.has(type) ? type : "text";
}

/** What a text area or input holds: its text, or its value attribute (fill() writes both there). */
function controlValue(control: Element) {
  return control.localName === "textarea" ? (control.textContent ?? "") : (control.getAttribute("value") ?? "");
}

/**
 * A typed value as a browser keeps it for the field's type (HTML's value sanitisation
 * algorithms, for the types the app's forms use; as happy-dom, the visitor's first DOM, did).
 */
function sanitised(input: Element, value: string) {
  const lineBreaks = /[\n\r]/g;
  switch (inputType(input)) {
    case "text":
    case "search":
    case "tel":
    case "password":
      return value.replace(lineBreaks, "");
    case "email":
      if (input.hasAttribute("multiple")) return value.split(",").map((token) => token.trim()).join(",");
      return value.trim().replace(lineBreaks, "");
    case "url":
      return value.trim().replace(lineBreaks, "");
    case "number":
      return Number.isNaN(Number.parseFloat(value)) ? "" : value;
    case "date": {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
      if (!match) return "";
      const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
      return year > 0 && month >= 1 && month <= 12 && day >= 1 && day <= new Date(year, month, 0).getDate() ? value : "";
    }
    case "range": {
      const number = Number.parseFloat(value);
      const min = Number.parseFloat(input.getAttribute("min") ?? "") || 0;
      const max = Number.parseFloat(input.getAttribute("max") ?? "") || 100;
      if (Number.isNaN(number)) return String(max < min ? min : (min + max) / 2);
      if (number < min) return String(min);
      if (number > max) return String(max);
      return value;
    }
    default:
      return value;
  }
}

function isSubmitButton(element: HTMLElement) {
  const tag = element.tagName;
  const type = (element.getAttribute("type") ?? "").toLowerCase();
  return (tag === "BUTTON" && (type === "" || type === "submit")) || (tag === "INPUT" && (type === "submit" || type === "image"));
}

function formOf(control: HTMLElement): HTMLFormElement | null {
  const owner = control.getAttribute("form");
  if (owner) return control.ownerDocument.getElementById(owner) as HTMLFormElement | null;
  return control.closest("form");
}

/** An element's accessible name, as far as the app's markup needs: aria-labelledby, aria-label, then its text or value. */
function accessibleName(element: HTMLElement): string {
  const labelledBy = element.getAttribute("aria-labelledby");
  if (labelledBy) {
    return normalise(labelledBy.split(/\s+/).map((id) => element.ownerDocument.getElementById(id)?.textContent ?? "").join(" "));
  }
  const label = element.getAttribute("aria-label");
  if (label) return normalise(label);
  if (element.tagName === "INPUT") return normalise(element.getAttribute("value") ?? element.getAttribute("alt") ?? "");
  const text = [...element.querySelectorAll<HTMLElement>("img[alt]")].map((image) => image.getAttribute("alt")).join(" ");
  return normalise(`${element.textContent ?? ""} ${text}`);
}

/** What labels a control: aria-labelledby, aria-label, a label that wraps it or points at it. */
function labelsOf(control: HTMLElement): string[] {
  const labels: string[] = [];
  const labelledBy = control.getAttribute("aria-labelledby");
  if (labelledBy) labels.push(normalise(labelledBy.split(/\s+/).map((id) => control.ownerDocument.getElementById(id)?.textContent ?? "").join(" ")));
  const aria = control.getAttribute("aria-label");
  if (aria) labels.push(normalise(aria));
  const wrapping = control.closest("label");
  if (wrapping) labels.push(normalise(wrapping.textContent ?? ""));
  if (control.id) {
    for (const label of control.ownerDocument.querySelectorAll<HTMLElement>(`label[for="${control.id}"]`)) labels.push(normalise(label.textContent ?? ""));
  }
  return labels;
}
