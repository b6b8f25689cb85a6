// Download buttons for the companion apps (docs/requirements/marketing.md#mobile-apps): each app on
// the App Store and on Google Play. Plain links to the listings in src/content/app-stores.ts.
import { type AppId, appStoreUrls, type StoreId, storeIds } from '@site/content/app-stores';
import { useMessages } from '@site/i18n/use-messages';
import './marketing.css';

function StoreIcon({ store }: { store: StoreId }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {store === 'appStore' ? (
        <path d="M5 3h14a2 2 0 012 2v14a2 2 0 01-2 2H5a2 2 0 01-2-2V5a2 2 0 012-2zM8 16l4-9 4 9M9.5 13h5" />
      ) : (
        <path d="M6 3.5v17l14-8.5z" />
      )}
    </svg>
  );
}

/** The two store buttons of one app. */
export function AppStoreLinks({ app }: { app: AppId }) {
  const m = useMessages().apps;
  return (
    <ul className="store-links" aria-label={m.groupLabel(m.names[app])}>
      {storeIds.map((store) => (
        <li key={store}>
          <a className="store-link" href={appStoreUrls[app][store]}>
            <StoreIcon store={store} />
            <span>
              <span className="store-link__app">{m.names[app]}</span>{' '}
              <span className="store-link__store">{m.stores[store]}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
