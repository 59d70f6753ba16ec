import { useMatches } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { useHydrated } from "~/utils/misc";
import * as styles from "./toast.css";

// Radix Toast loads only when there is a toast to show: most pages never need it.
const RadixToast = lazy(() => import("./toast-radix"));

/** The toast the server flashed through the signed cookie (remix-toast's shape). */
export type ToastData = {
  message: string;
  description?: string;
  type: "info" | "success" | "error" | "warning";
  duration?: number;
};

export function toastVariant(toast: ToastData) {
  if (toast.type === "error") return "destructive" as const;
  if (toast.type === "success") return "success" as const;
  return "default" as const;
}

/**
 * A route whose page shows the flashed toast in its own flow (the sign-in pages' `InPageToast`, in
 * components/auth/auth-page.tsx, so the root's script does not carry it) rather than
 * floating over it: the sign-in pages, where the gate's toast would cover the notice saying
 * where the visitor goes back to.
 */
export type ToastPlacementHandle = { toastInPage?: boolean };

function useToastShownInPage() {
  return useMatches().some((match) => (match.handle as ToastPlacementHandle | undefined)?.toastInPage === true);
}

/** Shows at most one toast: a newer one replaces the one on screen. */
export function Toaster({ toast }: { toast: ToastData | null | undefined }) {
  const hydrated = useHydrated();
  const shownInPage = useToastShownInPage();
  if (!toast || shownInPage) return null;
  const fallback = <StaticToast toast={toast} />;
  if (!hydrated) return fallback;
  return (
    <Suspense fallback={fallback}>
      <RadixToast toast={toast} />
    </Suspense>
  );
}

/** Without JavaScript (and while Radix loads) the toast is a plain status box under the header; `inPage`, in the page's flow. */
export function StaticToast({ toast, inPage = false }: { toast: ToastData; inPage?: boolean }) {
  return (
    <div
      role={toast.type === "error" ? "alert" : "status"}
      className={`${styles.toast[toastVariant(toast)]} ${inPage ? styles.inPageToast : styles.staticToast}`}
    >
      <p className={styles.title}>{toast.message}</p>
      {toast.description ? <p className={styles.description}>{toast.description}</p> : null}
    </div>
  );
}
