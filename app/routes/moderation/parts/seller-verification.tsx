import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { FormAlert, SubmitButton } from "~/components/forms";
import { button } from "~/components/ui/button.css";
import * as styles from "./seller-verification.css";
import type { SellerVerificationView, verifySeller } from "./seller-verification.server";

/**
 * Sellers waiting to be verified, or those verified (?sellers=verified), each with the
 * button that sets or clears the flag (a plain POST, intent verify-seller). The flag is
 * what the portal's header and the public seller page show as Verified or Pending.
 */
export function SellerVerification({ view }: { view: SellerVerificationView }) {
  const actionData = useActionData<typeof verifySeller>();
  const navigation = useNavigation();
  const busyId = navigation.state === "submitting" && navigation.formData?.get("intent") === "verify-seller" ? navigation.formData.get("sellerId") : null;
  const verifiedList = view.list === "verified";
  return (
    <section id="sellers" className={styles.section} aria-labelledby="sellers-heading">
      <h2 id="sellers-heading" className={styles.title}>
        Sellers
      </h2>
      <nav aria-label="Sellers to show" className={styles.switcher}>
        <Link to="/moderation?sellers=pending#sellers" className={verifiedList ? button.ghost : button.secondary} aria-current={verifiedList ? undefined : "page"} preventScrollReset>
          Pending verification
        </Link>
        <Link to="/moderation?sellers=verified#sellers" className={verifiedList ? button.secondary : button.ghost} aria-current={verifiedList ? "page" : undefined} preventScrollReset>
          Verified
        </Link>
      </nav>
      <p>
        {view.total === 0
          ? verifiedList
            ? "No seller is verified yet."
            : "Every seller is verified."
          : `${view.total} ${view.total === 1 ? "seller" : "sellers"} ${verifiedList ? "verified" : "pending verification"}, newest accounts first${view.total > view.sellers.length ? ` (the ${view.sellers.length} newest shown)` : ""}. Buyers see Verified on a seller's page once you verify them.`}
      </p>
      <FormAlert>{actionData && "verifyError" in actionData ? actionData.verifyError : null}</FormAlert>
      {view.sellers.length > 0 ? (
        <ul className={styles.list} aria-label={verifiedList ? "Verified sellers" : "Sellers pending verification"}>
          {view.sellers.map((seller) => (
            <li key={seller.id} className={styles.row}>
              <div>
                <p className={styles.name}>{seller.name}</p>
                <p className={styles.facts}>{seller.facts}</p>
              </div>
              <Form method="post" preventScrollReset>
                <input type="hidden" name="sellerId" value={seller.id} />
                <input type="hidden" name="verified" value={verifiedList ? "false" : "true"} />
                <SubmitButton
                  name="intent"
                  value="verify-seller"
                  variant={verifiedList ? "secondary" : "primary"}
                  pending={busyId === seller.id}
                  pendingLabel="Saving..."
                  aria-label={`${verifiedList ? "Remove verification from" : "Verify"} ${seller.name}`}
                >
                  {verifiedList ? "Remove verification" : "Verify"}
                </SubmitButton>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
