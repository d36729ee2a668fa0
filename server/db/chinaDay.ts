/**
 * Days in SQL are China days, whatever the database session's time zone (PGlite's is UTC, a PostgreSQL
 * server's is its own setting): every day, today and day boundary goes through these
 * (`npm run lint` refuses current_date and a timestamp cast straight to date: scripts/clockRule.ts).
 */

/** Today's China date. */
export const CHINA_TODAY = `(app_now() at time zone 'Asia/Shanghai')::date`;

/** The China date of a timestamptz expression. */
export const chinaDay = (ts: string) => `(${ts} at time zone 'Asia/Shanghai')::date`;

/** The instant (timestamptz) a China day starts, of a date expression. */
export const chinaDayStart = (date: string) => `((${date})::timestamp at time zone 'Asia/Shanghai')`;

/** The instant today began in China. */
export const TODAY_STARTS = chinaDayStart(CHINA_TODAY);
