// Upload checks by content. The file name and the browser's MIME type are chosen by the uploader,
// so the stored type, extension and Content-Disposition come only from the leading bytes (and,
// for PPTX, the zip's central directory). Pure: no I/O.

import { unzipSync } from "fflate";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export type DetectedType = {
  kind: "pdf" | "pptx" | "ppt" | "jpeg" | "png" | "webp" | "gif";
  mime: string;
  extension: string;
  disposition: "inline" | "attachment";
};

type Kind = DetectedType["kind"];

export const PRESENTATION_KINDS = ["pdf", "pptx", "ppt"] as const;
export const IMAGE_KINDS = ["jpeg", "png", "webp", "gif"] as const;

// Office files are served as attachments: browsers do not render them, and a download avoids
// any content sniffing of a file we did not fully parse.
const TYPES: Record<Kind, DetectedType> = {
  pdf: { kind: "pdf", mime: "application/pdf", extension: "pdf", disposition: "inline" },
  pptx: {
    kind: "pptx",
    mime: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    extension: "pptx",
    disposition: "attachment",
  },
  ppt: {
    kind: "ppt",
    mime: "application/vnd.ms-powerpoint",
    extension: "ppt",
    disposition: "attachment",
  },
  jpeg: { kind: "jpeg", mime: "image/jpeg", extension: "jpg", disposition: "inline" },
  png: { kind: "png", mime: "image/png", extension: "png", disposition: "inline" },
  webp: { kind: "webp", mime: "image/webp", extension: "webp", disposition: "inline" },
  gif: { kind: "gif", mime: "image/gif", extension: "gif", disposition: "inline" },
};

const ascii = (s: string) => Array.from(s, (c) => c.charCodeAt(0));

const PDF = ascii("%PDF-");
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii("GIF87a");
const GIF89 = ascii("GIF89a");
const RIFF = ascii("RIFF");
const WEBP = ascii("WEBP");
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];

/** Zip bombs and huge archives are refused from the central directory alone. */
const MAX_ZIP_ENTRIES = 2_000;
const MAX_ZIP_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;

function hasBytesAt(bytes: Uint8Array, offset: number, expected: readonly number[]): boolean {
  if (bytes.length < offset + expected.length) return false;
  return expected.every((b, i) => bytes[offset + i] === b);
}

export function detectFileType(bytes: Uint8Array): DetectedType | null {
  if (hasBytesAt(bytes, 0, PDF)) return TYPES.pdf;
  if (hasBytesAt(bytes, 0, PNG)) return TYPES.png;
  if (hasBytesAt(bytes, 0, JPEG)) return TYPES.jpeg;
  if (hasBytesAt(bytes, 0, GIF87) || hasBytesAt(bytes, 0, GIF89)) return TYPES.gif;
  if (hasBytesAt(bytes, 0, RIFF) && hasBytesAt(bytes, 8, WEBP)) return TYPES.webp;
  // A compound file is a .ppt only with a "PowerPoint Document" stream (an old .doc or .xls
  // has "WordDocument" or "Workbook" instead).
  if (hasBytesAt(bytes, 0, OLE))
    return compoundFileHasStream(bytes, "PowerPoint Document") ? TYPES.ppt : null;
  if (hasBytesAt(bytes, 0, ZIP_LOCAL_HEADER)) return isPptxZip(bytes) ? TYPES.pptx : null;
  return null;
}

/** Sector ids from this value up are markers (free, end of chain, FAT, DIFAT), not sectors. */
const MAX_REGULAR_SECTOR = 0xfffffffa;
const DIRECTORY_ENTRY_BYTES = 128;
const STREAM_OBJECT = 2;

/**
 * Whether an OLE compound file (MS-CFB) names a stream `name` in its directory. Reads the header's
 * FAT sector list (and DIFAT chain), then follows the directory's sector chain. Every sector read
 * is bounds-checked and every chain is cut at the file's sector count, so a forged loop or a
 * truncated file ends in false, never a hang.
 */
function compoundFileHasStream(bytes: Uint8Array, name: string): boolean {
  if (bytes.length < 512) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const shift = view.getUint16(0x1e, true);
  if (shift !== 9 && shift !== 12) return false;
  const sectorSize = 1 << shift;
  const sectors = Math.floor(bytes.length / sectorSize) - 1;
  const sectorAt = (id: number): number | null => {
    const offset = (id + 1) * sectorSize;
    return id < MAX_REGULAR_SECTOR && offset + sectorSize <= bytes.length ? offset : null;
  };

  const fat: number[] = [];
  for (let i = 0; i < 109; i++) {
    const id = view.getUint32(0x4c + i * 4, true);
    if (id < MAX_REGULAR_SECTOR) fat.push(id);
  }
  let difat = view.getUint32(0x44, true);
  for (let hops = 0; difat < MAX_REGULAR_SECTOR && hops < sectors; hops++) {
    const offset = sectorAt(difat);
    if (offset === null) return false;
    for (let i = 0; i < sectorSize / 4 - 1; i++) {
      const id = view.getUint32(offset + i * 4, true);
      if (id < MAX_REGULAR_SECTOR) fat.push(id);
    }
    difat = view.getUint32(offset + sectorSize - 4, true);
  }
  const idsPerSector = sectorSize / 4;
  const nextSector = (id: number): number => {
    const fatSector = fat[Math.floor(id / idsPerSector)];
    const offset = fatSector === undefined ? null : sectorAt(fatSector);
    return offset === null
      ? MAX_REGULAR_SECTOR
      : view.getUint32(offset + (id % idsPerSector) * 4, true);
  };

  const wanted = name.toUpperCase();
  let directory = view.getUint32(0x30, true);
  for (let hops = 0; directory < MAX_REGULAR_SECTOR && hops < sectors; hops++) {
    const offset = sectorAt(directory);
    if (offset === null) return false;
    for (let entry = offset; entry < offset + sectorSize; entry += DIRECTORY_ENTRY_BYTES) {
      // The name is UTF-16LE; its stored length counts the closing NUL.
      if (
        bytes[entry + 0x42] !== STREAM_OBJECT ||
        view.getUint16(entry + 0x40, true) !== (wanted.length + 1) * 2
      )
        continue;
      let same = true;
      for (let i = 0; i < wanted.length && same; i++) {
        same = String.fromCharCode(view.getUint16(entry + i * 2, true)).toUpperCase() === wanted[i];
      }
      if (same) return true;
    }
    directory = nextSector(directory);
  }
  return false;
}

class ZipLimitExceeded extends Error {}

/**
 * A PPTX is a zip holding [Content_Types].xml and a ppt/ folder. Only the central directory is
 * read: the filter sees each entry's name and declared size and returns false, so fflate
 * decompresses nothing. It throws as soon as a bound is passed, so a forged entry count cannot
 * keep the loop going.
 */
function isPptxZip(bytes: Uint8Array): boolean {
  let entries = 0;
  let declaredBytes = 0;
  let hasContentTypes = false;
  let hasPptEntry = false;
  try {
    unzipSync(bytes, {
      filter: (file) => {
        entries++;
        declaredBytes += file.originalSize;
        if (entries > MAX_ZIP_ENTRIES || declaredBytes > MAX_ZIP_UNCOMPRESSED_BYTES) {
          throw new ZipLimitExceeded();
        }
        if (file.name === "[Content_Types].xml") hasContentTypes = true;
        // A file under ppt/; folder entries (names ending in "/") hold nothing.
        if (file.name.startsWith("ppt/") && !file.name.endsWith("/")) hasPptEntry = true;
        return false;
      },
    });
  } catch {
    // Over a limit, or not a readable zip: either way not an upload we accept.
    return false;
  }
  return hasContentTypes && hasPptEntry;
}

export type UploadCheck =
  { ok: true; type: DetectedType } | { ok: false; reason: "too_large" | "empty" | "unsupported" };

export function checkUpload(bytes: Uint8Array, allowed: readonly Kind[]): UploadCheck {
  if (bytes.length > MAX_UPLOAD_BYTES) return { ok: false, reason: "too_large" };
  if (bytes.length === 0) return { ok: false, reason: "empty" };
  const type = detectFileType(bytes);
  if (!type || !allowed.includes(type.kind)) return { ok: false, reason: "unsupported" };
  return { ok: true, type };
}

const MAX_FILE_NAME_LENGTH = 80;
/** Only a short alphanumeric suffix counts as an extension ("notes v2.5 draft" keeps its dot). */
const ORIGINAL_EXTENSION = /\.[A-Za-z0-9]{1,10}$/;

/**
 * A file name safe inside a storage key: ASCII letters, digits, ".", "_" and "-" only, never a
 * path separator or "..", at most 80 characters including the detected extension, which
 * replaces whatever extension the uploader gave.
 */
export function safeFileName(name: string, extension: string): string {
  const suffix = extension.replace(/[^A-Za-z0-9]/g, "").toLowerCase();
  const ending = suffix ? `.${suffix}` : "";

  const baseName = (name.split(/[/\\]/).pop() ?? "").replace(/^\.+/, "");
  const stem = baseName
    .replace(ORIGINAL_EXTENSION, "")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9._-]/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/\.{2,}/g, ".");

  const trimEnds = (s: string) => s.replace(/^[-.]+|[-.]+$/g, "");
  const capped = trimEnds(trimEnds(stem).slice(0, MAX_FILE_NAME_LENGTH - ending.length));
  return `${capped || "file"}${ending}`;
}

const STORAGE_PREFIX = /^[a-z0-9-]+$/;

/** `${prefix}/${now}_${fileName}`; pass a name from safeFileName. */
export function storageKey(prefix: string, fileName: string, now: number): string {
  if (!STORAGE_PREFIX.test(prefix))
    throw new Error(`Invalid storage prefix: ${JSON.stringify(prefix)}`);
  if (!Number.isSafeInteger(now) || now < 0) throw new Error(`Invalid timestamp: ${now}`);
  return `${prefix}/${now}_${fileName}`;
}
