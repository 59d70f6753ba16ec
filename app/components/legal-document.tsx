import { Link } from "@remix-run/react";
import type { LegalDocument as LegalDocumentContent } from "~/content/legal";
import * as page from "./page.css";
import * as sections from "./sections.css";

/** A legal page (terms, privacy): title, date, intro and numbered sections, in a readable column. */
export function LegalDocument({ document }: { document: LegalDocumentContent }) {
  return (
    <div className={page.container}>
      <article className={`${page.card} ${sections.prose}`}>
        <h1 className={page.pageTitle}>{document.title}</h1>
        <p>
          <em>Last updated {document.lastUpdated}</em>
        </p>
        <p>{document.intro}</p>
        {document.sections.map((section) => (
          <section key={section.heading} className={sections.prose}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.list ? (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
            {section.terms ? (
              <dl className={sections.termList}>
                {section.terms.map(({ term, details }) => (
                  <div key={term}>
                    <dt>{term}</dt>
                    {details.map((detail) => (
                      <dd key={detail}>{detail}</dd>
                    ))}
                  </div>
                ))}
              </dl>
            ) : null}
            {section.link ? (
              <p>
                <Link to={section.link.to}>{section.link.label}</Link>
              </p>
            ) : null}
          </section>
        ))}
      </article>
    </div>
  );
}
