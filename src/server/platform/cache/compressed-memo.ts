import { compressNow, type Encoding } from './content-encoding.ts';

/**
 * The compressed copies of recently sent direct-path answers, keyed by the answer's text
 * (decision 125). Session users and `Cache-Control: no-cache` requests skip the micro-cache and
 * run their queries every time, yet a popular search sends the same bytes again and again:
 * compressing a 20–30 KB list costs ~150–200 µs of the event loop, a third of such an answer.
 * The key is the whole text, so a hit is exactly the bytes compressed before: compression is a
 * pure function, nothing of one request's answer can reach another's. Least recently used
 * entries go first once `maxEntries` or `maxBytes` (the texts' length) is passed.
 */
export class CompressedMemo {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(
    private readonly encoding: Encoding,
    private readonly maxEntries = 256,
    private readonly maxBytes = 8 * 1024 * 1024,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** `body`'s compressed bytes; a Buffer is keyed by its bytes read one per character. */
  compress(body: string | Buffer): Buffer {
    const json = typeof body === 'string' ? body : body.toString('latin1');
    const known = this.entries.get(json);
    if (known) {
      // Refresh its place: Map keeps insertion order, the oldest key comes first.
      this.entries.delete(json);
      this.entries.set(json, known);
      return known;
    }
    const made = compressNow(body, this.encoding);
    if (json.length > this.maxBytes) return made;
    this.entries.set(json, made);
    this.bytes += json.length + made.length;
    for (const [oldest, bytes] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= oldest.length + bytes.length;
    }
    return made;
  }
}

/** Text answers and byte answers (lists with raw JSON cards) in their own memos: a text and
 * bytes whose keys read alike are different answers. */
const memos: Record<'text' | 'bytes', Record<Encoding, CompressedMemo>> = {
  text: { br: new CompressedMemo('br'), gzip: new CompressedMemo('gzip') },
  bytes: { br: new CompressedMemo('br'), gzip: new CompressedMemo('gzip') },
};

/** `compressNow`, remembered (decisions 125, 130). */
export function compressRemembered(body: string | Buffer, encoding: Encoding): Buffer {
  return memos[typeof body === 'string' ? 'text' : 'bytes'][encoding].compress(body);
}
