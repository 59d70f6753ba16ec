/**
 * What kind of image a file really is, from its first bytes (its "magic number"), not from
 * its name or the type the browser claimed: the photo upload accepts JPEG, PNG, WebP and GIF.
 */

export type ImageType = { mimeType: "image/jpeg" | "image/png" | "image/webp" | "image/gif"; extension: string };

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mimeType: "image/jpeg", extension: "jpg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mimeType: "image/png", extension: "png" };
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return { mimeType: "image/webp", extension: "webp" };
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return { mimeType: "image/gif", extension: "gif" };
  return null;
}
