import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAt } from './renderAt.tsx';
import { mockServer } from './msw.ts';
import { userInfo } from './fixtures.ts';
import { http as mock, HttpResponse } from 'msw';
import type { PerfectBody } from '../../src/api/contract/auth.ts';
import RegisterPage, { REGISTER_DRAFT_KEY } from '../../src/features/auth/RegisterPage.tsx';
import { resetToken, session, signUpWith } from '../../src/state/session.ts';

const REGIONS: Record<string, { id: number; name: string; level: number; parentId: number | null }[]> = {
  '': [{ id: 44, name: '广东省', level: 1, parentId: null }],
  '44': [{ id: 4401, name: '广州市', level: 2, parentId: 44 }],
  '4401': [
    { id: 440106, name: '天河区', level: 3, parentId: 4401 },
    { id: 440105, name: '海珠区', level: 3, parentId: 4401 },
  ],
};
let prefill: Partial<PerfectBody> = {};
let uploaded: () => void = () => undefined;
let saved: PerfectBody | null = null;
const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: '', data });
mockServer(
  // As the server does: no parentId → provinces; an empty parentId is refused (编号有误).
  mock.get('/v1/wangchuang/admin/common/regions', ({ request }) => {
    const parentId = new URL(request.url).searchParams.get('parentId');
    if (parentId === '') return HttpResponse.json({ code: 400, msg: '编号有误', data: null }, { status: 400 });
    return ok(REGIONS[parentId ?? ''] ?? []);
  }),
  mock.get('/v1/wangchuang/admin/common/classes', ({ request }) =>
    ok(
      new URL(request.url).searchParams.get('countyId') === '440106'
        ? [{ id: 7, name: '天河SYB一期', classType: 'SYB', institutionName: '机构', status: 'approved', startDate: null, endDate: null, studentCount: 3 }]
        : [],
    ),
  ),
  mock.get('/v1/wangchuang/common/up-to-date/perfectMsg', () => ok(prefill)),
  // the photo's upload answers when the test lets it
  mock.post('*/upload/temporary/file', async () => {
    await new Promise<void>((r) => (uploaded = r));
    return ok({ url: '/u/new.png', name: 'p.png' });
  }),
  // only the enabled ones (/manage/IdType, /manage/degreeOfEducation)
  mock.get('/v1/wangchuang/admin/common/idTypes', () =>
    ok([
      { id: 1, name: '居民身份证' },
      { id: 5, name: '护照' },
    ]),
  ),
  mock.get('/v1/wangchuang/admin/common/educations', () => ok(['大专', '本科'])),
  mock.post('/v1/wangchuang/common/up-to-date/perfect', async ({ request }) => {
    saved = (await request.json()) as PerfectBody;
    return ok(null);
  }),
  mock.get('/v1/wangchuang/common/info', () =>
    // the class chosen is applied for (no class yet): the learner waits in the pool until the institution admits them
    ok(userInfo({ id: 3, username: 'new_student01', role: 6, realName: '李四', phone: '13800138000', identificationPhoto: '/u/p.png' })),
  ),
  mock.get('/v1/wangchuang/common/places', () => ok({ shop: null, supplier: null, anchor: false, klass: { state: 'applied', name: '天河SYB一期' } })),
);
beforeEach(async () => {
  prefill = {};
  saved = null;
  sessionStorage.clear();
  await resetToken();
  await signUpWith({ token: 'new-token' });
});

const renderPage = () => renderAt('/register', { '/register': <RegisterPage /> });

const errorText = (text: string) => screen.findByText(text, { selector: '.adm-form-item-feedback-error' });

describe('RegisterPage', () => {
  it('shows the spec §5 messages for empty fields', async () => {
    renderPage();
    await waitFor(() => expect(screen.getByText('请选择省')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await errorText('请输入真实姓名')).toBeTruthy();
    expect(await errorText('身份证号码不能为空!')).toBeTruthy();
    expect(await errorText('手机号码不能为空!')).toBeTruthy();
    expect(await errorText('请上传证件照')).toBeTruthy();
    expect(saved).toBeNull();
  });

  it('shows the format messages after the 500 ms validator delay', async () => {
    renderPage();
    fireEvent.change(screen.getByPlaceholderText('请输入身份证号'), { target: { value: '12345' } });
    fireEvent.change(screen.getByPlaceholderText('请输入手机号'), { target: { value: '23800138000' } });
    const started = Date.now();
    expect(await errorText('身份证格式不正确')).toBeTruthy();
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(await errorText('手机号码格式有误')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('请输入手机号'), { target: { value: '13800138000' } });
    await waitFor(() => expect(screen.queryByText('手机号码格式有误')).toBeNull());
  });

  it('keeps what was typed in sessionStorage and restores it', async () => {
    const first = renderPage();
    await waitFor(() => expect(screen.getByText('请选择省')).toBeTruthy());
    fireEvent.change(screen.getByPlaceholderText('请输入真实姓名'), { target: { value: '李四' } });
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem(REGISTER_DRAFT_KEY) ?? '{}').realName).toBe('李四'));
    first.unmount();
    renderPage();
    await waitFor(() => expect((screen.getByPlaceholderText('请输入真实姓名') as HTMLInputElement).value).toBe('李四'));
  });

  it('prefilled from perfectMsg, saves and goes to the class page (waiting for admission)', async () => {
    prefill = {
      realName: '李四',
      idCard: '11010119900307777X',
      phone: '13800138000',
      provinceId: 44,
      cityId: 4401,
      countyId: 440106,
      classId: 7,
      identificationPhoto: '/u/p.png',
    };
    renderPage();
    // each select shows the prefilled choice, its options loaded along the cascade
    await waitFor(() => expect(screen.getByLabelText(/^班级/)).toHaveProperty('value', '7'));
    expect(screen.getByDisplayValue('广东省')).toBe(screen.getByLabelText(/^省/));
    expect(screen.getByDisplayValue('广州市')).toBe(screen.getByLabelText(/^市/));
    expect(screen.getByDisplayValue('天河区')).toBe(screen.getByLabelText(/^区\/县/));
    expect(screen.getByDisplayValue('天河SYB一期')).toBe(screen.getByLabelText(/^班级/));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/cultivate/joinClass');
    // 居民身份证 unless another type is chosen; no education level chosen
    expect(saved).toEqual({ ...prefill, idTypeId: 1, education: '' });
    expect(session.isPerfect).toBe('');
    expect(session.roles).toEqual([6]);
    expect(sessionStorage.getItem(REGISTER_DRAFT_KEY)).toBeNull();
  });

  it('another ID type takes its own number rule, and the enabled education levels are offered', async () => {
    prefill = { idTypeId: 5, education: '本科' };
    renderPage();
    const number = await screen.findByPlaceholderText('请输入证件号码');
    expect(screen.getByDisplayValue('护照')).toBe(screen.getByLabelText(/^证件类型/));
    expect(screen.getByDisplayValue('本科')).toBe(screen.getByLabelText(/^文化程度/));
    fireEvent.change(number, { target: { value: 'E1' } });
    expect(await errorText('证件号码格式有误')).toBeTruthy();
    fireEvent.change(number, { target: { value: 'E12345678' } });
    await waitFor(() => expect(screen.queryByText('证件号码格式有误')).toBeNull());
  });

  it('the native selects cascade 省 → 市 → 区/县 → 班级: a choice loads the next level and empties the ones below', async () => {
    renderPage();
    const province = screen.getByLabelText(/^省/) as HTMLSelectElement;
    const city = screen.getByLabelText(/^市/) as HTMLSelectElement;
    const county = screen.getByLabelText(/^区\/县/) as HTMLSelectElement;
    const klass = screen.getByLabelText(/^班级/) as HTMLSelectElement;
    await waitFor(() => expect(screen.getByRole('option', { name: '广东省' })).toBeTruthy());
    // nothing to choose below a level not chosen yet
    expect([city.disabled, county.disabled, klass.disabled]).toEqual([true, true, true]);
    fireEvent.change(province, { target: { value: '44' } });
    await waitFor(() => expect(city.disabled).toBe(false));
    fireEvent.change(city, { target: { value: '4401' } });
    await waitFor(() => expect(county.disabled).toBe(false));
    fireEvent.change(county, { target: { value: '440106' } });
    await waitFor(() => expect(klass.disabled).toBe(false));
    fireEvent.change(klass, { target: { value: '7' } });
    expect(klass.value).toBe('7');
    // the province emptied: the levels below are emptied and closed again, and 保存 names them
    fireEvent.change(province, { target: { value: '' } });
    await waitFor(() => expect([city.value, county.value, klass.value, String(klass.disabled)]).toEqual(['', '', '', 'true']));
    const pressed = Date.now();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    for (const message of ['请选择省', '请选择市', '请选择区/县', '请选择班级']) expect(await errorText(message)).toBeTruthy();
    expect(Date.now() - pressed).toBeGreaterThanOrEqual(450);
    expect(saved).toBeNull();
  });

  it('a county without classes says so in the class select, not 请先选择区/县', async () => {
    renderPage();
    const province = screen.getByLabelText(/^省/) as HTMLSelectElement;
    const city = screen.getByLabelText(/^市/) as HTMLSelectElement;
    const county = screen.getByLabelText(/^区\/县/) as HTMLSelectElement;
    const klass = screen.getByLabelText(/^班级/) as HTMLSelectElement;
    expect(klass.options[0]!.textContent).toBe('请先选择区/县');
    await waitFor(() => expect(screen.getByRole('option', { name: '广东省' })).toBeTruthy());
    fireEvent.change(province, { target: { value: '44' } });
    await waitFor(() => expect(city.disabled).toBe(false));
    fireEvent.change(city, { target: { value: '4401' } });
    await waitFor(() => expect(county.disabled).toBe(false));
    fireEvent.change(county, { target: { value: '440105' } });
    await waitFor(() => expect(klass.options[0]!.textContent).toBe('该区/县暂无可报名的班级'));
    expect(klass.disabled).toBe(true);
    fireEvent.change(county, { target: { value: '440106' } });
    await waitFor(() => expect(klass.options[0]!.textContent).toBe('请选择班级'));
  });

  it('保存 while the photo is still uploading says it is on its way; once uploaded the photo counts', async () => {
    renderPage();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'p.png', { type: 'image/png' })] } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await errorText('证件照上传中，请稍候再保存')).toBeTruthy();
    expect(screen.queryByText('请上传证件照')).toBeNull();
    uploaded();
    await waitFor(() => expect(document.querySelector('.adm-image-uploader-cell img')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByText('证件照上传中，请稍候再保存')).toBeNull());
    expect(screen.queryByText('请上传证件照')).toBeNull();
    expect(saved).toBeNull(); // the other fields are still empty
  });
});
