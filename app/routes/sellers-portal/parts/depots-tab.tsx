import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { ErrorSummary, Field, FormAlert, SubmitButton, TextareaField } from "~/components/forms";
import { statusBadge } from "~/components/status-badge.css";
import { button } from "~/components/ui/button.css";
import { visuallyHidden } from "~/components/ui/visually-hidden.css";
import type { DepotWords } from "~/content/depots";
import { getFormProps, getInputProps, getTextareaProps } from "~/utils/conform-helpers";
import { useFormValidatedOnFirstUse } from "~/utils/validation-on-first-use";
import type { DepotAnswer, DepotsTabData, ShownDepot } from "../depots.server";
import { depotIntents } from "../intents";
import * as styles from "../styles.css";
import { depotEditHref, portalHref } from "../tabs";
import { ConfirmStep } from "./confirm-step";

type DepotActionData = { depot?: DepotAnswer | null; depotResult?: SubmissionResult<string[]> };

type TradeView = Extract<DepotsTabData, { trade: true }>;

const TAB_HREF = portalHref("depots");

function useDepotAnswer() {
  const data = useActionData<DepotActionData>();
  return data && "depot" in data ? (data.depot ?? null) : null;
}

/**
 * The Depots tab (docs/sellers-portal.md#depots): a trade seller's depots, each with its
 * reference, address, phone, opening hours and how many listings are at it, with Edit (the
 * form below, filled, at `?edit=<id>`), Make main and Delete (asked first, saying where its
 * listings go); the Add a depot form while their package allows another, else the upgrade box.
 * Anyone else reads what depots are for. Every form is a plain POST, so all of it works
 * without JavaScript.
 */
export function DepotsTab({ view }: { view: DepotsTabData }) {
  const { words } = view;
  return (
    <section className={styles.panel} aria-labelledby="portal-tab-heading">
      <h2 id="portal-tab-heading" className={styles.panelTitle}>
        {words.heading}
      </h2>
      {view.trade ? (
        <>
          <p>{view.depots.length === 0 ? words.firstDepot : words.intro}</p>
          <DeleteStep words={words} />
          {view.depots.length > 0 ? <DepotList view={view} /> : null}
          {view.editing ? (
            <DepotForm key={view.editing.id} view={view} />
          ) : view.mayAdd ? (
            <DepotForm key="new" view={view} />
          ) : view.upgrade ? (
            <UpgradeBox heading={words.upgradeHeading} text={view.upgrade} words={words} href={view.upgradeHref} />
          ) : null}
        </>
      ) : (
        <UpgradeBox heading={words.tradeOnlyHeading} text={words.tradeOnly} words={words} href={view.upgradeHref} />
      )}
    </section>
  );
}

function UpgradeBox({ heading, text, words, href }: { heading: string; text: string; words: DepotWords; href: string }) {
  return (
    <div className={styles.upgradeBox}>
      <h3 className={styles.cardTitle}>{heading}</h3>
      <p>{text}</p>
      <div>
        <Link to={href} className={button.primary}>
          {words.upgradeLink}
        </Link>
      </div>
    </div>
  );
}

function DepotList({ view }: { view: TradeView }) {
  const { words } = view;
  const deletable = view.depots.length === 1;
  return (
    <section className={styles.layout} aria-labelledby="depots-heading">
      <h3 id="depots-heading" className={styles.cardTitle}>
        {words.listHeading} ({view.depots.length})
      </h3>
      {view.allowance ? <p className={styles.muted}>{view.allowance}</p> : null}
      <ul className={styles.keyList}>
        {view.depots.map((depot) => (
          <DepotItem key={depot.id} depot={depot} words={words} mayDelete={!depot.isMain || deletable} />
        ))}
      </ul>
    </section>
  );
}

function DepotItem({ depot, words, mayDelete }: { depot: ShownDepot; words: DepotWords; mayDelete: boolean }) {
  const nameId = `depot-${depot.id}`;
  return (
    <li className={styles.keyItem} aria-labelledby={nameId}>
      <div className={styles.keyHead}>
        <h4 id={nameId} className={styles.keyName}>
          {depot.name}
        </h4>
        {depot.isMain ? <span className={statusBadge.active}>{words.mainBadge}</span> : null}
      </div>
      <dl className={styles.facts}>
        <dt>{words.reference}</dt>
        <dd>
          <code>{depot.reference}</code>
        </dd>
        <dt>{words.address}</dt>
        <dd>
          {depot.address}, {depot.postcode}
        </dd>
        <dt>{words.phone}</dt>
        <dd>{depot.phone ?? words.notGiven}</dd>
        <dt>{words.openingHours}</dt>
        <dd className={styles.lines}>{depot.openingHours ?? words.notGiven}</dd>
        <dt>{words.listings}</dt>
        <dd>{depot.listings}</dd>
      </dl>
      <Form method="post" action={TAB_HREF} preventScrollReset className={styles.actions}>
        <input type="hidden" name="depotId" value={depot.id} />
        <Link to={depotEditHref(depot.id)} className={button.secondary} preventScrollReset>
          {words.edit}
          <span className={visuallyHidden}> {depot.name}</span>
        </Link>
        {depot.isMain ? null : (
          <button type="submit" name="intent" value={depotIntents.makeMain} className={button.secondary}>
            {words.makeMain}
            <span className={visuallyHidden}> {depot.name}</span>
          </button>
        )}
        {mayDelete ? (
          <button type="submit" name="intent" value={depotIntents.delete} className={button.secondary}>
            {words.delete}
            <span className={visuallyHidden}> {depot.name}</span>
          </button>
        ) : null}
      </Form>
      {mayDelete ? null : <p className={styles.muted}>{words.mainNotDeletable}</p>}
    </li>
  );
}

/** Delete's question (or why Make main or Delete was refused), above the list. */
function DeleteStep({ words }: { words: DepotWords }) {
  const answer = useDepotAnswer();
  if (answer && "refusal" in answer) return <FormAlert>{answer.refusal}</FormAlert>;
  if (!answer || !("confirmDelete" in answer)) return null;
  const question = answer.confirmDelete;
  return (
    <ConfirmStep
      action={TAB_HREF}
      field="depotId"
      id={question.id}
      intent={depotIntents.confirmDelete}
      heading={question.question}
      text={question.moves}
      confirmLabel={words.confirmDeleteButton}
      pendingLabel={words.deleting}
      keepLabel={words.keepDepot}
    />
  );
}

/**
 * Add a depot, or (with `?edit=<id>`) change one: checked by conform with the depot's schema
 * (app/models/depot-fields.ts) once the form is first focused
 * (docs/decisions/002-conform-loaded-on-first-use.md), and by the same schema and then SQL on
 * the server; SQL's refusals (the package's allowance, a reference used already) show at the top.
 */
function DepotForm({ view }: { view: TradeView }) {
  const { words, editing } = view;
  const data = useActionData<DepotActionData>();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === depotIntents.save;
  const [form, fields, loadValidation] = useFormValidatedOnFirstUse(
    () => import("../schema").then((module) => module.DepotSchema),
    {
      id: editing ? `depot-form-${editing.id}` : "depot-form",
      lastResult: data?.depotResult,
      constraint: view.constraint,
      defaultValue: editing?.values ?? view.firstValues,
      shouldValidate: "onSubmit",
      shouldRevalidate: "onInput",
    },
  );
  const headingId = "depot-form-heading";
  return (
    <section className={styles.layout} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardTitle}>
        {editing ? editing.heading : words.addHeading}
      </h3>
      {/* Posted to its own address, so an answer with errors shows the same form (`?edit=` kept). */}
      <Form method="post" action={editing ? depotEditHref(editing.id) : TAB_HREF} preventScrollReset {...getFormProps(form)} noValidate className={styles.keyForm} onFocus={loadValidation}>
        <ErrorSummary form={form} />
        {editing ? <input type="hidden" name="depotId" value={editing.id} /> : null}
        <Field label={words.nameLabel} help={words.nameHelp} inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "organization" }} errors={fields.name.errors} />
        <Field
          label={words.referenceLabel}
          help={words.referenceHelp}
          inputProps={{ ...getInputProps(fields.reference, { type: "text" }), autoComplete: "off", spellCheck: false }}
          errors={fields.reference.errors}
        />
        <Field
          label={words.addressLabel}
          help={words.addressHelp}
          inputProps={{ ...getInputProps(fields.address, { type: "text" }), autoComplete: "street-address" }}
          errors={fields.address.errors}
        />
        <Field
          label={words.postcodeLabel}
          inputProps={{ ...getInputProps(fields.postcode, { type: "text" }), autoComplete: "postal-code" }}
          errors={fields.postcode.errors}
        />
        <Field label={words.phoneLabel} optional inputProps={{ ...getInputProps(fields.phone, { type: "tel" }), autoComplete: "tel" }} errors={fields.phone.errors} />
        <TextareaField
          label={words.openingHoursLabel}
          optional
          help={words.openingHoursHelp}
          textareaProps={{ ...getTextareaProps(fields.openingHours), rows: 4 }}
          errors={fields.openingHours.errors}
        />
        <div className={styles.actions}>
          <SubmitButton name="intent" value={depotIntents.save} pending={pending} pendingLabel={editing ? words.saving : words.adding}>
            {editing ? words.save : words.add}
          </SubmitButton>
          {editing ? (
            <Link to={TAB_HREF} className={button.secondary} preventScrollReset>
              {words.cancel}
            </Link>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
