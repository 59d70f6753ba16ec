import { createRemixStub } from "@remix-run/testing";
import { render, screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { GeneralErrorBoundary } from "./error-boundary";
import { NotFoundPage } from "./not-found-page";

describe("GeneralErrorBoundary", () => {
  test("an exception shows a friendly page and never the error's message", async () => {
    // The boundary logs the exception in the browser's console, for whoever debugs it.
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const Stub = createRemixStub([
      {
        path: "/",
        Component: () => <p>never shown</p>,
        loader: () => {
          throw new Error("connection to db.internal:5432 refused (password=hunter2)");
        },
        ErrorBoundary: () => <GeneralErrorBoundary />,
      },
    ]);
    render(<Stub />);
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByText("500")).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/hunter2|db\.internal|Error:/);
    expect(screen.getByRole("link", { name: "Go back home" }).getAttribute("href")).toBe("/");
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining("hunter2") }));
  });

  test("a thrown 404 uses its status handler", async () => {
    const Stub = createRemixStub([
      {
        path: "/",
        Component: () => <p>never shown</p>,
        loader: () => {
          throw new Response("Not found", { status: 404 });
        },
        ErrorBoundary: () => <GeneralErrorBoundary statusHandlers={{ 404: () => <NotFoundPage /> }} />,
      },
    ]);
    render(<Stub />);
    expect(await screen.findByRole("heading", { name: "Oops! Page not found" })).toBeTruthy();
  });
});
