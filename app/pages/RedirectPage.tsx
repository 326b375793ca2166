import { Navigate, useLocation } from 'react-router-dom';

/** `/redirect/{path}` re-enters `{path}`, so a page can reload itself by going through here (spec-digest 000 §2). */
export function RedirectPage() {
  const location = useLocation();
  const target = location.pathname.replace(/^\/redirect/, '') || '/';
  return <Navigate to={target + location.search} replace />;
}
