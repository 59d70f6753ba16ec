import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";

/** Typing and dragging apply once the visitor pauses for this long. */
const APPLY_DELAY_MS = 400;

/**
 * A browse page's filter form with JavaScript: every change applies by itself (typing and
 * sliders once the visitor pauses, replacing the history entry rather than adding one per
 * keystroke) and the URL follows. `toHref` turns the form's fields into the page's clean
 * address.
 *
 * The form's fields start from the URL. When the URL changes because the form applied
 * itself, the fields already show it; when it changes any other way (Reset, a link, Back),
 * `formKey` changes so the form is rebuilt from the new URL. A URL the form applied can also
 * arrive after a newer apply of its own has left (the visitor opened Advanced Filters just as
 * the Type they chose loaded): the form already shows more than it, so it is not rebuilt then.
 */
export function useAutoApply(toHref: (fields: URLSearchParams) => string) {
  const location = useLocation();
  const navigate = useNavigate();
  /** The searches the form applied since its latest one arrived, oldest first. */
  const applied = useRef<string[]>([]);
  const delayedApply = useRef<ReturnType<typeof setTimeout>>();
  const [formKey, setFormKey] = useState(location.key);
  useEffect(() => {
    const index = applied.current.lastIndexOf(location.search);
    if (index >= 0) {
      // The form applied this search, so its fields show it already (or more, when a newer one
      // is still on its way). Once its latest has arrived, the older ones can no longer come.
      if (index === applied.current.length - 1) applied.current = [location.search];
      return;
    }
    clearTimeout(delayedApply.current);
    applied.current = [];
    setFormKey(location.key);
  }, [location.key, location.search]);
  useEffect(() => () => clearTimeout(delayedApply.current), []);

  function apply(form: HTMLFormElement, { delayed, replace = delayed }: { delayed: boolean; replace?: boolean }) {
    clearTimeout(delayedApply.current);
    const go = () => {
      const fields = new URLSearchParams();
      for (const [name, value] of new FormData(form)) {
        if (typeof value === "string") fields.append(name, value);
      }
      const href = toHref(fields);
      const query = href.indexOf("?");
      applied.current.push(query === -1 ? "" : href.slice(query));
      navigate(href, { replace, preventScrollReset: true });
    };
    if (delayed) delayedApply.current = setTimeout(go, APPLY_DELAY_MS);
    else go();
  }

  return {
    formKey,
    apply,
    onChange(event: FormEvent<HTMLFormElement>) {
      const target = event.target as HTMLInputElement;
      apply(event.currentTarget, { delayed: ["search", "text", "range"].includes(target.type) });
    },
    onSubmit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      apply(event.currentTarget, { delayed: false });
    },
  };
}
