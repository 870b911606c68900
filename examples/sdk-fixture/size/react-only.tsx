// Size baseline (bench/widgetBundleSizes.ts): a React app that renders nothing of ours.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<p>Nothing of Adlens here.</p>);
