// The bundle baseline: a bare react-admin app (one resource, ListGuesser, ra-data-simple-rest).
import { createRoot } from 'react-dom/client';
import { Admin, ListGuesser, Resource } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={simpleRestProvider('/api')}>
    <Resource name="users" list={ListGuesser} />
  </Admin>,
);
