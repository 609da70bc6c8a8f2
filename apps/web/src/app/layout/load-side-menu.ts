/** The side menu's chunk; the burger starts fetching it on hover, focus or touch. */
export const loadSideMenu = () => import('./side-menu');
