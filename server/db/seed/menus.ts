import type { Role } from '../../../src/api/contract/roles.ts';

/** A back-office menu entry as seeded: children carry full paths. */
export interface SeedMenu {
  path: string;
  title: string;
  icon?: string;
  hidden?: boolean;
  children?: SeedMenu[];
}

const m = (path: string, title: string, icon = ''): SeedMenu => ({ path, title, icon });
const group = (path: string, title: string, icon: string, children: SeedMenu[]): SeedMenu => ({ path, title, icon, children });

const serviceCentre = group('/znfwzx', '智能服务中心', 'service', []);

const dataCentre = group('/manage', '数据中心', 'data', [m('/manage/borad', '数据中心'), m('/manage/largeScreen', '数据大屏')]);

const classes = (withReview: boolean) =>
  group('/manage/class', '班级管理', 'class', [
    m('/manage/classList', '班级列表'),
    ...(withReview ? [m('/manage/reviewedClassList', '已审核班级'), m('/manage/unClassList', '待审核班级')] : []),
    m('/manage/classListNum', '班级人数统计'),
    m('/manage/ClassInformation', '班级信息'),
  ]);

const students = group('/manage/student', '学员管理', 'user', [
  m('/manage/StudentRegistrationPool', '报名池'),
  m('/manage/searchStudent', '学员查询'),
  m('/manage/pendingApprovalStudent', '待审批学员'),
]);

const exams = group('/manage/exam', '考试管理', 'exam', [
  m('/manage/sjkpage', '试卷库'),
  m('/manage/tkpage', '题库'),
  m('/manage/manmgeOnlinetest', '在线考试'),
  m('/manage/peoplePage', '考试人员'),
]);

const quality = group('/manage/quality', '质量与考勤', 'check', [
  m('/manage/QualityFeedback', '质量反馈'),
  m('/manage/CheckTheFile', '档案检查'),
  m('/manage/AttendanceManagement', '考勤管理'),
  m('/manage/setAttendanceManagement', '考勤设置'),
  m('/manage/identificationRecord', '识别记录'),
]);

const subsidy = group('/manage/subsidyGroup', '补贴管理', 'money', [m('/manage/subsidy', '补贴申请'), m('/manage/subsidyClass', '补贴班级')]);

const reporting = group('/manage/report', '统计报表', 'chart', [
  m('/manage/ActivityReporting', '活动上报'),
  m('/manage/serviceTable', '服务统计表'),
  m('/manage/PracticeTable', '实践统计表'),
  m('/manage/supervision', '督导记录'),
  m('/manage/dataupdate', '数据更新'),
]);

const live = group('/manage/live', '直播监管', 'video', [
  m('/manage/VideoSupervision', '视频监管'),
  m('/manage/LiveStreamingTour', '直播巡课'),
  m('/manage/LiveStreamingData', '直播数据'),
  m('/manage/studentWorks', '学员作品'),
  m('/manage/RemoteInvigilation', '远程监考'),
  m('/manage/classSupervision', '课堂督导'),
]);

const courses = group('/manage/course', '课程管理', 'book', [
  m('/manage/courseClassification', '课程分类'),
  m('/manage/coursemanage', '课程管理'),
  m('/manage/courseDown', '课件下载'),
]);

const rules = group('/manage/rules', '规则设置', 'setting', [
  m('/manage/assessmentRule', '考核规则'),
  m('/manage/regulatoryRule', '监管规则'),
  m('/manage/demandRules', '点播规则'),
]);

const tracking = group('/manage/tracking', '跟踪与政策', 'track', [
  m('/manage/trackList', '跟踪服务'),
  m('/manage/policyList', '政策管理'),
  m('/manage/commodityList', '商品管理'),
]);

const organisation = (levels: SeedMenu[]) =>
  group('/manage/org', '组织机构', 'org', [...levels, m('/manage/institutionList', '培训机构'), m('/manage/teacherList', '教师管理')]);

const system = group('/manage/system', '系统设置', 'system', [
  m('/manage/announcement', '通知公告'),
  m('/manage/setInfo', '基本信息'),
  m('/manage/IdType', '证件类型'),
  m('/manage/degreeOfEducation', '文化程度'),
  m('/manage/RegionalSettings', '区域设置'),
  m('/manage/cameraManagement', '摄像头管理'),
  m('/manage/userManage', '用户管理'),
  m('/manage/menuManage', '菜单管理'),
  m('/manage/systemSet', '系统配置'),
  m('/manage/complaintManage', '投诉管理'),
  m('/manage/reportManage', '举报管理'),
  m('/manage/dataDownload', '数据下载'),
]);

const admins = (orgLevels: SeedMenu[], review: boolean) => [
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
  system,
];

/** Each role's back-office menu; learners (6) use the fixed learner menu in the app. */
export const MENUS: Partial<Record<Role, SeedMenu[]>> = {
  1: admins([m('/manage/provinceManage', '省级管理'), m('/manage/insAdminList', '机构管理员'), m('/manage/subAdminList', '子管理员')], true),
  2: admins([m('/manage/cityManage', '市级管理'), m('/manage/insAdminList', '机构管理员')], true),
  3: admins([m('/manage/countyManage', '区县管理'), m('/manage/insAdminList', '机构管理员')], true),
  20: admins([m('/manage/insAdminList', '机构管理员')], true),
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
    group('/manage/org', '组织机构', 'org', [m('/manage/teacherList', '教师管理')]),
    group('/manage/system', '系统设置', 'system', [m('/manage/announcement', '通知公告')]),
  ],
  5: [
    serviceCentre,
    group('/manage/class', '班级管理', 'class', [m('/manage/classList', '我的班级'), m('/manage/classLive', '班级直播'), m('/manage/liveRoom', '直播间')]),
    exams,
    group('/manage/quality', '考勤管理', 'check', [m('/manage/AttendanceManagement', '考勤管理'), m('/manage/identificationRecord', '识别记录')]),
    group('/manage/tracking', '跟踪服务', 'track', [m('/manage/trackList', '跟踪服务')]),
    group('/manage/system', '通知公告', 'system', [m('/manage/announcement', '通知公告')]),
  ],
};
