import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';

/** The origin the visitor asked for, when the server renders the page (entry-server.tsx). */
export const ServerOrigin = createContext('');

/** This page's absolute address (for share links), the same on the server and in the browser. */
export function usePageUrl(): string {
  const serverOrigin = useContext(ServerOrigin);
  const { pathname, search } = useLocation();
  const origin = typeof window === 'undefined' ? serverOrigin : window.location.origin;
  return `${origin}${pathname}${search}`;
}
