/**
 * /general-settings (000 §2.5, §3.13): the project's settings in tabs, General, Mail (SMTP) and SIP, each
 * shown to those who may read its section and editable by those who may change it (section-access.ts).
 *
 * Each tab is generated from its section's description (schemas/settings/, define-settings-section.ts): its
 * headings, fields and who may change it. Why react-admin inputs drawn per field kind rather than @rjsf over
 * the sections' JSON Schema, as the entity forms are: those forms hang on an entity (its uiSchema, its labels
 * under resources.*, and a validator precompiled per entity at build time, since the console's CSP forbids
 * compiling one in the browser), and the SIP section's rules (IP addresses, CIDR networks) are refinements
 * JSON Schema cannot carry, so the server stays the only judge either way.
 */
import { Alert, Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { Loading, Title, usePermissions, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useUnsavedChangesGuard } from '../../resources/form/use-unsaved-changes-guard';
import { SectionForm } from './section-form';
import { tabsFor } from './section-access';
import type { TabSection } from './section-fields';

export default function ProjectSettingsPage() {
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions<string[]>();
  const tabs = tabsFor(permissions);
  // ?tab=mail opens that tab (the mail-off warning's link); otherwise the first.
  const askedSection = new URLSearchParams(useLocation().search).get('tab');
  const asked = tabs.findIndex((tab) => tab.section === askedSection);
  const [chosen, setCurrent] = useState<number>();
  const current = chosen ?? Math.max(asked, 0);
  const [dirty, setDirty] = useState<Partial<Record<TabSection, boolean>>>({});
  const onDirtyChange = useCallback(
    (section: TabSection, changed: boolean) => setDirty((previous) => (Boolean(previous[section]) === changed ? previous : { ...previous, [section]: changed })),
    [],
  );
  const leaveDialog = useUnsavedChangesGuard(Object.values(dirty).some(Boolean));
  const title = translate('project_settings.title');

  if (isPending) return <Loading />;
  const readOnly = tabs.length > 0 && tabs.every((tab) => tab.readOnly);
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2, maxWidth: 1000, minWidth: 0 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {!tabs.length && <Alert severity="info">{translate('project_settings.nothing_to_show')}</Alert>}
      {readOnly && <Alert severity="info">{translate('project_settings.read_only')}</Alert>}
      {tabs.length > 0 && (
        <Card>
          <Tabs value={current} onChange={(_, index: number) => setCurrent(index)} variant="scrollable" allowScrollButtonsMobile aria-label={title}>
            {tabs.map(({ section }, index) => (
              <Tab
                key={section}
                id={`project-settings-tab-${section}`}
                aria-controls={`project-settings-panel-${section}`}
                value={index}
                // A tab holding unsaved changes is marked, since switching tabs keeps them.
                label={dirty[section] ? `${translate(`project_settings.tabs.${section}`)} •` : translate(`project_settings.tabs.${section}`)}
              />
            ))}
          </Tabs>
          {tabs.map(({ section, readOnly: sectionReadOnly }, index) => (
            // Every tab stays mounted, so changes in one survive a look at another.
            <CardContent
              key={section}
              role="tabpanel"
              id={`project-settings-panel-${section}`}
              aria-labelledby={`project-settings-tab-${section}`}
              hidden={index !== current}
            >
              <SectionForm section={section} readOnly={sectionReadOnly} onDirtyChange={onDirtyChange} />
            </CardContent>
          ))}
        </Card>
      )}
      {leaveDialog}
    </Box>
  );
}
