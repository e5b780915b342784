/**
 * Page titles (000 §2.4): the add title, or the edit title carrying the record's name; where the entity says
 * its name alone does not tell the record (`titleWith`), the title says those fields instead, as lists show them.
 */
import { Box } from '@mui/material';
import { Fragment } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Entity } from '../schemas/define-entity';
import { DescribedField } from './described-field';
import { describeField } from './field-kinds';
import { recordTitle } from './list-description';
import { enumLabel, titleKey } from './locale-keys';

/** Stands for the name while the title's words are split around it. */
const NAME = '\u0000';

export function EntityTitle({ entity, page }: { entity: Entity; page: 'add' | 'edit' }) {
  const translate = useTranslate();
  const record = useRecordContext();
  if (page === 'edit' && !record) return null;
  if (page === 'edit' && entity.titleWith?.length) {
    const [before, after = ''] = translate(titleKey(entity.path, page), { name: NAME }).split(NAME);
    return (
      <>
        {before}
        <Box component="span" data-title-with="" sx={{ display: 'inline-flex', gap: 0.75, alignItems: 'center', flexWrap: 'wrap', '& *': { font: 'inherit', color: 'inherit' } }}>
          {entity.titleWith.map((name, i) => (
            <Fragment key={name}>
              {i > 0 && <span aria-hidden="true">·</span>}
              <DescribedField entity={entity} field={describeField(entity, name)} />
            </Fragment>
          ))}
        </Box>
        {after}
      </>
    );
  }
  // Events are named by a code (their type, decision or kind): the title says it in the user's words.
  const field = describeField(entity, entity.titleField);
  const code = record?.[entity.titleField];
  const name = field.values && code !== undefined && code !== null && code !== '' ? enumLabel(translate, entity.path, field.path, code) : recordTitle(entity, record);
  return <>{translate(titleKey(entity.path, page), { name })}</>;
}
