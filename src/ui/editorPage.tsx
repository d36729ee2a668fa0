import { useNavigate } from 'react-router-dom';

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
