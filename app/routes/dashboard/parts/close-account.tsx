import { Link } from "@remix-run/react";
import { button } from "~/components/ui/button.css";
import * as styles from "../styles.css";

/** Where Download my data posts: a resource route answering the JSON file (routes/dashboard_.my-data.ts). */
export const MY_DATA_PATH = "/dashboard/my-data";

/**
 * Account's Your data (docs/accounts.md "Your data"): a plain form, not Remix's, so the
 * browser itself takes the answer as a download, JavaScript on or off.
 */
export function MyDataPanel({ text }: { text: string }) {
  return (
    <section id="my-data" className={styles.subPanel} aria-labelledby="my-data-heading">
      <h3 id="my-data-heading" className={styles.subPanelTitle}>
        Your data
      </h3>
      <p>{text}</p>
      <form method="post" action={MY_DATA_PATH} className={styles.actions}>
        <button type="submit" className={button.secondary}>
          Download my data
        </button>
      </form>
    </section>
  );
}

/**
 * Account's way to Close account: a page of its own (routes/dashboard_.close-account), which
 * says what happens and asks for the password, so its words and form are not on Account.
 */
export function CloseAccountPanel({ text }: { text: string }) {
  return (
    <section id="close-account" className={styles.subPanel} aria-labelledby="close-account-heading">
      <h3 id="close-account-heading" className={styles.subPanelTitle}>
        Close account
      </h3>
      <p>{text}</p>
      <Link to="/dashboard/close-account">Close my account</Link>
    </section>
  );
}
