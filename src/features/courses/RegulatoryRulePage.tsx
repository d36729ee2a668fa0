import { useNavigate } from 'react-router-dom';
import { regulatoryRuleResource } from '../../api/contract/resources/rules.ts';
import { CLASS_TYPE_NAMES, type ClassType } from '../../api/contract/roles.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';

/** /manage/regulatoryRule: supervision rules per class type; a class's breaches on regulatoryRules. */
export default function RegulatoryRulePage() {
  const navigate = useNavigate();
  return (
    <ResourcePage
      resource={regulatoryRuleResource}
      cells={{
        classType: (row) => (
          <button type="button" className="rs-link" onClick={() => navigate(`/manage/regulatoryRules?classType=${row.classType}`)}>
            {CLASS_TYPE_NAMES[row.classType as ClassType] ?? row.classType}
          </button>
        ),
      }}
      intro={
        <p className="rs-intro">监管规则用于督导：出勤率低于下限、缺勤次数超过上限或直播课观看时长不足的学员会被列为违规。点班级类型查看各班级的违规学员。</p>
      }
    />
  );
}
