import { useCallback, useMemo, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { may } from '../../api/contract/resource/ops.ts';
import type { AnyRow } from '../../api/contract/resource/types.ts';
import { classResource } from '../../api/contract/resources/classes.ts';
import { refOptions, resourceCalls } from '../../api/resource.ts';
import { act } from '../../ui/act.tsx';
import PageState from '../../ui/PageState.tsx';
import RecordFormBody from '../../ui/resource/RecordFormBody.tsx';
import { useFormPage } from '../../ui/useFormPage.ts';
import { useLoad } from '../../ui/useLoad.ts';
import '../../ui/resource/resource.css';
import { useRole } from './classParts.tsx';
import './classes.css';

/**
 * /manage/ClassInformation: the class application form (开班申请) as a page of its own: a new class,
 * or `?id=` to edit one the institution may still change (draft, or rejected and being fixed). Saved
 * as a draft, or saved and submitted for review at once; then the class's page opens.
 */
export default function ClassInformationPage() {
  const role = useRole();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const savedId = useRef<number | null>(null);
  const calls = useMemo(() => (role ? resourceCalls(classResource, role) : null), [role]);
  const row = useLoad(async () => (id && calls ? ((await calls.detail(id)) as AnyRow) : null), [id, calls]);
  const loadRefs = useCallback((ref: string) => refOptions(classResource, ref, role), [role]);
  const formPage = useFormPage(loadRefs);
  if (!role || !calls) return null;

  const save = async (input: Record<string, unknown>, then: string | null): Promise<boolean> => {
    const existing = row.data;
    const saved = await act(() => (existing ? calls.update(existing.id, input) : calls.create(input)), {
      success: then ? undefined : '已保存',
      key: `ClassInformation:${existing?.id ?? 'new'}`,
    });
    if (!saved.ok) return false;
    const classId = (saved.value as AnyRow).id;
    if (then) {
      await act(() => calls.action(then, classId), { success: classResource.ops.actions.submit.success, key: `class:${then}:${classId}` });
    }
    // RecordForm closes after a save: onClose then opens the class
    savedId.current = classId;
    return true;
  };

  const editable = id ? !!row.data && may(classResource, role, 'update', row.data) : may(classResource, role, 'create');
  return (
    <section className="rs-page" aria-labelledby="ci-title">
      <header className="rs-head">
        <h1 id="ci-title">{id ? '修改班级信息' : '开班申请'}</h1>
      </header>
      <PageState loading={!!id && row.loading} error={row.error} onRetry={row.reload}>
        {editable ? (
          <>
            {row.data?.status === 'rejected' && row.data.rejectReason ? <p className="cl-alert">驳回原因：{String(row.data.rejectReason)}</p> : null}
            <p className="rs-form-help">
              请如实填写班级信息、授课教师和计划人数。保存为草稿后可继续修改；提交后由班级所在市、区县人社部门审核，驳回后可修改并重新提交。
            </p>
            <RecordFormBody
              key={id ?? 'new'}
              {...formPage}
              resource={classResource}
              row={row.data ?? null}
              onSubmit={save}
              onClose={() => {
                const to = savedId.current ?? id;
                savedId.current = null;
                navigate(to ? `/manage/information/${to}` : '/manage/classList');
              }}
            />
          </>
        ) : (
          <div className="ui-state">
            <p className="ui-state-desc">{id ? '该班级当前状态不能修改。' : '开班申请由培训机构填写并提交，市、区县人社部门在“待审核班级”中审核。'}</p>
            <Link to={id ? `/manage/information/${id}` : '/manage/classList'}>{id ? '查看班级详情' : '查看班级列表'}</Link>
          </div>
        )}
      </PageState>
    </section>
  );
}
