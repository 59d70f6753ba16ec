import type { ReactNode } from "react";
import { company, companyAddressLine } from "~/content/company";
import type { EmailContext } from "./template";

/**
 * The frame every HTML email shares: the brand bar, the content, and a footer saying why the
 * member gets it and how to stop it. Inline styles (mail clients drop style sheets) and a
 * dark-mode block that clients honouring prefers-color-scheme apply.
 */
export function EmailLayout({ preview, context, children }: { preview: string; context: EmailContext; children: ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{darkMode}</style>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: palette.page, color: palette.text, fontFamily: fontStack }}>
        {/* Shown by mail clients next to the subject, not in the message. */}
        <div style={{ display: "none", maxHeight: 0, overflow: "hidden" }}>{preview}</div>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} className="gm-page" style={{ backgroundColor: palette.page }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: "16px 8px" }}>
                <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ maxWidth: 560 }}>
                  <tbody>
                    <tr>
                      <td style={{ backgroundColor: palette.brand, color: "#ffffff", padding: "14px 20px", fontSize: 20, fontWeight: 700 }}>
                        <a href={context.origin} style={{ color: "#ffffff", textDecoration: "none" }}>
                          {company.name}
                        </a>
                      </td>
                    </tr>
                    <tr>
                      <td className="gm-card" style={{ backgroundColor: palette.surface, padding: "24px 20px", fontSize: 16, lineHeight: 1.5 }}>
                        {children}
                      </td>
                    </tr>
                    <tr>
                      <td className="gm-muted" style={{ padding: "16px 20px", fontSize: 13, lineHeight: 1.5, color: palette.muted }}>
                        <p style={{ margin: "0 0 8px" }}>
                          {context.unsubscribeUrl ? (
                            <>
                              <a href={context.unsubscribeUrl} style={{ color: palette.muted }}>
                                Unsubscribe from these emails
                              </a>
                              {" · "}
                            </>
                          ) : null}
                          <a href={`${context.origin}/dashboard?view=account`} style={{ color: palette.muted }}>
                            Email settings
                          </a>
                        </p>
                        <p style={{ margin: 0 }}>
                          {company.legalName}, {companyAddressLine}
                        </p>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** A call to action: a link styled as a button (mail clients do not run forms or scripts). */
export function EmailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p style={{ margin: "24px 0" }}>
      <a
        href={href}
        className="gm-button"
        style={{ display: "inline-block", backgroundColor: palette.brand, color: "#ffffff", padding: "12px 20px", borderRadius: 6, fontWeight: 700, textDecoration: "none" }}
      >
        {children}
      </a>
    </p>
  );
}

/** The footer lines of the plain-text part, matching the HTML footer. */
export function textFooter(context: EmailContext) {
  return [
    "",
    "--",
    ...(context.unsubscribeUrl ? [`Unsubscribe from these emails: ${context.unsubscribeUrl}`] : []),
    `Email settings: ${context.origin}/dashboard?view=account`,
    `${company.legalName}, ${companyAddressLine}`,
  ].join("\n");
}

/** "Hello Sam," from the first word of the profile's name. */
export function greeting(context: EmailContext) {
  return `Hello ${context.recipientName?.trim().split(/\s+/)[0] || "there"},`;
}

// The site's colours (app/styles/theme.css.ts): brand blue, text, muted text, surfaces.
const palette = { brand: "#0f3d75", text: "#16202e", muted: "#4a5568", surface: "#ffffff", page: "#f4f6f9" };

const fontStack = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const darkMode = `@media (prefers-color-scheme: dark) {
  body, .gm-page { background-color: #0b1a2e !important; color: #e6ebf2 !important; }
  .gm-card { background-color: #13263f !important; color: #e6ebf2 !important; }
  .gm-muted, .gm-muted a { color: #a7b3c4 !important; }
}`;
