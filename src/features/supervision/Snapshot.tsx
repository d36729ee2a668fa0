import { useEffect, useState } from 'react';
import type { Role } from '../../api/contract/roles.ts';
import { supervisionCalls } from '../../api/supervision.ts';

/** A snapshot image (fetched with the caller's credentials: the images are not public). */
export default function Snapshot({ role, id, alt }: { role: Role; id: number | null; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!id) return;
    let url: string | null = null;
    let gone = false;
    setFailed(false);
    supervisionCalls(role)
      .snapshot(id)
      .then((blob) => {
        if (gone) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      })
      .catch(() => !gone && setFailed(true));
    return () => {
      gone = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [role, id]);
  if (!id) return <div className="sv-screen sv-off">尚无抓拍</div>;
  if (failed) return <div className="sv-screen sv-off">抓拍加载失败</div>;
  return src ? <img className="sv-screen" src={src} alt={alt} data-testid="snapshot" /> : <div className="sv-screen sv-off">加载中…</div>;
}
