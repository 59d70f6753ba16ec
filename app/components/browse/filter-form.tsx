import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Field } from "~/components/forms";
import { button } from "~/components/ui/button.css";
import { useHydrated } from "~/utils/misc";
import { SEARCH_MAX } from "~/utils/url-filter-rules";
import type { useAutoApply } from "./auto-apply";
import * as styles from "./styles.css";

/**
 * A browse page's filter form: a GET form to `action` with the Filters title, the search box
 * (`q`), the page's own fields (`children`), and Show results (without JavaScript; with it,
 * changes apply by themselves through `autoApply`) beside the Reset link back to `action`.
 * Without JavaScript the answer opens at the results (`#results`): on a phone the panel is
 * above them, and the visitor asked to see results.
 */
export function FilterForm({
  action,
  search,
  resetLabel,
  autoApply,
  children,
}: {
  action: string;
  search: string;
  resetLabel: string;
  autoApply: ReturnType<typeof useAutoApply>;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <Form
      method="get"
      action={`${action}#results`}
      className={styles.filterForm}
      onChange={hydrated ? autoApply.onChange : undefined}
      onSubmit={hydrated ? autoApply.onSubmit : undefined}
    >
      <h2 className={styles.panelTitle}>Filters</h2>
      <Field
        label="Search"
        inputProps={{
          type: "search",
          name: "q",
          defaultValue: search,
          maxLength: SEARCH_MAX,
          placeholder: "Make, model or keyword",
          autoComplete: "off",
        }}
      />
      {children}
      <div className={hydrated ? styles.formActions : `${styles.formActions} ${styles.stickyFoot}`}>
        {hydrated ? null : (
          <button type="submit" className={button.primary}>
            Show results
          </button>
        )}
        <Link to={action} className={button.secondary}>
          {resetLabel}
        </Link>
      </div>
    </Form>
  );
}
