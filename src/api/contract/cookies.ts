/** The app's cookies (spec §9): the token and the sidebar state. The server reads the same names. */
export const TOKEN_KEY = 'Admin-Token';
export const SIDEBAR_KEY = 'sidebarStatus';
