/**
 * Where the 导出记录 pages are: every header links there, so this stands apart from the export
 * contract (exports.ts), which the layouts' shared chunk would otherwise carry to every page.
 */
export const EXPORT_RECORDS_PATHS = { manage: '/manage/exportRecords', seller: '/seller/exportRecords' } as const;

/** Where a role finds its 导出记录: learners in the seller centre, staff in the back-office. */
export const exportRecordsPath = (role: number | undefined) => (role === 6 ? EXPORT_RECORDS_PATHS.seller : EXPORT_RECORDS_PATHS.manage);
