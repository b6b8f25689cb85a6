import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { reportWebVitals } from './lib/analytics';
import { createChunkLoadLogic, createSessionLogic, createThemeLogic } from './lib/app-logic';
import { createDevInspector } from './lib/inspector';
import { readStoredDarkMode } from './lib/session-storage';
import { createAppRouter } from './router';
import './styles.css';

const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createDevInspector().then((inspect) => {
  createRoot(container).render(
    <StrictMode>
      <App
        router={router}
        sessionLogic={createSessionLogic(() => router.navigate({ to: '/' }))}
        themeLogic={createThemeLogic()}
        themeInput={{
          storedDark: readStoredDarkMode(),
          prefersDark: window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false,
        }}
        chunkLoadLogic={createChunkLoadLogic()}
        inspect={inspect}
      />
    </StrictMode>,
  );
  void reportWebVitals();
});
