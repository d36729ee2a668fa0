import { useNavigate } from 'react-router-dom';
import { paperResource } from '../../api/contract/resources/exams.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import { useRole } from './common.tsx';

/**
 * /manage/sjkpage: the paper bank — national papers (the national admin's, shared) and the
 * institution's own. Settings, composition and the learner's-eye preview on /manage/addPaper.
 */
export default function PaperBankPage() {
  const navigate = useNavigate();
  const role = useRole();
  if (!role) return null;
  return (
    <ResourcePage
      resource={paperResource}
      onCreate={() => navigate('/manage/addPaper')}
      onEdit={(row) => navigate(`/manage/addPaper?id=${row.id}`)}
      cells={{
        title: (row) => (
          <button type="button" className="rs-link" onClick={() => navigate(`/manage/addPaper?id=${row.id}`)}>
            {row.title}
          </button>
        ),
      }}
      intro={
        <p className="rs-intro">
          试卷可手动选题或按规则随机抽题，组卷后可按学员手机上看到的样子预览；在“在线考试”中发布到班级并设定考试时间。已有考生作答的试卷不能再修改试题。
        </p>
      }
    />
  );
}
