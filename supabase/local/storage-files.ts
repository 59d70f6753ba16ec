/**
 * Object files on disk. Writes happen inside the database transaction that records them, so
 * each is a reversible change: the new file is written beside its target and renamed over
 * it, keeping the old one until the transaction commits (finish) or fails (undo).
 */
import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { copyFile, lstat, mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import { dirname, sep } from "node:path";
import { Readable } from "node:stream";
import { errors } from "./storage-errors.ts";
import type { ObjectLocation } from "./storage-paths.ts";

export type FileChange = {
  /** The transaction failed: put the disk back as it was. */
  undo(): Promise<void>;
  /** The transaction committed: drop what undo would have needed. */
  finish(): Promise<void>;
};

type ErrnoError = NodeJS.ErrnoException;
const isMissing = (error: unknown) => (error as ErrnoError).code === "ENOENT";

/** Writes bytes as target's file, reversibly. */
export async function writeObjectFile(target: ObjectLocation, bytes: Uint8Array): Promise<FileChange> {
  await makeParentFolder(target);
  const temp = `${target.file}.${randomUUID()}.upload`;
  let backup: string | null;
  try {
    await writeFile(temp, bytes, { flag: "wx" });
    backup = await setAside(target);
  } catch (error) {
    await rm(temp, { force: true });
    await pruneEmptyFolders(target);
    throw error;
  }
  try {
    await rename(temp, target.file);
  } catch (error) {
    await rm(temp, { force: true });
    await putBack(target, backup);
    throw error;
  }
  return replacement(target, backup);
}

/** Moves source's file to target, reversibly; a file already at target is kept aside. */
export async function moveObjectFile(source: ObjectLocation, target: ObjectLocation): Promise<FileChange> {
  await makeParentFolder(target);
  let backup: string | null;
  try {
    backup = await setAside(target);
  } catch (error) {
    await pruneEmptyFolders(target);
    throw error;
  }
  try {
    await rename(source.file, target.file);
  } catch (error) {
    await putBack(target, backup);
    throw isMissing(error) ? errors.noSuchKey() : error;
  }
  await pruneEmptyFolders(source);
  const replaced = replacement(target, backup);
  return {
    async undo() {
      await makeParentFolder(source);
      await rename(target.file, source.file);
      await replaced.undo();
    },
    finish: replaced.finish,
  };
}

/** Removes object files (after their rows are gone) and the folders they leave empty. */
export async function removeObjectFiles(locations: ObjectLocation[]) {
  for (const location of locations) {
    await rm(location.file, { force: true });
    await pruneEmptyFolders(location);
  }
}

export type FileRead = { size: number; modified: Date; body: (range?: { start: number; end: number }) => ReadableStream };

/** An object's file for reading, or null when it is not on disk. */
export async function openObjectFile(location: ObjectLocation): Promise<FileRead | null> {
  const path = location.file;
  let info;
  try {
    info = await stat(path);
  } catch (error) {
    if (isMissing(error) || (error as ErrnoError).code === "ENOTDIR") return null;
    throw error;
  }
  if (!info.isFile()) return null;
  return {
    size: info.size,
    modified: info.mtime,
    body: (range) => Readable.toWeb(createReadStream(path, range)) as unknown as ReadableStream,
  };
}

/** An object's bytes, or null when its file is not on disk. */
export async function readObjectFile(location: ObjectLocation) {
  try {
    return await readFile(location.file);
  } catch (error) {
    const code = (error as ErrnoError).code;
    if (code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR") return null;
    throw error;
  }
}

/** Copies a file from outside storage to a location, replacing any file there. */
export async function copyIntoLocation(source: string, target: ObjectLocation) {
  await makeParentFolder(target);
  await copyFile(source, target.file);
}

/** Regular files directly in a folder (not recursive), or none when it does not exist. */
export async function listFolderFiles(folder: string) {
  try {
    const entries = await readdir(folder, { withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/** S3 keys "a" and "a/b" can coexist; a file and a folder named "a" cannot. */
async function makeParentFolder(target: ObjectLocation) {
  try {
    await mkdir(dirname(target.file), { recursive: true });
  } catch (error) {
    const code = (error as ErrnoError).code;
    if (code === "EEXIST" || code === "ENOTDIR") throw errors.fileFolderClash(target.key);
    throw error;
  }
}

/** Renames an existing file at target out of the way; returns where, or null if none. */
async function setAside(target: ObjectLocation) {
  let info;
  try {
    info = await lstat(target.file);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
  if (!info.isFile()) throw errors.fileFolderClash(target.key);
  const backup = `${target.file}.${randomUUID()}.previous`;
  await rename(target.file, backup);
  return backup;
}

function replacement(target: ObjectLocation, backup: string | null): FileChange {
  return {
    undo: () => putBack(target, backup),
    async finish() {
      if (backup) await rm(backup, { force: true });
    },
  };
}

/**
 * After target's file was replaced: restores what setAside moved away, or removes the new
 * file and the folders made for it.
 */
async function putBack(target: ObjectLocation, backup: string | null) {
  if (backup) {
    await rename(backup, target.file);
  } else {
    await rm(target.file, { force: true });
    await pruneEmptyFolders(target);
  }
}

/** Removes the now empty folders above a location's file, up to (not including) its bucket's. */
async function pruneEmptyFolders({ bucketDir, file }: ObjectLocation) {
  let current = dirname(file);
  while (current.startsWith(bucketDir + sep)) {
    try {
      await rmdir(current);
    } catch {
      return; // not empty (or already gone): the folders above are in use too
    }
    current = dirname(current);
  }
}
