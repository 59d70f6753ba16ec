import { useSyncExternalStore, type ComponentType } from "react";

/**
 * A form whose conform (useForm) is loaded on first use (`useFormValidatedOnFirstUse`): the
 * form component renders conform's metadata once its host, mounted by `FormHosts` in the
 * root, has called useForm for it. Hosting useForm outside the form is what lets conform
 * arrive without remounting the form's fields, which would lose what was typed.
 */
export type HostedForm = {
  /** The form's current options (its last render's), read by the host on every render. */
  options: () => Record<string, unknown>;
  /** Changes when the form's options carry something conform must hear (a new verdict). */
  optionsVersion: () => number;
  subscribeToOptions: (onChange: () => void) => () => void;
  /** The host hands over conform's [form, fields] after each of its renders. */
  publish: (metadata: readonly [unknown, unknown]) => void;
};

type Host = ComponentType<{ form: HostedForm }>;

let host: Host | undefined;
let hosted: ReadonlyArray<{ key: number; form: HostedForm }> = [];
let nextKey = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const none: typeof hosted = [];

/** Mounts conform for a form (with the host component just loaded); answers its removal. */
export function hostForm(form: HostedForm, hostComponent: Host) {
  host = hostComponent;
  const entry = { key: nextKey++, form };
  hosted = [...hosted, entry];
  listeners.forEach((listener) => listener());
  return () => {
    hosted = hosted.filter((other) => other !== entry);
    listeners.forEach((listener) => listener());
  };
}

/** The hosts of the page's forms whose conform has loaded (renders nothing visible). */
export function FormHosts() {
  const forms = useSyncExternalStore(subscribe, () => hosted, () => none);
  const Host = host;
  if (!Host) return null;
  return (
    <>
      {forms.map(({ key, form }) => (
        <Host key={key} form={form} />
      ))}
    </>
  );
}
