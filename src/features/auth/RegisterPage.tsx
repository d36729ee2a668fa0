import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import ImageUploader, { type ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import type { ClassSummary, PerfectBody, Region } from '../../api/contract/auth.ts';
import { classesOfCounty, educations, idTypes, perfect, perfectMsg, regions, uploadTemporaryFile } from '../../api/auth.ts';
import { useBrand } from '../../ui/brand.ts';
import { homePath, loadUserInfo, session } from '../../state/session.ts';
import { useThrottledSubmit } from '../../lib/timing.ts';
import { checkIdNumber, checkRule, phoneRules } from '../../lib/validators.ts';
import { CheckedItem, useCheckedForm } from '../../ui/checkedForm.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import AuthLayout, { AuthSubmit } from './AuthLayout.tsx';
import { showFailure } from '../../ui/act.tsx';
import { toast } from '../../ui/toast.ts';

/** What was typed is kept here so a reload or a network error loses nothing. */
export const REGISTER_DRAFT_KEY = 'cy-register-draft';
const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

interface RegisterValues {
  realName?: string;
  idTypeId?: number;
  idCard?: string;
  education?: string;
  phone?: string;
  provinceId?: number;
  cityId?: number;
  countyId?: number;
  classId?: number;
  photo?: ImageUploadItem[];
}

function readDraft(): RegisterValues | null {
  try {
    const raw = sessionStorage.getItem(REGISTER_DRAFT_KEY);
    return raw ? (JSON.parse(raw) as RegisterValues) : null;
  } catch {
    return null;
  }
}

function writeDraft(values: RegisterValues) {
  try {
    sessionStorage.setItem(REGISTER_DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Storage full or disabled: nothing to keep.
  }
}

const idOf = (v?: number) => v || null;
const one = (id: number | null | undefined) => id || undefined;
const optionsOf = (items: { id: number; name: string }[]) => items.map((r) => ({ label: r.name, value: r.id }));

/**
 * One level of the 省 → 市 → 区/县 → 班级 cascade: its options for a parent (none without one). Only
 * the answer to the latest parent is kept: arrow keys on the select above run through several parents
 * in a row, and their answers may come back in any order.
 */
function useLevel<T>(load: (parentId: number) => Promise<T[]>): [T[], (parentId: number | null) => Promise<void>, boolean] {
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  const asked = useRef(0);
  const loadFor = useCallback(
    async (parentId: number | null) => {
      const ask = ++asked.current;
      setLoading(!!parentId);
      const list = parentId ? await load(parentId).catch(() => [] as T[]) : [];
      if (ask !== asked.current) return;
      setItems(list);
      setLoading(false);
    },
    [load],
  );
  return [items, loadFor, loading];
}

/** /register: profile completion after the first sign-in (spec §4). */
export default function RegisterPage() {
  const brand = useBrand();
  const [form] = Form.useForm<RegisterValues>();
  const navigate = useNavigate();
  const [provinces, setProvinces] = useState<Region[]>([]);
  const [cities, loadCities] = useLevel<Region>(regions);
  const [counties, loadCounties] = useLevel<Region>(regions);
  const [classes, loadClasses, classesLoading] = useLevel<ClassSummary>(classesOfCounty);
  // the ID types and education levels /manage/IdType and /manage/degreeOfEducation enable
  const [types, setTypes] = useState<{ id: number; name: string }[]>([]);
  const [levels, setLevels] = useState<string[]>([]);
  const ready = useRef(false);
  const typeId = idOf(Form.useWatch('idTypeId', form) as number | undefined);
  const countyId = idOf(Form.useWatch('countyId', form) as number | undefined);
  const typeName = types.find((t) => t.id === typeId)?.name ?? '居民身份证';
  const idCardLike = typeName === '居民身份证';

  // Prefill: the server's perfectMsg first, what the user typed (sessionStorage) on top.
  useEffect(() => {
    let live = true;
    void (async () => {
      const [provinceList, msg, typeList, levelList] = await Promise.all([
        regions().catch(() => [] as Region[]),
        perfectMsg().catch(() => ({}) as Partial<PerfectBody>),
        idTypes().catch(() => []),
        educations().catch(() => [] as string[]),
      ]);
      if (!live) return;
      setProvinces(provinceList);
      setTypes(typeList);
      setLevels(levelList);
      const fromServer: RegisterValues = {
        realName: msg.realName || undefined,
        idTypeId: one(msg.idTypeId ?? typeList.find((t) => t.name === '居民身份证')?.id),
        idCard: msg.idCard || undefined,
        education: msg.education || undefined,
        phone: msg.phone || undefined,
        provinceId: one(msg.provinceId),
        cityId: one(msg.cityId),
        countyId: one(msg.countyId),
        classId: one(msg.classId),
        photo: msg.identificationPhoto ? [{ url: msg.identificationPhoto }] : undefined,
      };
      const values = { ...fromServer, ...(readDraft() ?? {}) };
      await Promise.all([loadCities(idOf(values.provinceId)), loadCounties(idOf(values.cityId)), loadClasses(idOf(values.countyId))]);
      if (!live) return;
      // Only known values, and never over what the user already typed while loading.
      const known = Object.fromEntries(
        Object.entries(values).filter(([name, value]) => value !== undefined && value !== null && !form.isFieldTouched(name)),
      ) as RegisterValues;
      form.setFieldsValue(known);
      ready.current = true;
    })();
    return () => {
      live = false;
    };
  }, [form, loadCities, loadCounties, loadClasses]);

  const onValuesChange = (changed: RegisterValues, all: RegisterValues) => {
    if ('provinceId' in changed) {
      form.setFieldsValue({ cityId: undefined, countyId: undefined, classId: undefined });
      void loadCounties(null);
      void loadClasses(null);
      void loadCities(idOf(changed.provinceId));
    } else if ('cityId' in changed) {
      form.setFieldsValue({ countyId: undefined, classId: undefined });
      void loadClasses(null);
      void loadCounties(idOf(changed.cityId));
    } else if ('countyId' in changed) {
      form.setFieldsValue({ classId: undefined });
      void loadClasses(idOf(changed.countyId));
    }
    if (ready.current) writeDraft({ ...all, ...form.getFieldsValue() });
  };

  // a photo still uploading is not in the form's value yet: 保存 says it is on its way, not that none was given
  const uploading = useRef(0);
  const upload = async (file: File): Promise<ImageUploadItem> => {
    uploading.current++;
    try {
      const result = await uploadTemporaryFile(file, file.name);
      return { url: result.url };
    } catch (error) {
      showFailure(error, '上传失败，请重试');
      throw error;
    } finally {
      uploading.current--;
    }
  };
  const photoRule = checkRule((value) =>
    uploading.current > 0 ? '证件照上传中，请稍候再保存' : Array.isArray(value) && value.length > 0 ? null : '请上传证件照',
  );

  const beforeUpload = (file: File) => {
    if (!file.type.startsWith('image/')) {
      toast('请上传图片文件');
      return null;
    }
    if (file.size > MAX_PHOTO_BYTES) {
      toast('图片不能超过5MB');
      return null;
    }
    return file;
  };

  const { submit, submitting } = useThrottledSubmit(async (values: RegisterValues) => {
    writeDraft(values);
    const body: PerfectBody = {
      realName: (values.realName ?? '').trim(),
      idTypeId: idOf(values.idTypeId),
      idCard: (values.idCard ?? '').trim(),
      education: values.education ?? '',
      phone: (values.phone ?? '').trim(),
      provinceId: idOf(values.provinceId) ?? 0,
      cityId: idOf(values.cityId) ?? 0,
      countyId: idOf(values.countyId) ?? 0,
      classId: idOf(values.classId) ?? 0,
      identificationPhoto: values.photo?.[0]?.url ?? '',
    };
    try {
      await perfect(body);
      session.isPerfect = '';
      await loadUserInfo();
      sessionStorage.removeItem(REGISTER_DRAFT_KEY);
      toast.success('保存成功');
      navigate(homePath(), { replace: true });
    } catch (error) {
      showFailure(error, '保存失败');
    }
  });

  const checked = useCheckedForm(form, submit, { linked: { idTypeId: ['idCard'] }, onValuesChange });

  return (
    <AuthLayout brand={brand} title="完善信息" subtitle="请完善个人信息后继续使用" wide>
      <Form {...checked.formProps} layout="horizontal" mode="card" footer={<AuthSubmit busy={submitting}>保存</AuthSubmit>}>
        <Form.Header>基本信息</Form.Header>
        <CheckedItem name="realName" label="真实姓名" rules={[{ required: true, whitespace: true, message: '请输入真实姓名' }]}>
          <Input placeholder="请输入真实姓名" maxLength={20} clearable />
        </CheckedItem>
        <CheckedItem name="idTypeId" label="证件类型" rules={[{ required: true, message: '请选择证件类型' }]}>
          <SelectField options={optionsOf(types)} placeholder="请选择证件类型" />
        </CheckedItem>
        <CheckedItem name="idCard" label={idCardLike ? '身份证号' : '证件号码'} rules={[checkRule(checkIdNumber(typeName))]}>
          <Input placeholder={idCardLike ? '请输入身份证号' : '请输入证件号码'} maxLength={idCardLike ? 18 : 30} clearable />
        </CheckedItem>
        <CheckedItem name="phone" label="手机号" rules={phoneRules}>
          <Input placeholder="请输入手机号" type="tel" inputMode="numeric" maxLength={11} clearable />
        </CheckedItem>
        <CheckedItem name="education" label="文化程度">
          <SelectField options={levels.map((l) => ({ label: l, value: l }))} placeholder="请选择文化程度（选填）" />
        </CheckedItem>
        <Form.Header>所在地区与班级</Form.Header>
        <CheckedItem name="provinceId" label="省" rules={[{ required: true, message: '请选择省' }]}>
          <SelectField options={optionsOf(provinces)} placeholder="请选择省" />
        </CheckedItem>
        <CheckedItem name="cityId" label="市" rules={[{ required: true, message: '请选择市' }]}>
          <SelectField options={optionsOf(cities)} placeholder="请选择市" />
        </CheckedItem>
        <CheckedItem name="countyId" label="区/县" rules={[{ required: true, message: '请选择区/县' }]}>
          <SelectField options={optionsOf(counties)} placeholder="请选择区/县" />
        </CheckedItem>
        <CheckedItem name="classId" label="班级" rules={[{ required: true, message: '请选择班级' }]}>
          <SelectField
            options={optionsOf(classes)}
            placeholder={classes.length ? '请选择班级' : !countyId ? '请先选择区/县' : classesLoading ? '加载中…' : '该区/县暂无可报名的班级'}
          />
        </CheckedItem>
        <Form.Header>证件照</Form.Header>
        <CheckedItem name="photo" label="证件照" rules={[photoRule]}>
          <ImageUploader upload={upload} beforeUpload={beforeUpload} maxCount={1} accept="image/*" />
        </CheckedItem>
      </Form>
    </AuthLayout>
  );
}
