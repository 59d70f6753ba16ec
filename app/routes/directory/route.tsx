import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import type { ChangeEvent } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import * as formStyles from "~/components/forms.css";
import { PageHero } from "~/components/page-hero";
import { underHero } from "~/components/page.css";
import * as sections from "~/components/sections.css";
import { button } from "~/components/ui/button.css";
import {
  accessoryCategories,
  categoryLabels,
  directoryAreas,
  directoryFiltersFrom,
  filterDirectory,
  noAccessoriesText,
  noServicesText,
  SEARCH_MAX,
  serviceCategories,
  type DirectoryAccessory,
  type DirectoryService,
} from "~/content/directory";
import { publicPageHeaders } from "~/utils/cache";
import { useHydrated } from "~/utils/misc";
import { pageMeta } from "~/utils/seo";
import * as styles from "./styles.css";

export async function loader({ request }: LoaderFunctionArgs) {
  const filters = directoryFiltersFrom(new URL(request.url).searchParams);
  return json({ filters, ...filterDirectory(filters) });
}

export const headers = publicPageHeaders;

const telHref = (phone: string) => `tel:+44${phone.replace(/\s/g, "").slice(1)}`;

export default function DirectoryPage() {
  const { filters, services, accessories } = useLoaderData<typeof loader>();
  const filtered = filters.q !== "" || filters.area !== "all" || filters.category !== "all";
  return (
    <>
      <PageHero
        eyebrow="Services directory"
        title="Accessory Supplies and Support Services Directory"
        lead="Installers, maintenance engineers, load bank testers, trainers and hire fleets, plus the cables, fuel, switches, canopies and parts your generator needs."
      />
      <div className={underHero}>
        <DirectoryFilterForm filters={filters} filtered={filtered} />
        <p className={styles.summary} aria-live="polite">
          Showing {services.length} {services.length === 1 ? "service" : "services"} and {accessories.length}{" "}
          {accessories.length === 1 ? "accessory supplier" : "accessory suppliers"}
          {filtered ? " matching your filters" : ""}.
        </p>

        <section aria-labelledby="services-heading" className={styles.results}>
          <h2 id="services-heading" className={sections.sectionTitle}>
            Specialist Services ({services.length})
          </h2>
          {services.length ? (
            <ul className={styles.grid}>
              {services.map((service) => (
                <li key={service.id}>
                  <ServiceCard service={service} />
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>{noServicesText}</p>
          )}
        </section>

        <section aria-labelledby="accessories-heading" className={styles.results}>
          <h2 id="accessories-heading" className={sections.sectionTitle}>
            Essential Accessories ({accessories.length})
          </h2>
          {accessories.length ? (
            <ul className={styles.grid}>
              {accessories.map((accessory) => (
                <li key={accessory.id}>
                  <AccessoryCard accessory={accessory} />
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>{noAccessoriesText}</p>
          )}
        </section>

        <p className={styles.listYours}>
          Supply generator services or accessories? <Link to="/contact">Ask to be listed</Link>.
        </p>
      </div>
    </>
  );
}

/** A GET form: the filters live in the URL, so results can be shared and work without JavaScript. */
function DirectoryFilterForm({
  filters,
  filtered,
}: {
  filters: ReturnType<typeof directoryFiltersFrom>;
  filtered: boolean;
}) {
  const submit = useSubmit();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/directory";
  // With JavaScript, choosing an area or category applies it at once.
  const applyOnChange = hydrated
    ? (event: ChangeEvent<HTMLSelectElement>) => submit(event.currentTarget.form, { preventScrollReset: true })
    : undefined;
  const key = `${filters.q}|${filters.area}|${filters.category}`;

  return (
    <Form method="get" role="search" aria-label="Filter the directory" className={styles.filters} preventScrollReset>
      <div className={formStyles.field}>
        <label htmlFor="directory-q" className={formStyles.label}>
          Search
        </label>
        <input
          key={`q-${key}`}
          id="directory-q"
          type="search"
          name="q"
          defaultValue={filters.q}
          maxLength={SEARCH_MAX}
          placeholder="Name or description"
          className={formStyles.control}
        />
      </div>
      <div className={formStyles.field}>
        <label htmlFor="directory-area" className={formStyles.label}>
          Area
        </label>
        <select
          key={`area-${key}`}
          id="directory-area"
          name="area"
          defaultValue={filters.area}
          onChange={applyOnChange}
          className={formStyles.control}
        >
          <option value="all">All Areas</option>
          {directoryAreas.map((area) => (
            <option key={area.key} value={area.key}>
              {area.label}
            </option>
          ))}
        </select>
      </div>
      <div className={formStyles.field}>
        <label htmlFor="directory-category" className={formStyles.label}>
          Category
        </label>
        <select
          key={`category-${key}`}
          id="directory-category"
          name="category"
          defaultValue={filters.category}
          onChange={applyOnChange}
          className={formStyles.control}
        >
          <option value="all">All Categories</option>
          <optgroup label="Specialist services">
            {serviceCategories.map((category) => (
              <option key={category} value={category}>
                {categoryLabels[category]}
              </option>
            ))}
          </optgroup>
          <optgroup label="Accessories">
            {accessoryCategories.map((category) => (
              <option key={category} value={category}>
                {categoryLabels[category]}
              </option>
            ))}
          </optgroup>
        </select>
      </div>
      <div className={styles.filterActions}>
        <button type="submit" className={button.primary} disabled={searching}>
          {searching ? "Searching..." : "Apply Filters"}
        </button>
        {filtered ? (
          <Link to="/directory" className={button.ghost} preventScrollReset>
            Clear Filters
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

function ServiceCard({ service }: { service: DirectoryService }) {
  return (
    <article className={styles.card} aria-labelledby={`${service.id}-name`}>
      <div className={styles.cardHead}>
        <h3 id={`${service.id}-name`} className={styles.cardTitle}>
          {service.name}
        </h3>
        <span className={sections.tag}>{categoryLabels[service.category]}</span>
      </div>
      <p className={styles.rating}>
        <span aria-hidden="true" className={styles.star}>
          ★
        </span>{" "}
        <strong>{service.rating.toFixed(1)}</strong>
        <span className={styles.muted}> out of 5 ({service.reviews} reviews)</span>
      </p>
      <p className={styles.muted}>Based in {service.location}</p>
      <p>{service.description}</p>
      <p className={styles.areas}>
        <strong>Areas covered:</strong> {service.areasCovered}
      </p>
      <ul className={sections.tagList} aria-label="Services offered">
        {service.services.map((tag) => (
          <li key={tag} className={styles.serviceTag}>
            {tag}
          </li>
        ))}
      </ul>
      <ContactLines phone={service.phone} email={service.email} />
      <div className={styles.cardActions}>
        <details className={styles.profile}>
          <summary className={button.secondary}>View Profile</summary>
          <div className={styles.profileBody}>
            <p>{service.profile}</p>
            <p>
              <strong>Accreditations:</strong> {service.accreditations.join(", ")}
            </p>
          </div>
        </details>
        <a href={`mailto:${service.email}?subject=${encodeURIComponent("Enquiry via GenMarket")}`} className={button.primary}>
          Contact
        </a>
      </div>
    </article>
  );
}

function AccessoryCard({ accessory }: { accessory: DirectoryAccessory }) {
  return (
    <article className={styles.card} aria-labelledby={`${accessory.id}-name`}>
      <div className={styles.cardHead}>
        <h3 id={`${accessory.id}-name`} className={styles.cardTitle}>
          {accessory.name}
        </h3>
        <span className={sections.tag}>{categoryLabels[accessory.category]}</span>
      </div>
      <p className={styles.muted}>Based in {accessory.location}</p>
      <p>{accessory.description}</p>
      <p className={styles.areas}>
        <strong>Areas covered:</strong> {accessory.areasCovered}
      </p>
      <ContactLines phone={accessory.phone} email={accessory.email} />
    </article>
  );
}

function ContactLines({ phone, email }: { phone: string; email: string }) {
  return (
    <dl className={styles.contact}>
      <div>
        <dt>Phone</dt>
        <dd>
          <a href={telHref(phone)}>{phone}</a>
        </dd>
      </div>
      <div>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${email}`}>{email}</a>
        </dd>
      </div>
    </dl>
  );
}

export const meta: MetaFunction<typeof loader> = () =>
  pageMeta({
    title: "Accessory Supplies & Support Services Directory",
    description:
      "Find generator installers, maintenance engineers, load bank testing, training and hire, plus cables, fuel, transfer switches, canopies and parts across the UK.",
  });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
