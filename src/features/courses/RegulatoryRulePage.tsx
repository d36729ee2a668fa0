import { regulatoryRuleResource } from '../../api/contract/resources/rules.ts';
import RuleListPage from './RuleListPage.tsx';

/** /manage/regulatoryRule: supervision rules per class type; a class's breaches on regulatoryRules. */
export default function RegulatoryRulePage() {
  return (
    <RuleListPage
      resource={regulatoryRuleResource}
      detailPath="/manage/regulatoryRules"
      intro="监管规则用于督导：出勤率低于下限、缺勤次数超过上限或直播课观看时长不足的学员会被列为违规。点班级类型查看各班级的违规学员。"
    />
  );
}
