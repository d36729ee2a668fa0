import { describe, expect, it } from 'vitest';
import { formProblems } from '../../scripts/formRule.ts';

const page = 'src/features/x/Page.tsx';

describe('the form message rule (npm run lint)', () => {
  it.each([
    `<Form.Item name="phone" label="手机号" rules={phoneRules}>`,
    `<Form.Item\n  name="name"\n  label="收货人"\n  rules={[{ required: true, message: '请输入收货人姓名' }]}\n>`,
    `<CheckedItem name="confirm" dependencies={['password']} rules={x}>`,
    `<Form layout="vertical" onFinish={(v) => void submit(v)}>`,
  ])('refuses %s', (jsx) => {
    expect(formProblems(page, jsx)).toHaveLength(1);
  });

  it.each([
    `<CheckedItem name="phone" label="手机号" rules={phoneRules}>`,
    `<Form.Item label="凭证图片（选填）">\n  <PhotoField value={photos} onChange={setPhotos} />\n</Form.Item>`,
    `<Form {...checked.formProps} layout="vertical">`,
  ])('lets %s pass', (jsx) => {
    expect(formProblems(page, jsx)).toEqual([]);
  });

  it('names the file and the line', () => {
    expect(formProblems(page, 'const a = 1;\n<Form.Item name="x" rules={r}>')).toEqual([
      `${page}:2: a Form field with rules is a <CheckedItem> (src/ui/checkedForm.tsx)`,
    ]);
  });
});
