import { company } from "~/content/company";
import { defaultDescription, siteName } from "~/utils/seo";

/**
 * The home page's JSON-LD (schema.org): the organisation with its contact details and
 * opening hours, the website with its search, and the catalogue on offer.
 */
export function homeStructuredData(origin: string, activeListings: number | null) {
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Organization",
        "@id": `${origin}/#organization`,
        name: siteName,
        legalName: company.legalName,
        url: `${origin}/`,
        logo: `${origin}/favicon.svg`,
        email: company.email,
        telephone: company.phoneHref.replace("tel:", ""),
        address: {
          "@type": "PostalAddress",
          streetAddress: company.address.street,
          addressLocality: company.address.locality,
          postalCode: company.address.postcode,
          addressCountry: "GB",
        },
        contactPoint: {
          "@type": "ContactPoint",
          contactType: "customer service",
          telephone: company.phoneHref.replace("tel:", ""),
          email: company.email,
          areaServed: "GB",
          availableLanguage: "en-GB",
          hoursAvailable: company.openingHours
            .filter((slot) => slot.opens)
            .map((slot) => ({
              "@type": "OpeningHoursSpecification",
              dayOfWeek: slot.dayOfWeek,
              opens: slot.opens,
              closes: slot.closes,
            })),
        },
      },
      {
        "@type": "WebSite",
        "@id": `${origin}/#website`,
        name: siteName,
        url: `${origin}/`,
        description: defaultDescription,
        publisher: { "@id": `${origin}/#organization` },
        potentialAction: {
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: `${origin}/search?q={search_term_string}` },
          "query-input": "required name=search_term_string",
        },
      },
      {
        "@type": "OfferCatalog",
        name: "Used and new-in-stock generators",
        description: "Used and new-in-stock generators for sale: diesel, petrol, gas, hybrid and battery.",
        // Counted, never asserted: left out when the count could not be read.
        ...(activeListings === null ? {} : { numberOfItems: activeListings }),
        url: `${origin}/listings`,
        provider: { "@id": `${origin}/#organization` },
      },
    ],
  };
}
