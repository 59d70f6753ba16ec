import { Form, Link } from "@remix-run/react";
import * as page from "~/components/page.css";
import { button } from "~/components/ui/button.css";
import * as styles from "../styles.css";

/**
 * What a signed-in member who is not a seller sees (docs/spec/02-auctions-and-seller-tools.md §2). 'Log in as a Seller' signs
 * them out and opens sign-in, which brings a seller back here.
 */
export function SellerAccountRequired() {
  return (
    <section className={`${page.card} ${page.stack}`} aria-labelledby="seller-required-heading">
      <h1 id="seller-required-heading" className={page.pageTitle}>
        Seller Account Required
      </h1>
      <p>The sellers portal is for private and trade sellers. You are signed in with a buyer account.</p>
      <div className={styles.actions}>
        <Link to="/" className={button.primary}>
          Return to Homepage
        </Link>
        <Form method="post" action="/logout">
          <input type="hidden" name="redirectTo" value={`/auth?${new URLSearchParams({ redirectTo: "/sellers-portal" })}`} />
          <button type="submit" className={button.secondary}>
            Log in as a Seller
          </button>
        </Form>
      </div>
    </section>
  );
}
