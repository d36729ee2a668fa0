import { type DoorMeta, r, type AppRoute, type RouteArea, type RouteMeta } from './meta.ts';
import { MANAGE_ROLES, type Role } from '../roles.ts';

const m = (sub: string, title: string, meta: Partial<RouteMeta> = {}, more: Partial<AppRoute> = {}) =>
  r(`/manage/${sub}`, title, { roles: MANAGE_ROLES, ...meta }, more);

const PRINT_ROLES: readonly Role[] = [1, 2, 3, 4, 5, 6, 20];
const CLASS = '/manage/classList';
/** The back office's door (spec §4 landing): administrators' data centre, teachers' class list. */
const TRAINING_DOOR: DoorMeta = { label: '培训管理', order: 80, supplyBar: true };

/** Back-office (spec §2 "Back-office"): roles 1, 2, 3, 4, 5 and 20 unless stated. */
export const manageArea: RouteArea = {
  name: 'manage',
  layout: 'backoffice',
  routes: [
    r('/manage', '数据中心', { roles: MANAGE_ROLES, hidden: true }, { redirect: '/manage/borad' }),
    // Data and banks
    m('borad', '数据中心', { affix: true, door: { ...TRAINING_DOOR, audience: [{ roles: [1, 2, 3, 4, 20] }] } }, { page: 'dashboard/BoradPage' }),
    m('StudentRegistrationPool', '报名池', {}, { page: 'manage/StudentRegistrationPoolPage' }),
    m('sjkpage', '试卷库', {}, { page: 'exams/PaperBankPage' }),
    m('peoplePage', '考试人员', {}, { page: 'exams/PeoplePage' }),
    m('manmgeOnlinetest', '在线考试', {}, { page: 'exams/OnlineTestPage' }),
    m('addPaper', '新增试卷', { hidden: true, activeMenu: '/manage/sjkpage', noCache: true }, { page: 'exams/AddPaperPage' }),
    m('tkpage', '题库', {}, { page: 'exams/QuestionBankPage' }),
    m('addTkpage', '新增试题', { hidden: true, activeMenu: '/manage/tkpage', noCache: true }, { page: 'exams/AddQuestionPage' }),
    // Settings
    m('IdType', '证件类型', {}, { page: 'manage/IdTypePage' }),
    m('RegionalSettings', '区域设置', {}, { page: 'manage/RegionalSettingsPage' }),
    m('cameraManagement', '摄像头管理', {}, { page: 'attendance/CameraManagementPage' }),
    m('announcement', '公告管理', {}, { page: 'notices/AnnouncementPage' }),
    // Classes
    m('classList', '班级列表', { door: { ...TRAINING_DOOR, audience: [{ roles: [5] }] } }, { page: 'manage/ClassListPage' }),
    m('reviewedClassList', '已审核班级', {}, { page: 'manage/ReviewedClassListPage' }),
    m('unClassList', '待审核班级', {}, { page: 'manage/UnClassListPage' }),
    m('classListNum', '班级人数统计', {}, { page: 'manage/ClassListNumPage' }),
    m('ClassInformation', '班级信息', { noCache: true }, { page: 'manage/ClassInformationPage' }),
    m('information/:id', '班级详情', { hidden: true, activeMenu: CLASS }, { numeric: ['id'], page: 'manage/InformationPage' }),
    m('studentList/:id/:name', '班级学员', { hidden: true, activeMenu: CLASS }, { numeric: ['id'], page: 'manage/StudentListPage' }),
    m('score/:id/:tab', '成绩管理', { hidden: true, activeMenu: CLASS }, { page: 'manage/ScorePage' }),
    m('storeData/:id', '店铺数据', { hidden: true, activeMenu: CLASS }, { page: 'manage/StoreDataPage' }),
    m('flightData/:id', '直通车数据', { hidden: true, activeMenu: CLASS }, { page: 'manage/FlightDataPage' }),
    m('storeScore/:id', '店铺成绩', { hidden: true, activeMenu: CLASS }, { page: 'manage/StoreScorePage' }),
    m('feedback/:id', '班级反馈', { hidden: true, activeMenu: CLASS }, { page: 'manage/FeedbackPage' }),
    m('pgtableList/:id', '评估表', { hidden: true, activeMenu: CLASS }, { page: 'manage/PgtableListPage' }),
    // Quality and attendance
    m('QualityFeedback', '质量反馈', {}, { page: 'attendance/QualityFeedbackPage' }),
    m('CheckTheFile', '档案检查', {}, { page: 'attendance/CheckTheFilePage' }),
    m('AttendanceManagement', '考勤管理', {}, { page: 'attendance/AttendanceManagementPage' }),
    m('setAttendanceManagement', '考勤设置', {}, { page: 'attendance/SetAttendanceManagementPage' }),
    m('identificationRecord', '识别记录', {}, { page: 'attendance/IdentificationRecordPage' }),
    // Subsidy
    m('subsidy', '补贴申请', {}, { page: 'manage/SubsidyPage' }),
    m('subsidyClass', '补贴班级', {}, { page: 'manage/SubsidyClassPage' }),
    m(
      'reviewedStudent/:classId',
      '补贴审核学员',
      { hidden: true, activeMenu: '/manage/subsidyClass' },
      { numeric: ['classId'], page: 'manage/ReviewedStudentPage' },
    ),
    m(
      'qualifiedStudent/:classId',
      '合格学员',
      { hidden: true, activeMenu: '/manage/subsidyClass' },
      { numeric: ['classId'], page: 'manage/QualifiedStudentPage' },
    ),
    // Reporting
    m('ActivityReporting', '活动上报', {}, { page: 'reports/ActivityReportingPage' }),
    m('serviceTable', '服务统计表', {}, { page: 'reports/ServiceTablePage' }),
    m('PracticeTable', '实践统计表', {}, { page: 'reports/PracticeTablePage' }),
    m('supervision', '督导记录', {}, { page: 'reports/SupervisionPage' }),
    m('dataupdate', '数据更新', {}, { page: 'reports/DataupdatePage' }),
    // People and organisation
    m('teacherList', '教师列表', {}, { page: 'manage/TeacherListPage' }),
    m('searchStudent', '学员查询', {}, { page: 'manage/SearchStudentPage' }),
    m('institutionList', '培训机构', {}, { page: 'manage/InstitutionListPage' }),
    m('provinceManage', '省级管理', {}, { page: 'manage/ProvinceManagePage' }),
    m('cityManage', '市级管理', {}, { page: 'manage/CityManagePage' }),
    m('countyManage', '区县管理', {}, { page: 'manage/CountyManagePage' }),
    m('insAdminList', '机构管理员', {}, { page: 'manage/InsAdminListPage' }),
    m('subAdminList', '子管理员', {}, { page: 'manage/SubAdminListPage' }),
    // Tracking and policy
    m('trackList', '跟踪服务', {}, { page: 'manage/TrackListPage' }),
    m('trackDetail', '跟踪详情', { hidden: true, activeMenu: '/manage/trackList' }, { page: 'manage/TrackDetailPage' }),
    m('policyList', '政策管理', {}, { page: 'manage/PolicyListPage' }),
    m('commodityList', '商品管理', {}, { page: 'manage/CommodityListPage' }),
    // Downloads
    m('dataDownload', '数据下载', {}, { page: 'reports/DataDownloadPage' }),
    m('courseDown', '课件下载', {}, { page: 'courses/CourseDownPage' }),
    // Courses
    m('courseClassification', '课程分类', {}, { page: 'courses/CourseClassificationPage' }),
    m('coursemanage', '课程管理', {}, { page: 'courses/CourseManagePage' }),
    m('courseadd', '新增课程', { hidden: true, activeMenu: '/manage/coursemanage', noCache: true }, { page: 'courses/CourseAddPage' }),
    // Approval
    m('pendingApproval', '待审批', {}, { page: 'manage/PendingApprovalPage' }),
    m('pendingApprovalStudent', '待审批学员', {}, { page: 'manage/PendingApprovalStudentPage' }),
    // System
    m('setInfo', '个人设置', {}, { page: 'account/SetInfoPage' }),
    // every role that exports: opened from the export buttons and the header's user menu
    m('exportRecords', '导出记录', { hidden: true }, { page: 'reports/ExportRecordsPage' }),
    m('degreeOfEducation', '学历设置', {}, { page: 'manage/EducationPage' }),
    m('userManage', '用户管理', {}, { page: 'manage/UserManagePage' }),
    m('menuManage', '菜单管理', {}, { page: 'manage/MenuManagePage' }),
    m('systemSet', '系统设置', {}, { page: 'manage/SystemSetPage' }),
    m('complaintManage', '投诉管理', {}, { page: 'manage/ComplaintManagePage' }),
    m('reportManage', '举报管理', {}, { page: 'manage/ReportManagePage' }),
    m('updateData', '数据维护', {}, { page: 'manage/UpdateDataPage' }),
    m('demandRule', '默认点播规则', {}, { page: 'courses/DemandRulePage' }),
    // Supervision and live
    m('VideoSupervision', '视频监管', {}, { page: 'supervision/VideoSupervisionPage' }),
    m('liveRoom', '直播间', { hidden: true, hideChrome: true, noCache: true }, { page: 'live/LiveRoomViewPage' }),
    m('LiveStreamingTour', '直播巡课', {}, { page: 'supervision/LiveStreamingTourPage' }),
    m('studentWorks', '学员作品', {}, { page: 'supervision/StudentWorksPage' }),
    m('LiveStreamingData', '直播数据', {}, { page: 'supervision/LiveStreamingDataPage' }),
    m('RemoteInvigilation', '远程监考', {}, { page: 'supervision/RemoteInvigilationPage' }),
    m('classSupervision', '课堂督导', {}, { page: 'supervision/ClassSupervisionPage' }),
    m('classLive', '班级直播', {}, { page: 'live/ClassLivePage' }),
    m('classLiveReplay', '直播回放', { hidden: true, activeMenu: CLASS }, { page: 'live/ClassLiveReplayPage' }),
    m('classLivePage', '直播授课', { hidden: true, activeMenu: CLASS, noCache: true }, { page: 'live/ClassBroadcastPage' }),
    // Rules
    m('demandRules', '点播规则', {}, { page: 'courses/DemandRulesPage' }),
    m('assessmentRule', '考核规则', {}, { page: 'courses/AssessmentRulePage' }),
    m('assessmentRules', '考核规则详情', { hidden: true, activeMenu: '/manage/assessmentRule' }, { page: 'courses/AssessmentRulesPage' }),
    m('regulatoryRule', '监管规则', {}, { page: 'courses/RegulatoryRulePage' }),
    m('regulatoryRules', '监管规则详情', { hidden: true, activeMenu: '/manage/regulatoryRule' }, { page: 'courses/RegulatoryRulesPage' }),
    // Hidden pages with their own roles
    m('printM', '打印', { roles: PRINT_ROLES, hidden: true, noCache: true }, { layout: 'fullscreen', page: 'reports/PrintPage' }),
    m('resDownload', '成绩表', { hidden: true }, { page: 'reports/ResDownloadPage' }),
    m('statisticalTable', '创业情况统计表', { hidden: true }, { page: 'reports/StatisticalTablePage' }),
  ],
};
