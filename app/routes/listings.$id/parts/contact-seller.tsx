import { Form, Link, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { SignInPrompt } from "~/components/auth/sign-in-prompt";
import { ErrorSummary, SubmitButton, TextareaField } from "~/components/forms";
import { form as formStyle } from "~/components/forms.css";
import { MessageIcon, PhoneIcon, ShieldCheckIcon } from "~/components/icons";
import { SaveListingForm } from "~/components/save-listing-form";
import { button } from "~/components/ui/button.css";
import type { ListingDetail } from "~/models/catalogue.server";
import { getFormProps, getTextareaProps } from "~/utils/conform-helpers";
import { useServerVerdictForm } from "~/utils/form-metadata";
import { telHref } from "~/utils/format";
import { useFormResetKey } from "~/utils/misc";
import type { action } from "../route";
import * as styles from "../styles.css";
import type { MemberView } from "./member-view.server";

const sellerTypeLabels = { trade_seller: "Trade seller", private_seller: "Private seller", buyer: "Member" } as const;

/**
 * The Contact Seller card (docs/spec/01-marketplace-core.md §2): Call Seller, Save to Favorites and the message form
 * (Message Seller), all posting to this page's action, which asks visitors to sign in first.
 * `member` is what a signed-in member sees beyond that: their saved state, the phone after
 * Call Seller, and, on their own listing, a note instead of the message form. A visitor who
 * pressed Call Seller (`phoneAsked`, ?phone=1) is asked to sign in, in place.
 */
export function ContactSeller({
  listing,
  sellerName,
  sellerFacts,
  member,
  phoneAsked,
}: {
  listing: Pick<ListingDetail, "id" | "title" | "seller" | "dealer_id" | "reference">;
  sellerName: string;
  /** Member since, and the response time when it is counted, in words (the loader's). */
  sellerFacts: { label: string; value: string }[];
  member: MemberView | null;
  phoneAsked: boolean;
}) {
  const { seller } = listing;
  const resetKey = useFormResetKey({ intent: "enquire" });
  return (
    <section id="contact" className={styles.card} aria-labelledby="contact-heading">
      <h2 id="contact-heading" className={styles.sectionTitle}>
        Contact Seller
      </h2>
      {seller ? (
        <div className={styles.seller}>
          <p className={styles.sellerName}>{sellerName}</p>
          {seller.company_name && seller.full_name ? <p>{seller.full_name}</p> : null}
          <p className={styles.sellerMeta}>
            {[sellerTypeLabels[seller.user_type], seller.location].filter(Boolean).join(" · ")}
          </p>
          {sellerFacts.length > 0 ? (
            <dl className={styles.sellerFacts}>
              {sellerFacts.map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {seller.verified ? (
            <p className={styles.verified}>
              <ShieldCheckIcon width="16" height="16" />
              Verified seller
            </p>
          ) : null}
          <Link to={`/seller/${listing.dealer_id}`}>View seller profile and reviews</Link>
        </div>
      ) : null}
      <div className={styles.contactActions}>
        {/* Announces the phone number when Call Seller brings it. */}
        <div aria-live="polite" className={styles.contactActions}>
          {!member && phoneAsked ? (
            <SignInPrompt title="Sign in to see the seller's number" returnTo={`/listings/${listing.id}?phone=1#contact`}>
              Sellers share their phone with GenMarket members. It's free to join, and you'll come straight back here.
            </SignInPrompt>
          ) : (
            <CallSeller sellerPhone={member?.sellerPhone ?? null} />
          )}
        </div>
        <SaveListingForm
          listingId={listing.id}
          listingTitle={listing.title}
          saved={member?.saved ?? false}
          anchor="contact"
          variant="button"
          className={button.secondary}
        />
      </div>
      {member?.ownListing ? (
        <p className={styles.ownListingNote}>
          This is your listing. Buyers' messages about it come to you; you cannot message yourself about your own listing.
        </p>
      ) : (
        <>
          {/* Announces the message sent (?sent=1), where the form was. */}
          <div aria-live="polite">
            {member?.sentConversationHref ? <MessageSent href={member.sentConversationHref} sellerName={sellerName} /> : null}
          </div>
          <EnquiryForm key={resetKey} sellerName={sellerName} />
        </>
      )}
      <p className={styles.listingId}>
        Listing reference: <strong>{listing.reference}</strong>
      </p>
    </section>
  );
}

/**
 * Call Seller until it is asked for, then the seller's phone as a tel: link: a dealer's
 * business line, a private seller's own phone only if they chose to show it. Without one,
 * one message, whichever the reason (no number, or not shared).
 */
export function CallSeller({ sellerPhone }: { sellerPhone: MemberView["sellerPhone"] }) {
  if (!sellerPhone) {
    return (
      <Form method="post" preventScrollReset>
        <button type="submit" name="intent" value="call" className={button.primary}>
          <PhoneIcon />
          Call Seller
        </button>
      </Form>
    );
  }
  if (sellerPhone.error) return <p className={styles.callNote}>{sellerPhone.error}</p>;
  if (!sellerPhone.phone) {
    return <p className={styles.callNote}>This seller prefers to be contacted by message.</p>;
  }
  return (
    <a href={telHref(sellerPhone.phone)} className={button.primary}>
      <PhoneIcon />
      Call {sellerPhone.phone}
    </a>
  );
}

/** What Message Seller comes back to: the message went, and where the conversation (and the seller's reply) will be. */
function MessageSent({ href, sellerName }: { href: string; sellerName: string }) {
  return (
    <div className={styles.sentNote}>
      <p>
        <strong>Message sent.</strong> <Link to={href}>View the conversation</Link>
      </p>
      <p>Your message is on its way to {sellerName}. Their reply will be in the conversation.</p>
    </div>
  );
}

const ENQUIRY_FORM_ID = "enquiry-form";

/**
 * Message Seller: starts or continues the member's conversation about this listing. The
 * server validates (no zod on this page: docs/performance.md), and the form shows its verdict as the
 * site's other forms do. On success the page comes back with MessageSent above the form, which
 * starts again empty. A visitor's short message goes with them through sign-in (?message=) and is
 * waiting here when they return.
 */
function EnquiryForm({ sellerName }: { sellerName: string }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "enquire";
  const [form, fields] = useServerVerdictForm({
    id: ENQUIRY_FORM_ID,
    lastResult: navigation.state === "idle" && actionData && "result" in actionData ? actionData.result : undefined,
    defaultValue: { message: searchParams.get("message") ?? "" },
    constraint: { message: { required: true } },
  });
  return (
    // noValidate: the server's messages, not the browser's bubbles, even without JavaScript.
    <Form method="post" preventScrollReset {...getFormProps(form)} noValidate className={formStyle}>
      <ErrorSummary form={form} />
      <TextareaField
        label="Message"
        help={`Ask ${sellerName} about this generator. They reply by message.`}
        textareaProps={{ ...getTextareaProps(fields.message), rows: 5 }}
        errors={fields.message.errors}
      />
      <SubmitButton name="intent" value="enquire" variant="secondary" pending={sending} pendingLabel="Sending...">
        <MessageIcon />
        Message Seller
      </SubmitButton>
    </Form>
  );
}

/** Buying safely: the buyers' page's tips (app/content/audiences.ts `buyingTips`), from the loader. */
export function SafetyTips({ tips }: { tips: string[] }) {
  return (
    <section className={`${styles.card} ${styles.safety}`} aria-labelledby="safety-heading">
      <h2 id="safety-heading" className={styles.subTitle}>
        Buying safely
      </h2>
      <ul className={styles.safetyList}>
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}
