import { paperResource } from '../../api/contract/resources/exams.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import { useEditorPage } from '../../ui/editorPage.tsx';

/**
 * /manage/sjkpage: the paper bank — national papers (the national admin's, shared) and the
 * institution's own. Settings, composition and the learner's-eye preview on /manage/addPaper.
 */
export default function PaperBankPage() {
  const editor = useEditorPage('/manage/addPaper');
  return (
    <ResourcePage
      resource={paperResource}
      {...editor}
      intro={
        <p className="rs-intro">
          试卷可手动选题或按规则随机抽题，组卷后可按学员手机上看到的样子预览；在“在线考试”中发布到班级并设定考试时间。已有考生作答的试卷不能再修改试题。
        </p>
      }
    />
  );
}
