import { ondemandSettingResource } from '../../api/contract/resources/rules.ts';
import { introPage } from '../../ui/introPage.tsx';

/** /manage/demandRule: the platform's default playback rules, for courses without a rule set of their own. */
export default introPage(
  ondemandSettingResource,
  '未设置点播规则的课程按这里的规则播放；防挂机询问、拖动容差和进度保存间隔对所有课程生效。按顺序学习、测验关卡和最低学习时长在“点播规则”中设置并用于课程。',
);
