/**
 * `read`'s answer, read again at most once every `ms`: those who ask meanwhile share the last one (a
 * page everyone opens asks the database once a second, not once a visit). A failed read is not kept.
 */
export function recent<T>(ms: number, read: () => Promise<T>): () => Promise<T> {
  let kept: { at: number; answer: Promise<T> } | null = null;
  return () => {
    const now = Date.now();
    if (!kept || now - kept.at >= ms) {
      const answer = read();
      kept = { at: now, answer };
      answer.catch(() => {
        if (kept?.answer === answer) kept = null;
      });
    }
    return kept.answer;
  };
}
