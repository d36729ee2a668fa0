/** `%text%` for ilike with text's own %, _ and \ taken literally (PostgreSQL's default escape is \). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
