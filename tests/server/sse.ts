/** A server-sent event stream from an in-process response, read event by event (data parsed as JSON). */
export function sseEvents(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buf = '';
  /** Every event read and not yet taken by next(), in arrival order. */
  const seen: { event: string; data: any }[] = [];
  const read = async () => {
    const { value, done } = await reader.read();
    if (done) throw new Error('stream ended');
    buf += decoder.decode(value, { stream: true });
    for (let j = buf.indexOf('\n\n'); j >= 0; j = buf.indexOf('\n\n')) {
      const block = buf.slice(0, j);
      buf = buf.slice(j + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (data) seen.push({ event, data: JSON.parse(data) });
    }
  };
  return {
    seen,
    /** The next event of that name whose data passes `until` (the others of that name are dropped); fails after `ms`. */
    async next<T = any>(name: string, until: (d: T) => boolean = () => true, ms = 10_000): Promise<T> {
      const deadline = Date.now() + ms;
      for (;;) {
        for (let i = seen.findIndex((e) => e.event === name); i >= 0; i = seen.findIndex((e) => e.event === name)) {
          const [e] = seen.splice(i, 1);
          if (until(e!.data as T)) return e!.data as T;
        }
        if (Date.now() > deadline) throw new Error(`no ${name} event in time`);
        await Promise.race([read(), new Promise((r) => setTimeout(r, Math.max(1, deadline - Date.now())))]);
      }
    },
    close: () => reader.cancel(),
  };
}
