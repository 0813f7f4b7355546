import { createContext, useContext } from 'react';
import { Navigate } from 'react-router';

/** Set by the server renderer (entry-server.tsx): where the page asked to go instead. */
export const ServerRedirect = createContext<{ to?: string } | null>(null);

/**
 * Sends the visitor elsewhere, replacing this page in the history (an unknown market, product
 * or list). On the server the answer becomes an HTTP redirect.
 */
export function Redirect({ to }: { to: string }) {
  const server = useContext(ServerRedirect);
  if (server) {
    server.to ??= to;
    return null;
  }
  return <Navigate to={to} replace />;
}
