// The one script the HTML runs at once (a few hundred bytes): it starts the
// app after the first paint. See loadAfterPaint.ts.
import { startApp, whenPainted } from './loadAfterPaint.ts';

whenPainted(() => startApp());
