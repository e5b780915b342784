/** The elevators module's field displays (resources/display-registry.ts): an elevator's controllers, a rule's floors. */
import { registerDisplays } from '../../resources/display-registry';
import { ElevatorControllersField } from './elevator-controllers-field';
import { ElevatorControllersSummary } from './elevator-controllers-summary';
import { ElevatorFloorsField } from './elevator-floors-field';
import { ElevatorFloorsSummary } from './elevator-floors-summary';

declare module '../../schemas/define-entity' {
  interface FieldDisplays {
    elevator_floors: true;
    elevator_controllers: true;
  }
}

registerDisplays({
  elevator_floors: { show: ElevatorFloorsSummary, form: { field: ElevatorFloorsField } },
  // Chosen on create; after that they and their floor maps belong to the floor-mapping page.
  elevator_controllers: { show: ElevatorControllersSummary, form: { field: ElevatorControllersField }, options: (mode) => ({ editable: mode === 'create' }) },
});
