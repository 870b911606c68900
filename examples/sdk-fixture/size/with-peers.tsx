// Size baseline (bench/widgetBundleSizes.ts): the React app with the SDK's peer dependencies in use —
// a QueryClientProvider and a styled component — and nothing of ours. The budgets count from here.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { styled } from 'styled-components';

const Note = styled.p`
  color: #333;
`;

createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={new QueryClient()}>
    <Note>Nothing of Adlens here.</Note>
  </QueryClientProvider>,
);
