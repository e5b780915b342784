/**
 * An object made of sections, one section in view at a time (a device's settings): a tab per section,
 * named by the section's title. Every panel stays mounted, so what was typed in one survives a look at
 * another; a tab whose section has an error is marked, and the first such tab opens when errors appear.
 */
import { Box, Tab, Tabs } from '@mui/material';
import type { ErrorSchema, ObjectFieldTemplatePropertyType, UiSchema } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { hasErrors } from './error-schema';

interface SectionTabsProps {
  properties: ObjectFieldTemplatePropertyType[];
  uiSchema: UiSchema | undefined;
  errorSchema: ErrorSchema | undefined;
}

export function SectionTabs({ properties, uiSchema, errorSchema }: SectionTabsProps) {
  const shown = properties.filter((property) => !property.hidden);
  const [open, setOpen] = useState(shown[0]?.name);
  const failing = shown.filter((property) => hasErrors(errorSchema?.[property.name] as ErrorSchema | undefined)).map((property) => property.name);
  const firstFailing = failing[0];
  useEffect(() => {
    if (firstFailing) setOpen(firstFailing);
  }, [firstFailing]);
  const current = shown.some((property) => property.name === open) ? open : shown[0]?.name;
  return (
    <>
      <Tabs value={current ?? false} onChange={(_, name: string) => setOpen(name)} variant="scrollable" scrollButtons="auto" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {shown.map((property) => (
          <Tab
            key={property.name}
            value={property.name}
            label={String(uiSchema?.[property.name]?.['ui:title'] ?? property.name)}
            sx={failing.includes(property.name) ? { color: 'error.main' } : undefined}
          />
        ))}
      </Tabs>
      {properties.map((property) => (
        <Box key={property.name} role="tabpanel" hidden={property.hidden || property.name !== current} sx={{ pt: 1 }}>
          {property.content}
        </Box>
      ))}
    </>
  );
}
