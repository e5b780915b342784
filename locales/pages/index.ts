/** Hand-written pages whose strings live in their own module (locales/page-strings.ts): one line per page. */
import { accessMatrixStrings } from './access-matrix';
import { amenitiesStrings } from './amenities';
import { auditEventsStrings } from './audit-events';
import { backupsStrings } from './backups';
import { dialerStrings } from './dialer';
import { elevatorMappingStrings } from './elevator-mapping';
import { entityImportStrings } from './entity-import';
import { generateGroupsStrings } from './generate-groups';
import { groupSettingsStrings } from './group-settings';
import { ipBlockingStrings } from './ip-blocking';
import { licenceReportsStrings } from './licence-reports';
import { licencesStrings } from './licences';
import { listExportStrings } from './list-export';
import { mobileClientsStrings } from './mobile-clients';
import { projectSettingsStrings } from './project-settings';
import { remoteControlStrings } from './remote-control';
import { scheduledJobsStrings } from './scheduled-jobs';
import { systemInfoStrings } from './system-info';
import { webMetricsStrings } from './web-metrics';

export const pageLocales = [
  accessMatrixStrings, amenitiesStrings, auditEventsStrings, backupsStrings, dialerStrings, elevatorMappingStrings, entityImportStrings, generateGroupsStrings, groupSettingsStrings, ipBlockingStrings, licenceReportsStrings, licencesStrings, listExportStrings, mobileClientsStrings,
  projectSettingsStrings, remoteControlStrings, scheduledJobsStrings, systemInfoStrings, webMetricsStrings,
] as const;
