import { TextLink } from '../../shared/ui/TextLink.tsx';
import { ErrorPage } from './ErrorPage.tsx';

/** The "Bad request" page; the action goes to the configured start page. */
export function BadRequestPage() {
  return (
    <ErrorPage title="Error 400">
      <p>
        Bad request. Please check the URL address or <TextLink to="/ad-intelligence">Go to Home page</TextLink>
      </p>
    </ErrorPage>
  );
}
