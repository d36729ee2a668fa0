import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { fmtDateLong } from '../../api/contract/chinaTime.ts';
import type { CertificateState } from '../../api/contract/learner.ts';
import { certificate } from '../../api/learner.ts';
import PageState, { loadState } from '../../ui/PageState.tsx';
import { toast } from '../../ui/toast.ts';
import { Card, LearnerPage, useLoad } from './common.tsx';

type Cert = NonNullable<CertificateState['certificate']>;

/** The certificate drawn on a canvas (1414×1000) for the image download. */
export function drawCertificate(canvas: HTMLCanvasElement, c: Cert): void {
  const W = 1414;
  const H = 1000;
  canvas.width = W;
  canvas.height = H;
  const g = canvas.getContext('2d');
  if (!g) return;
  g.fillStyle = '#fffdf5';
  g.fillRect(0, 0, W, H);
  g.strokeStyle = '#c8a45c';
  g.lineWidth = 24;
  g.strokeRect(12, 12, W - 24, H - 24);
  g.lineWidth = 3;
  g.strokeStyle = '#e6cf9a';
  g.strokeRect(44, 44, W - 88, H - 88);
  g.textAlign = 'center';
  g.fillStyle = '#9a1f1f';
  g.font = 'bold 72px "Noto Serif CJK SC", "Songti SC", serif';
  g.fillText('结 业 证 书', W / 2, 200);
  g.fillStyle = '#3a2c10';
  g.font = '34px "Noto Sans CJK SC", "PingFang SC", sans-serif';
  const lines = [
    `${c.name} 同志（证件号码：${c.idNumber}）`,
    `于 ${fmtDateLong(c.startDate)} 至 ${fmtDateLong(c.endDate)}`,
    `参加「${c.project}」培训（${c.className}），`,
    '完成全部课程与实训任务，考核合格，特发此证。',
  ];
  lines.forEach((t, i) => {
    g.fillText(t, W / 2, 360 + i * 78);
  });
  g.font = '26px "Noto Sans CJK SC", sans-serif';
  g.textAlign = 'left';
  g.fillText(`证书编号：${c.serialNo}`, 110, H - 120);
  g.textAlign = 'right';
  g.fillText(c.institution, W - 110, H - 160);
  g.fillText(`发证日期：${fmtDateLong(c.issuedAt)}`, W - 110, H - 120);
}

/** /cultivate/certificate (ZBB/DSB): shown once the server says the learner qualified; print or save as an image. */
export default function CertificatePage() {
  const s = useLoad(certificate, []);
  const [saving, setSaving] = useState(false);
  const download = (c: Cert) => {
    setSaving(true);
    const canvas = document.createElement('canvas');
    drawCertificate(canvas, c);
    canvas.toBlob((blob) => {
      setSaving(false);
      if (!blob) return void toast('生成图片失败');
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `结业证书-${c.serialNo}.png`;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    }, 'image/png');
  };
  const d = s.data;
  return (
    <LearnerPage title="结业证书">
      <PageState {...loadState(s)}>
        {d?.certificate ? (
          <>
            <div className="ln-cert ln-print" data-testid="certificate">
              <h2>结业证书</h2>
              <div className="ln-cert-body">
                <p>
                  <b>{d.certificate.name}</b> 同志（证件号码：{d.certificate.idNumber}）
                </p>
                <p>
                  于 {fmtDateLong(d.certificate.startDate)} 至 {fmtDateLong(d.certificate.endDate)}
                </p>
                <p>
                  参加「{d.certificate.project}」培训（{d.certificate.className}），
                </p>
                <p>完成全部课程与实训任务，考核合格，特发此证。</p>
              </div>
              <div className="ln-cert-foot">
                <span>
                  证书编号：<span data-testid="cert-serial">{d.certificate.serialNo}</span>
                </span>
                <span style={{ textAlign: 'right' }}>
                  {d.certificate.institution}
                  <br />
                  发证日期：{fmtDateLong(d.certificate.issuedAt)}
                </span>
              </div>
            </div>
            <div className="ln-actions ln-noprint">
              <Button color="primary" loading={saving} onClick={() => download(d.certificate!)}>
                下载图片
              </Button>
              <Button onClick={() => window.print()}>打印 / 保存为PDF</Button>
            </div>
          </>
        ) : (
          d && (
            <Card title="尚未获得结业证书">
              <p className="ln-muted">{d.rule}</p>
              {d.missing.length > 0 && (
                <>
                  <p style={{ margin: '12px 0 0' }}>还需完成：</p>
                  <ul className="ln-missing">
                    {d.missing.map((m) => (
                      <li key={m}>{m}</li>
                    ))}
                  </ul>
                </>
              )}
            </Card>
          )
        )}
      </PageState>
    </LearnerPage>
  );
}
