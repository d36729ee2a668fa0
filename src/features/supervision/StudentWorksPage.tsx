import { studentWorkResource } from '../../api/contract/resources/supervision.ts';
import { introPage } from '../../ui/introPage.tsx';
import { toUrl } from '../../api/http.ts';
import './supervision.css';

/**
 * /manage/studentWorks: the works of the learners of the classes in scope — recorded live streams
 * (made when a learner's live session records a replay) and works uploaded for them — scored by a
 * teacher of the class (0–100 and a comment).
 */
export default introPage(
  studentWorkResource,
  '学员的直播回放在直播结束录制后自动列入；视频、图片和文件作品由教师或机构代学员上传。班级的任课教师可对作品评分（0~100分）并填写评语。',
  {
    cells: {
      title: (row) => {
        const file = row.files?.[0];
        return file ? (
          <a className="sv-link" href={toUrl(file.url)} target="_blank" rel="noreferrer">
            {row.title}
          </a>
        ) : (
          row.title
        );
      },
    },
  },
);
