/**
 * The security boundary between object keys (anything a client sends) and the file system.
 * Every disk path the storage service touches is made here, from a bucket id and key that
 * passed these checks, and is verified to sit inside the storage folder.
 */
import { isAbsolute, relative, resolve, sep } from "node:path";
import { errors } from "./storage-errors.ts";

const MAX_KEY_LENGTH = 1024;
/** Most file systems refuse longer names. */
const MAX_SEGMENT_BYTES = 255;
/** storage-js's (and Storage's) bucket name rule. */
const BUCKET_ID = /^[\w!.*'() &$@=;:+,?-]{1,100}$/;
/** NUL and other control characters have no business in a file name. */
// eslint-disable-next-line no-control-regex -- control characters are what this rejects
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * Whether a key can name a file. Keys are relative, '/'-separated, with no empty, '.' or
 * '..' segment, no backslash (a separator on Windows) and no control character: then
 * joining them under a folder can never leave it.
 */
export function isValidKey(key: string) {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  if (CONTROL_CHARACTER.test(key) || key.includes("\\")) return false;
  return key
    .split("/")
    .every((segment) => segment !== "" && segment !== "." && segment !== ".." && Buffer.byteLength(segment) <= MAX_SEGMENT_BYTES);
}

export function mustBeValidKey(key: string) {
  if (!isValidKey(key)) throw errors.invalidKey(key);
  return key;
}

export function isValidBucketId(id: string) {
  // '.' and '..' match the character rule but name the folder itself or its parent.
  return BUCKET_ID.test(id) && id !== "." && id !== ".." && !CONTROL_CHARACTER.test(id);
}

export function mustBeValidBucketId(id: string) {
  if (!isValidBucketId(id)) throw errors.invalidBucketName();
  return id;
}

/** The folder holding a bucket's files. */
export function bucketFolder(storageDir: string, bucketId: string) {
  return inside(resolve(storageDir), mustBeValidBucketId(bucketId));
}

/** An object, and where its file is: its bucket's folder, and the file under it. */
export type ObjectLocation = { bucketId: string; key: string; bucketDir: string; file: string };

export function objectLocation(storageDir: string, bucketId: string, key: string): ObjectLocation {
  const bucketDir = bucketFolder(storageDir, bucketId);
  return { bucketId, key, bucketDir, file: inside(bucketDir, ...mustBeValidKey(key).split("/")) };
}

/**
 * Where objects' files are, for removing them. A row inserted by SQL may have a name no
 * file could have (so none was ever written for it): it is skipped, never joined into a path.
 */
export function storableLocations(storageDir: string, objects: Array<{ bucket_id: string; name: string }>) {
  return objects
    .filter((object) => isValidBucketId(object.bucket_id) && isValidKey(object.name))
    .map((object) => objectLocation(storageDir, object.bucket_id, object.name));
}

/** Joins and checks the result is strictly below root: the checks above make this a backstop. */
function inside(root: string, ...segments: string[]) {
  const path = resolve(root, ...segments);
  const rel = relative(root, path);
  if (rel === "" || rel.startsWith(".." + sep) || rel === ".." || isAbsolute(rel)) {
    throw errors.invalidKey(segments.join("/"));
  }
  return path;
}

/**
 * The URL path's segments, percent-decoded one by one (as Storage decodes its route
 * parameters). A decoded segment may contain '/', which key validation then sees.
 */
export function decodeSegments(path: string) {
  return path
    .split("/")
    .slice(1)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        throw errors.invalidKey(segment);
      }
    });
}
