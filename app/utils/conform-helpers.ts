import type * as Conform from "@conform-to/react";
// @ts-expect-error -- the module's types are conform's helpers.d.ts, which TypeScript does not pair with a .mjs file; typed below
import * as helpers from "../../node_modules/@conform-to/react/dist/helpers.mjs";

/**
 * conform's prop helpers (getInputProps and the rest), imported from their own module of the
 * package rather than its index. The index also re-exports useForm, and esbuild's code
 * splitting puts a module two chunks share in one chunk whole: importing the helpers from
 * the index would bring all of conform back into every form page's script, where it is
 * meant to load on first use (`useFormValidatedOnFirstUse`).
 */
const conformHelpers = helpers as unknown as Pick<
  typeof Conform,
  "getFormProps" | "getInputProps" | "getSelectProps" | "getTextareaProps" | "getCollectionProps"
>;

export const { getFormProps, getInputProps, getSelectProps, getTextareaProps, getCollectionProps } = conformHelpers;
