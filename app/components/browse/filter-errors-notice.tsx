import { useHydrated } from "~/utils/misc";
import * as styles from "./styles.css";

/**
 * The filters' messages above the results too: on a phone the panel is folded away after a
 * search without JavaScript, so its fields' messages would go unseen; the link unfolds it
 * (with JavaScript the Filters button does).
 */
export function FilterErrorsNotice({ errors }: { errors: Record<string, string> }) {
  const hydrated = useHydrated();
  const messages = Object.values(errors);
  if (messages.length === 0) return null;
  return (
    <div role="alert" className={styles.notice}>
      <p>
        {messages.join(". ")}.{hydrated ? null : <> <a href="#filters">Change the filters</a></>}
      </p>
    </div>
  );
}
