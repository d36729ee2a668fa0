import { useNavigate } from 'react-router-dom';
import type { assessmentRuleResource, regulatoryRuleResource } from '../../api/contract/resources/rules.ts';
import { CLASS_TYPE_NAMES, type ClassType } from '../../api/contract/roles.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';

/**
 * A rule per class type (/manage/assessmentRule, regulatoryRule): the resource's page, each row's
 * class type a link to the rule's details and what it makes of a class (`detailPath`?classType=).
 */
export default function RuleListPage({
  resource,
  detailPath,
  intro,
}: {
  resource: typeof assessmentRuleResource | typeof regulatoryRuleResource;
  detailPath: string;
  intro: string;
}) {
  const navigate = useNavigate();
  return (
    <ResourcePage
      resource={resource}
      cells={{
        classType: (row) => (
          <button type="button" className="rs-link" onClick={() => navigate(`${detailPath}?classType=${row.classType}`)}>
            {CLASS_TYPE_NAMES[row.classType as ClassType] ?? row.classType}
          </button>
        ),
      }}
      intro={<p className="rs-intro">{intro}</p>}
    />
  );
}
