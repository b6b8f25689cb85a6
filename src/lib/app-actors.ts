// App-wide machines (docs/decisions/0001-statecharts-and-model-based-tests.md): one actor context
// each, provided above the router.

import { chunkLoadMachine } from '@machines/chunk-load.machine';
import { sessionMachine } from '@machines/session.machine';
import { themeMachine } from '@machines/theme.machine';
import { createActorContext } from '@xstate/react';

export const SessionContext = createActorContext(sessionMachine);
export const ThemeContext = createActorContext(themeMachine);
export const ChunkLoadContext = createActorContext(chunkLoadMachine);
