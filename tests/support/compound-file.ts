// A minimal OLE compound file (MS-CFB) for upload tests: a header, one FAT sector, and a
// directory (over as many sectors as the entries need) with a root entry and the named streams.
// A .ppt holds a "PowerPoint Document" stream, a .doc "WordDocument", a .xls "Workbook".
const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;

export function compoundFile(
  streams: string[],
  options: { sectorShift?: 9 | 12; loopDirectory?: boolean } = {},
): Uint8Array {
  const shift = options.sectorShift ?? 9;
  const size = 1 << shift;
  const entries = ["Root Entry", ...streams];
  const directorySectors = Math.ceil(entries.length / (size / 128));
  // The header occupies the first sector's worth of bytes; sector 0 is the FAT, then the directory.
  const bytes = new Uint8Array(size * (2 + directorySectors));
  const view = new DataView(bytes.buffer);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  view.setUint16(0x18, 0x3e, true);
  view.setUint16(0x1a, shift === 12 ? 4 : 3, true);
  view.setUint16(0x1c, 0xfffe, true);
  view.setUint16(0x1e, shift, true);
  view.setUint16(0x20, 6, true);
  view.setUint32(0x2c, 1, true); // one FAT sector
  view.setUint32(0x30, 1, true); // the directory starts at sector 1
  view.setUint32(0x38, 4096, true);
  view.setUint32(0x3c, END_OF_CHAIN, true);
  view.setUint32(0x44, END_OF_CHAIN, true);
  for (let i = 0; i < 109; i++) view.setUint32(0x4c + i * 4, i === 0 ? 0 : FREE, true);

  const fat = size;
  for (let i = 0; i < size / 4; i++) view.setUint32(fat + i * 4, FREE, true);
  view.setUint32(fat, FAT_SECTOR, true);
  for (let d = 1; d <= directorySectors; d++) {
    const last = d === directorySectors;
    view.setUint32(fat + d * 4, last ? (options.loopDirectory ? 1 : END_OF_CHAIN) : d + 1, true);
  }
  entries.forEach((name, i) => {
    const at = size * 2 + i * 128;
    for (let c = 0; c < name.length; c++) view.setUint16(at + c * 2, name.charCodeAt(c), true);
    view.setUint16(at + 0x40, (name.length + 1) * 2, true);
    bytes[at + 0x42] = i === 0 ? 5 : 2; // root storage, then streams
  });
  return bytes;
}
