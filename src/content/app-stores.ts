// The companion apps' store listings (docs/requirements/marketing.md#mobile-apps): a student app
// and a teacher (faculty) app, each on the App Store (iOS) and Google Play (Android). Every page
// that offers a download reads these addresses, so a moved listing is changed here once. Links
// only: nothing from the stores is loaded by our pages.
export type AppId = 'student' | 'teacher';
export type StoreId = 'appStore' | 'googlePlay';

export const appIds: readonly AppId[] = ['student', 'teacher'];
export const storeIds: readonly StoreId[] = ['appStore', 'googlePlay'];

export const appStoreUrls: Readonly<Record<AppId, Readonly<Record<StoreId, string>>>> = {
  student: {
    appStore: 'https://apps.apple.com/in/app/shala-student/id6745512301',
    googlePlay: 'https://play.google.com/store/apps/details?id=app.shala.student',
  },
  teacher: {
    appStore: 'https://apps.apple.com/in/app/shala-teacher/id6745512302',
    googlePlay: 'https://play.google.com/store/apps/details?id=app.shala.teacher',
  },
};
