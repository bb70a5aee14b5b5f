/** Government scheme cards (docs/decisions/056-government-schemes.md): the plugin, the cards' read and the file references. */
export { governmentSchemesRoutes } from './government-schemes.routes.js';
export { addCard, listOwnCards, schemeCardFileReferences } from './government-schemes.service.js';
