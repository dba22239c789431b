// The one script the HTML runs at once (under 1 kB compressed): it starts the
// app after the first paint. See loadAfterPaint.ts.
import { startApp, whenPainted } from './loadAfterPaint.ts';

whenPainted(() => startApp());
