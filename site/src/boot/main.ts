// The one script the HTML runs at once (1.4 kB compressed): it keeps the
// presses made before the app runs (keepEarlyPresses.ts), loads the page
// again when the connection comes back before the app could start
// (reloadOnlineUntilAppStarts.ts), and starts the app after the first paint
// (loadAfterPaint.ts).
import { keepEarlyPresses } from './keepEarlyPresses.ts';
import { startApp, whenPainted } from './loadAfterPaint.ts';
import { reloadOnlineUntilAppStarts } from './reloadOnlineUntilAppStarts.ts';

keepEarlyPresses();
reloadOnlineUntilAppStarts();
whenPainted(() => startApp());
