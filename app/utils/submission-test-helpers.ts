// For unit tests of conform + zod schemas only (the app does not import it).

/** What the browser would post: a form's fields, as conform parses them. */
export function post(fields: Record<string, string | string[]>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) formData.append(name, item);
  }
  return formData;
}

/** The field errors a rejected submission would show; none for a valid one. */
export const errorsOf = (submission: { status?: string; reply: () => { error?: Record<string, string[] | null> | null } }) =>
  submission.status === "success" ? {} : (submission.reply().error ?? {});
