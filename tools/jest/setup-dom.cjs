require('@testing-library/jest-dom');

// A backstop for busy machines, not a substitute for fake timers: a findBy/waitFor that is waiting
// for real work (a lazy route's first import, a render under load) may take several seconds when
// the suite shares two cores with builds. Waits on debounces and retry delays use fake timers.
require('@testing-library/react').configure({ asyncUtilTimeout: 15_000 });
