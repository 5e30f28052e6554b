// The central directory of a zip archive: entry names and declared sizes, read before a
// .docx goes to the parser, so a file that is not a zip at all, or whose document part
// would inflate to hundreds of megabytes, is refused at once instead of after the parser
// has tried. Only the directory is read; nothing is inflated.

export interface ZipEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;

/** The archive's entries, or null when `bytes` is not a readable zip (no end record, or a directory out of bounds). */
export function zipEntries(bytes: Uint8Array): ZipEntry[] | null {
  if (bytes.length < EOCD_MIN) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  for (let i = bytes.length - EOCD_MIN; i >= Math.max(0, bytes.length - EOCD_MIN - MAX_COMMENT); i--) {
    if (view.getUint32(i, true) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = view.getUint16(eocd + 10, true);
  const size = view.getUint32(eocd + 12, true);
  const offset = view.getUint32(eocd + 16, true);
  // ZIP64 archives mark these fields 0xFFFF/0xFFFFFFFF; a .docx never needs them.
  if (offset + size > eocd || count === 0xffff || offset === 0xffffffff) return null;
  const entries: ZipEntry[] = [];
  const names = new TextDecoder("utf-8");
  let p = offset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > eocd || view.getUint32(p, true) !== CENTRAL_SIGNATURE) return null;
    const compressedSize = view.getUint32(p + 20, true);
    const uncompressedSize = view.getUint32(p + 24, true);
    const nameLength = view.getUint16(p + 28, true);
    const extraLength = view.getUint16(p + 30, true);
    const commentLength = view.getUint16(p + 32, true);
    if (p + 46 + nameLength > eocd) return null;
    entries.push({ name: names.decode(bytes.subarray(p + 46, p + 46 + nameLength)), compressedSize, uncompressedSize });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
