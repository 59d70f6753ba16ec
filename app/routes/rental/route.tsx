import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { CaptchaField } from "~/components/captcha-field";
import { CheckList } from "~/components/check-list";
import { ChoiceField, InputField } from "~/components/conform-fields";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { CheckboxField, ErrorSummary, Field, SubmitButton, TextareaField } from "~/components/forms";
import { form as formStyle } from "~/components/forms.css";
import { PageHero } from "~/components/page-hero";
import { CardList, Section } from "~/components/sections";
import { CAPTCHA_MESSAGE, CONSENT_MESSAGE, CONSENT_TEXT, fuelTankChoices, hirePromise, hireSteps, hireTips } from "~/content/hire";
import { publicPageHeaders } from "~/utils/cache";
import { getFormProps, getInputProps, getTextareaProps } from "~/utils/conform-helpers";
import { useFormResetKey, useHydrated, useIsPending } from "~/utils/misc";
import { pageMeta } from "~/utils/seo";
import { useFormValidatedOnFirstUse } from "~/utils/validation-on-first-use";
import { rentalAction, rentalPageData } from "./rental.server";
import * as styles from "./styles.css";

export function loader() {
  return rentalPageData();
}

export async function action(args: ActionFunctionArgs) {
  return rentalAction(args);
}

export const headers = publicPageHeaders;

export default function RentalPage() {
  const resetKey = useFormResetKey();
  return (
    <>
      <PageHero eyebrow="Generator hire" title="Get Generator Hire Quotes" lead={`${hirePromise}. Free, with no obligation.`} />
      <Section title="How hire quotes work" headingId="hire-steps-heading" titleHidden>
        <CardList items={hireSteps} numbered />
      </Section>
      <div className={styles.layout}>
        {/* The tips come first, so a phone shows them before the form they help fill in. */}
        <aside className={styles.tips} aria-labelledby="hire-tips-heading">
          <h2 id="hire-tips-heading" className={styles.heading}>
            Tips for a quick quote
          </h2>
          <CheckList items={hireTips} />
        </aside>
        {/* After a successful request the form starts again, with a fresh captcha. */}
        <HireRequestForm key={resetKey} freshCaptcha={resetKey > 0} />
      </div>
    </>
  );
}

function HireRequestForm({ freshCaptcha }: { freshCaptcha: boolean }) {
  const { constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const pending = useIsPending();
  const hydrated = useHydrated();
  const [form, fields, loadValidation] = useFormValidatedOnFirstUse(
    () => import("~/utils/hire-validation").then((module) => module.HireRequestSchema),
    { id: "hire-request", lastResult: actionData?.result, constraint, shouldValidate: "onBlur", shouldRevalidate: "onInput" },
  );

  // The captcha drawn: a new nonce whenever the server or the visitor asks for a new code.
  const serverNonce = actionData?.captchaNonce;
  const [captcha, setCaptcha] = useState(() => ({
    nonce: freshCaptcha ? crypto.randomUUID() : (serverNonce ?? null),
    askedByVisitor: freshCaptcha,
  }));
  useEffect(() => {
    if (serverNonce) setCaptcha({ nonce: serverNonce, askedByVisitor: false });
  }, [serverNonce]);
  const renewCaptcha = useCallback(() => setCaptcha({ nonce: crypto.randomUUID(), askedByVisitor: true }), []);

  const [verifiedNonce, setVerifiedNonce] = useState<string | null | undefined>(undefined);
  const verified = verifiedNonce === captcha.nonce;
  const [consented, setConsented] = useState(fields.consent.initialValue === "on");

  const stillNeeded = [consented ? null : CONSENT_MESSAGE, verified ? null : CAPTCHA_MESSAGE].filter(Boolean);

  return (
    <section className={styles.formCard} aria-labelledby="hire-form-heading">
      <h2 id="hire-form-heading" className={styles.heading}>
        Request hire quotes
      </h2>
      <p className={styles.required}>Fields marked (optional) can be left blank; everything else is needed for a quote.</p>
      {/* noValidate: the server's messages, not the browser's bubbles, even without JavaScript. */}
      <Form method="post" {...getFormProps(form)} noValidate className={formStyle} onFocus={loadValidation}>
        {/* First submit button in the form: Enter in a field sends the request, not New CAPTCHA. */}
        <button type="submit" hidden tabIndex={-1} aria-hidden="true" disabled={hydrated && stillNeeded.length > 0} />
        <ErrorSummary form={form} />

        <fieldset className={styles.group}>
          <legend className={styles.legend}>Your details</legend>
          <div className={styles.pair}>
            <InputField label="Full Name" field={fields.name} type="text" inputProps={{ autoComplete: "name" }} />
            <InputField
              label="Company Name"
              optional
              field={fields.companyName}
              type="text"
              inputProps={{ autoComplete: "organization" }}
            />
          </div>
          <div className={styles.pair}>
            <InputField label="Email" field={fields.email} type="email" inputProps={{ autoComplete: "email" }} />
            <InputField label="Phone Number" field={fields.phone} type="tel" inputProps={{ autoComplete: "tel" }} />
          </div>
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={styles.legend}>Hire details</legend>
          <div className={styles.pair}>
            <InputField label="Hire Location" help="Site, venue or town" field={fields.location} type="text" />
            <InputField label="Postcode" field={fields.postcode} type="text" inputProps={{ autoComplete: "postal-code" }} />
          </div>
          <div className={styles.pair}>
            <InputField
              label="Power Requirement"
              optional
              help="For example 60 kVA, or what you need to run"
              field={fields.powerRequirement}
              type="text"
            />
            <InputField label="Hire Duration" optional help="For example 3 days or 6 weeks" field={fields.duration} type="text" />
          </div>
          <div className={styles.pair}>
            <InputField label="Start Date" optional field={fields.startDate} type="date" />
            <InputField
              label="Hours per Week"
              optional
              field={fields.hoursPerWeek}
              type="number"
              inputProps={{ min: 1, max: 168, inputMode: "numeric" }}
            />
          </div>
          <div className={styles.pair}>
            <ChoiceField
              label="Bulk Fuel Tank Required"
              optional
              placeholder="Not sure"
              options={fuelTankChoices.map((choice) => ({ value: choice, label: choice }))}
              field={fields.fuelTankRequired}
            />
            <Field
              label="Fuel Tank Capacity (litres)"
              optional
              inputProps={{
                ...getInputProps(fields.fuelTankCapacity, { type: "number" }),
                min: 1,
                max: 100000,
                inputMode: "numeric",
              }}
              errors={fields.fuelTankCapacity.errors}
            />
          </div>
          <TextareaField
            label="Project Description"
            optional
            help="What the generator will power, site access, and anything else hire companies should know"
            textareaProps={{ ...getTextareaProps(fields.description), rows: 4 }}
            errors={fields.description.errors}
          />
          <TextareaField
            label="Special Requests"
            optional
            help="Silenced set, cabling, distribution boards, delivery times"
            textareaProps={{ ...getTextareaProps(fields.specialRequests), rows: 3 }}
            errors={fields.specialRequests.errors}
          />
        </fieldset>

        <CheckboxField
          label={CONSENT_TEXT}
          inputProps={{
            ...getInputProps(fields.consent, { type: "checkbox" }),
            onChange: (event) => setConsented(event.currentTarget.checked),
          }}
          errors={fields.consent.errors}
        />

        <CaptchaField
          key={captcha.nonce ?? "first"}
          purpose="hire"
          endpoint="/rental"
          nonce={captcha.nonce}
          inputProps={getInputProps(fields.captcha, { type: "text", value: false })}
          initialAnswer={captcha.askedByVisitor ? "" : (fields.captcha.initialValue ?? "")}
          errors={fields.captcha.errors}
          spelledByServer={actionData?.spelled}
          verification={{ verified, onVerified: () => setVerifiedNonce(captcha.nonce) }}
          onRenew={renewCaptcha}
        />

        <div className={styles.submitRow}>
          <SubmitButton
            pending={pending}
            pendingLabel="Sending..."
            disabled={hydrated && stillNeeded.length > 0}
            aria-describedby={hydrated && stillNeeded.length ? "hire-submit-needs" : undefined}
          >
            Submit Request
          </SubmitButton>
          {hydrated && stillNeeded.length ? (
            <ul id="hire-submit-needs" className={styles.needs} aria-live="polite">
              {stillNeeded.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Generator Hire Quotes",
    description: `Hiring a generator? Tell us where, when and how much power you need: ${hirePromise.toLowerCase()}. Free, no obligation.`,
  });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
