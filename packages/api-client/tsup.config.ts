import { adlensPackageBuild } from '../tsup.shared.ts';

export default adlensPackageBuild({ index: 'src/index.ts', query: 'src/query.ts' });
