/**
 * A record's page as tabs when its entity declares related records (`related`): "Details" holds the page's
 * own content, each further tab a related list (related-list.tsx). The open tab is in the address
 * (`?tab=identifiers`), so reload and back keep it; the details stay mounted, so a form's edits survive a
 * look at another tab. Entities without related records get their content as it is.
 */
import { Box, Tab, Tabs } from '@mui/material';
import { type ReactNode, useMemo } from 'react';
import { usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { Entity } from '../schemas/define-entity';
import { commonKey } from './locale-keys';
import { RelatedList } from './related-list';
import { relatedTabs } from './related-records';
import { useOwnProfile, useServerLicence } from '../src/layout/use-shell-data';
import { isLicensed } from '../src/menu/menu-rules';

const DETAILS = 'details';

export function RecordTabs({ entity, children }: { entity: Entity; children: ReactNode }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const { permissions } = usePermissions<string[]>();
  const serverLicence = useServerLicence();
  const userLicenceState = useOwnProfile()?.licenceState;
  const tabs = useMemo(
    () => relatedTabs(entity, Array.isArray(permissions) ? permissions : [], (feature) => isLicensed(feature, { serverLicence, userLicenceState })),
    [entity, permissions, serverLicence, userLicenceState],
  );
  const [params, setParams] = useSearchParams();
  if (!tabs.length || !record) return <>{children}</>;
  const open = tabs.find((tab) => tab.key === params.get('tab'));
  const choose = (key: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === DETAILS) next.delete('tab');
        else next.set('tab', key);
        return next;
      },
      { replace: true },
    );
  return (
    <>
      <Tabs value={open?.key ?? DETAILS} onChange={(_, key: string) => choose(key)} variant="scrollable" scrollButtons="auto" sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Tab value={DETAILS} label={translate(commonKey('details'))} />
        {tabs.map((tab) => (
          <Tab key={tab.key} value={tab.key} label={translate(tab.titleKey, { smart_count: 2 })} />
        ))}
      </Tabs>
      <Box hidden={Boolean(open)}>{children}</Box>
      {open && <RelatedList key={open.key} tab={open} />}
    </>
  );
}
