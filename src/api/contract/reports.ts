import { endpoint } from './endpoint.ts';
import type { ClassType } from './roles.ts';
import { ACTIVITY_TYPES } from './resources/reports.ts';

/**
 * The statistics tables of /manage/statisticalTable, serviceTable and PracticeTable, and the print
 * pages' data (docs/back-office.md "Reports, downloads and printing"). Each table is a list of
 * metrics over the regions one level below the one shown, drilled down like /manage/classListNum.
 */

export type StatKind = 'statistical' | 'service' | 'practice';
export const STAT_KINDS: readonly StatKind[] = ['statistical', 'service', 'practice'];

export interface StatMetric {
  key: string;
  label: string;
  /** An amount in fen, shown as yuan. */
  fen?: boolean;
}

export interface StatTableDecl {
  title: string;
  /** What the period filter applies to, in words for the page. */
  periodOf: string;
  /** The rows inside a county: its institutions, or its classes. */
  leaf: 'institution' | 'class';
  /** Whether the rows come from classes (a class-type filter and a per-type table make sense). */
  byClassType: boolean;
  metrics: readonly StatMetric[];
  help: string;
}

export const STAT_TABLES: Record<StatKind, StatTableDecl> = {
  statistical: {
    title: '创业情况统计表',
    periodOf: '班级结业日期',
    leaf: 'institution',
    byClassType: true,
    metrics: [
      { key: 'trained', label: '培训人数' },
      { key: 'qualified', label: '合格人数' },
      { key: 'started', label: '创业人数' },
      { key: 'jobs', label: '带动就业人数' },
      { key: 'subsidyFen', label: '已发补贴（元）', fen: true },
    ],
    help: '培训人数为已结业班级名单中的学员；合格为取得结业证书或通过结业考试；创业与带动就业来自后续跟踪记录；补贴为已发放的培训补贴（已拨付申请中未驳回的学员）。',
  },
  service: {
    title: '服务统计表',
    periodOf: '服务日期',
    leaf: 'institution',
    byClassType: false,
    metrics: [
      ...ACTIVITY_TYPES.map((t) => ({ key: t.value, label: t.label })),
      { key: 'participants', label: '活动参与人次' },
      { key: 'phone', label: '电话回访' },
      { key: 'onsite', label: '上门走访' },
      { key: 'online', label: '线上服务' },
    ],
    help: '创业活动为审核通过的活动上报，按活动日期统计；回访、走访与线上服务为机构记录的后续跟踪服务，按服务日期统计。',
  },
  practice: {
    title: '实践统计表',
    periodOf: '班级开班日期',
    leaf: 'class',
    byClassType: true,
    metrics: [
      { key: 'learners', label: '学员数' },
      { key: 'shops', label: '开店数' },
      { key: 'goods', label: '在售商品' },
      { key: 'orders', label: '成交订单' },
      { key: 'salesFen', label: '销售额（元）', fen: true },
      { key: 'lives', label: '直播场次' },
    ],
    help: '按班级学员的模拟店铺统计：在售商品为上架中的商品，成交订单与销售额为已付款订单（扣除退款），直播场次为已开始的直播。',
  },
};

export interface StatRow {
  key: string;
  /** The region to drill into (null: an institution or class row, or the total). */
  regionId: number | null;
  name: string;
  hasChildren: boolean;
  values: Record<string, number>;
}

export interface StatTable {
  kind: StatKind;
  /** canGoUp: the parent is still within the caller's jurisdiction. */
  region: { id: number | null; name: string; parentId: number | null; level: number | null; canGoUp: boolean };
  /** What a row is: 地区, 培训机构 or 班级. */
  rowLabel: string;
  rows: StatRow[];
  /** The same figures per class type (tables with byClassType); its sum is the total too. */
  byType: StatRow[];
  total: StatRow;
}

export interface StatQuery {
  regionId?: number;
  classType?: ClassType;
  from?: string;
  to?: string;
}

export type PrintKind = 'certificate' | 'roster' | 'signin' | 'score';
export const PRINT_KINDS: readonly PrintKind[] = ['certificate', 'roster', 'signin', 'score'];
export const PRINT_TITLES: Record<PrintKind, string> = {
  certificate: '结业证书',
  roster: '学员花名册',
  signin: '签到表',
  score: '成绩表',
};

export interface PrintLearner {
  userId: number;
  realName: string;
  /** Masked: the first 6 and last 4 characters (docs/back-office.md "Printing"). */
  idNumber: string;
  phone: string;
  gender: string;
  photo: string;
  /** certificate */
  serialNo?: string;
  issuedAt?: string;
  /** score */
  theory?: number | null;
  practice?: number | null;
  total?: number | null;
  passed?: boolean | null;
}

export interface PrintData {
  kind: PrintKind;
  classId: number;
  className: string;
  classType: ClassType;
  project: string;
  institution: string;
  startDate: string | null;
  endDate: string | null;
  venue: string;
  teachers: string;
  /** Sign-in sheet: one column per session day. */
  days: string[];
  learners: PrintLearner[];
  printedAt: string;
}

/** Under a back-office role prefix: a statistics table of the caller's scope. */
export const STAT_TABLE = endpoint<StatQuery, StatTable>()('GET', '/reports/stats/:kind');
/** The print pages' data: back-office roles under their prefix, a learner (their own certificate) under student/. */
export const PRINT_DATA = endpoint<{ kind: PrintKind; classId: number }, PrintData>()('GET', '/reports/print');
