import { AppConfigProvider, loadAppConfig, notify, SessionProvider } from '@phonehub/session';
import { Toaster } from '@phonehub/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SellerModule } from './app/seller-module';

// Standalone mode, for the seller team: the module with the providers the host would give it.
async function start() {
  const config = await loadAppConfig();
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <AppConfigProvider config={config}>
        <SessionProvider>
          <BrowserRouter>
            <SellerModule />
          </BrowserRouter>
        </SessionProvider>
        <Toaster subscribe={notify.subscribe} />
      </AppConfigProvider>
    </StrictMode>,
  );
}

void start();
