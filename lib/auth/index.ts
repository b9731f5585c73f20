/** Admin authentication (Better Auth): the author's session, the guard every admin surface calls, account creation. Server-only. */
export { auth, authFor, createAuthor, getAuthorSession, requireAuthor, AuthorAccountError, UnauthorizedError, SESSION_SECONDS, type Auth, type AuthorSession } from './auth';
