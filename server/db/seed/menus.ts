import type { Role } from '../../../src/api/contract/roles.ts';

/**
 * A back-office menu entry as seeded: children carry full paths. A page's entry has no title of its
 * own: the menu shows its route's title (src/api/contract/routes), unless menuManage renames it.
 */
export interface SeedMenu {
  path: string;
  title: string | null;
  icon?: string;
  hidden?: boolean;
  children?: SeedMenu[];
}

const m = (path: string, icon = ''): SeedMenu => ({ path, title: null, icon });
const group = (path: string, title: string, icon: string, children: SeedMenu[]): SeedMenu => ({ path, title, icon, children });

const serviceCentre = group('/znfwzx', '智能服务中心', 'service', []);

const dataCentre = group('/manage', '数据中心', 'data', [m('/manage/borad'), m('/manage/largeScreen')]);

const classes = (withReview: boolean) =>
  group('/manage/class', '班级管理', 'class', [
    m('/manage/classList'),
    ...(withReview ? [m('/manage/reviewedClassList'), m('/manage/unClassList'), m('/manage/pendingApproval')] : []),
    m('/manage/classListNum'),
    m('/manage/ClassInformation'),
  ]);

const students = group('/manage/student', '学员管理', 'user', [
  m('/manage/StudentRegistrationPool'),
  m('/manage/searchStudent'),
  m('/manage/pendingApprovalStudent'),
]);

const exams = group('/manage/exam', '考试管理', 'exam', [m('/manage/sjkpage'), m('/manage/tkpage'), m('/manage/manmgeOnlinetest'), m('/manage/peoplePage')]);

const quality = group('/manage/quality', '质量与考勤', 'check', [
  m('/manage/QualityFeedback'),
  m('/manage/CheckTheFile'),
  m('/manage/AttendanceManagement'),
  m('/manage/setAttendanceManagement'),
  m('/manage/identificationRecord'),
]);

const subsidy = group('/manage/subsidyGroup', '补贴管理', 'money', [m('/manage/subsidy'), m('/manage/subsidyClass')]);

const reporting = group('/manage/report', '统计报表', 'chart', [
  m('/manage/ActivityReporting'),
  m('/manage/serviceTable'),
  m('/manage/PracticeTable'),
  m('/manage/supervision'),
  m('/manage/dataupdate'),
]);

const live = group('/manage/live', '直播监管', 'video', [
  m('/manage/VideoSupervision'),
  m('/manage/LiveStreamingTour'),
  m('/manage/LiveStreamingData'),
  m('/manage/studentWorks'),
  m('/manage/RemoteInvigilation'),
  m('/manage/classSupervision'),
]);

const courses = group('/manage/course', '课程管理', 'book', [m('/manage/courseClassification'), m('/manage/coursemanage'), m('/manage/courseDown')]);

const rules = group('/manage/rules', '规则设置', 'setting', [
  m('/manage/assessmentRule'),
  m('/manage/regulatoryRule'),
  m('/manage/demandRules'),
  m('/manage/demandRule'),
]);

const tracking = group('/manage/tracking', '跟踪与政策', 'track', [m('/manage/trackList'), m('/manage/policyList'), m('/manage/commodityList')]);

const organisation = (levels: SeedMenu[]) => group('/manage/org', '组织机构', 'org', [...levels, m('/manage/institutionList'), m('/manage/teacherList')]);

// the menu editor is the national administrator's (it edits every role's menu)
const system = (national: boolean) =>
  group('/manage/system', '系统设置', 'system', [
    m('/manage/announcement'),
    m('/manage/setInfo'),
    m('/manage/IdType'),
    m('/manage/degreeOfEducation'),
    m('/manage/RegionalSettings'),
    m('/manage/cameraManagement'),
    m('/manage/userManage'),
    ...(national ? [m('/manage/menuManage')] : []),
    m('/manage/systemSet'),
    m('/manage/complaintManage'),
    m('/manage/reportManage'),
    m('/manage/updateData'),
    m('/manage/dataDownload'),
  ]);

const admins = (orgLevels: SeedMenu[], review: boolean, national = false) => [
  serviceCentre,
  dataCentre,
  classes(review),
  students,
  exams,
  quality,
  subsidy,
  reporting,
  live,
  courses,
  rules,
  tracking,
  organisation(orgLevels),
  system(national),
];

/** Each role's back-office menu; learners (6) use the fixed learner menu in the app. */
export const MENUS: Partial<Record<Role, SeedMenu[]>> = {
  1: admins([m('/manage/provinceManage'), m('/manage/insAdminList'), m('/manage/subAdminList')], true, true),
  2: admins([m('/manage/cityManage'), m('/manage/insAdminList'), m('/manage/subAdminList')], true),
  3: admins([m('/manage/countyManage'), m('/manage/insAdminList'), m('/manage/subAdminList')], true),
  20: admins([m('/manage/insAdminList'), m('/manage/subAdminList')], true),
  4: [
    serviceCentre,
    dataCentre,
    classes(false),
    students,
    exams,
    quality,
    subsidy,
    reporting,
    courses,
    tracking,
    group('/manage/org', '组织机构', 'org', [m('/manage/teacherList')]),
    group('/manage/system', '系统设置', 'system', [m('/manage/announcement'), m('/manage/setInfo'), m('/manage/updateData')]),
  ],
  5: [
    serviceCentre,
    group('/manage/class', '班级管理', 'class', [m('/manage/classList'), m('/manage/classLive'), m('/manage/liveRoom'), m('/manage/studentWorks')]),
    exams,
    group('/manage/course', '课程管理', 'book', [m('/manage/coursemanage'), m('/manage/courseDown')]),
    group('/manage/quality', '考勤管理', 'check', [m('/manage/AttendanceManagement'), m('/manage/setAttendanceManagement'), m('/manage/identificationRecord')]),
    group('/manage/tracking', '跟踪服务', 'track', [m('/manage/trackList')]),
    group('/manage/system', '通知公告', 'system', [m('/manage/announcement')]),
  ],
};
