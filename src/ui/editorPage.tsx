import type { ComponentType } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import { useSnapshot } from 'valtio';
import type { Role } from '../api/contract/roles.ts';
import { session } from '../state/session.ts';

/**
 * ResourcePage's props for records made and changed on an editor page of their own (`path`, and
 * `path?id=` for one record): 新增 and 编辑 open it, and so does a record's title.
 */
export function useEditorPage(path: string) {
  const navigate = useNavigate();
  const open = (row: { id: number }) => navigate(`${path}?id=${row.id}`);
  return {
    onCreate: () => navigate(path),
    onEdit: open,
    cells: {
      title: (row: { id: number; title: string | null }) => (
        <button type="button" className="rs-link" onClick={() => open(row)}>
          {row.title}
        </button>
      ),
    },
  };
}

/** What an editor page's editor is given: the record's id (0: a new one), the caller's role, where to go once a new record is saved or the editing is done. */
export interface EditorProps {
  id: number;
  role: Role;
  onCreated: (id: number) => void;
  onDone: () => void;
}

/**
 * The editor page itself, for a new record or the one of ?id= (a course, a paper, a question): the
 * heading (`title` of the id, 0 for a new one) with 返回 to `back`, then the `editor`, mounted again
 * for another id. Once a new record is saved it moves to it (`path`?id=, in place of the new page's
 * entry); done, it goes back. Nothing before the session's role is known.
 */
export function EditorPage({
  path,
  title,
  back,
  editor: Editor,
}: {
  path: string;
  title: (id: number) => string;
  back: { to: string; label: string };
  editor: ComponentType<EditorProps>;
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const role = useSnapshot(session).roles[0] as Role | undefined;
  const id = Number(params.get('id')) || 0;
  if (!role) return null;
  const heading = title(id);
  const leave = () => navigate(back.to);
  return (
    <section className="ex-page" aria-label={heading}>
      <header className="ex-head">
        <h1>{heading}</h1>
        <Button size="small" onClick={leave}>
          {back.label}
        </Button>
      </header>
      <Editor key={id} id={id} role={role} onCreated={(newId) => navigate(`${path}?id=${newId}`, { replace: true })} onDone={leave} />
    </section>
  );
}
