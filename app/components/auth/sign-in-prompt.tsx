import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { button } from "~/components/ui/button.css";
import * as styles from "./sign-in-prompt.css";

/**
 * A short, friendly ask to sign in where a visitor tried something only members may (the
 * seller's phone, reporting a listing): a heading, a sentence, and Sign in / Create account,
 * each bringing them back to `returnTo` (a path on this site) afterwards.
 */
export function SignInPrompt({ title, children, returnTo }: { title: string; children: ReactNode; returnTo: string }) {
  const query = `?${new URLSearchParams({ redirectTo: returnTo })}`;
  return (
    <div className={styles.prompt} role="note" aria-label={title}>
      <p className={styles.title}>{title}</p>
      <p>{children}</p>
      <div className={styles.actions}>
        <Link to={`/login${query}`} className={button.primary}>
          Sign in
        </Link>
        <Link to={`/signup${query}`} className={button.secondary}>
          Create account
        </Link>
      </div>
    </div>
  );
}
