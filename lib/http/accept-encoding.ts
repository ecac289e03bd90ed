// Which stored copy of a pre-compressed page to send for a request's
// Accept-Encoding (RFC 9110 §12.5.3): Brotli before gzip before the page as
// it is, each only when the client accepts it (a q-value of 0 refuses it; a
// "*" covers every coding the header does not name).

export type ContentCoding = "br" | "gzip" | "identity";

/** In the order preferred when the client rates them alike. */
const COMPRESSED = ["br", "gzip"] as const;

/** Each named coding's q-value; "*" under its own name. */
function qualities(header: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split("=");
      if (key === "q") q = Number.isFinite(Number(value)) ? Math.min(1, Math.max(0, Number(value))) : 0;
    }
    // "x-gzip" is gzip (RFC 9110 §8.4.1.3).
    const coding = name === "x-gzip" ? "gzip" : name;
    result.set(coding, Math.max(q, result.get(coding) ?? 0));
  }
  return result;
}

/**
 * The coding to send, or null when the client refuses every one we have (then a
 * server answers 406; without the header, or an empty one, the page as it is).
 * The page as it is comes last: acceptable unless refused, but never preferred.
 */
export function chooseCoding(acceptEncoding: string | null | undefined): ContentCoding | null {
  if (acceptEncoding === null || acceptEncoding === undefined || acceptEncoding.trim() === "")
    return "identity";
  const q = qualities(acceptEncoding);
  const star = q.get("*");
  let best: ContentCoding | null = null;
  let bestQuality = 0;
  for (const coding of COMPRESSED) {
    const value = q.get(coding) ?? star ?? 0;
    if (value > bestQuality) [best, bestQuality] = [coding, value];
  }
  if (best) return best;
  return (q.get("identity") ?? star ?? 1) > 0 ? "identity" : null;
}
