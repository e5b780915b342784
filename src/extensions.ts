/**
 * The modules that extend the generated pages through the open registries (resources/page-action-registry.ts,
 * resources/display-registry.ts, src/pages/home-panels.ts, src/layout/app-bar-slots.ts): one import per contributor. The app and the
 * generator's tests import this.
 */
import '../custom/page-actions';
import '../resources/form/displays';
import './communications/rich-text-display';
import './communications/other-party-display';
import './communications/poll-questions-display';
import './communications/poll-answers-display';
import './telephony/forward-queues-display';
import './telephony/call-party-display';
import './communications/page-actions';
import './account/avatar-display';
import './devices/device-displays';
import './devices/page-actions';
import './identifiers/page-actions';
import './mobile-clients/page-actions';
import './identifiers/identifier-displays';
import './elevators/elevator-displays';
import './schedules/schedule-displays';
import './devices/devices-online-panel';
import './devices/open-alarms-panel';
import './access-control/access-events-today-panel';
import './amenities/amenity-displays';
import './licensing/licence-moment-displays';
import './amenities/upcoming-reservations-panel';
import '../custom/licences/licence-usage-panel';
import '../custom/amenity-slots/register';
import '../custom/dialer/register';
import './white-label/register';
