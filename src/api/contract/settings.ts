import type { Role } from './roles.ts';
import { endpoint } from './endpoint.ts';

import { MENU_ICON_GLYPHS } from './menuIcons.ts';

const MENU_ICON_LABELS: Record<string, string> = {
  service: '服务',
  data: '数据',
  class: '班级',
  user: '学员',
  exam: '考试',
  check: '考勤',
  money: '补贴',
  chart: '报表',
  video: '视频',
  book: '课程',
  setting: '规则',
  track: '跟踪',
  org: '组织',
  system: '系统',
  notice: '通知',
  star: '重点',
};

/** The icons a menu entry may have (/manage/menuManage): the editor's label and the glyph the sidebar draws. */
export const MENU_ICONS: Record<string, { label: string; glyph: string }> = Object.fromEntries(
  Object.entries(MENU_ICON_GLYPHS).map(([key, glyph]) => [key, { label: MENU_ICON_LABELS[key] ?? key, glyph }]),
);

/**
 * Platform settings (/manage/systemSet), the one list both sides read: the server checks ranges and
 * answers defaults from it, the page draws its form from it. Amounts are integer fen.
 */
export const PLATFORM_SETTINGS = {
  startingCoinsFen: { label: '初始金币', unit: '金币', fen: true, min: 0, max: 100_000_000, initial: 100_000, help: '新学员钱包和赛季重新开始时的金币数' },
  examPassScore: { label: '结业考试及格分', unit: '分', fen: false, min: 1, max: 100, initial: 60, help: '未单独设置及格分的试卷按此判定' },
  shopExamPassPercent: { label: '开店考试及格率', unit: '%', fen: false, min: 1, max: 100, initial: 60, help: '开店考试答对题目的比例达到此值方可开店' },
  attendancePercent: { label: '出勤率合格线', unit: '%', fen: false, min: 1, max: 100, initial: 80, help: '学员出勤率低于此值不计为合格学员' },
  seasonDays: { label: '赛季时长', unit: '天', fen: false, min: 1, max: 90, initial: 7, help: '店铺模拟经营一个赛季对应的模拟天数' },
} as const;

export type SettingKey = keyof typeof PLATFORM_SETTINGS;
export type PlatformSettings = Record<SettingKey, number>;

/** GET {role}/systemSet/settings */
export interface SettingsState {
  settings: PlatformSettings;
  /** Whether the caller may change them (the national administrator). */
  editable: boolean;
}

/** Who reads and who changes the platform settings. */
export const SETTINGS_READERS: readonly Role[] = [1, 2, 3, 20];
export const SETTINGS_EDITORS: readonly Role[] = [1];

/** The caller's own profile (/manage/setInfo): GET and POST common/profile. */
export interface OwnProfile {
  username: string;
  realName: string;
  phone: string | null;
  avatar: string;
  role: Role;
  regionName: string | null;
  institutionName: string | null;
  lastLoginAt: string | null;
  createdAt: string;
}

export interface OwnProfileBody {
  realName: string;
  phone: string;
  avatar: string;
}

/** One entry of a role's management menu as the menu editor (/manage/menuManage) shows it. */
export interface MenuEntry {
  id: number;
  parentId: number | null;
  path: string;
  /** The stored title: null for a page that shows its route's title. */
  ownTitle: string | null;
  /** What loadMenus answers. */
  title: string;
  /** The route table's title (pages only). */
  routeTitle: string | null;
  icon: string;
  hidden: boolean;
  sort: number;
  children: MenuEntry[];
}

export interface MenuEntryBody {
  /** null: back to the route's title (pages only). */
  title: string | null;
  icon: string;
  hidden: boolean;
}

/** A learner as /manage/searchStudent shows them: GET {role}/people/student/{id}. */
export interface StudentProfile {
  id: number;
  username: string;
  realName: string;
  phone: string | null;
  idCard: string | null;
  status: number;
  regionName: string | null;
  institutionName: string | null;
  lastLoginAt: string | null;
  class: { id: number; name: string; classType: string; status: string; startDate: string | null; endDate: string | null } | null;
  registration: { gender: string; idType: string; idNumber: string; education: string; household: string; category: string; address: string } | null;
  exams: { paper: string; score: number | null; total: number | null; passed: boolean | null; submittedAt: string | null }[];
  shopExam: { score: number; total: number; passed: boolean; at: string } | null;
  shop: {
    name: string;
    products: number;
    orders: number;
    salesFen: number;
    scores: { desc: number; service: number; logistics: number };
    seasons: { season: number; orderCount: number; salesFen: number }[];
  } | null;
  balanceFen: number | null;
  certificate: { serialNo: string; issuedAt: string; className: string } | null;
}

/** The caller's own profile under /v1/wangchuang/common/ (server/routes/people.ts profileApi): anyone signed in. */
export const OWN_PROFILE = {
  get: endpoint<void, OwnProfile>()('GET', '/profile'),
  save: endpoint<OwnProfileBody, OwnProfile>()('POST', '/profile'),
};

/** A learner's whole record under a back-office role prefix, in the caller's scope (server/routes/people.ts peopleApi). */
export const STUDENT_RECORD = endpoint<void, StudentProfile>()('GET', '/people/student/:id');

/** The platform settings under a back-office role prefix: SETTINGS_READERS read, SETTINGS_EDITORS save the keys given. */
export const SYSTEM_SETTINGS = {
  get: endpoint<void, SettingsState>()('GET', '/systemSet/settings'),
  save: endpoint<Partial<PlatformSettings>, SettingsState>()('POST', '/systemSet/settings'),
};

/** The menu editor under the national administrator's prefix; each change answers the role's whole menu again. */
export const MENU_EDITOR = {
  /** the menu of the role asked for */
  tree: endpoint<{ role: Role }, MenuEntry[]>()('GET', '/menuManage/tree'),
  update: endpoint<MenuEntryBody, MenuEntry[]>()('POST', '/menuManage/update/:id'),
  move: endpoint<{ direction: 'up' | 'down' }, MenuEntry[]>()('POST', '/menuManage/move/:id'),
};
