/**
 * The hand-written pages' routes, inside the shell (signed in). Each page lives in its own folder here and
 * adds one lazily loaded <Route> below; app.tsx mounts the list and keeps "not yet available" off these paths.
 */
import type { ReactElement } from 'react';
import { accessMatrixRoute } from './access-matrix/route';
import { remoteControlRoute } from './remote-control/route';
import { elevatorMappingRoute } from './elevator-mapping/route';
import { systemInfoRoute } from './system-info/route';
import { webMetricsRoute } from './web-metrics/route';
import { projectSettingsRoute } from './project-settings/route';
import { licencesRoute } from './licences/route';
import { licenceReportsRoute } from './licence-reports/route';
import { ipBlockingRoute } from './ip-blocking/route';
import { auditEventsRoute } from './audit-events/route';
import { backupsRoute } from './backups/route';

export const customRoutes: ReactElement[] = [
  accessMatrixRoute,
  remoteControlRoute,
  elevatorMappingRoute,
  systemInfoRoute,
  webMetricsRoute,
  projectSettingsRoute,
  licencesRoute,
  licenceReportsRoute,
  auditEventsRoute,
  ipBlockingRoute,
  backupsRoute,
];
