import * as Dialog from "radix-ui/dialog";
import type { ReactNode, RefObject } from "react";
import * as styles from "./header.css";
import { CloseIcon } from "./icons";
import { iconButton } from "./ui/button.css";
import * as dialogStyles from "./ui/dialog.css";

/** The mobile menu sheet over a dark overlay; Esc, the close button or an overlay click closes it. */
export default function MobileMenuDialog({
  open,
  onOpenChange,
  returnFocusRef,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The control that opened the dialog: focus goes back to it on close. */
  returnFocusRef: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content
          className={styles.sheet}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
        >
          <div className={styles.sheetHeader}>
            <Dialog.Title className={styles.sheetTitle}>Menu</Dialog.Title>
            <Dialog.Close className={iconButton} aria-label="Close menu">
              <CloseIcon />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
