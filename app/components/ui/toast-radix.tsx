import * as Toast from "radix-ui/toast";
import { useEffect, useState } from "react";
import { CloseIcon } from "../icons";
import { toastVariant, type ToastData } from "./toast";
import * as styles from "./toast.css";

/** The toast with JavaScript: Radix Toast, announced to screen readers, swipe or Esc to dismiss. */
export default function RadixToast({ toast }: { toast: ToastData }) {
  const [open, setOpen] = useState(true);

  // Each new toast from the server opens again, replacing the previous one.
  useEffect(() => setOpen(true), [toast]);

  return (
    <Toast.Provider swipeDirection="right" duration={6000}>
      <Toast.Root
        open={open}
        onOpenChange={setOpen}
        duration={toast.duration}
        type={toast.type === "error" ? "foreground" : "background"}
        className={styles.toast[toastVariant(toast)]}
      >
        <Toast.Title className={styles.title}>{toast.message}</Toast.Title>
        {toast.description ? <Toast.Description className={styles.description}>{toast.description}</Toast.Description> : null}
        <Toast.Close className={styles.close} aria-label="Dismiss notification">
          <CloseIcon width={16} height={16} />
        </Toast.Close>
      </Toast.Root>
      <Toast.Viewport className={styles.viewport} />
    </Toast.Provider>
  );
}
