import { createContext } from 'react';
import type { AdlensRuntime } from './createAdlensRuntime.ts';

export const AdlensRuntimeContext = createContext<AdlensRuntime | null>(null);
