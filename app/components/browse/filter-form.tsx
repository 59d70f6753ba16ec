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
 * (`q`), the page's own fields (`children`), and Apply (without JavaScript; with it, changes
 * apply by themselves through `autoApply`) beside the Reset link back to `action`.
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
      action={action}
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
      <div className={styles.formActions}>
        {hydrated ? null : (
          <button type="submit" className={button.primary}>
            Apply
          </button>
        )}
        <Link to={action} className={button.secondary}>
          {resetLabel}
        </Link>
      </div>
    </Form>
  );
}
