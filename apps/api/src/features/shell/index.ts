/** The frame of a signed-in screen (session user, header strip, bell) in one request: the plugin. */
export { shellRoutes } from './shell.routes.js';
