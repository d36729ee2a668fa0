import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import CenterPopup from '../../ui/overlay/CenterPopup.tsx';

/** A teacher's grade of a business plan: 0–100 and a comment (the learner sees both on /cultivate/prospectus). */
export default function GradeDialog({
  learner,
  onSave,
  onClose,
}: {
  learner: string;
  onSave: (score: number, comment: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const [score, setScore] = useState('');
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const n = Number(score);
    if (!/^\d{1,3}$/.test(score.trim()) || n > 100) return setError('请输入0-100的整数分数');
    if (comment.trim().length > 500) return setError('评语最多500个字');
    setError(null);
    setBusy(true);
    try {
      if (await onSave(n, comment.trim())) onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <CenterPopup visible bodyClassName="rs-dialog" onMaskClick={onClose}>
      <form
        className="rs-form"
        aria-label={`创业计划书评分：${learner}`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <header className="rs-form-head">
          <h2>创业计划书评分 · {learner}</h2>
        </header>
        <div className="rs-form-body">
          <div className={`rs-form-field${error ? ' has-error' : ''}`}>
            <label className="rs-form-label" htmlFor="gd-score">
              <span className="rs-required" aria-hidden="true">
                *
              </span>
              分数
            </label>
            <div className="rs-form-control">
              <input id="gd-score" inputMode="numeric" value={score} maxLength={3} placeholder="0-100" onChange={(e) => setScore(e.target.value)} />
              {error && (
                <div className="rs-form-error" role="alert">
                  {error}
                </div>
              )}
            </div>
          </div>
          <div className="rs-form-field">
            <label className="rs-form-label" htmlFor="gd-comment">
              评语
            </label>
            <div className="rs-form-control">
              <textarea id="gd-comment" rows={4} maxLength={500} value={comment} onChange={(e) => setComment(e.target.value)} />
            </div>
          </div>
        </div>
        <footer className="rs-form-foot">
          <Button onClick={onClose}>取消</Button>
          <Button color="primary" type="submit" loading={busy}>
            保存
          </Button>
        </footer>
      </form>
    </CenterPopup>
  );
}
