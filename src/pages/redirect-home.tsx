/** The root goes to /home (000 §2.2); react-admin's dashboard slot is "/", so this is the dashboard. */
import { Navigate } from 'react-admin';
import { HOME_PATH } from '../providers/redirects';

export function RedirectHome() {
  return <Navigate to={HOME_PATH} replace />;
}
