import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { InputField } from "~/components/conform-fields";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorSummary, SubmitButton, TextareaField } from "~/components/forms";
import { form as formStyle } from "~/components/forms.css";
import { PageHero } from "~/components/page-hero";
import { company, companyAddressLine } from "~/content/company";
import { publicPageHeaders } from "~/utils/cache";
import { getFormProps, getTextareaProps } from "~/utils/conform-helpers";
import { useFormResetKey, useIsPending } from "~/utils/misc";
import { pageMeta } from "~/utils/seo";
import { useFormValidatedOnFirstUse } from "~/utils/validation-on-first-use";
import { contactAction, contactPageData } from "./contact.server";
import * as styles from "./styles.css";

export function loader() {
  return contactPageData();
}

export async function action({ request, context }: ActionFunctionArgs) {
  return contactAction(request, context);
}

export const headers = publicPageHeaders;

export default function ContactPage() {
  const resetKey = useFormResetKey();
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Contact Us"
        lead={`Questions about buying, selling, trade packages or hire? Call, email or send a message. ${company.replyPromise}`}
      />
      <div className={styles.layout}>
        <ContactDetails />
        <ContactForm key={resetKey} />
      </div>
    </>
  );
}

function ContactDetails() {
  return (
    <section className={styles.details} aria-labelledby="details-heading">
      <h2 id="details-heading" className={styles.heading}>
        Get in touch
      </h2>
      <dl className={styles.detailList}>
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={company.phoneHref}>{company.phone}</a>
          </dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>
            <address className={styles.address}>
              {company.legalName}
              <br />
              {companyAddressLine}
            </address>
          </dd>
        </div>
      </dl>
      <h3 className={styles.subheading}>Opening hours</h3>
      <table className={styles.hours}>
        <tbody>
          {company.openingHours.map((slot) => (
            <tr key={slot.days}>
              <th scope="row">{slot.days}</th>
              <td>{slot.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.promise}>{company.replyPromise}</p>
    </section>
  );
}

function ContactForm() {
  const { constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const pending = useIsPending();
  const [form, fields, loadValidation] = useFormValidatedOnFirstUse(
    () => import("~/utils/contact-validation").then((module) => module.ContactSchema),
    { id: "contact-form", lastResult: actionData?.result, constraint, shouldValidate: "onBlur", shouldRevalidate: "onInput" },
  );

  return (
    <section className={styles.formCard} aria-labelledby="form-heading">
      <h2 id="form-heading" className={styles.heading}>
        Send us a message
      </h2>
      {/* noValidate: the server's messages, not the browser's bubbles, even without JavaScript. */}
      <Form method="post" {...getFormProps(form)} noValidate className={formStyle} onFocus={loadValidation}>
        <ErrorSummary form={form} />
        <div className={styles.nameRow}>
          <InputField label="First name" field={fields.firstName} type="text" inputProps={{ autoComplete: "given-name" }} />
          <InputField label="Last name" field={fields.lastName} type="text" inputProps={{ autoComplete: "family-name" }} />
        </div>
        <InputField label="Email" field={fields.email} type="email" inputProps={{ autoComplete: "email" }} />
        <InputField label="Subject" field={fields.subject} type="text" />
        <TextareaField
          label="Message"
          textareaProps={{ ...getTextareaProps(fields.message), rows: 6 }}
          errors={fields.message.errors}
        />
        <SubmitButton pending={pending} pendingLabel="Sending...">
          Send Message
        </SubmitButton>
      </Form>
    </section>
  );
}

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Contact Us",
    description: `Call ${company.phone}, email ${company.email} or send us a message. Open Mon-Fri 9am-6pm and Sat 9am-4pm. We reply within 24 hours.`,
  });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
