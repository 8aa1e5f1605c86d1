/**
 * What main.tsx needs of react-router, as named imports: a dynamic import of the
 * package itself would keep every export of it in the bundle.
 */
export { createBrowserRouter } from 'react-router';
export { RouterProvider } from 'react-router/dom';
