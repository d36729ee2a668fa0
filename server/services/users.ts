import type { Db, Queryable } from '../db/client.ts';
import type { PerfectBody, PerfectMsg, UserInfo } from '../../src/api/contract/auth.ts';
import type { Role } from '../../src/api/contract/roles.ts';
import { badRequest, unauthorized } from '../errors.ts';
import { uploadOwnedBy } from './uploads.ts';
import { apply } from './enrolments.ts';
import { CLASS_ENDED, REGISTRATION_STATES } from '../../src/api/contract/classes.ts';
import { CHINA_TODAY } from '../db/chinaDay.ts';
import { checkEducation, offeredIdType } from './dictionaries.ts';
import { checkIdNumber } from '../../src/api/contract/rules.ts';

/** What the client is told about a user (common/info and loginUser). */
export async function userInfo(db: Queryable, userId: number): Promise<UserInfo> {
  const [row] = await db.query<UserInfo>(
    `select u.id, u.username, u.role, u.real_name as "realName", u.phone, u.avatar,
            u.identification_photo as "identificationPhoto", u.class_id as "classId",
            c.name as "className", c.class_type as "classType",
            coalesce(i.name, ci.name) as "institutionName",
            nullif(concat(p.name, ct.name, co.name), '') as "regionName",
            (select json_build_object('shopId', s.id, 'shopName', s.name, 'ownerName', coalesce(nullif(o.real_name, ''), o.username), 'perms', st.perms)
               from shop_staff st join shops s on s.id = st.shop_id join users o on o.id = s.owner_id
              where st.user_id = u.id and st.enabled) as staff,
            u.must_change_password as "mustChangePassword"
       from users u
       left join classes c on c.id = u.class_id
       left join institutions ci on ci.id = c.institution_id
       left join institutions i on i.id = u.institution_id
       left join regions p on p.id = u.province_id
       left join regions ct on ct.id = u.city_id
       left join regions co on co.id = u.county_id
      where u.id = $1 and u.status = 1`,
    [userId],
  );
  if (!row) throw unauthorized();
  return { ...row, role: Number(row.role) as Role };
}

/** Profile fields known so far, for the /register form. */
export async function perfectMsg(db: Db, userId: number): Promise<PerfectMsg> {
  const row = await db.one<PerfectMsg>(
    `select real_name as "realName", coalesce(id_card, '') as "idCard", coalesce(phone, '') as phone,
            province_id as "provinceId", city_id as "cityId", county_id as "countyId",
            coalesce(class_id, (select e.class_id from enrolments e where e.user_id = users.id and e.status = 'pending')) as "classId",
            identification_photo as "identificationPhoto", id_type_id as "idTypeId", education
       from users where id = $1`,
    [userId],
  );
  if (!row) throw unauthorized();
  return row;
}

/** True while the profile still has to be completed on /register. */
export async function needsProfile(db: Db, userId: number): Promise<boolean> {
  const row = await db.one<{ needs: boolean }>('select needs_profile as needs from users where id = $1', [userId]);
  return row?.needs ?? false;
}

/** The /register save body, as the contract defines it. */
export type PerfectInput = PerfectBody;

/**
 * Saves the /register profile after checking region chain, class, phone and photo; clears needs_profile.
 * The class chosen is applied for: the learner waits in the registration pool until its institution
 * admits them (server/services/enrolments.ts), and joins it then.
 */
export async function savePerfect(db: Db, userId: number, input: PerfectInput): Promise<void> {
  // the ID type and education level are those the forms offer (/manage/IdType, /manage/degreeOfEducation)
  const current = await db.one<{ idTypeId: number | null; education: string }>('select id_type_id as "idTypeId", education from users where id = $1', [userId]);
  const [idCardType] = await db.query<{ id: number }>(`select id from id_types where name = '居民身份证'`);
  const idTypeId = input.idTypeId ?? idCardType?.id ?? null;
  const typeName = idTypeId ? await offeredIdType(db, idTypeId, current?.idTypeId ?? null) : '居民身份证';
  const idMessage = checkIdNumber(typeName)(input.idCard);
  if (idMessage) throw badRequest(idMessage);
  const education = input.education ?? current?.education ?? '';
  await checkEducation(db, education, current?.education ?? '');
  const chain = await db.one<{ ok: boolean }>(
    `select true as ok
       from regions co join regions ct on ct.id = co.parent_id join regions p on p.id = ct.parent_id
      where co.id = $1 and co.level = 3 and ct.id = $2 and ct.level = 2 and p.id = $3 and p.level = 1`,
    [input.countyId, input.cityId, input.provinceId],
  );
  if (!chain) throw badRequest('所选地区有误');
  const klass = await db.one<{ institutionId: number; ended: boolean }>(
    `select c.institution_id as "institutionId", coalesce(c.end_date < ${CHINA_TODAY}, false) as ended
       from classes c join institutions i on i.id = c.institution_id
      where c.id = $1 and i.county_id = $2 and c.status = any($3::text[])`,
    [input.classId, input.countyId, REGISTRATION_STATES],
  );
  if (!klass) throw badRequest('所选班级不存在');
  if (klass.ended) throw badRequest(CLASS_ENDED);
  const taken = await db.one('select id from users where phone = $1 and id <> $2', [input.phone, userId]);
  if (taken) throw badRequest('手机号已被注册');
  if (!(await uploadOwnedBy(db, input.identificationPhoto, userId, 'image/'))) throw badRequest('请上传证件照');

  try {
    await db.tx(async (q) => {
      await q.query(
        `update users set real_name = $2, id_card = $3, phone = $4, province_id = $5, city_id = $6, county_id = $7,
                institution_id = $8, identification_photo = $9, id_type_id = $10, education = $11, needs_profile = false
          where id = $1`,
        [
          userId,
          input.realName,
          input.idCard.toUpperCase(),
          input.phone,
          input.provinceId,
          input.cityId,
          input.countyId,
          klass.institutionId,
          input.identificationPhoto,
          idTypeId,
          education,
        ],
      );
      await apply(q, userId, input.classId);
    });
  } catch (e) {
    if ((e as { code?: string }).code === '23505') throw badRequest('手机号已被注册');
    throw e;
  }
}
