// Reading a request body without trusting its Content-Length: shared by the
// route guard and the server-action guard.

/** The body as text, or null once it grows past `max` bytes (whatever Content-Length claimed). */
export async function readBounded(request: Request, max: number): Promise<string | null> {
  return (await readBoundedBytes(request, max))?.toString("utf8") ?? null;
}

/** The body as bytes (an upload whose encoding is checked later), or null past `max` bytes. */
export async function readBoundedBytes(request: Request, max: number): Promise<Buffer | null> {
  if (Number(request.headers.get("content-length") ?? 0) > max) return null;
  const reader = request.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      // Not awaited: a cloned body (proxy.ts) cancels only once its twin is read too.
      reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
