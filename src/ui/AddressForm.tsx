import { useState } from 'react';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import TextArea from 'antd-mobile/es/components/text-area';
import Switch from 'antd-mobile/es/components/switch';
import Button from 'antd-mobile/es/components/button';
import Popup from './overlay/Popup.tsx';
import type { Address } from '../api/contract/shop.ts';
import { saveAddress } from '../api/shop.ts';
import { phoneRules } from '../lib/validators.ts';
import './commerce.css';
import { act } from './act.tsx';
import { CheckedItem, useCheckedForm } from './checkedForm.tsx';
import { RegionSelects } from './RegionSelects.tsx';

interface Values {
  name: string;
  phone: string;
  region: string[];
  detail: string;
  isDefault: boolean;
}

/** Add / edit an address: 省/市/区 from the bundled data, phone by the §5 rule. */
export function AddressForm({ value, onSaved, onCancel }: { value?: Address | null; onSaved: (a: Address) => void; onCancel?: () => void }) {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const submit = async (v: Values) => {
    const [province, city, district] = v.region;
    setBusy(true);
    const result = await act(
      () =>
        saveAddress({
          id: value?.id,
          name: v.name.trim(),
          phone: v.phone.trim(),
          province: province!,
          city: city!,
          district: district!,
          detail: v.detail.trim(),
          isDefault: v.isDefault,
        }),
      { key: `address-save-${value?.id ?? 'new'}`, success: '保存成功' },
    );
    setBusy(false);
    if (result.ok) onSaved(result.value);
  };
  const checked = useCheckedForm(form, (v) => void submit(v));
  return (
    <Form
      {...checked.formProps}
      layout="horizontal"
      initialValues={{
        name: value?.name ?? '',
        phone: value?.phone ?? '',
        region: value ? [value.province, value.city, value.district] : [],
        detail: value?.detail ?? '',
        isDefault: value?.isDefault ?? false,
      }}
      footer={
        <div style={{ display: 'flex', gap: 8 }}>
          {onCancel && (
            <Button block onClick={onCancel}>
              取消
            </Button>
          )}
          <Button block type="submit" color="danger" loading={busy}>
            保存
          </Button>
        </div>
      }
    >
      <Form.Header>{value ? '编辑收货地址' : '新增收货地址'}</Form.Header>
      <CheckedItem
        name="name"
        label="收货人"
        rules={[
          { required: true, whitespace: true, message: '请输入收货人姓名' },
          { max: 20, message: '收货人姓名最多20字' },
        ]}
      >
        <Input placeholder="请输入收货人姓名" maxLength={20} />
      </CheckedItem>
      <CheckedItem name="phone" label="手机号码" rules={phoneRules}>
        <Input placeholder="请输入手机号码" type="tel" maxLength={11} />
      </CheckedItem>
      <CheckedItem name="region" label="所在地区" rules={[{ required: true, type: 'array', len: 3, message: '请选择省/市/区' }]}>
        <RegionSelects />
      </CheckedItem>
      <CheckedItem
        name="detail"
        label="详细地址"
        rules={[
          { required: true, whitespace: true, message: '请输入详细地址' },
          { max: 100, message: '详细地址最多100字' },
        ]}
      >
        <TextArea placeholder="街道、楼牌号等" maxLength={100} autoSize={{ minRows: 2, maxRows: 4 }} />
      </CheckedItem>
      <CheckedItem name="isDefault" label="设为默认地址" valuePropName="checked" childElementPosition="right">
        <Switch />
      </CheckedItem>
    </Form>
  );
}

/** The form in a bottom sheet (phone) / centred panel. */
export function AddressPopup({ open, value, onClose, onSaved }: { open: boolean; value?: Address | null; onClose: () => void; onSaved: (a: Address) => void }) {
  return (
    <Popup visible={open} onMaskClick={onClose} destroyOnClose bodyStyle={{ borderRadius: '12px 12px 0 0', maxHeight: '90vh', overflowY: 'auto' }}>
      <AddressForm value={value} onCancel={onClose} onSaved={onSaved} />
    </Popup>
  );
}
