/**
 * Communication pages that are not an entity's generated ones: the recipient's page of an announcement (public,
 * outside the shell), the poll results and a conversation's live thread (inside it). Each page is its own chunk: the charts load only there.
 */
import { lazy, type ReactElement, Suspense } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router-dom';

const AnnouncePage = lazy(() => import('./announce-page'));
const PollResultsPage = lazy(() => import('./poll-results-page'));
const ConversationPage = lazy(() => import('./conversation-page'));
const ReceivedAnnouncePage = lazy(() => import('./received-announce-page'));

const page = (Page: React.ComponentType) => (
  <Suspense fallback={<Loading />}>
    <Page />
  </Suspense>
);

export const communicationPublicRoutes: ReactElement[] = [<Route key="announce" path="/announce/:token" element={page(AnnouncePage)} />];

export const communicationRoutes: ReactElement[] = [
  <Route key="poll-results" path="/announces/response" element={page(PollResultsPage)} />,
  <Route key="conversation" path="/conversation/:id" element={page(ConversationPage)} />,
  <Route key="received-announce" path="/announces/received/:id" element={page(ReceivedAnnouncePage)} />,
];
