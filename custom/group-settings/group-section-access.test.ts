/** Which of a group's settings dialogs a user gets, and read-only or not, as the sections' descriptions say. */
import { describe, expect, it } from 'vitest';
import { groupSectionsFor } from './group-section-access';

const whiteLabel = (permissions: string[]) => groupSectionsFor(permissions).find((entry) => entry.section === 'white_label');

describe('group settings dialogs', () => {
  it('are changed by who may edit groups or manage their own group\'s white label', () => {
    expect(whiteLabel(['groups.edit.all'])).toEqual({ section: 'white_label', readOnly: false });
    expect(whiteLabel(['groups.edit.descendants'])).toEqual({ section: 'white_label', readOnly: false });
    expect(whiteLabel(['groups.manage_own.white_label'])).toEqual({ section: 'white_label', readOnly: false });
  });

  it('are read-only with management_company.view alone, and absent without any', () => {
    expect(whiteLabel(['management_company.view'])).toEqual({ section: 'white_label', readOnly: true });
    expect(whiteLabel(['groups.manage_own.general', 'groups.view.all'])).toBeUndefined();
    expect(groupSectionsFor(undefined)).toEqual([]);
  });
});
