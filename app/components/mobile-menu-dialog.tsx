import * as Dialog from "radix-ui/dialog";
import type { ReactNode } from "react";
import { CloseIcon } from "./icons";
import * as styles from "./header.css";
import { iconButton } from "./ui/button.css";

/** The mobile menu sheet over a dark overlay; Esc, the close button or an overlay click closes it. */
export default function MobileMenuDialog({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} data-testid="mobile-menu-overlay" />
        <Dialog.Content className={styles.sheet} aria-describedby={undefined}>
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
