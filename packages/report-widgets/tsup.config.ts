import { adlensPackageBuild } from '../tsup.shared.ts';

export default adlensPackageBuild();
