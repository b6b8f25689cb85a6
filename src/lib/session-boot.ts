// The stored-session boot script: index.html's first inline script (src/lib/page-boot.ts) marks
// <html> before anything paints when the browser holds a session that the session machine will
// restore, so a prerendered page shows Dashboard and Logout instead of Login and Register from its
// first paint, without a flash of the wrong pair (the header prerenders both; CSS in styles.css
// shows one by this mark until the app decides: views/shell/header.tsx).
//
// The rule is the machine's own function, embedded as source: one rule, not a copy to keep in
// step. tests/unit/page-boot.test.ts checks the script against the machine for every combination.
import { isRestorable } from '@machines/session.machine';
import { storageKeys } from './storage-keys';

/** Set on <html> (empty value) when the page loaded with a restorable session in storage. */
export const STORED_SESSION_ATTRIBUTE = 'data-stored-session';

// The StoredSession fields, each read from its storage key (the keys have the fields' names).
const fields = ['authToken', 'userEmail', 'userId', 'userName'] as const;
const stored = fields.map((field) => `${field}:localStorage.getItem(${JSON.stringify(storageKeys[field])})`);

export const sessionBootScript = `try{if((${isRestorable.toString()})({${stored.join(',')}}))document.documentElement.setAttribute(${JSON.stringify(STORED_SESSION_ATTRIBUTE)},"")}catch(e){}`;
