/** Stub: being built (issue 6). Renders nothing until then. */
import type { PageActionProps } from './page-actions';

export default function PageAction(_props: PageActionProps) {
  return null;
}
