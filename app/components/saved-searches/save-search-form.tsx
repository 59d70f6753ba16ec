import { Form, useNavigation } from "@remix-run/react";
import { button } from "~/components/ui/button.css";
import * as styles from "./styles.css";

export const SAVE_SEARCH_INTENT = "save-search";

/**
 * Save this search, on a browse page (/listings, /auctions): a plain POST to the page
 * itself, whose URL holds the filters (saveBrowseSearch in saved-searches.server.ts reads
 * them with the page's parser). The same markup for every visitor, so the page stays in the
 * edge cache; a visitor is asked to sign in and comes back here.
 */
export function SaveSearchForm() {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === SAVE_SEARCH_INTENT;
  return (
    <Form method="post" id="save-search" className={styles.saveForm} preventScrollReset>
      <button type="submit" name="intent" value={SAVE_SEARCH_INTENT} className={button.secondary} disabled={saving}>
        {saving ? "Saving..." : "Save this search"}
      </button>
    </Form>
  );
}
