import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, onTestFinished, test, vi } from "vitest";
import { importSeedFiles } from "./storage.ts";
import { startTestBackend, type TestBackend } from "./testing.ts";

let backend: TestBackend;
const alice = randomUUID();
const bob = randomUUID();

// The app's migrations may not exist yet: these buckets and policies are the test's own.
const OWN_FOLDER = "(storage.foldername(name))[1] = auth.uid()::text";
const TEST_SETUP = `
  insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
    ('test-public', 'test-public', true, 1048576, '{image/*}'),
    ('test-private', 'test-private', false, null, null);
  create policy "test: anyone reads the public bucket" on storage.objects for select
    using (bucket_id = 'test-public');
  create policy "test: owners read their private objects" on storage.objects for select to authenticated
    using (bucket_id = 'test-private' and owner = auth.uid());
  create policy "test: users add to their folder" on storage.objects for insert to authenticated
    with check (bucket_id in ('test-public', 'test-private') and ${OWN_FOLDER});
  create policy "test: users update in their folder" on storage.objects for update to authenticated
    using (bucket_id in ('test-public', 'test-private') and ${OWN_FOLDER})
    with check (bucket_id in ('test-public', 'test-private') and ${OWN_FOLDER});
  create policy "test: users delete in their folder" on storage.objects for delete to authenticated
    using (bucket_id in ('test-public', 'test-private') and ${OWN_FOLDER});
  -- Fails a transaction at COMMIT, after the file was written, for one marker MIME type.
  create function public.test_fail_at_commit() returns trigger language plpgsql as $$
  begin
    if new.metadata ->> 'mimetype' = 'image/x-fail-at-commit' then raise exception 'refused at commit'; end if;
    return new;
  end $$;
  create constraint trigger test_fail_at_commit after insert or update on storage.objects
    deferrable initially deferred for each row execute function public.test_fail_at_commit();
`;

beforeAll(async () => {
  backend = await startTestBackend();
  await backend.db.exec(TEST_SETUP);
});
afterAll(async () => {
  await backend?.close();
});

const service = () => backend.client("service_role");
const anon = () => backend.client();

const png = (text: string) => new Blob([`png:${text}`], { type: "image/png" });
const bytesOf = async (blob: Blob | null) => Buffer.from(await blob!.arrayBuffer());
const diskPath = (bucket: string, key: string) => join(backend.config.storageDir, bucket, ...key.split("/"));
const storageUrl = (path: string) => `${backend.config.publicUrl}/storage/v1${path}`;

async function rowOf(bucket: string, key: string) {
  const { rows } = await backend.db.query<{ owner: string; metadata: Record<string, unknown> }>(
    "select owner::text, metadata from storage.objects where bucket_id = $1 and name = $2",
    [bucket, key],
  );
  return rows[0];
}

describe("buckets", () => {
  test("the service role creates, reads, updates, empties and deletes a bucket", async () => {
    const admin = service();
    expect(await admin.storage.createBucket("made-by-test", { public: true, fileSizeLimit: "2MB", allowedMimeTypes: ["image/png"] })).toEqual({
      data: { name: "made-by-test" },
      error: null,
    });
    const { data: bucket } = await admin.storage.getBucket("made-by-test");
    expect(bucket).toMatchObject({ id: "made-by-test", public: true, file_size_limit: 2_000_000, allowed_mime_types: ["image/png"] });

    const { data: buckets } = await admin.storage.listBuckets();
    expect(buckets!.map((entry) => entry.id)).toEqual(expect.arrayContaining(["made-by-test", "test-public", "test-private"]));

    expect((await admin.storage.updateBucket("made-by-test", { public: false, fileSizeLimit: null })).error).toBeNull();
    expect((await admin.storage.getBucket("made-by-test")).data).toMatchObject({ public: false, file_size_limit: null });

    const again = await admin.storage.createBucket("made-by-test", { public: true });
    expect(again.error).toMatchObject({ status: 400, statusCode: "409", message: "The resource already exists" });

    await admin.storage.from("made-by-test").upload("x.png", png("x"));
    const notEmpty = await admin.storage.deleteBucket("made-by-test");
    expect(notEmpty.error).toMatchObject({ statusCode: "409" });
    expect((await admin.storage.emptyBucket("made-by-test")).error).toBeNull();
    expect(existsSync(diskPath("made-by-test", "x.png"))).toBe(false);
    expect((await admin.storage.deleteBucket("made-by-test")).data).toEqual({ message: "Successfully deleted" });
    expect((await admin.storage.getBucket("made-by-test")).error).toMatchObject({ statusCode: "404" });
  });

  test("getBucket answers Storage's columns only: no owner_id, no type", async () => {
    const { data: bucket, error } = await service().storage.getBucket("test-public");
    expect(error).toBeNull();
    expect(Object.keys(bucket!).sort()).toEqual([
      "allowed_mime_types",
      "created_at",
      "file_size_limit",
      "id",
      "name",
      "owner",
      "public",
      "updated_at",
    ]);
  });

  test("without bucket policies, anon and users see no buckets and cannot create one", async () => {
    expect((await anon().storage.listBuckets()).data).toEqual([]);
    expect((await backend.userClient(alice).storage.getBucket("test-public")).error).toMatchObject({ statusCode: "404" });
    const { error } = await backend.userClient(alice).storage.createBucket("sneaky", { public: true });
    expect(error).toMatchObject({ status: 400, statusCode: "403", message: "new row violates row-level security policy" });
  });

  test("an invalid bucket name is refused", async () => {
    const response = await backend.fetch(storageUrl("/bucket"), {
      method: "POST",
      headers: { apikey: backend.config.serviceRoleKey, "content-type": "application/json" },
      body: JSON.stringify({ id: "..", name: ".." }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: "400", message: "Bucket name invalid" });
  });
});

describe("uploads", () => {
  test("a Blob, a Buffer and a File upload with their content types, owned by the uploader", async () => {
    const storage = backend.userClient(alice).storage.from("test-public");
    const blob = await storage.upload(`${alice}/blob.png`, png("blob"));
    expect(blob.error).toBeNull();
    expect(blob.data).toMatchObject({ path: `${alice}/blob.png`, fullPath: `test-public/${alice}/blob.png` });
    expect(blob.data!.id).toMatch(/^[0-9a-f-]{36}$/);

    const buffer = await storage.upload(`${alice}/buffer.jpg`, Buffer.from("jpeg bytes"), { contentType: "image/jpeg" });
    expect(buffer.error).toBeNull();
    const file = await storage.upload(`${alice}/file.webp`, new File(["webp bytes"], "file.webp", { type: "image/webp" }));
    expect(file.error).toBeNull();

    const row = await rowOf("test-public", `${alice}/buffer.jpg`);
    expect(row?.owner).toBe(alice);
    expect(row?.metadata).toMatchObject({
      mimetype: "image/jpeg",
      size: 10,
      contentLength: 10,
      cacheControl: "max-age=3600",
      httpStatusCode: 200,
      eTag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
    });
    expect((await rowOf("test-public", `${alice}/file.webp`))?.metadata).toMatchObject({ mimetype: "image/webp" });
    expect(readFileSync(diskPath("test-public", `${alice}/buffer.jpg`), "utf8")).toBe("jpeg bytes");
  });

  test("an existing key is a duplicate unless upserting, which replaces the file", async () => {
    const storage = backend.userClient(alice).storage.from("test-public");
    await storage.upload(`${alice}/dup.png`, png("first"));
    const duplicate = await storage.upload(`${alice}/dup.png`, png("second"));
    expect(duplicate.error).toMatchObject({ status: 400, statusCode: "409", message: "The resource already exists" });
    expect(readFileSync(diskPath("test-public", `${alice}/dup.png`), "utf8")).toContain("first");

    expect((await storage.upload(`${alice}/dup.png`, png("third"), { upsert: true })).error).toBeNull();
    expect((await storage.update(`${alice}/dup.png`, png("fourth"))).error).toBeNull();
    expect(readFileSync(diskPath("test-public", `${alice}/dup.png`), "utf8")).toContain("fourth");
  });

  test("files over the bucket's size limit are refused", async () => {
    const { error } = await backend.userClient(alice).storage.from("test-public").upload(`${alice}/big.png`, new Blob([new Uint8Array(1048577)], { type: "image/png" }));
    expect(error).toMatchObject({ status: 400, statusCode: "413", message: "The object exceeded the maximum allowed size" });
    expect(existsSync(diskPath("test-public", `${alice}/big.png`))).toBe(false);
  });

  test("MIME types outside the bucket's allowed list are refused", async () => {
    const { error } = await backend.userClient(alice).storage.from("test-public").upload(`${alice}/note.txt`, "hello", { contentType: "text/plain" });
    expect(error).toMatchObject({ status: 400, statusCode: "415" });
    expect(error!.message).toMatch(/mime type text\/plain is not supported/);
  });

  test("a list of exact types refuses every other one, whichever way the file comes: form, raw body, update or signed URL", async () => {
    const admin = service();
    expect((await admin.storage.createBucket("test-rasters", { public: false, allowedMimeTypes: ["image/png", "image/jpeg"] })).error).toBeNull();
    onTestFinished(async () => {
      await admin.storage.emptyBucket("test-rasters");
      await admin.storage.deleteBucket("test-rasters");
    });
    const storage = admin.storage.from("test-rasters");
    const svg = "<svg xmlns='http://www.w3.org/2000/svg'/>";
    expect((await storage.upload("photo.png", png("ok"))).error).toBeNull();
    expect((await storage.upload("photo.jpg", Buffer.from("jpeg"), { contentType: "image/jpeg; charset=binary" })).error).toBeNull();

    const { data: signed } = await storage.createSignedUploadUrl("signed.svg");
    const refusals = {
      form: await storage.upload("form.svg", new Blob([svg], { type: "image/svg+xml" })),
      raw: await storage.upload("raw.html", Buffer.from("<p>hi</p>"), { contentType: "text/html" }),
      wildcard: await storage.upload("any.gif", Buffer.from("gif"), { contentType: "image/gif" }),
      update: await storage.update("photo.png", new Blob([svg], { type: "image/svg+xml" })),
      signed: await anon().storage.from("test-rasters").uploadToSignedUrl("signed.svg", signed!.token, Buffer.from(svg), { contentType: "image/svg+xml" }),
    };
    for (const [way, { error }] of Object.entries(refusals)) expect(error, way).toMatchObject({ statusCode: "415" });
    expect(readFileSync(diskPath("test-rasters", "photo.png"), "utf8")).toBe("png:ok");
    expect(existsSync(diskPath("test-rasters", "signed.svg"))).toBe(false);
  });

  test("row-level security refuses another user's folder and anonymous uploads, writing no file", async () => {
    const intoBob = await backend.userClient(alice).storage.from("test-public").upload(`${bob}/planted.png`, png("planted"));
    expect(intoBob.error).toMatchObject({ status: 400, statusCode: "403", message: "new row violates row-level security policy" });
    expect(existsSync(diskPath("test-public", `${bob}/planted.png`))).toBe(false);
    expect(existsSync(diskPath("test-public", bob))).toBe(false);

    const anonymous = await anon().storage.from("test-public").upload("anon.png", png("anon"));
    expect(anonymous.error).toMatchObject({ statusCode: "403" });
    expect(existsSync(diskPath("test-public", "anon.png"))).toBe(false);
  });

  test("an upsert refused by RLS keeps the owner's file", async () => {
    await backend.userClient(alice).storage.from("test-public").upload(`${alice}/kept.png`, png("alice's"));
    const { error } = await backend.userClient(bob).storage.from("test-public").upload(`${alice}/kept.png`, png("bob's"), { upsert: true });
    expect(error).toMatchObject({ statusCode: "403" });
    expect(readFileSync(diskPath("test-public", `${alice}/kept.png`), "utf8")).toContain("alice's");
  });
});

describe("when the transaction fails", () => {
  const failAtCommit = { contentType: "image/x-fail-at-commit" };

  test("at commit, a new file is removed and a replaced one restored", async () => {
    // The failure is a 500, which the backend logs.
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    onTestFinished(() => logged.mockRestore());
    const storage = backend.userClient(alice).storage.from("test-public");
    const { error } = await storage.upload(`${alice}/commit/new.png`, Buffer.from("new"), failAtCommit);
    expect(error).not.toBeNull();
    expect(existsSync(diskPath("test-public", `${alice}/commit`))).toBe(false);
    expect(await rowOf("test-public", `${alice}/commit/new.png`)).toBeUndefined();

    await storage.upload(`${alice}/commit/old.png`, png("old"));
    expect((await storage.upload(`${alice}/commit/old.png`, Buffer.from("replacement"), { ...failAtCommit, upsert: true })).error).not.toBeNull();
    expect(readFileSync(diskPath("test-public", `${alice}/commit/old.png`), "utf8")).toBe("png:old");
    expect(readdirSync(dirname(diskPath("test-public", `${alice}/commit/old.png`)))).toEqual(["old.png"]);
    expect(logged).toHaveBeenCalledTimes(2);
  });

  test("an object cannot sit where a folder is (a file system limit): no row is left", async () => {
    const storage = backend.userClient(alice).storage.from("test-public");
    await storage.upload(`${alice}/clash/inner.png`, png("inner"));
    const { error } = await storage.upload(`${alice}/clash`, png("clash"));
    expect(error).toMatchObject({ statusCode: "409" });
    expect(await rowOf("test-public", `${alice}/clash`)).toBeUndefined();
  });
});

describe("downloads", () => {
  test("a public bucket's object downloads from its public URL with Storage's headers", async () => {
    const storage = backend.userClient(alice).storage.from("test-public");
    await storage.upload(`${alice}/public.png`, png("public bytes"));
    const { publicUrl } = storage.getPublicUrl(`${alice}/public.png`).data;

    const response = await backend.fetch(publicUrl); // no API key: public URLs work in <img>
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("max-age=3600");
    expect(response.headers.get("content-length")).toBe(String("png:public bytes".length));
    const eTag = response.headers.get("etag");
    expect(eTag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await bytesOf(await response.blob())).toEqual(await bytesOf(png("public bytes")));

    const notModified = await backend.fetch(publicUrl, { headers: { "if-none-match": eTag! } });
    expect(notModified.status).toBe(304);
    const partial = await backend.fetch(publicUrl, { headers: { range: "bytes=4-9" } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get("content-range")).toBe("bytes 4-9/16");
    expect(await partial.text()).toBe("public");
    const head = await backend.fetch(publicUrl, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");

    const attachment = await backend.fetch(storage.getPublicUrl(`${alice}/public.png`, { download: "photo.png" }).data.publicUrl);
    expect(attachment.headers.get("content-disposition")).toBe("attachment; filename=photo.png; filename*=UTF-8''photo.png;");

    const { data } = await anon().storage.from("test-public").download(`${alice}/public.png`);
    expect(await bytesOf(data)).toEqual(await bytesOf(png("public bytes")));
  });

  test("a private object downloads for its owner only", async () => {
    await backend.userClient(alice).storage.from("test-private").upload(`${alice}/secret.txt`, "top secret", { contentType: "text/plain" });

    const own = await backend.userClient(alice).storage.from("test-private").download(`${alice}/secret.txt`);
    expect(own.error).toBeNull();
    expect(await own.data!.text()).toBe("top secret");

    const other = await backend.userClient(bob).storage.from("test-private").download(`${alice}/secret.txt`);
    expect(other.error).toMatchObject({ status: 400 });
    expect((await anon().storage.from("test-private").download(`${alice}/secret.txt`)).error).not.toBeNull();
    const viaPublicUrl = await backend.fetch(anon().storage.from("test-private").getPublicUrl(`${alice}/secret.txt`).data.publicUrl);
    expect(viaPublicUrl.status).toBe(400);
  });

  test("a hidden object answers Storage's not found", async () => {
    const response = await backend.fetch(storageUrl(`/object/test-private/${alice}/secret.txt`), {
      headers: { apikey: backend.config.anonKey },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: "404", error: "not_found", message: "Object not found" });
  });

  test("info and exists see what the role sees", async () => {
    const owner = backend.userClient(alice).storage.from("test-private");
    const { data: info } = await owner.info(`${alice}/secret.txt`);
    expect(info).toMatchObject({ name: `${alice}/secret.txt`, bucketId: "test-private", size: 10, contentType: "text/plain" });
    // Hosted Storage answers an object uploaded without metadata with {}, not null.
    expect(info!.metadata).toEqual({});
    expect((await owner.exists(`${alice}/secret.txt`)).data).toBe(true);
    expect((await owner.exists(`${alice}/nothing.txt`)).data).toBe(false);
    expect((await backend.userClient(bob).storage.from("test-private").exists(`${alice}/secret.txt`)).data).toBe(false);
  });
});

describe("listing", () => {
  test("lists one folder level, folders first, filtered by search and by RLS", async () => {
    const storage = backend.userClient(alice).storage.from("test-private");
    await storage.upload(`${alice}/docs/one.txt`, "1", { contentType: "text/plain" });
    await storage.upload(`${alice}/docs/deep/two.txt`, "2", { contentType: "text/plain" });
    await storage.upload(`${alice}/docs/three.txt`, "3", { contentType: "text/plain" });

    const { data } = await storage.list(`${alice}/docs`);
    expect(data!.map((entry) => [entry.name, entry.id === null])).toEqual([
      ["deep", true],
      ["one.txt", false],
      ["three.txt", false],
    ]);
    expect(data![1]!.metadata).toMatchObject({ size: 1, mimetype: "text/plain" });

    const searched = await storage.list(`${alice}/docs`, { search: "th" });
    expect(searched.data!.map((entry) => entry.name)).toEqual(["three.txt"]);
    const paged = await storage.list(`${alice}/docs`, { limit: 1, offset: 1, sortBy: { column: "name", order: "desc" } });
    expect(paged.data!.map((entry) => entry.name)).toEqual(["three.txt"]);

    expect((await backend.userClient(bob).storage.from("test-private").list(`${alice}/docs`)).data).toEqual([]);
  });
});

describe("removing", () => {
  test("users remove their own objects and files; others' stay", async () => {
    const storage = backend.userClient(alice).storage.from("test-public");
    await storage.upload(`${alice}/gone/a.png`, png("a"));
    await storage.upload(`${alice}/gone/b.png`, png("b"));

    const byBob = await backend.userClient(bob).storage.from("test-public").remove([`${alice}/gone/a.png`]);
    expect(byBob).toEqual({ data: [], error: null });
    expect(existsSync(diskPath("test-public", `${alice}/gone/a.png`))).toBe(true);

    const { data } = await storage.remove([`${alice}/gone/a.png`, `${alice}/gone/b.png`, `${alice}/gone/never.png`]);
    expect(data!.map((entry) => entry.name).sort()).toEqual([`${alice}/gone/a.png`, `${alice}/gone/b.png`]);
    expect(existsSync(diskPath("test-public", `${alice}/gone`))).toBe(false);
    expect((await storage.download(`${alice}/gone/a.png`)).error).not.toBeNull();
  });
});

describe("move and copy", () => {
  test("move renames the row and file; copy makes a second one", async () => {
    const storage = backend.userClient(alice).storage.from("test-public");
    await storage.upload(`${alice}/moving/from.png`, png("moving"));
    expect((await storage.move(`${alice}/moving/from.png`, `${alice}/moved/to.png`)).error).toBeNull();
    expect(existsSync(diskPath("test-public", `${alice}/moving`))).toBe(false);
    expect(await (await storage.download(`${alice}/moved/to.png`)).data!.text()).toContain("moving");

    expect((await storage.copy(`${alice}/moved/to.png`, `${alice}/moved/copy.png`)).data).toEqual({
      path: `test-public/${alice}/moved/copy.png`,
    });
    expect(readFileSync(diskPath("test-public", `${alice}/moved/copy.png`), "utf8")).toContain("moving");

    const byBob = await backend.userClient(bob).storage.from("test-public").move(`${alice}/moved/to.png`, `${bob}/stolen.png`);
    expect(byBob.error).not.toBeNull();
    expect(existsSync(diskPath("test-public", `${alice}/moved/to.png`))).toBe(true);
    expect(existsSync(diskPath("test-public", `${bob}/stolen.png`))).toBe(false);
  });
});

describe("signed URLs", () => {
  test("a signed URL downloads a private object without credentials; a tampered one fails", async () => {
    const owner = backend.userClient(alice).storage.from("test-private");
    const { data, error } = await owner.createSignedUrl(`${alice}/secret.txt`, 60);
    expect(error).toBeNull();
    expect(data!.signedUrl).toMatch(new RegExp(`/storage/v1/object/sign/test-private/${alice}/secret.txt\\?token=`));

    const response = await backend.fetch(data!.signedUrl);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("top secret");
    expect(response.headers.get("expires")).toBeTruthy();

    // Change the signature's first character: all six of its bits count (the last one's may not).
    const tampered = data!.signedUrl.replace(/\.(.)([^.]*)$/, (_, first: string, rest: string) => `.${first === "A" ? "B" : "A"}${rest}`);
    const refused = await backend.fetch(tampered);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ statusCode: "400" });

    // A token is for its own object only.
    const elsewhere = data!.signedUrl.replace("secret.txt", "docs/one.txt");
    expect((await backend.fetch(elsewhere)).status).toBe(400);

    const byBob = await backend.userClient(bob).storage.from("test-private").createSignedUrl(`${alice}/secret.txt`, 60);
    expect(byBob.error).toMatchObject({ statusCode: "404" });
  });

  test("several signed URLs at once, unsigned where the role cannot read", async () => {
    const { data } = await backend.userClient(alice).storage.from("test-private").createSignedUrls([`${alice}/secret.txt`, `${alice}/none.txt`], 60);
    expect(data![0]!.signedUrl).toContain("token=");
    expect(data![1]).toMatchObject({ signedUrl: null, error: expect.any(String) });
  });

  test("a signed upload URL lets anyone holding it upload that one object, owned by the signer", async () => {
    const { data, error } = await backend.userClient(alice).storage.from("test-private").createSignedUploadUrl(`${alice}/dropped.txt`);
    expect(error).toBeNull();
    const uploaded = await anon().storage.from("test-private").uploadToSignedUrl(`${alice}/dropped.txt`, data!.token, Buffer.from("dropped"), {
      contentType: "text/plain",
    });
    expect(uploaded.error).toBeNull();
    expect((await rowOf("test-private", `${alice}/dropped.txt`))?.owner).toBe(alice);

    const refused = await backend.userClient(bob).storage.from("test-private").createSignedUploadUrl(`${alice}/other.txt`);
    expect(refused.error).toMatchObject({ statusCode: "403" });
  });
});

describe("path safety", () => {
  const escapeName = `escape-${randomUUID()}.png`;
  const serviceHeaders = () => ({ apikey: backend.config.serviceRoleKey, "content-type": "image/png" });

  /** Every file under folder, recursively. */
  function filesUnder(folder: string): string[] {
    return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
    );
  }

  test.each([
    ["../", `..%2F${escapeName}`],
    ["a/../../", `a%2F..%2F..%2F${escapeName}`],
    ["%2e%2e/", `%2e%2e%2F${escapeName}`],
    ["an absolute path", `%2Ftmp%2F${escapeName}`],
    ["a backslash", `a%5C..%5C..%5C${escapeName}`],
    ["a NUL byte", `a%00${escapeName}`],
    ["an empty segment", `a//${escapeName}`],
    // Sent encoded: the URL parser would already drop a literal /./ segment.
    ["a dot segment", `a%2F.%2F${escapeName}`],
  ])("keys with %s are refused, even for the service role", async (_label, key) => {
    const response = await backend.fetch(storageUrl(`/object/test-public/${key}`), {
      method: "POST",
      headers: serviceHeaders(),
      body: "png:",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: "400", code: "InvalidKey" });
  });

  test("bucket ids that climb out are refused", async () => {
    const response = await backend.fetch(storageUrl(`/object/..%2F..%2Ftmp/${escapeName}`), {
      method: "POST",
      headers: serviceHeaders(),
      body: "png:",
    });
    expect(await response.json()).toMatchObject({ statusCode: "400", code: "InvalidBucketName" });
    await expect(importSeedFiles(backend.backend.context, "..", tmpdir(), "seed")).rejects.toThrow();
  });

  test("supabase-js paths with .. never land outside a bucket", async () => {
    const storage = service().storage.from("test-public");
    for (const path of [`../${escapeName}`, `a/../../${escapeName}`, `%2e%2e/${escapeName}`, `/${escapeName}/..`]) {
      const { error } = await storage.upload(path, png("escape"));
      expect(error, path).not.toBeNull();
    }
  });

  test("nothing was written outside the storage folder or into its root", () => {
    const storageDir = backend.config.storageDir;
    for (const folder of [dirname(storageDir), dirname(dirname(storageDir)), storageDir]) {
      expect(readdirSync(folder)).not.toContain(escapeName);
    }
    expect(filesUnder(storageDir).filter((file) => file.includes("escape-"))).toEqual([]);
  });
});

describe("importSeedFiles", () => {
  test("copies a folder's files into the bucket without rows; a matching row makes them public", async () => {
    const source = mkdtempSync(join(tmpdir(), "genmarket-seed-"));
    writeFileSync(join(source, "a.svg"), "<svg>a</svg>");
    writeFileSync(join(source, "b.svg"), "<svg>b</svg>");
    mkdirSync(join(source, "ignored-folder"));
    const count = async () => (await backend.db.query<{ n: number }>("select count(*)::int as n from storage.objects")).rows[0]!.n;
    const before = await count();

    const keys = await importSeedFiles(backend.backend.context, "test-public", source, "seed");
    expect(keys.sort()).toEqual(["seed/a.svg", "seed/b.svg"]);
    expect(await count()).toBe(before);
    expect(readFileSync(diskPath("test-public", "seed/a.svg"), "utf8")).toBe("<svg>a</svg>");

    await backend.db.query("insert into storage.objects (bucket_id, name, metadata) values ('test-public', 'seed/a.svg', $1::jsonb)", [
      JSON.stringify({ mimetype: "image/svg+xml", size: 12 }),
    ]);
    const storage = anon().storage.from("test-public");
    const response = await backend.fetch(storage.getPublicUrl("seed/a.svg").data.publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(await response.text()).toBe("<svg>a</svg>");
    // Without its row, a copied file is not served.
    expect((await backend.fetch(storage.getPublicUrl("seed/b.svg").data.publicUrl)).status).toBe(400);

    expect(await importSeedFiles(backend.backend.context, "test-public", join(source, "missing"), "seed")).toEqual([]);
  });
});

describe("what the local backend does not do", () => {
  test("image transformations, resumable and S3 uploads are refused by name", async () => {
    const headers = { apikey: backend.config.serviceRoleKey, Authorization: `Bearer ${backend.config.serviceRoleKey}` };
    for (const [path, feature] of [
      ["/render/image/public/test-public/a.png?width=100", "Image transformations (/render/image)"],
      ["/upload/resumable", "Resumable (TUS) uploads (/upload/resumable)"],
      ["/s3/test-public", "The S3 protocol (/s3)"],
    ]) {
      const response = await backend.fetch(storageUrl(path!), { headers });
      expect(await response.json(), path).toEqual({
        statusCode: "501",
        code: "NotImplemented",
        error: "Not Implemented",
        message: `${feature} is not supported by the local backend`,
      });
    }
    const signed = await service().storage.from("test-public").createSignedUrl("a.png", 60, { transform: { width: 10 } });
    expect(signed.error).toMatchObject({
      message: "Image transformations (signed URLs with transform) is not supported by the local backend",
    });
  });
});
