/** FNV-1a over UTF-16 code units: tells whether a saved reading belongs to a text. */
export function textHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) ^ text.length;
}
