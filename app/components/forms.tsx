import { useId, useState, type ButtonHTMLAttributes, type InputHTMLAttributes, type LabelHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import * as styles from "./forms.css";
import { button } from "./ui/button.css";

/**
 * Form fields with labels, help and error messages wired for assistive technology:
 * aria-invalid on the control, aria-describedby to its help and errors. Plain HTML
 * controls, so every form works without JavaScript; conform's getInputProps spreads in.
 */

export type ListOfErrors = Array<string | null | undefined> | null | undefined;

export function ErrorList({ id, errors }: { id?: string; errors?: ListOfErrors }) {
  const messages = errors?.filter(Boolean);
  if (!messages?.length) return null;
  return (
    <ul id={id} className={styles.errorList}>
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

type FieldProps<Control> = {
  label: ReactNode;
  labelProps?: LabelHTMLAttributes<HTMLLabelElement>;
  help?: ReactNode;
  errors?: ListOfErrors;
  optional?: boolean;
  className?: string;
} & Control;

function useFieldIds(givenId: string | undefined, errors: ListOfErrors, help: ReactNode) {
  const fallbackId = useId();
  const id = givenId ?? fallbackId;
  const errorId = errors?.some(Boolean) ? `${id}-error` : undefined;
  const helpId = help ? `${id}-help` : undefined;
  return { id, errorId, helpId, describedBy: [helpId, errorId].filter(Boolean).join(" ") || undefined };
}

/** Label, control, help and errors in one column: the frame every field shares. */
function FieldFrame({
  id,
  label,
  optional,
  labelProps,
  help,
  helpId,
  errors,
  errorId,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  optional?: boolean;
  labelProps?: LabelHTMLAttributes<HTMLLabelElement>;
  help?: ReactNode;
  helpId?: string;
  errors?: ListOfErrors;
  errorId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`${styles.field} ${className ?? ""}`}>
      <label htmlFor={id} className={styles.label} {...labelProps}>
        {label}
        {optional ? <span className={styles.optional}> (optional)</span> : null}
      </label>
      {children}
      {help ? <p id={helpId} className={styles.help}>{help}</p> : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

export function Field({ inputProps, ...frame }: FieldProps<{ inputProps: InputHTMLAttributes<HTMLInputElement> }>) {
  const { id, errorId, helpId, describedBy } = useFieldIds(inputProps.id, frame.errors, frame.help);
  return (
    <FieldFrame id={id} errorId={errorId} helpId={helpId} {...frame}>
      <input {...inputProps} id={id} className={styles.control} aria-invalid={errorId ? true : undefined} aria-describedby={describedBy} />
    </FieldFrame>
  );
}

export function TextareaField({
  textareaProps,
  ...frame
}: FieldProps<{ textareaProps: TextareaHTMLAttributes<HTMLTextAreaElement> }>) {
  const { id, errorId, helpId, describedBy } = useFieldIds(textareaProps.id, frame.errors, frame.help);
  return (
    <FieldFrame id={id} errorId={errorId} helpId={helpId} {...frame}>
      <textarea
        {...textareaProps}
        id={id}
        className={styles.textarea}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={describedBy}
      />
    </FieldFrame>
  );
}

export function SelectField({
  selectProps,
  options,
  placeholder,
  ...frame
}: FieldProps<{
  selectProps: SelectHTMLAttributes<HTMLSelectElement>;
  options: Array<{ value: string; label: string }>;
  /** A first, empty choice such as 'Select a category'. */
  placeholder?: string;
}>) {
  const { id, errorId, helpId, describedBy } = useFieldIds(selectProps.id, frame.errors, frame.help);
  return (
    <FieldFrame id={id} errorId={errorId} helpId={helpId} {...frame}>
      <select
        {...selectProps}
        id={id}
        className={styles.control}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={describedBy}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function CheckboxField({
  label,
  help,
  errors,
  className,
  inputProps,
}: Omit<FieldProps<{ inputProps: InputHTMLAttributes<HTMLInputElement> }>, "optional" | "labelProps">) {
  const { id, errorId, helpId, describedBy } = useFieldIds(inputProps.id, errors, help);
  return (
    <div className={`${styles.field} ${className ?? ""}`}>
      <div className={styles.checkboxRow}>
        <input
          {...inputProps}
          type="checkbox"
          id={id}
          className={styles.checkbox}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={describedBy}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {help ? <p id={helpId} className={styles.help}>{help}</p> : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

/** The red alert above a form for errors that belong to no single field (spec: server errors). */
export function FormAlert({ id, children }: { id?: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <div id={id} role="alert" className={styles.alert}>
      {children}
    </div>
  );
}

/** The error summary's element id for form `formId`. */
export function errorSummaryId(formId: string) {
  return `${formId}-errors`;
}

type SummaryForm = {
  id: string;
  errorId: string;
  status?: "success" | "error";
  errors?: string[];
  allErrors: Record<string, string[] | undefined>;
};

/**
 * The top of a form after a failed submit (GOV.UK Design System's error summary): the
 * form-level alert, then "There is a problem" and each field's message as a link to the
 * field. Field messages wait for a submit (not every blur) and stay while any remains, so
 * the form does not jump as the person types.
 *
 * Without JavaScript the refused post's page is rendered with the summary, and `autofocus`
 * (React renders it into the server's HTML) makes the browser focus it on load: the page
 * opens at the summary, a screen reader reads it, Tab goes to its links. React never focuses
 * a div itself, so with JavaScript conform's own focus on the first invalid field wins.
 */
export function ErrorSummary({
  form,
  alert,
  alertId,
  fieldIds,
}: {
  form: SummaryForm;
  /** Form-level messages instead of conform's form errors (e.g. the wizard's notices). */
  alert?: ReactNode;
  alertId?: string;
  /** A field's control id where it is not conform's `${form.id}-${name}` (e.g. a radio group's first option). */
  fieldIds?: Record<string, string>;
}) {
  const [submitted, setSubmitted] = useState(false);
  if (form.status === "error" && !submitted) setSubmitted(true);
  const fieldErrors = submitted || form.status === "error"
    ? Object.entries(form.allErrors).flatMap(([name, messages]) =>
        name === "" || !messages?.length ? [] : messages.map((message) => ({ name, message })),
      )
    : [];
  const formAlert = alert ?? form.errors?.join(" ");
  if (!formAlert && !fieldErrors.length) return null;
  return (
    // eslint-disable-next-line jsx-a11y/no-autofocus -- the one way, without JavaScript, to open a refused post at its errors
    <div id={errorSummaryId(form.id)} tabIndex={-1} autoFocus className={styles.summaryFrame}>
      <FormAlert id={alertId ?? form.errorId}>{formAlert}</FormAlert>
      {fieldErrors.length ? (
        <div className={styles.summary} role="alert" aria-labelledby={`${form.id}-errors-heading`}>
          <h2 id={`${form.id}-errors-heading`} className={styles.summaryHeading}>
            There is a problem
          </h2>
          <ul className={styles.summaryList}>
            {fieldErrors.map(({ name, message }) => (
              <li key={`${name}:${message}`}>
                <a href={`#${fieldIds?.[name] ?? `${form.id}-${name}`}`}>{message}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** Messages as a list, one line each (e.g. each file refused), to put in a FormAlert. */
export function AlertList({ messages }: { messages: string[] }) {
  return (
    <ul className={styles.alertList}>
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

/**
 * A hidden submit button placed first in a form: Enter in a field presses it (the form's
 * default button) rather than whichever visible button comes first (Previous, Upload…).
 */
export function DefaultSubmitButton({ name = "intent", value }: { name?: string; value: string }) {
  return <button type="submit" name={name} value={value} hidden tabIndex={-1} aria-hidden="true" />;
}

/** A submit button that shows its busy label and is disabled while the form is submitting. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  variant = "primary",
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  pending?: boolean;
  pendingLabel?: ReactNode;
  variant?: keyof typeof button;
}) {
  return (
    <button type="submit" className={className ? `${button[variant]} ${className}` : button[variant]} {...props} disabled={pending || props.disabled} aria-busy={pending || undefined}>
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}
