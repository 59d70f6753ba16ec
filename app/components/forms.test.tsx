import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { ErrorSummary } from "./forms";

afterEach(cleanup);

const form = { id: "contact-form", errorId: "contact-form-error" };

describe("ErrorSummary", () => {
  test("after a failed submit: 'There is a problem' and each field's message linking to the field", () => {
    render(
      <ErrorSummary
        form={{
          ...form,
          status: "error",
          allErrors: { firstName: ["First name is required"], email: ["Enter a valid email address"], "": [] },
        }}
        fieldIds={{ email: "email-input" }}
      />,
    );
    const summary = screen.getByRole("alert");
    expect(summary.querySelector("h2")?.textContent).toBe("There is a problem");
    expect(summary.parentElement?.id).toBe("contact-form-errors");
    const links = screen.getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["First name is required", "#contact-form-firstName"],
      ["Enter a valid email address", "#email-input"],
    ]);
  });

  test("nothing when there are no errors", () => {
    const { container } = render(<ErrorSummary form={{ ...form, status: "error", allErrors: {} }} />);
    expect(container.innerHTML).toBe("");
  });

  test("a field's message from a blur, before any submit, stays beside the field only", () => {
    const { container } = render(<ErrorSummary form={{ ...form, allErrors: { firstName: ["First name is required"] } }} />);
    expect(container.innerHTML).toBe("");
  });

  test("a form-level message shows as the form's alert, without the field summary", () => {
    render(
      <ErrorSummary form={{ ...form, status: "error", errors: ["Too many attempts"], allErrors: { "": ["Too many attempts"] } }} />,
    );
    const alert = screen.getByRole("alert");
    expect(alert.id).toBe("contact-form-error");
    expect(alert.textContent).toBe("Too many attempts");
    expect(screen.queryByRole("heading")).toBeNull();
  });
});
