import { inject } from "vitest";
import { testBackendUrl } from "../backend-process";
import { appClient } from "../http";

/** The Worker the worker project's globalSetup started: every test file sends its requests here. */
export const worker = appClient(inject("workerUrl"), testBackendUrl());

/**
 * A page as the app renders it now, never from the edge cache, for a test that compares
 * it with the database. The Worker, and so its edge cache, is shared by every test file: a
 * cached page may be older than a row another file made. server.ts serves no request that
 * carries a cookie from the cache; this one carries a cookie the app does not read.
 */
export function freshPage(path: string, init: RequestInit = {}) {
  return worker.fetch(path, { ...init, headers: { Cookie: "gm_test=fresh" } });
}
