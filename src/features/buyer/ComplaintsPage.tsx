import { useState } from 'react';
import Form from 'antd-mobile/es/components/form';
import TextArea from 'antd-mobile/es/components/text-area';
import Selector from 'antd-mobile/es/components/selector';
import Button from 'antd-mobile/es/components/button';
import Popup from '../../ui/overlay/Popup.tsx';
import { fmtDateTime } from '../../api/contract/chinaTime.ts';
import { complaints, fileComplaint, orders } from '../../api/shop.ts';
import ListView from '../../ui/resource/ListView.tsx';
import { useListController, wholeList } from '../../ui/resource/useListController.ts';
import { useLoad } from '../../ui/useLoad.ts';
import '../../ui/commerce.css';
import PhotoField from './PhotoField.tsx';
import './buyer.css';
import { act } from '../../ui/act.tsx';
import { CheckedItem, useCheckedForm } from '../../ui/checkedForm.tsx';

const REASONS = {
  complaint: ['发货太慢', '商品质量问题', '服务态度差', '虚假宣传', '其他'],
  report: ['假冒商品', '违禁商品', '盗用图片', '价格欺诈', '其他'],
};
const NAMES = { complaint: '投诉', report: '举报' };

interface CaseValues {
  order: string[];
  reason: string[];
  content: string;
}

/** complaintManagement / reportingManagement: the buyer's cases and a new one against a shop they bought from. */
export function ComplaintsPage({ kind }: { kind: 'complaint' | 'report' }) {
  // the buyer's cases, answered whole and paged here
  const list = useListController({ load: wholeList(() => complaints(kind)), fixed: { kind } });
  const mine = useLoad(() => orders('all', 1, 50), []);
  const [open, setOpen] = useState(false);
  const [photos, setPhotos] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const orderOptions = (mine.data?.list ?? []).map((o) => ({ label: `${o.shopName} · ${o.lines[0]?.title ?? ''}`, value: String(o.id) }));
  const [form] = Form.useForm<CaseValues>();
  const submit = async (v: CaseValues) => {
    const o = mine.data?.list.find((x) => String(x.id) === v.order[0]);
    if (!o) return;
    setBusy(true);
    const result = await act(
      () =>
        fileComplaint({
          kind,
          shopId: o.shopId,
          orderId: o.id,
          productId: o.lines[0]?.productId,
          reason: v.reason[0]!,
          content: (v.content ?? '').trim(),
          photos,
        }),
      { key: `file-${kind}`, success: '提交成功' },
    );
    setBusy(false);
    if (!result.ok) return;
    setOpen(false);
    setPhotos([]);
    list.reload();
  };
  const checked = useCheckedForm(form, (v) => void submit(v));
  return (
    <div className="sp-page sp-narrow">
      <Button
        color="danger"
        shape="rounded"
        onClick={() => {
          checked.reset();
          setOpen(true);
        }}
      >
        发起{NAMES[kind]}
      </Button>
      <ListView list={list} emptyText={`暂无${NAMES[kind]}记录`}>
        {(rows) =>
          rows.map((c) => (
            <div key={c.id} className="co-card">
              <div className="co-row">
                <strong>{c.shopName}</strong>
                <span className="bo-status">{c.status === 'pending' ? '处理中' : '已处理'}</span>
              </div>
              <div>
                {c.reason}
                {c.content ? `：${c.content}` : ''}
              </div>
              {c.reply && <div className="sp-muted">回复：{c.reply}</div>}
              {c.rulingReply && (
                <div className="sp-muted">
                  平台处理（{c.ruling === 'upheld' ? `${NAMES[kind]}成立` : `${NAMES[kind]}不成立`}）：{c.rulingReply}
                </div>
              )}
              <div className="sp-muted">{fmtDateTime(c.createdAt)}</div>
            </div>
          ))
        }
      </ListView>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        destroyOnClose
        bodyStyle={{ borderRadius: '12px 12px 0 0', maxHeight: '85vh', overflowY: 'auto' }}
      >
        <Form
          {...checked.formProps}
          layout="vertical"
          footer={
            <Button block type="submit" color="danger" shape="rounded" loading={busy}>
              提交
            </Button>
          }
        >
          <Form.Header>发起{NAMES[kind]}</Form.Header>
          <CheckedItem name="order" label="相关订单" rules={[{ required: true, type: 'array', min: 1, message: '请选择订单' }]}>
            {orderOptions.length ? <Selector columns={1} options={orderOptions.slice(0, 10)} /> : <span className="sp-muted">暂无可{NAMES[kind]}的订单</span>}
          </CheckedItem>
          <CheckedItem name="reason" label="原因" rules={[{ required: true, type: 'array', min: 1, message: '请选择原因' }]}>
            <Selector options={REASONS[kind].map((r) => ({ label: r, value: r }))} />
          </CheckedItem>
          <Form.Item name="content" label="描述（选填）">
            <TextArea maxLength={500} showCount placeholder="请描述具体情况" />
          </Form.Item>
          <Form.Item label="图片（选填）">
            <PhotoField value={photos} onChange={setPhotos} />
          </Form.Item>
        </Form>
      </Popup>
    </div>
  );
}
