import { assessmentRuleResource } from '../../api/contract/resources/rules.ts';
import RuleListPage from './RuleListPage.tsx';

/** /manage/assessmentRule: how a learner's total is computed per class type (weights, pass mark); details and a class's totals on assessmentRules. */
export default function AssessmentRulePage() {
  return (
    <RuleListPage
      resource={assessmentRuleResource}
      detailPath="/manage/assessmentRules"
      intro="综合成绩 = 理论、实操、考勤、店铺成绩按权重加权（四项之和为100%）；班级没有某项数据时（如未考勤、SYB无店铺）该项不计，权重按比例分给其余项目。结业证书和班级成绩页都按此规则计算。点班级类型查看计算方法和班级学员的成绩。"
    />
  );
}
