import { defineResource } from '../resource/types.ts';
import { choices } from '../options.ts';
import { READ_ONLY, CLASS_ROWS } from './fields.ts';

/** /manage/studentWorks: learners' recorded streams and uploaded works; a teacher of the class scores them. */
export const studentWorkResource = defineResource({
  key: 'studentWork',
  title: '学员作品',
  ...CLASS_ROWS,
  labelField: 'title',
  fields: {
    title: { type: 'text', label: '作品名称', required: true, max: 50, list: true, title: true, filter: 'like', form: 'both', width: 220 },
    userId: {
      type: 'ref',
      ref: 'roster',
      label: '学员',
      required: true,
      requiredMessage: '请选择学员',
      list: true,
      card: true,
      filter: 'eq',
      form: 'create',
      width: 110,
    },
    classId: { type: 'ref', ref: 'examClass', label: '班级', list: true, filter: 'eq', width: 220 },
    kind: {
      type: 'enum',
      label: '类型',
      required: true,
      options: choices(['replay', '直播回放', 'primary'], ['video', '视频'], ['image', '图片'], ['file', '文件']),
      list: true,
      card: true,
      filter: 'eq',
      form: 'create',
      initial: 'video',
      width: 90,
    },
    files: {
      type: 'file',
      label: '作品文件',
      required: true,
      requiredMessage: '请上传作品文件',
      multiple: true,
      max: 3,
      form: 'create',
      noExport: true,
      help: '支持视频(MP4/WebM)、图片和 PDF，单个不超过10MB，最多3个',
    },
    liveSessionId: { type: 'int', label: '直播场次', detailOnly: true },
    score: { type: 'int', label: '评分', list: true, card: true, sort: true, filter: 'range', width: 70 },
    comment: { type: 'textarea', label: '评语', list: true, width: 200 },
    scorerName: { type: 'text', label: '评分教师', list: true, width: 90 },
    scoredAt: { type: 'datetime', label: '评分时间', width: 150, list: true },
    createdAt: { type: 'datetime', label: '提交时间', list: true, sort: true, filter: 'range', width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'createdAt', order: 'desc' }, emptyText: '暂无学员作品' },
    create: { label: '上传作品', roles: [1, 4, 5] },
    update: false,
    delete: { confirm: '删除后不能恢复，确定删除该作品吗？', roles: [1, 4, 5] },
    actions: {
      score: {
        label: '评分',
        roles: [1, 4, 5],
        success: '评分已保存',
        fields: {
          score: { type: 'int', label: '评分（0-100）', required: true, requiredMessage: '请填写评分', min: 0, max: 100 },
          comment: { type: 'textarea', label: '评语', max: 500 },
        },
      },
    },
  },
});

/** /manage/LiveStreamingData: each live session's figures (docs/back-office.md "Supervision"). */
export const liveStreamingDataResource = defineResource({
  key: 'liveStreamingData',
  title: '直播数据',
  ...CLASS_ROWS,
  labelField: 'title',
  fields: {
    title: { type: 'text', label: '直播标题', list: true, title: true, filter: 'like', width: 180 },
    hostName: { type: 'text', label: '主播', list: true, card: true, width: 100 },
    classId: { type: 'ref', ref: 'examClass', label: '班级', list: true, filter: 'eq', width: 170 },
    shopName: { type: 'text', label: '店铺', list: true, filter: 'like', width: 130 },
    startsAt: { type: 'datetime', label: '开始时间', list: true, card: true, sort: true, filter: 'range', width: 150 },
    durationMin: { type: 'int', label: '时长(分钟)', list: true, width: 90 },
    peakViewers: { type: 'int', label: '峰值观看', list: true, card: true, width: 90 },
    avgViewers: { type: 'text', label: '平均观看', list: true, width: 90 },
    totalViews: { type: 'int', label: '累计观看', list: true, width: 90 },
    orders: { type: 'int', label: '订单数', list: true, width: 80 },
    salesFen: { type: 'fen', label: '销售额', list: true, card: true, width: 110 },
    chatMessages: { type: 'int', label: '互动消息数', list: true, width: 100 },
  },
  ops: {
    list: { defaultSort: { field: 'startsAt', order: 'desc' }, emptyText: '暂无直播场次' },
    ...READ_ONLY,
  },
});
