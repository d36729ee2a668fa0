import { useMemo, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { EXAMPLE_MARK } from '../../api/contract/exams.ts';
import {
  type ImportCellError,
  ROSTER_COLUMNS,
  ROSTER_FILE_TOO_LARGE,
  ROSTER_IMPORT_MAX_BYTES,
  ROSTER_IMPORT_MAX_ROWS,
  type RosterImportMode,
  type RosterImportResult,
} from '../../api/contract/rosterImport.ts';
import { importRoster, RosterImportRefused, rosterTemplate } from '../../api/classes.ts';
import { saveBlob } from '../../lib/saveFile.ts';
import { act } from '../../ui/act.tsx';
import { toast } from '../../ui/toast.ts';
import FilePick from '../../ui/FilePick.tsx';
import { useRole } from './classParts.tsx';
import DialogFrame from './DialogFrame.tsx';

type Stage = { kind: 'idle' } | { kind: 'upload'; percent: number } | { kind: 'check' };

/** Every wrong cell, by row and column, as the server told them. */
function CellErrors({ errors }: { errors: ImportCellError[] }) {
  return (
    <div className="cl-import-errors">
      <table>
        <thead>
          <tr>
            <th>行号</th>
            <th>列</th>
            <th>问题</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((e) => (
            <tr key={`${e.row}-${e.column}-${e.message}`}>
              <td>第{e.row}行</td>
              <td>{e.column || '—'}</td>
              <td>{e.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Learners into the class from a spreadsheet: the template, the file, the choice between "every row
 * or none" and "only the valid rows", the upload's progress, then what went in or every wrong cell.
 */
export default function RosterImport({ classId, onClose }: { classId: number; onClose: () => void }) {
  const role = useRole();
  const [file, setFile] = useState<File | null>(null);
  const [picker, setPicker] = useState(0);
  const [mode, setMode] = useState<RosterImportMode>('all');
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [done, setDone] = useState<RosterImportResult | null>(null);
  const [refused, setRefused] = useState<{ errors: ImportCellError[]; valid: number } | null>(null);
  const tooLarge = !!file && file.size > ROSTER_IMPORT_MAX_BYTES;
  const notXlsx = !!file && !/\.xlsx$/i.test(file.name);
  const busy = stage.kind !== 'idle';
  const columns = useMemo(() => ROSTER_COLUMNS.join('、'), []);

  const template = () =>
    role &&
    act(
      async () => {
        const d = await rosterTemplate(role);
        saveBlob(d.blob, d.fileName);
      },
      { key: 'roster:template' },
    );

  const run = async () => {
    if (!role || !file || tooLarge || notXlsx) return;
    setDone(null);
    setRefused(null);
    setStage({ kind: 'upload', percent: 0 });
    let refusal: RosterImportRefused | null = null;
    const result = await act(
      async () => {
        try {
          return await importRoster(role, classId, file, mode, (sent, total) =>
            setStage(sent >= total ? { kind: 'check' } : { kind: 'upload', percent: Math.round((sent * 100) / total) }),
          );
        } catch (e) {
          if (e instanceof RosterImportRefused) refusal = e;
          throw e instanceof RosterImportRefused ? e.cause : e;
        }
      },
      { key: `roster:import:${classId}` },
    );
    setStage({ kind: 'idle' });
    if (result.ok) {
      void toast.success(result.value.msg);
      setDone(result.value);
      setFile(null);
      setPicker((n) => n + 1);
    } else if (refusal) {
      const { errors, valid } = refusal as RosterImportRefused;
      setRefused({ errors, valid });
    }
  };

  return (
    <DialogFrame
      title="Excel导入学员"
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{done ? '完成' : '取消'}</Button>
          <Button color="primary" loading={busy} disabled={!file || tooLarge || notXlsx || busy} onClick={() => void run()}>
            开始导入
          </Button>
        </>
      }
    >
      <ol className="cl-import-steps">
        <li>
          <strong>下载模板并填写</strong>
          <p>
            列：{columns}。证件类型不填即居民身份证；证件号码、手机号码按规则校验（身份证15位或18位，手机号11位）。以“{EXAMPLE_MARK}
            ”开头的示例行不会导入。每次最多{ROSTER_IMPORT_MAX_ROWS}人，文件不超过2MB。
          </p>
          <Button size="small" onClick={() => void template()}>
            下载导入模板
          </Button>
        </li>
        <li>
          <strong>选择文件</strong>
          <div className="cl-import-file">
            <FilePick
              key={picker}
              label="选择Excel文件"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              disabled={busy}
              onPick={(f) => {
                setFile(f);
                setDone(null);
                setRefused(null);
              }}
            />
          </div>
          {tooLarge && (
            <p className="rs-form-error" role="alert">
              {ROSTER_FILE_TOO_LARGE}
            </p>
          )}
          {notXlsx && (
            <p className="rs-form-error" role="alert">
              请选择.xlsx格式的Excel文件
            </p>
          )}
        </li>
        <li>
          <strong>有错误的行怎么办</strong>
          <div className="cl-import-mode" role="radiogroup" aria-label="导入方式">
            <label>
              <input type="radio" name="roster-mode" checked={mode === 'all'} disabled={busy} onChange={() => setMode('all')} />
              全部校验通过才导入（有任何错误则不导入）
            </label>
            <label>
              <input type="radio" name="roster-mode" checked={mode === 'valid'} disabled={busy} onChange={() => setMode('valid')} />
              只导入有效行（有错误的行不导入，并列出原因）
            </label>
          </div>
        </li>
      </ol>
      {stage.kind === 'upload' && <progress className="cl-import-progress" max={100} value={stage.percent} aria-label={`正在上传 ${stage.percent}%`} />}
      {stage.kind === 'check' && (
        <p className="cl-import-note" role="status">
          已上传，正在逐行校验并写入…
        </p>
      )}
      {done && (
        <div role="status" className="cl-import-ok">
          <p>
            已导入 {done.imported} 名学员{done.fromPool ? `（其中 ${done.fromPool} 名来自报名池）` : ''}
            {done.skipped ? `，${done.skipped} 行未导入：` : '。'}
          </p>
          {done.errors.length > 0 && <CellErrors errors={done.errors} />}
        </div>
      )}
      {refused && (
        <div role="alert" className="cl-import-refused">
          <p>
            共 {refused.errors.length} 处问题，未导入任何学员。请改正后重新导入
            {refused.valid > 0 ? `，或选择“只导入有效行”导入其余 ${refused.valid} 名学员` : ''}：
          </p>
          <CellErrors errors={refused.errors} />
        </div>
      )}
    </DialogFrame>
  );
}
