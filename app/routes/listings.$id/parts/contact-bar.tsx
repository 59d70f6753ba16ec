import { Form } from "@remix-run/react";
import { MessageIcon, PhoneIcon } from "~/components/icons";
import { SaveListingForm } from "~/components/save-listing-form";
import { telHref } from "~/utils/format";
import * as styles from "../styles.css";
import type { MemberView } from "./member-view.server";

/**
 * The phone's contact bar (docs/listings.md): Call, Message and Save fixed at the bottom of
 * the screen below 640 px, where the Contact Seller card is far down the page. Each is the
 * card's own action: Call posts intent call (a visitor then sees the sign-in prompt in the
 * card; a member the number, after which it dials), Message jumps to the card's form, Save
 * is the same form as the card's. Not shown on the seller's own listing.
 */
export function ContactBar({ listing, member }: { listing: { id: string; title: string }; member: MemberView | null }) {
  if (member?.ownListing) return null;
  const phone = member?.sellerPhone?.phone ?? null;
  return (
    <section className={styles.contactBar} aria-label="Contact the seller">
      {phone ? (
        <a href={telHref(phone)} className={styles.contactBarCall}>
          <PhoneIcon />
          Call
        </a>
      ) : member?.sellerPhone ? (
        // The number is not shared: the card says so.
        <a href="#contact" className={styles.contactBarCall}>
          <PhoneIcon />
          Call
        </a>
      ) : (
        <Form method="post">
          <button type="submit" name="intent" value="call" className={styles.contactBarCall}>
            <PhoneIcon />
            Call
          </button>
        </Form>
      )}
      <a href="#contact" className={styles.contactBarButton}>
        <MessageIcon />
        Message
      </a>
      <SaveListingForm
        listingId={listing.id}
        listingTitle={listing.title}
        saved={member?.saved ?? false}
        anchor="contact"
        variant="short"
        className={styles.contactBarButton}
      />
    </section>
  );
}
