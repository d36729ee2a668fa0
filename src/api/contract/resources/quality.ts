import type { FieldDecl } from '../resource/types.ts';
import { defineResource } from '../resource/types.ts';
import { REGION_ADMIN_ROLES, type Role } from '../roles.ts';
import { REVIEW_STATUS, CLASS_ROWS, reviewActions } from './fields.ts';
import { choices } from '../options.ts';

/**
 * A class's quality on the resource layer (docs/back-office.md "Attendance and quality"): its
 * classroom cameras (/manage/cameraManagement), its files for review (/manage/CheckTheFile) and the
 * quality inspections of the region (/manage/QualityFeedback). Scope `class`.
 */

/** The class's institution and its teachers: they upload files and rectify. */
const CLASS_STAFF: readonly Role[] = [4, 5];

const classRef: FieldDecl = { type: 'ref', ref: 'clazz', label: '班级', required: true, list: true, filter: 'eq', form: 'both', width: 220 };

export const classCameraResource = defineResource({
  key: 'classCamera',
  title: '摄像头',
  ...CLASS_ROWS,
  labelField: 'name',
  fields: {
    name: { type: 'text', label: '摄像头名称', required: true, max: 50, list: true, title: true, filter: 'like', sort: true, form: 'both', width: 160 },
    classId: classRef,
    location: { type: 'text', label: '安装位置', max: 100, list: true, card: true, form: 'both', width: 160, placeholder: '如：教室前方左侧' },
    streamUrl: {
      type: 'text',
      label: '视频流地址',
      required: true,
      max: 500,
      list: true,
      form: 'both',
      width: 260,
      pattern: {
        source: '^(https?|rtsp|rtmp|webrtc|wss?)://[^\\s]+$',
        message: '请输入以 http(s)://、rtsp://、rtmp://、webrtc:// 或 ws(s):// 开头的视频流地址',
      },
      initial: 'rtsp://192.168.1.64:554/Streaming/Channels/101',
      help: '默认值为常见网络摄像头主码流地址的格式，请改为实际地址；网页直接播放需 http(s) 的 HLS/FLV 地址，rtsp 需经流媒体服务转换',
    },
    enabled: {
      type: 'bool',
      label: '状态',
      options: choices([true, '启用', 'success'], [false, '停用']),
      list: true,
      card: true,
      filter: 'eq',
      form: 'both',
      initial: true,
      width: 80,
    },
    createdAt: { type: 'datetime', label: '添加时间', list: true, sort: true, width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'createdAt', order: 'desc' }, emptyText: '还没有摄像头' },
    create: { roles: [1, 2, 3, 20, 4], label: '添加摄像头' },
    update: { roles: [1, 2, 3, 20, 4] },
    delete: { roles: [1, 2, 3, 20, 4], confirm: '删除后督导将无法查看该摄像头，确定删除吗？', batch: true },
  },
});

export const FILE_KINDS = choices(['schedule', '课程表'], ['signin', '签到表'], ['photo', '培训照片'], ['other', '其他']);

export const classFileResource = defineResource({
  key: 'classFile',
  title: '班级档案',
  ...CLASS_ROWS,
  labelField: 'title',
  fields: {
    title: { type: 'text', label: '档案名称', required: true, max: 50, list: true, title: true, filter: 'like', sort: true, form: 'both', width: 180 },
    classId: classRef,
    kind: { type: 'enum', label: '档案类型', required: true, options: FILE_KINDS, list: true, card: true, filter: 'eq', form: 'both', width: 100 },
    file: { type: 'file', label: '文件', required: true, max: 1, list: true, form: 'both', width: 180, help: '支持 PDF 和图片，不超过10MB' },
    status: REVIEW_STATUS,
    reviewReason: { type: 'text', label: '审核意见', list: true, width: 180 },
    uploaderName: { type: 'text', label: '上传人', list: true, width: 90 },
    createdAt: { type: 'datetime', label: '上传时间', list: true, card: true, sort: true, filter: 'range', width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'createdAt', order: 'desc' }, emptyText: '暂无档案' },
    create: { roles: CLASS_STAFF, label: '上传档案' },
    update: { roles: CLASS_STAFF, when: { field: 'status', in: ['pending', 'rejected'] }, label: '重新上传' },
    delete: { roles: CLASS_STAFF, when: { field: 'status', in: ['pending', 'rejected'] }, confirm: '确定删除该档案吗？' },
    actions: reviewActions(REGION_ADMIN_ROLES, ['pending']),
  },
});

export const INSPECTION_STATUS_OPTIONS = choices(['open', '待整改', 'danger'], ['rectifying', '整改待复核', 'warning'], ['closed', '已关闭', 'success']);

export const qualityInspectionResource = defineResource({
  key: 'qualityInspection',
  title: '质量检查',
  ...CLASS_ROWS,
  labelField: 'className',
  fields: {
    className: { type: 'text', label: '班级', list: true, title: true, width: 200 },
    classId: { ...classRef, list: false },
    inspectedOn: { type: 'date', label: '检查日期', required: true, list: true, card: true, sort: true, filter: 'range', form: 'both', width: 110 },
    inspector: { type: 'text', label: '检查人', required: true, max: 30, list: true, form: 'both', width: 100 },
    findings: { type: 'textarea', label: '检查发现', required: true, max: 2000, list: true, form: 'both', width: 260 },
    rectification: { type: 'textarea', label: '整改情况', list: true, width: 260 },
    status: { type: 'enum', label: '状态', options: INSPECTION_STATUS_OPTIONS, list: true, card: true, filter: 'eq', width: 110 },
    createdAt: { type: 'datetime', label: '登记时间', sort: true, width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'inspectedOn', order: 'desc' }, emptyText: '暂无质量检查记录' },
    create: { roles: REGION_ADMIN_ROLES, label: '登记检查' },
    update: { roles: REGION_ADMIN_ROLES, when: { field: 'status', in: ['open'] } },
    delete: { roles: REGION_ADMIN_ROLES, when: { field: 'status', in: ['open'] }, confirm: '确定删除该检查记录吗？' },
    actions: {
      rectify: {
        label: '提交整改',
        roles: CLASS_STAFF,
        when: { field: 'status', in: ['open'] },
        fields: { rectification: { type: 'textarea', label: '整改情况', required: true, max: 2000 } },
        success: '已提交整改',
      },
      reopen: {
        label: '退回整改',
        roles: REGION_ADMIN_ROLES,
        when: { field: 'status', in: ['rectifying'] },
        reason: { label: '退回原因', required: '请输入退回原因', max: 200 },
        danger: true,
        success: '已退回',
      },
      close: {
        label: '复核通过并关闭',
        roles: REGION_ADMIN_ROLES,
        when: { field: 'status', in: ['rectifying'] },
        confirm: '确认整改到位并关闭吗？',
        success: '已关闭',
      },
    },
  },
});
