import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { choice, fieldset, legend } from "~/components/choices.css";
import { ErrorList, ErrorSummary, Field, FormAlert, SubmitButton } from "~/components/forms";
import { statusBadge } from "~/components/status-badge.css";
import { button } from "~/components/ui/button.css";
import { visuallyHidden } from "~/components/ui/visually-hidden.css";
import type { ApiKeyWords } from "~/content/api-keys";
import { getFormProps, getInputProps } from "~/utils/conform-helpers";
import { useFocusWhenShown } from "~/utils/focus";
import { formatDate, formatDateTime } from "~/utils/format";
import { useHydrated } from "~/utils/misc";
import { useFormValidatedOnFirstUse } from "~/utils/validation-on-first-use";
import type { ApiKeyAnswer, ApiKeysTabData, ShownApiKey } from "../api-keys.server";
import { apiKeyIntents } from "../intents";
import * as styles from "../styles.css";
import { portalHref } from "../tabs";
import { ConfirmStep } from "./confirm-step";

type ApiKeyActionData = { apiKey?: ApiKeyAnswer | null; apiKeyResult?: SubmissionResult<string[]> };

const TAB_HREF = portalHref("api");

function useApiKeyAnswer() {
  const data = useActionData<ApiKeyActionData>();
  return data && "apiKey" in data ? (data.apiKey ?? null) : null;
}

/**
 * The API tab (docs/sellers-portal.md#api-keys): a Premium dealer's keys for the stock-feed
 * API, each with what it may do, its first characters, when it was made and last used, and
 * Revoke (asked first); the Create key form; and a new key, shown once in the answer to the
 * form. Anyone else reads what the API is for and where to get it; a dealer whose plan ended
 * sees their keys as not working. Every form is a plain POST, so all of it works without
 * JavaScript; with it, the new key has a Copy button.
 */
export function ApiTab({ view }: { view: ApiKeysTabData }) {
  const { words } = view;
  return (
    <section className={styles.panel} aria-labelledby="portal-tab-heading">
      <h2 id="portal-tab-heading" className={styles.panelTitle}>
        {words.heading}
      </h2>
      <p>
        {words.intro} <a href={view.referenceHref}>{words.reference}</a>
      </p>
      <NewKey words={words} />
      <RevokeStep words={words} />
      {view.upgrade ? (
        <div className={styles.upgradeBox}>
          <h3 className={styles.cardTitle}>{words.upgradeHeading}</h3>
          <p>{view.upgrade}</p>
          {view.active > 0 ? <p>{words.keysNotWorking}</p> : null}
          <div>
            <Link to={view.upgradeHref} className={button.primary}>
              {words.upgradeLink}
            </Link>
          </div>
        </div>
      ) : null}
      {view.mayCreate || view.keys.length > 0 ? <KeyList view={view} /> : null}
      {view.mayCreate ? <CreateKeyForm view={view} /> : null}
    </section>
  );
}

function KeyList({ view }: { view: ApiKeysTabData }) {
  const { words } = view;
  return (
    <section className={styles.layout} aria-labelledby="api-keys-heading">
      <h3 id="api-keys-heading" className={styles.cardTitle}>
        {words.listHeading} ({view.keys.length})
      </h3>
      {view.mayCreate ? <p className={styles.muted}>{view.limit}</p> : null}
      {view.keys.length === 0 ? (
        <p>{words.noKeys}</p>
      ) : (
        <ul className={styles.keyList}>
          {view.keys.map((key) => (
            <KeyItem key={key.id} apiKey={key} words={words} />
          ))}
        </ul>
      )}
    </section>
  );
}

const statusBadges = { active: statusBadge.active, revoked: statusBadge.expired, "not-working": statusBadge.pending };

function KeyItem({ apiKey, words }: { apiKey: ShownApiKey; words: ApiKeyWords }) {
  const nameId = `api-key-${apiKey.id}`;
  return (
    <li className={styles.keyItem} aria-labelledby={nameId}>
      <div className={styles.keyHead}>
        <h4 id={nameId} className={styles.keyName}>
          {apiKey.name}
        </h4>
        <span className={statusBadges[apiKey.status.kind]}>{apiKey.status.text}</span>
      </div>
      <dl className={styles.facts}>
        <dt>{words.scope}</dt>
        <dd>{apiKey.scope}</dd>
        <dt>{words.prefix}</dt>
        <dd>
          <code>{apiKey.prefix}</code>
        </dd>
        <dt>{words.created}</dt>
        <dd>
          <time dateTime={apiKey.createdAt}>{formatDate(apiKey.createdAt)}</time>
        </dd>
        <dt>{words.lastUsed}</dt>
        <dd>{apiKey.lastUsedAt ? <time dateTime={apiKey.lastUsedAt}>{formatDateTime(apiKey.lastUsedAt)}</time> : words.neverUsed}</dd>
      </dl>
      {apiKey.revokedAt ? null : (
        <Form method="post" action={TAB_HREF} preventScrollReset>
          <input type="hidden" name="keyId" value={apiKey.id} />
          <button type="submit" name="intent" value={apiKeyIntents.revoke} className={button.secondary}>
            {words.revoke}
            <span className={visuallyHidden}> {apiKey.name}</span>
          </button>
        </Form>
      )}
    </li>
  );
}

/**
 * The key just made, in the answer to Create key only: a reload or another page never shows it
 * again. Selectable text (one click selects all of it); with JavaScript also a Copy button.
 * It takes the focus when it appears (without JavaScript through `autofocus`, which opens the
 * answer there, a screen down on a phone), so a screen reader reads the warning first.
 */
function NewKey({ words }: { words: ApiKeyWords }) {
  const answer = useApiKeyAnswer();
  const created = answer && "created" in answer ? answer.created : null;
  const box = useFocusWhenShown<HTMLDivElement>(created?.id);
  const hydrated = useHydrated();
  const [copyStatus, setCopyStatus] = useState<{ id: string; text: string } | null>(null);
  if (!created) return null;

  async function copy(key: string, id: string) {
    try {
      await navigator.clipboard.writeText(key);
      setCopyStatus({ id, text: words.copied });
    } catch {
      setCopyStatus({ id, text: words.copyFailed });
    }
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-autofocus -- without JavaScript, the one way to open the answer at the key, a screen down on a phone (as ErrorSummary does)
    <div ref={box} tabIndex={-1} autoFocus className={styles.newKeyBox} role="group" aria-labelledby="new-api-key-heading">
      <h3 id="new-api-key-heading" className={styles.cardTitle}>
        {words.createdHeading}: {created.name} ({created.scope})
      </h3>
      <p>
        <strong>{words.createdWarning}</strong>
      </p>
      <p className={styles.secretKey}>
        <code id="new-api-key">{created.key}</code>
      </p>
      <div className={styles.actions}>
        {hydrated ? (
          <button type="button" className={button.primary} onClick={() => copy(created.key, created.id)} aria-describedby="new-api-key-copied">
            {words.copy}
          </button>
        ) : null}
        <Link to={TAB_HREF} className={button.secondary} preventScrollReset>
          {words.done}
        </Link>
        <span id="new-api-key-copied" role="status" className={styles.copyStatus}>
          {copyStatus?.id === created.id ? copyStatus.text : ""}
        </span>
      </div>
    </div>
  );
}

/** Revoke's question (or why it was refused), above the list. */
function RevokeStep({ words }: { words: ApiKeyWords }) {
  const answer = useApiKeyAnswer();
  if (answer && "refusal" in answer) return <FormAlert>{answer.refusal}</FormAlert>;
  if (!answer || !("confirmRevoke" in answer)) return null;
  const question = answer.confirmRevoke;
  return (
    <ConfirmStep
      action={TAB_HREF}
      field="keyId"
      id={question.id}
      intent={apiKeyIntents.confirmRevoke}
      heading={question.question}
      text={words.confirmRevokeText}
      confirmLabel={words.confirmRevokeButton}
      pendingLabel={words.revoking}
      keepLabel={words.keepKey}
    />
  );
}

/**
 * Create key: a name and what it may do, checked by conform with the route's schema once the
 * form is first focused (docs/decisions/002-conform-loaded-on-first-use.md), and by the same
 * schema and then SQL on the server; SQL's refusals (not Premium, the limit) show at the top.
 */
function CreateKeyForm({ view }: { view: ApiKeysTabData }) {
  const { words } = view;
  const data = useActionData<ApiKeyActionData>();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === apiKeyIntents.create;
  const [form, fields, loadValidation] = useFormValidatedOnFirstUse(
    () => import("../schema").then((module) => module.CreateApiKeySchema),
    {
      id: "create-api-key",
      lastResult: data?.apiKeyResult,
      constraint: view.constraint,
      defaultValue: { scope: "read" },
      shouldValidate: "onSubmit",
      shouldRevalidate: "onInput",
    },
  );
  return (
    <section className={styles.layout} aria-labelledby="create-api-key-heading">
      <h3 id="create-api-key-heading" className={styles.cardTitle}>
        {words.createHeading}
      </h3>
      <Form method="post" action={TAB_HREF} preventScrollReset {...getFormProps(form)} noValidate className={styles.keyForm} onFocus={loadValidation}>
        <ErrorSummary form={form} fieldIds={{ scope: `${fields.scope.id}-read` }} />
        <Field
          label={words.nameLabel}
          help={words.nameHelp}
          inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "off" }}
          errors={fields.name.errors}
        />
        <fieldset className={fieldset} aria-describedby={fields.scope.errors ? fields.scope.errorId : undefined}>
          <legend className={legend}>{words.scopeLegend}</legend>
          {view.scopeChoices.map((scope) => (
            <label key={scope.value} className={choice}>
              <input {...getInputProps(fields.scope, { type: "radio", value: scope.value })} id={`${fields.scope.id}-${scope.value}`} key={scope.value} />
              <span>
                <span className={styles.choiceLabel}>{scope.label}</span>
                <span className={styles.choiceHint}>{scope.hint}</span>
              </span>
            </label>
          ))}
          <ErrorList id={fields.scope.errorId} errors={fields.scope.errors} />
        </fieldset>
        <div>
          <SubmitButton name="intent" value={apiKeyIntents.create} pending={pending} pendingLabel={words.creating}>
            {words.create}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
