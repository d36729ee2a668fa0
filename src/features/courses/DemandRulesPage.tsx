import { demandRuleResource } from '../../api/contract/resources/rules.ts';
import { introPage } from '../../ui/introPage.tsx';

/** /manage/demandRules: rule sets a course follows (required minutes, no skipping ahead, quiz gates); the player obeys them. */
export default introPage(
  demandRuleResource,
  '在课程中选用规则后，学员播放课程时由系统强制执行：禁止拖动到未看过的位置；按顺序学习时上一章节看完才开放下一章节；测验关卡要求看完本章视频才能测验、测验及格才开放下一章节；达到最低学习时长课程才算学完。',
);
