import { useActionData, useFormAction, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False on the server and during hydration, true once React runs in the browser. Widgets
 * render their no-JavaScript form (plain links, <details>) until then and enhance after.
 * React's server snapshot answers during hydration, a lazily loaded part's late hydration too
 * (a page-wide "hydrated" flag would already be true there, and the HTML would not match).
 */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Throws a Response (e.g. a 404) when the condition fails, for loaders. */
export function invariantResponse(
  condition: unknown,
  message: string,
  init?: ResponseInit,
): asserts condition {
  if (!condition) {
    throw new Response(message, { status: 400, ...init });
  }
}

/** Merges several Headers (e.g. a toast cookie and a session cookie), keeping every Set-Cookie. */
export function combineHeaders(...headers: Array<ResponseInit["headers"] | null | undefined>) {
  const combined = new Headers();
  for (const header of headers) {
    if (!header) continue;
    for (const [key, value] of new Headers(header).entries()) {
      combined.append(key, value);
    }
  }
  return combined;
}

/** Escapes text for use as an element's content (not an attribute): &, < and > only. */
export function escapeHtmlText(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * True while this route's form is being submitted (and while the page it leads to loads),
 * for busy buttons. Matches the form's action and method, so other navigations do not count.
 */
export function useIsPending({ formMethod = "POST" }: { formMethod?: "POST" | "GET" } = {}) {
  const formAction = useFormAction();
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formAction === formAction && navigation.formMethod === formMethod;
}

/**
 * Whether this route's form is being sent by the submit button of `intent` (its `intent`
 * value), for that button's busy label: `const busy = useSendingIntent(); busy("next")`.
 */
export function useSendingIntent() {
  const pending = useIsPending();
  const sending = useNavigation().formData?.get("intent");
  return (intent: string) => pending && sending === intent;
}

/**
 * A key for a form that changes each time one of the route's submissions ends without
 * action data, i.e. the action redirected on success: render the form with this key and it
 * starts again empty, as it does without JavaScript. A rejected submission (400 with the
 * form's result) keeps the form, and what the visitor typed. With `intent`, only
 * submissions of that intent count, so the page's other forms leave this one alone.
 */
export function useFormResetKey({ intent }: { intent?: string } = {}) {
  const navigation = useNavigation();
  const actionData = useActionData();
  const [resetKey, setResetKey] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  useEffect(() => {
    const counts = intent === undefined || navigation.formData?.get("intent") === intent;
    if (navigation.state === "submitting" && counts) setSubmitting(true);
    if (navigation.state === "idle" && submitting) {
      setSubmitting(false);
      if (actionData === undefined) setResetKey((key) => key + 1);
    }
  }, [navigation.state, navigation.formData, intent, submitting, actionData]);
  return resetKey;
}

/**
 * A key for a file input that changes once a post that carried files from it (the field
 * `name`) has finished: render the input with it and it empties, so files already sent are
 * not sent again with the form's next button (with JavaScript the page is not reloaded).
 * Only after a post that carried files, so files chosen while another post finishes are kept.
 */
export function useFileInputResetKey(name: string) {
  const navigation = useNavigation();
  const sendingFiles = Boolean(navigation.formData?.getAll(name).some((value) => typeof value !== "string" && value.size > 0));
  const filesSent = useRef(false);
  const [key, setKey] = useState(0);
  useEffect(() => {
    if (sendingFiles) filesSent.current = true;
  }, [sendingFiles]);
  useEffect(() => {
    if (navigation.state !== "idle" || !filesSent.current) return;
    filesSent.current = false;
    setKey((current) => current + 1);
  }, [navigation.state]);
  return key;
}
