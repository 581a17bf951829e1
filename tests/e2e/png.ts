// PNG facts for tests: the signature and the image header's size, read from the bytes.
import { PNG } from "pngjs";

const SIGNATURE = "89504e470d0a1a0a";

/** Width and height from the IHDR chunk, or null when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  const buffer = Buffer.from(bytes);
  if (buffer.length < 24 || buffer.subarray(0, 8).toString("hex") !== SIGNATURE) return null;
  if (buffer.toString("latin1", 12, 16) !== "IHDR") return null;
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

/** The decoded pixels (RGBA). */
export function decodePng(bytes: Uint8Array): PNG {
  return PNG.sync.read(Buffer.from(bytes));
}
