/** Lab reports, results and trends (docs/product.md#screens-added-since-the-first-version): the plugin and its file references. */
export { labReportsRoutes } from './lab-reports.routes.js';
export { labReportFileReferences, labReportsByIds } from './lab-reports.service.js';
export { createLabReport } from './lab-reports.service.js';
