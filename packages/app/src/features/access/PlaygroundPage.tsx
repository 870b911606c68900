import { styled } from 'styled-components';
import { TextLink } from '../../shared/ui/TextLink.tsx';
import { ErrorPage } from './ErrorPage.tsx';

const Links = styled.ul`
  line-height: 2;
`;

/** The playground: a developer index of the access pages (never in production). */
export function PlaygroundPage() {
  return (
    <ErrorPage title="Playground">
      <p>Development only: the access and error pages.</p>
      <Links>
        <li>
          <TextLink to="/login">Log In</TextLink>
        </li>
        <li>
          <TextLink to="/recover-password">Reset password</TextLink>
        </li>
        <li>
          <TextLink to="/no-package">No package</TextLink>
        </li>
        <li>
          <TextLink to="/trial-ended">Trial ended</TextLink>
        </li>
        <li>
          <TextLink to="/500">Server error</TextLink>
        </li>
        <li>
          <TextLink to="/401">Unauthorized</TextLink>
        </li>
        <li>
          <TextLink to="/bad-request">Bad request</TextLink>
        </li>
        <li>
          <TextLink to="/not-found">Not found</TextLink>
        </li>
      </Links>
    </ErrorPage>
  );
}
