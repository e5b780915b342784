/**
 * An object's fields in a grid: side by side in `columns` on a wide screen, one column on a narrow one;
 * wide fields (ui-schema.ts isWide) take a whole row. Hidden fields take no cell.
 */
import { Box } from '@mui/material';
import type { ObjectFieldTemplatePropertyType, UiSchema } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import type { FieldPlacement } from '../ui-schema';

interface FieldGridProps {
  properties: ObjectFieldTemplatePropertyType[];
  uiSchema: UiSchema | undefined;
  columns?: 1 | 2;
}

export function FieldGrid({ properties, uiSchema, columns = 1 }: FieldGridProps) {
  const wide = (name: string) => Boolean((getUiOptions(uiSchema?.[name] ?? {}) as FieldPlacement).wide);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `repeat(${columns}, minmax(0, 1fr))` }, columnGap: 2, rowGap: 1.5, mt: 1 }}>
      {properties.map((property) =>
        property.hidden ? (
          property.content
        ) : (
          <Box key={property.name} sx={{ minWidth: 0, ...(wide(property.name) && { gridColumn: '1 / -1' }) }}>
            {property.content}
          </Box>
        ),
      )}
    </Box>
  );
}
