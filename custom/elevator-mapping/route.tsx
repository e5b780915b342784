/** /elevators/:id/mapping inside the shell; the editor loads lazily. */
import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router-dom';

const FloorMapPage = lazy(() => import('./floor-map-page'));

export const FLOOR_MAP_PATH = '/elevators/:id/mapping';
export const floorMapPath = (id: string | number) => `/elevators/${id}/mapping`;

export const elevatorMappingRoute = (
  <Route
    key="elevator-mapping"
    path={FLOOR_MAP_PATH}
    element={
      <Suspense fallback={<Loading />}>
        <FloorMapPage />
      </Suspense>
    }
  />
);
