import { TextLink } from '../../shared/ui/TextLink.tsx';
import { ErrorPage } from './ErrorPage.tsx';

/** The "404" page; every unknown path renders it. */
export function NotFoundPage() {
  return (
    <ErrorPage title="Error 404">
      <p>Whoops! We couldn't find what you're looking for.</p>
      <p>
        Please try again to enter URL address or <TextLink to="/ad-intelligence">Go to Home page</TextLink>
      </p>
    </ErrorPage>
  );
}
