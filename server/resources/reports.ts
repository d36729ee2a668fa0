import { badRequest } from '../errors.ts';
import { takeSnapshot } from '../services/statsSnapshots.ts';
import { activityReportResource, statsSnapshotResource, supervisionVisitResource } from '../../src/api/contract/resources/reports.ts';
import { onTable, reviewActions, type Binding } from './binding.ts';

/** The bindings of the reporting resources (src/api/contract/resources/reports.ts). */

const REGION_COLS = { province: 'province_id', city: 'city_id', county: 'county_id', institution: 'institution_id' };

export const activityReportBinding: Binding = {
  resource: activityReportResource,
  ...onTable('activity_reports', 'ar', 'join institutions i on i.id = ar.institution_id'),
  columns: { institutionName: 'i.name' },
  // the photos' addresses as a JSON array
  encode: { photos: (v) => JSON.stringify(Array.isArray(v) ? v : []) },
  decode: { photos: (v) => (Array.isArray(v) ? v : typeof v === 'string' ? JSON.parse(v) : []) },
  labels: { countyId: '(select g.name from regions g where g.id = ar.county_id)' },
  scope: Object.fromEntries(Object.entries(REGION_COLS).map(([k, v]) => [k, `ar.${v}`])),
  // the institution reports its own activities: they sit in its region
  owned: async ({ q, caller }) => {
    const [inst] = await q.query<{ id: number; province_id: number; city_id: number; county_id: number | null }>(
      'select id, province_id, city_id, county_id from institutions where id = $1',
      [caller.institutionId],
    );
    if (!inst) throw badRequest('您的账号未关联培训机构');
    return { institution_id: inst.id, province_id: inst.province_id, city_id: inst.city_id, county_id: inst.county_id, created_by: caller.id, status: 'draft' };
  },
  actions: {
    submit: async ({ q, row }) => {
      await q.query("update activity_reports set status = 'submitted', submitted_at = now(), review_note = '' where id = $1", [row.id]);
    },
    ...reviewActions('activity_reports', { note: 'review_note' }),
  },
};

export const supervisionVisitBinding: Binding = {
  resource: supervisionVisitResource,
  ...onTable('supervision_visits', 'sv', 'join classes c on c.id = sv.class_id join institutions i on i.id = sv.institution_id'),
  columns: { className: 'c.name', institutionName: 'i.name' },
  labels: { classId: 'c.name', countyId: '(select g.name from regions g where g.id = sv.county_id)' },
  scope: { ...Object.fromEntries(Object.entries(REGION_COLS).map(([k, v]) => [k, `sv.${v}`])), classId: 'sv.class_id' },
  // the visit sits where its class does (the factory has checked the class is in the caller's scope)
  owned: async ({ q, caller, input }) => {
    const [c] = await q.query<{ institution_id: number; province_id: number; city_id: number; county_id: number | null }>(
      'select institution_id, province_id, city_id, county_id from classes where id = $1',
      [input.classId],
    );
    if (!c) throw badRequest('督导班级有误');
    return { ...c, created_by: caller.id };
  },
  check: async ({ op, q, input }) => {
    if (op === 'delete' || !input.classId) return;
    const [c] = await q.query<{ status: string }>('select status from classes where id = $1', [input.classId]);
    if (c?.status === 'draft') throw badRequest('草稿班级不能督导');
  },
};

export const statsSnapshotBinding: Binding = {
  resource: statsSnapshotResource,
  ...onTable('stats_snapshots', 'ss'),
  scope: { province: 'ss.province_id', city: 'ss.city_id', county: 'ss.county_id' },
  // 重新统计: the statistics table's totals for the caller's whole jurisdiction and the period, as now
  create: ({ q, caller, input }) =>
    takeSnapshot(q, caller, {
      from: (input.periodFrom as string | null) || undefined,
      to: (input.periodTo as string | null) || undefined,
      note: String(input.note ?? ''),
    }),
};

export const REPORT_BINDINGS: readonly Binding[] = [activityReportBinding, supervisionVisitBinding, statsSnapshotBinding];
