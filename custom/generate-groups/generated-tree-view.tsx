/** The preview of generated groups: the counts, then each entrance with a line per floor listing its apartments. */
import { List, ListItem, ListItemText, ListSubheader, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { GeneratedTree } from '../../schemas/group-structure';

export function GeneratedTreeView({ tree }: { tree: GeneratedTree }) {
  const translate = useTranslate();
  return (
    <section aria-label={translate('generate_groups.preview_label')}>
      <Typography variant="subtitle2">{translate('generate_groups.counts', tree.counts)}</Typography>
      <List dense sx={{ maxHeight: 320, overflow: 'auto' }}>
        {tree.units.map((unit) => (
          <li key={unit.name}>
            <ul style={{ padding: 0 }}>
              <ListSubheader>{unit.name}</ListSubheader>
              {unit.children.map((floor) => (
                <ListItem key={floor.name} sx={{ pl: 4 }}>
                  <ListItemText primary={translate('generate_groups.floor_line', { floor: floor.name, apartments: floor.children.map((apartment) => apartment.name).join(', ') })} />
                </ListItem>
              ))}
            </ul>
          </li>
        ))}
      </List>
    </section>
  );
}
