import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/context.ts';
import { unauthorized } from '../errors.ts';
import { ok } from '../http/envelope.ts';
import { jurisdictionRegions } from '../scope.ts';
import { BACK_OFFICE } from '../http/mounts.ts';
import { announcementBinding } from './announcements.ts';
import { educationBinding, idTypeBinding } from './dictionaries.ts';
import {
  accountBinding,
  cityAdminBinding,
  correctionBinding,
  countyAdminBinding,
  institutionBinding,
  insAdminBinding,
  provinceAdminBinding,
  searchStudentBinding,
  subAdminBinding,
  teacherBinding,
} from './people.ts';
import { regionBinding, shopComplaintBinding, shopReportBinding, subsidyRateBinding } from './system.ts';
import { shopAfterSaleBinding, shopCategoryBinding, shopComplaintCaseBinding, shopReportCaseBinding } from './shop.ts';
import { GOODS_BINDINGS } from './goods.ts';
import { CLASS_BINDINGS } from './classes.ts';
import { examAttemptBinding, examClassBinding, onlineTestBinding, paperBinding, questionBinding } from './exams.ts';
import {
  assessmentRuleBinding,
  courseBinding,
  courseClassificationBinding,
  courseMaterialBinding,
  demandRuleBinding,
  ondemandSettingBinding,
  regulatoryRuleBinding,
} from './courses.ts';
import { SELLER_MARKETING_BINDINGS } from './sellerMarketing.ts';
import {
  supplierProfileBinding,
  supplierSettingsBinding,
  supplyCategoryBinding,
  supplyChannelBinding,
  supplyCustomerBinding,
  supplyEvaluationBinding,
  supplyProductBinding,
  supplyShopBinding,
} from './supply.ts';
import { anchorProductBinding, anchorProfileBinding, shopDistributionBinding } from './workbench.ts';
import { liveStreamingDataBinding, studentWorkBinding } from './supervision.ts';
import { ATTENDANCE_BINDINGS } from './attendance.ts';
import { QUALITY_BINDINGS } from './quality.ts';
import { SUBSIDY_BINDINGS } from './subsidy.ts';
import { TRACKING_BINDINGS } from './tracking.ts';
import { REPORT_BINDINGS } from './reports.ts';
import { exportJobBinding } from './exports.ts';
import type { Binding } from './binding.ts';
import { CountCache } from './counts.ts';
import { resourceApi } from './factory.ts';

/** Every resource's binding (src/api/contract/resources/ declares them; a test checks the two lists agree). */
export const BINDINGS: readonly Binding[] = [
  announcementBinding,
  idTypeBinding,
  educationBinding,
  institutionBinding,
  teacherBinding,
  shopCategoryBinding,
  shopAfterSaleBinding,
  shopComplaintCaseBinding,
  shopReportCaseBinding,
  ...GOODS_BINDINGS,
  ...CLASS_BINDINGS,
  questionBinding,
  paperBinding,
  examClassBinding,
  onlineTestBinding,
  examAttemptBinding,
  courseClassificationBinding,
  demandRuleBinding,
  ondemandSettingBinding,
  courseBinding,
  courseMaterialBinding,
  assessmentRuleBinding,
  regulatoryRuleBinding,
  provinceAdminBinding,
  cityAdminBinding,
  countyAdminBinding,
  insAdminBinding,
  subAdminBinding,
  searchStudentBinding,
  accountBinding,
  correctionBinding,
  regionBinding,
  subsidyRateBinding,
  shopComplaintBinding,
  shopReportBinding,
  ...SELLER_MARKETING_BINDINGS,
  supplyCategoryBinding,
  supplyProductBinding,
  supplyCustomerBinding,
  supplyShopBinding,
  supplyChannelBinding,
  supplyEvaluationBinding,
  supplierProfileBinding,
  supplierSettingsBinding,
  anchorProductBinding,
  anchorProfileBinding,
  shopDistributionBinding,
  studentWorkBinding,
  liveStreamingDataBinding,
  ...ATTENDANCE_BINDINGS,
  ...QUALITY_BINDINGS,
  ...SUBSIDY_BINDINGS,
  ...TRACKING_BINDINGS,
  ...REPORT_BINDINGS,
  exportJobBinding,
];

/** Where each mount kind lives; role-mounted resources answer under every back-office role prefix of spec §7. */
export const MOUNT_BASES = {
  role: `/v1/wangchuang/${BACK_OFFICE}`,
  seller: '/v1/wangchuang/seller',
  student: '/v1/wangchuang/student',
  supply: '/v1/wangchuang/supply',
  workbench: '/v1/wangchuang/workbench',
  common: '/v1/wangchuang/common',
} as const;

/** Mounts one sub-app per resource. The role-prefix guard (server/http/auth.ts) has already matched the prefix to the caller. */
export function mountResources(app: Hono<AppEnv>, deps: Deps) {
  const registry = new Map(BINDINGS.map((b) => [b.resource.key, b]));
  // The regions the caller governs: what a region field offers (and the only values it accepts).
  app.get('/v1/wangchuang/admin/common/jurisdiction', async (c) => {
    const caller = c.get('user');
    if (!caller) throw unauthorized();
    return ok(c, await jurisdictionRegions(deps.db, caller));
  });
  const counts = new CountCache(
    deps.db,
    BINDINGS.map((b) => b.table),
    deps.log,
  );
  for (const binding of BINDINGS) app.route(`${MOUNT_BASES[binding.resource.mount]}/${binding.resource.key}`, resourceApi(binding, deps, registry, counts));
}
