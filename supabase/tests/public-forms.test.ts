/**
 * The public forms' tables (contact_messages, hire_requests) through the APIs, as the app
 * meets them: anyone may send a contact message, only the server (service role, after
 * judging the captcha) a hire request; nobody may read, change or delete one, the check
 * constraints hold, and a solved captcha sends one request only. Also checks the policies
 * themselves in SQL: RLS on, one named insert policy for contact messages, nothing else.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

let backend: TestBackend;
let anon: SupabaseClient;
let member: SupabaseClient;
let service: SupabaseClient;

const DENIED = "42501";
const CHECK_VIOLATION = "23514";
const UNIQUE_VIOLATION = "23505";

const contactMessage = (subject: string) => ({
  first_name: "Priya",
  last_name: "Shah",
  email: "priya.shah@example.co.uk",
  subject,
  message: "Do you list generators for export to Ireland?",
});

const hireRequest = (overrides: Record<string, unknown> = {}) => ({
  full_name: "Tom Hughes",
  email: "tom.hughes@example.co.uk",
  phone: "07700 900123",
  location: "Harrogate showground",
  postcode: "HG2 8QZ",
  start_date: "2027-06-01",
  fuel_tank_required: true,
  fuel_tank_capacity_litres: 2000,
  hours_per_week: 60,
  consent: true,
  captcha_id: crypto.randomUUID(),
  ...overrides,
});

beforeAll(async () => {
  backend = await startTestBackend();
  anon = backend.client();
  service = backend.client("service_role");
  member = backend.client();
  const { error } = await member.auth.signUp({ email: "forms-member@example.test", password: "forms-password" });
  if (error) throw error;
});

afterAll(async () => {
  await backend?.close();
});

describe("contact_messages", () => {
  test("anonymous visitors and members can send a message", async () => {
    for (const [who, client] of [["anon", anon], ["member", member]] as const) {
      const sent = await client.from("contact_messages").insert(contactMessage(`Export question from ${who}`));
      expect(sent.error, who).toBeNull();
      expect(sent.status, who).toBe(201);
    }
    const { data } = await service.from("contact_messages").select("first_name, subject").like("subject", "Export question from %");
    expect(data?.map((row) => row.subject).sort()).toEqual(["Export question from anon", "Export question from member"]);
  });

  test("nobody reads a message back, not even the sender's own insert", async () => {
    for (const client of [anon, member]) {
      expect((await client.from("contact_messages").select("id")).error?.code).toBe(DENIED);
      const representation = await client.from("contact_messages").insert(contactMessage("Read me back")).select("id");
      expect(representation.error?.code).toBe(DENIED);
    }
    const { count } = await service.from("contact_messages").select("id", { count: "exact", head: true }).eq("subject", "Read me back");
    expect(count).toBe(0);
  });

  test("nobody changes or deletes a message", async () => {
    for (const client of [anon, member]) {
      expect((await client.from("contact_messages").update({ subject: "Changed" }).eq("subject", "Export question from anon")).error?.code).toBe(DENIED);
      expect((await client.from("contact_messages").delete().eq("subject", "Export question from anon")).error?.code).toBe(DENIED);
    }
    const { count } = await service.from("contact_messages").select("id", { count: "exact", head: true }).eq("subject", "Export question from anon");
    expect(count).toBe(1);
  });

  test("the database keeps id and created_at, and the rules the form has", async () => {
    expect((await anon.from("contact_messages").insert({ ...contactMessage("Mine"), id: crypto.randomUUID() })).error?.code).toBe(DENIED);
    expect((await anon.from("contact_messages").insert({ ...contactMessage("Backdated"), created_at: "2001-01-01" })).error?.code).toBe(DENIED);
    for (const bad of [
      { first_name: "  " },
      { email: "not-an-email" },
      { subject: "x".repeat(151) },
      { message: "x".repeat(5001) },
    ]) {
      const sent = await anon.from("contact_messages").insert({ ...contactMessage("Bad"), ...bad });
      expect(sent.error?.code, JSON.stringify(bad)).toBe(CHECK_VIOLATION);
    }
  });
});

describe("hire_requests", () => {
  test("only the server stores a request; visitors and members can neither store, read, change nor delete one", async () => {
    const stored = hireRequest();
    expect((await service.from("hire_requests").insert(stored)).error).toBeNull();
    for (const client of [anon, member]) {
      expect((await client.from("hire_requests").insert(hireRequest())).error?.code).toBe(DENIED);
      expect((await client.from("hire_requests").select("id")).error?.code).toBe(DENIED);
      expect((await client.from("hire_requests").update({ phone: "07700 900999" }).eq("captcha_id", stored.captcha_id)).error?.code).toBe(DENIED);
      expect((await client.from("hire_requests").delete().eq("captcha_id", stored.captcha_id)).error?.code).toBe(DENIED);
    }
    const { data } = await service
      .from("hire_requests")
      .select("full_name, postcode, start_date, fuel_tank_required, fuel_tank_capacity_litres, hours_per_week, consent, phone")
      .eq("captcha_id", stored.captcha_id);
    expect(data).toEqual([
      { full_name: "Tom Hughes", postcode: "HG2 8QZ", start_date: "2027-06-01", fuel_tank_required: true, fuel_tank_capacity_litres: 2000, hours_per_week: 60, consent: true, phone: "07700 900123" },
    ]);
  });

  test("a solved captcha sends one request only", async () => {
    const request = hireRequest();
    expect((await service.from("hire_requests").insert(request)).error).toBeNull();
    const replay = await service.from("hire_requests").insert({ ...request, full_name: "Replayed" });
    expect(replay.error?.code).toBe(UNIQUE_VIOLATION);
  });

  test("the rules of the form hold in the database", async () => {
    for (const bad of [
      { consent: false },
      { full_name: " " },
      { location: "" },
      { phone: "call me" },
      { postcode: "hg2 8qz" },
      { postcode: "HG2" + "8QZ".repeat(3) },
      { email: "tom@" },
      { hours_per_week: 169 },
      { hours_per_week: 0 },
      { fuel_tank_capacity_litres: 0 },
      { description: "x".repeat(2001) },
    ]) {
      const sent = await service.from("hire_requests").insert(hireRequest(bad));
      expect(sent.error?.code, JSON.stringify(bad)).toBe(CHECK_VIOLATION);
    }
    expect((await service.from("hire_requests").insert(hireRequest({ consent: null }))).error?.code).toBe("23502");
  });
});

describe("policies", () => {
  test("RLS is on, with one named insert policy for contact messages and none for hire requests", async () => {
    const { rows: rls } = await backend.db.query(
      `select relname, relrowsecurity from pg_class
       where oid in ('public.contact_messages'::regclass, 'public.hire_requests'::regclass) order by relname`,
    );
    expect(rls).toEqual([
      { relname: "contact_messages", relrowsecurity: true },
      { relname: "hire_requests", relrowsecurity: true },
    ]);
    const { rows: policies } = await backend.db.query(
      `select tablename, policyname, cmd, roles::text[] as roles from pg_policies
       where schemaname = 'public' and tablename in ('contact_messages', 'hire_requests') order by tablename`,
    );
    expect(policies).toEqual([
      { tablename: "contact_messages", policyname: "contact_messages_insert_anyone", cmd: "INSERT", roles: ["anon", "authenticated"] },
    ]);
  });

  test("anon and authenticated hold no table privilege but column inserts into contact messages", async () => {
    const { rows } = await backend.db.query<{ grantee: string; privilege_type: string }>(
      `select distinct grantee, privilege_type from information_schema.role_table_grants
       where table_schema = 'public' and table_name in ('contact_messages', 'hire_requests')
         and grantee in ('anon', 'authenticated')`,
    );
    expect(rows).toEqual([]);
    const { rows: columns } = await backend.db.query<{ privilege_type: string }>(
      `select distinct privilege_type from information_schema.column_privileges
       where table_schema = 'public' and table_name in ('contact_messages', 'hire_requests')
         and grantee in ('anon', 'authenticated')`,
    );
    expect(columns).toEqual([{ privilege_type: "INSERT" }]);
    const { rows: hireColumns } = await backend.db.query(
      `select 1 from information_schema.column_privileges
       where table_schema = 'public' and table_name = 'hire_requests' and grantee in ('anon', 'authenticated')`,
    );
    expect(hireColumns).toEqual([]);
  });
});
