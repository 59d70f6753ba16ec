import { useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { StaticToast, type ToastPlacementHandle } from "~/components/ui/toast";
import type { loader as rootLoader } from "~/root";
import type { SignupAccount } from "~/utils/auth-accounts";
import type { AuthActionData } from "~/utils/auth-validation";
import type { FieldConstraints } from "~/utils/validation-on-first-use";
import type { AuthMode } from "./auth-links";
import { DemoAccountsPanel, ReturnNotice, SignInCard, type DemoAccountEntry, type ReturnNoticeWords, type SignInCardLinks } from "./sign-in-card";
import * as styles from "./styles.css";

/** The sign-in pages' route handle: the flashed toast is shown in the page (components/ui/toast.tsx). */
export const authPageHandle: ToastPlacementHandle = { toastInPage: true };

/** The flashed toast (the gate's "Access Restricted") as a status box in the page's flow. */
function InPageToast() {
  const toast = useRouteLoaderData<typeof rootLoader>("root")?.toast;
  return toast ? <StaticToast toast={toast} inPage /> : null;
}

/** What the loader hands the page (auth-page.server.ts's authPageData). */
export type AuthPageData = {
  mode: AuthMode;
  account: SignupAccount;
  redirectTo: string | null;
  plan?: string | null;
  links: SignInCardLinks;
  constraint: FieldConstraints;
  returnNotice: ReturnNoticeWords | null;
  demoAccounts: DemoAccountEntry[];
};

/**
 * /login and /auth: the sign-in card with its notices and the demo accounts, plus a page's
 * own `notice` above the card and `children` across the full width below. The gate's toast
 * ("Access Restricted") sits above the notices in the column (the routes' handle is
 * `authPageHandle`), where floating it covered them on a phone.
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
        <InPageToast />
        <ReturnNotice notice={data.returnNotice} />
        {notice}
        <SignInCard
          path={path}
          mode={data.mode}
          account={data.account}
          redirectTo={data.redirectTo}
          links={data.links}
          constraint={data.constraint}
          actionData={actionData}
        />
      </div>
      <div className={styles.column}>
        <DemoAccountsPanel accounts={data.demoAccounts} redirectTo={data.redirectTo} error={actionData?.demoError} />
      </div>
      {children ? <div className={styles.fullWidth}>{children}</div> : null}
    </div>
  );
}
