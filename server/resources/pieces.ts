/**
 * The rows of a streamed table rendered as text in pieces of about 16,000 characters. A string past
 * V8's large-object size (~128 KB) is born in the old generation and lives until a full collection,
 * so a download joined batch by batch left tens of megabytes of garbage behind; pieces die young.
 */
export async function* inPieces(rows: AsyncIterable<string[][]>, render: (cells: string[]) => string): AsyncGenerator<string> {
  let piece = '';
  for await (const batch of rows) {
    for (const cells of batch) {
      piece += render(cells);
      if (piece.length >= 16_000) {
        yield piece;
        piece = '';
      }
    }
  }
  if (piece) yield piece;
}
