import { createHash, type Hash } from 'node:crypto';

/** A signature's /ByteRange, checked to start at 0: [0, firstLength) and [secondStart, secondStart + secondLength). */
export type ByteRange = readonly [0, number, number, number];

/**
 * The digests of every signature's /ByteRange in one file, computed in one pass per hash algorithm however many
 * signatures there are. Every range starts at 0, so a running hash over the file is copied at each range's first
 * part's end and the copy finishes with that range's second part (its revision's tail, a few kilobytes). Hashing
 * each range on its own would read a 2 MB file once per signature.
 */
export class RangeDigests {
  private readonly byAlgorithm = new Map<string, Map<ByteRange, Buffer>>();

  constructor(
    private readonly bytes: Uint8Array,
    private readonly ranges: ByteRange[],
  ) {}

  digest(algorithm: string, range: ByteRange): Buffer {
    let digests = this.byAlgorithm.get(algorithm);
    if (!digests) {
      digests = this.computeAll(algorithm);
      this.byAlgorithm.set(algorithm, digests);
    }
    const known = digests.get(range);
    if (known) return known;
    // A range that was not announced: hashed on its own.
    return this.finish(createHash(algorithm).update(this.bytes.subarray(0, range[1])), range);
  }

  /** The bytes a range names, joined: only for the rare CMS without signed attributes, which signs them whole. */
  content(range: ByteRange): Buffer {
    return Buffer.concat([this.bytes.subarray(0, range[1]), this.bytes.subarray(range[2], range[2] + range[3])]);
  }

  private computeAll(algorithm: string): Map<ByteRange, Buffer> {
    const digests = new Map<ByteRange, Buffer>();
    const running = createHash(algorithm);
    let hashedTo = 0;
    for (const range of [...this.ranges].sort((a, b) => a[1] - b[1])) {
      running.update(this.bytes.subarray(hashedTo, range[1]));
      hashedTo = range[1];
      digests.set(range, this.finish(running.copy(), range));
    }
    return digests;
  }

  private finish(hash: Hash, range: ByteRange): Buffer {
    return hash.update(this.bytes.subarray(range[2], range[2] + range[3])).digest();
  }
}
