import { announcementResource } from './announcements.ts';
import { educationResource, idTypeResource } from './dictionaries.ts';
import { accountResource, cityAdminResource, countyAdminResource, insAdminResource, provinceAdminResource, subAdminResource } from './admins.ts';
import { correctionResource, searchStudentResource } from './learners.ts';
import { institutionResource, teacherResource } from './people.ts';
import { regionResource, shopComplaintResource, shopReportResource, subsidyRateResource } from './system.ts';
import { shopCategoryResource } from './shop.ts';
import { GOODS_RESOURCES } from './goods.ts';
import {
  classDecisionResource,
  classResource,
  classReviewResource,
  enrolmentPendingResource,
  enrolmentResource,
  rosterResource,
  storeScoreResource,
} from './classes.ts';
import { examAttemptResource, examClassResource, onlineTestResource, paperResource, questionResource } from './exams.ts';
import { courseClassificationResource, courseMaterialResource, courseResource } from './courses.ts';
import { assessmentRuleResource, demandRuleResource, ondemandSettingResource, regulatoryRuleResource } from './rules.ts';
import { SELLER_MARKETING_RESOURCES } from './sellerMarketing.ts';
import {
  supplierProfileResource,
  supplierSettingsResource,
  supplyCategoryResource,
  supplyChannelResource,
  supplyCustomerResource,
  supplyEvaluationResource,
  supplyProductResource,
  supplyShopResource,
} from './supply.ts';
import { anchorProductResource, anchorProfileResource, shopDistributionResource } from './workbench.ts';
import { liveStreamingDataResource, studentWorkResource } from './supervision.ts';
import { ATTENDANCE_RESOURCES } from './attendance.ts';
import { QUALITY_RESOURCES } from './quality.ts';
import { SUBSIDY_RESOURCES } from './subsidy.ts';
import { TRACKING_RESOURCES } from './tracking.ts';
import { REPORT_RESOURCES } from './reports.ts';
import { exportJobResource } from './exports.ts';
import type { ResourceDecl } from '../resource/types.ts';

/** Every declared resource: the server mounts each, the parametrised tests walk them all. */
export const RESOURCES: readonly ResourceDecl[] = [
  announcementResource,
  idTypeResource,
  educationResource,
  institutionResource,
  teacherResource,
  shopCategoryResource,
  ...GOODS_RESOURCES,
  classResource,
  classReviewResource,
  classDecisionResource,
  rosterResource,
  enrolmentResource,
  enrolmentPendingResource,
  storeScoreResource,
  questionResource,
  paperResource,
  examClassResource,
  onlineTestResource,
  examAttemptResource,
  courseClassificationResource,
  demandRuleResource,
  ondemandSettingResource,
  courseResource,
  courseMaterialResource,
  assessmentRuleResource,
  regulatoryRuleResource,
  provinceAdminResource,
  cityAdminResource,
  countyAdminResource,
  insAdminResource,
  subAdminResource,
  searchStudentResource,
  accountResource,
  correctionResource,
  regionResource,
  subsidyRateResource,
  shopComplaintResource,
  shopReportResource,
  ...SELLER_MARKETING_RESOURCES,
  supplyCategoryResource,
  supplyProductResource,
  supplyCustomerResource,
  supplyShopResource,
  supplyChannelResource,
  supplyEvaluationResource,
  supplierProfileResource,
  supplierSettingsResource,
  anchorProductResource,
  anchorProfileResource,
  shopDistributionResource,
  studentWorkResource,
  liveStreamingDataResource,
  ...ATTENDANCE_RESOURCES,
  ...QUALITY_RESOURCES,
  ...SUBSIDY_RESOURCES,
  ...TRACKING_RESOURCES,
  ...REPORT_RESOURCES,
  exportJobResource,
];
