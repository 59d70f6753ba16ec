import type { ReactNode } from "react";
import type { AuthActionData } from "~/utils/auth-validation";
import { safeRedirect } from "~/utils/user";
import { DemoAccountsPanel, ReturnNotice, SignInCard, type AuthMode } from "./sign-in-card";
import * as styles from "./styles.css";

export type AuthPageData = { mode: AuthMode; redirectTo: string | null; plan?: string | null };

/**
 * /login and /auth: the sign-in card with its notices and the demo accounts, plus a page's
 * own `notice` above the card and `children` across the full width below.
 */
export function AuthPage({
  path,
  data,
  actionData,
  notice,
  children,
}: {
  path: string;
  data: AuthPageData;
  actionData: AuthActionData | undefined;
  notice?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={styles.layout}>
      <div className={styles.column}>
        <ReturnNotice redirectTo={data.redirectTo} />
        {notice}
        <SignInCard path={path} mode={data.mode} redirectTo={data.redirectTo} plan={data.plan} actionData={actionData} />
      </div>
      <div className={styles.column}>
        <DemoAccountsPanel redirectTo={data.redirectTo} error={actionData?.demoError} />
      </div>
      {children ? <div className={styles.fullWidth}>{children}</div> : null}
    </div>
  );
}

/** The mode and return URL from the query string (the return URL only if it stays on this site). */
export function readAuthQuery(request: Request) {
  const url = new URL(request.url);
  const mode: AuthMode = url.searchParams.get("mode") === "signup" ? "signup" : "signin";
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "") || null;
  return { mode, redirectTo, plan: url.searchParams.get("plan") };
}
