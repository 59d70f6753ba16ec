import type { FormMetadata } from "@conform-to/react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import type * as z from "zod";
import { hostForm, type HostedForm } from "~/components/form-hosts";
import { useServerVerdictForm, type ServerVerdictOptions } from "./form-metadata";

/** A form's schema: an object of fields in, an object out. */
export type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/** The fields' constraints a loader hands over (getZodConstraint on the server), for a component's props. */
export type FieldConstraints = NonNullable<ServerVerdictOptions<Record<string, unknown>>["constraint"]>;

type FormOptions<Schema extends FormSchema> = ServerVerdictOptions<z.input<Schema>> & {
  /** When conform checks a field: as conform's own option (default: on submit). */
  shouldValidate?: "onSubmit" | "onBlur" | "onInput";
  shouldRevalidate?: "onSubmit" | "onBlur" | "onInput";
};

type Metadata<Schema extends FormSchema> = readonly [
  FormMetadata<z.input<Schema>, string[]>,
  ReturnType<FormMetadata<z.input<Schema>, string[]>["getFieldset"]>,
];

/**
 * A form validated by conform and its zod schema, both loaded the first time the form takes
 * focus rather than with the page: conform, zod and a schema are about 35 KB gzip, too much
 * for every page's 110 KB (docs/performance.md). Give the form `onFocus={load}`, the options conform's
 * useForm takes, and the constraint the loader worked out (`getZodConstraint` on the server).
 *
 * Until they arrive the form renders the same metadata from the server's verdict alone
 * (`serverVerdictMetadata`), a submit goes to the server, which judges it as it does without
 * JavaScript, and a field that is left is only remembered (checking it on the server would be
 * a navigation, and one that lands after Send cancels the real submit). Then conform's
 * useForm runs in a host outside the form (`FormHosts` in the root), so the fields are not
 * remounted and keep what was typed, and the fields left meanwhile are checked.
 */
export function useFormValidatedOnFirstUse<Schema extends FormSchema>(loadSchema: () => Promise<Schema>, options: FormOptions<Schema>) {
  const [hosted] = useState(createHostedForm);
  hosted.latest = options;
  const conform = useSyncExternalStore(hosted.subscribe, hosted.metadata, noMetadata) as Metadata<Schema> | undefined;
  const fromVerdict = useServerVerdictForm(options, !conform);
  const leftBeforeConform = useRef(new Set<string>());
  const started = useRef(false);

  // A new verdict is news for conform (its useForm reports it: errors, focus, reset).
  useEffect(() => hosted.optionsChanged(), [hosted, options.lastResult]);
  useEffect(
    () => () => {
      hosted.gone = true;
      hosted.unhost?.();
    },
    [hosted],
  );

  // Fields left before conform arrives, to check once it does (only where conform checks on blur).
  const checksOnLeave = options.shouldValidate === "onBlur" || options.shouldValidate === "onInput";
  useEffect(() => {
    if (conform || !checksOnLeave) return;
    const remember = (event: FocusEvent) => {
      const target = event.target as HTMLInputElement | null;
      if (target?.form?.id === options.id && target.name) leftBeforeConform.current.add(target.name);
    };
    document.addEventListener("focusout", remember);
    return () => document.removeEventListener("focusout", remember);
  }, [conform, checksOnLeave, options.id]);
  useEffect(() => {
    if (!conform) return;
    for (const name of leftBeforeConform.current) conform[0].validate({ name });
    leftBeforeConform.current.clear();
  }, [conform]);

  function load() {
    if (started.current) return;
    started.current = true;
    Promise.all([loadSchema(), import("~/components/conform-host")]).then(
      ([schema, { ConformHost, validatorFor }]) => {
        if (hosted.gone) return; // the form left the page meanwhile
        hosted.validate = validatorFor(schema);
        hosted.unhost = hostForm(hosted, ConformHost);
      },
      // Offline or a new deploy: the server still judges; the next focus tries again.
      () => (started.current = false),
    );
  }

  return [...(conform ?? (fromVerdict as unknown as Metadata<Schema>)), load] as const;
}

const noMetadata = () => undefined;

type HostedFormState = HostedForm & {
  latest: Record<string, unknown>;
  validate?: unknown;
  unhost?: () => void;
  gone?: boolean;
  subscribe: (onChange: () => void) => () => void;
  metadata: () => readonly [unknown, unknown] | undefined;
  optionsChanged: () => void;
};

function createHostedForm(): HostedFormState {
  let metadata: readonly [unknown, unknown] | undefined;
  let version = 0;
  const formListeners = new Set<() => void>();
  const hostListeners = new Set<() => void>();
  const state: HostedFormState = {
    latest: {},
    options: () => ({ ...state.latest, onValidate: state.validate }),
    optionsVersion: () => version,
    subscribeToOptions(onChange) {
      hostListeners.add(onChange);
      return () => hostListeners.delete(onChange);
    },
    optionsChanged() {
      version += 1;
      hostListeners.forEach((listener) => listener());
    },
    publish(next) {
      metadata = next;
      formListeners.forEach((listener) => listener());
    },
    subscribe(onChange) {
      formListeners.add(onChange);
      return () => formListeners.delete(onChange);
    },
    metadata: () => metadata,
  };
  return state;
}

