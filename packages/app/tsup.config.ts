import { adlensPackageBuild } from '../tsup.shared.ts';

export default adlensPackageBuild({ index: 'src/index.ts', hosting: 'src/hosting.ts' });
