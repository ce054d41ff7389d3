/** One server-sent event as the browser's EventSource would see it, or a comment line (heartbeat). */
export type SseFrame = { event?: string; data?: string; id?: string; retry?: string; comment?: string };

function parseBlock(block: string): SseFrame {
  const frame: SseFrame = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) {
      frame.comment = line.slice(1).trim();
      continue;
    }
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event' || field === 'id' || field === 'retry') frame[field] = value;
    if (field === 'data') frame.data = frame.data === undefined ? value : `${frame.data}\n${value}`;
  }
  return frame;
}

/**
 * Opens a `text/event-stream` with fetch and reads it in the background; `next()` waits for the next frame that
 * matches, `ended` resolves when the server closes the stream.
 */
export async function openSse(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const frames: SseFrame[] = [];
  let cursor = 0;
  let closed = false;
  const ended = (async () => {
    if (!response.body) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let split = buffer.indexOf('\n\n');
        while (split !== -1) {
          frames.push(parseBlock(buffer.slice(0, split)));
          buffer = buffer.slice(split + 2);
          split = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by the test.
    } finally {
      closed = true;
    }
  })();

  /** The next frame (after those already taken) matching `match`; frames skipped on the way are consumed. */
  async function next(match: (frame: SseFrame) => boolean = () => true, timeoutMs = 5_000): Promise<SseFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (cursor < frames.length) {
        const frame = frames[cursor++] as SseFrame;
        if (match(frame)) return frame;
      }
      if (closed) throw new Error('stream ended before the expected frame');
      if (Date.now() > deadline) throw new Error(`no matching frame within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  return {
    response,
    frames,
    next,
    /** The next `event:` of that name, with its JSON data parsed. */
    nextEvent: async <T = unknown>(event: string, timeoutMs?: number) => {
      const frame = await next((f) => f.event === event, timeoutMs);
      return { ...frame, json: JSON.parse(frame.data ?? 'null') as T };
    },
    ended,
    isClosed: () => closed,
    close: () => controller.abort(),
  };
}

/** Polls `check` until it returns true (or throws after `timeoutMs`). */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
