import { Navigate } from 'react-router';

/** Any address the site does not know leads to the home page. */
export default function RedirectHomeRoute() {
  return <Navigate to="/" replace />;
}
