import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { allow, caller } from '../http/caller.ts';
import { body, idAndBody } from '../http/validate.ts';
import { idField } from '../validation.ts';
import { checkIn, openSessions } from '../services/attendance/checkin.ts';
import { saveMatchScore } from '../services/attendance/matchScore.ts';
import { MANAGE_ROLES } from '../../src/api/contract/roles.ts';
import { CHECK_IN, type CheckInBody, MATCH_SCORE, type MatchScoreBody } from '../../src/api/contract/attendance.ts';
import { answer } from '../http/endpoint.ts';

const checkInSchema = z.object({
  sessionId: idField('签到场次有误'),
  photoUrl: z.string({ error: '请先拍摄签到照片' }).trim().min(1, '请先拍摄签到照片').max(200, '照片地址有误'),
}) satisfies z.ZodType<CheckInBody, unknown>;
const scoreSchema = z.object({
  score: z.number({ error: '比对分数有误' }).min(0, '比对分数有误').max(1, '比对分数有误'),
}) satisfies z.ZodType<MatchScoreBody, unknown>;

/** The learner's check-in (under student/train/ with the learner area, docs/back-office.md "Attendance and quality"). */
export function studentAttendanceApi({ db }: Deps) {
  const r = new Hono<AppEnv>();
  const learner = allow([6]);
  answer(r, CHECK_IN.open, learner, async (c) => openSessions(db, caller(c)));
  answer(
    r,
    CHECK_IN.checkIn,
    learner,
    async (c) => {
      const input = await body(c, checkInSchema);
      return checkIn(db, caller(c), input.sessionId, input.photoUrl);
    },
    '签到成功',
  );
  return r;
}

/**
 * Under a back-office role prefix: the face-match score the identificationRecord page computed in the
 * browser for a check-in photo in the caller's scope (404 outside it).
 */
export function attendanceScoreApi({ db }: Deps) {
  const r = new Hono<AppEnv>();
  answer(
    r,
    MATCH_SCORE,
    allow(MANAGE_ROLES),
    idAndBody('id', scoreSchema, async (c, id, b) => {
      await saveMatchScore(db, caller(c), id, b.score);
      return null;
    }),
    '比对结果已保存',
  );
  return r;
}

/** The only Human models the face match needs (src/features/attendance/faceMatch.ts): detector and description. */
const HUMAN_MODELS = new Set(['blazeface.json', 'blazeface.bin', 'faceres.json', 'faceres.bin']);
const HUMAN_DIR = fileURLToPath(new URL('../../node_modules/@vladmandic/human/models/', import.meta.url));

/** /models/human/{file}: the face models served from our own origin, straight from the installed package (not copied into dist). */
export function humanModelsApi() {
  const r = new Hono<AppEnv>();
  r.get('/:file', async (c) => {
    const file = c.req.param('file');
    if (!HUMAN_MODELS.has(file)) return c.notFound();
    const bytes = await readFile(join(HUMAN_DIR, file));
    c.header('Content-Type', file.endsWith('.json') ? 'application/json' : 'application/octet-stream');
    c.header('Cache-Control', 'public, max-age=604800');
    return c.body(bytes);
  });
  return r;
}
