import { createHash } from 'node:crypto';

const MAGIC = 0x47484246; // "GHBF"
const VERSION = 1;
const HEADER_BYTES = 16;
// Domain separation: the filter's positions are ours alone, not those of a plain SHA-256 of the word.
const DOMAIN = 'gatehouse-breached-passwords-v1\0';

/**
 * A Bloom filter over SHA-256 with double hashing (Kirsch–Mitzenmacher): k positions from two
 * 32-bit halves of one digest. Compact and exact about absence: a listed word is always found;
 * an unlisted one is reported present with the false-positive rate the filter was sized for.
 */
export class BloomFilter {
  private constructor(
    /** How many words were added. */
    readonly count: number,
    /** Hash functions per word. */
    readonly hashes: number,
    /** Size in bits. */
    readonly bits: number,
    private readonly data: Uint8Array,
  ) {}

  /** An empty filter sized for `count` words at `falsePositiveRate`. */
  static sized(count: number, falsePositiveRate: number): BloomFilter {
    const bits = Math.ceil((-count * Math.log(falsePositiveRate)) / Math.LN2 ** 2 / 8) * 8;
    const hashes = Math.max(1, Math.round((bits / count) * Math.LN2));
    return new BloomFilter(count, hashes, bits, new Uint8Array(bits / 8));
  }

  /** Reads a filter written by `serialize`. */
  static parse(buffer: Uint8Array): BloomFilter {
    const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
    if (buffer.byteLength < HEADER_BYTES || view.getUint32(0) !== MAGIC || view.getUint8(4) !== VERSION)
      throw new Error('not a breached-password filter (bad header)');
    const hashes = view.getUint8(5);
    const count = view.getUint32(8);
    const bits = view.getUint32(12);
    if (buffer.byteLength !== HEADER_BYTES + bits / 8) throw new Error('breached-password filter is truncated');
    return new BloomFilter(count, hashes, bits, buffer.subarray(HEADER_BYTES));
  }

  /** The theoretical false-positive rate: (1 − e^(−kn/m))^k. */
  get falsePositiveRate(): number {
    return (1 - Math.exp((-this.hashes * this.count) / this.bits)) ** this.hashes;
  }

  /** Adds a word (already normalised by the caller). */
  add(word: string): void {
    for (const bit of this.positions(word)) this.data[bit >>> 3]! |= 1 << (bit & 7);
  }

  /** Whether a word may be in the set (never false for an added word). */
  has(word: string): boolean {
    for (const bit of this.positions(word)) if ((this.data[bit >>> 3]! & (1 << (bit & 7))) === 0) return false;
    return true;
  }

  /** The file form: a 16-byte header (magic, version, k, n, m) and the bit array. */
  serialize(): Uint8Array {
    const out = new Uint8Array(HEADER_BYTES + this.data.byteLength);
    const view = new DataView(out.buffer);
    view.setUint32(0, MAGIC);
    view.setUint8(4, VERSION);
    view.setUint8(5, this.hashes);
    view.setUint32(8, this.count);
    view.setUint32(12, this.bits);
    out.set(this.data, HEADER_BYTES);
    return out;
  }

  private positions(word: string): number[] {
    const digest = createHash('sha256').update(DOMAIN).update(word, 'utf8').digest();
    const h1 = digest.readUInt32BE(0);
    // An odd step (kept unsigned: `| 1` alone would make it a signed 32-bit integer).
    const h2 = (digest.readUInt32BE(4) | 1) >>> 0;
    const out: number[] = [];
    // h1 + i·h2 stays below 2^40: exact in a double.
    for (let i = 0; i < this.hashes; i++) out.push((h1 + i * h2) % this.bits);
    return out;
  }
}
