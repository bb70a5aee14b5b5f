/** Lab reports, results and trends (issue "Complete records" scope 1): the plugin and its file references. */
export { labReportsRoutes } from './lab-reports.routes.js';
export { labReportFileReferences, labReportsByIds } from './lab-reports.service.js';
