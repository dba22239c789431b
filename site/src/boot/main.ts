// The one script the HTML runs at once (1.4 kB compressed): it keeps the
// presses made before the app runs (keepEarlyPresses.ts), marks the page
// while a press is down (markPresses.ts), loads the page
// again when the connection comes back before the app could start
// (reloadOnlineUntilAppStarts.ts), and starts the app after the first paint
// (loadAfterPaint.ts).
import { keepEarlyPresses } from './keepEarlyPresses.ts';
import { startApp, whenPainted } from './loadAfterPaint.ts';
import { markPresses } from './markPresses.ts';
import { reloadOnlineUntilAppStarts } from './reloadOnlineUntilAppStarts.ts';

keepEarlyPresses();
markPresses();
reloadOnlineUntilAppStarts();
whenPainted(() => startApp());
