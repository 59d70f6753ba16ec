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

/** Shows at most one toast: a newer one replaces the one on screen. */
export function Toaster({ toast }: { toast: ToastData | null | undefined }) {
  const hydrated = useHydrated();
  if (!toast) return null;
  const fallback = <StaticToast toast={toast} />;
  if (!hydrated) return fallback;
  return (
    <Suspense fallback={fallback}>
      <RadixToast toast={toast} />
    </Suspense>
  );
}

/** Without JavaScript (and while Radix loads) the toast is a plain status box under the header. */
function StaticToast({ toast }: { toast: ToastData }) {
  return (
    <div
      role={toast.type === "error" ? "alert" : "status"}
      className={`${styles.toast[toastVariant(toast)]} ${styles.staticToast}`}
    >
      <p className={styles.title}>{toast.message}</p>
      {toast.description ? <p className={styles.description}>{toast.description}</p> : null}
    </div>
  );
}
