// Words every management screen of the portal shares: waiting, failing, confirming.
import type { Catalogue } from './language';

export const managementText = {
  en: {
    loading: 'Loading…',
    loadFailed: 'This list could not be loaded.',
    retry: 'Try again',
    refreshing: 'Updating…',
    actionFailed: 'That did not work. Please try again.',
    save: 'Save',
    saving: 'Saving…',
    cancel: 'Cancel',
    add: 'Add',
    adding: 'Adding…',
    rename: 'Rename',
    remove: 'Remove',
    removing: 'Removing…',
    working: 'Working…',
    nameRequired: 'Name is required',
    actions: 'Actions',
    empty: 'Nothing here yet.',
    confirmRemove: (name: string) => `Remove “${name}”?`,
    nameOf: (name: string) => `New name for ${name}`,
  },
  hi: {
    loading: 'लोड हो रहा है…',
    loadFailed: 'यह सूची लोड नहीं हो सकी।',
    retry: 'फिर से कोशिश करें',
    refreshing: 'अपडेट हो रहा है…',
    actionFailed: 'यह नहीं हो सका। कृपया फिर से कोशिश करें।',
    save: 'सहेजें',
    saving: 'सहेजा जा रहा है…',
    cancel: 'रद्द करें',
    add: 'जोड़ें',
    adding: 'जोड़ा जा रहा है…',
    rename: 'नाम बदलें',
    remove: 'हटाएँ',
    removing: 'हटाया जा रहा है…',
    working: 'काम हो रहा है…',
    nameRequired: 'नाम ज़रूरी है',
    actions: 'कार्य',
    empty: 'अभी यहाँ कुछ नहीं है।',
    confirmRemove: (name: string) => `“${name}” हटाएँ?`,
    nameOf: (name: string) => `${name} का नया नाम`,
  },
} satisfies Catalogue<unknown>;

export type ManagementText = (typeof managementText)['en'];
