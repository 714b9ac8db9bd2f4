// In development (`npm start`) the Feedback chat posts to /api/feedback on the dev server; this forwards
// it to the feedback service that scripts/start.mjs runs beside it, as nginx does in production.
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function devFeedbackProxy(_context: LoadContext): Plugin {
  const target = `http://127.0.0.1:${process.env.FEEDBACK_PORT ?? '8787'}`;
  return {
    name: 'pitbase-dev-feedback-proxy',
    configureWebpack(_config, isServer, {currentBundler: _bundler}) {
      if (isServer || process.env.NODE_ENV === 'production') return {};
      return {devServer: {proxy: [{context: ['/api/feedback'], target, xfwd: false}]}} as never;
    },
  };
}
