import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { ShareLink } from "./share-link";

const title = "Perkins 100 kVA standby set";
const url = "https://genmarket.example/listings/10000000-0000-4000-8000-000000000005";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The browser's navigator with only the sharing features given. */
function stubNavigator(features: { share?: Navigator["share"]; clipboard?: Pick<Clipboard, "writeText"> }) {
  vi.stubGlobal("navigator", { ...features });
}

describe("ShareLink", () => {
  test("without JavaScript it is a mailto: link carrying the title and the address", () => {
    render(<ShareLink title={title} url={url} />);
    const href = screen.getByRole("link", { name: "Share" }).getAttribute("href")!;
    expect(href.startsWith("mailto:?")).toBe(true);
    const params = new URLSearchParams(href.slice("mailto:?".length));
    expect(params.get("subject")).toBe(title);
    expect(params.get("body")).toBe(url);
    // Spaces as %20: mail programs show a '+' literally.
    expect(href).not.toContain("+");
  });

  test("opens the system share sheet with the title and address where the browser has one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ share });
    render(<ShareLink title={title} url={url} />);
    const notPrevented = fireEvent.click(screen.getByRole("link", { name: "Share" }));
    expect(notPrevented).toBe(false);
    expect(share).toHaveBeenCalledWith({ title, url });
    await waitFor(() => expect(share).toHaveReturned());
    expect(screen.getByRole("status").textContent).toBe("");
  });

  test("else copies the address and says so; if copying fails, shows the address to copy", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ clipboard: { writeText } });
    render(<ShareLink title={title} url={url} />);
    expect(fireEvent.click(screen.getByRole("link", { name: "Share" }))).toBe(false);
    expect(writeText).toHaveBeenCalledWith(url);
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Link copied"));

    cleanup();
    stubNavigator({ clipboard: { writeText: vi.fn().mockRejectedValue(new Error("denied")) } });
    render(<ShareLink title={title} url={url} />);
    fireEvent.click(screen.getByRole("link", { name: "Share" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(`Copy this link: ${url}`));
  });
});
